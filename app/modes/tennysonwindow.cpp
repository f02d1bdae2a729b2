#include "tennysonwindow.h"

#include "tennysoncard.h"
#include "tennysondice.h"
#include "tennysonsetupdialog.h"
#include "tennysonvalley.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/oddswidget.h"

#include "rules/tennyson/deck.h"
#include "rules/tennyson/game.h"
#include "rules/tennyson/player.h"
#include "rules/tennyson/simulation.h"

#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <stdexcept>

using namespace Qt::StringLiterals;
namespace tennyson = vedette::rules::tennyson;
using tennyson::Board;
using tennyson::Decision;
using tennyson::Deck;
using tennyson::GameState;
using tennyson::Regiment;

namespace vedette {

namespace {
constexpr int kSaveVersion = 1;

std::size_t at(int index)
{
    return static_cast<std::size_t>(index);
}

enum Page { HandPage, CoverPage, WaitPage, OverPage };
} // namespace

// Hands the game's events to the campaign log and to the window's panels.
class TennysonWindow::EventForwarder : public journal::EventSink
{
public:
    explicit EventForwarder(TennysonWindow *window)
        : mWindow(window)
    {
    }
    void append(const journal::JournalEvent &event) override { mWindow->onEvent(event); }

private:
    TennysonWindow *mWindow;
};

TennysonWindow::TennysonWindow(Document *document, QWidget *parent)
    : QMainWindow(parent)
    , mDocument(document)
    , mDice(std::make_unique<TennysonDice>([document]() -> dice::DiceSource & { return document->dice()->source(); }))
    , mForwarder(std::make_unique<EventForwarder>(this))
{
    setWindowTitle(tr("Anyone for Tennyson"));
    setObjectName(u"tennysonWindow"_s);
    mComputerTimer = new QTimer(this);
    mComputerTimer->setSingleShot(true);
    connect(mComputerTimer, &QTimer::timeout, this, &TennysonWindow::computerStep);
    // Every card and choice is kept in the open campaign, to resume the game.
    connect(this, &TennysonWindow::gameChanged, this, &TennysonWindow::autosave);
    buildUi();
    resize(1560, 940);
}

TennysonWindow::~TennysonWindow() = default;

void TennysonWindow::buildUi()
{
    auto *toolBar = addToolBar(tr("Game"));
    toolBar->setObjectName(u"tennysonToolBar"_s);
    toolBar->setMovable(false);
    toolBar->addAction(tr("&New game…"), this, &TennysonWindow::startNewGameDialog);
    toolBar->addAction(tr("&Save game…"), this, &TennysonWindow::saveToFile);
    toolBar->addAction(tr("&Open saved game…"), this, &TennysonWindow::openFromFile);

    auto *main = new QWidget;
    auto *column = new QVBoxLayout(main);
    column->setContentsMargins(12, 8, 12, 8);
    column->setSpacing(8);

    mHeadline = new QLabel;
    QFont big = mHeadline->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    mHeadline->setFont(big);
    mHeadline->setWordWrap(true);
    column->addWidget(mHeadline);
    mStatus = new QLabel;
    mStatus->setWordWrap(true);
    column->addWidget(mStatus);

    mValley = new TennysonValley;
    connect(mValley, &TennysonValley::optionClicked, this, &TennysonWindow::choose);
    column->addWidget(mValley);

    mChooser = new QWidget;
    auto *chooserRow = new QHBoxLayout(mChooser);
    chooserRow->setContentsMargins(0, 0, 0, 0);
    mChooserLabel = new QLabel;
    QFont bold = mChooserLabel->font();
    bold.setBold(true);
    mChooserLabel->setFont(bold);
    chooserRow->addWidget(mChooserLabel);
    mChooserButtons = new QHBoxLayout;
    chooserRow->addLayout(mChooserButtons);
    chooserRow->addStretch();
    column->addWidget(mChooser);

    mStack = new QStackedWidget;
    // The hand.
    mHandPage = new QWidget;
    auto *handColumn = new QVBoxLayout(mHandPage);
    handColumn->setContentsMargins(0, 0, 0, 0);
    mHandTitle = new QLabel;
    mHandTitle->setFont(bold);
    handColumn->addWidget(mHandTitle);
    mHandLayout = new QHBoxLayout;
    mHandLayout->setSpacing(14);
    mHandLayout->setAlignment(Qt::AlignLeft);
    handColumn->addLayout(mHandLayout);
    handColumn->addStretch();
    mStack->addWidget(mHandPage);
    // The cover between two people's turns.
    auto *cover = new QWidget;
    cover->setAutoFillBackground(true);
    QPalette coverPalette = cover->palette();
    coverPalette.setColor(QPalette::Window, QColor(0x3B, 0x30, 0x24));
    coverPalette.setColor(QPalette::WindowText, QColor(0xF5, 0xEC, 0xD4));
    cover->setPalette(coverPalette);
    auto *coverColumn = new QVBoxLayout(cover);
    mCoverLabel = new QLabel;
    mCoverLabel->setAlignment(Qt::AlignCenter);
    mCoverLabel->setWordWrap(true);
    QFont huge = mCoverLabel->font();
    huge.setPointSizeF(huge.pointSizeF() * 1.8);
    mCoverLabel->setFont(huge);
    mCoverButton = new QPushButton;
    mCoverButton->setObjectName(u"revealHand"_s);
    connect(mCoverButton, &QPushButton::clicked, this, &TennysonWindow::revealHand);
    coverColumn->addStretch();
    coverColumn->addWidget(mCoverLabel);
    coverColumn->addWidget(mCoverButton, 0, Qt::AlignCenter);
    coverColumn->addStretch();
    mStack->addWidget(cover);
    // A computer player's turn, or dice not thrown.
    auto *wait = new QWidget;
    auto *waitColumn = new QVBoxLayout(wait);
    mWaitLabel = new QLabel;
    mWaitLabel->setAlignment(Qt::AlignCenter);
    mWaitLabel->setWordWrap(true);
    mWaitLabel->setFont(big);
    mRetryButton = new QPushButton(tr("Throw again"));
    connect(mRetryButton, &QPushButton::clicked, this, [this] {
        mPaused = false;
        refresh();
    });
    waitColumn->addStretch();
    waitColumn->addWidget(mWaitLabel);
    waitColumn->addWidget(mRetryButton, 0, Qt::AlignCenter);
    waitColumn->addStretch();
    mStack->addWidget(wait);
    // The end.
    auto *over = new QWidget;
    auto *overColumn = new QVBoxLayout(over);
    mOverLabel = new QLabel;
    mOverLabel->setAlignment(Qt::AlignCenter);
    mOverLabel->setWordWrap(true);
    mOverLabel->setFont(huge);
    auto *again = new QPushButton(tr("New game…"));
    connect(again, &QPushButton::clicked, this, &TennysonWindow::startNewGameDialog);
    overColumn->addStretch();
    overColumn->addWidget(mOverLabel);
    overColumn->addWidget(again, 0, Qt::AlignCenter);
    overColumn->addStretch();
    mStack->addWidget(over);
    mStack->setMinimumHeight(230);
    column->addWidget(mStack, 1);

    // The side: the poem so far, the last fire roll.
    auto *side = new QWidget;
    auto *sideColumn = new QVBoxLayout(side);
    sideColumn->setContentsMargins(4, 8, 8, 8);
    auto *poemBox = new QGroupBox(tr("The poem so far"));
    auto *poemLayout = new QVBoxLayout(poemBox);
    mPoem = new QTextBrowser;
    mPoem->setObjectName(u"tennysonPoem"_s);
    mPoem->setOpenLinks(false);
    poemLayout->addWidget(mPoem);
    sideColumn->addWidget(poemBox, 1);
    auto *fireBox = new QGroupBox(tr("Last fire"));
    auto *fireLayout = new QVBoxLayout(fireBox);
    mFireText = new QLabel(tr("No battery has fired yet."));
    mFireText->setWordWrap(true);
    fireLayout->addWidget(mFireText);
    mOdds = new OddsWidget;
    fireLayout->addWidget(mOdds);
    sideColumn->addWidget(fireBox);

    auto *splitter = new QSplitter;
    splitter->addWidget(main);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1180, 360});
    setCentralWidget(splitter);

    mHeadline->setText(tr("Anyone for Tennyson"));
    mStatus->setText(tr("Deal a new game to begin."));
    mChooser->hide();
    mStack->setCurrentIndex(WaitPage);
    mWaitLabel->setText(tr("No game on the table."));
    mRetryButton->hide();
}

