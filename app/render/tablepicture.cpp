#include "tablepicture.h"

#include "rules/balagan/movement.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace vedette::render {

QList<TablePicture::Zone> TablePicture::deploymentZones(const table::Scenario &scenario)
{
    if (scenario.ruleSystem() != table::RuleSystem::Balagan || scenario.sides().isEmpty())
        return {};
    const auto zones = rules::balagan::movement::deploymentZones(scenario);
    // Each of the first two sides has its zone: the one the referee fixed or
    // moved, else the one nearer its units on the table (core decides, so the
    // deploy tool and the picture agree). With one side the second zone
    // waits for a second side.
    QList<Zone> result;
    const QList<table::Side> &sides = scenario.sides();
    for (int i = 0; i < 2; ++i) {
        if (i < sides.size()) {
            const table::Side &side = sides[i];
            const std::optional<QRectF> rect = rules::balagan::movement::deploymentZoneOf(scenario, side.id);
            result.append({rect.value_or(i == 0 ? zones.first : zones.second), side.id, side.name, side.colour});
        } else {
            result.append({zones.second, QString(),
                           QCoreApplication::translate("vedette::BalaganOverlay", "Second side"), QColor(Qt::darkGray)});
        }
    }
    // In the table's order: the upper (then the left) zone first.
    std::stable_sort(result.begin(), result.end(), [](const Zone &a, const Zone &b) {
        return a.rect.top() != b.rect.top() ? a.rect.top() < b.rect.top() : a.rect.left() < b.rect.left();
    });
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
