#pragma once

#include "tennysonseat.h"

#include "journal/journalevent.h"
#include "rules/tennyson/gamestate.h"
#include "rules/tennyson/settings.h"
#include "store/campaignrecords.h"

#include <QJsonObject>
#include <QMainWindow>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTextBrowser;
class QTimer;
class QHBoxLayout;

namespace vedette {

class Document;
class OddsWidget;
class TennysonCard;
class TennysonDice;
class TennysonValley;

namespace rules::tennyson {
class Game;
class Player;
} // namespace rules::tennyson

// The card table of "Anyone for Tennyson": the valley, the current player's
// hand, the choices of the card being played, the poem so far and the last
// fire roll with its odds. People at the table play in turn on one screen
// (the hand is covered until the next player asks to see it); computer
// players fill the other seats. Every event goes to the campaign log.
class TennysonWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit TennysonWindow(Document *document, QWidget *parent = nullptr);
    ~TennysonWindow() override;

    // Deals a new game; false when the first-player die was not thrown.
    bool newGame(const TennysonSeats &seats, const rules::tennyson::Settings &settings,
                 std::optional<std::uint64_t> shuffleSeed = std::nullopt);
    // A game as saveState() wrote it; false (and `error`) when it cannot be read.
    bool resume(const QJsonObject &saved, QString *error = nullptr);
    QJsonObject saveState() const;
    // The game as a campaign-file record (kind "tennyson"), for CampaignStore::saveGame
    // or a Commit; keeps the id the store gave it so later saves replace it.
    store::GameState campaignRecord() const;
    void setCampaignRecordId(qint64 id) { mRecordId = id; }
    bool resumeRecord(const store::GameState &record, QString *error = nullptr);

    bool hasGame() const { return mGame != nullptr; }
    const rules::tennyson::GameState &state() const;
    const TennysonSeats &seats() const { return mSeats; }

    // Milliseconds a computer player "thinks" before it plays (0 in tests).
    void setComputerDelay(int milliseconds) { mComputerDelay = milliseconds; }

    // What the table shows, for tests.
    bool isHandCovered() const;
    QList<TennysonCard *> handCards() const;
    TennysonValley *valley() const { return mValley; }
    QString headline() const;
    QString poemText() const;
    QList<QPushButton *> choiceButtons() const;

signals:
    // After every card and choice: the moment to autosave campaignRecord().
    void gameChanged();

public slots:
    void playCard(int card);
    void choose(int option);
    void revealHand();
    void startNewGameDialog();

private:
    class EventForwarder;

    void buildUi();
    void refresh();
    void refreshHand(int player, const QList<int> &playable, bool enabled);
    void refreshChooser();
    void refreshPoem();
    void computerStep();
    void apply(int option);
    void onEvent(const journal::JournalEvent &event);
    bool needsCover(int player) const;
    int personCount() const;
    void saveToFile();
    void openFromFile();
    void installPlayers();
    void autosave();

    Document *mDocument;
    std::unique_ptr<TennysonDice> mDice;
    std::unique_ptr<EventForwarder> mForwarder;
    std::unique_ptr<rules::tennyson::Game> mGame;
    TennysonSeats mSeats{};
    std::array<std::unique_ptr<rules::tennyson::Player>, 5> mComputers;
    qint64 mRecordId = 0;
    QList<journal::JournalEvent> mUnsaved; // logged since the last save, written with the next
    int mRevealedTo = -1;
    int mComputerDelay = 700;
    bool mPaused = false;

    QLabel *mHeadline = nullptr;
    QLabel *mStatus = nullptr;
    TennysonValley *mValley = nullptr;
    QWidget *mChooser = nullptr;
    QLabel *mChooserLabel = nullptr;
    QHBoxLayout *mChooserButtons = nullptr;
    QStackedWidget *mStack = nullptr;
    QWidget *mHandPage = nullptr;
    QLabel *mHandTitle = nullptr;
    QHBoxLayout *mHandLayout = nullptr;
    QLabel *mCoverLabel = nullptr;
    QPushButton *mCoverButton = nullptr;
    QLabel *mWaitLabel = nullptr;
    QPushButton *mRetryButton = nullptr;
    QLabel *mOverLabel = nullptr;
    QTextBrowser *mPoem = nullptr;
    OddsWidget *mOdds = nullptr;
    QLabel *mFireText = nullptr;
    QTimer *mComputerTimer = nullptr;
};

} // namespace vedette
