#include "unittypes.h"

#include "util/enumid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {

// The ids scenario JSON and the campaign files use (FORMAT.md): each
// spelled once, here.
constexpr util::EnumId<RuleSystem> kRuleSystems[] = {
    {RuleSystem::None, "none"}, {RuleSystem::Brown, "brown"}, {RuleSystem::Balagan, "balagan"}};
constexpr util::EnumId<Arm> kArms[] = {
    {Arm::Foot, "foot"}, {Arm::Horse, "horse"}, {Arm::Dragoons, "dragoons"}, {Arm::Artillery, "artillery"}};
constexpr util::EnumId<HorseWeight> kWeights[] = {{HorseWeight::Light, "light"}, {HorseWeight::Heavy, "heavy"}};
constexpr util::EnumId<Formation> kFormations[] = {
    {Formation::SingleLine, "single-line"}, {Formation::DoubleLine, "double-line"},
    {Formation::ColumnOfMarch, "column-of-march"}, {Formation::Square, "square"},
    {Formation::ClosedColumn, "closed-column"}, {Formation::Limbered, "limbered"},
    {Formation::Unlimbered, "unlimbered"}};
constexpr util::EnumId<TroopClass> kClasses[] = {
    {TroopClass::Elite, "elite"}, {TroopClass::Veteran, "veteran"}, {TroopClass::Regular, "regular"},
    {TroopClass::Green, "green"}};
constexpr util::EnumId<Order> kOrders[] = {{Order::Advance, "advance"}, {Order::Hold, "hold"}, {Order::Retreat, "retreat"}};
constexpr util::EnumId<StateMarker> kStateMarkers[] = {
    {StateMarker::Shaken, "shaken"}, {StateMarker::Disordered, "disordered"}, {StateMarker::Broken, "broken"},
    {StateMarker::Rout, "rout"}, {StateMarker::Blown, "blown"}, {StateMarker::Firefight, "firefight"}};

static_assert(util::isWellFormed(kRuleSystems) && util::coversAll(kRuleSystems, 3));
static_assert(util::isWellFormed(kArms) && util::coversAll(kArms, 4));
static_assert(util::isWellFormed(kWeights) && util::coversAll(kWeights, 2));
static_assert(util::isWellFormed(kFormations) && util::coversAll(kFormations, 7));
static_assert(util::isWellFormed(kClasses) && util::coversAll(kClasses, 4));
static_assert(util::isWellFormed(kOrders) && util::coversAll(kOrders, 3));
static_assert(util::isWellFormed(kStateMarkers)); // flags, not 0..n-1

} // namespace

QString ruleSystemId(RuleSystem value) { return util::idOf(kRuleSystems, value); }
QString armId(Arm value) { return util::idOf(kArms, value); }
QString horseWeightId(HorseWeight value) { return util::idOf(kWeights, value); }
QString formationId(Formation value) { return util::idOf(kFormations, value); }
QString troopClassId(TroopClass value) { return util::idOf(kClasses, value); }
QString orderId(Order value) { return util::idOf(kOrders, value); }
QString stateMarkerId(StateMarker value) { return util::idOf(kStateMarkers, value); }

QStringList stateMarkerIds(StateMarkers markers)
{
    QStringList ids;
    for (StateMarker marker : allStateMarkers()) {
        if (markers.testFlag(marker))
            ids.append(stateMarkerId(marker));
    }
    return ids;
}

RuleSystem ruleSystemFromId(QStringView id, bool *ok) { return util::fromId(kRuleSystems, id, ok); }
Arm armFromId(QStringView id, bool *ok) { return util::fromId(kArms, id, ok); }
HorseWeight horseWeightFromId(QStringView id, bool *ok) { return util::fromId(kWeights, id, ok); }
Formation formationFromId(QStringView id, bool *ok) { return util::fromId(kFormations, id, ok); }
TroopClass troopClassFromId(QStringView id, bool *ok) { return util::fromId(kClasses, id, ok); }
Order orderFromId(QStringView id, bool *ok) { return util::fromId(kOrders, id, ok); }
StateMarker stateMarkerFromId(QStringView id, bool *ok) { return util::fromId(kStateMarkers, id, ok); }

QString ruleSystemName(RuleSystem value)
{
    switch (value) {
    case RuleSystem::None: return QCoreApplication::translate("vedette::table::UnitTypes", "No rules");
    case RuleSystem::Brown: return QCoreApplication::translate("vedette::table::UnitTypes", "Brown, The Mechanics of a Charge");
    case RuleSystem::Balagan: return QCoreApplication::translate("vedette::table::UnitTypes", "Balagan's Marlburian Rules");
    }
    return {};
}

QString armName(Arm value)
{
    switch (value) {
    case Arm::Foot: return QCoreApplication::translate("vedette::table::UnitTypes", "Foot");
    case Arm::Horse: return QCoreApplication::translate("vedette::table::UnitTypes", "Horse");
    case Arm::Dragoons: return QCoreApplication::translate("vedette::table::UnitTypes", "Dragoons");
    case Arm::Artillery: return QCoreApplication::translate("vedette::table::UnitTypes", "Artillery");
    }
    return {};
}

