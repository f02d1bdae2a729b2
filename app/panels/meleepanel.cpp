#include "meleepanel.h"

#include "controllers/browncontroller.h"
#include "panels/elidingcheckbox.h"
#include "panels/elidinglabel.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "rules/brown/meleeodds.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace brown = rules::brown;
using Stage = brown::MeleeFight::Stage;

namespace {

QString percent(std::uint64_t count, std::uint64_t total)
{
    return QLocale().toString(total ? 100.0 * double(count) / double(total) : 0.0, 'f', 0) + u" %"_s;
}

// "0: 10 %, 1: 18 %, …" for the casualty steps one side takes.
QString stepsText(const QMap<int, std::uint64_t> &steps, std::uint64_t total)
{
    QStringList parts;
    for (auto it = steps.cbegin(); it != steps.cend(); ++it)
        parts.append(MeleePanel::tr("%n step(s) %1", nullptr, it.key()).arg(percent(it.value(), total)));
    return parts.join(u", "_s);
}

} // namespace

MeleePanel::MeleePanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Melee"), parent)
    , mDocument(document)
    , mController(document->brown())
{
    setObjectName(u"meleePanel"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    mTitle = new QLabel(tr("No melee."), body);
    mTitle->setObjectName(u"meleeTitle"_s);
    mTitle->setWordWrap(true);
    mTitle->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mTitle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    // Three lines whatever it says: the rows under it stay where they are.
    mTitle->setFixedHeight(3 * fontMetrics().lineSpacing());
    layout->addWidget(mTitle);

    // Each side: its name and strength on a line, its modifier and the
    // morale record under it.
    auto *grid = new QGridLayout;
    mAttackerLabel = new ElidingLabel(body);
    mDefenderLabel = new ElidingLabel(body);
    mAttackerModifier = new QSpinBox(body);
    mDefenderModifier = new QSpinBox(body);
    mAttackerRetreats = new ElidingCheckBox(tr("retreats"), body);
    mDefenderRetreats = new ElidingCheckBox(tr("retreats"), body);
    for (QSpinBox *box : {mAttackerModifier, mDefenderModifier}) {
        box->setRange(-30, 30);
        box->setPrefix(tr("d10 "));
        box->setAccessibleName(tr("Melee modifier"));
        box->setToolTip(tr("The side's melee modifier for the next round (default by class); the referee may change it."));
    }
    grid->addWidget(mAttackerLabel, 0, 0, 1, 2);
    grid->addWidget(mAttackerModifier, 1, 0);
    grid->addWidget(mAttackerRetreats, 1, 1);
    grid->addWidget(mDefenderLabel, 2, 0, 1, 2);
    grid->addWidget(mDefenderModifier, 3, 0);
    grid->addWidget(mDefenderRetreats, 3, 1);
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);
    connect(mAttackerModifier, &QSpinBox::valueChanged, this, [this](int v) {
        if (!mUpdating && !mController->setMeleeModifier(brown::Side::Attacker, v))
            mResult->setText(mController->lastError());
    });
    connect(mDefenderModifier, &QSpinBox::valueChanged, this, [this](int v) {
        if (!mUpdating && !mController->setMeleeModifier(brown::Side::Defender, v))
            mResult->setText(mController->lastError());
    });

    // The step's button: a fixed label, the round and its dice beside it.
    auto *stepRow = new QHBoxLayout;
    mStepLabel = new ElidingLabel(body);
    mStepLabel->setObjectName(u"meleeStepLabel"_s);
    mAdvance = new QPushButton(body);
    mAdvance->setObjectName(u"meleeAdvanceButton"_s);
    mAdvance->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    stepRow->addWidget(mStepLabel, 1);
    stepRow->addWidget(mAdvance);
    layout->addLayout(stepRow);

    mOddsLabel = new QLabel(body);
    mOddsLabel->setObjectName(u"meleeOdds"_s);
    mOddsLabel->setWordWrap(true);
    mOddsLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(mOddsLabel);
    mResult = new QLabel(body);
    mResult->setWordWrap(true);
    mResult->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(mResult);
    layout->addStretch(1);
    connect(mAdvance, &QPushButton::clicked, this, &MeleePanel::advance);
    for (auto key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto *shortcut = new QShortcut(QKeySequence(key), body);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &MeleePanel::advance);
    }
    setWidget(body);
    connect(mController, &BattleController::changed, this, &MeleePanel::refresh);
    connect(mController, &BattleController::battleChanged, mResult, &QLabel::clear);
    connect(mDocument, &Document::eventRecorded, this, [this](const journal::JournalEvent &event) {
        if (event.kind == u"brown.melee"_s || event.kind == u"brown.melee-morale"_s || event.kind == u"brown.melee-start"_s)
            mResult->setText(event.summary);
    });
    refresh();
}

MeleePanel::~MeleePanel() = default;

std::optional<brown::MeleeFight> MeleePanel::fight() const
{
    return mController->available() ? mController->meleeFight() : std::nullopt;
}

bool MeleePanel::start(const QString &attackerId, const QString &defenderId)
{
    if (!mController->startMelee(attackerId, defenderId)) {
        mResult->setText(mController->lastError());
        return false;
    }
    mAdvance->setFocus();
    return true;
}

