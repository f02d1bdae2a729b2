#include "markscale.h"

#include <QLineF>
#include <QPainter>
#include <QTransform>

#include <cmath>

namespace vedette::render {

QTransform MarkScale::tablePattern(const QTransform &world)
{
    const QPointF corner = world.map(QPointF(0, 0));
    // Applied before `world`: the pattern moved to the corner, then out of `world`.
    return QTransform::fromTranslate(std::round(corner.x()), std::round(corner.y())) * world.inverted();
}

double MarkScale::levelOfDetail(const QTransform &transform)
{
    if (transform.type() <= QTransform::TxTranslate)
        return 1.0;
    const QLineF v1(0, 0, 1, 0);
    const QLineF v2(0, 0, 0, 1);
    return std::sqrt(transform.map(v1).length() * transform.map(v2).length());
}

double MarkScale::pixel(const QPainter *painter) const
{
    if (!onScreen())
        return mMm;
    return 1.0 / std::max(levelOfDetail(painter->worldTransform()), 1e-6);
}

double MarkScale::marksPerMm(const QPainter *painter) const
{
    return onScreen() ? levelOfDetail(painter->worldTransform()) : 1.0 / mMm;
}

QPen MarkScale::pen(const QColor &colour, double pixels, Qt::PenStyle style, Qt::PenCapStyle cap,
                    Qt::PenJoinStyle join) const
{
    QPen pen(colour, onScreen() ? pixels : pixels * mMm, style, cap, join);
    pen.setCosmetic(onScreen());
    return pen;
}

void MarkScale::place(QPainter *painter, QPointF tablePos) const
{
    if (onScreen()) {
        const QPointF device = painter->worldTransform().map(tablePos);
        painter->setWorldTransform(QTransform::fromTranslate(device.x(), device.y()));
        return;
    }
    painter->translate(tablePos);
    painter->scale(mMm, mMm);
}

} // namespace vedette::render
