#include "boundpanel.h"

#include "balaganhouserulesdialog.h"
#include "commands/balaganboundcommand.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"
#include "store/campaignstore.h"
#include "panels/balaganoverlay.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

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
    // Each campaign has its own house rules; none stored means the book's.
    loadHouseRules();
    connect(document->campaign(), &Campaign::opened, this, &BoundPanel::loadHouseRules);
    connect(document->campaign(), &Campaign::closed, this, &BoundPanel::loadHouseRules);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    mHeader = new QLabel(body);
    mHeader->setWordWrap(true);
    layout->addWidget(mHeader);
    auto *setUpRow = new QHBoxLayout;
    mDeploy = new QPushButton(tr("Deployment roll"), body);
    mDeploy->setToolTip(tr("Set-up: 1d6 for each side that has not rolled; on 1-3 all its units start in column "
                           "(artillery limbered)."));
    mHouseRules = new QPushButton(tr("House rules\u2026"), body);
    setUpRow->addWidget(mDeploy);
    setUpRow->addStretch(1);
    setUpRow->addWidget(mHouseRules);
    layout->addLayout(setUpRow);
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
    auto *actions = new QHBoxLayout;
    mAction = new QComboBox(body);
    for (rules::balagan::Action action : {rules::balagan::Action::ChangeFormation, rules::balagan::Action::Withdraw,
                                          rules::balagan::Action::FollowUp, rules::balagan::Action::Charge,
                                          rules::balagan::Action::Wheel})
        mAction->addItem(rules::balagan::actionName(action), static_cast<int>(action));
    mAttempt = new QPushButton(tr("Attempt"), body);
    mOdds = new QLabel(body);
    actions->addWidget(mAction, 1);
    actions->addWidget(mAttempt);
    layout->addLayout(actions);
    layout->addWidget(mOdds);
    setWidget(body);

    connect(mAttempt, &QPushButton::clicked, this, [this] {
        attemptAction(static_cast<rules::balagan::Action>(mAction->currentData().toInt()));
    });
    connect(mList, &QTreeWidget::currentItemChanged, this, &BoundPanel::updateOdds);
    connect(mList, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) { editFactor(item); });

    connect(mDeploy, &QPushButton::clicked, this, &BoundPanel::rollDeployment);
    connect(mHouseRules, &QPushButton::clicked, this, &BoundPanel::editHouseRules);
    connect(mTestAll, &QPushButton::clicked, this, &BoundPanel::testAll);
    connect(mTestOne, &QPushButton::clicked, this, &BoundPanel::testSelected);
    connect(mEndBound, &QPushButton::clicked, this, &BoundPanel::endBound);
    connect(mDocument->undoStack(), &QUndoStack::indexChanged, this, &BoundPanel::refresh);
    refresh();
}

void BoundPanel::setHouseRules(const rules::balagan::HouseRules &rules)
{
    if (rules == mRules)
        return;
    journal::JournalEvent event;
    event.kind = u"balagan.house-rules"_s;
    event.summary = tr("Balagan's house rules changed.");
    event.detail = QJsonObject{{u"before"_s, mRules.toJson()}, {u"after"_s, rules.toJson()}};
    mRules = rules;
    mDocument->record(event);
    Campaign *campaign = mDocument->campaign();
    if (campaign->isOpen() && !campaign->isReadOnly())
        campaign->store()->setHouseRules(u"balagan"_s, mRules.toJson());
    // The factors of the units in combat, and the overlays, follow at once.
    refresh();
    emit houseRulesChanged();
}

void BoundPanel::editHouseRules()
{
    BalaganHouseRulesDialog dialog(mRules, this);
    if (dialog.exec() == QDialog::Accepted)
        setHouseRules(dialog.houseRules());
}

