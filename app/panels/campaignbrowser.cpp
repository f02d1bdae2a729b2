#include "campaignbrowser.h"

#include "document/campaign.h"
#include "panels/newbattledialog.h"
#include "store/campaignstore.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString ruleSystemName(const QString &id)
{
    if (id == u"brown"_s)
        return CampaignBrowser::tr("Brown");
    if (id == u"balagan"_s)
        return CampaignBrowser::tr("Balagan");
    return CampaignBrowser::tr("No rules");
}

} // namespace

CampaignBrowser::CampaignBrowser(Campaign *campaign, QWidget *parent)
    : QDockWidget(tr("Campaign"), parent)
    , mCampaign(campaign)
{
    setObjectName(u"campaignDock"_s);
    auto *content = new QWidget(this);

    mTitle = new QLabel(content);
    mTitle->setObjectName(u"campaignTitle"_s);
    QFont titleFont = mTitle->font();
    titleFont.setBold(true);
    mTitle->setFont(titleFont);
    mTitle->setWordWrap(true);

    mTree = new QTreeWidget(content);
    mTree->setObjectName(u"campaignTree"_s);
    mTree->setColumnCount(2);
    mTree->setHeaderLabels({tr("Scenario / battle"), tr("Bound")});
    mTree->header()->setStretchLastSection(false);
    mTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    mTree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mTree->setRootIsDecorated(true);
    mTree->setUniformRowHeights(true);
    mTree->setToolTip(tr("Double-click a battle, or select it and press Enter, to put it on the table"));
    connect(mTree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { itemActivated(item); });
    connect(mTree, &QTreeWidget::itemSelectionChanged, this, &CampaignBrowser::updateButtons);

    mOpenButton = new QPushButton(tr("&Continue"), content);
    mOpenButton->setObjectName(u"continueBattleButton"_s);
    mOpenButton->setToolTip(tr("Put the selected battle on the table"));
    connect(mOpenButton, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem *item = mTree->currentItem())
            itemActivated(item);
    });
    mNewBattleButton = new QPushButton(tr("New &Battle…"), content);
    mNewBattleButton->setObjectName(u"newBattleButton"_s);
    mNewBattleButton->setToolTip(tr("Start a new battle from the selected scenario"));
    connect(mNewBattleButton, &QPushButton::clicked, this, &CampaignBrowser::newBattleInteractively);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mOpenButton);
    buttons->addWidget(mNewBattleButton);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mTitle);
    // Where the campaign is: a file on this computer or the club's server.
    mWhere = new QLabel(content);
    mWhere->setObjectName(u"campaignWhere"_s);
    mWhere->setWordWrap(true);
    mWhere->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mWhere->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(mWhere);
    layout->addWidget(mTree, 1);
    layout->addLayout(buttons);
    setWidget(content);

    connect(mCampaign, &Campaign::opened, this, &CampaignBrowser::refresh);
    connect(mCampaign, &Campaign::closed, this, &CampaignBrowser::refresh);
    connect(mCampaign, &Campaign::contentsChanged, this, &CampaignBrowser::refresh);
    connect(mCampaign, &Campaign::currentBattleChanged, this, &CampaignBrowser::refresh);
    // A bound or turn played moves the battle's row on.
    connect(mCampaign, &Campaign::battleProgressed, this, &CampaignBrowser::refresh);
    refresh();
}

void CampaignBrowser::refresh()
{
    mTree->clear();
    store::CampaignStore *store = mCampaign->store();
    if (!store) {
        mTitle->setText(tr("No campaign open"));
        mWhere->clear();
        mWhere->hide();
        updateButtons();
        return;
    }
    mTitle->setText(mCampaign->isReadOnly() ? tr("%1 (read-only)").arg(store->campaignName()) : store->campaignName());
    mWhere->setText(mCampaign->whereShown());
    mWhere->setToolTip(mCampaign->whereShown());
    mWhere->show();

    QTreeWidgetItem *current = nullptr;
    for (const store::ScenarioInfo &scenario : store->scenarios()) {
        auto *scenarioItem = new QTreeWidgetItem(mTree, {scenario.name, ruleSystemName(scenario.ruleSystem)});
        scenarioItem->setData(0, KindRole, int(ItemKind::Scenario));
        scenarioItem->setData(0, IdRole, scenario.id);
        scenarioItem->setToolTip(0, tr("Scenario for %1 rules, from %2").arg(ruleSystemName(scenario.ruleSystem), scenario.source));
        scenarioItem->setIcon(0, QIcon::fromTheme(u"folder-documents"_s));
        for (const store::BattleInfo &battle : store->battlesOf(scenario.id)) {
            const QString bound = battle.turn == 0 ? tr("set-up") : QLocale().toString(battle.turn);
            auto *battleItem = new QTreeWidgetItem(scenarioItem, {battle.name, bound});
            battleItem->setData(0, KindRole, int(ItemKind::Battle));
            battleItem->setData(0, IdRole, battle.id);
            battleItem->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            QString tip = tr("Started %1, last played %2")
                              .arg(QLocale().toString(battle.started.toLocalTime(), QLocale::ShortFormat),
                                   QLocale().toString(battle.updated.toLocalTime(), QLocale::ShortFormat));
            if (battle.carriedFrom != 0) {
                const auto from = store->battleInfo(battle.carriedFrom);
                tip += u'\n' + tr("Units' strength carried from “%1”").arg(from ? from->name : QString::number(battle.carriedFrom));
            }
            battleItem->setToolTip(0, tip);
            battleItem->setToolTip(1, tip);
            if (battle.id == mCampaign->currentBattle()) {
                QFont bold = battleItem->font(0);
                bold.setBold(true);
                battleItem->setFont(0, bold);
                battleItem->setFont(1, bold);
                battleItem->setIcon(0, QIcon::fromTheme(u"media-playback-start"_s));
                current = battleItem;
            }
        }
        scenarioItem->setExpanded(true);
    }
    if (current)
        mTree->setCurrentItem(current);
    updateButtons();
}