const GameState &TennysonWindow::state() const
{
    static const GameState empty;
    return mGame ? mGame->state() : empty;
}

int TennysonWindow::personCount() const
{
    return int(std::count(mSeats.begin(), mSeats.end(), TennysonSeat::Person));
}

bool TennysonWindow::needsCover(int player) const
{
    return personCount() > 1 && mRevealedTo != player;
}

void TennysonWindow::installPlayers()
{
    const std::uint64_t base = QRandomGenerator::global()->generate64();
    for (int r = 0; r < Regiment::kCount; ++r) {
        const TennysonSeat seat = mSeats[at(r)];
        mComputers[at(r)].reset();
        if (seat != TennysonSeat::Person)
            mComputers[at(r)] = tennyson::Simulation::makePlayer(tennysonSeatId(seat), tennyson::Game::deriveSeed(base, at(r)));
    }
}

bool TennysonWindow::newGame(const TennysonSeats &seats, const tennyson::Settings &settings, std::optional<std::uint64_t> shuffleSeed)
{
    mComputerTimer->stop();
    auto game = std::make_unique<tennyson::Game>(*mDice, mForwarder.get());
    try {
        game->setUp(settings, shuffleSeed.value_or(QRandomGenerator::global()->generate64()));
    } catch (const dice::DiceUnavailable &) {
        mStatus->setText(tr("The first-player die was not thrown: no game was dealt."));
        return false;
    }
    mGame = std::move(game);
    mRecordId = 0;
    mSeats = seats;
    mRevealedTo = -1;
    mPaused = false;
    installPlayers();
    mFireText->setText(tr("No battery has fired yet."));
    mOdds->clear();
    refresh();
    emit gameChanged();
    return true;
}

