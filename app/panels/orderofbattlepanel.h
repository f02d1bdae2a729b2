#pragma once

#include "table/scenariochange.h"
#include "table/unittypes.h"

#include <QDockWidget>
#include <QStringList>

class QLabel;
class QMenu;
class QPushButton;
class QStackedWidget;
class QToolButton;
class QTreeWidgetItem;

namespace vedette {

namespace table {
class Scenario;
}

class Document;
class GeneralForm;
class InspectorPanel;
class OrderOfBattleTree;
class TableScene;

// The order-of-battle dock: every side, its divisions, and in each its
// generals and units, those not yet on the table marked "to deploy".
// Names are edited in place (double-click), units by the inspector (several
// chosen at once change together), generals and sides by the form below the
// tree. Add, duplicate, delete, drag between divisions, import and export
// CSV, save and reuse templates: each is one undo step through the
// command facade (commands/facade.h). Dragging units or a division onto the
// table, or Deploy, hands them to the deploy tool.
class OrderOfBattlePanel : public QDockWidget
{
    Q_OBJECT

public:
    OrderOfBattlePanel(Document *document, TableScene *scene, InspectorPanel *inspector, QWidget *parent = nullptr);
    ~OrderOfBattlePanel() override;

    OrderOfBattleTree *tree() const { return mTree; }
    GeneralForm *generalForm() const { return mGeneralForm; }

    // The steps behind the buttons, for the buttons, the menus and tests.
    // Each returns the id of what it added, empty when nothing was.
    QString addUnit(table::Arm arm);
    QString addGeneral();
    QString addDivision();
    QString addSide();
    bool duplicateSelection();
    bool deleteSelection();
    bool moveSelection(const QString &sideId, const QString &divisionId);
    bool takeSelectionOffTable();
    // "Deploy the Rest": the units not yet on the table of the selected side
    // (every side when nothing is selected) laid out in the side's area (its
    // Balagan deployment zone, its own table edge for Brown), division by
    // division in rows around what stands there: one step. False, with the
    // reason in `why`, when they do not fit.
    bool deployRest(QString *why = nullptr);
    // Selects units and generals in the tree (the inspector or the general form follows).
    void select(const QStringList &unitIds, const QStringList &generalIds = {});
    QStringList selectedUnitIds() const;
    QStringList selectedGeneralIds() const;
    // The side and division new units and generals go into: the selection's.
    QString currentSide() const;
    QString currentDivision() const;

    // CSV: nothing is imported from a file with any bad row; *error then
    // lists every bad cell.
    bool importCsv(const QString &path, QString *error);
    bool exportCsv(const QString &path, QString *error) const;
    // Templates in the open campaign: the selection (one unit, or a division) saved under `name`.
    bool saveTemplate(const QString &name, QString *error);
    bool insertTemplate(qint64 templateId, QString *error);

signals:
    // The referee asked to put these units on the table (Deploy, or a drag onto the table).
    void deployRequested(const QStringList &unitIds);

private:
    // The divisions of a side: its generals' first, then its units'.
    static QStringList divisionsOf(const table::Scenario &scenario, const QString &sideId);
    void rebuild();
    void scheduleRebuild();
    void onScenarioChanged(const table::ScenarioChange &change);
    void selectionChanged();
    void itemEdited(QTreeWidgetItem *item, int column);
    void fillTemplatesMenu();
    void importInteractively();
    void exportInteractively();
    void saveTemplateInteractively();
    void chooseSideColour();
    void showContextMenu(const QPoint &pos);
    void updateActions();
    QString sideOfSelection() const;

    Document *mDocument;
    TableScene *mScene;
    InspectorPanel *mInspector;
    OrderOfBattleTree *mTree;
    QStackedWidget *mForms;
    QLabel *mHint;
    GeneralForm *mGeneralForm;
    QLabel *mSummary;
    QMenu *mTemplates;
    QList<QAction *> mSelectionActions;
    QWidget *mAdd = nullptr;
    QAction *mDeploy = nullptr;
    QAction *mDeployRest = nullptr;
    QPushButton *mDeployRestButton = nullptr;
    QAction *mTakeOff = nullptr;
    QAction *mColour = nullptr;
    bool mRebuildScheduled = false;
    bool mRebuilding = false;
    int mObserver = -1;
};

} // namespace vedette