void BoundPanel::loadHouseRules()
{
    store::CampaignStore *store = mDocument->campaign()->store();
    const QJsonObject json = store ? store->houseRules(u"balagan"_s) : QJsonObject();
    const rules::balagan::HouseRules before = mRules;
    if (json.isEmpty()) {
        mRules = rules::balagan::HouseRules();
    } else if (const std::optional<rules::balagan::HouseRules> rules = rules::balagan::HouseRules::fromJson(json)) {
        mRules = *rules;
    }
    if (mRules != before)
        emit houseRulesChanged();
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
    const QString bound = tr("Bound %1 \u2014 %2 \u2014 %3 \u2014 %4")
                              .arg(mState.bound)
                              .arg(side ? side->name : mState.sideToMove(), rules::balagan::boundPhaseName(mState.phase),
                                   mState.clockText());
    mHeader->setText(mSetUp.active ? tr("Set-up: deploy in the zones; the first bound is next (%1).").arg(bound) : bound);
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
            child->setData(0, Qt::UserRole + 1, static_cast<int>(factor.kind));
            child->setToolTip(1, tr("Derived %1; double-click to override").arg(signedNumber(factor.derived)));
            child->setText(0, rules::balagan::factorKindName(factor.kind));
            child->setText(1, signedNumber(factor.value()));
            child->setText(2, factor.isOverridden() ? tr("%1 (overridden by the referee)").arg(factor.reason) : factor.reason);
        }
    }
    const bool playing = mState.phase != rules::balagan::BoundPhase::Over;
    mTestAll->setEnabled(playing && mState.phase == rules::balagan::BoundPhase::Morale);
    mTestOne->setEnabled(playing);
    mEndBound->setEnabled(playing);
    const bool rollsLeft = std::any_of(mState.sideOrder.cbegin(), mState.sideOrder.cend(),
                                       [this](const QString &id) { return !mSetUp.deploymentRolled.contains(id); });
    mDeploy->setVisible(mSetUp.active);
    mDeploy->setEnabled(mSetUp.active && rollsLeft);
    updateOdds();
    if (mShownSetUp != mSetUp.active) {
        mShownSetUp = mSetUp.active;
        emit setUpChanged(mSetUp.active);
    }
}

QString BoundPanel::selectedUnit() const
{
    const QTreeWidgetItem *item = mList->currentItem();
    while (item && item->parent())
        item = item->parent();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

void BoundPanel::updateOdds()
{
    const QString unitId = selectedUnit();
    if (unitId.isEmpty() || !mDocument->scenario().unit(unitId)) {
        mOdds->setText(tr("Select a unit for its action odds."));
        mAttempt->setEnabled(false);
        return;
    }
    const rules::balagan::CombatStatus status =
        rules::balagan::CombatAnalysis::analyseUnit(mDocument->scenario(), mRules, mState, unitId);
    const rules::balagan::Factor *general = status.factor(rules::balagan::FactorKind::GeneralRating);
    const int modifier = (general ? general->value() : 0) + (mState.unit(unitId).failedMoraleBound == mState.bound ? -1 : 0);
    // An action succeeds on 3+ after the modifier: faces 3 - modifier .. 6.
    const int winning = std::clamp(6 - (3 - modifier) + 1, 0, 6);
    mOdds->setText(tr("Action: 1d6 %1, succeeds on 3 or more: %2 in 6 (%3%).")
                       .arg(signedNumber(modifier))
                       .arg(winning)
                       .arg(QLocale().toString(winning * 100.0 / 6.0, 'f', 0)));
    mAttempt->setEnabled(mState.phase != rules::balagan::BoundPhase::Over);
}

void BoundPanel::editFactor(QTreeWidgetItem *item)
{
    if (!item || !item->parent())
        return;
    const QString unitId = item->parent()->data(0, Qt::UserRole).toString();
    const auto kind = static_cast<rules::balagan::FactorKind>(item->data(0, Qt::UserRole + 1).toInt());
    bool ok = false;
    const int current = mState.overrideFor(unitId, kind).value_or(item->text(1).replace(u"\u2212"_s, u"-"_s).toInt());
    const int value = QInputDialog::getInt(this, tr("Override factor"),
                                           tr("%1 for %2:").arg(rules::balagan::factorKindName(kind), item->parent()->text(0)),
                                           current, -6, 6, 1, &ok);
    if (ok)
        setFactorOverride(unitId, kind, value);
}

bool BoundPanel::setFactorOverride(const QString &unitId, rules::balagan::FactorKind kind, std::optional<int> value)
{
    const QString unitName = mDocument->scenario().unit(unitId) ? mDocument->scenario().unit(unitId)->name() : unitId;
    return apply(tr("Override Balagan factor"),
                 [&](rules::balagan::Battle &battle, dice::DiceSource &, journal::EventSink &sink) {
                     battle.state().setOverride(unitId, kind, value);
                     journal::JournalEvent event;
                     event.kind = u"balagan.override"_s;
                     event.turn = battle.state().bound;
                     event.actors = {unitId};
                     event.summary = value ? tr("The referee sets %1 of %2 to %3.")
                                                 .arg(rules::balagan::factorKindName(kind), unitName, signedNumber(*value))
                                           : tr("The referee returns %1 of %2 to the table's value.")
                                                 .arg(rules::balagan::factorKindName(kind), unitName);
                     event.detail = QJsonObject{{u"factor"_s, rules::balagan::factorKindId(kind)},
                                                {u"overridden"_s, value ? QJsonValue(*value) : QJsonValue()}};
                     sink.append(event);
                 },
                 mSetUp);
}

bool BoundPanel::attemptAction(rules::balagan::Action action)
{
    const QString unitId = selectedUnit();
    if (unitId.isEmpty())
        return false;
    return apply(tr("Balagan action"), [&](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
        battle.attemptAction(unitId, action, dice, sink);
    }, playing());
}

bool BoundPanel::apply(const QString &text,
                       const std::function<void(rules::balagan::Battle &, dice::DiceSource &, journal::EventSink &)> &step,
                       const BalaganSetUp &setUpAfter)
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
    auto *command = new BalaganBoundCommand(&mDocument->scenario(), &mState, battle.scenario(), battle.state(), text);
    command->trackSetUp(&mSetUp, setUpAfter);
    mDocument->push(command);
    for (const journal::JournalEvent &event : events.events())
        mDocument->record(event);
    refresh();
    return true;
}

