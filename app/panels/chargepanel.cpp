// Brown's Charge dock. Kept whole: every part of the panel (the choice, the
// modifiers, the odds, the step rows) is set by the one refresh() from the
// controller's state; the feature's wiring is in
// features/brownchargefeature.cpp, the rows in continuechargerow,
// generalorderbox and oddswidget.
#include "chargepanel.h"

#include "continuechargerow.h"
#include "generalorderbox.h"
#include "oddswidget.h"

#include "controllers/browncontroller.h"
#include "scene/chargelineitem.h"
#include "scene/tablescene.h"
#include "document/diceservice.h"
#include "document/campaign.h"
#include "document/document.h"
#include "store/campaignstore.h"
#include "window/panelfit.h"

#include "dice/distribution.h"
#include "panels/elidingcheckbox.h"
#include "panels/elidinglabel.h"
#include "rules/brown/chargeodds.h"
#include "rules/brown/inches.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace brown = rules::brown;
using Step = brown::ChargeProcedure::Step;

namespace {

enum Row { DeclareRow, ActivationRow, EvadeRow, FireRow, CasualtiesRow, ChartRow, RideDownRow, SurrenderRow, ApplyRow };

int rowOf(Step step)
{
    switch (step) {
    case Step::Activation:
        return ActivationRow;
    case Step::Evade:
        return EvadeRow;
    case Step::FireDiscipline:
        return FireRow;
    case Step::ClosingCasualties:
        return CasualtiesRow;
    case Step::ChargeRoll:
        return ChartRow;
    case Step::RideDown:
        return RideDownRow;
    case Step::Surrender:
        return SurrenderRow;
    case Step::Done:
        break;
    }
    return ApplyRow;
}

QString shortResult(brown::ChargeResult r)
{
    using R = brown::ChargeResult;
    switch (r) {
    case R::Surrender:
        return ChargePanel::tr("Defender surrenders");
    case R::DefenderRouts:
        return ChargePanel::tr("Defender routs");
    case R::DefenderFallsBackBroken:
        return ChargePanel::tr("Defender falls back broken");
    case R::DefenderRecoilsDisordered:
        return ChargePanel::tr("Defender recoils disordered");
    case R::DefenderRecoils2in:
        return ChargePanel::tr("Defender recoils 2\"");
    case R::Firefight:
        return ChargePanel::tr("Firefight");
    case R::Melee:
        return ChargePanel::tr("Melee");
    case R::AttackerHalts3in:
        return ChargePanel::tr("Attacker halts at 3\"");
    case R::AttackerHalts4inDisordered:
        return ChargePanel::tr("Attacker halts at 4\", disordered");
    case R::AttackerThrownBackBroken:
        return ChargePanel::tr("Attacker thrown back broken");
    case R::AttackerRouts:
        return ChargePanel::tr("Attacker routs");
    case R::AttackerSurrenders:
        return ChargePanel::tr("Attacker surrenders");
    }
    return {};
}

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

QString percentText(double probability)
{
    return QLocale().toString(100.0 * probability, 'f', 0) + u" %"_s;
}

// The pages of the decision row under the step's button.
enum DecisionPage { NoDecision, EvadeDecision, CasualtyDecision, ApplyDecision };

QString chargeKey(const brown::ChargeRecord &record)
{
    return u"%1>%2@%3"_s.arg(record.situation.attacker.id, record.situation.defender.id).arg(record.turn);
}

// A button that shows its whole (short, fixed) label and asks for no more.
QPushButton *fixedButton(const QString &text, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    return button;
}

} // namespace

