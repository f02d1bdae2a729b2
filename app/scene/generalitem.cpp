#include "generalitem.h"

#include "scene/orderflagitem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::GeneralItem", text);
}

QFont labelFont()
{
    QFont font;
    font.setPixelSize(11);
    font.setBold(true);
    return font;
}

QPainterPath star(QPointF centre, double outer, double inner)
{
    QPainterPath path;
    for (int i = 0; i < 10; ++i) {
        const double radius = i % 2 == 0 ? outer : inner;
        const double angle = M_PI / 5.0 * i - M_PI / 2.0;
        const QPointF point = centre + QPointF(std::cos(angle) * radius, std::sin(angle) * radius);
        if (i == 0)
            path.moveTo(point);
        else
            path.lineTo(point);
    }
    path.closeSubpath();
    return path;
}

// Beside the unit, to its left and a little below its order flag.
constexpr QPointF besideUnit(-30.0, 6.0);

} // namespace

GeneralItem::GeneralItem(TableScene *scene, const QString &generalId)
    : mTableScene(scene)
    , mGeneralId(generalId)
{
    setFlag(ItemIgnoresTransformations);
    setZValue(TableScene::MarkerLayer + 60);
    setAcceptHoverEvents(true);
    setCursor(Qt::OpenHandCursor);
}

void GeneralItem::sync()
{
    const table::Scenario &scenario = mTableScene->scenario();
    const table::General *general = scenario.general(mGeneralId);
    if (!general)
        return;
    prepareGeometryChange();
    // With a unit not on the table yet, he is not on it either.
    const table::Unit *attached = scenario.unit(general->attachedUnitId);
    const table::Unit *with = attached && attached->isOnTable() ? attached : nullptr;
    mPlaced = with || general->position.has_value();
    mOffset = with ? besideUnit : QPointF();
    setPos(with ? with->position() : general->position.value_or(QPointF()));
    setVisible(mPlaced);
    const table::Side *side = scenario.side(general->sideId);
    mColour = side && side->colour.isValid() ? side->colour : QColor(0x70, 0x70, 0x70);
    mCommanderInChief = general->commanderInChief;
    const QString rating = general->rating < 0 ? u"\u2212%1"_s.arg(-general->rating) : u"+%1"_s.arg(general->rating);
    mLabel = u"%1 %2"_s.arg(general->name, rating);
    // The division's order is shown once, on its general; the CinC shows the
    // order of the division he is with.
    const QString divisionId = !general->divisionId.isEmpty() ? general->divisionId
                               : with                         ? with->divisionId()
                                                              : QString();
    mDivisionOrder.reset();
    for (const table::Unit &unit : scenario.units()) {
        if (unit.sideId() == general->sideId && !divisionId.isEmpty() && unit.divisionId() == divisionId) {
            mDivisionOrder = unit.order();
            break;
        }
    }
    QStringList tip;
    tip << (mCommanderInChief ? tr("%1, commander-in-chief (rating %2)") : tr("%1, general (rating %2)"))
               .arg(general->name, rating);
    if (!general->divisionId.isEmpty())
        tip << tr("Division %1").arg(general->divisionId);
    if (mDivisionOrder)
        tip << tr("Orders: %1").arg(table::orderName(*mDivisionOrder));
    if (with)
        tip << tr("With %1").arg(with->name());
    tip << tr("Drag to move, drop on a unit to join it; right-click to send a messenger.");
    setToolTip(tip.join(u'\n'));
    update();
}

QRectF GeneralItem::boundingRect() const
{
    const QFontMetricsF metrics(labelFont());
    const double labelWidth = metrics.horizontalAdvance(mLabel) + 6.0;
    const double half = std::max(baseRadius + 4.0, labelWidth / 2.0);
    return QRectF(mOffset.x() - half, mOffset.y() - baseRadius - 26.0, 2.0 * half + 16.0,
                  2.0 * baseRadius + 26.0 + metrics.height() + 6.0);
}

QPainterPath GeneralItem::shape() const
{
    QPainterPath path;
    path.addEllipse(mOffset, baseRadius + 2.0, baseRadius + 2.0);
    return path;
}

void GeneralItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor ink(0x2b, 0x21, 0x18);
    const QColor gilt(0xd8, 0xb0, 0x3c);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (mCommanderInChief) {
        painter->setPen(QPen(ink, 1.2));
        painter->setBrush(gilt);
        painter->drawEllipse(mOffset, baseRadius + 3.5, baseRadius + 3.5);
    }
    painter->setPen(QPen(ink, 1.6));
    painter->setBrush(mColour);
    painter->drawEllipse(mOffset, baseRadius, baseRadius);
    painter->setPen(QPen(ink, 0.8));
    painter->setBrush(mCommanderInChief ? gilt : QColor(Qt::white));
    painter->drawPath(star(mOffset, baseRadius * 0.72, baseRadius * 0.3));
    if (mDivisionOrder)
        OrderFlagItem::paintFlag(painter, *mDivisionOrder, mOffset + QPointF(baseRadius * 0.6, -baseRadius * 0.6), 0.8);
    // The name on a pale ground, readable on any terrain.
    painter->setFont(labelFont());
    const QFontMetricsF metrics(labelFont());
    QRectF text(0, 0, metrics.horizontalAdvance(mLabel) + 6.0, metrics.height() + 2.0);
    text.moveCenter(mOffset + QPointF(0, baseRadius + 4.0 + text.height() / 2.0));
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xf4, 0xec, 0xd6, 220));
    painter->drawRoundedRect(text, 3, 3);
    painter->setPen(ink);
    painter->drawText(text, Qt::AlignCenter, mLabel);
    painter->restore();
}

} // namespace vedette
