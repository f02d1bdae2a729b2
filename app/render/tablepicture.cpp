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
    // Each side takes the zone nearer its units on the table (core decides,
    // so the deploy tool and the picture agree); without units the first two
    // sides take them in order.
    QList<const table::Side *> sides;
    for (const table::Side &side : scenario.sides())
        sides.append(&side);
    if (sides.size() >= 2 && rules::balagan::movement::deploymentZoneOf(scenario, sides[0]->id) == zones.second)
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