void MeleePanel::advance()
{
    const std::optional<brown::MeleeFight> current = fight();
    if (!current)
        return;
    bool ok = true;
    switch (current->stage()) {
    case Stage::AwaitRound:
        // On physical dice the keypad names each d10 by its unit.
        mDocument->dice()->setDieLabels({current->fighter(brown::Side::Attacker).name,
                                         current->fighter(brown::Side::Defender).name});
        ok = mController->fightRound();
        mDocument->dice()->setDieLabels({});
        mAttackerRetreats->setChecked(false);
        mDefenderRetreats->setChecked(false);
        break;
    case Stage::AwaitMorale:
        ok = mController->recordMorale(mAttackerRetreats->isChecked(), mDefenderRetreats->isChecked());
        break;
    case Stage::Over:
        ok = mController->endMelee();
        break;
    }
    if (!ok)
        mResult->setText(mController->lastError());
}

void MeleePanel::refresh()
{
    mUpdating = true;
    const std::optional<brown::MeleeFight> current = fight();
    const bool active = current.has_value();
    const Stage stage = active ? current->stage() : Stage::Over;
    if (!mController->available()) {
        mTitle->setText(mController->unavailableReason());
    } else if (!active) {
        mTitle->setText(tr("No melee. A charge that ends in MELEE! starts one."));
    } else if (current->townBlock(brown::Side::Attacker) && current->townBlock(brown::Side::Defender)) {
        mTitle->setText(tr("Town fight: %1 against %2. Losses are spread over every stand of both blocks; all are "
                           "Disordered while it lasts.")
                            .arg(current->townBlock(brown::Side::Attacker)->describe(),
                                 current->townBlock(brown::Side::Defender)->describe()));
    } else {
        mTitle->setText(tr("%1 in melee with %2. Both are Disordered while it lasts.")
                            .arg(current->fighter(brown::Side::Attacker).name, current->fighter(brown::Side::Defender).name));
    }
    mTitle->setToolTip(mTitle->text());
    if (active) {
        const auto &a = current->fighter(brown::Side::Attacker);
        const auto &d = current->fighter(brown::Side::Defender);
        mAttackerLabel->setText(tr("%1 (%2 of %3, %n step(s) taken)", nullptr, a.stepsTaken)
                                    .arg(a.name, QString::number(a.strength), tr("%n men", nullptr, a.startingStrength)));
        mDefenderLabel->setText(tr("%1 (%2 of %3, %n step(s) taken)", nullptr, d.stepsTaken)
                                    .arg(d.name, QString::number(d.strength), tr("%n men", nullptr, d.startingStrength)));
        mAttackerModifier->setValue(a.meleeModifier);
        mDefenderModifier->setValue(d.meleeModifier);
        if (stage == Stage::AwaitRound) {
            const brown::MeleeOdds odds = brown::MeleeOdds::of(a.meleeModifier, d.meleeModifier);
            mOddsLabel->setText(tr("Next round (d10 %1 against d10 %2): %3 wins %4, tie %5, %6 wins %7.\n"
                                   "Steps %3 takes: %8.\nSteps %6 takes: %9.")
                                    .arg(QString::number(a.meleeModifier), QString::number(d.meleeModifier), a.name,
                                         percent(odds.attackerWins, odds.total), percent(odds.ties, odds.total), d.name,
                                         percent(odds.defenderWins, odds.total), stepsText(odds.attackerSteps, odds.total),
                                         stepsText(odds.defenderSteps, odds.total)));
        } else {
            mOddsLabel->clear();
        }
    } else {
        mAttackerLabel->clear();
        mDefenderLabel->clear();
        mOddsLabel->clear();
    }
    mAttackerModifier->setEnabled(active && stage == Stage::AwaitRound);
    mDefenderModifier->setEnabled(active && stage == Stage::AwaitRound);
    mAttackerRetreats->setVisible(active && stage == Stage::AwaitMorale);
    mDefenderRetreats->setVisible(active && stage == Stage::AwaitMorale);
    // docs/rules.md B-29: a melee that goes on is fought in the next turn.
    const bool nextTurn = active && stage == Stage::AwaitRound && current->turn() > mController->turn();
    switch (stage) {
    case Stage::AwaitRound:
        mAdvance->setText(tr("Roll Round"));
        mStepLabel->setText(nextTurn ? tr("Round %1 is fought in turn %2: Next Turn first")
                                           .arg(current->roundsFought() + 1)
                                           .arg(current->turn())
                                     : tr("Round %1: d10 each").arg(current->roundsFought() + 1));
        break;
    case Stage::AwaitMorale:
        mAdvance->setText(tr("Record Morale"));
        mStepLabel->setText(tr("Tick the side that retreats, if any"));
        break;
    case Stage::Over:
        mAdvance->setText(active ? tr("End the Melee") : tr("Melee Over"));
        mStepLabel->setText(active ? tr("The melee is over") : QString());
        break;
    }
    mAdvance->setEnabled(active && !nextTurn);
    mUpdating = false;
}

} // namespace vedette
