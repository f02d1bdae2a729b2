// The order of battle dock: the tree, its selection and its edits. A little
// over 700 lines because the tree's build and its edits share the panel's
// state; the CSV and template files are in orderofbattlepanelfiles.cpp.
#include "orderofbattlepanel.h"

#include "commands/facade.h"
#include "document/campaign.h"
#include "document/document.h"
#include "panels/generalform.h"
#include "panels/inspectorpanel.h"
#include "panels/flowlayout.h"
#include "panels/orderofbattletree.h"
#include "render/unitpainter.h"
#include "scene/tablescene.h"
#include "store/campaignstore.h"
#include "rules/balagan/movement.h"
#include "table/deployment.h"
#include "table/orderofbattlecsv.h"
#include "table/scenario.h"
#include "table/templatejson.h"
#include "table/unitdefaults.h"
#include "window/panelfit.h"

#include <QAction>
#include <QColorDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

enum Column { NameColumn, KindColumn, StrengthColumn, PlaceColumn };

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(colour.isValid() ? colour : QColor(0x9a, 0x93, 0x86));
    return QIcon(pixmap);
}

const QList<QColor> &sideColours()
{
    static const QList<QColor> colours{QColor(0xb0, 0x3a, 0x2e), QColor(0x2e, 0x4a, 0x8c), QColor(0x3d, 0x7a, 0x3a),
                                       QColor(0xc9, 0xa2, 0x27), QColor(0x6a, 0x3d, 0x8c), QColor(0x4f, 0x5b, 0x62)};
    return colours;
}

// A stable key for an item, to keep expansion and selection over a rebuild.
QString keyOf(const QTreeWidgetItem *item)
{
    return u"%1:%2:%3"_s.arg(item->type()).arg(item->data(0, OrderOfBattleTree::SideRole).toString(),
                                                item->data(0, OrderOfBattleTree::IdRole).toString());
}

// Divisions of a side in the order their generals come, then their units (as the CSV writes them).
} // namespace

QStringList OrderOfBattlePanel::divisionsOf(const table::Scenario &scenario, const QString &sideId)
{
    QStringList divisions;
    for (const table::General &general : scenario.generals())
        if (general.sideId == sideId && !general.divisionId.isEmpty() && !divisions.contains(general.divisionId))
            divisions.append(general.divisionId);
    for (const table::Unit &unit : scenario.units())
        if (unit.sideId() == sideId && !unit.divisionId().isEmpty() && !divisions.contains(unit.divisionId()))
            divisions.append(unit.divisionId());
    return divisions;
}

