#include "lightbrigadewindow.h"

#include "lightbrigadecard.h"
#include "lightbrigadedecider.h"
#include "lightbrigadeoddschart.h"
#include "lightbrigadesetupdialog.h"
#include "lightbrigadetrack.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/savedcharge.h"

#include "dice/seededdicesource.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
namespace lb = vedette::rules::lightbrigade;

namespace vedette {

namespace {

// The history the game is measured against (light-brigade-solo.txt).
constexpr int kHistoryCharged = 673;
constexpr int kHistoryKilled = 113;
constexpr int kHistoryWounded = 247;

constexpr int kCardColumns = 4;

// "5, 3+4=7, 2": one entry per roll, sums shown for two dice.
QString compactRolls(const QList<dice::RollRecord> &rolls)
{
    QStringList parts;
    for (const dice::RollRecord &roll : rolls) {
        if (roll.dice.size() == 1) {
            parts.append(QString::number(roll.total()));
            continue;
        }
        QStringList faces;
        for (int face : roll.faces())
            faces.append(QString::number(face));
        parts.append(faces.join(u'+') + u'=' + QString::number(roll.total()));
    }
    return parts.join(u", "_s);
}

} // namespace

LightBrigadeWindow::LightBrigadeWindow(Document *document, QWidget *parent)
    : QMainWindow(parent)
    , mDocument(document)
    , mDecider(std::make_unique<LightBrigadeDecider>(this))
    , mTabs(new QTabWidget(this))
    , mStatus(new QLabel(this))
    , mTrack(new LightBrigadeTrack(this))
    , mCardGrid(new QGridLayout)
    , mLog(new QTextBrowser(this))
    , mScore(new QLabel(this))
    , mMode(new QComboBox(this))
    , mPhysical(new QCheckBox(tr("Physical dice"), this))
    , mOdds(new LightBrigadeOddsChart(this))
    , mOddsGames(new QSpinBox(this))
    , mOddsFrontRank(new QCheckBox(tr("Front rank"), this))
{
    setObjectName(u"lightBrigadeWindow"_s);
    setWindowTitle(tr("Charge of the Light Brigade"));
    resize(1400, 940);

    // Tool bar: the actions of the game.
    QToolBar *bar = addToolBar(tr("Charge"));
    bar->setObjectName(u"lightBrigadeToolBar"_s);
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QAction *newGame = bar->addAction(tr("New charge…"), this, &LightBrigadeWindow::startNewGameDialog);
    newGame->setObjectName(u"actionNewCharge"_s);
    bar->addSeparator();
    mNextMan = bar->addAction(tr("Next man"), this, &LightBrigadeWindow::nextMan);
    mNextMan->setObjectName(u"actionNextMan"_s);
    mNextMan->setShortcut(Qt::Key_N);
    mNextMan->setToolTip(tr("Roll for the next man (N)"));
    mRollTurn = bar->addAction(tr("Roll the turn"), this, &LightBrigadeWindow::rollTurn);
    mRollTurn->setObjectName(u"actionRollTurn"_s);
    mRollTurn->setShortcut(Qt::Key_Space);
    mRollTurn->setToolTip(tr("Every man's movement or melee, then morale and rally; stops only for your decisions (Space)"));
    mRideToEnd = bar->addAction(tr("Ride to the end"), this, &LightBrigadeWindow::rideToEnd);
    mRideToEnd->setObjectName(u"actionRideToEnd"_s);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Decisions: "), this));
    mMode->setObjectName(u"decisionMode"_s);
    mMode->addItem(tr("Ask me"), int(LightBrigadeDecider::Mode::Ask));
    mMode->addItem(tr("Steady policy"), int(LightBrigadeDecider::Mode::Steady));
    mMode->addItem(tr("Bold policy"), int(LightBrigadeDecider::Mode::Bold));
    mMode->setToolTip(tr("Ask me: spur orders on the cards, rally and horse switches asked when they come up.\n"
                         "Steady: never spur unless Hurried; rally Retreating, else Hesitant, else Hurried; always switch a blown horse.\n"
                         "Bold: as steady, but every man spurs for a second move on the approach while his horse has under 4 spur points."));
    bar->addWidget(mMode);
    connect(mMode, &QComboBox::currentIndexChanged, this, [this] {
        mDecider->setMode(LightBrigadeDecider::Mode(mMode->currentData().toInt()));
        syncCards();
    });
    bar->addSeparator();
    mPhysical->setObjectName(u"physicalDice"_s);
    mPhysical->setToolTip(tr("Throw real dice and type the faces in"));
    bar->addWidget(mPhysical);
    if (mDocument) {
        mPhysical->setChecked(mDocument->dice()->physicalDice());
        connect(mPhysical, &QCheckBox::toggled, mDocument->dice(), &DiceService::setPhysicalDice);
        connect(mDocument->dice(), &DiceService::physicalDiceChanged, mPhysical, &QCheckBox::setChecked);
    } else {
        mPhysical->setEnabled(false);
    }
    // Until a charge forms up (newGame seeds it from the document's dice).
    mChargeDice = std::make_unique<dice::SeededDiceSource>(QRandomGenerator::global()->generate64());

    // The charge: status, track, cards and the log.
    auto *charge = new QWidget(this);
    auto *chargeLayout = new QVBoxLayout(charge);
    chargeLayout->setContentsMargins(8, 6, 8, 6);
    QFont statusFont = mStatus->font();
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.15);
    statusFont.setBold(true);
    mStatus->setFont(statusFont);
    mStatus->setObjectName(u"lightBrigadeStatus"_s);
    chargeLayout->addWidget(mStatus);
    chargeLayout->addWidget(mTrack);

