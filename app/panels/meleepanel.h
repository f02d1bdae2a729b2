#pragma once

#include "rules/brown/meleefight.h"

#include <QDockWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace vedette {

class BrownController;
class Document;
class ElidingLabel;

// A Brown melee, turn by turn, as a view of the battle's BrownController
// (the melee in progress is the battle's and survives a restart): each
// side's d10 + melee modifier (shown, overridable before each round) with
// the exact odds of the round, the casualty steps for loser and winner put
// on the table as one step per round, then the referee's morale record;
// Enter advances. A tie goes straight to the next round. On a battle of
// another rule system the panel stands aside and says why.
//
// Rows that do not move (issue 40): the title keeps a height of three lines,
// the step's button has a fixed label with the round and its dice in an
// eliding label beside it, and everything is set in refresh().
class MeleePanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit MeleePanel(Document *document, QWidget *parent = nullptr);
    ~MeleePanel() override;

    // A melee between two units on the table; false when either is unknown.
    bool start(const QString &attackerId, const QString &defenderId);

    std::optional<rules::brown::MeleeFight> fight() const;
    void advance();

    QSpinBox *attackerModifierBox() const { return mAttackerModifier; }
    QSpinBox *defenderModifierBox() const { return mDefenderModifier; }
    QCheckBox *attackerRetreatsBox() const { return mAttackerRetreats; }
    QCheckBox *defenderRetreatsBox() const { return mDefenderRetreats; }
    QLabel *resultLabel() const { return mResult; }
    QLabel *oddsLabel() const { return mOddsLabel; }
    QPushButton *advanceButton() const { return mAdvance; }
    // What the step's button does now (the round, its dice, a turn to wait for).
    ElidingLabel *stepLabel() const { return mStepLabel; }

    // Sets or clears every widget from the battle's melee.
    void refresh();

private:

    Document *mDocument;
    BrownController *mController;
    bool mUpdating = false;
    QLabel *mTitle;
    ElidingLabel *mAttackerLabel;
    ElidingLabel *mDefenderLabel;
    ElidingLabel *mStepLabel;
    QSpinBox *mAttackerModifier;
    QSpinBox *mDefenderModifier;
    QCheckBox *mAttackerRetreats;
    QCheckBox *mDefenderRetreats;
    QLabel *mOddsLabel;
    QLabel *mResult;
    QPushButton *mAdvance;
};

} // namespace vedette
