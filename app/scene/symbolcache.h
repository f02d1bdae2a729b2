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

namespace vedette {

// The unit symbols of resources/symbols/, drawn in a side's colour: the
// SVG's placeholder colours are replaced by the side's colour and its darker
// shade, and the result is kept both as a renderer (for close zoom and vector
// export) and as a pixmap (for the thousands of bases of a zoomed-out table).
class SymbolCache
{
public:
    SymbolCache();
    ~SymbolCache();

    static QString symbolName(table::Arm arm, table::BaseRole role);

    // Draws the symbol into `target` (a base's rectangle, front edge at the
    // top) in item coordinates. `pixelsAcross` is the base's width on the
    // device: small bases use the cached pixmap.
    void paint(QPainter *painter, const QRectF &target, table::Arm arm, table::BaseRole role, const QColor &colour,
               double pixelsAcross, bool vector);

private:
    struct Entry
    {
        std::shared_ptr<QSvgRenderer> renderer;
        QPixmap pixmap;
    };
    Entry &entry(const QString &symbol, const QColor &colour);

    QHash<QString, QByteArray> mSources;
    QHash<QString, Entry> mEntries;
};

} // namespace vedette