    auto *split = new QSplitter(Qt::Horizontal, charge);
    auto *cardsHost = new QWidget(split);
    cardsHost->setLayout(mCardGrid);
    mCardGrid->setSpacing(8);
    mCardGrid->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(split);
    scroll->setWidget(cardsHost);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    split->addWidget(scroll);

    auto *side = new QWidget(split);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    mScore->setObjectName(u"lightBrigadeScore"_s);
    mScore->setWordWrap(true);
    mScore->setTextFormat(Qt::RichText);
    mScore->setStyleSheet(u"QLabel { background: #f6efdc; border: 1px solid #c9b896; border-radius: 6px; padding: 8px; color: #3a2c1c; }"_s);
    mScore->hide();
    sideLayout->addWidget(mScore);
    mLog->setObjectName(u"lightBrigadeLog"_s);
    mLog->setOpenLinks(false);
    sideLayout->addWidget(mLog, 1);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({980, 420});
    chargeLayout->addWidget(split, 1);
    mTabs->addTab(charge, tr("The charge"));

    // The odds: score histograms from a quick simulation.
    auto *odds = new QWidget(this);
    auto *oddsLayout = new QVBoxLayout(odds);
    auto *controls = new QHBoxLayout;
    mOddsGames->setObjectName(u"oddsGames"_s);
    mOddsGames->setRange(100, 200000);
    mOddsGames->setSingleStep(1000);
    mOddsGames->setValue(10000);
    mOddsGames->setSuffix(tr(" charges each"));
    auto *simulate = new QPushButton(tr("Simulate"), odds);
    simulate->setObjectName(u"simulateOdds"_s);
    connect(simulate, &QPushButton::clicked, this, &LightBrigadeWindow::simulateOdds);
    controls->addWidget(new QLabel(tr("Score of simulated charges, by troop type and policy:"), odds));
    controls->addStretch();
    controls->addWidget(mOddsGames);
    controls->addWidget(mOddsFrontRank);
    controls->addWidget(simulate);
    oddsLayout->addLayout(controls);
    oddsLayout->addWidget(mOdds, 1);
    mTabs->addTab(odds, tr("Odds"));

    setCentralWidget(mTabs);
    statusBar();
    sync();
}

LightBrigadeWindow::~LightBrigadeWindow() = default;

dice::DiceSource &LightBrigadeWindow::diceSource()
{
    return diceSource(*mChargeDice);
}