ChargePanel::ChargePanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Charge"), parent)
    , mDocument(document)
    , mController(document->brown())
{
    setObjectName(u"chargePanel"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    // The pair: one list a row, each as wide as the panel.
    auto *pick = new QFormLayout;
    mAttackerBox = new QComboBox(body);
    mAttackerBox->setObjectName(u"chargeAttackerBox"_s);
    mAttackerBox->setAccessibleName(tr("Attacker"));
    mTargetBox = new QComboBox(body);
    mTargetBox->setObjectName(u"chargeTargetBox"_s);
    mTargetBox->setAccessibleName(tr("Target"));
    for (QComboBox *box : {mAttackerBox, mTargetBox})
        box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    auto *attackerLabel = new QLabel(tr("&Attacker:"), body);
    attackerLabel->setBuddy(mAttackerBox);
    auto *targetLabel = new QLabel(tr("&Target:"), body);
    targetLabel->setBuddy(mTargetBox);
    pick->addRow(attackerLabel, mAttackerBox);
    pick->addRow(targetLabel, mTargetBox);
    layout->addLayout(pick);

    // Declare and Resolve: fixed labels; the dice they throw beside them.
    auto *start = new QHBoxLayout;
    mDeclare = fixedButton(tr("Declare"), body);
    mDeclare->setObjectName(u"chargeDeclareButton"_s);
    mDeclare->setToolTip(tr("Read the charge off the table: the distance, the modifiers and the odds"));
    mResolve = fixedButton(tr("Resolve"), body);
    mResolve->setObjectName(u"chargeResolveButton"_s);
    mResolve->setToolTip(tr("Declare the charge if it is not yet, then throw every roll that needs no decision of "
                            "yours; it stops at the evade choice, the closing casualties or the result."));
    mDiceLabel = new ElidingLabel(body);
    mDiceLabel->setObjectName(u"chargeDiceLabel"_s);
    start->addWidget(mDeclare);
    start->addWidget(mResolve);
    start->addWidget(mDiceLabel, 1);
    layout->addLayout(start);
    // The target's General Order (docs/rules.md B-13): the referee's mark,
    // kept with the battle; the charge derives its -2 from it.
    mGeneralOrder = new GeneralOrderBox(mController, body);
    layout->addWidget(mGeneralOrder);

    mTitle = new ElidingLabel(body);
    mTitle->setObjectName(u"chargeTitle"_s);
    QFont bold = mTitle->font();
    bold.setBold(true);
    mTitle->setFont(bold);
    layout->addWidget(mTitle);

    // The step's button, with what it throws or asks beside it.
    auto *stepRow = new QHBoxLayout;
    mStepLabel = new ElidingLabel(body);
    mStepLabel->setObjectName(u"chargeStepLabel"_s);
    mAdvance = fixedButton(tr("Declare"), body);
    mAdvance->setObjectName(u"chargeAdvanceButton"_s);
    mAdvance->setDefault(true);
    stepRow->addWidget(mStepLabel, 1);
    stepRow->addWidget(mAdvance);
    layout->addLayout(stepRow);

    // The decision the step asks for, in one place whatever it is: the row
    // keeps its height, so nothing under it moves.
    mDecision = new QStackedWidget(body);
    mDecision->setObjectName(u"chargeDecision"_s);
    mDecision->addWidget(new QWidget(mDecision));
    // The evade decision (docs/rules.md B-17): one click either way.
    mEvadeRow = new QWidget(mDecision);
    auto *evade = new QHBoxLayout(mEvadeRow);
    evade->setContentsMargins(0, 0, 0, 0);
    mEvadeYes = fixedButton(tr("Evades"), mEvadeRow);
    mEvadeYes->setObjectName(u"chargeEvadeButton"_s);
    mEvadeYes->setToolTip(tr("The defender evades"));
    mEvadeNo = fixedButton(tr("Stands"), mEvadeRow);
    mEvadeNo->setObjectName(u"chargeStandButton"_s);
    mEvadeNo->setToolTip(tr("It stands"));
    evade->addWidget(mEvadeYes);
    evade->addWidget(mEvadeNo);
    evade->addStretch(1);
    mDecision->addWidget(mEvadeRow);
    connect(mEvadeYes, &QPushButton::clicked, this, [this] { decide(1); });
    connect(mEvadeNo, &QPushButton::clicked, this, [this] { decide(0); });
    mCasualtyRow = new QWidget(mDecision);
    auto *casualties = new QGridLayout(mCasualtyRow);
    casualties->setContentsMargins(0, 0, 0, 0);
    mCasualties = new QSpinBox(mCasualtyRow);
    // Unanswered until the referee enters a figure: a stray Enter must not
    // take 0% (the lowest value stands for "not yet entered").
    mCasualties->setRange(-10, 100);
    mCasualties->setSingleStep(10);
    mCasualties->setSpecialValueText(tr("enter"));
    mCasualties->setValue(-10);
    mCasualties->setSuffix(u" %"_s);
    mCasualties->setToolTip(tr("The defender's fire while the attacker closes (the fire chart is outside Brown's text): "
                               "type the casualties in 10% steps, or pick one."));
    mCasualties->setAccessibleName(tr("Closing casualties"));
    auto *casualtyLabel = new QLabel(tr("&Closing casualties:"), mCasualtyRow);
    casualtyLabel->setBuddy(mCasualties);
    casualtyLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    casualties->addWidget(casualtyLabel, 0, 0, 1, 3);
    casualties->addWidget(mCasualties, 0, 3, 1, 1);
    // A value entered (typed or a quick pick) enables the step's button.
    connect(mCasualties, &QSpinBox::valueChanged, this, [this] {
        if (!mUpdating)
            refresh();
    });
    int column = 0;
    for (int pickPercent : {0, 10, 20, 30}) {
        // Tool buttons: four of them fit a narrow panel (a push button is
        // 80 px at least, whatever its text).
        auto *quick = new QToolButton(mCasualtyRow);
        quick->setText(QStringLiteral("%1 %").arg(pickPercent));
        quick->setToolButtonStyle(Qt::ToolButtonTextOnly);
        quick->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        quick->setFocusPolicy(Qt::NoFocus);
        // One click answers the step (and after Resolve rolls on).
        connect(quick, &QToolButton::clicked, this, [this, pickPercent] {
            {
                const QSignalBlocker quiet(mCasualties);
                mCasualties->setValue(pickPercent);
            }
            decide(pickPercent);
        });
        casualties->addWidget(quick, 1, column++);
        mCasualtyButtons.append(quick);
    }
    mDecision->addWidget(mCasualtyRow);
    mApplySuggested = new ElidingCheckBox(mDecision);
    mApplySuggested->setChecked(true);
    auto *applyPage = new QWidget(mDecision);
    auto *applyLayout = new QVBoxLayout(applyPage);
    applyLayout->setContentsMargins(0, 0, 0, 0);
    applyLayout->addWidget(mApplySuggested);
    applyLayout->addStretch(1);
    mDecision->addWidget(applyPage);
    mDecision->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    layout->addWidget(mDecision);

    // What the charge's steps told, in a box of its own height: a long
    // story scrolls there and pushes nothing down.
    mResult = new QLabel(body);
    mResult->setObjectName(u"chargeResult"_s);
    mResult->setWordWrap(true);
    mResult->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mResult->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *resultBox = new QScrollArea(body);
    resultBox->setObjectName(u"chargeResultBox"_s);
    resultBox->setWidgetResizable(true);
    resultBox->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    resultBox->setFrameShape(QFrame::StyledPanel);
    resultBox->setWidget(mResult);
    resultBox->setFixedHeight(5 * fontMetrics().lineSpacing() + 2 * resultBox->frameWidth() + 6);
    layout->addWidget(resultBox);
    connect(resultBox->verticalScrollBar(), &QScrollBar::rangeChanged, resultBox,
            [resultBox](int, int max) { resultBox->verticalScrollBar()->setValue(max); });

    // After an applied result that allows pursuit (docs/rules.md B-30).
    mContinue = new ContinueChargeRow(mController, body);
    layout->addWidget(mContinue);

    mModifiers = new QTreeWidget(body);
    mModifiers->setObjectName(u"chargeModifiers"_s);
    mModifiers->setColumnCount(3);
    mModifiers->setHeaderLabels({tr("Modifier"), tr("Value"), tr("Reason")});
    // The sides are headings, always open: little indentation, no branch marks.
    mModifiers->setRootIsDecorated(false);
    mModifiers->setIndentation(fontMetrics().horizontalAdvance(u'M'));
    mModifiers->setItemsExpandable(false);
    // The columns share the panel's width; a long label or reason is cut in
    // the middle, whole in its tooltip. The tree never scrolls sideways.
    PanelFit::shareColumns(mModifiers, 0.5);
    mModifiers->setMinimumHeight(6 * fontMetrics().lineSpacing());
    connect(mModifiers, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        const brown::ChargeProcedure *procedure = mController->procedure();
        if (mUpdating || column != 0 || !procedure || item->data(0, Qt::UserRole).isNull())
            return;
        const QString id = item->data(0, Qt::UserRole).toString();
        const brown::Modifier *m = procedure->modifiers().find(id);
        clearMessage();
        if (m)
            report(mController->setModifier(id, item->checkState(0) == Qt::Checked, m->value));
    });
    layout->addWidget(mModifiers, 1);

    mNet = new QLabel(body);
    mNet->setWordWrap(true);
    mNet->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(mNet);
    mOdds = new OddsWidget(body);
    layout->addWidget(mOdds);

    mSteps = new QListWidget(body);
    mSteps->setFocusPolicy(Qt::NoFocus);
    mSteps->setSelectionMode(QAbstractItemView::SingleSelection);
    mSteps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mSteps->setTextElideMode(Qt::ElideMiddle);
    for (const QString &s : {tr("Declare"), tr("Activation"), tr("Evade?"), tr("Fire Discipline"),
                             tr("Closing casualties"), tr("Class dice and chart"), tr("Ride down"), tr("Surrender"),
                             tr("Apply to the table")})
        mSteps->addItem(s);
    mSteps->setFixedHeight(mSteps->sizeHintForRow(0) * (ApplyRow + 1) + 2 * mSteps->frameWidth());
    layout->addWidget(mSteps);

    // Keyboard-only flow: Enter anywhere in the panel advances one step.
    for (auto key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto *shortcut = new QShortcut(QKeySequence(key), body);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &ChargePanel::advance);
    }
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), body);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &ChargePanel::cancel);
    setWidget(body);

    // The referee's own pick in a list (activated: by hand only); a new
    // attacker takes its nearest target it may charge.
    connect(mAttackerBox, &QComboBox::activated, this, [this] {
        mPointedTarget.clear();
        rebuildTargets(true);
        onListChoice();
    });
    connect(mTargetBox, &QComboBox::activated, this, &ChargePanel::onListChoice);
    connect(mDeclare, &QPushButton::clicked, this, [this] { declare(chosenAttackerId(), chosenTargetId()); });
    connect(mResolve, &QPushButton::clicked, this, &ChargePanel::resolve);
    connect(mAdvance, &QPushButton::clicked, this, &ChargePanel::advance);
    connect(mGeneralOrder, &GeneralOrderBox::refused, this, &ChargePanel::showMessage);
    connect(mContinue, &ContinueChargeRow::refused, this, &ChargePanel::showMessage);
    connect(mContinue, &ContinueChargeRow::continued, this, [this] {
        mResolving = false;
        clearMessage();
    });
    connect(mDocument->dice(), &DiceService::physicalDiceChanged, this, &ChargePanel::refresh);
    // The panel is a view of the battle's charge: a step, an undo, another
    // battle opened all reach it through the controller.
    connect(mController, &BattleController::changed, this, &ChargePanel::refresh);
    connect(mController, &BattleController::battleChanged, this, [this] {
        mPairChosen = false;
        mResolving = false;
        mPointedTarget.clear();
        mMessage.clear();
        mAppliedKey.clear();
        mAppliedText.clear();
        refresh();
    });
    // The sentence an Apply logged is not in the charge's record: kept with its key.
    connect(mDocument, &Document::eventRecorded, this, [this](const journal::JournalEvent &event) {
        if (event.kind != u"brown.apply"_s)
            return;
        const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
        if (!record)
            return;
        mAppliedKey = chargeKey(*record);
        mAppliedText = event.summary;
        refresh();
    });
    refresh();
}