void BoundPanel::testAll()
{
    apply(tr("Balagan morale tests"), [](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
        battle.runMoralePhase(dice, sink);
    }, playing());
}

void BoundPanel::testSelected()
{
    const QString unitId = selectedUnit();
    if (unitId.isEmpty())
        return;
    apply(tr("Balagan morale test"), [unitId](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
        battle.testMorale(unitId, dice, sink);
    }, playing());
}

void BoundPanel::endBound()
{
    apply(tr("End of Balagan bound"), [](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
        battle.endBound(dice, sink);
    }, playing());
}

BalaganSetUp BoundPanel::playing() const
{
    // The first step of a bound ends the set-up; the deployment rolls are kept.
    return {false, mSetUp.deploymentRolled};
}

bool BoundPanel::rollDeployment()
{
    ensureStarted();
    if (!mSetUp.active)
        return false;
    QStringList sides;
    for (const QString &id : std::as_const(mState.sideOrder))
        if (!mSetUp.deploymentRolled.contains(id))
            sides.append(id);
    if (sides.isEmpty())
        return false;
    BalaganSetUp after = mSetUp;
    after.deploymentRolled.append(sides);
    return apply(tr("Balagan deployment roll"),
                 [&sides](rules::balagan::Battle &battle, dice::DiceSource &dice, journal::EventSink &sink) {
                     for (const QString &id : std::as_const(sides))
                         battle.rollDeployment(id, dice, sink);
                 },
                 after);
}

void installBoundPanel(MainWindow *window)
{
    auto *panel = new BoundPanel(window->document(), window);
    window->addPanel(panel, Qt::RightDockWidgetArea);
    panel->hide();
    QAction *toggle = panel->toggleViewAction();
    toggle->setText(BoundPanel::tr("Balagan &Bound"));
    toggle->setToolTip(BoundPanel::tr("Show the panel that runs a bound of Balagan's Marlburian rules"));
    QMenu *rules = window->menu(MainWindow::Menu::Rules);
    rules->addAction(toggle);
    QAction *house = rules->addAction(BoundPanel::tr("Balagan's H&ouse Rules..."));
    house->setObjectName(u"balaganHouseRulesAction"_s);
    QObject::connect(house, &QAction::triggered, panel, &BoundPanel::editHouseRules);
    installBalaganOverlay(window, panel);
}

} // namespace vedette
