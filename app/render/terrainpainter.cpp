#include "terrainpainter.h"

#include "render/markscale.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <QImage>
#include <QRandomGenerator>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {

constexpr int kTile = 256;
constexpr double kTileMm = 48.0; // one texture tile covers 48 mm of table

// Textures are drawn once, from a fixed seed, so every run and every export
// shows the same woods. Images, not pixmaps: pictures are drawn on the
// threads of a pool (PoolBands), where pixmaps may not be used.
QImage woodsTexture()
{
    static const QImage tile = [] {
        QImage p(kTile, kTile, QImage::Format_ARGB32_Premultiplied);
        p.fill(Qt::transparent);
        QPainter g(&p);
        g.setRenderHint(QPainter::Antialiasing);
        QRandomGenerator rng(1709);
        for (int i = 0; i < 26; ++i) {
            const double x = rng.bounded(double(kTile));
            const double y = rng.bounded(double(kTile));
            const double r = 11 + rng.bounded(7.0);
            for (int dx = -1; dx <= 1; ++dx) {
                for (int dy = -1; dy <= 1; ++dy) {
                    const QPointF c(x + dx * kTile, y + dy * kTile);
                    g.setPen(Qt::NoPen);
                    g.setBrush(QColor(0x4f, 0x5e, 0x36, 70));
                    g.drawEllipse(c + QPointF(2.5, 3), r, r);
                    g.setBrush(QColor(0x7d, 0x8f, 0x5a, 200));
                    g.setPen(QPen(QColor(0x45, 0x52, 0x2f, 210), 1.6));
                    g.drawEllipse(c, r, r);
                    g.setPen(QPen(QColor(0x45, 0x52, 0x2f, 120), 1.1));
                    g.drawArc(QRectF(c.x() - r * 0.55, c.y() - r * 0.55, r * 1.1, r * 1.1), 200 * 16, 120 * 16);
                }
            }
        }
        return p;
    }();
    return tile;
}

QImage marshTexture()
{
    static const QImage tile = [] {
        QImage p(kTile, kTile, QImage::Format_ARGB32_Premultiplied);
        p.fill(Qt::transparent);
        QPainter g(&p);
        g.setRenderHint(QPainter::Antialiasing);
        QRandomGenerator rng(1704);
        g.setPen(QPen(QColor(0x45, 0x5e, 0x55, 200), 1.6, Qt::SolidLine, Qt::RoundCap));
        for (int i = 0; i < 34; ++i) {
            const double x = rng.bounded(double(kTile - 30)) + 15;
            const double y = rng.bounded(double(kTile - 20)) + 10;
            g.drawLine(QPointF(x - 9, y), QPointF(x + 9, y));
            for (int k = -1; k <= 1; ++k)
                g.drawLine(QPointF(x + k * 4, y - 1), QPointF(x + k * 6, y - 9 + std::abs(k) * 2));
        }
        g.setPen(QPen(QColor(0x6d, 0x92, 0xa0, 160), 1.2));
        for (int i = 0; i < 18; ++i) {
            const double x = rng.bounded(double(kTile - 30)) + 15;
            const double y = rng.bounded(double(kTile - 20)) + 10;
            g.drawLine(QPointF(x - 12, y), QPointF(x + 12, y));
        }
        return p;
    }();
    return tile;
}

// The texture laid over its fill colour once, so a piece is filled in one
// pass of an opaque brush rather than a fill and a translucent texture.
QBrush textureBrush(table::TerrainType type)
{
    const auto composed = [](const QImage &texture, const QColor &fill) {
        QImage tile(texture.size(), QImage::Format_RGB32);
        tile.fill(fill);
        QPainter p(&tile);
        p.drawImage(0, 0, texture);
        p.end();
        QBrush brush(tile);
        brush.setTransform(QTransform::fromScale(kTileMm / kTile, kTileMm / kTile));
        return brush;
    };
    if (type == table::TerrainType::Woods) {
        static const QBrush woods = composed(woodsTexture(), TerrainPainter::fillColour(type));
        return woods;
    }
    static const QBrush marsh = composed(marshTexture(), TerrainPainter::fillColour(table::TerrainType::Marsh));
    return marsh;
}