ChargePanel::~ChargePanel()
{
    setTableScene(nullptr);
}

const table::Scenario &ChargePanel::scenario() const
{
    return mDocument->scenario();
}

const brown::ChargeProcedure *ChargePanel::procedure() const
{
    return mController->procedure();
}

bool ChargePanel::isApplied() const
{
    return mController->chargeApplied();
}

const brown::HouseRules &ChargePanel::houseRules() const
{
    return mController->houseRules();
}

void ChargePanel::setHouseRules(const brown::HouseRules &rules)
{
    clearMessage();
    report(mController->setHouseRules(rules));
}

void ChargePanel::report(bool ok)
{
    if (!ok && !mController->lastError().isEmpty())
        showMessage(mController->lastError());
}

void ChargePanel::clearMessage()
{
    mMessage.clear();
}

void ChargePanel::showMessage(const QString &text)
{
    mMessage = text;
    refresh();
}

void ChargePanel::setTableScene(TableScene *scene)
{
    if (mTableScene) {
        disconnect(mTableScene, nullptr, this, nullptr);
        delete mLine;
    }
    mLine = nullptr;
    mTableScene = scene;
    if (!scene)
        return;
    // The line follows the units: the scene relays every change of the table.
    connect(scene, &TableScene::scenarioChanged, this, &ChargePanel::updateLine);
    // A scene going first deletes the line with its items.
    connect(scene, &QObject::destroyed, this, [this] { mLine = nullptr; });
    updateLine();
}

