#include "boundpanel.h"

#include "balaganhouserulesdialog.h"
#include "controllers/balagancontroller.h"
#include "document/document.h"
#include "panels/balaganoverlay.h"
#include "panels/elidingcheckbox.h"
#include "panels/flowlayout.h"
#include "table/lengthformat.h"
#include "window/mainwindow.h"
#include "window/panelfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

namespace balagan = rules::balagan;

namespace {

QString signedNumber(int value)
{
    return value < 0 ? u"\u2212%1"_s.arg(-value) : u"+%1"_s.arg(value);
}

} // namespace

BoundPanel::BoundPanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Balagan Bound"), parent)
    , mDocument(document)
    , mController(document->balagan())
{
    setObjectName(u"balaganBoundPanel"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    // The texts that change with each step keep their height (two or three
    // lines, the whole text in the tooltip), and the rows under the list do
    // not wrap differently as names change: the action row stays where the
    // referee aims (it moved 14-30 px, and a click meant for the action list
    // reopened the unit list, issue 40).
    const auto fixedLines = [](QLabel *label, int lines) {
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        label->setFixedHeight(lines * label->fontMetrics().lineSpacing() + label->contentsMargins().top()
                              + label->contentsMargins().bottom());
    };
    mHeader = new QLabel(body);
    mHeader->setObjectName(u"boundHeader"_s);
    fixedLines(mHeader, 2);
    layout->addWidget(mHeader);
    // Rows of buttons wrap in a narrow panel (FlowLayout).
    auto *setUpRow = new FlowLayout;
    mDeploy = new QPushButton(tr("Deployment roll"), body);
    mDeploy->setObjectName(u"boundDeployButton"_s);
    mDeploy->setToolTip(tr("Set-up: 1d6 for each side that has not rolled; on 1-3 all its units start in column "
                           "(artillery limbered)."));
    mHouseRules = new QPushButton(tr("House rules\u2026"), body);
    setUpRow->addWidget(mDeploy);
    setUpRow->addStretch();
    setUpRow->addWidget(mHouseRules);
    layout->addLayout(setUpRow);
    mDivisions = new QLabel(body);
    mDivisions->setObjectName(u"boundDivisionWarning"_s);
    mDivisions->setWordWrap(true);
    mDivisions->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    mDivisions->setStyleSheet(u"color: #a05a00"_s);
    layout->addWidget(mDivisions);
    mList = new QTreeWidget(body);
    mList->setColumnCount(3);
    mList->setHeaderLabels({tr("Unit / factor"), tr("Value"), tr("Why")});
    PanelFit::shareColumns(mList, 0.5); // never sideways (issue 40)
    layout->addWidget(mList, 1);
    auto *buttons = new FlowLayout;
    mTestAll = new QPushButton(tr("Test all"), body);
    mTestAll->setObjectName(u"boundTestAllButton"_s);
    mTestAll->setToolTip(tr("The morale phase of the side to move: fog is laid in front of every firing unit, then "
                            "every unit of the side in combat tests (1d6 + factors, below 4 gains a counter)."));
    mTestOne = new QPushButton(tr("Test selected"), body);
    mTestOne->setToolTip(tr("One morale test for the unit selected in the list."));
    mEndBound = new QPushButton(tr("End bound"), body);
    mEndBound->setObjectName(u"boundEndButton"_s);
    mEndBound->setToolTip(tr("Fog lifts where its unit did not fire, the army-break roll is made where half a side "
                             "has routed, the clock moves on 15 minutes and the other side moves."));
    buttons->addWidget(mTestAll);
    buttons->addWidget(mTestOne);
    buttons->addWidget(mEndBound);
    layout->addLayout(buttons);
    // The action row: only what the rules allow now (the controller's
    // options), one list a line; the target and the formation share a line,
    // which keeps its place when neither is asked for.
    auto *actions = new QGridLayout;
    mUnit = new QComboBox(body);
    mUnit->setObjectName(u"boundUnitBox"_s);
    mUnit->setAccessibleName(tr("Unit acting"));
    mUnit->setToolTip(tr("The units of the side to move that may still act this bound"));
    mAction = new QComboBox(body);
    mAction->setObjectName(u"boundActionBox"_s);
    mAction->setAccessibleName(tr("Action"));
    mAction->setToolTip(tr("What the rules allow this unit now, with its chance"));
    mTarget = new QComboBox(body);
    mTarget->setAccessibleName(tr("Target"));
    mTarget->setToolTip(tr("The enemy units it may charge or fires on, nearest first"));
    mFormation = new QComboBox(body);
    mFormation->setAccessibleName(tr("New formation"));
    mFormation->setToolTip(tr("The formation the unit takes; after a success it may still move half its new allowance."));
    for (QComboBox *box : {mUnit, mAction, mTarget, mFormation})
        box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    for (QComboBox *box : {mTarget, mFormation}) {
        QSizePolicy policy = box->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        box->setSizePolicy(policy);
    }
    mAttempt = new QPushButton(tr("Attempt"), body);
    mAttempt->setObjectName(u"boundAttemptButton"_s);
    auto *unitLabel = new QLabel(tr("&Unit:"), body);
    unitLabel->setBuddy(mUnit);
    auto *actionLabel = new QLabel(tr("A&ction:"), body);
    actionLabel->setBuddy(mAction);
    actions->addWidget(unitLabel, 0, 0);
    actions->addWidget(mUnit, 0, 1, 1, 2);
    actions->addWidget(actionLabel, 1, 0);
    actions->addWidget(mAction, 1, 1, 1, 2);
    actions->addWidget(mTarget, 2, 1);
    actions->addWidget(mFormation, 2, 1);
    actions->addWidget(mAttempt, 2, 2);
    actions->setColumnStretch(1, 1);
    layout->addLayout(actions);
    mOverride = new ElidingCheckBox(tr("Override the rules (logged)"), body);
    mOverride->setObjectName(u"boundOverrideBox"_s);
    mOverride->setToolTip(tr("Offer every unit, action and target, also those the rules refuse now; what the rules "
                             "refuse is done at the referee's word and logged as an override."));
    layout->addWidget(mOverride);
    mFog = new QPushButton(tr("Through the fog: roll for 200 p"), body);
    mFog->setObjectName(u"boundFogButton"_s);
    mFog->setToolTip(tr("Horse whose charge passes wholly through fog rolls 1d6 after moving: 4-6 adds 200 p "
                        "(thrown for you when a charge falls short; here for a charge moved by hand)."));
    {
        QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        policy.setRetainSizeWhenHidden(true);
        mFog->setSizePolicy(policy);
    }
    layout->addWidget(mFog);
    mOdds = new QLabel(body);
    fixedLines(mOdds, 3);
    layout->addWidget(mOdds);
    mMessage = new QLabel(body);
    mMessage->setObjectName(u"boundMessage"_s);
    fixedLines(mMessage, 3);
    layout->addWidget(mMessage);
    setWidget(body);

    connect(mAttempt, &QPushButton::clicked, this, &BoundPanel::act);
    // A new choice is a new question: the last answer goes.
    const auto choiceChanged = [this] {
        mMessage->clear();
        mMessage->setToolTip({});
    };
    connect(mAction, &QComboBox::activated, this, choiceChanged);
    connect(mUnit, &QComboBox::activated, this, choiceChanged);
    connect(mAction, &QComboBox::currentIndexChanged, this, &BoundPanel::updateTargets);
    connect(mUnit, &QComboBox::currentIndexChanged, this, &BoundPanel::updateActionChoices);
    connect(mTarget, &QComboBox::currentIndexChanged, this, &BoundPanel::updateOdds);
    connect(mFormation, &QComboBox::currentIndexChanged, this, &BoundPanel::updateOdds);
    connect(mOverride, &QCheckBox::toggled, this, [this] {
        mMessage->clear();
        mMessage->setToolTip({});
        refresh();
    });
    connect(mFog, &QPushButton::clicked, this, &BoundPanel::horseThroughFog);
    connect(mList, &QTreeWidget::currentItemChanged, this, [this] {
        if (const QString unit = selectedUnit(); !unit.isEmpty())
            selectActionUnit(unit);
        updateOdds();
    });
    connect(mList, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) { editFactor(item); });
    connect(mDeploy, &QPushButton::clicked, this, &BoundPanel::rollDeployment);
    connect(mHouseRules, &QPushButton::clicked, this, &BoundPanel::editHouseRules);
    connect(mTestAll, &QPushButton::clicked, this, &BoundPanel::testAll);
    connect(mTestOne, &QPushButton::clicked, this, &BoundPanel::testSelected);
    connect(mEndBound, &QPushButton::clicked, this, &BoundPanel::endBound);
    // The panel is a view: whatever changes the battle (a step, undo, another
    // battle opened) changes the controller, which tells the panel.
    connect(mController, &BattleController::changed, this, &BoundPanel::refresh);
    connect(mController, &BattleController::battleChanged, this, [this] {
        mMessage->clear();
        mMessage->setToolTip({});
    });
    refresh();
}

