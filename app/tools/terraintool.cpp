#include "terraintool.h"

#include "commands/facade.h"
#include "document/document.h"
#include "scene/tablescene.h"
#include "scene/terrainitem.h"
#include "table/scenario.h"
#include "table/validation.h"

#include <QComboBox>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
constexpr double kCloseDistance = 4.0; // mm: a click this near the first corner closes the outline
}

TerrainTool::TerrainTool(QObject *parent)
    : AbstractTool(u"terrainTool"_s, tr("Draw Terrain"), QIcon(u":/symbols/tool-terrain.svg"_s),
                   QKeySequence(Qt::Key_T), parent)
{
}

TerrainTool::~TerrainTool() = default;

QString TerrainTool::hint() const
{
    return tr("Click the corners of the terrain; double-click or Enter finishes, Backspace takes back a corner, "
              "right-click removes a piece.");
}

QWidget *TerrainTool::createOptionsWidget(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(new QLabel(tr("Terrain:"), widget));
    auto *types = new QComboBox(widget);
    types->setObjectName(u"terrainTypeCombo"_s);
    for (table::TerrainType type : table::allTerrainTypes()) {
        QPixmap swatch(16, 16);
        swatch.fill(TerrainItem::fillColour(type));
        types->addItem(QIcon(swatch), table::terrainTypeName(type), int(type));
    }
    types->setCurrentIndex(types->findData(int(mType)));
    connect(types, &QComboBox::currentIndexChanged, this,
            [this, types] { setTerrainType(table::TerrainType(types->currentData().toInt())); });
    layout->addWidget(types);
    return widget;
}

void TerrainTool::activate(TableScene *scene)
{
    AbstractTool::activate(scene);
    mPreview = new QGraphicsPathItem;
    mPreview->setZValue(TableScene::OverlayLayer);
    scene->addItem(mPreview);
}

void TerrainTool::deactivate()
{
    mPoints.clear();
    delete mPreview;
    mPreview = nullptr;
    AbstractTool::deactivate();
}

void TerrainTool::addPoint(QPointF point)
{
    mPoints.append(point);
    updatePreview(point);
}

bool TerrainTool::finish()
{
    if (mPoints.size() > 1 && mPoints.first() == mPoints.last())
        mPoints.removeLast();
    const QString problem = table::validation::terrainOutline(mPoints);
    if (!problem.isEmpty()) {
        emit message(problem);
        mPoints.clear();
        updatePreview(mCursor);
        return false;
    }
    const table::Scenario &scenario = scene()->scenario();
    table::Terrain terrain(scenario.freshId(u"terrain-"_s), mType, mPoints);
    cmd::addTerrain(document(), terrain);
    emit message(tr("Added %1.").arg(table::terrainTypeName(mType)));
    mPoints.clear();
    updatePreview(mCursor);
    return true;
}

void TerrainTool::cancel()
{
    mPoints.clear();
    updatePreview(mCursor);
}

void TerrainTool::updatePreview(QPointF cursor)
{
    mCursor = cursor;
    if (!mPreview)
        return;
    QPainterPath path;
    if (!mPoints.isEmpty()) {
        QPolygonF open = mPoints;
        open.append(cursor);
        path.addPolygon(open);
    }
    mPreview->setPath(path);
    QColor fill = TerrainItem::fillColour(mType);
    fill.setAlpha(140);
    mPreview->setBrush(fill);
    mPreview->setPen(QPen(TerrainItem::inkColour(mType), 0, Qt::DashLine));
}

void TerrainTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    const QPointF pos = event->scenePos();
    if (event->button() == Qt::RightButton) {
        if (!mPoints.isEmpty()) {
            cancel();
            return;
        }
        const QString id = scene()->terrainAt(pos);
        if (!id.isEmpty())
            cmd::removeTerrain(document(), id);
        return;
    }
    if (mPoints.size() >= 3 && QLineF(mPoints.first(), pos).length() <= kCloseDistance) {
        finish();
        return;
    }
    addPoint(pos);
}

void TerrainTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    updatePreview(event->scenePos());
}

void TerrainTool::mouseReleased(QGraphicsSceneMouseEvent *)
{
}

void TerrainTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    // The press before the double-click already added this corner.
    if (!mPoints.isEmpty() && QLineF(mPoints.last(), event->scenePos()).length() > 0.5)
        mPoints.append(event->scenePos());
    finish();
}

bool TerrainTool::keyPressed(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (mPoints.isEmpty())
            return false;
        finish();
        return true;
    case Qt::Key_Backspace:
        if (mPoints.isEmpty())
            return false;
        mPoints.removeLast();
        updatePreview(mCursor);
        return true;
    case Qt::Key_Escape:
        cancel();
        return true;
    default:
        return false;
    }
}

} // namespace vedette
