#include "generalitem.h"

#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QCursor>
#include <QPainterPath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::GeneralItem)
};

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
    prepareLayerChange();
    mShape = render::GeneralPainter::prepare(scenario, *general);
    setPos(mShape.position);
    setVisible(mShape.placed);
    const table::Unit *with = scenario.unit(general->attachedUnitId);
    const QString rating = render::GeneralPainter::signedRating(general->rating);
    QStringList tip;
    tip << (mShape.commanderInChief ? Tr::tr("%1, commander-in-chief (rating %2)") : Tr::tr("%1, general (rating %2)"))
               .arg(general->name, rating);
    if (!general->divisionId.isEmpty()) {
        // His division by what is in it, not by its id.
        int units = 0;
        for (const table::Unit &unit : scenario.units())
            units += unit.sideId() == general->sideId && unit.divisionId() == general->divisionId ? 1 : 0;
        tip << Tr::tr("Commands a division of %n unit(s)", nullptr, units);
    }
    if (mShape.divisionOrder)
        tip << Tr::tr("Orders: %1").arg(table::orderName(*mShape.divisionOrder));
    if (with)
        tip << Tr::tr("With %1").arg(with->name());
    tip << Tr::tr("Drag to move, drop on a unit to join it; right-click to send a messenger.");
    setToolTip(tip.join(u'\n'));
    refresh();
}

QRectF GeneralItem::boundingRect() const
{
    return render::GeneralPainter::bounds(mShape);
}

QPainterPath GeneralItem::shape() const
{
    QPainterPath path;
    path.addEllipse(mShape.offset, baseRadius + 2.0, baseRadius + 2.0);
    return path;
}

void GeneralItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::GeneralPainter::paint(painter, mShape);
}

} // namespace vedette