QString horseWeightName(HorseWeight value)
{
    switch (value) {
    case HorseWeight::Light: return QCoreApplication::translate("vedette::table::UnitTypes", "Light");
    case HorseWeight::Heavy: return QCoreApplication::translate("vedette::table::UnitTypes", "Heavy");
    }
    return {};
}

QString formationName(Formation value)
{
    switch (value) {
    case Formation::SingleLine: return QCoreApplication::translate("vedette::table::UnitTypes", "Single line");
    case Formation::DoubleLine: return QCoreApplication::translate("vedette::table::UnitTypes", "Double line");
    case Formation::ColumnOfMarch: return QCoreApplication::translate("vedette::table::UnitTypes", "Column of march");
    case Formation::Square: return QCoreApplication::translate("vedette::table::UnitTypes", "Square");
    case Formation::ClosedColumn: return QCoreApplication::translate("vedette::table::UnitTypes", "Closed column");
    case Formation::Limbered: return QCoreApplication::translate("vedette::table::UnitTypes", "Limbered");
    case Formation::Unlimbered: return QCoreApplication::translate("vedette::table::UnitTypes", "Unlimbered");
    }
    return {};
}

QString troopClassName(TroopClass value)
{
    switch (value) {
    case TroopClass::Elite: return QCoreApplication::translate("vedette::table::UnitTypes", "Elite");
    case TroopClass::Veteran: return QCoreApplication::translate("vedette::table::UnitTypes", "Veteran");
    case TroopClass::Regular: return QCoreApplication::translate("vedette::table::UnitTypes", "Regular");
    case TroopClass::Green: return QCoreApplication::translate("vedette::table::UnitTypes", "Green");
    }
    return {};
}

QString orderName(Order value)
{
    switch (value) {
    case Order::Advance: return QCoreApplication::translate("vedette::table::UnitTypes", "Advance");
    case Order::Hold: return QCoreApplication::translate("vedette::table::UnitTypes", "Hold");
    case Order::Retreat: return QCoreApplication::translate("vedette::table::UnitTypes", "Retreat");
    }
    return {};
}

QString stateMarkerName(StateMarker value)
{
    switch (value) {
    case StateMarker::Shaken: return QCoreApplication::translate("vedette::table::UnitTypes", "Shaken");
    case StateMarker::Disordered: return QCoreApplication::translate("vedette::table::UnitTypes", "Disordered");
    case StateMarker::Broken: return QCoreApplication::translate("vedette::table::UnitTypes", "Broken");
    case StateMarker::Rout: return QCoreApplication::translate("vedette::table::UnitTypes", "Rout");
    case StateMarker::Blown: return QCoreApplication::translate("vedette::table::UnitTypes", "Blown");
    case StateMarker::Firefight: return QCoreApplication::translate("vedette::table::UnitTypes", "Firefight");
    }
    return {};
}

const QList<Arm> &allArms()
{
    static const QList<Arm> list{Arm::Foot, Arm::Horse, Arm::Dragoons, Arm::Artillery};
    return list;
}

const QList<Formation> &allFormations()
{
    static const QList<Formation> list{Formation::SingleLine, Formation::DoubleLine, Formation::ColumnOfMarch,
                                       Formation::Square, Formation::ClosedColumn, Formation::Limbered,
                                       Formation::Unlimbered};
    return list;
}

const QList<TroopClass> &allTroopClasses()
{
    static const QList<TroopClass> list{TroopClass::Elite, TroopClass::Veteran, TroopClass::Regular,
                                        TroopClass::Green};
    return list;
}

const QList<StateMarker> &allStateMarkers()
{
    static const QList<StateMarker> list{StateMarker::Shaken, StateMarker::Disordered, StateMarker::Broken,
                                         StateMarker::Rout, StateMarker::Blown, StateMarker::Firefight};
    return list;
}

bool formationAllowed(Arm arm, Formation formation)
{
    const bool artilleryFormation = formation == Formation::Limbered || formation == Formation::Unlimbered;
    return (arm == Arm::Artillery) == artilleryFormation;
}

Formation defaultFormation(Arm arm)
{
    return arm == Arm::Artillery ? Formation::Unlimbered : Formation::SingleLine;
}

int defaultClassDieFaces(TroopClass value)
{
    switch (value) {
    case TroopClass::Elite: return 12;
    case TroopClass::Veteran: return 10;
    case TroopClass::Regular: return 8;
    case TroopClass::Green: return 6;
    }
    return 8;
}

int defaultMeleeModifier(TroopClass value)
{
    switch (value) {
    case TroopClass::Elite: return 3;
    case TroopClass::Veteran: return 2;
    case TroopClass::Regular: return 1;
    case TroopClass::Green: return 0;
    }
    return 1;
}

int defaultCombatWeight(TroopClass value)
{
    return defaultMeleeModifier(value);
}

} // namespace vedette::table