OrderOfBattlePanel::OrderOfBattlePanel(Document *document, TableScene *scene, InspectorPanel *inspector, QWidget *parent)
    : QDockWidget(tr("Order of Battle"), parent)
    , mDocument(document)
    , mScene(scene)
    , mInspector(inspector)
    , mTree(new OrderOfBattleTree(this))
    , mForms(new QStackedWidget(this))
    , mHint(new QLabel(this))
    , mGeneralForm(new GeneralForm(document, this))
    , mSummary(new QLabel(this))
    , mTemplates(new QMenu(tr("&Templates"), this))
{
    setObjectName(u"orderOfBattleDock"_s);
    mTree->setObjectName(u"orderOfBattleTree"_s);
    mTree->setColumnCount(4);
    mTree->setHeaderLabels({tr("Name"), tr("Kind"), tr("Strength"), tr("Place")});
    // The columns share the panel's width, the name keeping the most: a
    // horizontal scroll bar hid the Kind and Place columns at every size
    // (issue 40), a stretched name column was squeezed to nothing by long
    // kinds and places (German "Oberbefehlshaber, Wert +1").
    PanelFit::shareColumns(mTree, 0.55);
    mTree->setIndentation(mTree->fontMetrics().horizontalAdvance(u'M'));
    mTree->setContextMenuPolicy(Qt::CustomContextMenu);

    auto *toolBar = new QToolBar(this);
    toolBar->setObjectName(u"orderOfBattleToolBar"_s);
    toolBar->setIconSize(QSize(16, 16));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *addMenu = new QMenu(tr("&Add"), this);
    addMenu->setObjectName(u"addMenu"_s);
    QAction *addSideAction = addMenu->addAction(tr("&Side"), this, [this] { addSide(); });
    addSideAction->setObjectName(u"addSideAction"_s);
    QAction *addDivisionAction = addMenu->addAction(tr("&Division (with its general)"), this, [this] {
        addDivision();
        if (QTreeWidgetItem *item = mTree->currentItem())
            if (QTreeWidgetItem *division = item->parent(); division && division->type() == OrderOfBattleTree::DivisionItem)
                mTree->editItem(division, NameColumn);
    });
    addDivisionAction->setObjectName(u"addDivisionAction"_s);
    QAction *addGeneralAction = addMenu->addAction(tr("&General"), this, [this] { addGeneral(); });
    addGeneralAction->setObjectName(u"addGeneralAction"_s);
    addMenu->addSeparator();
    for (table::Arm arm : table::allArms()) {
        QAction *action = addMenu->addAction(table::armName(arm), this, [this, arm] { addUnit(arm); });
        action->setObjectName(u"add%1Action"_s.arg(table::armId(arm)));
    }
    auto *addButton = new QToolButton(toolBar);
    addButton->setObjectName(u"addButton"_s);
    addButton->setText(tr("Add"));
    addButton->setToolTip(tr("Add a side, a division, a general or a unit to the selected side and division"));
    addButton->setMenu(addMenu);
    addButton->setPopupMode(QToolButton::InstantPopup);
    toolBar->addWidget(addButton);
    mAdd = addButton;

    QAction *duplicate = toolBar->addAction(tr("Duplicate"), this, [this] { duplicateSelection(); });
    duplicate->setObjectName(u"duplicateAction"_s);
    duplicate->setToolTip(tr("Copy the selected units and generals (not on the table)"));
    QAction *remove = toolBar->addAction(tr("Delete"), this, [this] { deleteSelection(); });
    remove->setObjectName(u"deleteAction"_s);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    remove->setToolTip(tr("Delete the selected units, generals or sides"));
    mDeploy = toolBar->addAction(tr("Deploy"), this, [this] {
        const QStringList units = selectedUnitIds();
        if (!units.isEmpty())
            emit deployRequested(units);
    });
    mDeploy->setObjectName(u"deployAction"_s);
    mDeploy->setToolTip(tr("Put the selected units on the table with the Deploy tool: click, or draw their front line"));
    // First on the bar: a narrow panel folds the last actions into "»", and
    // Deploy, the panel's first use, was among them (German, French, issue 40).
    toolBar->removeAction(mDeploy);
    toolBar->insertAction(toolBar->actions().value(0), mDeploy);
    mDeployRest = new QAction(tr("Deploy the Rest"), this);
    connect(mDeployRest, &QAction::triggered, this, [this] {
        QString why;
        if (!deployRest(&why) && !why.isEmpty())
            QMessageBox::information(this, tr("Deploy the Rest"), why);
    });
    mDeployRest->setObjectName(u"deployRestAction"_s);
    mDeployRest->setToolTip(tr("Lay out every unit not yet on the table in its side's deployment zone (Balagan) or "
                               "along its table edge (Brown), division by division in rows: the selected side's, or "
                               "every side's when nothing is selected"));
    mTakeOff = new QAction(tr("Take off the Table"), this);
    mTakeOff->setObjectName(u"takeOffAction"_s);
    mTakeOff->setToolTip(tr("Back into the order of battle, to deploy again"));
    connect(mTakeOff, &QAction::triggered, this, [this] { takeSelectionOffTable(); });
    mColour = new QAction(tr("Side &Colour…"), this);
    mColour->setObjectName(u"sideColourAction"_s);
    connect(mColour, &QAction::triggered, this, &OrderOfBattlePanel::chooseSideColour);

    auto *fileMenu = new QMenu(tr("CSV"), this);
    QAction *importAction = fileMenu->addAction(tr("&Import Order of Battle (CSV)…"), this, &OrderOfBattlePanel::importInteractively);
    importAction->setObjectName(u"importCsvAction"_s);
    QAction *exportAction = fileMenu->addAction(tr("&Export Order of Battle (CSV)…"), this, &OrderOfBattlePanel::exportInteractively);
    exportAction->setObjectName(u"exportCsvAction"_s);
    auto *moreButton = new QToolButton(toolBar);
    moreButton->setText(tr("More"));
    moreButton->setObjectName(u"moreButton"_s);
    auto *moreMenu = new QMenu(this);
    moreMenu->addAction(mDeployRest);
    moreMenu->addAction(mTakeOff);
    moreMenu->addAction(mColour);
    moreMenu->addSeparator();
    moreMenu->addAction(importAction);
    moreMenu->addAction(exportAction);
    moreMenu->addSeparator();
    mTemplates->setObjectName(u"templatesMenu"_s);
    moreMenu->addMenu(mTemplates);
    connect(mTemplates, &QMenu::aboutToShow, this, &OrderOfBattlePanel::fillTemplatesMenu);
    moreButton->setMenu(moreMenu);
    moreButton->setPopupMode(QToolButton::InstantPopup);
    toolBar->addWidget(moreButton);
    mSelectionActions = {duplicate, remove, mDeploy, mTakeOff};

    mHint->setWordWrap(true);
    mHint->setMargin(6);
    mHint->setObjectName(u"orderOfBattleHint"_s);
    mForms->addWidget(mHint);
    mForms->addWidget(mGeneralForm);
    mSummary->setObjectName(u"orderOfBattleSummary"_s);
    mSummary->setWordWrap(true);
    mSummary->setMargin(4);

    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(toolBar);
    layout->addWidget(mTree, 3);
    layout->addWidget(mSummary);
    // Under the counts of what waits to be deployed: the button that deploys it.
    mDeployRestButton = new QPushButton(mDeployRest->text(), page);
    mDeployRestButton->setObjectName(u"deployRestButton"_s);
    mDeployRestButton->setToolTip(mDeployRest->toolTip());
    connect(mDeployRestButton, &QPushButton::clicked, mDeployRest, &QAction::trigger);
    auto *restRow = new FlowLayout;
    restRow->setContentsMargins(4, 0, 4, 0);
    restRow->addWidget(mDeployRestButton);
    layout->addLayout(restRow);
    layout->addWidget(mForms, 2);
    setWidget(page);
    // Delete works while the tree has the focus, not while a field of the form is typed in.
    mTree->addAction(remove);

    connect(mTree, &QTreeWidget::itemSelectionChanged, this, &OrderOfBattlePanel::selectionChanged);
    connect(mTree, &QTreeWidget::itemChanged, this, &OrderOfBattlePanel::itemEdited);
    connect(mTree, &QWidget::customContextMenuRequested, this, &OrderOfBattlePanel::showContextMenu);
    connect(mTree, &OrderOfBattleTree::dropped, this,
            [this](const QStringList &units, const QStringList &generals, const QString &side, const QString &division) {
                cmd::moveToDivision(mDocument, units, generals, side, division);
            });
    connect(scene, &TableScene::scenarioChanged, this, &OrderOfBattlePanel::onScenarioChanged);
    connect(document, &Document::editableChanged, this, &OrderOfBattlePanel::updateActions);
    // A unit picked on the table is picked here too.
    connect(scene, &TableScene::selectedUnitChanged, this, [this](const QString &id) {
        if (id.isEmpty() || selectedUnitIds().contains(id))
            return;
        if (QTreeWidgetItem *item = mTree->findItem(OrderOfBattleTree::UnitItem, id)) {
            const QSignalBlocker blocker(mTree);
            mTree->clearSelection();
            item->setSelected(true);
            mTree->scrollToItem(item);
            mForms->setCurrentWidget(mHint);
            updateActions();
        }
    });
    rebuild();
}