const balagan::BattleState &BoundPanel::battleState() const
{
    return mController->state();
}

bool BoundPanel::inSetUp() const
{
    return mController->available() && mController->inSetUp();
}

void BoundPanel::report(bool ok)
{
    mMessage->setText(ok ? QString() : mController->lastError());
    mMessage->setToolTip(mMessage->text()); // the whole text, when its lines are too few
}

void BoundPanel::editHouseRules()
{
    BalaganHouseRulesDialog dialog(mController->houseRules(), this);
    if (dialog.exec() == QDialog::Accepted)
        report(mController->setHouseRules(dialog.houseRules()));
}

void BoundPanel::refresh()
{
    const bool available = mController->available();
    for (QWidget *w : std::initializer_list<QWidget *>{mDeploy, mList, mTestAll, mTestOne, mEndBound, mUnit, mAction,
                                                       mTarget, mFormation, mOverride, mAttempt, mHouseRules})
        w->setEnabled(available);
    if (!available) {
        mHeader->setText(mController->unavailableReason());
        mHeader->setToolTip(mHeader->text()); // the whole text, when its lines are too few
        mList->clear();
        mDeploy->hide();
        mOdds->clear();
        mTarget->hide();
        mFormation->hide();
        mFog->hide();
        mDivisions->hide();
        return;
    }
    const table::Scenario &scenario = mDocument->scenario();
    const balagan::BattleState &state = mController->state();
    const table::Side *side = scenario.side(state.sideToMove());
    const QString bound = tr("Bound %1 \u2014 %2 \u2014 %3 \u2014 %4")
                              .arg(state.bound)
                              .arg(side ? side->name : state.sideToMove(), balagan::boundPhaseName(state.phase),
                                   state.clockText());
    mHeader->setText(state.setUp ? tr("Set-up: deploy in the zones; the first bound is next (%1).").arg(bound) : bound);
    mHeader->setToolTip(mHeader->text()); // the whole text, when its lines are too few
    const QString current = selectedUnit();
    mList->clear();
    for (const balagan::CombatStatus &status : mController->combat()) {
        if (!status.inCombat())
            continue;
        const table::Unit *unit = scenario.unit(status.unitId);
        auto *item = new QTreeWidgetItem(mList);
        item->setText(0, unit && !unit->name().isEmpty() ? unit->name() : status.unitId);
        item->setData(0, Qt::UserRole, status.unitId);
        item->setText(1, signedNumber(status.total()));
        item->setText(2, status.inMelee ? tr("In melee") : tr("Under fire"));
        for (const balagan::Factor &factor : status.factors) {
            if (factor.value() == 0 && !factor.isOverridden())
                continue;
            auto *child = new QTreeWidgetItem(item);
            child->setData(0, Qt::UserRole + 1, static_cast<int>(factor.kind));
            child->setToolTip(1, tr("Derived %1; double-click to override").arg(signedNumber(factor.derived)));
            child->setText(0, balagan::factorKindName(factor.kind));
            child->setText(1, signedNumber(factor.value()));
            child->setText(2, factor.isOverridden() ? tr("%1 (overridden by the referee)").arg(factor.reason) : factor.reason);
        }
        if (status.unitId == current)
            mList->setCurrentItem(item);
    }
    const bool playing = state.phase != balagan::BoundPhase::Over;
    mTestAll->setEnabled(playing && state.phase == balagan::BoundPhase::Morale);
    mTestOne->setEnabled(playing);
    mEndBound->setEnabled(playing);
    mDeploy->setVisible(state.setUp);
    mDeploy->setEnabled(state.setUp && !mController->deploymentRollsLeft().isEmpty());
    // docs/rules.md M-27: warned of, not forbidden, while setting up.
    const QStringList divisions = state.setUp ? mController->divisionWarnings() : QStringList();
    mDivisions->setText(divisions.join(u"\n"_s));
    mDivisions->setVisible(!divisions.isEmpty());
    {
        // The units that may still act (every unit on the table with the override).
        const QSignalBlocker blocker(mUnit);
        const QString acting = mUnit->currentData().toString();
        mUnit->clear();
        if (mOverride->isChecked()) {
            for (const bool moving : {true, false}) {
                for (const table::Unit &unit : scenario.units()) {
                    if (unit.isOnTable() && (unit.sideId() == state.sideToMove()) == moving)
                        mUnit->addItem(unit.name().isEmpty() ? unit.id() : unit.name(), unit.id());
                }
            }
        } else {
            for (const balagan::UnitOptions &offered : mController->options().units) {
                const table::Unit *unit = scenario.unit(offered.unitId);
                mUnit->addItem(unit && !unit->name().isEmpty() ? unit->name() : offered.unitId, offered.unitId);
            }
        }
        // The unit picked in the combat list wins: it is the referee's last pick.
        const QString picked = selectedUnit();
        int index = mUnit->findData(picked);
        if (index < 0)
            index = mUnit->findData(acting);
        mUnit->setCurrentIndex(index >= 0 ? index : (mUnit->count() > 0 ? 0 : -1));
    }
    updateActionChoices();
}

