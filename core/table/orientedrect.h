#pragma once

#include <QPointF>
#include <QPolygonF>

#include <array>

namespace vedette::table {

// A rectangle turned to a facing: one base or stand on the table, or the
// outline of a whole formation. Table coordinates are millimetres with x to
// the right and y down (as in a QGraphicsScene); a facing of 0 degrees looks
// up the table (towards -y) and grows clockwise, like a compass bearing, so
// an item drawn facing up and given setRotation(facing) matches.
class OrientedRect
{
public:
    enum Corner { FrontLeft, FrontRight, RearRight, RearLeft };

    OrientedRect() = default;
    // width runs along the front (frontage), depth from front to rear.
    OrientedRect(QPointF centre, double width, double depth, double facingDegrees);

    QPointF centre() const { return mCentre; }
    double width() const { return mWidth; }
    double depth() const { return mDepth; }
    double facing() const { return mFacing; }

    // Unit vectors: straight ahead, and to the rect's own right.
    QPointF forward() const { return mForward; }
    QPointF right() const { return {-mForward.y(), mForward.x()}; }

    // Corners in the order of Corner.
    std::array<QPointF, 4> corners() const;
    QPointF corner(Corner corner) const;
    QPolygonF toPolygon() const;
    // Half the diagonal: every corner lies this far from the centre.
    double boundingRadius() const { return mRadius; }

    // Signed distances of a point from the centre: ahead (>0 in front) and to
    // the right (>0 on the rect's right).
    double ahead(QPointF point) const;
    double lateral(QPointF point) const;

    bool contains(QPointF point, double tolerance = 1e-9) const;

    // The same rect moved and turned: `local` is in this rect's frame
    // (x to its right, y ahead), `turn` is added to its facing.
    OrientedRect placed(QPointF localCentre, double width, double depth, double turn = 0.0) const;
    QPointF toTable(QPointF local) const;

    friend bool operator==(const OrientedRect &a, const OrientedRect &b)
    {
        return a.mCentre == b.mCentre && a.mWidth == b.mWidth && a.mDepth == b.mDepth && a.mFacing == b.mFacing;
    }

private:
    QPointF mCentre;
    double mWidth = 0.0;
    double mDepth = 0.0;
    double mFacing = 0.0;
    QPointF mForward{0.0, -1.0};
    double mRadius = 0.0;
};

} // namespace vedette::table