dice::DiceSource &LightBrigadeWindow::diceSource(dice::SeededDiceSource &own)
{
    if (mDocument && mDocument->dice()->physicalDice())
        return mDocument->dice()->source();
    return own;
}

std::uint64_t LightBrigadeWindow::freshSeed()
{
    // From the document's seeded dice when there are some, so a battle's
    // seed (shown in the dice tray) decides its charges too.
    if (mDocument && !mDocument->dice()->physicalDice())
        return mDocument->dice()->seeded().next();
    return QRandomGenerator::global()->generate64();
}

bool LightBrigadeWindow::newGame(const lb::Settings &settings, const QStringList &names)
{
    lb::Game fresh(settings);
    auto freshDice = std::make_unique<dice::SeededDiceSource>(freshSeed());
    journal::EventList events;
    lb::Engine engine(fresh, diceSource(*freshDice), *mDecider, &events);
    try {
        engine.setUp(names);
    } catch (const dice::DiceUnavailable &) {
        statusBar()->showMessage(tr("The skill rolls were cancelled; no charge was formed."), 6000);
        return false;
    }
    mGame = fresh;
    mChargeDice = std::move(freshDice);
    mRecordId = 0; // a new charge is a new record; the last one stays as it was
    mUnsaved.clear();
    mDecider->clearOrders();
    mLog->clear();
    mLoggedTurn = -1;
    publish(events.events());
    sync();
    autosave();
    return true;
}

bool LightBrigadeWindow::resume(const QJsonObject &saved, QString *error)
{
    auto game = lb::Game::fromJson(saved, error);
    if (!game)
        return false;
    // Only the game was kept in the log, not its dice: they start afresh.
    mChargeDice = std::make_unique<dice::SeededDiceSource>(freshSeed());
    mRecordId = 0;
    mGame = *game;
    mDecider->clearOrders();
    mUnsaved.clear();
    mLog->clear();
    mLoggedTurn = -1;
    mLog->append(tr("<p><i>The charge resumes in turn %1.</i></p>").arg(resumeTurn()));
    sync();
    return true;
}

QJsonObject LightBrigadeWindow::lastSavedState(const Document *document)
{
    if (!document)
        return {};
    const QList<journal::JournalEvent> &events = document->events();
    for (qsizetype i = events.size() - 1; i >= 0; --i) {
        if (!events[i].kind.startsWith(u"lightbrigade."_s))
            continue;
        const QJsonObject state = events[i].detail.value(u"state"_s).toObject();
        if (!state.isEmpty())
            return state;
    }
    return {};
}

store::GameState LightBrigadeWindow::campaignRecord() const
{
    store::GameState record;
    record.id = mRecordId;
    record.kind = lb::SavedCharge::kind();
    record.version = lb::SavedCharge::kVersion;
    record.state = lb::SavedCharge{mGame, lb::SavedCharge::Dice{mChargeDice->seed(), mChargeDice->draws()}}.toJson();
    record.finished = mGame.isOver();
    const int turn = resumeTurn();
    record.name = mGame.isOver() ? tr("Charge of the Light Brigade: %1, over, %n point(s)", nullptr, mGame.tally().score)
                                       .arg(lb::Settings::troopName(mGame.settings().troop))
                                 : tr("Charge of the Light Brigade: %1, turn %2, %3 in the charge")
                                       .arg(lb::Settings::troopName(mGame.settings().troop))
                                       .arg(turn)
                                       .arg(mGame.inPlayCount());
    return record;
}

int LightBrigadeWindow::resumeTurn() const
{
    // Between turns the next one is the turn the charge resumes in.
    return mGame.phase() == lb::Phase::TurnStart ? mGame.turn() + 1 : mGame.turn();
}

