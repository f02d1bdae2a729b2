#pragma once

#include "render/unitstyle.h"
#include "rules/balagan/reachablearea.h"
#include "table/scenario.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>

#include <optional>

namespace vedette::render {

// Everything a picture of the table shows: the scenario (the model) and
// what the referee's window lays over it for the moment (deployment zones
// during set-up, the charges being considered, the tape being laid, one
// unit's reach). The window, the exports, the command line and the table
// screen all draw one of these with TableRenderer; the player view filter
// (PlayerView) makes the players' one from the referee's.
struct TablePicture
{
    struct Zone
    {
        QRectF rect; // table mm
        QString sideId;
        QString sideName;
        QColor colour;
    };
    struct Charge
    {
        QString attackerId;
        QString targetId;
        bool refused = false;
    };
    struct Tape
    {
        QLineF line;
        QString caption;
        QString note;
        bool warning = false;
    };
    struct Reach
    {
        QString unitId;
        rules::balagan::ReachableArea area;
    };

    table::Scenario scenario;
    QList<Zone> zones;
    QList<Charge> charges;
    std::optional<Tape> tape;
    std::optional<Reach> reach;

    // The referee's picture draws what only he may see: units' orders,
    // generals' ratings and their divisions' orders, messengers. A players'
    // picture leaves them out (and PlayerView removes them from the model).
    bool secrets = true;
    // The bound or turn being played (0 in set-up or unknown): the smoke's
    // caption says when it lifts.
    int bound = 0;
    UnitStyle units = UnitStyle::Symbols;

    // Balagan's two deployment zones for a battle in set-up, each given to
    // the side whose units stand nearer it (none for other rule systems).
    static QList<Zone> deploymentZones(const table::Scenario &scenario);
    // The picture of a scenario file: a battle as it starts (set-up, so
    // Balagan's deployment zones are shown).
    static TablePicture ofScenario(const table::Scenario &scenario);
};

} // namespace vedette::render
