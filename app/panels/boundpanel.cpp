#include "boundpanel.h"

#include "balaganhouserulesdialog.h"
#include "controllers/balagancontroller.h"
#include "document/document.h"
#include "panels/balaganoverlay.h"
#include "panels/flowlayout.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
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
    mHeader = new QLabel(body);
    mHeader->setObjectName(u"boundHeader"_s);
    mHeader->setWordWrap(true);
    layout->addWidget(mHeader);
    // Rows of buttons wrap in a narrow panel (FlowLayout).
    auto *setUpRow = new FlowLayout;
    mDeploy = new QPushButton(tr("Deployment roll"), body);
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
    mDivisions->setStyleSheet(u"color: #a05a00"_s);
    layout->addWidget(mDivisions);
    mList = new QTreeWidget(body);
    mList->setColumnCount(3);
    mList->setHeaderLabels({tr("Unit / factor"), tr("Value"), tr("Why")});
    layout->addWidget(mList, 1);
    auto *buttons = new FlowLayout;
    mTestAll = new QPushButton(tr("Test all"), body);
    mTestAll->setToolTip(tr("The morale phase of the side to move: fog is laid in front of every firing unit, then "
                            "every unit of the side in combat tests (1d6 + factors, below 4 gains a counter)."));
    mTestOne = new QPushButton(tr("Test selected"), body);
    mTestOne->setToolTip(tr("One morale test for the unit selected in the list."));
    mEndBound = new QPushButton(tr("End bound"), body);
    mEndBound->setToolTip(tr("Fog lifts where its unit did not fire, the army-break roll is made where half a side "
                             "has routed, the clock moves on 15 minutes and the other side moves."));
    buttons->addWidget(mTestAll);
    buttons->addWidget(mTestOne);
    buttons->addWidget(mEndBound);
    layout->addLayout(buttons);
    auto *actions = new FlowLayout;
    mUnit = new QComboBox(body);
    mUnit->setAccessibleName(tr("Unit acting"));
    mUnit->setToolTip(tr("The unit that attempts the action (the side to move's units first)"));
    mAction = new QComboBox(body);
    for (balagan::Action action : {balagan::Action::ChangeFormation, balagan::Action::Withdraw, balagan::Action::FollowUp,
                                   balagan::Action::Charge, balagan::Action::Wheel})
        mAction->addItem(balagan::actionName(action), static_cast<int>(action));
    mAction->setItemData(1, tr("Only from a melee"), Qt::ToolTipRole);
    mAction->setItemData(2, tr("Only from a melee, or after an enemy left a melee with the unit last bound"),
                         Qt::ToolTipRole);
    mTarget = new QComboBox(body);
    mTarget->setAccessibleName(tr("Charge target"));
    mTarget->setToolTip(tr("The enemy unit the charge is made against: it counts as charged in its next morale test."));
    mFormation = new QComboBox(body);
    mFormation->setAccessibleName(tr("New formation"));
    mFormation->setToolTip(tr("The formation the unit takes; after a success it may still move half its new allowance."));
    mMounted = new QCheckBox(tr("Mounted"), body);
    mMounted->setToolTip(tr("Dragoons: mounted, or on foot (then always in single line)"));
    mAttempt = new QPushButton(tr("Attempt"), body);
    actions->addWidget(mUnit);
    actions->addWidget(mAction);
    actions->addWidget(mTarget);
    actions->addWidget(mFormation);
    actions->addWidget(mMounted);
    actions->addWidget(mAttempt);
    layout->addLayout(actions);
    mFog = new QPushButton(tr("Through the fog: roll for 200 p"), body);
    mFog->setObjectName(u"boundFogButton"_s);
    mFog->setToolTip(tr("Horse whose charge passes wholly through fog rolls 1d6 after moving: 4-6 adds 200 p "
                        "(thrown for you when a charge falls short; here for a charge moved by hand)."));
    layout->addWidget(mFog);
    mOdds = new QLabel(body);
    mOdds->setWordWrap(true);
    layout->addWidget(mOdds);
    mMessage = new QLabel(body);
    mMessage->setObjectName(u"boundMessage"_s);
    mMessage->setWordWrap(true);
    layout->addWidget(mMessage);
    setWidget(body);

    connect(mAttempt, &QPushButton::clicked, this,
            [this] { attemptAction(static_cast<balagan::Action>(mAction->currentData().toInt())); });
    connect(mAction, &QComboBox::currentIndexChanged, this, &BoundPanel::updateOdds);
    connect(mUnit, &QComboBox::currentIndexChanged, this, &BoundPanel::updateActionChoices);
    connect(mTarget, &QComboBox::currentIndexChanged, this, &BoundPanel::updateOdds);
    connect(mFormation, &QComboBox::currentIndexChanged, this, &BoundPanel::updateOdds);
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
    connect(mController, &BattleController::battleChanged, mMessage, &QLabel::clear);
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
                                                       mTarget, mFormation, mMounted, mAttempt, mHouseRules})
        w->setEnabled(available);
    if (!available) {
        mHeader->setText(mController->unavailableReason());
        mList->clear();
        mDeploy->hide();
        mOdds->clear();
        mTarget->hide();
        mFormation->hide();
        mMounted->hide();
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
        // The charge action names its target: the enemies of the side to move.
        const QSignalBlocker blocker(mTarget);
        const QString target = mTarget->currentData().toString();
        mTarget->clear();
        for (const table::Unit &unit : scenario.units()) {
            if (unit.sideId() != state.sideToMove() && unit.isOnTable())
                mTarget->addItem(unit.name(), unit.id());
        }
        mTarget->setCurrentIndex(std::max(0, mTarget->findData(target)));
    }
    {
        // Any unit on the table may act, the side to move's first (a unit in
        // combat of the other side may be picked in the list too).
        const QSignalBlocker blocker(mUnit);
        const QString acting = mUnit->currentData().toString();
        mUnit->clear();
        for (const bool moving : {true, false}) {
            for (const table::Unit &unit : scenario.units()) {
                if (unit.isOnTable() && (unit.sideId() == state.sideToMove()) == moving)
                    mUnit->addItem(unit.name().isEmpty() ? unit.id() : unit.name(), unit.id());
            }
        }
        // The unit picked in the combat list wins: it is the referee's last pick.
        const QString picked = selectedUnit();
        mUnit->setCurrentIndex(mUnit->findData(!picked.isEmpty() ? picked : acting));
        if (mUnit->currentIndex() < 0 && mUnit->count() > 0)
            mUnit->setCurrentIndex(0);
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

void BoundPanel::updateActionChoices()
{
    // The formations the acting unit may take, and mounted or not for dragoons.
    const table::Unit *unit = mDocument->scenario().unit(actionUnit());
    const QSignalBlocker blocker(mFormation);
    const QVariant chosen = mFormation->currentData();
    mFormation->clear();
    if (unit) {
        for (table::Formation formation : {table::Formation::SingleLine, table::Formation::DoubleLine,
                                           table::Formation::ColumnOfMarch, table::Formation::Limbered,
                                           table::Formation::Unlimbered}) {
            if (table::formationAllowed(unit->arm(), formation))
                mFormation->addItem(table::formationName(formation), static_cast<int>(formation));
        }
        const int index = mFormation->findData(chosen);
        // Offer a change by default: the first formation it is not in.
        int other = -1;
        for (int i = 0; i < mFormation->count() && other < 0; ++i)
            if (mFormation->itemData(i).toInt() != static_cast<int>(unit->formation()))
                other = i;
        mFormation->setCurrentIndex(index >= 0 ? index : std::max(0, other));
        const QSignalBlocker mountedBlocker(mMounted);
        mMounted->setChecked(unit->dragoonsMounted());
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

void BoundPanel::updateOdds()
{
    const auto action = static_cast<balagan::Action>(mAction->currentData().toInt());
    const bool available = mController->available();
    const QString unitId = actionUnit();
    const table::Unit *unit = mDocument->scenario().unit(unitId);
    mTarget->setVisible(available && action == balagan::Action::Charge);
    mFormation->setVisible(available && action == balagan::Action::ChangeFormation);
    mMounted->setVisible(available && action == balagan::Action::ChangeFormation && unit
                         && unit->arm() == table::Arm::Dragoons);
    // docs/rules.md M-30: offered for horse whose charge on the target lies wholly in fog.
    mFog->setVisible(available && action == balagan::Action::Charge
                     && mController->chargesThroughFog(unitId, mTarget->currentData().toString()));
    if (!available || unitId.isEmpty() || !unit) {
        mOdds->setText(available ? tr("Select a unit for its action odds.") : QString());
        mAttempt->setEnabled(false);
        return;
    }
    const int modifier = mController->actionModifier(unitId);
    // An action succeeds on 3+ after the modifier: faces 3 - modifier .. 6.
    const int winning = std::clamp(6 - (3 - modifier) + 1, 0, 6);
    mOdds->setText(tr("Action: 1d6 %1, succeeds on 3 or more: %2 in 6 (%3%).")
                       .arg(signedNumber(modifier))
                       .arg(winning)
                       .arg(QLocale().toString(winning * 100.0 / 6.0, 'f', 0)));
    mAttempt->setEnabled(mController->state().phase != balagan::BoundPhase::Over);
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

bool BoundPanel::attemptAction(balagan::Action action)
{
    const QString unitId = actionUnit();
    if (unitId.isEmpty())
        return false;
    balagan::ActionRequest request;
    request.unitId = unitId;
    request.action = action;
    if (action == balagan::Action::Charge)
        request.targetId = mTarget->currentData().toString();
    if (action == balagan::Action::ChangeFormation && mFormation->currentIndex() >= 0) {
        request.formation = static_cast<table::Formation>(mFormation->currentData().toInt());
        const table::Unit *unit = mDocument->scenario().unit(unitId);
        if (unit && unit->arm() == table::Arm::Dragoons)
            request.mounted = mMounted->isChecked();
    }
    // Core refuses what the rules forbid (withdraw out of melee, a second
    // action, an action after a move...) and the reason is shown.
    const bool ok = mController->attemptAction(request);
    report(ok);
    if (ok)
        mMessage->setText(mController->lastOutcome());
    return ok;
}

bool BoundPanel::horseThroughFog()
{
    const bool ok = mController->horseThroughFog(actionUnit());
    report(ok);
    if (ok)
        mMessage->setText(mController->lastOutcome());
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
