#include "fogtool.h"

#include "commands/facade.h"
#include "document/document.h"
#include "scene/tablescene.h"
#include "table/geometry.h"
#include "table/scenario.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace vedette {

FogTool::FogTool(QObject *parent)
    : AbstractTool(u"fogTool"_s, tr("Fog"), QIcon(u":/symbols/tool-fog.svg"_s), QKeySequence(Qt::Key_F), parent)
{
}

FogTool::~FogTool() = default;

QString FogTool::hint() const
{
    return tr("Click a firing unit to lay its smoke, drag to lay a patch of smoke, click smoke to clear it.");
}

void FogTool::activate(TableScene *scene)
{
    AbstractTool::activate(scene);
    mRubber = new QGraphicsRectItem;
    mRubber->setZValue(TableScene::OverlayLayer);
    mRubber->setPen(QPen(QColor(0x6b, 0x6b, 0x6b), 0, Qt::DashLine));
    mRubber->setBrush(QColor(0xf2, 0xf0, 0xea, 110));
    mRubber->setVisible(false);
    scene->addItem(mRubber);
}

void FogTool::deactivate()
{
    delete mRubber;
    mRubber = nullptr;
    mDragging = false;
    AbstractTool::deactivate();
}

bool FogTool::layInFrontOf(const QString &unitId)
{
    const table::Scenario &scenario = scene()->scenario();
    const table::Unit *unit = scenario.unit(unitId);
    if (!unit)
        return false;
    table::FogZone zone;
    zone.id = scenario.freshId(u"fog-"_s);
    zone.ownerUnitId = unitId;
    zone.outline = table::geometry::fogZone(scenario.footprint(*unit), scenario.groundScale()).toPolygon();
    cmd::laySmoke(document(), zone);
    emit message(tr("Smoke in front of %1.").arg(unit->name()));
    return true;
}

bool FogTool::layRectangle(const QRectF &rect)
{
    const QRectF r = rect.normalized().intersected(scene()->tableRect());
    if (r.width() < 1.0 || r.height() < 1.0) {
        emit message(tr("Drag over the table to lay smoke."));
        return false;
    }
    table::FogZone zone;
    zone.id = scene()->scenario().freshId(u"fog-"_s);
    zone.outline = QPolygonF{r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()};
    cmd::laySmoke(document(), zone);
    return true;
}

bool FogTool::clearAt(QPointF pos)
{
    const QString id = scene()->fogZoneAt(pos);
    if (id.isEmpty())
        return false;
    cmd::clearSmoke(document(), id);
    return true;
}

void FogTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    const QPointF pos = event->scenePos();
    if (clearAt(pos))
        return;
    if (event->button() != Qt::LeftButton)
        return;
    mFrom = pos;
    mDragging = true;
}

void FogTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!mDragging || !mRubber)
        return;
    mRubber->setRect(QRectF(mFrom, event->scenePos()).normalized());
    mRubber->setVisible(true);
}

void FogTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!mDragging)
        return;
    mDragging = false;
    if (mRubber)
        mRubber->setVisible(false);
    if (QLineF(event->screenPos(), event->buttonDownScreenPos(Qt::LeftButton)).length() < 3) {
        const QString unitId = scene()->unitAt(mFrom);
        if (!unitId.isEmpty())
            layInFrontOf(unitId);
        else
            emit message(tr("Click a unit to lay its smoke, or drag a patch of smoke."));
        return;
    }
    layRectangle(QRectF(mFrom, event->scenePos()));
}

} // namespace vedette
