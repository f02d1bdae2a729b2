#pragma once

#include "render/markscale.h"
#include "render/symbolcache.h"

#include <QColor>
#include <QRectF>

class QPainter;
class QTransform;

namespace vedette::render {

struct TablePicture;

// Draws a TablePicture with a QPainter, in the stacking order of the
// window's scene (terrain, deployment zones, reach, units, markers,
// messengers' routes, order flags, generals, messengers, smoke, rulers and
// charge lines), each element with the painter functions the scene's items
// use, so the window and every picture are drawn by the same code.
// Needs a QGuiApplication (fonts, pixmaps), never widgets.
class TableRenderer
{
public:
    struct Options
    {
        // Symbols from the SVG itself and labels sized for paper (exports);
        // false draws the pixmaps sized for the screen (the table screen).
        bool vector = true;
        // How big the marks that keep their size are (see MarkScale).
        MarkScale marks = MarkScale::screen();
        QColor background = Qt::white;
        // Device pixels outside this rect are left as they are (empty: the
        // whole target is drawn). A picture drawn in bands on several
        // threads gives each its band: every element is still laid out over
        // the whole table, so a band's pixels are those of the whole picture.
        QRect clip;
    };

    // Draws the part `source` (table mm) of the picture into `target`
    // (device units), the cloth and a white margin included.
    void render(QPainter *painter, const TablePicture &picture, const QRectF &target, const QRectF &source,
                const Options &options);
    // Draws the picture under the painter's current transform (table mm to
    // device, which may turn and mirror): the cloth, then every element.
    // `exposed` (table mm) is what needs drawing.
    void draw(QPainter *painter, const TablePicture &picture, const QRectF &exposed, const Options &options);

    SymbolCache &symbols() { return mSymbols; }

    // The transform Qt gives a graphics item at `pos` turned by `rotation`
    // degrees (see QGraphicsItem::sceneTransform), so an element drawn here
    // gets exactly the matrix its item gets in the scene.
    static QTransform itemTransform(QPointF pos, double rotation);

private:
    // `exposed` (table mm) is what the labels are laid out over, each
    // wholly inside `labelBounds` (device pixels); terrain and units wholly
    // outside `cull` are left out.
    void drawElements(QPainter *painter, const TablePicture &picture, const QRectF &exposed, const QRectF &cull,
                      const QRectF &labelBounds, const Options &options);

    SymbolCache mSymbols;
};

} // namespace vedette::render
