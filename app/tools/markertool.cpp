#include "markertool.h"

#include "commands/facade.h"
#include "document/document.h"
#include "scene/markeritem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QComboBox>
#include <QGraphicsSceneMouseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace vedette {

MarkerTool::MarkerTool(QObject *parent)
    : AbstractTool(u"markerTool"_s, tr("Markers"), QIcon(u":/symbols/tool-marker.svg"_s), QKeySequence(Qt::Key_K),
                   parent)
{
}

MarkerTool::~MarkerTool() = default;

QString MarkerTool::hint() const
{
    return tr("Click a unit to give it a morale counter, or the table to put down a marker; right-click takes one away.");
}

QWidget *MarkerTool::createOptionsWidget(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(new QLabel(tr("Marker:"), widget));
    auto *kinds = new QComboBox(widget);
    kinds->setObjectName(u"markerKindCombo"_s);
    for (table::MarkerKind kind : {table::MarkerKind::MoraleCounter, table::MarkerKind::Casualty,
                                   table::MarkerKind::Objective, table::MarkerKind::Note})
        kinds->addItem(table::markerKindName(kind), int(kind));
    kinds->setCurrentIndex(kinds->findData(int(mKind)));
    connect(kinds, &QComboBox::currentIndexChanged, this,
            [this, kinds] { setKind(table::MarkerKind(kinds->currentData().toInt())); });
    layout->addWidget(kinds);
    return widget;
}

void MarkerTool::clickAt(QPointF pos, bool add)
{
    const table::Scenario &scenario = scene()->scenario();
    const QString markerId = scene()->markerAt(pos, MarkerItem::radius * 0.5);
    if (const table::Marker *marker = scenario.marker(markerId)) {
        table::Marker changed = *marker;
        if (!add && marker->count <= 1) {
            cmd::removeMarker(document(), markerId);
            return;
        }
        changed.count += add ? 1 : -1;
        cmd::editMarker(
            document(), *marker, changed,
            tr("%1: %2").arg(table::markerKindName(marker->kind)).arg(changed.count));
        return;
    }

    const QString unitId = scene()->unitAt(pos);
    const table::Unit *unit = scenario.unit(unitId);
    if (unit && mKind == table::MarkerKind::MoraleCounter) {
        table::Unit changed = *unit;
        changed.setMoraleCounters(std::max(0, unit->moraleCounters() + (add ? 1 : -1)));
        if (changed == *unit)
            return;
        cmd::editUnit(
            document(), *unit, changed, u"moraleCounters"_s,
            tr("%1: %n morale counter(s)", nullptr, changed.moraleCounters()).arg(unit->name()));
        emit message(tr("%1 has %n morale counter(s).", nullptr, changed.moraleCounters()).arg(unit->name()));
        return;
    }
    if (!add)
        return;
    if (!scene()->tableRect().contains(pos)) {
        emit message(tr("Markers go on the table."));
        return;
    }
    table::Marker marker;
    marker.id = scenario.freshId(u"marker-"_s);
    marker.kind = mKind;
    marker.position = pos;
    marker.unitId = unitId;
    if (mKind == table::MarkerKind::Note)
        marker.text = tr("Note");
    cmd::addMarker(document(), marker);
}

void MarkerTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    clickAt(event->scenePos(), event->button() == Qt::LeftButton);
}

void MarkerTool::mouseMoved(QGraphicsSceneMouseEvent *)
{
}

void MarkerTool::mouseReleased(QGraphicsSceneMouseEvent *)
{
}

} // namespace vedette
