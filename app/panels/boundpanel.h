#pragma once

#include "commands/balaganboundcommand.h"
#include "rules/balagan/battle.h"
#include "rules/balagan/battlestate.h"
#include "rules/balagan/houserules.h"

#include <QDockWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace vedette {

class Document;
class MainWindow;

namespace rules::balagan {
class Battle;
}
namespace dice {
class DiceSource;
}
namespace journal {
class EventSink;
}

// Balagan's bound for the referee: whose bound, the phase and the battle
// clock; the units in combat with their tactical factors (expand a unit to
// see each reason); morale tests for all of them or one by one (physical
// dice go through the dice service); the end of the bound. Every step is one
// undoable command, its events go to the campaign log.
class BoundPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit BoundPanel(Document *document, QWidget *parent = nullptr);

    const rules::balagan::BattleState &battleState() const { return mState; }
    QTreeWidget *combatList() const { return mList; }
    QString selectedUnit() const;

    // Set-up: before the first bound is played the deployment zones show and
    // each side may roll for its deployment.
    bool inSetUp() const { return mSetUp.active; }
    const BalaganSetUp &setUp() const { return mSetUp; }
    // 1d6 for every side that has not rolled yet: 1-3 all its units start in
    // column or limbered. One undoable step, logged as "balagan.deployment".
    bool rollDeployment();

    const rules::balagan::HouseRules &houseRules() const { return mRules; }
    // Logged as "balagan.house-rules" and kept by the open campaign.
    void setHouseRules(const rules::balagan::HouseRules &rules);
    // From the open campaign (the book's readings when it keeps none).
    void loadHouseRules();

    // The referee's override of a derived factor (nothing: back to derived),
    // logged as "balagan.override".
    bool setFactorOverride(const QString &unitId, rules::balagan::FactorKind kind, std::optional<int> value);
    // The selected unit attempts the action chosen in the panel.
    bool attemptAction(rules::balagan::Action action);

signals:
    void houseRulesChanged();
    void setUpChanged(bool inSetUp);

public slots:
    void refresh();
    // Asks with BalaganHouseRulesDialog and applies what the referee accepts.
    void editHouseRules();
    void testAll();
    void testSelected();
    void endBound();

private:
    // Runs `step` on a copy of the table and state, then pushes the result
    // as one command and records its events. False when the dice were refused.
    bool apply(const QString &text, const std::function<void(rules::balagan::Battle &, dice::DiceSource &, journal::EventSink &)> &step,
               const BalaganSetUp &setUpAfter);
    void ensureStarted();
    BalaganSetUp playing() const;
    void updateOdds();
    void editFactor(QTreeWidgetItem *item);

    Document *mDocument;
    rules::balagan::HouseRules mRules;
    rules::balagan::BattleState mState;
    BalaganSetUp mSetUp;
    bool mShownSetUp = true;
    QLabel *mHeader;
    QPushButton *mDeploy;
    QPushButton *mHouseRules;
    QTreeWidget *mList;
    QPushButton *mTestAll;
    QPushButton *mTestOne;
    QPushButton *mEndBound;
    QComboBox *mAction;
    QPushButton *mAttempt;
    QLabel *mOdds;
};

void installBoundPanel(MainWindow *window);

} // namespace vedette
