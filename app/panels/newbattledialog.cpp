#include "newbattledialog.h"

#include "store/campaignstore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

NewBattleDialog::NewBattleDialog(const store::CampaignStore &store, qint64 scenarioId, QWidget *parent)
    : QDialog(parent)
    , mName(new QLineEdit(this))
    , mScenario(new QComboBox(this))
    , mCarry(new QComboBox(this))
{
    setObjectName(u"newBattleDialog"_s);
    setWindowTitle(tr("New Battle"));

    for (const store::ScenarioInfo &info : store.scenarios()) {
        mScenario->addItem(info.name, info.id);
        if (info.id == scenarioId)
            mScenario->setCurrentIndex(mScenario->count() - 1);
    }
    mScenario->setObjectName(u"scenarioCombo"_s);

    mName->setObjectName(u"battleName"_s);
    mName->setPlaceholderText(tr("The scenario's name and today's date"));

    mCarry->setObjectName(u"carryCombo"_s);
    mCarry->addItem(tr("No: as the scenario sets them up"), qint64(0));
    for (const store::BattleInfo &battle : store.battles())
        mCarry->addItem(tr("From “%1” (bound %2)").arg(battle.name, QLocale().toString(battle.turn)), battle.id);
    mCarry->setToolTip(tr("Units with the same id start with the strength and casualties they had at the end of "
                          "that battle"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Scenario:"), mScenario);
    form->addRow(tr("Battle &name:"), mName);
    form->addRow(tr("&Carry units' strength:"), mCarry);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start Battle"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(mScenario->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(480);
}

void NewBattleDialog::setCarryFrom(qint64 battleId)
{
    const int index = mCarry->findData(battleId);
    if (index >= 0)
        mCarry->setCurrentIndex(index);
}

store::NewBattle NewBattleDialog::options() const
{
    store::NewBattle options;
    options.scenarioId = mScenario->currentData().toLongLong();
    options.name = mName->text().trimmed();
    options.carryStrengthFrom = mCarry->currentData().toLongLong();
    return options;
}

} // namespace vedette