QPointF centroid(const QPolygonF &polygon)
{
    double a = 0, cx = 0, cy = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF p = polygon[i];
        const QPointF q = polygon[(i + 1) % polygon.size()];
        const double cross = p.x() * q.y() - q.x() * p.y();
        a += cross;
        cx += (p.x() + q.x()) * cross;
        cy += (p.y() + q.y()) * cross;
    }
    if (std::abs(a) < 1e-9)
        return polygon.boundingRect().center();
    return {cx / (3 * a), cy / (3 * a)};
}

// A dashed outline as a filled shape, its dashes laid along the whole path
// in table mm. QPainter's own dashing skips what lies outside the device and
// starts the pattern again where the line comes back, so a road longer than
// the picture had its dashes where that picture's edge put them: the view's
// cached layer (larger than the view) and a frame drawn directly would
// disagree, and the dashes would creep as the view panned.
void strokeDashed(QPainter *painter, const QPainterPath &path, const QPen &pen, TerrainPainter::Dashes *kept)
{
    if (!kept) {
        const QPainterPathStroker stroker(pen);
        painter->fillPath(stroker.createStroke(path), pen.brush());
        return;
    }
    if (kept->width != pen.widthF() || kept->style != pen.style()) {
        const QPainterPathStroker stroker(pen);
        kept->stroke = stroker.createStroke(path);
        kept->width = pen.widthF();
        kept->style = pen.style();
    }
    painter->fillPath(kept->stroke, pen.brush());
}

} // namespace

QColor TerrainPainter::fillColour(table::TerrainType type)
{
    switch (type) {
    case table::TerrainType::Woods:
        return {0xb4, 0xbf, 0x93};
    case table::TerrainType::Marsh:
        return {0xc3, 0xcb, 0xb1};
    case table::TerrainType::Buildings:
        return {0xb2, 0x74, 0x5c};
    case table::TerrainType::SteepSlope:
        return {0xd3, 0xbf, 0x97};
    case table::TerrainType::River:
        return {0x9d, 0xb9, 0xc1};
    case table::TerrainType::Hill:
        return {0xdc, 0xcb, 0xa2};
    case table::TerrainType::Road:
        return {0xd9, 0xc6, 0x9c};
    }
    return {0xcc, 0xcc, 0xcc};
}

QColor TerrainPainter::inkColour(table::TerrainType type)
{
    switch (type) {
    case table::TerrainType::Woods:
        return {0x45, 0x52, 0x2f};
    case table::TerrainType::Marsh:
        return {0x4d, 0x66, 0x5e};
    case table::TerrainType::Buildings:
        return {0x4a, 0x26, 0x1c};
    case table::TerrainType::SteepSlope:
        return {0x6e, 0x52, 0x32};
    case table::TerrainType::River:
        return {0x3f, 0x66, 0x78};
    case table::TerrainType::Hill:
        return {0x8a, 0x6a, 0x42};
    case table::TerrainType::Road:
        return {0x7b, 0x62, 0x40};
    }
    return {0x40, 0x40, 0x40};
}

TerrainPainter::Shape TerrainPainter::prepare(const table::Scenario &scenario, const table::Terrain &terrain)
{
    Shape shape;
    shape.type = terrain.type();
    shape.impassable = terrain.isImpassable();
    const QPolygonF outline = terrain.outline();
    shape.path.addPolygon(outline);
    shape.path.closeSubpath();

    static constexpr int order[] = {5, 3, 6, 2, 1, 0, 4}; // by TerrainType
    shape.stacking = order[int(shape.type)];

    const QPointF c = centroid(outline);
    if (shape.type == table::TerrainType::Hill) {
        // Contours: the outline drawn smaller towards the crest.
        for (double f : {0.68, 0.38}) {
            QPolygonF ring;
            for (const QPointF &p : outline)
                ring.append(c + (p - c) * f);
            shape.detail.addPolygon(ring);
            shape.detail.closeSubpath();
        }
    } else if (shape.type == table::TerrainType::SteepSlope) {
        // Hachures along every edge, pointing into the slope.
        const bool clockwise = [&] {
            double a = 0;
            for (qsizetype i = 0; i < outline.size(); ++i) {
                const QPointF p = outline[i], q = outline[(i + 1) % outline.size()];
                a += p.x() * q.y() - q.x() * p.y();
            }
            return a > 0;
        }();
        for (qsizetype i = 0; i < outline.size(); ++i) {
            const QPointF p = outline[i], q = outline[(i + 1) % outline.size()];
            const QLineF edge(p, q);
            const double len = edge.length();
            if (len < 1e-6)
                continue;
            const QPointF dir = (q - p) / len;
            const QPointF inward = clockwise ? QPointF(-dir.y(), dir.x()) : QPointF(dir.y(), -dir.x());
            for (double s = 2.0; s < len - 1.0; s += 3.5) {
                const QPointF a = p + dir * s;
                shape.detail.moveTo(a);
                shape.detail.lineTo(a + inward * 6.0);
            }
        }
    }

    shape.label = terrain.name();
    if (shape.type == table::TerrainType::Hill && terrain.height().mm() > 0) {
        const QString height = table::formatLength(terrain.height(), scenario.displayUnits());
        shape.label = shape.label.isEmpty()
            ? QCoreApplication::translate("TerrainItem", "height %1").arg(height)
            : QCoreApplication::translate("TerrainItem", "%1 (height %2)").arg(shape.label, height);
    }
    shape.labelPos = c;
    shape.bounds = shape.path.boundingRect().adjusted(-3, -3, 3, 3);
    return shape;
}

