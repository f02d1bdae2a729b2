// Brown's Charge dock. A little over 700 lines, kept whole: every part of
// the panel (the choice, the modifiers, the odds, the step rows) reads the one
// table of procedure rows and its helpers below; the feature's wiring is in
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

#include "dice/distribution.h"
#include "panels/elidingcheckbox.h"
#include "panels/flowlayout.h"
#include "rules/brown/chargeodds.h"
#include "rules/brown/inches.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
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

} // namespace

ChargePanel::ChargePanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Charge"), parent)
    , mDocument(document)
    , mController(document->brown())
{
    setObjectName(u"chargePanel"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    // Rows wrap onto more lines in a narrow panel.
    auto *pick = new FlowLayout;
    mAttackerBox = new QComboBox(body);
    mAttackerBox->setAccessibleName(tr("Attacker"));
    mTargetBox = new QComboBox(body);
    mTargetBox->setAccessibleName(tr("Target"));
    mDeclare = new QPushButton(tr("Declare"), body);
    mResolve = new QPushButton(body);
    mResolve->setObjectName(u"chargeResolveButton"_s);
    mResolve->setToolTip(tr("Declare the charge if it is not yet, then throw every roll that needs no decision of "
                            "yours; it stops at the evade choice, the closing casualties or the result."));
    pick->addWidget(mAttackerBox);
    pick->addWidget(new QLabel(tr("charges"), body));
    pick->addWidget(mTargetBox);
    pick->addWidget(mDeclare);
    pick->addWidget(mResolve);
    layout->addLayout(pick);
    // The target's General Order (docs/rules.md B-13): the referee's mark,
    // kept with the battle; the charge derives its -2 from it.
    mGeneralOrder = new GeneralOrderBox(mController, body);
    layout->addWidget(mGeneralOrder);
    connect(mGeneralOrder, &GeneralOrderBox::refused, this, &ChargePanel::showMessage);
    connect(mTargetBox, &QComboBox::currentIndexChanged, this,
            [this] { mGeneralOrder->setUnit(mTargetBox->currentData().toString()); });
    // The referee's own pick in a list redraws the line (activated: by hand
    // only); a new attacker takes its nearest target it may charge.
    connect(mAttackerBox, &QComboBox::activated, this, [this] {
        mPointedTarget.clear();
        rebuildTargets(true);
        onListChoice();
    });
    connect(mResolve, &QPushButton::clicked, this, &ChargePanel::resolve);
    connect(mDocument->dice(), &DiceService::physicalDiceChanged, this, &ChargePanel::refresh);
    connect(mTargetBox, &QComboBox::activated, this, &ChargePanel::onListChoice);
    connect(mDeclare, &QPushButton::clicked, this,
            [this] { declare(mAttackerBox->currentData().toString(), mTargetBox->currentData().toString()); });

    mTitle = new QLabel(tr("Pick the attacker and the target, then Declare."), body);
    mTitle->setWordWrap(true);
    layout->addWidget(mTitle);

    mSteps = new QListWidget(body);
    mSteps->setFocusPolicy(Qt::NoFocus);
    mSteps->setSelectionMode(QAbstractItemView::SingleSelection);
    for (const QString &s : {tr("Declare"), tr("Activation"), tr("Evade?"), tr("Fire Discipline"),
                             tr("Closing casualties"), tr("Class dice and chart"), tr("Ride down"), tr("Surrender"),
                             tr("Apply to the table")})
        mSteps->addItem(s);
    mSteps->setMaximumHeight(mSteps->sizeHintForRow(0) * (ApplyRow + 1) + 2 * mSteps->frameWidth());
    layout->addWidget(mSteps);

    mModifiers = new QTreeWidget(body);
    mModifiers->setColumnCount(3);
    mModifiers->setHeaderLabels({tr("Modifier"), tr("Value"), tr("Reason")});
    mModifiers->setRootIsDecorated(true);
    mModifiers->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mModifiers->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    connect(mModifiers, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        const brown::ChargeProcedure *procedure = mController->procedure();
        if (mUpdating || column != 0 || !procedure || item->data(0, Qt::UserRole).isNull())
            return;
        const QString id = item->data(0, Qt::UserRole).toString();
        const brown::Modifier *m = procedure->modifiers().find(id);
        if (m)
            report(mController->setModifier(id, item->checkState(0) == Qt::Checked, m->value));
    });
    layout->addWidget(mModifiers, 1);

    mNet = new QLabel(body);
    layout->addWidget(mNet);
    mOdds = new OddsWidget(body);
    layout->addWidget(mOdds);

    // The evade decision (docs/rules.md B-17): one click either way.
    mEvadeRow = new QWidget(body);
    auto *evade = new FlowLayout(mEvadeRow);
    evade->setContentsMargins(0, 0, 0, 0);
    mEvadeYes = new QPushButton(tr("The defender evades"), mEvadeRow);
    mEvadeYes->setObjectName(u"chargeEvadeButton"_s);
    mEvadeNo = new QPushButton(tr("It stands"), mEvadeRow);
    mEvadeNo->setObjectName(u"chargeStandButton"_s);
    evade->addWidget(mEvadeYes);
    evade->addWidget(mEvadeNo);
    connect(mEvadeYes, &QPushButton::clicked, this, [this] { decide(1); });
    connect(mEvadeNo, &QPushButton::clicked, this, [this] { decide(0); });
    layout->addWidget(mEvadeRow);
    mCasualtyRow = new QWidget(body);
    auto *casualties = new FlowLayout(mCasualtyRow);
    casualties->setContentsMargins(0, 0, 0, 0);
    casualties->addWidget(new QLabel(tr("Closing casualties:"), mCasualtyRow));
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
    // A value entered (typed or a quick pick) enables the step's button.
    connect(mCasualties, &QSpinBox::valueChanged, this, &ChargePanel::refresh);
    casualties->addWidget(mCasualties);
    for (int pickPercent : {0, 10, 20, 30}) {
        auto *quick = new QPushButton(QStringLiteral("%1 %").arg(pickPercent), mCasualtyRow);
        quick->setFocusPolicy(Qt::NoFocus);
        // One click answers the step (and after Resolve rolls on).
        connect(quick, &QPushButton::clicked, this, [this, pickPercent] {
            {
                const QSignalBlocker quiet(mCasualties);
                mCasualties->setValue(pickPercent);
            }
            decide(pickPercent);
        });
        casualties->addWidget(quick);
        mCasualtyButtons.append(quick);
    }
    layout->addWidget(mCasualtyRow);
    mApplySuggested = new ElidingCheckBox(body);
    mApplySuggested->setChecked(true);
    layout->addWidget(mApplySuggested);

    mResult = new QLabel(body);
    mResult->setWordWrap(true);
    mResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mResult);

    // After an applied result that allows pursuit (docs/rules.md B-30).
    mContinue = new ContinueChargeRow(mController, body);
    layout->addWidget(mContinue);
    connect(mContinue, &ContinueChargeRow::refused, this, &ChargePanel::showMessage);

    mAdvance = new QPushButton(body);
    mAdvance->setDefault(true);
    layout->addWidget(mAdvance);
    connect(mAdvance, &QPushButton::clicked, this, &ChargePanel::advance);
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
    // The panel is a view of the battle's charge: a step, an undo, another
    // battle opened all reach it through the controller.
    connect(mController, &BattleController::changed, this, &ChargePanel::onBattleChanged);
    connect(mController, &BattleController::battleChanged, this, [this] {
        mResult->clear();
        mToldAhead.clear();
    });
    connect(mDocument, &Document::eventRecorded, this, [this](const journal::JournalEvent &event) {
        if (!event.kind.startsWith(u"brown."_s) || event.kind == u"brown.house-rules"_s || event.kind == u"brown.turn"_s)
            return;
        if (!mToldAhead.isEmpty() && mToldAhead.constFirst() == event.summary) {
            mToldAhead.removeFirst();
            return;
        }
        mToldAhead.clear();
        showMessage(event.summary);
    });
    rebuildUnitLists();
    mGeneralOrder->setUnit(mTargetBox->currentData().toString());
    onBattleChanged();
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
    report(mController->setHouseRules(rules));
}