OrderOfBattlePanel::~OrderOfBattlePanel() = default;

void OrderOfBattlePanel::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    switch (change.kind) {
    case Kind::Reset:
    case Kind::Settings:
    case Kind::SideAdded:
    case Kind::SideChanged:
    case Kind::SideRemoved:
    case Kind::UnitAdded:
    case Kind::UnitChanged:
    case Kind::UnitRemoved:
    case Kind::GeneralAdded:
    case Kind::GeneralChanged:
    case Kind::GeneralRemoved:
        scheduleRebuild();
        break;
    default:
        break;
    }
}

void OrderOfBattlePanel::scheduleRebuild()
{
    // One rebuild for a step that changes many units.
    if (mRebuildScheduled)
        return;
    mRebuildScheduled = true;
    QTimer::singleShot(0, this, [this] {
        if (mRebuildScheduled)
            rebuild();
    });
}

void OrderOfBattlePanel::rebuild()
{
    mRebuildScheduled = false;
    mRebuilding = true;
    QSet<QString> collapsed;
    QSet<QString> selected;
    QString current = mTree->currentItem() ? keyOf(mTree->currentItem()) : QString();
    {
        QList<QTreeWidgetItem *> stack;
        for (int i = 0; i < mTree->topLevelItemCount(); ++i)
            stack.append(mTree->topLevelItem(i));
        while (!stack.isEmpty()) {
            QTreeWidgetItem *item = stack.takeFirst();
            if (item->childCount() > 0 && !item->isExpanded())
                collapsed.insert(keyOf(item));
            if (item->isSelected())
                selected.insert(keyOf(item));
            for (int i = 0; i < item->childCount(); ++i)
                stack.append(item->child(i));
        }
    }
    const QSignalBlocker blocker(mTree);
    mTree->clear();
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    QStringList summary;

    const auto unitItem = [&](const table::Unit &unit, const QString &division) {
        auto *item = new QTreeWidgetItem(OrderOfBattleTree::UnitItem);
        item->setText(NameColumn, unit.name());
        item->setData(0, OrderOfBattleTree::IdRole, unit.id());
        item->setData(0, OrderOfBattleTree::SideRole, unit.sideId());
        item->setData(0, OrderOfBattleTree::DivisionRole, division);
        item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled);
        QStringList kind{table::armName(unit.arm())};
        if (unit.arm() == table::Arm::Horse || unit.arm() == table::Arm::Dragoons)
            kind.append(table::horseWeightName(unit.horseWeight()));
        if (unit.arm() == table::Arm::Dragoons && !unit.dragoonsMounted())
            kind.append(tr("dismounted"));
        if (scenario.ruleSystem() != table::RuleSystem::Balagan)
            kind.append(table::troopClassName(unit.troopClass()));
        item->setText(KindColumn, kind.join(u", "_s));
        item->setText(StrengthColumn, render::UnitPainter::strengthText(unit));
        item->setText(PlaceColumn, unit.isOnTable() ? tr("on the table") : tr("to deploy"));
        if (!unit.isOnTable()) {
            QFont font = item->font(PlaceColumn);
            font.setBold(true);
            item->setFont(PlaceColumn, font);
            item->setForeground(PlaceColumn, QColor(0xa0, 0x28, 0x18));
        }
        // The whole row, a line a field as the columns name them, over
        // every cell: a narrow panel cuts the cells short ("2…n").
        const QString whole = QStringList{unit.name(), tr("Kind: %1").arg(item->text(KindColumn)),
                                          tr("Strength: %1").arg(item->text(StrengthColumn)),
                                          tr("Formation: %1").arg(table::formationName(unit.formation())),
                                          tr("Place: %1").arg(item->text(PlaceColumn))}
                                  .join(u'\n');
        for (int column = NameColumn; column <= PlaceColumn; ++column)
            item->setToolTip(column, whole);
        return item;
    };
    const auto generalItem = [&](const table::General &general, const QString &division) {
        auto *item = new QTreeWidgetItem(OrderOfBattleTree::GeneralItem);
        item->setText(NameColumn, general.name);
        item->setData(0, OrderOfBattleTree::IdRole, general.id);
        item->setData(0, OrderOfBattleTree::SideRole, general.sideId);
        item->setData(0, OrderOfBattleTree::DivisionRole, division);
        item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled);
        QString kind = general.commanderInChief ? tr("Commander-in-chief") : tr("General");
        kind += u", "_s + tr("rating %1").arg(general.rating > 0 ? u"+%1"_s.arg(general.rating) : QString::number(general.rating));
        item->setText(KindColumn, kind);
        const table::Unit *with = scenario.unit(general.attachedUnitId);
        item->setText(PlaceColumn, with ? tr("with %1").arg(with->name())
                                        : general.position ? tr("on the table") : tr("not placed"));
        QFont font = item->font(NameColumn);
        font.setItalic(true);
        item->setFont(NameColumn, font);
        return item;
    };

    for (const table::Side &side : scenario.sides()) {
        auto *sideItem = new QTreeWidgetItem(mTree, OrderOfBattleTree::SideItem);
        sideItem->setText(NameColumn, side.name);
        sideItem->setIcon(NameColumn, swatch(side.colour));
        sideItem->setData(0, OrderOfBattleTree::IdRole, side.id);
        sideItem->setData(0, OrderOfBattleTree::SideRole, side.id);
        sideItem->setFlags((sideItem->flags() | Qt::ItemIsEditable | Qt::ItemIsDropEnabled) & ~Qt::ItemIsDragEnabled);
        QFont bold = sideItem->font(NameColumn);
        bold.setBold(true);
        sideItem->setFont(NameColumn, bold);
        int units = 0;
        int toDeploy = 0;
        int generals = 0;
        for (const table::General &general : scenario.generals()) {
            if (general.sideId != side.id)
                continue;
            ++generals;
            if (general.divisionId.isEmpty())
                sideItem->addChild(generalItem(general, {}));
        }
        for (const QString &division : divisionsOf(scenario, side.id)) {
            auto *divisionItem = new QTreeWidgetItem(sideItem, OrderOfBattleTree::DivisionItem);
            divisionItem->setText(NameColumn, scenario.divisionName(side.id, division));
            divisionItem->setData(0, OrderOfBattleTree::IdRole, division);
            divisionItem->setData(0, OrderOfBattleTree::SideRole, side.id);
            divisionItem->setData(0, OrderOfBattleTree::DivisionRole, division);
            divisionItem->setFlags(divisionItem->flags() | Qt::ItemIsEditable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled);
            divisionItem->setToolTip(NameColumn, tr("%1: double-click to rename, drag onto the table to deploy it")
                                                     .arg(divisionItem->text(NameColumn)));
            int inDivision = 0;
            for (const table::General &general : scenario.generals())
                if (general.sideId == side.id && general.divisionId == division)
                    divisionItem->addChild(generalItem(general, division));
            for (const table::Unit &unit : scenario.units()) {
                if (unit.sideId() == side.id && unit.divisionId() == division) {
                    divisionItem->addChild(unitItem(unit, division));
                    ++inDivision;
                }
            }
            divisionItem->setText(KindColumn, tr("Division"));
            divisionItem->setText(StrengthColumn, tr("%n unit(s)", nullptr, inDivision));
        }
        QTreeWidgetItem *none = nullptr;
        for (const table::Unit &unit : scenario.units()) {
            if (unit.sideId() != side.id)
                continue;
            ++units;
            toDeploy += unit.isOnTable() ? 0 : 1;
            if (!unit.divisionId().isEmpty())
                continue;
            if (!none) {
                none = new QTreeWidgetItem(sideItem, OrderOfBattleTree::DivisionItem);
                none->setText(NameColumn, tr("No division"));
                none->setData(0, OrderOfBattleTree::IdRole, QString());
                none->setData(0, OrderOfBattleTree::SideRole, side.id);
                none->setData(0, OrderOfBattleTree::DivisionRole, QString());
                none->setFlags((none->flags() | Qt::ItemIsDropEnabled | Qt::ItemIsDragEnabled) & ~Qt::ItemIsEditable);
            }
            none->addChild(unitItem(unit, {}));
        }
        sideItem->setText(StrengthColumn, tr("%n unit(s)", nullptr, units));
        sideItem->setText(PlaceColumn, toDeploy > 0 ? tr("%n to deploy", nullptr, toDeploy) : QString());
        summary.append(tr("%1: %2, %3 to deploy, %4")
                           .arg(side.name, tr("%n unit(s)", nullptr, units))
                           .arg(toDeploy)
                           .arg(tr("%n general(s)", nullptr, generals)));
    }
    mSummary->setText(summary.isEmpty() ? tr("No sides yet: File > New Battle… sets up two, or Add > Side.")
                                        : summary.join(u"\n"_s));

    QList<QTreeWidgetItem *> stack;
    for (int i = 0; i < mTree->topLevelItemCount(); ++i)
        stack.append(mTree->topLevelItem(i));
    while (!stack.isEmpty()) {
        QTreeWidgetItem *item = stack.takeFirst();
        const QString key = keyOf(item);
        item->setExpanded(!collapsed.contains(key));
        if (selected.contains(key))
            item->setSelected(true);
        if (key == current)
            mTree->setCurrentItem(item, 0, QItemSelectionModel::NoUpdate);
        for (int i = 0; i < item->childCount(); ++i)
            stack.append(item->child(i));
    }
    mRebuilding = false;
    // The forms follow the selection as it now is (a deleted unit has gone from it).
    selectionChanged();
}

