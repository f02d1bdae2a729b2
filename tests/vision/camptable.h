#pragma once

// The table the camera's CLI and panel tests photograph: six British
// battalions (four 40 mm stands, 20 mm deep, facing up) spread over a 6x4 ft
// table, ids b1..b6.

#include "table/scenario.h"

#include <QPointF>

namespace cameratest {

inline vedette::table::Scenario campTable()
{
    using namespace vedette::table;
    using namespace Qt::StringLiterals;
    Scenario s;
    s.setTitle(u"Camp"_s);
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
    s.addSide({u"gb"_s, u"British"_s, Qt::red});
    const QPointF places[] = {{400, 300}, {900, 300}, {1400, 300}, {400, 800}, {900, 800}, {1400, 800}};
    for (int i = 0; i < 6; ++i) {
        Unit unit(u"b%1"_s.arg(i + 1), u"gb"_s, u"Battalion %1"_s.arg(i + 1), Arm::Foot);
        unit.setStandCount(4);
        unit.setStandFrontage(Length::fromMm(40));
        unit.setStandDepth(Length::fromMm(20));
        unit.setPosition(places[i]);
        s.addUnit(unit);
    }
    return s;
}

} // namespace cameratest
