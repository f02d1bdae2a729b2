#pragma once

#include "panels/elidingcheckbox.h"
#include "panels/elidinglabel.h"

#include "rules/brown/chargeprocedure.h"
#include "rules/brown/chargerecord.h"
#include "rules/brown/houserules.h"

#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QDockWidget>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QToolButton;
class QTreeWidget;

namespace vedette {

class BrownController;
class ChargeLineItem;
class ElidingLabel;
class ContinueChargeRow;
class GeneralOrderBox;
class Document;
class MainWindow;
class OddsWidget;
class TableScene;

// Brown's charge, step by step, as a view of the battle's BrownController
// (the charge in progress is the battle's: it survives a restart at the step
// it was at, with the dice already thrown). Pick (or click) the attacker and
// the target, check the derived modifiers (each a checkable row with its
// reason and an override), read the odds, then Enter walks the procedure:
// activation, evade, fire discipline, closing casualties, class dice, ride
// down, surrender, apply. Each step is one undoable step written with its log
// entries in one transaction. On a battle of another rule system the panel
// stands aside and says why.
//
// One refresh() sets or clears every widget from the controller's state and
// the pair chosen in the lists (issue 40): the panel keeps the referee's
// choice and the last refusal, never a copy of a charge's figures, so
// another unit chosen after a charge shows nothing of that charge. The rows
// the referee aims at (the lists, Declare and Resolve, the step's button and
// its decision) sit at the top with fixed heights and fixed button labels;
// what changes (the die and chance, the names) is in eliding labels beside
// them, whole in their tooltips.
class ChargePanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChargePanel(Document *document, QWidget *parent = nullptr);
    ~ChargePanel() override;

    BrownController *controller() const { return mController; }
    const table::Scenario &scenario() const;

    // The scene the charge line is drawn in (not owned; nullptr: no line).
    void setTableScene(TableScene *scene);
    // The charge on the table: the chosen pair before Declare, the declared
    // one while it runs and until it is finished; nullptr when there is none.
    ChargeLineItem *chargeLine() const { return mLine; }

    // The referee's pair (the Charge tool's two clicks, or the lists): the
    // lists show it and the line is drawn. Enter then declares it.
    void choose(const QString &attackerId, const QString &targetId);
    QString chosenAttackerId() const;
    QString chosenTargetId() const;
    // Why that charge would be refused; empty when it may go ahead.
    QString refusalFor(const QString &attackerId, const QString &targetId) const;
    // Esc: drops the charge (what was rolled stays in the log) and its line.
    void cancel();

    // Reads the charge off the table; false (and the reason shown) when it cannot.
    bool declare(const QString &attackerId, const QString &targetId);
    // The unit picked on the table (or in the list) charges: its default
    // target is the nearest enemy it may charge. Ignored while a charge of
    // another pair is under way.
    void pickAttacker(const QString &attackerId);
    // "Resolve": the chosen charge (declared now when it is not yet) walked
    // with the dice through every step that needs no decision, one step; it
    // stops at the evade choice, the closing casualties or the result.
    bool resolve();
    // A one-click answer to the decision the charge stands at (evade 1 or 0,
    // closing casualties in %); after Resolve the charge rolls on to the next one.
    bool decide(int value);

    const rules::brown::HouseRules &houseRules() const;
    void setHouseRules(const rules::brown::HouseRules &rules);

    // The charge in progress as the battle's controller keeps it.
    const rules::brown::ChargeProcedure *procedure() const;
    bool isApplied() const;

    // What Enter does: the current step's action (roll, decide, enter, apply).
    void advance();
    // Sets or clears every widget from the battle's state and the pair
    // chosen: the one path every change takes.
    void refresh();

