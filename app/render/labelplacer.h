#pragma once

#include <QHash>
#include <QList>
#include <QRectF>
#include <QString>

namespace vedette::render {

// Greedy placement of labels in device space: labels are offered in order
// of priority, each with the rectangles it could take, and it takes the
// first that overlaps no label already placed and no obstacle (a unit's
// body) other than its own. A label none of whose places is free is
// dropped: a label the referee cannot read is worse than none.
class LabelPlacer
{
public:
    // A piece the labels keep off (a unit), named so its own label may
    // lie on it.
    void addObstacle(const QRectF &rect, const QString &owner = {});
    // Takes `rect` as placed whatever lies under it (a morale badge).
    void reserve(const QRectF &rect);
    // The index of the first free candidate (which is then taken), or -1.
    int place(const QList<QRectF> &candidates, const QString &owner = {});
    bool isFree(const QRectF &rect, const QString &owner = {}) const;

    const QList<QRectF> &placed() const { return mPlaced; }

    // The side of a square of the index, in device pixels.
    static constexpr double cellPx = 64.0;

private:
    struct Obstacle
    {
        QRectF rect;
        QString owner;
    };
    // What lies in a square of the index: indices into mObstacles, and
    // (as ~index) into mPlaced.
    using Cell = QList<qsizetype>;

    void index(const QRectF &rect, qsizetype entry);
    static quint64 cellKey(qint32 column, qint32 row);

    QList<Obstacle> mObstacles;
    QList<QRectF> mPlaced;
    // A whole table's labels (2,000 units, several places each) checked
    // against every label and unit made a frame's layout quadratic: each
    // rectangle is looked up in the squares it covers instead. Rectangles
    // too big or too far out for the index are checked one by one.
    QHash<quint64, Cell> mCells;
    Cell mUnindexed;
};

} // namespace vedette::render
