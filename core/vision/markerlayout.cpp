#include "markerlayout.h"

#include "table/scenario.h"

#include <QSet>

#include <algorithm>

namespace vedette::vision {

QList<ReferenceMarker> MarkerLayout::referenceMarkers(QSizeF tableMm)
{
    const double w = tableMm.width();
    const double h = tableMm.height();
    const double i = referenceInsetMm;
    const QPointF centres[referenceCount] = {{i, i},         {w / 2, i},     {w - i, i},     {w - i, h / 2},
                                             {w - i, h - i}, {w / 2, h - i}, {i, h - i},     {i, h / 2}};
    QList<ReferenceMarker> markers;
    for (int m = 0; m < referenceCount; ++m)
        markers.append({m, centres[m], referenceSideMm});
    return markers;
}

MarkerLayout MarkerLayout::of(const table::Scenario &scenario, double unitSideMm)
{
    MarkerLayout layout;
    layout.tableMm = scenario.tableRect().size();
    layout.reference = referenceMarkers(layout.tableMm);
    QSet<int> taken;
    QList<qsizetype> missing;
    for (const table::Unit &unit : scenario.units()) {
        if (!unit.isOnTable())
            continue;
        const table::Footprint footprint = scenario.footprint(unit);
        UnitMarker marker;
        marker.unitId = unit.id();
        marker.positionMm = footprint.centre();
        marker.facing = unit.facing();
        marker.sideMm = std::min(unitSideMm, std::max(smallestUnitSideMm, footprint.frontage().mm()));
        const int own = unit.cameraMarker();
        if (own >= firstUnitMarker && own < dictionarySize && !taken.contains(own)) {
            marker.marker = own;
            marker.assigned = true;
            taken.insert(own);
        } else {
            missing.append(layout.units.size());
        }
        layout.units.append(marker);
    }
    int next = firstUnitMarker;
    for (qsizetype index : missing) {
        while (taken.contains(next))
            ++next;
        layout.units[index].marker = next;
        taken.insert(next);
    }
    return layout;
}

const UnitMarker *MarkerLayout::unitOf(int marker) const
{
    for (const UnitMarker &unit : units)
        if (unit.marker == marker)
            return &unit;
    return nullptr;
}

} // namespace vedette::vision
