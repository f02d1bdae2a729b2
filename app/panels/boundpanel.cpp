#include "boundpanel.h"

#include "commands/balaganboundcommand.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"
#include "window/mainwindow.h"

#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString signedNumber(int value)
{
    return value < 0 ? u"\u2212%1"_s.arg(-value) : u"+%1"_s.arg(value);
}

} // namespace

BoundPanel::BoundPanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Balagan Bound"), parent)
    , mDocument(document)
{
    setObjectName(u"balaganBoundPanel"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    mHeader = new QLabel(body);
    mHeader->setWordWrap(true);
    layout->addWidget(mHeader);
    mList = new QTreeWidget(body);
    mList->setColumnCount(3);
    mList->setHeaderLabels({tr("Unit / factor"), tr("Value"), tr("Why")});
    layout->addWidget(mList, 1);
    auto *buttons = new QHBoxLayout;
    mTestAll = new QPushButton(tr("Test all"), body);
    mTestOne = new QPushButton(tr("Test selected"), body);
    mEndBound = new QPushButton(tr("End bound"), body);
    buttons->addWidget(mTestAll);
    buttons->addWidget(mTestOne);
    buttons->addWidget(mEndBound);
    layout->addLayout(buttons);
    setWidget(body);

    connect(mTestAll, &QPushButton::clicked, this, &BoundPanel::testAll);
    connect(mTestOne, &QPushButton::clicked, this, &BoundPanel::testSelected);
    connect(mEndBound, &QPushButton::clicked, this, &BoundPanel::endBound);
    connect(mDocument->undoStack(), &QUndoStack::indexChanged, this, &BoundPanel::refresh);
    refresh();
}

void BoundPanel::ensureStarted()
{
    if (!mState.sideOrder.isEmpty())
        return;
    const rules::balagan::Battle fresh(mDocument->scenario(), mRules);
    mState = fresh.state();
}

void BoundPanel::refresh()
{
    ensureStarted();
    const table::Scenario &scenario = mDocument->scenario();
    const table::Side *side = scenario.side(mState.sideToMove());
    mHeader->setText(tr("Bound %1 \u2014 %2 \u2014 %3 \u2014 %4")
                         .arg(mState.bound)
                         .arg(side ? side->name : mState.sideToMove(), rules::balagan::boundPhaseName(mState.phase),
                              mState.clockText()));
    mList->clear();
    for (const rules::balagan::CombatStatus &status : rules::balagan::CombatAnalysis::analyse(scenario, mRules, mState)) {
        if (!status.inCombat())
            continue;
        const table::Unit *unit = scenario.unit(status.unitId);
        auto *item = new QTreeWidgetItem(mList);
        item->setText(0, unit && !unit->name().isEmpty() ? unit->name() : status.unitId);
        item->setData(0, Qt::UserRole, status.unitId);
        item->setText(1, signedNumber(status.total()));
        item->setText(2, status.inMelee ? tr("In melee") : tr("Under fire"));
        for (const rules::balagan::Factor &factor : status.factors) {
            if (factor.value() == 0 && !factor.isOverridden())
                continue;
            auto *child = new QTreeWidgetItem(item);
            child->setText(0, rules::balagan::factorKindName(factor.kind));
            child->setText(1, signedNumber(factor.value()));
            child->setText(2, factor.isOverridden() ? tr("%1 (overridden by the referee)").arg(factor.reason) : factor.reason);
        }
    }
    const bool playing = mState.phase != rules::balagan::BoundPhase::Over;
    mTestAll->setEnabled(playing && mState.phase == rules::balagan::BoundPhase::Morale);
    mTestOne->setEnabled(playing);
    mEndBound->setEnabled(playing);
}

bool BoundPanel::apply(const QString &text,
                       const std::function<void(rules::balagan::Battle &, dice::DiceSource &, journal::EventSink &)> &step)
{
    ensureStarted();
    rules::balagan::Battle battle(mDocument->scenario(), mRules);
    battle.state() = mState;
    journal::EventList events;
    try {
        step(battle, mDocument->dice()->source(), events);
    } catch (const dice::DiceUnavailable &) {
        return false; // the referee closed the keypad: nothing happened
    }
    mDocument->undoStack()->push(
        new BalaganBoundCommand(&mDocument->scenario(), &mState, battle.scenario(), battle.state(), text));
    for (const journal::JournalEvent &event : events.events())
        mDocument->record(event);
    refresh();
    return true;
}

void BoundPanel::testAll()
{
    apply(tr("Balagan morale tests"), [](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
        battle.runMoralePhase(dice, sink);
    });
}

void BoundPanel::testSelected()
{
    const QTreeWidgetItem *item = mList->currentItem();
    while (item && item->parent())
        item = item->parent();
    if (!item)
        return;
    const QString unitId = item->data(0, Qt::UserRole).toString();
    apply(tr("Balagan morale test"), [unitId](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
        battle.testMorale(unitId, dice, sink);
    });
}

void BoundPanel::endBound()
{
    apply(tr("End of Balagan bound"), [](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
        battle.endBound(dice, sink);
    });
}

void installBoundPanel(MainWindow *window)
{
    auto *panel = new BoundPanel(window->document(), window);
    window->addPanel(panel, Qt::RightDockWidgetArea);
    panel->hide();
    QAction *toggle = panel->toggleViewAction();
    toggle->setText(BoundPanel::tr("Balagan &Bound"));
    toggle->setToolTip(BoundPanel::tr("Show the panel that runs a bound of Balagan's Marlburian rules"));
    window->menu(MainWindow::Menu::Rules)->addAction(toggle);
}

} // namespace vedette