QStringList OrderOfBattlePanel::selectedUnitIds() const
{
    QStringList units;
    QStringList generals;
    mTree->selectedIds(&units, &generals);
    return units;
}

QStringList OrderOfBattlePanel::selectedGeneralIds() const
{
    QStringList units;
    QStringList generals;
    mTree->selectedIds(&units, &generals);
    return generals;
}

QString OrderOfBattlePanel::sideOfSelection() const
{
    const QTreeWidgetItem *item = mTree->currentItem();
    if (!item && !mTree->selectedItems().isEmpty())
        item = mTree->selectedItems().constFirst();
    return item ? item->data(0, OrderOfBattleTree::SideRole).toString() : QString();
}

QString OrderOfBattlePanel::currentSide() const
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const QString side = sideOfSelection();
    if (scenario.side(side))
        return side;
    return scenario.sides().isEmpty() ? QString() : scenario.sides().constFirst().id;
}

QString OrderOfBattlePanel::currentDivision() const
{
    const QTreeWidgetItem *item = mTree->currentItem();
    if (!item && !mTree->selectedItems().isEmpty())
        item = mTree->selectedItems().constFirst();
    if (!item || item->type() == OrderOfBattleTree::SideItem || item->data(0, OrderOfBattleTree::SideRole).toString() != currentSide())
        return {};
    return item->data(0, OrderOfBattleTree::DivisionRole).toString();
}

