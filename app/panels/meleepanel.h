#pragma once

#include "rules/brown/houserules.h"
#include "rules/brown/meleefight.h"

#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QDockWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace vedette {

class Document;

// A Brown melee, turn by turn: each side's d10 + melee modifier (shown,
// overridable before each round), the casualty steps for loser and winner
// applied to the table as one undoable step per round, then the referee's
// morale record; Enter advances. A tie goes straight to the next round.
class MeleePanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit MeleePanel(Document *document, QWidget *parent = nullptr);
    ~MeleePanel() override;

    void setScenario(table::Scenario *scenario) { mScenario = scenario; }
    void setHouseRules(const rules::brown::HouseRules &rules) { mRules = rules; }

    // A melee between two units on the table; false when either is unknown.
    bool start(const QString &attackerId, const QString &defenderId);
    void start(const rules::brown::MeleeFight::Fighter &attacker, const rules::brown::MeleeFight::Fighter &defender);

    rules::brown::MeleeFight *fight() const { return mFight.get(); }
    void advance();

    QSpinBox *attackerModifierBox() const { return mAttackerModifier; }
    QSpinBox *defenderModifierBox() const { return mDefenderModifier; }
    QCheckBox *attackerRetreatsBox() const { return mAttackerRetreats; }
    QCheckBox *defenderRetreatsBox() const { return mDefenderRetreats; }
    QLabel *resultLabel() const { return mResult; }
    QPushButton *advanceButton() const { return mAdvance; }

private:
    class Sink;
    void refresh();

    Document *mDocument;
    table::Scenario *mScenario = nullptr;
    rules::brown::HouseRules mRules;
    std::unique_ptr<Sink> mSink;
    std::unique_ptr<rules::brown::MeleeFight> mFight;
    QLabel *mTitle;
    QLabel *mAttackerLabel;
    QLabel *mDefenderLabel;
    QSpinBox *mAttackerModifier;
    QSpinBox *mDefenderModifier;
    QCheckBox *mAttackerRetreats;
    QCheckBox *mDefenderRetreats;
    QLabel *mResult;
    QPushButton *mAdvance;
};

} // namespace vedette