void TerrainPainter::paint(QPainter *painter, const Shape &shape, DashCache *kept)
{
    const double lod = MarkScale::levelOfDetail(painter->worldTransform());
    const QColor fill = fillColour(shape.type);
    const QColor ink = inkColour(shape.type);
    const double hair = std::max(0.35, 1.0 / lod);

    painter->setPen(Qt::NoPen);
    const bool textured
        = lod > 0.25 && (shape.type == table::TerrainType::Woods || shape.type == table::TerrainType::Marsh);
    painter->setBrush(textured ? textureBrush(shape.type) : QBrush(fill));
    painter->drawPath(shape.path);

    switch (shape.type) {
    case table::TerrainType::Woods:
        painter->setPen(QPen(ink, std::max(0.6, 1.4 / lod)));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(shape.path);
        break;
    case table::TerrainType::Marsh:
        strokeDashed(painter, shape.path, QPen(ink, hair, Qt::DashLine), kept ? &kept->outline : nullptr);
        break;
    case table::TerrainType::Buildings: {
        QBrush hatch(QColor(0x4a, 0x26, 0x1c, 110), Qt::BDiagPattern);
        hatch.setTransform(MarkScale::tablePattern(painter->worldTransform()));
        painter->setBrush(hatch);
        painter->drawPath(shape.path);
        painter->setPen(QPen(ink, std::max(0.7, 1.5 / lod)));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(shape.path);
        break;
    }
    case table::TerrainType::SteepSlope:
        painter->setPen(QPen(ink, std::max(0.35, 0.9 / lod), Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(shape.detail);
        painter->setPen(QPen(ink, hair));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(shape.path);
        break;
    case table::TerrainType::Hill:
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(ink, std::max(0.5, 1.2 / lod)));
        painter->drawPath(shape.path);
        painter->setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 150), hair));
        painter->drawPath(shape.detail);
        break;
    case table::TerrainType::River:
        painter->setPen(QPen(ink, std::max(0.6, 1.4 / lod)));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(shape.path);
        break;
    case table::TerrainType::Road:
        strokeDashed(painter, shape.path, QPen(ink, hair, Qt::DashLine), kept ? &kept->outline : nullptr);
        break;
    }
    if (shape.impassable)
        strokeDashed(painter, shape.path, QPen(QColor(0x8c, 0x1c, 0x13), std::max(0.8, 2.0 / lod), Qt::DotLine),
                     kept ? &kept->impassable : nullptr);

    // Names only where they can be read.
    if (!shape.label.isEmpty() && lod * 5.0 >= 7.0) {
        painter->save();
        painter->translate(shape.labelPos);
        const double size = std::clamp(12.0 / lod, 4.0, 14.0);
        painter->scale(size / 20.0, size / 20.0);
        QFont font(u"serif"_s);
        font.setPixelSize(20);
        font.setItalic(true);
        font.setLetterSpacing(QFont::PercentageSpacing, 112);
        painter->setFont(font);
        const QFontMetricsF fm(font);
        const double w = fm.horizontalAdvance(shape.label);
        painter->setPen(QColor(ink.red(), ink.green(), ink.blue(), 230));
        painter->drawText(QPointF(-w / 2, fm.ascent() / 2 - 2), shape.label);
        painter->restore();
    }
}

} // namespace vedette::render