void OrderOfBattlePanel::select(const QStringList &unitIds, const QStringList &generalIds)
{
    if (mRebuildScheduled)
        rebuild();
    {
        const QSignalBlocker blocker(mTree);
        mTree->clearSelection();
        QTreeWidgetItem *first = nullptr;
        for (const QString &id : unitIds)
            if (QTreeWidgetItem *item = mTree->findItem(OrderOfBattleTree::UnitItem, id)) {
                item->setSelected(true);
                first = first ? first : item;
            }
        for (const QString &id : generalIds)
            if (QTreeWidgetItem *item = mTree->findItem(OrderOfBattleTree::GeneralItem, id)) {
                item->setSelected(true);
                first = first ? first : item;
            }
        if (first) {
            mTree->setCurrentItem(first, 0, QItemSelectionModel::NoUpdate);
            mTree->scrollToItem(first);
        }
    }
    selectionChanged();
}

void OrderOfBattlePanel::selectionChanged()
{
    if (mRebuilding)
        return;
    updateActions();
    const QList<QTreeWidgetItem *> items = mTree->selectedItems();
    QStringList units;
    QStringList generals;
    mTree->selectedIds(&units, &generals);
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    if (items.size() == 1 && items.constFirst()->type() == OrderOfBattleTree::GeneralItem) {
        mGeneralForm->showGeneral(generals.constFirst());
        mForms->setCurrentWidget(mGeneralForm);
        return;
    }
    mForms->setCurrentWidget(mHint);
    const bool onlyUnits = !items.isEmpty()
        && std::all_of(items.cbegin(), items.cend(), [](const QTreeWidgetItem *i) { return i->type() == OrderOfBattleTree::UnitItem; });
    if (onlyUnits) {
        // The inspector is the units' form; with several it changes them all.
        if (mScene->selectedUnitId() != units.constFirst())
            mScene->selectUnit(units.constFirst());
        mInspector->showUnits(units);
        mHint->setText(units.size() == 1 ? tr("Edit the unit in the Inspector; drag it onto the table (or Deploy) to put it there.")
                                         : tr("%n units chosen: a change in the Inspector applies to all of them.", nullptr,
                                              int(units.size())));
        return;
    }
    if (items.size() == 1 && items.constFirst()->type() == OrderOfBattleTree::SideItem) {
        const table::Side *side = scenario.side(items.constFirst()->data(0, OrderOfBattleTree::IdRole).toString());
        mHint->setText(side ? tr("%1: double-click to rename; More > Side Colour… to change its colour.").arg(side->name)
                            : QString());
        return;
    }
    if (items.size() == 1 && items.constFirst()->type() == OrderOfBattleTree::DivisionItem) {
        mHint->setText(tr("%1: %2 and %3. Drag it onto the table, or Deploy and draw its front line.")
                           .arg(items.constFirst()->text(NameColumn), tr("%n unit(s)", nullptr, int(units.size())),
                                tr("%n general(s)", nullptr, int(generals.size()))));
        return;
    }
    mHint->setText(items.isEmpty() ? tr("Choose a side, division, general or unit. Add puts new ones into the chosen "
                                        "side and division.")
                                   : tr("%1 and %2 chosen.").arg(tr("%n unit(s)", nullptr, int(units.size())),
                                                                 tr("%n general(s)", nullptr, int(generals.size()))));
}

