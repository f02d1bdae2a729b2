#pragma once

#include "rules/lightbrigade/game.h"

#include "journal/journalevent.h"
#include "store/campaignrecords.h"

#include <QJsonObject>
#include <QList>
#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QTabWidget;
class QTextBrowser;

namespace vedette {

namespace dice {
class DiceSource;
class SeededDiceSource;
} // namespace dice
namespace rules::lightbrigade {
class Engine;
}

class Document;
class LightBrigadeCard;
class LightBrigadeDecider;
class LightBrigadeOddsChart;
class LightBrigadeTrack;

// The solo Charge of the Light Brigade with Vedette keeping the records: the
// twelve record cards, the 20-space track and the battery, the turn in plain
// words, and the odds of each troop type and way of riding. A charge throws
// its own seeded dice (seeded from the document's, so a battle's seed still
// decides it), or the referee's physical dice through the DiceService. Every
// event goes to the campaign log, and after every action the charge and its
// dice are saved in the open campaign's game table (kind "lightbrigade"), so
// it resumes exactly where it stood.
class LightBrigadeWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit LightBrigadeWindow(Document *document, QWidget *parent = nullptr);
    ~LightBrigadeWindow() override;

    // Rolls the skills and forms up the troop; false if the dice were cancelled.
    bool newGame(const rules::lightbrigade::Settings &settings, const QStringList &names);
    // A state as saveState() wrote it; false (and `error`) when it cannot be read.
    bool resume(const QJsonObject &saved, QString *error = nullptr);
    QJsonObject saveState() const { return mGame.toJson(); }
    // The state of the last charge recorded in the document's log, or empty
    // (campaigns from before charges were kept in the game table).
    static QJsonObject lastSavedState(const Document *document);

    // The charge as a campaign-file record (kind "lightbrigade"), dice
    // included; keeps the id the store gave it so later saves replace it.
    store::GameState campaignRecord() const;
    void setCampaignRecordId(qint64 id) { mRecordId = id; }
    // False (and `error`) for a record that is not a readable charge; the
    // window is then unchanged and the record is never written over.
    bool resumeRecord(const store::GameState &record, QString *error = nullptr);
    // The unfinished charges saved in the document's open campaign, newest first.
    static QList<store::GameState> unfinishedCharges(const Document *document);

    const rules::lightbrigade::Game &game() const { return mGame; }
    LightBrigadeDecider *decider() const { return mDecider.get(); }
    LightBrigadeOddsChart *oddsChart() const { return mOdds; }
    QList<LightBrigadeCard *> cards() const { return mCards; }
    QString logText() const;
    QString scoreText() const;
    // The man who acts next, or -1 between phases.
    qsizetype nextActor() const;

public slots:
    void nextMan();
    void rollTurn();
    void rideToEnd();
    void startNewGameDialog();
    void simulateOdds();

private:
    bool run(const std::function<void(rules::lightbrigade::Engine &)> &action);
    void publish(const QList<journal::JournalEvent> &events);
    // The turn the charge is in, or resumes in between turns.
    int resumeTurn() const;
    void appendLog(const journal::JournalEvent &event);
    void sync();
    void syncCards();
    void syncScore();
    dice::DiceSource &diceSource();
    // Physical dice when the referee throws them, else the charge's own.
    dice::DiceSource &diceSource(dice::SeededDiceSource &own);
    std::uint64_t freshSeed();
    // After every action: the charge into the open campaign.
    void autosave();

    Document *mDocument;
    rules::lightbrigade::Game mGame;
    std::unique_ptr<LightBrigadeDecider> mDecider;
    std::unique_ptr<dice::SeededDiceSource> mChargeDice;
    qint64 mRecordId = 0; // the campaign's record of this charge, 0 = not saved yet
    QList<journal::JournalEvent> mUnsaved; // logged since the last save, written with the next
    QTabWidget *mTabs;
    QLabel *mStatus;
    LightBrigadeTrack *mTrack;
    QGridLayout *mCardGrid;
    QList<LightBrigadeCard *> mCards;
    QTextBrowser *mLog;
    QLabel *mScore;
    QAction *mNextMan;
    QAction *mRollTurn;
    QAction *mRideToEnd;
    QComboBox *mMode;
    QCheckBox *mPhysical;
    LightBrigadeOddsChart *mOdds;
    QSpinBox *mOddsGames;
    QCheckBox *mOddsFrontRank;
    int mLoggedTurn = -1;
};

} // namespace vedette