bool LightBrigadeWindow::resumeRecord(const store::GameState &record, QString *error)
{
    if (record.kind != lb::SavedCharge::kind()) {
        if (error)
            *error = tr("This is not a saved Charge of the Light Brigade.");
        return false;
    }
    std::optional<lb::SavedCharge> saved = lb::SavedCharge::fromJson(record.state, error);
    if (!saved)
        return false;
    if (saved->dice) {
        mChargeDice = std::make_unique<dice::SeededDiceSource>(saved->dice->seed);
        mChargeDice->skip(saved->dice->draws);
    } else {
        mChargeDice = std::make_unique<dice::SeededDiceSource>(freshSeed());
    }
    mGame = saved->game;
    mRecordId = record.id;
    mDecider->clearOrders();
    mUnsaved.clear();
    mLog->clear();
    mLoggedTurn = -1;
    // The narrative so far: the charge's own entries in the campaign log.
    if (mDocument && mDocument->campaign()->isOpen() && record.id != 0) {
        store::JournalFilter filter;
        filter.game = record.id;
        for (const store::JournalEntry &entry : mDocument->campaign()->store()->journal(filter))
            appendLog(entry.event);
    }
    mLog->append(tr("<p><i>The charge resumes in turn %1.</i></p>").arg(resumeTurn()));
    sync();
    return true;
}

QList<store::GameState> LightBrigadeWindow::unfinishedCharges(const Document *document)
{
    QList<store::GameState> charges;
    if (!document || !document->campaign()->isOpen())
        return charges;
    for (const store::GameState &game : document->campaign()->store()->games(lb::SavedCharge::kind())) {
        if (!game.finished)
            charges.append(game);
    }
    return charges;
}

void LightBrigadeWindow::autosave()
{
    if (!mDocument || mGame.phase() == lb::Phase::Setup)
        return;
    // The charge's state and what its step logged: one transaction, filed
    // under the charge's own record.
    const QList<journal::JournalEvent> events = std::exchange(mUnsaved, {});
    if (const std::optional<qint64> id = mDocument->recordGame(campaignRecord(), events))
        mRecordId = *id;
}

bool LightBrigadeWindow::run(const std::function<void(lb::Engine &)> &action)
{
    if (mGame.isOver())
        return false;
    journal::EventList events;
    lb::Engine engine(mGame, diceSource(), *mDecider, &events);
    // A question (a rally, a riderless horse) comes in the middle of a turn,
    // or of many turns with Ride to the End: the cards, the track and the
    // narrative first show the game as it stands when it is asked.
    qsizetype published = 0;
    const auto showSoFar = [this, &events, &published] {
        const QList<journal::JournalEvent> &all = events.events();
        publish(all.mid(published));
        published = all.size();
        sync();
    };
    mDecider->setBeforeQuestion(showSoFar);
    bool complete = true;
    try {
        action(engine);
    } catch (const dice::DiceUnavailable &) {
        // The step in progress is dropped whole; what was already played stands.
        complete = false;
        statusBar()->showMessage(tr("Roll cancelled: the man's move was not played."), 6000);
    }
    mDecider->setBeforeQuestion({});
    const QList<journal::JournalEvent> rest = events.events().mid(published);
    publish(rest);
    // The last event keeps where the charge stands, even when every event
    // was shown before the last question.
    if (rest.isEmpty() && published > 0 && !mUnsaved.isEmpty())
        mUnsaved.last().detail.insert(u"state"_s, mGame.toJson());
    sync();
    if (!events.events().isEmpty())
        autosave();
    return complete;
}

void LightBrigadeWindow::nextMan()
{
    run([](lb::Engine &engine) { engine.nextMan(); });
}

void LightBrigadeWindow::rollTurn()
{
    run([](lb::Engine &engine) { engine.playTurn(); });
}

void LightBrigadeWindow::rideToEnd()
{
    run([](lb::Engine &engine) { engine.playToEnd(); });
}

void LightBrigadeWindow::startNewGameDialog()
{
    LightBrigadeSetupDialog dialog(this);
    dialog.setSettings(mGame.settings());
    if (dialog.exec() == QDialog::Accepted)
        newGame(dialog.settings(), dialog.names());
}

void LightBrigadeWindow::simulateOdds()
{
    setCursor(Qt::WaitCursor);
    mOdds->simulate(mOddsGames->value(), 1854, mOddsFrontRank->isChecked());
    unsetCursor();
}

