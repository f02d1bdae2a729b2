#include "orientedrect.h"

#include <cmath>
#include <numbers>

namespace vedette::table {

namespace {

// Quarter turns are exact, so that hand-computed cases on square tables do not
// pick up 1e-16 noise from sin(pi).
QPointF forwardFor(double degrees)
{
    double turn = std::fmod(degrees, 360.0);
    if (turn < 0.0)
        turn += 360.0;
    if (turn == 0.0)
        return {0.0, -1.0};
    if (turn == 90.0)
        return {1.0, 0.0};
    if (turn == 180.0)
        return {0.0, 1.0};
    if (turn == 270.0)
        return {-1.0, 0.0};
    const double radians = turn * std::numbers::pi / 180.0;
    return {std::sin(radians), -std::cos(radians)};
}

} // namespace

OrientedRect::OrientedRect(QPointF centre, double width, double depth, double facingDegrees)
    : mCentre(centre)
    , mWidth(width)
    , mDepth(depth)
    , mFacing(facingDegrees)
    , mForward(forwardFor(facingDegrees))
    , mRadius(std::sqrt(width * width + depth * depth) / 2.0)
{
}

std::array<QPointF, 4> OrientedRect::corners() const
{
    const QPointF ahead = mForward * (mDepth / 2.0);
    const QPointF side = right() * (mWidth / 2.0);
    return {mCentre + ahead - side, mCentre + ahead + side, mCentre - ahead + side, mCentre - ahead - side};
}

QPointF OrientedRect::corner(Corner which) const
{
    return corners()[which];
}

QPolygonF OrientedRect::toPolygon() const
{
    const auto points = corners();
    return QPolygonF({points[0], points[1], points[2], points[3]});
}

double OrientedRect::ahead(QPointF point) const
{
    const QPointF d = point - mCentre;
    return d.x() * mForward.x() + d.y() * mForward.y();
}

double OrientedRect::lateral(QPointF point) const
{
    const QPointF d = point - mCentre;
    const QPointF r = right();
    return d.x() * r.x() + d.y() * r.y();
}

bool OrientedRect::contains(QPointF point, double tolerance) const
{
    return std::abs(ahead(point)) <= mDepth / 2.0 + tolerance
        && std::abs(lateral(point)) <= mWidth / 2.0 + tolerance;
}

QPointF OrientedRect::toTable(QPointF local) const
{
    return mCentre + right() * local.x() + mForward * local.y();
}

OrientedRect OrientedRect::placed(QPointF localCentre, double width, double depth, double turn) const
{
    return OrientedRect(toTable(localCentre), width, depth, mFacing + turn);
}

} // namespace vedette::table
