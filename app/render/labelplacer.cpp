#include "labelplacer.h"

namespace vedette::render {

void LabelPlacer::addObstacle(const QRectF &rect, const QString &owner)
{
    mObstacles.append({rect, owner});
}

void LabelPlacer::reserve(const QRectF &rect)
{
    mPlaced.append(rect);
}

bool LabelPlacer::isFree(const QRectF &rect, const QString &owner) const
{
    // A few hundred labels at most are placed on one frame: a plain scan is
    // quicker than keeping an index up to date.
    for (const QRectF &other : mPlaced)
        if (other.intersects(rect))
            return false;
    for (const Obstacle &obstacle : mObstacles)
        if ((owner.isEmpty() || obstacle.owner != owner) && obstacle.rect.intersects(rect))
            return false;
    return true;
}

int LabelPlacer::place(const QList<QRectF> &candidates, const QString &owner)
{
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if (isFree(candidates[i], owner)) {
            mPlaced.append(candidates[i]);
            return int(i);
        }
    }
    return -1;
}

} // namespace vedette::render