void OrderOfBattlePanel::updateActions()
{
    // Nothing is offered that cannot be written here (a followed battle, a
    // read-only campaign): off before a click, not refused after it.
    const bool editable = mDocument->isEditable();
    const bool any = !mTree->selectedItems().isEmpty();
    for (QAction *action : std::as_const(mSelectionActions))
        action->setEnabled(editable && any);
    const QStringList units = selectedUnitIds();
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    mDeploy->setEnabled(editable && !units.isEmpty());
    mTakeOff->setEnabled(editable && std::any_of(units.cbegin(), units.cend(), [&](const QString &id) {
        const table::Unit *unit = scenario.unit(id);
        return unit && unit->isOnTable();
    }));
    mColour->setEnabled(editable && scenario.side(sideOfSelection()) != nullptr);
    mAdd->setEnabled(editable);
    mForms->setEnabled(editable);
    const bool waiting = std::any_of(scenario.units().cbegin(), scenario.units().cend(),
                                     [](const table::Unit &unit) { return !unit.isOnTable(); });
    mDeployRest->setEnabled(editable && waiting);
    mDeployRestButton->setEnabled(editable);
    mDeployRestButton->setVisible(waiting);
}

bool OrderOfBattlePanel::deployRest(QString *why)
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    QStringList sides;
    if (!mTree->selectedItems().isEmpty() && scenario.side(sideOfSelection()))
        sides.append(sideOfSelection());
    else
        for (const table::Side &side : scenario.sides())
            sides.append(side.id);
    const bool balagan = scenario.ruleSystem() == table::RuleSystem::Balagan;
    // One layout after another on the table as the earlier ones leave it; a
    // Balagan set-up keeps both zones where they are (fixed in the same step).
    table::Scenario laid = scenario;
    const QList<table::Side> zones = balagan ? rules::balagan::movement::fixedDeploymentZones(scenario) : QList<table::Side>();
    for (const table::Side &side : zones)
        laid.updateSide(side);
    QList<table::Unit> placed;
    QStringList inLine;
    for (const QString &sideId : std::as_const(sides)) {
        const bool waiting = std::any_of(laid.units().cbegin(), laid.units().cend(), [&](const table::Unit &unit) {
            return unit.sideId() == sideId && !unit.isOnTable();
        });
        if (!waiting)
            continue;
        const std::optional<QRectF> area = balagan ? rules::balagan::movement::deploymentZoneOf(laid, sideId)
                                                   : table::Deployment::edgeBand(laid, sideId);
        const table::Side *side = laid.side(sideId);
        if (!area) {
            if (why)
                *why = tr("%1 has no area to deploy in.").arg(side ? side->name : sideId);
            return false;
        }
        const table::Deployment::Result result = table::Deployment::rest(laid, sideId, *area);
        if (!result.ok()) {
            if (why)
                *why = tr("%1: %2").arg(side ? side->name : sideId, result.problem);
            return false;
        }
        if (result.inLine)
            inLine.append(side ? side->name : sideId);
        for (const table::Unit &unit : result.units) {
            laid.updateUnit(unit);
            placed.append(unit);
        }
    }
    if (placed.isEmpty()) {
        if (why)
            *why = tr("Every unit is on the table.");
        return false;
    }
    if (!cmd::deploy(mDocument, placed, zones)) {
        if (why)
            *why = mDocument->lastError();
        return false;
    }
    if (why && !inLine.isEmpty())
        *why = tr("Put in single line to fit: %1.").arg(inLine.join(u", "_s));
    return true;
}

