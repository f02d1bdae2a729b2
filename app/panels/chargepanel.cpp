#include "chargepanel.h"

#include "brownhouserulesdialog.h"
#include "meleepanel.h"
#include "oddswidget.h"

#include "commands/brownchargecommand.h"
#include "scene/chargelineitem.h"
#include "scene/tablescene.h"
#include "tools/chargetool.h"
#include "tools/toolmanager.h"
#include "scene/tableview.h"
#include "document/diceservice.h"
#include "document/campaign.h"
#include "document/document.h"
#include "store/campaignstore.h"
#include "window/mainwindow.h"

#include "rules/brown/chargeodds.h"
#include "rules/brown/inches.h"
#include "rules/brown/refusal.h"
#include "rules/brown/tablecharge.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
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

} // namespace

// Hands the procedure's events to the campaign log and the panel's running account.
class ChargePanel::Sink : public journal::EventSink
{
public:
    explicit Sink(ChargePanel *panel)
        : mPanel(panel)
    {
    }
    void append(const journal::JournalEvent &event) override
    {
        mPanel->mDocument->record(event);
        mPanel->showMessage(event.summary);
    }

private:
    ChargePanel *mPanel;
};

ChargePanel::ChargePanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Charge"), parent)
    , mDocument(document)
    , mSink(std::make_unique<Sink>(this))
{
    setObjectName(u"chargePanel"_s);
    // Each campaign has its own house rules; none stored means the book's.
    loadHouseRules();
    connect(document->campaign(), &Campaign::opened, this, &ChargePanel::loadHouseRules);
    connect(document->campaign(), &Campaign::closed, this, &ChargePanel::loadHouseRules);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    auto *pick = new QHBoxLayout;
    mAttackerBox = new QComboBox(body);
    mAttackerBox->setAccessibleName(tr("Attacker"));
    mTargetBox = new QComboBox(body);
    mTargetBox->setAccessibleName(tr("Target"));
    mDeclare = new QPushButton(tr("Declare"), body);
    pick->addWidget(mAttackerBox, 1);
    pick->addWidget(new QLabel(tr("charges"), body));
    pick->addWidget(mTargetBox, 1);
    pick->addWidget(mDeclare);
    layout->addLayout(pick);
    // The referee's own pick in a list redraws the line (activated: by hand only).
    connect(mAttackerBox, &QComboBox::activated, this, &ChargePanel::onListChoice);
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
        if (mUpdating || column != 0 || !mProcedure || item->data(0, Qt::UserRole).isNull())
            return;
        mProcedure->modifiers().setEnabled(item->data(0, Qt::UserRole).toString(), item->checkState(0) == Qt::Checked);
        refreshOdds();
    });
    layout->addWidget(mModifiers, 1);

    mNet = new QLabel(body);
    layout->addWidget(mNet);
    mOdds = new OddsWidget(body);
    layout->addWidget(mOdds);

    mEvade = new QCheckBox(tr("The defender evades"), body);
    layout->addWidget(mEvade);
    mCasualtyRow = new QWidget(body);
    auto *casualties = new QHBoxLayout(mCasualtyRow);
    casualties->setContentsMargins(0, 0, 0, 0);
    casualties->addWidget(new QLabel(tr("Closing casualties:"), mCasualtyRow));
    mCasualties = new QSpinBox(mCasualtyRow);
    mCasualties->setRange(0, 100);
    mCasualties->setSingleStep(10);
    mCasualties->setSuffix(u" %"_s);
    mCasualties->setAccessibleName(tr("Closing casualties"));
    casualties->addWidget(mCasualties);
    for (int pickPercent : {0, 10, 20, 30}) {
        auto *quick = new QPushButton(QStringLiteral("%1 %").arg(pickPercent), mCasualtyRow);
        quick->setFocusPolicy(Qt::NoFocus);
        connect(quick, &QPushButton::clicked, this, [this, pickPercent] { mCasualties->setValue(pickPercent); });
        casualties->addWidget(quick);
    }
    layout->addWidget(mCasualtyRow);
    mApplySuggested = new QCheckBox(body);
    mApplySuggested->setChecked(true);
    layout->addWidget(mApplySuggested);

    mResult = new QLabel(body);
    mResult->setWordWrap(true);
    mResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mResult);

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
    refresh();
}