QString ChargePanel::chosenAttackerId() const
{
    return mAttackerBox->currentData().toString();
}

QString ChargePanel::chosenTargetId() const
{
    return mTargetBox->currentData().toString();
}

QString ChargePanel::refusalFor(const QString &attackerId, const QString &targetId) const
{
    return mController->refusalFor(attackerId, targetId);
}

bool ChargePanel::chargeUnderWay() const
{
    const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
    const brown::ChargeProcedure *procedure = record ? mController->procedure() : nullptr;
    return record && procedure && !record->isApplied() && !procedure->isRefused() && procedure->step() != Step::Done;
}

const brown::ChargeRecord *ChargePanel::shownCharge() const
{
    const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
    if (!record || record->situation.attacker.id != chosenAttackerId() || record->situation.defender.id != chosenTargetId())
        return nullptr;
    return record;
}

void ChargePanel::choose(const QString &attackerId, const QString &targetId)
{
    if (chargeUnderWay())
        return;
    const int a = mAttackerBox->findData(attackerId);
    if (a >= 0)
        mAttackerBox->setCurrentIndex(a);
    mPointedTarget = targetId;
    rebuildTargets(false);
    const int t = mTargetBox->findData(targetId);
    if (t >= 0)
        mTargetBox->setCurrentIndex(t);
    onListChoice();
}

void ChargePanel::pickAttacker(const QString &attackerId)
{
    // A charge under way keeps its pair until it is resolved or dropped.
    if (chargeUnderWay())
        return;
    const int a = mAttackerBox->findData(attackerId);
    if (a < 0)
        return;
    if (attackerId != chosenAttackerId()) {
        mAttackerBox->setCurrentIndex(a);
        mPointedTarget.clear();
        rebuildTargets(true);
    }
    onListChoice();
}

void ChargePanel::onListChoice()
{
    mPairChosen = true;
    mResolving = false;
    clearMessage();
    refresh();
}

bool ChargePanel::declare(const QString &attackerId, const QString &targetId)
{
    const int a = mAttackerBox->findData(attackerId);
    if (a >= 0)
        mAttackerBox->setCurrentIndex(a);
    mPointedTarget = targetId;
    rebuildTargets(false);
    const int t = mTargetBox->findData(targetId);
    if (t >= 0)
        mTargetBox->setCurrentIndex(t);
    mPairChosen = true;
    mResolving = false;
    clearMessage();
    if (!mController->declare(attackerId, targetId)) {
        showMessage(mController->lastError());
        return false;
    }
    refresh();
    if (mAdvance->isEnabled())
        mAdvance->setFocus();
    return true;
}