void ChargePanel::report(bool ok)
{
    if (!ok && !mController->lastError().isEmpty())
        showMessage(mController->lastError());
}

void ChargePanel::onBattleChanged()
{
    const bool available = mController->available();
    setEnabled(true);
    for (QWidget *w : std::initializer_list<QWidget *>{mAttackerBox, mTargetBox, mDeclare, mSteps, mModifiers, mAdvance})
        w->setEnabled(available);
    if (!available) {
        mTitle->setText(mController->unavailableReason());
        mShownCharge = {};
        mResult->clear();
        mModifiers->clear();
        mNet->clear();
        mOdds->clear();
        mEvadeRow->hide();
        mCasualtyRow->hide();
        mApplySuggested->hide();
        updateLine();
        return;
    }
    rebuildUnitLists();
    mGeneralOrder->setUnit(mTargetBox->currentData().toString());
    const brown::ChargeRecord *record = mController->charge();
    const QJsonObject shown = record ? record->toJson() : QJsonObject();
    const bool newCharge = (record ? record->situation.attacker.id + u'>' + record->situation.defender.id : QString())
        != (mShownCharge.isEmpty() ? QString()
                                   : mShownCharge.value(u"situation"_s).toObject().value(u"attacker"_s).toObject().value(u"id"_s).toString()
                   + u'>' + mShownCharge.value(u"situation"_s).toObject().value(u"defender"_s).toObject().value(u"id"_s).toString());
    if (newCharge) {
        mCasualties->setValue(-10);
        // A charge found in the battle (opened again, another battle picked):
        // its steps so far, as the log told them.
        mResult->clear();
        mToldAhead.clear();
        if (record) {
            journal::EventList told;
            record->replay(told);
            for (const journal::JournalEvent &event : told.events()) {
                showMessage(event.summary);
                mToldAhead.append(event.summary);
            }
        }
    }
    mShownCharge = shown;
    // The charge under way shows its pair; an applied one leaves the
    // referee's next pick alone.
    if (record && (newCharge || !record->isApplied())) {
        const brown::ChargeSituation &s = record->situation;
        const int a = mAttackerBox->findData(s.attacker.id);
        if (a >= 0 && a != mAttackerBox->currentIndex()) {
            mAttackerBox->setCurrentIndex(a);
            rebuildTargets(false);
        }
        const int t = mTargetBox->findData(s.defender.id);
        if (t >= 0)
            mTargetBox->setCurrentIndex(t);
        mPairChosen = true;
        mTitle->setText(tr("%1 charges %2, %3 away.").arg(s.attacker.name, s.defender.name, brown::inchesText(s.distanceInches)));
    } else if (!mPairChosen) {
        mTitle->setText(tr("Pick the attacker and the target, then Declare."));
        mResult->clear();
    }
    refreshModifiers();
    updateLine();
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

void ChargePanel::choose(const QString &attackerId, const QString &targetId)
{
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
    const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
    const brown::ChargeProcedure *procedure = mController->procedure();
    // A charge under way keeps its pair until it is resolved or dropped.
    if (record && !record->isApplied() && procedure && procedure->step() != Step::Done)
        return;
    const int a = mAttackerBox->findData(attackerId);
    if (a < 0 || attackerId == chosenAttackerId())
        return;
    mAttackerBox->setCurrentIndex(a);
    mPointedTarget.clear();
    rebuildTargets(true);
    mResult->clear();
    onListChoice();
}

bool ChargePanel::resolve()
{
    if (!mController->available()) {
        showMessage(mController->unavailableReason());
        return false;
    }
    const QString a = chosenAttackerId();
    const QString t = chosenTargetId();
    const brown::ChargeRecord *record = mController->charge();
    if (!(record && !record->isApplied() && record->situation.attacker.id == a && record->situation.defender.id == t))
        mResult->clear();
    mResolving = true;
    const bool ok = mController->resolveToDecision(a, t);
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
    const bool ok = mResolving
        ? mController->resolveToDecision(record->situation.attacker.id, record->situation.defender.id, value)
        : mController->advance(value);
    report(ok);
    if (ok && mAdvance->isEnabled())
        mAdvance->setFocus();
    return ok;
}

void ChargePanel::onListChoice()
{
    const QString a = chosenAttackerId();
    const QString t = chosenTargetId();
    mPairChosen = true;
    const brown::ChargeRecord *record = mController->charge();
    const bool sameCharge = record && record->situation.attacker.id == a && record->situation.defender.id == t;
    if (!sameCharge) {
        const QString why = a == t ? QString() : refusalFor(a, t);
        const table::Unit *au = scenario().unit(a);
        const table::Unit *tu = scenario().unit(t);
        if (au && tu && au != tu)
            mTitle->setText(why.isEmpty() ? tr("%1 charges %2: Enter declares.").arg(au->name(), tu->name())
                                          : tr("%1 cannot charge %2: %3").arg(au->name(), tu->name(), why));
    }
    updateLine();
    refresh();
}

void ChargePanel::cancel()
{
    if (!mController->charge() && !mPairChosen)
        return;
    mPairChosen = false;
    mResult->clear();
    if (mController->charge())
        report(mController->finishCharge());
    mTitle->setText(tr("Pick the attacker and the target, then Declare."));
    refreshModifiers();
    updateLine();
    refresh();
}

void ChargePanel::updateLine()
{
    if (!mTableScene)
        return;
    QString a;
    QString t;
    const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
    if (record) {
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
    mLine->setRefusal(record && procedure ? procedure->refusal() : refusalFor(a, t));
}

void ChargePanel::rebuildUnitLists()
{
    {
        const QString current = mAttackerBox->currentData().toString();
        const QSignalBlocker blocker(mAttackerBox);
        mAttackerBox->clear();
        for (const table::Unit &u : scenario().units())
            if (u.isOnTable())
                mAttackerBox->addItem(u.name(), u.id());
        // The first pick: a unit that may charge somebody.
        int at = mAttackerBox->findData(current);
        if (at < 0)
            at = mAttackerBox->findData(mController->defaultAttacker());
        mAttackerBox->setCurrentIndex(at >= 0 ? at : (mAttackerBox->count() > 0 ? 0 : -1));
    }
    rebuildTargets(false);
}

void ChargePanel::rebuildTargets(bool pickDefault)
{
    const QString attackerId = chosenAttackerId();
    const table::Unit *attacker = scenario().unit(attackerId);
    const QString current = mTargetBox->currentData().toString();
    const QSignalBlocker blocker(mTargetBox);
    mTargetBox->clear();
    if (attacker) {
        // Only the enemies it may charge now, nearest first (never itself):
        // what the panel offers, the rules allow. None within reach, none
        // offered, and the panel says so.
        QStringList ids = mController->chargeableTargets(attackerId);
        // Besides, the target the referee pointed at on the table or
        // declared, and the charge under way's: shown with the reason the
        // rules give, never offered in the list by itself.
        QStringList kept{mPointedTarget};
        const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
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
    mTargetBox->setToolTip(attacker && mTargetBox->count() == 0
                               ? tr("%1 may charge no enemy now: none is within its reach, or the way is closed.")
                                     .arg(attacker->name())
                               : QString());
    int at = pickDefault ? -1 : mTargetBox->findData(current);
    if (at < 0)
        at = mTargetBox->findData(mController->defaultTarget(attackerId));
    mTargetBox->setCurrentIndex(at >= 0 ? at : (mTargetBox->count() > 0 ? 0 : -1));
    mGeneralOrder->setUnit(mTargetBox->currentData().toString());
    mDeclare->setEnabled(mController->available() && mTargetBox->count() > 0);
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
    mResult->clear();
    mResolving = false;
    if (!mController->declare(attackerId, targetId)) {
        mResult->setText(mController->lastError());
        return false;
    }
    if (mAdvance->isEnabled())
        mAdvance->setFocus();
    return true;
}

void ChargePanel::showMessage(const QString &text)
{
    mResult->setText(mResult->text().isEmpty() ? text : mResult->text() + u'\n' + text);
}

void ChargePanel::refreshModifiers()
{
    mUpdating = true;
    const brown::ChargeProcedure *procedure = mController->available() ? mController->procedure() : nullptr;
    QStringList ids;
    if (procedure) {
        for (const brown::Modifier &m : procedure->modifiers().items())
            ids.append(m.id);
    }
    // The same lines as shown: update them in place. A switch or a spin box
    // of the tree makes the step that brings us here, so its item must live.
    if (procedure && ids == mModifierIds) {
        const bool editable = !procedure->outcome().reading && !procedure->isRefused();
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
        mUpdating = false;
        refreshOdds();
        return;
    }
    mModifierIds = ids;
    mModifiers->clear();
    if (procedure) {
        auto *attacker = new QTreeWidgetItem(mModifiers, {tr("Attacker")});
        auto *defender = new QTreeWidgetItem(mModifiers, {tr("Defender")});
        const bool editable = !procedure->outcome().reading && !procedure->isRefused();
        for (const brown::Modifier &m : procedure->modifiers().items()) {
            auto *item = new QTreeWidgetItem(m.side == brown::Side::Attacker ? attacker : defender);
            item->setText(0, m.label());
            item->setData(0, Qt::UserRole, m.id);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(0, m.enabled ? Qt::Checked : Qt::Unchecked);
            item->setText(2, m.reason);
            item->setToolTip(2, m.reason);
            if (!m.derived)
                item->setToolTip(0, tr("The referee's call"));
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
                if (const brown::Modifier *line = current->modifiers().find(id))
                    report(mController->setModifier(id, line->enabled, value));
            });
            mModifiers->setItemWidget(item, 1, spin);
            if (!editable)
                item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
        }
        mModifiers->expandAll();
    }
    mUpdating = false;
    refreshOdds();
}

void ChargePanel::refreshOdds()
{
    const brown::ChargeProcedure *procedure = mController->available() ? mController->procedure() : nullptr;
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
    const QString highlighted = mOdds->highlightedOutcome();
    mOdds->setOutcomeCounts(odds.outcomes(), odds.total(), labels);
    if (procedure->outcome().reading)
        mOdds->highlightOutcome(brown::resultId(procedure->outcome().reading->result));
    else if (!highlighted.isEmpty())
        mOdds->clearHighlight();
}

void ChargePanel::refresh()
{
    const brown::ChargeProcedure *procedure = mController->available() ? mController->procedure() : nullptr;
    const bool applied = mController->chargeApplied();
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

    mEvadeRow->setVisible(procedure && step == Step::Evade && !applied);
    mCasualtyRow->setVisible(procedure && step == Step::ClosingCasualties);
    const bool canApply = procedure && step == Step::Done && !applied
        && (procedure->outcome().ending == brown::ChargeOutcome::Ending::Resolved
            || procedure->outcome().ending == brown::ChargeOutcome::Ending::Evaded);
    mApplySuggested->setText(
        tr("Apply the suggested moves (%1)").arg(brown::inchesText(mController->houseRules().suggestedMoveInches)));
    mApplySuggested->setVisible(canApply);

    // Before every roll, its chance: the die against the target the house rules set.
    const auto chance = [](const dice::Die &die, int modifier, int target) {
        return dice::Distribution::of(die).probabilityAtLeast(target - modifier);
    };
    QString action;
    bool enabled = mController->available();
    if (!procedure) {
        action = tr("Declare");
        enabled = enabled && !chosenTargetId().isEmpty();
    } else {
        const brown::HouseRules &rules = procedure->houseRules();
        switch (step) {
        case Step::Activation:
            action = tr("Roll Activation (%1, %2+: %3)")
                         .arg(procedure->attackerDie().name())
                         .arg(rules.activationTarget)
                         .arg(percentText(chance(procedure->attackerDie(), 0, rules.activationTarget)));
            break;
        case Step::Evade:
            action = tr("It Stands (No Evade)");
            break;
        case Step::FireDiscipline:
            action = tr("Roll Fire Discipline (%1, %2+ holds: %3)")
                         .arg(procedure->defenderDie().name())
                         .arg(rules.fireDisciplineTarget)
                         .arg(percentText(chance(procedure->defenderDie(), procedure->fireDisciplineModifier(),
                                                 rules.fireDisciplineTarget)));
            break;
        case Step::ClosingCasualties:
            action = tr("Enter Closing Casualties");
            enabled = enabled && mCasualties->value() >= 0;
            break;
        case Step::ChargeRoll:
            action = tr("Roll Class Dice (%1 against %2)").arg(procedure->attackerDie().name(), procedure->defenderDie().name());
            break;
        case Step::RideDown:
            action = tr("Roll Ride Down (d10 each)");
            break;
        case Step::Surrender:
            action = tr("Roll Surrender (d10)");
            break;
        case Step::Done:
            action = canApply ? tr("Apply to the Table") : tr("Finish the Charge");
            break;
        }
    }
    mAdvance->setText(action);
    mAdvance->setEnabled(enabled);

    // Resolve: the chosen pair, declared if need be, rolled to its next decision.
    mResolve->setText(mDocument->dice()->physicalDice() ? tr("Resolve: Enter Each Die") : tr("Resolve with Computer Dice"));
    const QString a = chosenAttackerId();
    const QString t = chosenTargetId();
    const brown::ChargeRecord *record = mController->available() ? mController->charge() : nullptr;
    const bool samePair = record && !record->isApplied() && record->situation.attacker.id == a
        && record->situation.defender.id == t;
    const bool waits = samePair && procedure
        && (step == Step::Evade || step == Step::ClosingCasualties || step == Step::Done);
    mResolve->setEnabled(mController->available() && !a.isEmpty() && !t.isEmpty() && a != t && !waits);
}

void ChargePanel::advance()
{
    if (!mController->available()) {
        showMessage(mController->unavailableReason());
        return;
    }
    const brown::ChargeProcedure *procedure = mController->procedure();
    if (procedure && procedure->step() == Step::Done && (mController->chargeApplied() || !mApplySuggested->isVisible())) {
        // The charge is over: its line goes; the next Enter declares anew.
        mPairChosen = false;
        report(mController->finishCharge());
        return;
    }
    if (!procedure) {
        declare(mAttackerBox->currentData().toString(), mTargetBox->currentData().toString());
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
    if (!mController->apply(mApplySuggested->isChecked())) {
        report(false);
        return;
    }
    emit chargeApplied();
    if (mController->melee())
        emit meleeBegins(attackerId, defenderId);
}

} // namespace vedette