QJsonObject TennysonWindow::saveState() const
{
    QJsonArray seats;
    for (TennysonSeat seat : mSeats)
        seats.append(tennysonSeatId(seat));
    return QJsonObject{{u"format"_s, u"vedette.tennyson.table"_s},
                       {u"version"_s, kSaveVersion},
                       {u"seats"_s, seats},
                       {u"game"_s, mGame ? mGame->state().toJson() : QJsonObject()}};
}

store::GameState TennysonWindow::campaignRecord() const
{
    store::GameState record;
    record.id = mRecordId;
    record.kind = u"tennyson"_s;
    record.version = kSaveVersion;
    record.state = saveState();
    record.finished = mGame && mGame->isOver();
    record.name = tr("Anyone for Tennyson, card %1").arg(mGame ? mGame->state().cardsPlayed : 0);
    return record;
}

void TennysonWindow::autosave()
{
    if (!mGame)
        return;
    // The game's state and what its card logged: one transaction, filed
    // under the game's own record.
    const QList<journal::JournalEvent> events = std::exchange(mUnsaved, {});
    if (const std::optional<qint64> id = mDocument->recordGame(campaignRecord(), events))
        mRecordId = *id;
}

bool TennysonWindow::resumeRecord(const store::GameState &record, QString *error)
{
    if (record.kind != u"tennyson"_s) {
        if (error)
            *error = tr("This is not a saved Tennyson game.");
        return false;
    }
    if (!resume(record.state, error))
        return false;
    mRecordId = record.id;
    return true;
}

bool TennysonWindow::resume(const QJsonObject &saved, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (saved.value(u"format"_s).toString() != u"vedette.tennyson.table"_s)
        return fail(tr("This is not a saved Tennyson game."));
    if (saved.value(u"version"_s).toInt() > kSaveVersion)
        return fail(tr("This game was saved by a newer Vedette; please update."));
    const QJsonArray seats = saved.value(u"seats"_s).toArray();
    if (seats.size() != Regiment::kCount)
        return fail(tr("The saved Tennyson game is damaged."));
    QString stateError;
    std::optional<GameState> state = GameState::fromJson(saved.value(u"game"_s).toObject(), &stateError);
    if (!state)
        return fail(stateError);
    mComputerTimer->stop();
    for (int r = 0; r < Regiment::kCount; ++r)
        mSeats[at(r)] = tennysonSeatFromId(seats.at(r).toString());
    mGame = std::make_unique<tennyson::Game>(std::move(*state), *mDice, mForwarder.get());
    mRecordId = 0;
    mRevealedTo = -1;
    mPaused = false;
    installPlayers();
    refresh();
    return true;
}