bool ChargePanel::resolve()
{
    if (!mController->available()) {
        showMessage(mController->unavailableReason());
        return false;
    }
    clearMessage();
    mPairChosen = true;
    mResolving = true;
    const bool ok = mController->resolveToDecision(chosenAttackerId(), chosenTargetId());
    report(ok);
    if (ok && mAdvance->isEnabled())
        mAdvance->setFocus();
    return ok;
}

bool ChargePanel::decide(int value)
{
    const brown::ChargeRecord *record = mController->charge();
    const brown::ChargeProcedure *procedure = mController->procedure();
    if (!record || !procedure || (procedure->step() != Step::Evade && procedure->step() != Step::ClosingCasualties))
        return false;
    clearMessage();
    const bool ok = mResolving
        ? mController->resolveToDecision(record->situation.attacker.id, record->situation.defender.id, value)
        : mController->advance(value);
    report(ok);
    if (ok && mAdvance->isEnabled())
        mAdvance->setFocus();
    return ok;
}

void ChargePanel::cancel()
{
    if (!mController->charge() && !mPairChosen)
        return;
    mPairChosen = false;
    mResolving = false;
    clearMessage();
    if (mController->charge())
        report(mController->finishCharge());
    refresh();
}

void ChargePanel::updateLine()
{
    if (!mTableScene)
        return;
    QString a;
    QString t;
    const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
    if (record && (chargeUnderWay() || shownCharge() || !mPairChosen)) {
        a = record->situation.attacker.id;
        t = record->situation.defender.id;
    } else if (mPairChosen && mController->available()) {
        a = chosenAttackerId();
        t = chosenTargetId();
    }
    const bool show = !a.isEmpty() && a != t && scenario().unit(a) && scenario().unit(t);
    if (!show) {
        delete mLine;
        mLine = nullptr;
        return;
    }
    if (!mLine) {
        mLine = new ChargeLineItem(mTableScene);
        mTableScene->addItem(mLine);
    }
    mLine->setUnits(a, t);
    // A declared charge keeps the verdict it was declared with.
    const brown::ChargeProcedure *procedure = mController->procedure();
    const bool declared = record && record->situation.attacker.id == a && record->situation.defender.id == t;
    mLine->setRefusal(declared && procedure ? procedure->refusal() : refusalFor(a, t));
}

void ChargePanel::rebuildUnitLists()
{
    const QString current = mAttackerBox->currentData().toString();
    const QSignalBlocker blocker(mAttackerBox);
    mAttackerBox->clear();
    // docs/rules.md B-14: artillery does not charge; the controller says who may.
    for (const QString &id : mController->attackers())
        if (const table::Unit *u = scenario().unit(id))
            mAttackerBox->addItem(u->name(), id);
    // The first pick: a unit that may charge somebody.
    int at = mAttackerBox->findData(current);
    if (at < 0)
        at = mAttackerBox->findData(mController->defaultAttacker());
    mAttackerBox->setCurrentIndex(at >= 0 ? at : (mAttackerBox->count() > 0 ? 0 : -1));
}

void ChargePanel::rebuildTargets(bool pickDefault)
{
    const QString attackerId = chosenAttackerId();
    const table::Unit *attacker = scenario().unit(attackerId);
    const QString current = mTargetBox->currentData().toString();
    const QSignalBlocker blocker(mTargetBox);
    mTargetBox->clear();
    if (attacker && mController->available()) {
        // Only the enemies it may charge now, nearest first (never itself):
        // what the panel offers, the rules allow. None within reach, none
        // offered, and the panel says so.
        QStringList ids = mController->chargeableTargets(attackerId);
        // Besides, the target the referee pointed at on the table or
        // declared, and the charge under way's: shown with the reason the
        // rules give, never offered in the list by itself.
        QStringList kept{mPointedTarget};
        const brown::ChargeRecord *record = mController->charge();
        if (record && !record->isApplied() && record->situation.attacker.id == attackerId)
            kept.append(record->situation.defender.id);
        for (const QString &id : std::as_const(kept)) {
            const table::Unit *unit = scenario().unit(id);
            if (unit && unit->isOnTable() && unit->sideId() != attacker->sideId() && !ids.contains(id))
                ids.append(id);
        }
        for (const QString &id : std::as_const(ids))
            mTargetBox->addItem(scenario().unit(id)->name(), id);
    }
    mTargetBox->setPlaceholderText(attacker && mTargetBox->count() == 0 ? tr("no enemy within reach") : QString());
    int at = pickDefault ? -1 : mTargetBox->findData(current);
    if (at < 0)
        at = mTargetBox->findData(mController->defaultTarget(attackerId));
    mTargetBox->setCurrentIndex(at >= 0 ? at : (mTargetBox->count() > 0 ? 0 : -1));
}