QString BoundPanel::actionUnit() const
{
    return mUnit->currentData().toString();
}

bool BoundPanel::selectActionUnit(const QString &unitId)
{
    const int index = mUnit->findData(unitId);
    if (index < 0)
        return false;
    mUnit->setCurrentIndex(index);
    return true;
}

bool BoundPanel::selectAct(balagan::Act act)
{
    const int index = mAction->findData(static_cast<int>(act));
    if (index < 0)
        return false;
    mAction->setCurrentIndex(index);
    return true;
}

void BoundPanel::updateActionChoices()
{
    // What the acting unit may do: the options' acts (every act with the override).
    const QString unitId = actionUnit();
    const balagan::UnitOptions *offered = mController->options().unit(unitId);
    const QSignalBlocker blocker(mAction);
    const QVariant chosen = mAction->currentData();
    mAction->clear();
    for (balagan::Act act : balagan::allActs()) {
        const balagan::ActOption *option = offered ? offered->find(act) : nullptr;
        if (!option && !(mOverride->isChecked() && !unitId.isEmpty()))
            continue;
        QString text = balagan::actName(act);
        if (option && act != balagan::Act::Move && act != balagan::Act::Fire)
            text = tr("%1 (%2 in 6)").arg(text).arg(option->winningFaces);
        mAction->addItem(text, static_cast<int>(act));
    }
    const int index = mAction->findData(chosen);
    mAction->setCurrentIndex(index >= 0 ? index : (mAction->count() > 0 ? 0 : -1));
    updateTargets();
}