void TennysonWindow::startNewGameDialog()
{
    TennysonSetupDialog dialog(this);
    if (mGame)
        dialog.setSeats(mSeats);
    if (dialog.exec() == QDialog::Accepted)
        newGame(dialog.seats(), dialog.settings());
}

void TennysonWindow::saveToFile()
{
    if (!mGame)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Tennyson game"), QString(), tr("Tennyson games (*.json)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(saveState()).toJson()) < 0)
        QMessageBox::warning(this, tr("Save Tennyson game"), tr("Could not write %1: %2").arg(path, file.errorString()));
}

void TennysonWindow::openFromFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open saved Tennyson game"), QString(), tr("Tennyson games (*.json)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    QString error;
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
    } else {
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
        if (!doc.isObject())
            error = tr("The saved Tennyson game is damaged.");
        else
            resume(doc.object(), &error);
    }
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open saved Tennyson game"), error);
}

void TennysonWindow::playCard(int card)
{
    if (!mGame || mGame->decision().kind != Decision::Kind::PlayCard)
        return;
    if (mSeats[at(mGame->decision().player)] != TennysonSeat::Person)
        return;
    apply(card);
}

void TennysonWindow::choose(int option)
{
    if (!mGame)
        return;
    const Decision d = mGame->decision();
    if (d.kind == Decision::Kind::None || d.kind == Decision::Kind::PlayCard || mSeats[at(d.player)] != TennysonSeat::Person)
        return;
    apply(option);
}

void TennysonWindow::revealHand()
{
    if (!mGame || mGame->isOver())
        return;
    mRevealedTo = mGame->state().current;
    refresh();
}

void TennysonWindow::computerStep()
{
    if (!mGame || mGame->isOver() || mPaused)
        return;
    const Decision d = mGame->decision();
    tennyson::Player *player = mComputers[at(d.player)].get();
    if (!player)
        return;
    apply(player->choose(mGame->state(), d));
}

void TennysonWindow::apply(int option)
{
    try {
        mGame->decide(option);
    } catch (const dice::DiceUnavailable &) {
        mPaused = true;
    } catch (const std::invalid_argument &) {
        return;
    }
    refresh();
    emit gameChanged();
}

void TennysonWindow::onEvent(const journal::JournalEvent &event)
{
    mUnsaved.append(event);
    if (event.kind == u"tennyson.fire"_s) {
        const int guns = event.detail.value(u"batteries"_s).toInt();
        const bool hit = event.detail.value(u"hit"_s).toBool();
        mOdds->setOutcomes({{u"hit"_s, tr("Loses a stand (0-%1)").arg(guns), quint64(guns + 1)},
                            {u"miss"_s, tr("No loss (%1-9)").arg(guns + 1), quint64(9 - guns)}},
                           10);
        mOdds->highlightOutcome(hit ? u"hit"_s : u"miss"_s);
        mFireText->setText(event.summary);
    }
}

void TennysonWindow::refreshPoem()
{
    const GameState &s = mGame->state();
    QString html = u"<div style=\"font-family: serif; font-size: 12pt;\">"_s;
    html += u"<p style=\"font-size: 10pt; color: #6a583a;\">"_s + tr("The Charge of the Light Brigade, as the regiments played it")
            + u"</p>"_s;
    for (const GameState::Played &p : s.played) {
        const tennyson::Card &c = Deck::card(p.card);
        const QColor color = TennysonValley::regimentColor(p.regiment);
        html += u"<p style=\"margin: 0 0 3px 0;\"><i>"_s + c.lineText().toHtmlEscaped() + u"</i> <span style=\"font-size: 8pt; color: "_s
                + color.name() + u";\">"_s + Regiment::id(p.regiment) + u" \u00B7 "_s + c.idText() + u"</span></p>"_s;
    }
    html += u"</div>"_s;
    mPoem->setHtml(html);
    mPoem->verticalScrollBar()->setValue(mPoem->verticalScrollBar()->maximum());
}