    // For tests and keyboard users.
    QTreeWidget *modifierTree() const { return mModifiers; }
    OddsWidget *odds() const { return mOdds; }
    QLabel *resultLabel() const { return mResult; }
    QLabel *netLabel() const { return mNet; }
    QLabel *titleLabel() const { return mTitle; }
    QListWidget *stepList() const { return mSteps; }
    // What the step's button does now: the die, its target and chance.
    ElidingLabel *stepLabel() const { return mStepLabel; }
    QComboBox *attackerBox() const { return mAttackerBox; }
    QComboBox *targetBox() const { return mTargetBox; }
    QPushButton *declareButton() const { return mDeclare; }
    QPushButton *advanceButton() const { return mAdvance; }
    QPushButton *resolveButton() const { return mResolve; }
    QPushButton *evadeButton() const { return mEvadeYes; }
    QPushButton *standButton() const { return mEvadeNo; }
    // The closing casualties' quick picks (0, 10, 20, 30 %): each answers the step.
    QList<QToolButton *> casualtyButtons() const { return mCasualtyButtons; }
    QSpinBox *casualtiesBox() const { return mCasualties; }
    QCheckBox *applySuggestedBox() const { return mApplySuggested; }
    GeneralOrderBox *generalOrderBox() const { return mGeneralOrder; }
    ContinueChargeRow *continueRow() const { return mContinue; }

signals:
    void chargeApplied();
    // The charge ended in MELEE!: the melee panel takes over.
    void meleeBegins(const QString &attackerId, const QString &defenderId);

private:
    void rebuildUnitLists();
    // The target list for the attacker chosen: its enemies, those it may
    // charge first and nearest first; `pickDefault` chooses the nearest it may charge.
    void rebuildTargets(bool pickDefault);
    // The charge in the battle when it is of the pair chosen, else nothing.
    const rules::brown::ChargeRecord *shownCharge() const;
    // A charge declared and not yet resolved keeps its pair in the lists.
    bool chargeUnderWay() const;
    void refreshModifiers(const rules::brown::ChargeProcedure *procedure);
    void refreshOdds(const rules::brown::ChargeProcedure *procedure);
    void refreshStep(const rules::brown::ChargeProcedure *procedure, bool applied);
    QString resultText(const rules::brown::ChargeRecord *shown) const;
    void apply();
    // A new question: the last answer goes.
    void clearMessage();
    void showMessage(const QString &text);
    void updateLine();
    void onListChoice();
    void report(bool ok);

    Document *mDocument;
    BrownController *mController;
    bool mUpdating = false;
    // The referee chose the pair (a list, the table): its line is drawn.
    bool mPairChosen = false;
    // The referee pressed Resolve for the charge under way: a decision's
    // one-click answer rolls it on to the next decision.
    bool mResolving = false;
    // What the last step refused, until the next choice or step.
    QString mMessage;
    // The sentence the Apply step of a charge logged (its key: attacker,
    // defender, turn): the charge's own record does not hold it.
    QString mAppliedKey;
    QString mAppliedText;
    QStringList mModifierIds; // the lines the modifier tree shows, in order
    QPointer<TableScene> mTableScene;
    ChargeLineItem *mLine = nullptr;

    QComboBox *mAttackerBox;
    QComboBox *mTargetBox;
    // A target the referee pointed at (the table's charge tool, declare())
    // that the rules may refuse: listed after those they allow, so that the
    // refusal shows. Forgotten when another attacker is picked in the list.
    QString mPointedTarget;
    QPushButton *mDeclare;
    QPushButton *mResolve;
    ElidingLabel *mDiceLabel;
    GeneralOrderBox *mGeneralOrder;
    ContinueChargeRow *mContinue;
    ElidingLabel *mTitle;
    ElidingLabel *mStepLabel;
    QListWidget *mSteps;
    QTreeWidget *mModifiers;
    QLabel *mNet;
    OddsWidget *mOdds;
    QStackedWidget *mDecision;
    QWidget *mEvadeRow;
    QPushButton *mEvadeYes;
    QPushButton *mEvadeNo;
    QList<QToolButton *> mCasualtyButtons;
    QSpinBox *mCasualties;
    QWidget *mCasualtyRow;
    ElidingCheckBox *mApplySuggested;
    QLabel *mResult;
    QPushButton *mAdvance;
};

} // namespace vedette