void OrderOfBattlePanel::itemEdited(QTreeWidgetItem *item, int column)
{
    if (mRebuilding || column != NameColumn)
        return;
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const QString id = item->data(0, OrderOfBattleTree::IdRole).toString();
    const QString text = item->text(NameColumn).trimmed();
    bool pushed = false;
    if (text.isEmpty()) {
        scheduleRebuild(); // a name may not be empty: shown as it was
        return;
    }
    switch (item->type()) {
    case OrderOfBattleTree::SideItem:
        if (const table::Side *side = scenario.side(id); side && side->name != text) {
            table::Side renamed = *side;
            renamed.name = text;
            pushed = cmd::editSide(mDocument, *side, renamed, u"name"_s, tr("Rename %1").arg(side->name));
        }
        break;
    case OrderOfBattleTree::DivisionItem:
        pushed = cmd::renameDivision(mDocument, item->data(0, OrderOfBattleTree::SideRole).toString(), id, text);
        break;
    case OrderOfBattleTree::GeneralItem:
        if (const table::General *general = scenario.general(id); general && general->name != text) {
            table::General renamed = *general;
            renamed.name = text;
            pushed = cmd::editGeneral(mDocument, *general, renamed, u"name"_s, tr("Rename %1").arg(general->name));
        }
        break;
    case OrderOfBattleTree::UnitItem:
        if (const table::Unit *unit = scenario.unit(id); unit && unit->name() != text) {
            table::Unit renamed = *unit;
            renamed.setName(text);
            pushed = cmd::editUnit(mDocument, *unit, renamed, u"name"_s, tr("Rename %1").arg(unit->name()));
        }
        break;
    default:
        break;
    }
    if (!pushed)
        scheduleRebuild();
}