void ChargePanel::refresh()
{
    if (mUpdating)
        return;
    mUpdating = true;
    const bool available = mController->available();
    for (QWidget *w : std::initializer_list<QWidget *>{mAttackerBox, mTargetBox, mSteps, mModifiers})
        w->setEnabled(available);

    // The lists: a charge under way shows its pair; else the referee's choice.
    rebuildUnitLists();
    const brown::ChargeRecord *record = available ? mController->charge() : nullptr;
    if (record && chargeUnderWay()) {
        const int a = mAttackerBox->findData(record->situation.attacker.id);
        if (a >= 0 && a != mAttackerBox->currentIndex())
            mAttackerBox->setCurrentIndex(a);
    }
    rebuildTargets(false);
    if (record && chargeUnderWay()) {
        const int t = mTargetBox->findData(record->situation.defender.id);
        if (t >= 0)
            mTargetBox->setCurrentIndex(t);
    }
    const QString a = chosenAttackerId();
    const QString t = chosenTargetId();
    const table::Unit *attacker = scenario().unit(a);
    const table::Unit *target = scenario().unit(t);
    mGeneralOrder->setUnit(available ? t : QString());
    mTargetBox->setToolTip(attacker && !target ? tr("%1 may charge no enemy now: none is within its reach, or the way is closed.")
                                                     .arg(attacker->name())
                                               : QString());

    // The charge shown: the battle's, when it is of this pair; nothing of another.
    const brown::ChargeRecord *shown = shownCharge();
    const brown::ChargeProcedure *procedure = shown ? mController->procedure() : nullptr;
    const bool applied = shown && shown->isApplied();
    if (!available)
        mTitle->setText(mController->unavailableReason());
    else if (shown)
        mTitle->setText(tr("%1 charges %2, %3 away.")
                            .arg(shown->situation.attacker.name, shown->situation.defender.name,
                                 brown::inchesText(shown->situation.distanceInches)));
    else if (attacker && target && attacker != target)
        mTitle->setText(tr("%1 charges %2: Enter declares.").arg(attacker->name(), target->name()));
    else if (attacker)
        mTitle->setText(tr("%1 may charge no enemy now: none is within its reach, or the way is closed.").arg(attacker->name()));
    else
        mTitle->setText(tr("Pick the attacker and the target, then Declare."));

    refreshModifiers(available ? procedure : nullptr);
    refreshOdds(available ? procedure : nullptr);
    refreshStep(available ? procedure : nullptr, applied);
    mResult->setText(available ? resultText(shown) : QString());
    // "Continue the charge against…" belongs to the applied charge shown.
    mContinue->setVisible(available && applied && !mController->continuationTargets().isEmpty());
    mUpdating = false;
    updateLine();
}

QString ChargePanel::resultText(const brown::ChargeRecord *shown) const
{
    QStringList lines;
    if (shown) {
        // The steps so far, as the log told them: the record replayed.
        journal::EventList told;
        shown->replay(told);
        for (const journal::JournalEvent &event : told.events())
            lines.append(event.summary);
        if (shown->isApplied() && mAppliedKey == chargeKey(*shown) && !mAppliedText.isEmpty())
            lines.append(mAppliedText);
    } else if (mController->available()) {
        // A pair the rules refuse says why before it is declared.
        const QString a = chosenAttackerId();
        const QString t = chosenTargetId();
        const table::Unit *attacker = scenario().unit(a);
        const table::Unit *target = scenario().unit(t);
        if (attacker && target && a != t) {
            if (const QString why = refusalFor(a, t); !why.isEmpty())
                lines.append(tr("%1 cannot charge %2: %3").arg(attacker->name(), target->name(), why));
        }
    }
    if (!mMessage.isEmpty() && !lines.join(u'\n').contains(mMessage))
        lines.append(mMessage);
    return lines.join(u'\n');
}