void LightBrigadeWindow::publish(const QList<journal::JournalEvent> &events)
{
    for (qsizetype i = 0; i < events.size(); ++i) {
        journal::JournalEvent event = events[i];
        if (i == events.size() - 1) {
            // The campaign keeps where the charge stands, to resume it.
            event.detail.insert(u"state"_s, mGame.toJson());
        }
        appendLog(event);
        // Written with the charge's next save, in the same transaction.
        mUnsaved.append(event);
    }
}

void LightBrigadeWindow::appendLog(const journal::JournalEvent &event)
{
    if (event.turn != mLoggedTurn && event.kind != u"lightbrigade.setup"_s) {
        mLoggedTurn = event.turn;
        mLog->append(u"<h3 style='color:#3a2c1c;margin-top:10px'>%1</h3>"_s.arg(tr("Turn %1").arg(event.turn).toHtmlEscaped()));
    }
    QString style;
    if (event.kind == u"lightbrigade.end"_s)
        style = u"font-weight:bold;color:#1f3f8a"_s;
    else if (event.kind == u"lightbrigade.morale"_s || event.kind == u"lightbrigade.rally"_s)
        style = u"color:#8a4a12"_s;
    else if (event.kind == u"lightbrigade.turn"_s)
        style = u"font-style:italic"_s;
    QString text = event.summary.toHtmlEscaped();
    if (!event.rolls.isEmpty()) {
        // The faces only; the campaign log keeps each roll with its purpose.
        text += u" <span style='color:#8a7a60'>%1</span>"_s.arg(tr("[dice %1]").arg(compactRolls(event.rolls)).toHtmlEscaped());
    }
    mLog->append(u"<p style='margin:2px 0;%1'>%2</p>"_s.arg(style, text));
}

QString LightBrigadeWindow::logText() const
{
    return mLog->toPlainText();
}

QString LightBrigadeWindow::scoreText() const
{
    return mScore->isVisible() || mGame.isOver() ? mScore->text() : QString();
}

qsizetype LightBrigadeWindow::nextActor() const
{
    if (mGame.isOver() || mGame.phase() == lb::Phase::Setup)
        return -1;
    if (mGame.phase() != lb::Phase::Movement && mGame.phase() != lb::Phase::TurnStart)
        return -1;
    const int turn = mGame.phase() == lb::Phase::TurnStart ? mGame.turn() + 1 : mGame.turn();
    const qsizetype from = mGame.phase() == lb::Phase::TurnStart ? 0 : mGame.cursor();
    for (qsizetype i = from; i < mGame.size(); ++i) {
        const lb::Man &m = mGame.man(i);
        // Men retreating leave at the start of the turn.
        if (m.rides() && m.joinedTurn < turn && !(mGame.phase() == lb::Phase::TurnStart && m.status == lb::BreakStatus::Retreating))
            return i;
    }
    return -1;
}

void LightBrigadeWindow::sync()
{
    const bool playing = !mGame.isOver() && mGame.phase() != lb::Phase::Setup;
    mNextMan->setEnabled(playing);
    mRollTurn->setEnabled(playing);
    mRideToEnd->setEnabled(playing);
    const qsizetype next = nextActor();
    mTrack->setGame(mGame);
    mTrack->setCurrent(next);
    const lb::Tally t = mGame.tally();
    QString status;
    if (mGame.phase() == lb::Phase::Setup) {
        status = tr("Choose New charge… to form up a troop.");
    } else if (mGame.isOver()) {
        status = tr("The charge is over: %n point(s).", nullptr, t.score);
    } else {
        QString where;
        switch (mGame.phase()) {
        case lb::Phase::Morale: where = tr("morale phase next"); break;
        case lb::Phase::Rally: where = tr("rally phase next"); break;
        default:
            where = next >= 0 ? tr("next: %1").arg(lb::Engine::label(mGame, next)) : tr("morale phase next");
            break;
        }
        const int turn = mGame.phase() == lb::Phase::TurnStart ? mGame.turn() + 1 : mGame.turn();
        status = tr("%1 · Turn %2 · %3 · in the charge: %4, home: %5, killed: %6, Russians killed: %7")
                     .arg(lb::Settings::troopName(mGame.settings().troop))
                     .arg(turn)
                     .arg(where)
                     .arg(mGame.inPlayCount())
                     .arg(t.home + t.stragglersHome)
                     .arg(t.killed)
                     .arg(t.russiansKilled);
    }
    mStatus->setText(status);
    syncCards();
    syncScore();
}

