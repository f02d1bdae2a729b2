#include "labelplacer.h"

#include <cmath>

namespace vedette::render {

namespace {
// A rectangle over more squares than this is kept out of the index (it is
// checked against every candidate, as all were before the index).
constexpr double kMaxCellsAcross = 16.0;
// Squares are numbered in 32 bits either way from the origin.
constexpr double kMaxCoordinate = 1.0e9;

struct Span
{
    qint32 left = 0, top = 0, right = -1, bottom = -1;
    bool indexed = false;
};

Span spanOf(const QRectF &rect)
{
    Span span;
    const QRectF r = rect.normalized();
    if (!std::isfinite(r.left()) || !std::isfinite(r.top()) || !std::isfinite(r.right()) || !std::isfinite(r.bottom())
        || std::abs(r.left()) > kMaxCoordinate || std::abs(r.top()) > kMaxCoordinate
        || std::abs(r.right()) > kMaxCoordinate || std::abs(r.bottom()) > kMaxCoordinate)
        return span;
    const double left = std::floor(r.left() / LabelPlacer::cellPx);
    const double top = std::floor(r.top() / LabelPlacer::cellPx);
    const double right = std::floor(r.right() / LabelPlacer::cellPx);
    const double bottom = std::floor(r.bottom() / LabelPlacer::cellPx);
    if (right - left >= kMaxCellsAcross || bottom - top >= kMaxCellsAcross)
        return span;
    span = {qint32(left), qint32(top), qint32(right), qint32(bottom), true};
    return span;
}
} // namespace

quint64 LabelPlacer::cellKey(qint32 column, qint32 row)
{
    return quint64(quint32(column)) << 32 | quint64(quint32(row));
}

void LabelPlacer::index(const QRectF &rect, qsizetype entry)
{
    const Span span = spanOf(rect);
    if (!span.indexed) {
        mUnindexed.append(entry);
        return;
    }
    for (qint32 row = span.top; row <= span.bottom; ++row)
        for (qint32 column = span.left; column <= span.right; ++column)
            mCells[cellKey(column, row)].append(entry);
}

void LabelPlacer::addObstacle(const QRectF &rect, const QString &owner)
{
    mObstacles.append({rect, owner});
    index(rect, mObstacles.size() - 1);
}

void LabelPlacer::reserve(const QRectF &rect)
{
    mPlaced.append(rect);
    index(rect, ~(mPlaced.size() - 1));
}

bool LabelPlacer::isFree(const QRectF &rect, const QString &owner) const
{
    // Exactly the answer of checking every label and obstacle: whatever
    // `rect` intersects shares a square of the index with it, or is among
    // the unindexed ones.
    const auto blocks = [&](qsizetype entry) {
        if (entry < 0)
            return mPlaced[~entry].intersects(rect);
        const Obstacle &obstacle = mObstacles[entry];
        return (owner.isEmpty() || obstacle.owner != owner) && obstacle.rect.intersects(rect);
    };
    for (qsizetype entry : mUnindexed)
        if (blocks(entry))
            return false;
    const Span span = spanOf(rect);
    if (!span.indexed) {
        // Too big for the index: against everything.
        for (const QRectF &other : mPlaced)
            if (other.intersects(rect))
                return false;
        for (const Obstacle &obstacle : mObstacles)
            if ((owner.isEmpty() || obstacle.owner != owner) && obstacle.rect.intersects(rect))
                return false;
        return true;
    }
    for (qint32 row = span.top; row <= span.bottom; ++row) {
        for (qint32 column = span.left; column <= span.right; ++column) {
            const auto cell = mCells.constFind(cellKey(column, row));
            if (cell == mCells.cend())
                continue;
            for (qsizetype entry : cell.value())
                if (blocks(entry))
                    return false;
        }
    }
    return true;
}

int LabelPlacer::place(const QList<QRectF> &candidates, const QString &owner)
{
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if (isFree(candidates[i], owner)) {
            reserve(candidates[i]);
            return int(i);
        }
    }
    return -1;
}

} // namespace vedette::render
