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
// override); morale tests for all of them or one by one; actions with their
// odds (a formation change names the formation, a charge its target, horse
// charging through fog rolls for 200 p more); the end of the bound; in the
// set-up, the divisions outside 3 to 7 units. On a battle of another rule system the panel
// stands aside and says why.
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
    // The unit whose action is attempted: any unit on the table, the side to
    // move's first (picking a unit in the combat list picks it here too).
    QString actionUnit() const;
    bool selectActionUnit(const QString &unitId);
    QComboBox *actionBox() const { return mAction; }
    QComboBox *formationBox() const { return mFormation; }
    QCheckBox *mountedBox() const { return mMounted; }
    QPushButton *fogButton() const { return mFog; }
    QLabel *divisionWarning() const { return mDivisions; }
    QLabel *message() const { return mMessage; }

    // The steps, as the buttons make them (the controller's, for tests).
    bool rollDeployment();
    bool setFactorOverride(const QString &unitId, rules::balagan::FactorKind kind, std::optional<int> value);
    // The action for actionUnit(): a formation change takes the formation
    // (and for dragoons mounted or not) chosen, a charge its target.
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
    QCheckBox *mMounted;
    QPushButton *mFog;
    QComboBox *mTarget;
    QPushButton *mAttempt;
    QLabel *mOdds;
};

} // namespace vedette
