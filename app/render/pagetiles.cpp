#include "pagetiles.h"

#include <algorithm>
#include <cmath>

namespace vedette::render {

namespace {

// How many sheets of `image` mm (sharing `overlap` mm) cover `length` mm.
int sheetsFor(double length, double image, double overlap)
{
    if (length <= image)
        return 1;
    return int(std::ceil((length - overlap) / (image - overlap) - 1e-9));
}

} // namespace

PageTiles::PageTiles(const QRectF &table, const QSizeF &image, double overlap)
    : mOverlap(std::clamp(overlap, 0.0, std::min(image.width(), image.height()) / 2.0))
{
    if (table.isEmpty() || image.isEmpty())
        return;
    const double strideX = image.width() - mOverlap;
    const double strideY = image.height() - mOverlap;
    mColumns = sheetsFor(table.width(), image.width(), mOverlap);
    mRows = sheetsFor(table.height(), image.height(), mOverlap);
    int number = 1;
    for (int row = 0; row < mRows; ++row) {
        for (int column = 0; column < mColumns; ++column) {
            Tile tile;
            tile.row = row;
            tile.column = column;
            tile.number = number++;
            const double left = table.left() + column * strideX;
            const double top = table.top() + row * strideY;
            tile.source = QRectF(left, top, std::min(image.width(), table.right() - left),
                                 std::min(image.height(), table.bottom() - top));
            tile.cutLeft = column > 0;
            tile.cutTop = row > 0;
            mTiles.append(tile);
        }
    }
}

QString PageTiles::name(int row, int column)
{
    // Rows A..Z, then AA, AB...: a table needs far fewer.
    QString letters;
    int r = row;
    do {
        letters.prepend(QChar(u'A' + r % 26));
        r = r / 26 - 1;
    } while (r >= 0);
    return letters + QString::number(column + 1);
}

} // namespace vedette::render