void BoundPanel::updateTargets()
{
    // The targets (nearest first) and formations of the chosen act.
    const table::Scenario &scenario = mDocument->scenario();
    const QString unitId = actionUnit();
    const table::Unit *unit = scenario.unit(unitId);
    const auto act = static_cast<balagan::Act>(mAction->currentData().toInt());
    const balagan::UnitOptions *offered = mController->options().unit(unitId);
    const balagan::ActOption *option = offered && mAction->currentIndex() >= 0 ? offered->find(act) : nullptr;
    const bool override = mOverride->isChecked();
    {
        const QSignalBlocker blocker(mTarget);
        const QString target = mTarget->currentData().toString();
        mTarget->clear();
        QStringList targets = option ? option->targets : QStringList();
        if (override && unit && (act == balagan::Act::Charge || act == balagan::Act::Fire)) {
            for (const table::Unit &enemy : scenario.units())
                if (enemy.isOnTable() && enemy.sideId() != unit->sideId() && !targets.contains(enemy.id()))
                    targets.append(enemy.id());
        }
        for (const QString &id : std::as_const(targets)) {
            const table::Unit *enemy = scenario.unit(id);
            QString text = enemy && !enemy->name().isEmpty() ? enemy->name() : id;
            if (option && option->targetOdds.contains(id))
                text = tr("%1 (%2%)").arg(text, QLocale().toString(option->targetOdds.value(id) * 100.0, 'f', 0));
            mTarget->addItem(text, id);
        }
        const int index = mTarget->findData(target);
        mTarget->setCurrentIndex(index >= 0 ? index : (mTarget->count() > 0 ? 0 : -1));
    }
    {
        const QSignalBlocker blocker(mFormation);
        const QString chosen = mFormation->currentData().toString();
        mFormation->clear();
        QList<balagan::FormationChoice> choices = option ? option->formations : QList<balagan::FormationChoice>();
        if (override && unit && act == balagan::Act::ChangeFormation) {
            for (table::Formation formation : {table::Formation::SingleLine, table::Formation::DoubleLine,
                                               table::Formation::ColumnOfMarch, table::Formation::Limbered,
                                               table::Formation::Unlimbered}) {
                if (!table::formationAllowed(unit->arm(), formation))
                    continue;
                const balagan::FormationChoice choice{formation, unit->arm() == table::Arm::Dragoons
                                                                     ? std::optional<bool>(true)
                                                                     : std::nullopt};
                if (!choices.contains(choice))
                    choices.append(choice);
            }
            if (unit->arm() == table::Arm::Dragoons && !choices.contains(balagan::FormationChoice{table::Formation::SingleLine, false}))
                choices.append({table::Formation::SingleLine, false});
        }
        for (const balagan::FormationChoice &choice : std::as_const(choices))
            mFormation->addItem(choice.name(), choice.id());
        const int index = mFormation->findData(chosen);
        mFormation->setCurrentIndex(index >= 0 ? index : (mFormation->count() > 0 ? 0 : -1));
    }
    updateOdds();
}