QString OrderOfBattlePanel::addUnit(table::Arm arm)
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const QString side = currentSide();
    if (side.isEmpty()) {
        mHint->setText(tr("Add a side first: units belong to a side."));
        return {};
    }
    int count = 1;
    for (const table::Unit *other : scenario.unitsOfSide(side))
        count += other->arm() == arm ? 1 : 0;
    table::Unit unit = table::UnitDefaults::unit(scenario.ruleSystem(), arm, scenario.freshId(u"unit"_s), side,
                                                 tr("%1 %2").arg(table::armName(arm)).arg(count));
    unit.setDivisionId(currentDivision());
    unit.setOnTable(false);
    // The first side faces up the table, the others down it, as the place tool does.
    unit.setFacing(scenario.sides().constFirst().id == side ? 0.0 : 180.0);
    cmd::addUnitToOrderOfBattle(mDocument, unit);
    select({unit.id()});
    return unit.id();
}

QString OrderOfBattlePanel::addGeneral()
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const QString side = currentSide();
    if (side.isEmpty()) {
        mHint->setText(tr("Add a side first: generals belong to a side."));
        return {};
    }
    int count = 1;
    for (const table::General &other : scenario.generals())
        count += other.sideId == side ? 1 : 0;
    table::General general;
    general.id = scenario.freshId(u"general"_s);
    general.sideId = side;
    general.name = tr("General %1").arg(count);
    general.divisionId = currentDivision();
    cmd::addGeneral(mDocument, general);
    select({}, {general.id});
    return general.id;
}

QString OrderOfBattlePanel::addDivision()
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const QString side = currentSide();
    if (side.isEmpty()) {
        mHint->setText(tr("Add a side first: divisions belong to a side."));
        return {};
    }
    // A division is its general and units; it starts with its general.
    const QStringList divisions = divisionsOf(scenario, side);
    QString division;
    for (int n = int(divisions.size()) + 1;; ++n) {
        division = tr("division-%1").arg(n);
        if (!divisions.contains(division))
            break;
    }
    table::General general;
    general.id = scenario.freshId(u"general"_s);
    general.sideId = side;
    general.name = tr("General of %1").arg(division);
    general.divisionId = division;
    cmd::addGeneral(mDocument, general);
    select({}, {general.id});
    return division;
}

QString OrderOfBattlePanel::addSide()
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const qsizetype n = scenario.sides().size();
    table::Side side{scenario.freshId(u"side"_s), tr("Side %1").arg(n + 1), sideColours()[n % sideColours().size()]};
    cmd::addSide(mDocument, side);
    rebuild();
    if (QTreeWidgetItem *item = mTree->findItem(OrderOfBattleTree::SideItem, side.id)) {
        mTree->clearSelection();
        item->setSelected(true);
        mTree->setCurrentItem(item);
    }
    return side.id;
}

bool OrderOfBattlePanel::duplicateSelection()
{
    QStringList copies;
    if (!cmd::duplicate(mDocument, selectedUnitIds(), selectedGeneralIds(), &copies))
        return false;
    select(copies);
    return true;
}

bool OrderOfBattlePanel::deleteSelection()
{
    QStringList sides;
    for (const QTreeWidgetItem *item : mTree->selectedItems())
        if (item->type() == OrderOfBattleTree::SideItem)
            sides.append(item->data(0, OrderOfBattleTree::IdRole).toString());
    return cmd::removeFromOrderOfBattle(mDocument, selectedUnitIds(), selectedGeneralIds(), sides);
}

bool OrderOfBattlePanel::moveSelection(const QString &sideId, const QString &divisionId)
{
    return cmd::moveToDivision(mDocument, selectedUnitIds(), selectedGeneralIds(), sideId, divisionId);
}

bool OrderOfBattlePanel::takeSelectionOffTable()
{
    return cmd::takeOffTable(mDocument, selectedUnitIds());
}

void OrderOfBattlePanel::chooseSideColour()
{
    const table::Side *side = std::as_const(*mDocument).scenario().side(sideOfSelection());
    if (!side)
        return;
    const QColor colour = QColorDialog::getColor(side->colour, this, tr("Colour of %1").arg(side->name));
    if (!colour.isValid() || colour == side->colour)
        return;
    table::Side changed = *side;
    changed.colour = colour;
    cmd::editSide(mDocument, *side, changed, u"colour"_s, tr("Colour %1").arg(side->name));
}

void OrderOfBattlePanel::showContextMenu(const QPoint &pos)
{
    updateActions();
    QMenu menu(this);
    for (QAction *action : std::as_const(mSelectionActions))
        menu.addAction(action);
    menu.addAction(mColour);
    menu.exec(mTree->viewport()->mapToGlobal(pos));
}

} // namespace vedette