ChargePanel::~ChargePanel()
{
    setTableScene(nullptr);
    setScenario(nullptr);
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
    if (!mScenario)
        return tr("There is no table to read the charge from.");
    const brown::TableCharge::Result found = brown::TableCharge::situation(*mScenario, attackerId, targetId, mRules);
    if (!found)
        return found.errorString;
    return brown::refusalReason(*found.situation, mRules);
}

void ChargePanel::choose(const QString &attackerId, const QString &targetId)
{
    const int a = mAttackerBox->findData(attackerId);
    const int t = mTargetBox->findData(targetId);
    if (a >= 0)
        mAttackerBox->setCurrentIndex(a);
    if (t >= 0)
        mTargetBox->setCurrentIndex(t);
    onListChoice();
}

void ChargePanel::onListChoice()
{
    const QString a = chosenAttackerId();
    const QString t = chosenTargetId();
    // A new pair replaces a charge that was not applied yet (its rolls stay in the log).
    if (mProcedure && (mApplied || mProcedure->step() == Step::Done || a != mAttackerId || t != mDefenderId)) {
        mProcedure.reset();
        mApplied = false;
        mResult->clear();
        refreshModifiers();
    }
    mPairChosen = true;
    const QString why = a == t ? QString() : refusalFor(a, t);
    if (!mProcedure) {
        const table::Unit *au = mScenario ? mScenario->unit(a) : nullptr;
        const table::Unit *tu = mScenario ? mScenario->unit(t) : nullptr;
        if (au && tu && au != tu)
            mTitle->setText(why.isEmpty() ? tr("%1 charges %2: Enter declares.").arg(au->name(), tu->name())
                                          : tr("%1 cannot charge %2: %3").arg(au->name(), tu->name(), why));
    }
    updateLine();
    refresh();
}

void ChargePanel::cancel()
{
    if (!mProcedure && !mPairChosen)
        return;
    const bool running = mProcedure && !mApplied && mProcedure->step() != Step::Done;
    mProcedure.reset();
    mApplied = false;
    mPairChosen = false;
    mResult->clear();
    if (running)
        showMessage(tr("Charge cancelled; nothing was applied to the table."));
    mTitle->setText(tr("Pick the attacker and the target, then Declare."));
    refreshModifiers();
    updateLine();
    refresh();
}

void ChargePanel::finish()
{
    mProcedure.reset();
    mApplied = false;
    mPairChosen = false;
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
    if (mProcedure) {
        a = mAttackerId;
        t = mDefenderId;
    } else if (mPairChosen) {
        a = chosenAttackerId();
        t = chosenTargetId();
    }
    const bool show = !a.isEmpty() && a != t && mScenario && mScenario->unit(a) && mScenario->unit(t);
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
    mLine->setRefusal(mProcedure ? mProcedure->refusal() : refusalFor(a, t));
}

void ChargePanel::setScenario(table::Scenario *scenario)
{
    if (mScenario && mObserver >= 0)
        mScenario->removeObserver(mObserver);
    mObserver = -1;
    mScenario = scenario;
    if (mScenario)
        mObserver = mScenario->addObserver([this](const table::ScenarioChange &) { rebuildUnitLists(); });
    rebuildUnitLists();
}

void ChargePanel::releaseScenario()
{
    mScenario = nullptr;
    mObserver = -1;
}

void ChargePanel::rebuildUnitLists()
{
    for (QComboBox *box : {mAttackerBox, mTargetBox}) {
        const QString current = box->currentData().toString();
        box->clear();
        if (mScenario) {
            for (const table::Unit &u : mScenario->units())
                box->addItem(u.name(), u.id());
        }
        const int at = box->findData(current);
        if (at >= 0)
            box->setCurrentIndex(at);
    }
    mDeclare->setEnabled(mScenario && !mScenario->units().isEmpty());
}