qint64 CampaignBrowser::selectedScenario() const
{
    const QTreeWidgetItem *item = mTree->currentItem();
    if (!item)
        return 0;
    if (item->data(0, KindRole).toInt() == int(ItemKind::Battle))
        item = item->parent();
    return item ? item->data(0, IdRole).toLongLong() : 0;
}

qint64 CampaignBrowser::selectedBattle() const
{
    const QTreeWidgetItem *item = mTree->currentItem();
    if (!item || item->data(0, KindRole).toInt() != int(ItemKind::Battle))
        return 0;
    return item->data(0, IdRole).toLongLong();
}

void CampaignBrowser::updateButtons()
{
    const bool writable = mCampaign->isOpen() && !mCampaign->isReadOnly();
    mOpenButton->setEnabled(selectedBattle() != 0 && selectedBattle() != mCampaign->currentBattle());
    mNewBattleButton->setEnabled(writable && selectedScenario() != 0);
}

void CampaignBrowser::itemActivated(QTreeWidgetItem *item)
{
    if (!item || item->data(0, KindRole).toInt() != int(ItemKind::Battle))
        return;
    const qint64 battle = item->data(0, IdRole).toLongLong();
    if (battle == mCampaign->currentBattle())
        return;
    if (!mCampaign->setCurrentBattle(battle))
        QMessageBox::warning(this, tr("Continue Battle"),
                             tr("The battle could not be loaded: %1").arg(mCampaign->errorString()));
}

void CampaignBrowser::newBattleInteractively()
{
    store::CampaignStore *store = mCampaign->store();
    if (!store || mCampaign->isReadOnly())
        return;
    NewBattleDialog dialog(*store, selectedScenario(), this);
    // The usual next battle of a campaign follows the one just fought.
    if (const qint64 previous = selectedBattle())
        dialog.setCarryFrom(previous);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!dialog.startIn(mCampaign))
        QMessageBox::warning(this, tr("New Battle"), tr("The battle could not be started: %1").arg(mCampaign->errorString()));
}

void CampaignBrowser::importScenarioInteractively()
{
    if (!mCampaign->isOpen() || mCampaign->isReadOnly())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Scenario"), QString(),
                                                      tr("Scenario JSON (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (!mCampaign->importScenario(path))
        QMessageBox::warning(this, tr("Import Scenario"),
                             tr("%1 was not imported.\n\n%2").arg(QFileInfo(path).fileName(), mCampaign->errorString()));
}

void CampaignBrowser::exportScenarioInteractively()
{
    store::CampaignStore *store = mCampaign->store();
    if (!store)
        return;
    // A selected battle exports its table as it stands now; a scenario as set up.
    const qint64 battle = selectedBattle();
    const qint64 scenario = selectedScenario();
    if (battle == 0 && scenario == 0) {
        QMessageBox::information(this, tr("Export Scenario"), tr("Select a scenario or a battle in the Campaign panel first."));
        return;
    }
    const QString title = mTree->currentItem()->text(0);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Scenario"), title + u".json"_s,
                                                      tr("Scenario JSON (*.json)"));
    if (path.isEmpty())
        return;
    const std::optional<QByteArray> json = battle != 0 ? store->exportBattleJson(battle) : store->exportScenarioJson(scenario);
    QSaveFile file(path);
    if (!json || !file.open(QIODevice::WriteOnly) || file.write(*json) != json->size() || !file.commit())
        QMessageBox::warning(this, tr("Export Scenario"),
                             tr("%1 could not be written: %2")
                                 .arg(QFileInfo(path).fileName(), json ? file.errorString() : store->errorString()));
}

} // namespace vedette
