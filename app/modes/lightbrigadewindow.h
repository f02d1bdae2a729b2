#pragma once

#include "rules/lightbrigade/game.h"

#include "journal/journalevent.h"

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
// words, and the odds of each troop type and way of riding. Dice come from
// the document's DiceService (seeded or physical); every event goes to the
// campaign log, the last one of each action carrying the game state so the
// charge can be resumed from the campaign.
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
    // The state of the last charge recorded in the document, or empty.
    static QJsonObject lastSavedState(const Document *document);

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
    void appendLog(const journal::JournalEvent &event);
    void sync();
    void syncCards();
    void syncScore();
    dice::DiceSource &diceSource();

    Document *mDocument;
    rules::lightbrigade::Game mGame;
    std::unique_ptr<LightBrigadeDecider> mDecider;
    std::unique_ptr<dice::SeededDiceSource> mOwnDice;
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