void LightBrigadeWindow::syncCards()
{
    {
        const QSignalBlocker blocker(mMode);
        mMode->setCurrentIndex(mMode->findData(int(mDecider->mode())));
    }
    if (mGame.phase() == lb::Phase::Setup) {
        for (LightBrigadeCard *card : std::as_const(mCards))
            card->hide();
        return;
    }
    while (mCards.size() < mGame.size()) {
        auto *card = new LightBrigadeCard(mCards.size(), mCardGrid->parentWidget());
        connect(card, &LightBrigadeCard::orderChanged, this, [this](qsizetype index, lb::SpurUse use) { mDecider->setOrder(index, use); });
        mCardGrid->addWidget(card, int(mCards.size() / kCardColumns), int(mCards.size() % kCardColumns));
        mCards.append(card);
    }
    const qsizetype next = nextActor();
    for (qsizetype i = 0; i < mCards.size(); ++i) {
        LightBrigadeCard *card = mCards[i];
        if (i >= mGame.size()) {
            card->hide();
            continue;
        }
        const lb::Man &m = mGame.man(i);
        const QString carrier = m.isPassenger() ? lb::Engine::label(mGame, m.carrier) : QString();
        card->setMan(m, lb::Engine::label(mGame, i), carrier);
        const bool acted = mGame.phase() == lb::Phase::Movement && i < mGame.cursor();
        const bool editable = mDecider->mode() == LightBrigadeDecider::Mode::Ask && m.rides() && !m.blown && !acted
            && m.status != lb::BreakStatus::Hurried && m.status != lb::BreakStatus::Retreating && !mGame.isOver();
        card->setOrder(mDecider->order(i), editable);
        card->setHighlighted(i == next);
        card->show();
    }
}

void LightBrigadeWindow::syncScore()
{
    if (!mGame.isOver()) {
        mScore->hide();
        return;
    }
    const lb::Tally t = mGame.tally();
    const double historyKilled = 100.0 * kHistoryKilled / kHistoryCharged;
    const double historyWounded = 100.0 * kHistoryWounded / kHistoryCharged;
    int wounded = 0;
    for (const lb::Man &m : mGame.men())
        wounded += (!m.isStraggler() && m.fate == lb::Fate::Home && m.wounds > 0) ? 1 : 0;
    QString text = tr("<h2 style='margin:0'>Score: %n point(s)</h2>", nullptr, t.score);
    // %5: "1 turn", "5 turns"; %6 the Russians killed, a sentence of its own.
    text += tr("<p>%1 of the twelve came home (%2 of them wounded), %3 were killed and %4 fled, after %5. %6</p>")
                .arg(QString::number(t.home), QString::number(wounded), QString::number(t.killed),
                     QString::number(t.fled), tr("%n turn(s)", nullptr, t.turns),
                     tr("%n Russian(s) killed at the battery.", nullptr, t.russiansKilled));
    if (t.stragglersJoined > 0)
        text += tr("<p>Stragglers: %1 of %2 brought home.</p>").arg(t.stragglersHome).arg(t.stragglersJoined);
    text += tr("<p><b>History:</b> of the %1 men who charged at Balaclava, %2 were killed (%3 %) and %4 badly wounded (%5 %). "
               "Your troop lost %6 of 12 killed (%7 %).</p>")
                .arg(kHistoryCharged)
                .arg(kHistoryKilled)
                .arg(historyKilled, 0, 'f', 1)
                .arg(kHistoryWounded)
                .arg(historyWounded, 0, 'f', 1)
                .arg(t.killed)
                .arg(100.0 * t.killed / 12.0, 0, 'f', 1);
    mScore->setText(text);
    mScore->show();
}

} // namespace vedette
