#pragma once

#include "rules/brown/chargeprocedure.h"
#include "rules/brown/houserules.h"

#include "journal/journalevent.h"
#include "table/scenario.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace vedette {

class ChargeLineItem;
class Document;
class MainWindow;
class OddsWidget;
class TableScene;

// Brown's charge, step by step: pick (or click) the attacker and the target,
// check the derived modifiers (each a checkable row with its reason and an
// override), read the odds, then Enter walks the procedure: activation,
// evade, fire discipline, closing casualties, class dice, ride down,
// surrender. The dice come from the document's DiceService (seeded or
// physical); every step is written to the campaign log; the result goes onto
// the table as one undoable command.
class ChargePanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChargePanel(Document *document, QWidget *parent = nullptr);
    ~ChargePanel() override;

    // The table charges are read from and applied to (not owned); nullptr
    // leaves only hand-declared charges, with nothing to apply to.
    void setScenario(table::Scenario *scenario);
    table::Scenario *scenario() const { return mScenario; }
    // Forgets a scenario that is already gone (its owner was destroyed first).
    void releaseScenario();

    // The scene the charge line is drawn in (not owned; nullptr: no line).
    void setTableScene(TableScene *scene);
    // The charge on the table: the chosen pair before Declare, the declared
    // one while it runs and until it is finished or cancelled; nullptr when
    // there is none.
    ChargeLineItem *chargeLine() const { return mLine; }

    // The referee's pair (the Charge tool's two clicks, or the lists): the
    // lists show it, the line is drawn, a running charge that was not yet
    // applied is dropped. Enter then declares it.
    void choose(const QString &attackerId, const QString &targetId);
    QString chosenAttackerId() const;
    QString chosenTargetId() const;
    // Why that charge would be refused with these house rules; empty when
    // it may go ahead.
    QString refusalFor(const QString &attackerId, const QString &targetId) const;
    // Esc: drops the charge (what was rolled stays in the log) and its line.
    void cancel();

    // Reads the charge off the table; false (and the reason shown) when it cannot.
    bool declare(const QString &attackerId, const QString &targetId);
    void declare(const rules::brown::ChargeSituation &situation);

    const rules::brown::HouseRules &houseRules() const { return mRules; }
    // Logged as "brown.house-rules" when they change.
    void setHouseRules(const rules::brown::HouseRules &rules);
    // From the open campaign (the book's rules when it keeps none).
    void loadHouseRules();

    rules::brown::ChargeProcedure *procedure() const { return mProcedure.get(); }
    bool isApplied() const { return mApplied; }

    // What Enter does: the current step's action (roll, decide, enter, apply).
    void advance();

    // For tests and keyboard users.
    QTreeWidget *modifierTree() const { return mModifiers; }
    OddsWidget *odds() const { return mOdds; }
    QLabel *resultLabel() const { return mResult; }
    QLabel *netLabel() const { return mNet; }
    QListWidget *stepList() const { return mSteps; }
    QPushButton *advanceButton() const { return mAdvance; }
    QCheckBox *evadeBox() const { return mEvade; }
    QSpinBox *casualtiesBox() const { return mCasualties; }
    QCheckBox *applySuggestedBox() const { return mApplySuggested; }

signals:
    void chargeApplied();
    // The charge ended in MELEE!: the melee panel takes over.
    void meleeBegins(const QString &attackerId, const QString &defenderId);

private:
    class Sink;

    void rebuildUnitLists();
    void refresh();
    void refreshModifiers();
    void refreshOdds();
    void apply();
    void showMessage(const QString &text);
    void updateLine();
    void onListChoice();
    void finish();

    Document *mDocument;
    table::Scenario *mScenario = nullptr;
    int mObserver = -1;
    rules::brown::HouseRules mRules;
    std::unique_ptr<Sink> mSink;
    std::unique_ptr<rules::brown::ChargeProcedure> mProcedure;
    QString mAttackerId;
    QString mDefenderId;
    bool mApplied = false;
    bool mUpdating = false;
    bool mPairChosen = false;
    QPointer<TableScene> mTableScene;
    ChargeLineItem *mLine = nullptr;

    QComboBox *mAttackerBox;
    QComboBox *mTargetBox;
    QPushButton *mDeclare;
    QLabel *mTitle;
    QListWidget *mSteps;
    QTreeWidget *mModifiers;
    QLabel *mNet;
    OddsWidget *mOdds;
    QCheckBox *mEvade;
    QSpinBox *mCasualties;
    QWidget *mCasualtyRow;
    QCheckBox *mApplySuggested;
    QLabel *mResult;
    QPushButton *mAdvance;
};

// Adds the Charge panel and Brown's House Rules dialog to the main window.
void installBrownCharge(MainWindow *window);

} // namespace vedette
