#pragma once

#include "table/scenariochange.h"
#include "table/terrain.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace vedette {

class Document;
class TableScene;

// One terrain piece's properties: name, type, cover, hill height, bad going,
// its corners, and read-only facts in the scenario's units (area, perimeter,
// what crossing it costs each arm). Every edit is an undoable command; an
// edit that would spoil the piece (corners crossing) is refused with a
// message and changes nothing.
class TerrainInspector : public QWidget
{
    Q_OBJECT

public:
    TerrainInspector(Document *document, TableScene *scene, QWidget *parent = nullptr);
    ~TerrainInspector() override;

    QString terrainId() const { return mTerrainId; }
    void showTerrain(const QString &id);

    // The last refusal shown to the referee (empty after a good edit).
    QString refusal() const;

    // Read-only texts, also used by tests.
    QString factsText() const;
    QString costText() const;

private:
    void refresh();
    void onScenarioChanged(const table::ScenarioChange &change);
    void onVertexEdited(int row, int column);
    // Applies `change` to a copy of the shown piece and pushes the command,
    // unless the result is not a valid piece.
    bool edit(const QString &field, const QString &text, const std::function<void(table::Terrain &)> &change);
    double tapeUnitMm() const;

    Document *mDocument;
    TableScene *mScene;
    QString mTerrainId;
    bool mRefreshing = false;

    QLineEdit *mName;
    QComboBox *mType;
    QComboBox *mCover;
    QDoubleSpinBox *mHeight;
    QCheckBox *mBadGoing;
    QCheckBox *mImpassable;
    QLabel *mFacts;
    QLabel *mCost;
    QTableWidget *mVertices;
    QLabel *mMessage;
    QPushButton *mRemove;
};

} // namespace vedette
