#include "tablepicture.h"

#include "rules/balagan/movement.h"

#include <QCoreApplication>

#include <cmath>

namespace vedette::render {

QList<TablePicture::Zone> TablePicture::deploymentZones(const table::Scenario &scenario)
{
    if (scenario.ruleSystem() != table::RuleSystem::Balagan || scenario.sides().isEmpty())
        return {};
    const auto zones = rules::balagan::movement::deploymentZones(scenario);
    const QRectF rects[2] = {zones.first, zones.second};
    // Each side takes the zone nearer its units' middle; without units the
    // first two sides take them in order.
    QList<const table::Side *> sides;
    for (const table::Side &side : scenario.sides())
        sides.append(&side);
    auto nearness = [&](const table::Side *side, const QRectF &rect) {
        const QList<const table::Unit *> units = scenario.unitsOfSide(side->id);
        if (units.isEmpty())
            return 0.0;
        QPointF middle;
        for (const table::Unit *unit : units)
            middle += unit->position();
        middle /= double(units.size());
        const QPointF d = middle - rect.center();
        return std::hypot(d.x(), d.y());
    };
    if (sides.size() >= 2
        && nearness(sides[0], rects[0]) + nearness(sides[1], rects[1])
            > nearness(sides[0], rects[1]) + nearness(sides[1], rects[0]))
        std::swap(sides[0], sides[1]);
    QList<Zone> result;
    for (int i = 0; i < 2; ++i) {
        const table::Side *side = sides.value(i);
        result.append({rects[i], side ? side->id : QString(),
                       side ? side->name : QCoreApplication::translate("vedette::BalaganOverlay", "Second side"),
                       side ? side->colour : QColor(Qt::darkGray)});
    }
    return result;
}

TablePicture TablePicture::ofScenario(const table::Scenario &scenario)
{
    TablePicture picture;
    picture.scenario = scenario;
    picture.zones = deploymentZones(scenario);
    return picture;
}

} // namespace vedette::render
