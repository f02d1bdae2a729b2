#pragma once

#include <QColor>
#include <QPen>
#include <QPointF>

class QPainter;
class QTransform;

namespace vedette::render {

// How big the table's marks are drawn: the pieces, flags, labels and lines
// that keep one size on screen whatever the zoom (a general's base, a
// ruler's label, a charge line's pen). On screen a mark pixel is a device
// pixel, as a graphics item that ignores the view's transformations draws
// it. On paper and on the table screen a mark pixel is a length of table,
// so a printed label is as big at 300 dpi as at 100 dpi and turns with the
// table.
class MarkScale
{
public:
    // Marks in device pixels, upright on the device (the window's view).
    static MarkScale screen() { return MarkScale(0.0); }
    // Marks of `mmPerPixel` mm of table each, turned with the table.
    static MarkScale table(double mmPerPixel) { return MarkScale(mmPerPixel); }
    // The readable printed size: an 11-pixel label is 3.3 mm (about 9 pt).
    static constexpr double printedMm = 0.3;

    bool onScreen() const { return mMm <= 0.0; }
    double mmPerPixel() const { return mMm; }

    // Millimetres of table one mark pixel covers under `painter`'s transform.
    double pixel(const QPainter *painter) const;
    // Mark pixels in a millimetre of table: on screen the level of detail.
    double marksPerMm(const QPainter *painter) const;
    // A pen `pixels` mark pixels wide: cosmetic on screen, in table units on paper.
    QPen pen(const QColor &colour, double pixels, Qt::PenStyle style = Qt::SolidLine,
             Qt::PenCapStyle cap = Qt::SquareCap, Qt::PenJoinStyle join = Qt::BevelJoin) const;
    // Moves the painter's origin to `tablePos` and makes one unit one mark
    // pixel: on screen upright in device pixels (exactly as Qt places an item
    // that ignores transformations), elsewhere scaled in table coordinates.
    void place(QPainter *painter, QPointF tablePos) const;

    // The level of detail Qt's graphics items read from a transform
    // (QStyleOptionGraphicsItem::levelOfDetailFromTransform): device pixels
    // per unit, the square root of the area a unit square covers.
    static double levelOfDetail(const QTransform &transform);

    // The transform of a hatching brush (Qt::BDiagPattern) drawn under
    // `world` (table mm to device): the pattern in device pixels, laid from
    // the pixel where the table's corner falls. So the hatching stays put on
    // the table while the view pans, and a picture drawn at a whole-pixel
    // shift (the view's cached layer) has it where a direct frame has it.
    static QTransform tablePattern(const QTransform &world);

private:
    explicit MarkScale(double mm)
        : mMm(mm)
    {
    }
    double mMm = 0.0;
};

} // namespace vedette::render