void TennysonWindow::refreshHand(int player, const QList<int> &playable, bool enabled)
{
    // A card may be the sender of the click that got us here: let it go later.
    for (TennysonCard *card : mHandPage->findChildren<TennysonCard *>()) {
        card->hide();
        card->setParent(nullptr);
        card->deleteLater();
    }
    const GameState &state = mGame->state();
    // While its choice is pending, the card being played leads the row, raised.
    const bool choosing = state.phase == GameState::Phase::Choose && state.pendingCard >= 0 && player == state.current;
    if (choosing) {
        auto *playing = new TennysonCard(state.pendingCard, mHandPage);
        playing->setAttribute(Qt::WA_TransparentForMouseEvents);
        playing->setFocusPolicy(Qt::NoFocus);
        playing->setObjectName(u"pendingCard"_s);
        mHandLayout->addWidget(playing);
        playing->show();
    }
    const QList<int> &hand = state.hands[at(player)];
    for (int cardIndex : hand) {
        auto *card = new TennysonCard(cardIndex, mHandPage);
        card->setEnabled(enabled && playable.contains(cardIndex));
        connect(card, &QAbstractButton::clicked, this, [this, cardIndex] { playCard(cardIndex); });
        mHandLayout->addWidget(card);
        card->show();
    }
    bool anyMust = false;
    for (int c : hand)
        anyMust = anyMust || Deck::card(c).mustPlay;
    QString title = tr("Hand of the %1").arg(Regiment::name(player));
    if (choosing)
        title = tr("The %1 play %2; the rest of their hand").arg(Regiment::name(player), Deck::card(state.pendingCard).idText());
    else if (enabled)
        title += anyMust ? tr(": a must-play card has to go first; click the card to play") : tr(": click a card to play it");
    mHandTitle->setText(title);
}

void TennysonWindow::refresh()
{
    for (QPushButton *b : choiceButtons()) {
        b->hide();
        b->setParent(nullptr);
        b->deleteLater();
    }
    mChooser->hide();
    mRetryButton->hide();
    if (!mGame)
        return;
    const GameState &s = mGame->state();
    mValley->setState(s);
    refreshPoem();
    mStatus->setText(tr("Cards played: %1 \u00B7 deck: %2 \u00B7 discard pile: %3 \u00B7 reshuffles: %4 \u00B7 batteries on the table: %5 \u00B7 %6")
                         .arg(s.cardsPlayed)
                         .arg(s.deck.size())
                         .arg(s.discard.size())
                         .arg(s.reshuffles)
                         .arg(s.batteriesOnTable())
                         .arg(s.settings.victory == tennyson::VictoryMode::Glory ? tr("victory: glory")
                                                                                 : tr("victory: first to the guns")));

    if (mGame->isOver()) {
        mValley->setChoice({});
        QString result;
        if (s.outcome == GameState::Outcome::Regiment)
            result = tr("The %1 win!").arg(Regiment::name(s.winner));
        else if (s.outcome == GameState::Outcome::Russians)
            result = tr("The Russians win: the Light Brigade is destroyed.");
        else
            result = tr("The game is drawn.");
        mHeadline->setText(result);
        QString detail = tr("Cards played: %1; stands lost: %2.").arg(s.cardsPlayed).arg(s.totalStandsLost());
        if (s.settings.victory == tennyson::VictoryMode::Glory) {
            QStringList points;
            for (int r = 0; r < Regiment::kCount; ++r)
                points.append(tr("%1 %2").arg(Regiment::id(r)).arg(s.gloryPoints(r)));
            detail += u"\n"_s + tr("Glory points: %1").arg(points.join(u", "_s));
        }
        mOverLabel->setText(result + u"\n"_s + detail);
        mStack->setCurrentIndex(OverPage);
        return;
    }

    const Decision d = mGame->decision();
    const QString who = Regiment::name(d.player);
    const bool person = mSeats[at(d.player)] == TennysonSeat::Person;
    if (mPaused) {
        mValley->setChoice({});
        mHeadline->setText(tr("The dice were not thrown"));
        mWaitLabel->setText(tr("Nothing has happened yet: the %1 may throw again.").arg(who));
        mRetryButton->show();
        mStack->setCurrentIndex(WaitPage);
        return;
    }
    if (!person) {
        mValley->setChoice({});
        mHeadline->setText(tr("The %1 (computer) are playing").arg(who));
        mComputerTimer->start(mComputerDelay);
        // With one person at the table there is nobody to hide their hand from.
        const auto onlyPerson = std::find(mSeats.begin(), mSeats.end(), TennysonSeat::Person);
        if (personCount() == 1 && s.alive(int(onlyPerson - mSeats.begin()))) {
            const int me = int(onlyPerson - mSeats.begin());
            refreshHand(me, {}, false);
            mHandTitle->setText(tr("Hand of the %1, while the %2 play").arg(Regiment::name(me), who));
            mStack->setCurrentIndex(HandPage);
            return;
        }
        mWaitLabel->setText(tr("The %1 are choosing a card\u2026").arg(who));
        mStack->setCurrentIndex(WaitPage);
        return;
    }
    if (d.kind == Decision::Kind::PlayCard) {
        mValley->setChoice({});
        if (needsCover(d.player)) {
            mHeadline->setText(tr("Pass to the %1").arg(who));
            mCoverLabel->setText(tr("Pass to the %1").arg(who) + u"\n\n"_s + tr("Only their player should look at the next screen."));
            mCoverButton->setText(tr("I play the %1: show my hand").arg(who));
            mStack->setCurrentIndex(CoverPage);
            return;
        }
        mRevealedTo = d.player;
        mHeadline->setText(tr("The %1 to play a card").arg(who));
        refreshHand(d.player, d.options, true);
        mStack->setCurrentIndex(HandPage);
        return;
    }
    // A choice for the card just played: on the board, or with the buttons.
    refreshHand(d.player, {}, false);
    mStack->setCurrentIndex(HandPage);
    mValley->setChoice(d);
    refreshChooser();
}

