#include "tapeitem.h"

#include "render/markscale.h"
#include "render/rulerpainter.h"
#include "scene/tablescene.h"

#include <QPainter>

namespace vedette {

TapeItem::TapeItem(TableScene *scene)
    : mTableScene(scene)
{
    setZValue(TableScene::PinnedRulerLayer);
}

void TapeItem::setEnds(QPointF from, QPointF to, const QString &caption)
{
    prepareGeometryChange();
    mLine = QLineF(from, to);
    mCaption = caption;
    update();
}

QString TapeItem::labelText() const
{
    return render::RulerPainter::labelText(mTableScene->scenario(), mLine, mCaption, mNote);
}

void TapeItem::setNote(const QString &note)
{
    mNote = note;
    update();
}

void TapeItem::setPinned(bool pinned)
{
    mPinned = pinned;
    update();
}

void TapeItem::setHighlighted(bool highlighted)
{
    if (mHighlighted == highlighted)
        return;
    mHighlighted = highlighted;
    update();
}

void TapeItem::setWarning(bool warning)
{
    if (mWarning == warning)
        return;
    mWarning = warning;
    update();
}

QRectF TapeItem::boundingRect() const
{
    return QRectF(mLine.p1(), mLine.p2())
        .normalized()
        .adjusted(-render::RulerPainter::labelRoom, -render::RulerPainter::labelRoom, render::RulerPainter::labelRoom,
                  render::RulerPainter::labelRoom);
}

QPainterPath TapeItem::shape() const
{
    QPainterPath path;
    path.moveTo(mLine.p1());
    path.lineTo(mLine.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(4.0);
    return stroker.createStroke(path);
}

void TapeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::RulerPainter::Shape shape = render::RulerPainter::prepare(mTableScene->scenario(), mLine, mCaption, mNote);
    shape.pinned = mPinned;
    shape.warning = mWarning;
    shape.highlighted = mHighlighted;
    render::RulerPainter::paint(painter, shape, render::MarkScale::screen());
}

} // namespace vedette
