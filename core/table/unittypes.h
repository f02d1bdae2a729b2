#pragma once

#include <QFlags>
#include <QString>
#include <QStringList>
#include <QStringView>

// The kinds a unit can be of, with the stable ids used in scenario files and
// on the command line, and translated names for the referee.
namespace vedette::table {

enum class RuleSystem { None, Brown, Balagan };

enum class Arm { Foot, Horse, Dragoons, Artillery };

// Brown distinguishes heavy from light cavalry (evade, chart modifiers).
enum class HorseWeight { Light, Heavy };

enum class Formation {
    SingleLine,
    DoubleLine,
    ColumnOfMarch,
    Square,
    ClosedColumn,
    Limbered,   // artillery only
    Unlimbered, // artillery only
};

// Brown's troop classes; each has its class die, CW value and melee modifier.
enum class TroopClass { Elite, Veteran, Regular, Green };

// Balagan's orders, per unit or division.
enum class Order { Advance, Hold, Retreat };

enum class StateMarker {
    Shaken = 0x01,
    Disordered = 0x02,
    Broken = 0x04,
    Rout = 0x08,
    Blown = 0x10,
    Firefight = 0x20,
};
Q_DECLARE_FLAGS(StateMarkers, StateMarker)
Q_DECLARE_OPERATORS_FOR_FLAGS(StateMarkers)

// Ids: "none"/"brown"/"balagan"; "foot"/"horse"/"dragoons"/"artillery";
// "light"/"heavy"; "single-line", "double-line", "column-of-march", "square",
// "closed-column", "limbered", "unlimbered"; "elite"/"veteran"/"regular"/
// "green"; "advance"/"hold"/"retreat"; "shaken", "disordered", "broken",
// "rout", "blown", "firefight".
QString ruleSystemId(RuleSystem value);
QString armId(Arm value);
QString horseWeightId(HorseWeight value);
QString formationId(Formation value);
QString troopClassId(TroopClass value);
QString orderId(Order value);
QString stateMarkerId(StateMarker value);
QStringList stateMarkerIds(StateMarkers markers);

// Each returns false in *ok (and a default) for an unknown id.
RuleSystem ruleSystemFromId(QStringView id, bool *ok = nullptr);
Arm armFromId(QStringView id, bool *ok = nullptr);
HorseWeight horseWeightFromId(QStringView id, bool *ok = nullptr);
Formation formationFromId(QStringView id, bool *ok = nullptr);
TroopClass troopClassFromId(QStringView id, bool *ok = nullptr);
Order orderFromId(QStringView id, bool *ok = nullptr);
StateMarker stateMarkerFromId(QStringView id, bool *ok = nullptr);

// Translated names for panels and logs.
QString ruleSystemName(RuleSystem value);
QString armName(Arm value);
QString horseWeightName(HorseWeight value);
QString formationName(Formation value);
QString troopClassName(TroopClass value);
QString orderName(Order value);
QString stateMarkerName(StateMarker value);

const QList<Arm> &allArms();
const QList<Formation> &allFormations();
const QList<TroopClass> &allTroopClasses();
const QList<StateMarker> &allStateMarkers();

// Which formations a unit of this arm may take: artillery only limbered or
// unlimbered, the others everything but those two.
bool formationAllowed(Arm arm, Formation formation);
Formation defaultFormation(Arm arm);

// Brown's per-class defaults (docs/rules.md B-20, B-27, settings): class die faces
// (Elite d12, Veteran d10, Regular d8, Green d6) and melee modifier
// (Elite +3 ... Green 0). The CW value defaults to the same ladder 3..0.
int defaultClassDieFaces(TroopClass value);
int defaultMeleeModifier(TroopClass value);
int defaultCombatWeight(TroopClass value);

} // namespace vedette::table
