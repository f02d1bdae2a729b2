#pragma once

#include "table/scenariochange.h"
#include "table/unit.h"

#include <QDockWidget>
#include <QHash>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace vedette {

class Document;
class TableScene;
class TerrainInspector;
class TerrainSelection;

// The selected unit's or terrain piece's properties, editable. Every edit
// is an undoable command; the panel only shows what the model holds. A
// terrain piece can also be picked from the list at the top.
class InspectorPanel : public QDockWidget
{
    Q_OBJECT

public:
    InspectorPanel(Document *document, TableScene *scene, QWidget *parent = nullptr);
    ~InspectorPanel() override;

    QString unitId() const { return mUnitId; }
    QString terrainId() const;
    TerrainInspector *terrainInspector() const { return mTerrain; }

private:
    void showUnit(const QString &id);
    void refresh();
    void showTerrain(const QString &id);
    void refreshTerrainList();
    void onScenarioChanged(const table::ScenarioChange &change);
    // Applies `change` to a copy of the shown unit and pushes the command.
    void edit(const QString &field, const QString &text, const std::function<void(table::Unit &)> &change);
    double tapeUnitMm() const;

    Document *mDocument;
    TableScene *mScene;
    QString mUnitId;
    bool mRefreshing = false;

    TerrainSelection *mTerrainSelection;
    QComboBox *mTerrainPicker;
    TerrainInspector *mTerrain;
    QStackedWidget *mStack;
    QLabel *mEmpty;
    QLineEdit *mName;
    QComboBox *mSide;
    QComboBox *mArm;
    QComboBox *mFormation;
    QDoubleSpinBox *mX;
    QDoubleSpinBox *mY;
    QDoubleSpinBox *mFacing;
    QSpinBox *mStrength;
    QSpinBox *mStartingStrength;
    QComboBox *mTroopClass;
    QSpinBox *mStands;
    QSpinBox *mMorale;
    QSpinBox *mCasualties;
    QComboBox *mOrder;
    QHash<int, QCheckBox *> mMarkers;
    QLabel *mFootprint;
    // Umpired games: a box per other side, ticked while that side has not
    // yet seen the unit (the table screen then leaves it out).
    QWidget *mHidden = nullptr;
    QFormLayout *mForm = nullptr;
    void refreshHidden(const table::Unit &unit);
};

} // namespace vedette
