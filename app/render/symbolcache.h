#pragma once

#include "table/footprint.h"
#include "table/unittypes.h"

#include <QColor>
#include <QHash>
#include <QPixmap>

#include <memory>

class QPainter;
class QRectF;
class QSvgRenderer;

namespace vedette::render {

// The unit symbols of resources/symbols/, drawn in a side's colour: the
// SVG's placeholder colours are replaced by the side's colour and its darker
// shade, and the result is kept both as a renderer (for close zoom and vector
// export) and as pixmaps pre-rendered at the sizes the screen shows (for the
// thousands of bases of a zoomed-out table).
class SymbolCache
{
public:
    SymbolCache();
    ~SymbolCache();

    static QString symbolName(table::Arm arm, table::BaseRole role);

    // Draws the symbol into `target` (a base's rectangle, front edge at the
    // top) in item coordinates. `pixelsAcross` is the base's width on the
    // device: bases up to 150 px use a pixmap rendered at about that size.
    void paint(QPainter *painter, const QRectF &target, table::Arm arm, table::BaseRole role, const QColor &colour,
               double pixelsAcross, bool vector);

    // The width in device pixels a symbol `pixelsAcross` wide is rendered at:
    // sizes are grouped in steps of about 6% so a zoom level needs a handful
    // of pixmaps, and a pixmap is never enlarged by more than that.
    static int sizeBucket(double pixelsAcross);

    // Pixmaps held for the sizes on screen (for tests and benchmarks).
    qsizetype pixmapCount() const;
    // Forgets the pixmaps (they are rendered again when next needed).
    void clearPixmaps();

private:
    struct Entry
    {
        std::shared_ptr<QSvgRenderer> renderer;
        // By size: the key packs the width and height in device pixels.
        QHash<quint32, QPixmap> pixmaps;
    };
    Entry &entry(table::Arm arm, table::BaseRole role, const QColor &colour);
    const QPixmap &pixmap(Entry &entry, int width, int height);

    QHash<QString, QByteArray> mSources;
    // By arm, role and colour packed in a number: a frame looks up every
    // base, and a key string made per base cost more than the lookup.
    QHash<quint64, Entry> mEntries;
    qsizetype mPixmapCount = 0;
};

} // namespace vedette::render
