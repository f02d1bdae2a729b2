#pragma once

#include "rules/balagan/battle.h"
#include "rules/balagan/battlestate.h"
#include "rules/balagan/houserules.h"

#include <QDockWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace vedette {

class BalaganController;
class Document;
class MainWindow;

// Balagan's bound for the referee: a view of the battle's BalaganController
// (the state of play is the battle's, kept in the campaign file). Whose
// bound, the phase and the battle clock; the units in combat with their
// tactical factors (expand a unit to see each reason, double-click to
// override); morale tests for all of them or one by one; the end of the
// bound; in the set-up, the divisions outside 3 to 7 units. The action row
// offers exactly what the rules allow now (docs/rules.md M-34, the
// controller's options()): the units of the side to move that may still act,
// each one's moves, fire and actions with their targets, formations and
// odds; "Override the rules" offers the rest, done and logged as the
// referee's override. On a battle of another rule system the panel stands
// aside and says why.
class BoundPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit BoundPanel(Document *document, QWidget *parent = nullptr);

    BalaganController *controller() const { return mController; }
    const rules::balagan::BattleState &battleState() const;
    QTreeWidget *combatList() const { return mList; }
    QLabel *header() const { return mHeader; }
    QString selectedUnit() const;
    bool inSetUp() const;
    // The unit that acts: one of the units of the side to move that may still
    // act (any unit on the table with the override); picking a unit in the
    // combat list or on the table picks it here too when it is offered.
    QString actionUnit() const;
    bool selectActionUnit(const QString &unitId);
    // The act chosen (rules::balagan::Act as int in the item data), its
    // target and formation.
    QComboBox *actionBox() const { return mAction; }
    QComboBox *targetBox() const { return mTarget; }
    QComboBox *formationBox() const { return mFormation; }
    QCheckBox *overrideBox() const { return mOverride; }
    QPushButton *attemptButton() const { return mAttempt; }
    QLabel *oddsLabel() const { return mOdds; }
    QPushButton *fogButton() const { return mFog; }
    bool selectAct(rules::balagan::Act act);
    QLabel *divisionWarning() const { return mDivisions; }
    QLabel *message() const { return mMessage; }

    // The steps, as the buttons make them (the controller's, for tests).
    bool rollDeployment();
    bool setFactorOverride(const QString &unitId, rules::balagan::FactorKind kind, std::optional<int> value);
    // What the action row says: the act chosen for actionUnit() with its
    // target or formation (the button's step).
    bool act();
    // That act chosen first (for tests and the keyboard): the action's act.
    bool attemptAction(rules::balagan::Action action);
    // The horse of actionUnit() charged wholly through fog: 1d6, 4-6 200 p more.
    bool horseThroughFog();

public slots:
    void refresh();
    // Asks with BalaganHouseRulesDialog and applies what the referee accepts.
    void editHouseRules();
    void testAll();
    void testSelected();
    void endBound();

private:
    void updateOdds();
    void updateActionChoices();
    void updateTargets();
    rules::balagan::ActRequest request() const;
    void editFactor(QTreeWidgetItem *item);
    void report(bool ok);

    Document *mDocument;
    BalaganController *mController;
    QLabel *mHeader;
    QLabel *mMessage;
    QPushButton *mDeploy;
    QPushButton *mHouseRules;
    QTreeWidget *mList;
    QPushButton *mTestAll;
    QPushButton *mTestOne;
    QPushButton *mEndBound;
    QLabel *mDivisions;
    QComboBox *mUnit;
    QComboBox *mAction;
    QComboBox *mFormation;
    QCheckBox *mOverride;
    QPushButton *mFog;
    QComboBox *mTarget;
    QPushButton *mAttempt;
    QLabel *mOdds;
};

} // namespace vedette
