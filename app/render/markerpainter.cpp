#include "markerpainter.h"

#include "render/markscale.h"

#include <QPainter>

using namespace Qt::StringLiterals;

namespace vedette::render {

QRectF MarkerPainter::bounds(const table::Marker &marker)
{
    // A note's text is one of the table's labels (TableLabels), at a
    // readable size whatever the zoom, not part of the pin.
    Q_UNUSED(marker);
    return QRectF(-radius - 1, -radius - 1, 2 * radius + 2, 2 * radius + 2);
}

void MarkerPainter::paint(QPainter *painter, table::MarkerKind kind, int count)
{
    const double lod = MarkScale::levelOfDetail(painter->worldTransform());
    const QColor ink(0x2b, 0x21, 0x18);
    QColor face;
    QColor glyphColour = Qt::white;
    QString glyph;
    switch (kind) {
    case table::MarkerKind::MoraleCounter:
        face = QColor(0xb3, 0x24, 0x18);
        glyph = QString::number(count);
        break;
    case table::MarkerKind::Casualty:
        face = QColor(0x2b, 0x21, 0x18);
        glyph = count > 1 ? QString::number(count) : u"✕"_s;
        break;
    case table::MarkerKind::Objective:
        face = QColor(0xd8, 0xb0, 0x3c);
        glyphColour = ink;
        glyph = u"★"_s;
        break;
    case table::MarkerKind::Note:
        face = QColor(0xf4, 0xec, 0xd6);
        glyphColour = ink;
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
    painter->setPen(glyphColour);
    painter->drawText(QRectF(-10, -10, 20, 20), Qt::AlignCenter, glyph);
    painter->restore();
}

} // namespace vedette::render