QString BoundPanel::selectedUnit() const
{
    const QTreeWidgetItem *item = mList->currentItem();
    while (item && item->parent())
        item = item->parent();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

balagan::ActRequest BoundPanel::request() const
{
    balagan::ActRequest request;
    request.unitId = actionUnit();
    request.act = static_cast<balagan::Act>(mAction->currentData().toInt());
    if (request.act == balagan::Act::Charge || request.act == balagan::Act::Fire)
        request.targetId = mTarget->currentData().toString();
    const table::Unit *unit = mDocument->scenario().unit(request.unitId);
    if (request.act == balagan::Act::ChangeFormation && unit && mFormation->currentIndex() >= 0)
        request.formation = balagan::FormationChoice::fromId(mFormation->currentData().toString(), unit->arm());
    request.override = mOverride->isChecked();
    return request;
}

void BoundPanel::updateOdds()
{
    const bool available = mController->available();
    const QString unitId = actionUnit();
    const bool chosen = available && !unitId.isEmpty() && mAction->currentIndex() >= 0;
    const auto act = static_cast<balagan::Act>(mAction->currentData().toInt());
    mTarget->setVisible(chosen && (act == balagan::Act::Charge || act == balagan::Act::Fire));
    mFormation->setVisible(chosen && act == balagan::Act::ChangeFormation);
    // docs/rules.md M-30: offered for horse whose charge on the target lies wholly in fog.
    mFog->setVisible(chosen && act == balagan::Act::Charge
                     && mController->chargesThroughFog(unitId, mTarget->currentData().toString()));
    mAttempt->setText(act == balagan::Act::Move ? tr("Move") : act == balagan::Act::Fire ? tr("Fire") : tr("Attempt"));
    if (!chosen) {
        // Why nothing is offered: the morale tests come first, every unit has done its part...
        const QString why = mController->options().why;
        mOdds->setText(!available ? QString() : !why.isEmpty() ? why : tr("Select a unit for what it may do."));
        mOdds->setToolTip(mOdds->text()); // the whole text, when its lines are too few
        mAttempt->setEnabled(false);
        return;
    }
    const balagan::ActRequest asked = request();
    const table::Scenario &scenario = mDocument->scenario();
    const balagan::UnitOptions *offered = mController->options().unit(unitId);
    const balagan::ActOption *option = offered ? offered->find(act) : nullptr;
    const QString refused = mController->whyNot(asked);
    QString odds;
    if (!refused.isEmpty() || !option) {
        odds = tr("The rules refuse it: %1 Done only as the referee's override, logged.").arg(refused);
    } else if (act == balagan::Act::Move) {
        odds = tr("No die: %1 straight ahead; drag it on the table to move it another way.")
                   .arg(table::formatLength(option->distance, scenario.displayUnits()));
    } else if (act == balagan::Act::Fire) {
        const table::Unit *target = scenario.unit(asked.targetId);
        const double fails = option->targetOdds.value(asked.targetId);
        odds = tr("No die: %1 tests its morale for this fire in its own bound and fails %2 in 6 (%3%).")
                   .arg(target ? target->name() : asked.targetId)
                   .arg(qRound(fails * 6.0))
                   .arg(QLocale().toString(fails * 100.0, 'f', 0));
    } else {
        odds = tr("Action: 1d6 %1, succeeds on 3 or more: %2 in 6 (%3%).")
                   .arg(signedNumber(option->modifier))
                   .arg(option->winningFaces)
                   .arg(QLocale().toString(option->odds * 100.0, 'f', 0));
        if (act == balagan::Act::Charge && option->targetOdds.value(asked.targetId) < option->odds)
            odds += u' ' + tr("The allowance falls short: contact needs 4-6 through the fog as well (%1%).")
                               .arg(QLocale().toString(option->targetOdds.value(asked.targetId) * 100.0, 'f', 0));
    }
    mOdds->setText(odds);
    mOdds->setToolTip(mOdds->text()); // the whole text, when its lines are too few
    mAttempt->setEnabled(refused.isEmpty() || mOverride->isChecked());
}

void BoundPanel::editFactor(QTreeWidgetItem *item)
{
    if (!item || !item->parent())
        return;
    const QString unitId = item->parent()->data(0, Qt::UserRole).toString();
    const auto kind = static_cast<balagan::FactorKind>(item->data(0, Qt::UserRole + 1).toInt());
    bool ok = false;
    const int current =
        mController->state().overrideFor(unitId, kind).value_or(item->text(1).replace(u"\u2212"_s, u"-"_s).toInt());
    const int value = QInputDialog::getInt(this, tr("Override factor"),
                                           tr("%1 for %2:").arg(balagan::factorKindName(kind), item->parent()->text(0)),
                                           current, -6, 6, 1, &ok);
    if (ok)
        setFactorOverride(unitId, kind, value);
}

bool BoundPanel::setFactorOverride(const QString &unitId, balagan::FactorKind kind, std::optional<int> value)
{
    const bool ok = mController->setFactorOverride(unitId, kind, value);
    report(ok);
    return ok;
}

bool BoundPanel::act()
{
    if (actionUnit().isEmpty() || mAction->currentIndex() < 0)
        return false;
    // The controller (core) refuses what the rules forbid unless overridden.
    const bool ok = mController->act(request());
    report(ok);
    if (ok) {
        mMessage->setText(mController->lastOutcome());
        mMessage->setToolTip(mMessage->text()); // the whole text, when its lines are too few
    }
    return ok;
}

bool BoundPanel::attemptAction(balagan::Action action)
{
    balagan::Act act = balagan::Act::Wheel;
    switch (action) {
    case balagan::Action::ChangeFormation: act = balagan::Act::ChangeFormation; break;
    case balagan::Action::Withdraw: act = balagan::Act::Withdraw; break;
    case balagan::Action::FollowUp: act = balagan::Act::FollowUp; break;
    case balagan::Action::Charge: act = balagan::Act::Charge; break;
    case balagan::Action::Wheel: act = balagan::Act::Wheel; break;
    }
    if (!selectAct(act)) {
        // Not offered: say why, as the controller would.
        balagan::ActRequest asked;
        asked.unitId = actionUnit();
        asked.act = act;
        mMessage->setText(mController->whyNot(asked));
        mMessage->setToolTip(mMessage->text()); // the whole text, when its lines are too few
        return false;
    }
    return this->act();
}

bool BoundPanel::horseThroughFog()
{
    const bool ok = mController->horseThroughFog(actionUnit());
    report(ok);
    if (ok) {
        mMessage->setText(mController->lastOutcome());
        mMessage->setToolTip(mMessage->text()); // the whole text, when its lines are too few
    }
    return ok;
}

void BoundPanel::testAll()
{
    report(mController->testAll());
}

void BoundPanel::testSelected()
{
    const QString unitId = selectedUnit();
    if (!unitId.isEmpty())
        report(mController->testUnit(unitId));
}

void BoundPanel::endBound()
{
    report(mController->endBound());
}

bool BoundPanel::rollDeployment()
{
    const bool ok = mController->rollDeployment();
    report(ok);
    return ok;
}

} // namespace vedette