bool ChargePanel::declare(const QString &attackerId, const QString &targetId)
{
    if (!mScenario) {
        showMessage(tr("There is no table to read the charge from."));
        return false;
    }
    const brown::TableCharge::Result found = brown::TableCharge::situation(*mScenario, attackerId, targetId, mRules);
    if (!found) {
        mResult->setText(found.errorString);
        return false;
    }
    const int a = mAttackerBox->findData(attackerId);
    const int t = mTargetBox->findData(targetId);
    if (a >= 0)
        mAttackerBox->setCurrentIndex(a);
    if (t >= 0)
        mTargetBox->setCurrentIndex(t);
    declare(*found.situation);
    return true;
}

void ChargePanel::declare(const brown::ChargeSituation &situation)
{
    mResult->clear();
    mApplied = false;
    mAttackerId = situation.attacker.id;
    mDefenderId = situation.defender.id;
    mEvade->setChecked(false);
    mCasualties->setValue(0);
    mProcedure = std::make_unique<brown::ChargeProcedure>(situation, mRules, *mSink);
    mTitle->setText(tr("%1 charges %2, %3 away.")
                        .arg(situation.attacker.name, situation.defender.name,
                             brown::inchesText(situation.distanceInches)));
    mPairChosen = true;
    refreshModifiers();
    updateLine();
    refresh();
    if (mAdvance->isEnabled())
        mAdvance->setFocus();
}

void ChargePanel::setHouseRules(const brown::HouseRules &rules)
{
    if (rules == mRules)
        return;
    journal::JournalEvent event;
    event.kind = u"brown.house-rules"_s;
    event.summary = tr("Brown's house rules changed.");
    event.detail = QJsonObject{{u"before"_s, mRules.toJson()}, {u"after"_s, rules.toJson()}};
    mRules = rules;
    mDocument->record(event);
    // The campaign keeps its house rules, so they hold when it is opened again.
    Campaign *campaign = mDocument->campaign();
    if (campaign->isOpen() && !campaign->isReadOnly())
        campaign->store()->setHouseRules(u"brown"_s, mRules.toJson());
}

void ChargePanel::loadHouseRules()
{
    store::CampaignStore *store = mDocument->campaign()->store();
    const QJsonObject json = store ? store->houseRules(u"brown"_s) : QJsonObject();
    if (json.isEmpty()) {
        mRules = brown::HouseRules();
        return;
    }
    if (const std::optional<brown::HouseRules> rules = brown::HouseRules::fromJson(json))
        mRules = *rules;
}

void ChargePanel::showMessage(const QString &text)
{
    mResult->setText(mResult->text().isEmpty() ? text : mResult->text() + u'\n' + text);
}

