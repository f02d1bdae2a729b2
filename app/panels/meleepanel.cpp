#include "meleepanel.h"

#include "rules/brown/tablecharge.h"

#include "commands/brownmeleecommand.h"
#include "document/diceservice.h"
#include "document/document.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace brown = rules::brown;
using Stage = brown::MeleeFight::Stage;

class MeleePanel::Sink : public journal::EventSink
{
public:
    explicit Sink(MeleePanel *panel)
        : mPanel(panel)
    {
    }
    void append(const journal::JournalEvent &event) override
    {
        mPanel->mDocument->record(event);
        mPanel->mResult->setText(event.summary);
    }

private:
    MeleePanel *mPanel;
};

MeleePanel::MeleePanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Melee"), parent)
    , mDocument(document)
    , mSink(std::make_unique<Sink>(this))
{
    setObjectName(u"meleePanel"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    mTitle = new QLabel(tr("No melee."), body);
    mTitle->setWordWrap(true);
    layout->addWidget(mTitle);

    auto *grid = new QGridLayout;
    mAttackerLabel = new QLabel(body);
    mDefenderLabel = new QLabel(body);
    mAttackerModifier = new QSpinBox(body);
    mDefenderModifier = new QSpinBox(body);
    mAttackerRetreats = new QCheckBox(tr("retreats"), body);
    mDefenderRetreats = new QCheckBox(tr("retreats"), body);
    for (QSpinBox *box : {mAttackerModifier, mDefenderModifier}) {
        box->setRange(-30, 30);
        box->setPrefix(tr("d10 "));
        box->setAccessibleName(tr("Melee modifier"));
    }
    grid->addWidget(mAttackerLabel, 0, 0);
    grid->addWidget(mAttackerModifier, 0, 1);
    grid->addWidget(mAttackerRetreats, 0, 2);
    grid->addWidget(mDefenderLabel, 1, 0);
    grid->addWidget(mDefenderModifier, 1, 1);
    grid->addWidget(mDefenderRetreats, 1, 2);
    layout->addLayout(grid);
    connect(mAttackerModifier, &QSpinBox::valueChanged, this, [this](int v) {
        if (mFight)
            mFight->setMeleeModifier(brown::Side::Attacker, v);
    });
    connect(mDefenderModifier, &QSpinBox::valueChanged, this, [this](int v) {
        if (mFight)
            mFight->setMeleeModifier(brown::Side::Defender, v);
    });

    mResult = new QLabel(body);
    mResult->setWordWrap(true);
    layout->addWidget(mResult);
    mAdvance = new QPushButton(body);
    layout->addWidget(mAdvance);
    layout->addStretch(1);
    connect(mAdvance, &QPushButton::clicked, this, &MeleePanel::advance);
    for (auto key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto *shortcut = new QShortcut(QKeySequence(key), body);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &MeleePanel::advance);
    }
    setWidget(body);
    refresh();
}

MeleePanel::~MeleePanel() = default;

bool MeleePanel::start(const QString &attackerId, const QString &defenderId)
{
    if (!mScenario)
        return false;
    const table::Unit *a = mScenario->unit(attackerId);
    const table::Unit *d = mScenario->unit(defenderId);
    if (!a || !d || a == d)
        return false;
    // Block against block in a town: the stands of both blocks fight and
    // share the losses (RULES.md section 1; townblock.h has the reading).
    const auto ta = brown::TableCharge::townBlock(*mScenario, *a);
    const auto td = brown::TableCharge::townBlock(*mScenario, *d);
    if (ta && td) {
        start(brown::MeleeFight::townFighter(*ta, a->meleeModifier()),
              brown::MeleeFight::townFighter(*td, d->meleeModifier()));
        mFight->setTownBlock(brown::Side::Attacker, *ta);
        mFight->setTownBlock(brown::Side::Defender, *td);
        mTitle->setText(tr("Town fight: %1 against %2. Losses are spread over every stand of both blocks; all are "
                           "Disordered while it lasts.")
                            .arg(ta->describe(), td->describe()));
        return true;
    }
    start({a->id(), a->name(), a->meleeModifier(), a->startingStrength(), a->strength(), 0},
          {d->id(), d->name(), d->meleeModifier(), d->startingStrength(), d->strength(), 0});
    return true;
}

void MeleePanel::start(const brown::MeleeFight::Fighter &attacker, const brown::MeleeFight::Fighter &defender)
{
    mFight = std::make_unique<brown::MeleeFight>(attacker, defender, mRules.casualtyStepPercent);
    mTitle->setText(tr("%1 in melee with %2. Both are Disordered while it lasts.").arg(attacker.name, defender.name));
    mResult->clear();
    mAttackerModifier->setValue(attacker.meleeModifier);
    mDefenderModifier->setValue(defender.meleeModifier);
    refresh();
    mAdvance->setFocus();
}

void MeleePanel::advance()
{
    if (!mFight || mFight->stage() == Stage::Over)
        return;
    if (mFight->stage() == Stage::AwaitRound) {
        try {
            mFight->fightRound(mDocument->dice()->source(), *mSink);
        } catch (const dice::DiceUnavailable &) {
            mResult->setText(tr("Roll cancelled; the round can be thrown again."));
            return;
        }
        if (mScenario) {
            QList<std::pair<QString, int>> losses;
            for (brown::Side side : {brown::Side::Attacker, brown::Side::Defender}) {
                for (const brown::MeleeFight::UnitLoss &l : mFight->lastLosses(side))
                    losses.append({l.unitId, l.men});
            }
            auto *command = new BrownMeleeCommand(mScenario, losses);
            command->setText(tr("Melee round %1").arg(mFight->roundsFought()));
            mDocument->push(command);
        }
        mAttackerRetreats->setChecked(false);
        mDefenderRetreats->setChecked(false);
    } else {
        mFight->recordMorale(mAttackerRetreats->isChecked(), mDefenderRetreats->isChecked(), *mSink);
    }
    refresh();
}

void MeleePanel::refresh()
{
    const bool active = mFight != nullptr;
    const Stage stage = active ? mFight->stage() : Stage::Over;
    if (active) {
        const auto &a = mFight->fighter(brown::Side::Attacker);
        const auto &d = mFight->fighter(brown::Side::Defender);
        mAttackerLabel->setText(tr("%1 (%2 of %3, %4 steps taken)").arg(a.name).arg(a.strength).arg(a.startingStrength).arg(a.stepsTaken));
        mDefenderLabel->setText(tr("%1 (%2 of %3, %4 steps taken)").arg(d.name).arg(d.strength).arg(d.startingStrength).arg(d.stepsTaken));
    }
    mAttackerModifier->setEnabled(active && stage == Stage::AwaitRound);
    mDefenderModifier->setEnabled(active && stage == Stage::AwaitRound);
    mAttackerRetreats->setVisible(active && stage == Stage::AwaitMorale);
    mDefenderRetreats->setVisible(active && stage == Stage::AwaitMorale);
    switch (stage) {
    case Stage::AwaitRound:
        mAdvance->setText(tr("Roll Melee Round %1 (d10 each)").arg(mFight->roundsFought() + 1));
        break;
    case Stage::AwaitMorale:
        mAdvance->setText(tr("Record Morale"));
        break;
    case Stage::Over:
        mAdvance->setText(tr("Melee Over"));
        break;
    }
    mAdvance->setEnabled(active && stage != Stage::Over);
}

} // namespace vedette