void TennysonWindow::refreshChooser()
{
    const Decision d = mGame->decision();
    const tennyson::Card &c = Deck::card(d.card);
    QString question;
    switch (d.kind) {
    case Decision::Kind::RetireRegiment:
        question = tr("Which regiment retires (%1)?").arg(c.effectLabel());
        break;
    case Decision::Kind::FireOnRegiment:
        question = tr("Which regiment do the guns fire on?");
        break;
    case Decision::Kind::FlankPosition:
        question = tr("Where does the battery go?");
        break;
    case Decision::Kind::Remove:
        question = tr("Which battery is removed, or the Cossacks?");
        break;
    default:
        break;
    }
    mHeadline->setText(tr("The %1 played \u201C%2\u201D").arg(Regiment::name(d.player), c.lineText()));
    mChooserLabel->setText(question + u"  "_s + tr("Click it in the valley, or:"));
    const GameState &s = mGame->state();
    for (int option : d.options) {
        QString text;
        if (d.kind == Decision::Kind::RetireRegiment || d.kind == Decision::Kind::FireOnRegiment) {
            const int guns = s.batteriesFiringAt(s.position[at(option)]);
            text = Regiment::name(option);
            if (d.kind == Decision::Kind::FireOnRegiment)
                text += u" ("_s + (guns > 0 ? tr("%1 in 10").arg(guns + 1) : tr("no gun can fire")) + u')';
            else
                text += u" ("_s + Board::positionName(s.position[at(option)]) + u')';
        } else {
            text = Board::slotName(option);
        }
        auto *button = new QPushButton(text);
        button->setProperty("option", option);
        connect(button, &QPushButton::clicked, this, [this, option] { choose(option); });
        mChooserButtons->addWidget(button);
    }
    mChooser->show();
}

bool TennysonWindow::isHandCovered() const
{
    return mStack->currentIndex() == CoverPage;
}

QList<TennysonCard *> TennysonWindow::handCards() const
{
    QList<TennysonCard *> cards = mHandPage->findChildren<TennysonCard *>();
    cards.removeIf([](TennysonCard *c) { return c->objectName() == u"pendingCard"_s; });
    return cards;
}

QString TennysonWindow::headline() const
{
    return mHeadline->text();
}

QString TennysonWindow::poemText() const
{
    return mPoem->toPlainText();
}

QList<QPushButton *> TennysonWindow::choiceButtons() const
{
    return mChooser->findChildren<QPushButton *>();
}

} // namespace vedette
