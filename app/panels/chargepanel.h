#pragma once

#include "panels/elidingcheckbox.h"

#include "rules/brown/chargeprocedure.h"
#include "rules/brown/houserules.h"

#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QJsonObject>

#include <QDockWidget>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace vedette {

class BrownController;
class ChargeLineItem;
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

    // For tests and keyboard users.
    QTreeWidget *modifierTree() const { return mModifiers; }
    OddsWidget *odds() const { return mOdds; }
    QLabel *resultLabel() const { return mResult; }
    QLabel *netLabel() const { return mNet; }
    QLabel *titleLabel() const { return mTitle; }
    QListWidget *stepList() const { return mSteps; }
    QComboBox *attackerBox() const { return mAttackerBox; }
    QComboBox *targetBox() const { return mTargetBox; }
    QPushButton *declareButton() const { return mDeclare; }
    QPushButton *advanceButton() const { return mAdvance; }
    QPushButton *resolveButton() const { return mResolve; }
    QPushButton *evadeButton() const { return mEvadeYes; }
    QPushButton *standButton() const { return mEvadeNo; }
    // The closing casualties' quick picks (0, 10, 20, 30 %): each answers the step.
    QList<QPushButton *> casualtyButtons() const { return mCasualtyButtons; }
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
    void refresh();
    void refreshModifiers();
    void refreshOdds();
    void apply();
    void showMessage(const QString &text);
    void updateLine();
    void onListChoice();
    void onBattleChanged();
    void report(bool ok);

    Document *mDocument;
    BrownController *mController;
    bool mUpdating = false;
    bool mPairChosen = false;
    // The referee pressed Resolve for the charge under way: a decision's
    // one-click answer rolls it on to the next decision.
    bool mResolving = false;
    // The charge the panel last showed, to tell a new one from a step of it.
    QJsonObject mShownCharge;
    // The steps told from a new charge's record, in order, that the log is
    // about to record as well: each is told once (a declaration was shown
    // twice, from the record and as it was logged).
    QStringList mToldAhead;
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
    GeneralOrderBox *mGeneralOrder;
    ContinueChargeRow *mContinue;
    QLabel *mTitle;
    QListWidget *mSteps;
    QTreeWidget *mModifiers;
    QLabel *mNet;
    OddsWidget *mOdds;
    QWidget *mEvadeRow;
    QPushButton *mEvadeYes;
    QPushButton *mEvadeNo;
    QList<QPushButton *> mCasualtyButtons;
    QSpinBox *mCasualties;
    QWidget *mCasualtyRow;
    ElidingCheckBox *mApplySuggested;
    QLabel *mResult;
    QPushButton *mAdvance;
};

} // namespace vedette
