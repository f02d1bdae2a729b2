#include "ruleritem.h"

#include "scene/tablescene.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
constexpr double kLabelRoom = 150.0; // mm round the line kept for the label
}

RulerItem::RulerItem(TableScene *scene)
    : mTableScene(scene)
{
    setZValue(TableScene::RulerLayer);
}

void RulerItem::setEnds(QPointF from, QPointF to, const QString &caption)
{
    prepareGeometryChange();
    mLine = QLineF(from, to);
    mCaption = caption;
    update();
}

QString RulerItem::labelText() const
{
    QString text = mTableScene->formatDistance(mLine.length());
    if (!mCaption.isEmpty())
        text = mCaption + u": "_s + text;
    if (!mNote.isEmpty())
        text += u" · "_s + mNote;
    return text;
}

void RulerItem::setNote(const QString &note)
{
    mNote = note;
    update();
}

void RulerItem::setPinned(bool pinned)
{
    mPinned = pinned;
    update();
}

void RulerItem::setHighlighted(bool highlighted)
{
    if (mHighlighted == highlighted)
        return;
    mHighlighted = highlighted;
    update();
}

void RulerItem::setWarning(bool warning)
{
    if (mWarning == warning)
        return;
    mWarning = warning;
    update();
}

QRectF RulerItem::boundingRect() const
{
    return QRectF(mLine.p1(), mLine.p2()).normalized().adjusted(-kLabelRoom, -kLabelRoom, kLabelRoom, kLabelRoom);
}

QPainterPath RulerItem::shape() const
{
    QPainterPath path;
    path.moveTo(mLine.p1());
    path.lineTo(mLine.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(4.0);
    return stroker.createStroke(path);
}

void RulerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QColor ink = mWarning ? QColor(0xc0, 0x1e, 0x12) : (mPinned ? QColor(0x1f, 0x3d, 0x63) : QColor(0x2b, 0x21, 0x18));
    const double len = mLine.length();
    const QPointF dir = len > 0 ? (mLine.p2() - mLine.p1()) / len : QPointF(1, 0);
    const QPointF normal(-dir.y(), dir.x());

    // The tape: a pale band with marks every unit, longer every 6" or 5 cm.
    const double band = std::max(2.2, 7.0 / lod);
    if (mHighlighted && !mTableScene->isExporting()) {
        // A soft glow along the tape shows which ruler Delete would remove.
        QPen glow(QColor(0xff, 0xc8, 0x40, 170), band + 2 * std::max(1.5, 5.0 / lod), Qt::SolidLine, Qt::RoundCap);
        painter->setPen(glow);
        painter->drawLine(mLine);
    }
    QPolygonF tape;
    tape << mLine.p1() + normal * band / 2 << mLine.p2() + normal * band / 2 << mLine.p2() - normal * band / 2
         << mLine.p1() - normal * band / 2;
    painter->setPen(QPen(ink, std::max(0.25, 1.0 / lod)));
    painter->setBrush(QColor(0xfb, 0xf4, 0xdc, 215));
    painter->drawPolygon(tape);
    const double unit = mTableScene->displayUnitMm();
    const int every = mTableScene->displayUnitIsInch() ? 6 : 5;
    if (unit * lod >= 3.0) {
        int i = 1;
        for (double s = unit; s < len; s += unit, ++i) {
            const double tick = (i % every == 0 ? 1.0 : 0.5) * band;
            const QPointF p = mLine.p1() + dir * s;
            painter->drawLine(p - normal * band / 2, p - normal * band / 2 + normal * tick);
        }
    }
    painter->setBrush(ink);
    const double dot = std::max(0.8, 3.0 / lod);
    painter->drawEllipse(mLine.p1(), dot, dot);
    painter->drawEllipse(mLine.p2(), dot, dot);

    // The label, upright and at a fixed size on screen, by the middle.
    painter->save();
    painter->translate(mLine.center() + QPointF(0, -band));
    painter->scale(1.0 / lod, 1.0 / lod);
    QFont font(u"sans"_s);
    font.setPixelSize(13);
    font.setBold(true);
    painter->setFont(font);
    const QString text = labelText();
    const QFontMetricsF fm(font);
    const QRectF box(-fm.horizontalAdvance(text) / 2 - 6, -fm.height() - 8, fm.horizontalAdvance(text) + 12, fm.height() + 4);
    painter->setPen(QPen(ink, 1));
    painter->setBrush(QColor(0xfb, 0xf4, 0xdc, 235));
    painter->drawRoundedRect(box, 3, 3);
    painter->drawText(box, Qt::AlignCenter, text);
    if (mPinned) {
        painter->setBrush(ink);
        painter->drawEllipse(QPointF(box.left(), box.top()), 3, 3);
    }
    painter->restore();
}

} // namespace vedette