void ChargePanel::refreshModifiers()
{
    mUpdating = true;
    mModifiers->clear();
    if (mProcedure) {
        auto *attacker = new QTreeWidgetItem(mModifiers, {tr("Attacker")});
        auto *defender = new QTreeWidgetItem(mModifiers, {tr("Defender")});
        const bool editable = mProcedure->step() != Step::Done && mProcedure->step() != Step::RideDown
            && mProcedure->step() != Step::Surrender;
        for (const brown::Modifier &m : mProcedure->modifiers().items()) {
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
                if (mUpdating || !mProcedure)
                    return;
                mProcedure->modifiers().setValue(id, value);
                refreshOdds();
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
    if (!mProcedure || mProcedure->isRefused()) {
        mNet->clear();
        mOdds->clear();
        return;
    }
    const brown::ModifierList &mods = mProcedure->modifiers();
    const brown::ChargeSituation &s = mProcedure->situation();
    const brown::ChargeOdds odds = brown::ChargeOdds::compute(mProcedure->attackerDie(), mProcedure->defenderDie(),
                                                              mods.net(), mProcedure->chart(), s.attacker.isCavalry(),
                                                              s.defender.isCavalry());
    QString net = tr("Net modifier %1 (attacker %2, defender %3); %4 against %5 on the %6 chart.")
                      .arg(signedNumber(mods.net()), signedNumber(mods.total(brown::Side::Attacker)),
                           signedNumber(mods.total(brown::Side::Defender)), mProcedure->attackerDie().name(),
                           mProcedure->defenderDie().name(),
                           mProcedure->chart() == brown::ChartKind::Cover ? tr("cover") : tr("open"));
    if (s.attacker.isCavalry())
        net += u' ' + tr("Blown: %1 %.").arg(QLocale().toString(100.0 * odds.blownProbability(), 'f', 1));
    mNet->setText(net);
    QMap<QString, QString> labels;
    for (brown::ChargeResult r : brown::allResults())
        labels.insert(brown::resultId(r), shortResult(r));
    const QString highlighted = mOdds->highlightedOutcome();
    mOdds->setOutcomeCounts(odds.outcomes(), odds.total(), labels);
    if (mProcedure->outcome().reading)
        mOdds->highlightOutcome(brown::resultId(mProcedure->outcome().reading->result));
    else if (!highlighted.isEmpty())
        mOdds->clearHighlight();
}

void ChargePanel::refresh()
{
    const Step step = mProcedure ? mProcedure->step() : Step::Activation;
    int row = DeclareRow;
    if (mProcedure && !mProcedure->isRefused())
        row = mApplied ? -1 : rowOf(step);
    for (int i = 0; i < mSteps->count(); ++i) {
        QListWidgetItem *item = mSteps->item(i);
        QFont f = item->font();
        f.setBold(i == row);
        item->setFont(f);
    }
    mSteps->setCurrentRow(row);

    mEvade->setVisible(mProcedure && step == Step::Evade);
    mCasualtyRow->setVisible(mProcedure && step == Step::ClosingCasualties);
    const bool canApply = mProcedure && step == Step::Done && !mApplied
        && (mProcedure->outcome().ending == brown::ChargeOutcome::Ending::Resolved
            || mProcedure->outcome().ending == brown::ChargeOutcome::Ending::Evaded);
    mApplySuggested->setText(tr("Apply the suggested moves (%1)").arg(brown::inchesText(mRules.suggestedMoveInches)));
    mApplySuggested->setVisible(canApply);

    QString action;
    bool enabled = true;
    if (!mProcedure) {
        action = tr("Declare");
        enabled = mScenario != nullptr;
    } else {
        switch (step) {
        case Step::Activation:
            action = tr("Roll Activation (%1, %2+)").arg(mProcedure->attackerDie().name()).arg(mRules.activationTarget);
            break;
        case Step::Evade:
            action = tr("Confirm Evade Decision");
            break;
        case Step::FireDiscipline:
            action = tr("Roll Fire Discipline (%1, %2+)").arg(mProcedure->defenderDie().name()).arg(mRules.fireDisciplineTarget);
            break;
        case Step::ClosingCasualties:
            action = tr("Enter Closing Casualties");
            break;
        case Step::ChargeRoll:
            action = tr("Roll Class Dice (%1 against %2)").arg(mProcedure->attackerDie().name(), mProcedure->defenderDie().name());
            break;
        case Step::RideDown:
            action = tr("Roll Ride Down (d10 each)");
            break;
        case Step::Surrender:
            action = tr("Roll Surrender (d10)");
            break;
        case Step::Done:
            if (canApply) {
                action = tr("Apply to the Table");
            } else {
                action = tr("Finish the Charge");
            }
            break;
        }
    }
    mAdvance->setText(action);
    mAdvance->setEnabled(enabled);
}

void ChargePanel::advance()
{
    if (mProcedure && mProcedure->step() == Step::Done && (mApplied || !mApplySuggested->isVisible())) {
        // The charge is over: its line goes; the next Enter declares anew.
        finish();
        return;
    }
    if (!mProcedure) {
        if (mScenario)
            declare(mAttackerBox->currentData().toString(), mTargetBox->currentData().toString());
        return;
    }
    const Step before = mProcedure->step();
    try {
        dice::DiceSource &source = mDocument->dice()->source();
        switch (before) {
        case Step::Activation:
            mProcedure->rollActivation(source);
            break;
        case Step::Evade:
            mProcedure->decideEvade(mEvade->isChecked());
            break;
        case Step::FireDiscipline:
            mProcedure->rollFireDiscipline(source);
            break;
        case Step::ClosingCasualties:
            mProcedure->enterClosingCasualties(mCasualties->value() / 10 * 10);
            break;
        case Step::ChargeRoll:
            mProcedure->rollCharge(source);
            break;
        case Step::RideDown:
            mProcedure->rollRideDown(source);
            break;
        case Step::Surrender:
            mProcedure->rollSurrender(source);
            break;
        case Step::Done:
            apply();
            break;
        }
    } catch (const dice::DiceUnavailable &) {
        showMessage(tr("Roll cancelled; the step can be thrown again."));
    }
    // Casualties change the mass, and rolled charges freeze the list: show it anew.
    if (before == Step::ClosingCasualties || before == Step::ChargeRoll || mProcedure->step() == Step::Done)
        refreshModifiers();
    refresh();
}

void ChargePanel::apply()
{
    const brown::ChargeOutcome &outcome = mProcedure->outcome();
    if (mScenario && mScenario->unit(mAttackerId) && mScenario->unit(mDefenderId)) {
        auto *command = new BrownChargeCommand(mScenario, mAttackerId, mDefenderId, outcome,
                                               mApplySuggested->isChecked());
        if (outcome.reading)
            command->setText(tr("Charge: %1").arg(shortResult(outcome.reading->result)));
        mDocument->push(command);
        if (outcome.ending == brown::ChargeOutcome::Ending::Resolved)
            mProcedure->offerPursuit(brown::TableCharge::pursuitCandidates(*mScenario, mAttackerId, mDefenderId));
    } else {
        showMessage(tr("No table to apply the result to: it is in the log only."));
    }
    mApplied = true;
    emit chargeApplied();
    if (outcome.meleeBegins)
        emit meleeBegins(mAttackerId, mDefenderId);
}

void installBrownCharge(MainWindow *window)
{
    auto *panel = new ChargePanel(window->document(), window);
    panel->setScenario(&window->document()->scenario());
    window->addPanel(panel, Qt::RightDockWidgetArea);
    panel->hide();
    auto *melee = new MeleePanel(window->document(), window);
    window->addPanel(melee, Qt::RightDockWidgetArea);
    melee->hide();
    // The document (and its scenario) may go before the panels when the window closes.
    QObject::connect(window->document(), &QObject::destroyed, panel, [panel, melee] {
        panel->releaseScenario();
        melee->setScenario(nullptr);
    });
    QObject::connect(panel, &ChargePanel::meleeBegins, melee, [panel, melee](const QString &a, const QString &d) {
        melee->setScenario(panel->scenario());
        melee->setHouseRules(panel->houseRules());
        if (melee->start(a, d)) {
            melee->show();
            melee->raise();
        }
    });
    // The table's Charge tool hands its two clicks to the panel; Enter and
    // Esc on the table walk and cancel the charge here.
    if (TableView *view = window->tableView())
        panel->setTableScene(view->tableScene());
    if (auto *tools = window->findChild<ToolManager *>(u"toolManager"_s)) {
        if (auto *tool = qobject_cast<ChargeTool *>(tools->tool(u"chargeTool"_s))) {
            tool->setRefusalCheck([panel = QPointer<ChargePanel>(panel)](const QString &a, const QString &t) {
                return panel ? panel->refusalFor(a, t) : QString();
            });
            QObject::connect(tool, &ChargeTool::pairChosen, panel, [panel](const QString &a, const QString &t) {
                panel->choose(a, t);
                panel->show();
                panel->raise();
            });
            QObject::connect(tool, &ChargeTool::advanceRequested, panel, [panel] {
                panel->show();
                panel->advance();
            });
            QObject::connect(tool, &ChargeTool::cancelRequested, panel, &ChargePanel::cancel);
        }
    }
    QMenu *rules = window->menu(MainWindow::Menu::Rules);
    QAction *toggle = panel->toggleViewAction();
    toggle->setText(ChargePanel::tr("Brown's &Charge"));
    toggle->setToolTip(ChargePanel::tr("Show the panel that walks a charge of Dan Brown's rules"));
    rules->addAction(toggle);
    QAction *meleeToggle = melee->toggleViewAction();
    meleeToggle->setText(ChargePanel::tr("Brown's &Melee"));
    rules->addAction(meleeToggle);
    QAction *house = rules->addAction(ChargePanel::tr("Brown's &House Rules..."));
    QObject::connect(house, &QAction::triggered, panel, [panel, window] {
        BrownHouseRulesDialog dialog(panel->houseRules(), window);
        if (dialog.exec() == QDialog::Accepted)
            panel->setHouseRules(dialog.houseRules());
    });
}

} // namespace vedette