void ChargePanel::refreshModifiers(const brown::ChargeProcedure *procedure)
{
    QStringList ids;
    if (procedure) {
        for (const brown::Modifier &m : procedure->modifiers().items())
            ids.append(m.id);
    }
    const bool editable = procedure && !procedure->outcome().reading && !procedure->isRefused();
    // The same lines as shown: update them in place. A switch or a spin box
    // of the tree makes the step that brings us here, so its item must live.
    if (procedure && ids == mModifierIds) {
        for (int i = 0; i < mModifiers->topLevelItemCount(); ++i) {
            QTreeWidgetItem *side = mModifiers->topLevelItem(i);
            for (int j = 0; j < side->childCount(); ++j) {
                QTreeWidgetItem *item = side->child(j);
                const brown::Modifier *m = procedure->modifiers().find(item->data(0, Qt::UserRole).toString());
                if (!m)
                    continue;
                item->setFlags(editable ? item->flags() | Qt::ItemIsUserCheckable : item->flags() & ~Qt::ItemIsUserCheckable);
                item->setCheckState(0, m->enabled ? Qt::Checked : Qt::Unchecked);
                item->setText(2, m->reason);
                item->setToolTip(2, m->reason);
                if (auto *spin = qobject_cast<QSpinBox *>(mModifiers->itemWidget(item, 1))) {
                    spin->setValue(m->value);
                    spin->setEnabled(editable);
                }
            }
        }
        return;
    }
    mModifierIds = ids;
    mModifiers->clear();
    if (!procedure)
        return;
    auto *attacker = new QTreeWidgetItem(mModifiers, {tr("Attacker")});
    auto *defender = new QTreeWidgetItem(mModifiers, {tr("Defender")});
    for (const brown::Modifier &m : procedure->modifiers().items()) {
        auto *item = new QTreeWidgetItem(m.side == brown::Side::Attacker ? attacker : defender);
        item->setText(0, m.label());
        item->setToolTip(0, m.derived ? m.label() : m.label() + u"\n"_s + tr("The referee's call"));
        item->setData(0, Qt::UserRole, m.id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(0, m.enabled ? Qt::Checked : Qt::Unchecked);
        item->setText(2, m.reason);
        item->setToolTip(2, m.reason);
        auto *spin = new QSpinBox(mModifiers);
        spin->setRange(-30, 30);
        spin->setValue(m.value);
        spin->setEnabled(editable);
        spin->setAccessibleName(m.label());
        const QString id = m.id;
        connect(spin, &QSpinBox::valueChanged, this, [this, id](int value) {
            const brown::ChargeProcedure *current = mController->procedure();
            if (mUpdating || !current)
                return;
            clearMessage();
            if (const brown::Modifier *line = current->modifiers().find(id))
                report(mController->setModifier(id, line->enabled, value));
        });
        mModifiers->setItemWidget(item, 1, spin);
        if (!editable)
            item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
    }
    mModifiers->expandAll();
}

void ChargePanel::refreshOdds(const brown::ChargeProcedure *procedure)
{
    if (!procedure || procedure->isRefused()) {
        mNet->clear();
        mOdds->clear();
        return;
    }
    const brown::ModifierList &mods = procedure->modifiers();
    const brown::ChargeSituation &s = procedure->situation();
    const brown::ChargeOdds odds = brown::ChargeOdds::compute(procedure->attackerDie(), procedure->defenderDie(),
                                                              mods.net(), procedure->chart(), s.attacker.isCavalry(),
                                                              s.defender.isCavalry());
    QString net = tr("Net modifier %1 (attacker %2, defender %3); %4 against %5 on the %6 chart.")
                      .arg(signedNumber(mods.net()), signedNumber(mods.total(brown::Side::Attacker)),
                           signedNumber(mods.total(brown::Side::Defender)), procedure->attackerDie().name(),
                           procedure->defenderDie().name(),
                           procedure->chart() == brown::ChartKind::Cover ? tr("cover") : tr("open"));
    if (s.attacker.isCavalry())
        net += u' ' + tr("Blown: %1 %.").arg(QLocale().toString(100.0 * odds.blownProbability(), 'f', 1));
    mNet->setText(net);
    QMap<QString, QString> labels;
    for (brown::ChargeResult r : brown::allResults())
        labels.insert(brown::resultId(r), shortResult(r));
    mOdds->setOutcomeCounts(odds.outcomes(), odds.total(), labels);
    if (procedure->outcome().reading)
        mOdds->highlightOutcome(brown::resultId(procedure->outcome().reading->result));
    else
        mOdds->clearHighlight();
}

void ChargePanel::refreshStep(const brown::ChargeProcedure *procedure, bool applied)
{
    const bool available = mController->available();
    const Step step = procedure ? procedure->step() : Step::Activation;
    int row = DeclareRow;
    if (procedure && !procedure->isRefused())
        row = applied ? -1 : rowOf(step);
    for (int i = 0; i < mSteps->count(); ++i) {
        QListWidgetItem *item = mSteps->item(i);
        QFont f = item->font();
        f.setBold(i == row);
        item->setFont(f);
    }
    mSteps->setCurrentRow(row);

    const bool live = procedure && !procedure->isRefused();
    const bool canApply = live && step == Step::Done && !applied
        && (procedure->outcome().ending == brown::ChargeOutcome::Ending::Resolved
            || procedure->outcome().ending == brown::ChargeOutcome::Ending::Evaded);
    if (!live || applied)
        mCasualties->setValue(-10);
    mApplySuggested->setText(
        tr("Apply the suggested moves (%1)").arg(brown::inchesText(mController->houseRules().suggestedMoveInches)));
    mDecision->setCurrentIndex(!available || !live || applied ? NoDecision
                               : step == Step::Evade            ? EvadeDecision
                               : step == Step::ClosingCasualties ? CasualtyDecision
                               : canApply                        ? ApplyDecision
                                                                 : NoDecision);

    // Before every roll, its chance: the die against the target the house rules set.
    const auto chance = [](const dice::Die &die, int modifier, int target) {
        return dice::Distribution::of(die).probabilityAtLeast(target - modifier);
    };
    QString verb = tr("Declare");
    QString detail;
    bool enabled = available;
    if (!live) {
        enabled = enabled && !chosenTargetId().isEmpty() && chosenAttackerId() != chosenTargetId();
        detail = enabled ? tr("Declare the charge: its distance, modifiers and odds") : QString();
    } else if (applied) {
        verb = tr("Finish");
        detail = tr("The charge is on the table; Finish takes its line off");
    } else {
        const brown::HouseRules &rules = procedure->houseRules();
        switch (step) {
        case Step::Activation:
            verb = tr("Roll");
            detail = tr("Activation: %1, %2+ (%3)")
                         .arg(procedure->attackerDie().name())
                         .arg(rules.activationTarget)
                         .arg(percentText(chance(procedure->attackerDie(), 0, rules.activationTarget)));
            break;
        case Step::Evade:
            verb = tr("Stands");
            detail = tr("Evade? The defender evades or stands");
            break;
        case Step::FireDiscipline:
            verb = tr("Roll");
            detail = tr("Fire Discipline: %1, %2+ holds (%3)")
                         .arg(procedure->defenderDie().name())
                         .arg(rules.fireDisciplineTarget)
                         .arg(percentText(chance(procedure->defenderDie(), procedure->fireDisciplineModifier(),
                                                 rules.fireDisciplineTarget)));
            break;
        case Step::ClosingCasualties:
            verb = tr("Enter");
            detail = tr("Closing casualties: enter them, or pick one");
            enabled = enabled && mCasualties->value() >= 0;
            break;
        case Step::ChargeRoll:
            verb = tr("Roll");
            detail = tr("Class dice: %1 against %2").arg(procedure->attackerDie().name(), procedure->defenderDie().name());
            break;
        case Step::RideDown:
            verb = tr("Roll");
            detail = tr("Ride down: d10 each");
            break;
        case Step::Surrender:
            verb = tr("Roll");
            detail = tr("Surrender: d10");
            break;
        case Step::Done:
            verb = canApply ? tr("Apply") : tr("Finish");
            detail = canApply && procedure->outcome().reading
                ? tr("Apply to the table: %1").arg(shortResult(procedure->outcome().reading->result))
                : canApply ? tr("Apply to the table") : tr("The charge is over; Finish takes its line off");
            break;
        }
    }
    mAdvance->setText(verb);
    mAdvance->setEnabled(enabled);
    mStepLabel->setText(detail);

    // Resolve: the chosen pair, declared if need be, rolled to its next decision.
    const bool physical = mDocument->dice()->physicalDice();
    mDiceLabel->setText(physical ? tr("enter each die") : tr("computer dice"));
    mDiceLabel->setExplanation(physical ? tr("Resolve asks for each die thrown on the table (Dice Tray: physical dice)")
                                        : tr("Resolve throws the computer's dice (Dice Tray: physical dice to enter your own)"));
    const QString a = chosenAttackerId();
    const QString t = chosenTargetId();
    const bool waits = live && !applied && (step == Step::Evade || step == Step::ClosingCasualties || step == Step::Done);
    mResolve->setEnabled(available && !a.isEmpty() && !t.isEmpty() && a != t && !waits);
    mDeclare->setEnabled(available && !t.isEmpty() && a != t && (!live || applied || procedure->isRefused()));
}

void ChargePanel::advance()
{
    if (!mController->available()) {
        showMessage(mController->unavailableReason());
        return;
    }
    const brown::ChargeRecord *shown = shownCharge();
    const brown::ChargeProcedure *procedure = shown ? mController->procedure() : nullptr;
    if (!procedure) {
        declare(chosenAttackerId(), chosenTargetId());
        return;
    }
    clearMessage();
    // A refused charge is over as well: Enter takes its red line away, and
    // the next Enter declares anew (the units moved into reach, say).
    if (procedure->isRefused()
        || (procedure->step() == Step::Done && (shown->isApplied() || mDecision->currentIndex() != ApplyDecision))) {
        // The charge is over: its line goes; the next Enter declares anew.
        mPairChosen = false;
        report(mController->finishCharge());
        refresh();
        return;
    }
    switch (procedure->step()) {
    case Step::Evade:
        report(mController->advance(0));
        break;
    case Step::ClosingCasualties:
        if (mCasualties->value() < 0) {
            showMessage(tr("Enter the closing casualties first (0% if the fire did no harm)."));
            mCasualties->setFocus();
            return;
        }
        report(mController->advance(mCasualties->value() / 10 * 10));
        break;
    case Step::Done:
        apply();
        break;
    default:
        report(mController->advance());
        break;
    }
}

void ChargePanel::apply()
{
    const brown::ChargeRecord *record = mController->charge();
    if (!record)
        return;
    const QString attackerId = record->situation.attacker.id;
    const QString defenderId = record->situation.defender.id;
    const bool hadMelee = mController->melee() != nullptr;
    if (!mController->apply(mApplySuggested->isChecked())) {
        report(false);
        return;
    }
    emit chargeApplied();
    // MELEE!: the melee this charge began (not one fought before).
    const auto fight = mController->meleeFight();
    if (fight && fight->fighter(brown::Side::Attacker).unitId == attackerId
        && fight->fighter(brown::Side::Defender).unitId == defenderId && (!hadMelee || fight->roundsFought() == 0))
        emit meleeBegins(attackerId, defenderId);
}

} // namespace vedette
