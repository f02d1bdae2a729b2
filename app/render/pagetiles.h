#pragma once

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace vedette::render {

// The table at true scale cut into sheets a home printer takes (A4,
// Letter): each sheet shows a piece of the table with `overlap` mm shared
// with its right and lower neighbours, so the referee trims along the cut
// marks and butts the sheets together. Sheets are numbered row by row and
// named like a map's squares (A1, A2, ... B1).
class PageTiles
{
public:
    struct Tile
    {
        int row = 0;
        int column = 0;
        int number = 1;  // 1-based, row by row
        QRectF source;   // the piece of table, mm
        bool cutLeft = false; // a neighbour to the left: trim `overlap` mm off this side
        bool cutTop = false;
    };

    // `table` in mm; `image` is the part of a sheet the table is printed on
    // (mm); `overlap` mm is printed on both of two neighbouring sheets.
    PageTiles(const QRectF &table, const QSizeF &image, double overlap = defaultOverlapMm);

    static constexpr double defaultOverlapMm = 10.0;

    int rows() const { return mRows; }
    int columns() const { return mColumns; }
    int count() const { return int(mTiles.size()); }
    double overlap() const { return mOverlap; }
    const QList<Tile> &tiles() const { return mTiles; }
    // "B3": row letter, column number.
    static QString name(int row, int column);

private:
    QList<Tile> mTiles;
    int mRows = 1;
    int mColumns = 1;
    double mOverlap = 0.0;
};

} // namespace vedette::render
