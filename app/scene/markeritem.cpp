#include "markeritem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

using namespace Qt::StringLiterals;

namespace vedette {

MarkerItem::MarkerItem(TableScene *scene, const QString &markerId)
    : mTableScene(scene)
    , mMarkerId(markerId)
{
    setZValue(TableScene::MarkerLayer);
}

void MarkerItem::sync()
{
    const table::Marker *marker = mTableScene->scenario().marker(mMarkerId);
    if (!marker)
        return;
    prepareGeometryChange();
    setPos(marker->position);
    mKind = marker->kind;
    mText = marker->text;
    mCount = marker->count;
    setToolTip(mText.isEmpty() ? table::markerKindName(mKind) : table::markerKindName(mKind) + u": "_s + mText);
    update();
}

QRectF MarkerItem::boundingRect() const
{
    // Notes carry their text to the right of the pin.
    const double textRoom = mKind == table::MarkerKind::Note ? 4.0 * radius + mText.size() * 3.2 : 0.0;
    return QRectF(-radius - 1, -radius - 1, 2 * radius + 2 + textRoom, 2 * radius + 2);
}

QPainterPath MarkerItem::shape() const
{
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), radius, radius);
    return path;
}

void MarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QColor ink(0x2b, 0x21, 0x18);
    QColor face;
    QColor text = Qt::white;
    QString glyph;
    switch (mKind) {
    case table::MarkerKind::MoraleCounter:
        face = QColor(0xb3, 0x24, 0x18);
        glyph = QString::number(mCount);
        break;
    case table::MarkerKind::Casualty:
        face = QColor(0x2b, 0x21, 0x18);
        glyph = mCount > 1 ? QString::number(mCount) : u"✕"_s;
        break;
    case table::MarkerKind::Objective:
        face = QColor(0xd8, 0xb0, 0x3c);
        text = ink;
        glyph = u"★"_s;
        break;
    case table::MarkerKind::Note:
        face = QColor(0xf4, 0xec, 0xd6);
        text = ink;
        glyph = u"i"_s;
        break;
    }
    painter->setPen(QPen(ink, std::max(0.4, 1.0 / lod)));
    painter->setBrush(face);
    painter->drawEllipse(QPointF(0, 0), radius, radius);
    if (lod * radius < 3.0)
        return;
    painter->save();
    painter->scale(radius / 10.0, radius / 10.0);
    QFont font(u"sans"_s);
    font.setPixelSize(12);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(text);
    painter->drawText(QRectF(-10, -10, 20, 20), Qt::AlignCenter, glyph);
    if (mKind == table::MarkerKind::Note && !mText.isEmpty()) {
        QFont italic(u"serif"_s);
        italic.setPixelSize(12);
        italic.setItalic(true);
        painter->setFont(italic);
        painter->setPen(ink);
        painter->drawText(QPointF(14, 4), mText);
    }
    painter->restore();
}

} // namespace vedette
