#include "reachableareaitem.h"

#include "scene/tablescene.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPen>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
// Movement reads as blue-green on the green cloth without hiding the units.
const QColor kReach(0x1f, 0x6f, 0xb4);
} // namespace

ReachableAreaItem::ReachableAreaItem(TableScene *scene)
    : mTableScene(scene)
    , mLabelBox(new QGraphicsRectItem(this))
    , mLabel(new QGraphicsSimpleTextItem(mLabelBox))
{
    // Under the units so their symbols stay readable, over the terrain.
    setZValue(TableScene::UnitLayer - 1);
    setAcceptedMouseButtons(Qt::NoButton);
    // The label keeps its size on screen and stays readable over the pieces.
    mLabelBox->setFlag(ItemIgnoresTransformations);
    mLabelBox->setPen(Qt::NoPen);
    mLabelBox->setBrush(QColor(255, 255, 255, 200));
    QFont font = mLabel->font();
    font.setBold(true);
    mLabel->setFont(font);
    mLabel->setBrush(kReach.darker(160));
}

void ReachableAreaItem::setUnit(const QString &unitId, const rules::balagan::HouseRules &rules)
{
    mUnitId = unitId;
    mRules = rules;
    sync();
}

QString ReachableAreaItem::label() const
{
    const table::Scenario &scenario = mTableScene->scenario();
    const table::DisplayUnits paces = table::DisplayUnits::only(table::LengthUnit::Paces, scenario.groundScale());
    const QString allowance = table::formatLength(mArea.allowance, paces);
    if (!mArea.canMove())
        return QCoreApplication::translate("vedette::ReachableAreaItem", "%1: cannot move").arg(allowance);
    if (mArea.freeStop == rules::balagan::ReachableArea::Stop::Allowance)
        return allowance;
    return QCoreApplication::translate("vedette::ReachableAreaItem", "%1 (straight ahead %2)")
        .arg(allowance, table::formatLength(mArea.freeDistance, paces));
}

void ReachableAreaItem::sync()
{
    prepareGeometryChange();
    mActionPath = QPainterPath();
    mCorridorPath = QPainterPath();
    mArea = {};
    mBounds = {};
    const table::Unit *unit = mUnitId.isEmpty() ? nullptr : mTableScene->scenario().unit(mUnitId);
    if (unit && !unit->isOnTable())
        unit = nullptr; // nowhere to move from until it is deployed
    mLabelBox->setVisible(unit != nullptr);
    if (!unit)
        return;
    mArea = rules::balagan::reachableArea(mTableScene->scenario(), *unit, mRules);
    mActionPath.setFillRule(Qt::OddEvenFill);
    for (const QPolygonF &polygon : std::as_const(mArea.actionArea)) {
        mActionPath.addPolygon(polygon);
        mActionPath.closeSubpath();
    }
    mCorridorPath.addPolygon(mArea.freeCorridor);
    mCorridorPath.closeSubpath();
    mBounds = mActionPath.boundingRect().united(mCorridorPath.boundingRect()).adjusted(-2, -2, 2, 2);
    // At the front of the free move, where the eye looks for how far it goes.
    const QPolygonF &corridor = mArea.freeCorridor;
    placeLabel(label(), corridor.isEmpty() ? unit->position() : (corridor[0] + corridor[1]) / 2.0);
    update();
}

QRectF ReachableAreaItem::boundingRect() const
{
    return mBounds;
}

void ReachableAreaItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // A view aid: pictures and prints of the table leave it out.
    if (mTableScene->isExporting())
        return;
    QColor wash = kReach;
    wash.setAlpha(28);
    QPen edge(kReach, 1.5, Qt::DashLine);
    edge.setCosmetic(true);
    painter->setPen(edge);
    painter->setBrush(wash);
    painter->drawPath(mActionPath);

    QColor band = kReach;
    band.setAlpha(95);
    QPen bandEdge(kReach.darker(130), 2.0);
    bandEdge.setCosmetic(true);
    painter->setPen(bandEdge);
    painter->setBrush(band);
    painter->drawPath(mCorridorPath);
}

void ReachableAreaItem::placeLabel(const QString &text, QPointF at)
{
    mLabel->setText(text);
    mLabel->setPos(4.0, 2.0);
    mLabelBox->setRect(mLabel->boundingRect().adjusted(0.0, 0.0, 8.0, 4.0));
    mLabelBox->setPos(at);
}

} // namespace vedette
