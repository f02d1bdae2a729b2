#include "combatanalysis.h"

#include "table/geometry.h"
#include "table/lengthformat.h"
#include "table/proximity.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace vedette::rules::balagan {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::rules::balagan::CombatAnalysis", text);
}

// What the pair scan gathers for one unit before the factors are derived.
struct Gathered
{
    QList<Firer> firers;
    QStringList meleeEnemies;
    int enemyElements = 0;
    QStringList horseInContact;
    QStringList enemiesBehind;
    QStringList supporters;
};

bool isColumnOrLimbered(Formation formation)
{
    return formation == Formation::ColumnOfMarch || formation == Formation::ClosedColumn
        || formation == Formation::Limbered;
}

QString label(const Unit &unit)
{
    return unit.name().isEmpty() ? unit.id() : unit.name();
}

// Enemy elements of `enemy` that touch any base of `unit`.
int elementsTouching(const Footprint &enemy, const Footprint &unit, double tolerance)
{
    int count = 0;
    for (const Base &enemyBase : enemy.bases()) {
        for (const Base &base : unit.bases()) {
            if (geometry::edgeDistance(enemyBase.rect, base.rect).mm() <= tolerance) {
                ++count;
                break;
            }
        }
    }
    return count;
}

// One direction of a close pair: what `other` means for `unit`.
void gather(Gathered &into, const Unit &unit, const Footprint &unitPrint, const Unit &other,
            const Footprint &otherPrint, Length edge, const HouseRules &rules, GroundScale scale)
{
    const bool enemy = unit.sideId() != other.sideId();
    if (!enemy) {
        if (geometry::withinBehind(otherPrint, unitPrint, Length::fromPaces(rules.supportDistancePaces, scale)))
            into.supporters.append(other.id());
        return;
    }
    if (edge.mm() <= rules.contactToleranceMm) {
        into.meleeEnemies.append(other.id());
        into.enemyElements += std::max(1, elementsTouching(otherPrint, unitPrint, rules.contactToleranceMm));
        if (other.isMounted())
            into.horseInContact.append(other.id());
    }
    const double range = CombatAnalysis::rangePaces(other, rules);
    if (range > 0.0 && edge <= Length::fromPaces(range, scale)) {
        const Length distance = geometry::frontArcDistance(unitPrint, otherPrint, rules.frontArcHalfAngle);
        if (distance <= Length::fromPaces(range, scale))
            into.firers.append({other.id(), other.arm() == Arm::Artillery, distance});
    }
    if (edge <= Length::fromPaces(rules.behindReachPaces, scale)
        && geometry::whollyBehindFlankOrRear(otherPrint, unitPrint))
        into.enemiesBehind.append(other.id());
}

QStringList labels(const Scenario &scenario, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        const Unit *unit = scenario.unit(id);
        names.append(unit ? label(*unit) : id);
    }
    return names;
}

CombatStatus derive(const Scenario &scenario, const HouseRules &rules, const BattleState &state, const Unit &unit,
                    const Footprint &print, Gathered &&gathered)
{
    const GroundScale scale = scenario.groundScale();
    const DisplayUnits &units = scenario.displayUnits();
    CombatStatus status;
    status.unitId = unit.id();
    status.sideId = unit.sideId();
    status.inMelee = !gathered.meleeEnemies.isEmpty();
    status.underFire = !gathered.firers.isEmpty() && !status.inMelee;
    status.firers = std::move(gathered.firers);
    status.meleeEnemies = gathered.meleeEnemies;
    status.enemyElementsInContact = gathered.enemyElements;
    status.factors.reserve(allFactorKinds().size());

    auto add = [&](FactorKind kind, int derived, const QString &reason) {
        Factor factor{kind, derived, reason, state.overrideFor(unit.id(), kind)};
        status.factors.append(std::move(factor));
    };

    // +1 favourable terrain
    {
        QString where;
        for (const Terrain *piece : scenario.terrainUnder(print)) {
            const TerrainType type = piece->type();
            if (type == TerrainType::Woods || type == TerrainType::Buildings || type == TerrainType::SteepSlope) {
                where = piece->name().isEmpty() ? terrainTypeName(type) : piece->name();
                break;
            }
        }
        add(FactorKind::FavourableTerrain, where.isEmpty() ? 0 : 1,
            where.isEmpty() ? tr("Not in woods, buildings or on a steep slope.")
                            : tr("Stands in %1.").arg(where));
    }
    // +1 only shot at by artillery at long range
    {
        const Length longRange = Length::fromPaces(rules.artilleryLongRangePaces, scale);
        bool onlyLongArtillery = status.underFire;
        for (const Firer &firer : status.firers)
            onlyLongArtillery = onlyLongArtillery && firer.artillery && firer.distance >= longRange;
        QString reason;
        if (onlyLongArtillery) {
            Length nearest = Length::infinite();
            for (const Firer &firer : status.firers)
                nearest = std::min(nearest, firer.distance);
            reason = tr("Only artillery fires at it, the nearest at %1.").arg(formatLength(nearest, units));
        } else {
            reason = status.underFire ? tr("Foot or close artillery fire at it.") : tr("Not under fire.");
        }
        add(FactorKind::ArtilleryLongRange, onlyLongArtillery ? 1 : 0, reason);
    }
    // -1 column or limbered
    {
        const bool column = isColumnOrLimbered(unit.formation());
        add(FactorKind::ColumnOrLimbered, column ? -1 : 0,
            tr("Formation: %1.").arg(formationName(unit.formation())));
    }
    // -1 unsupported
    {
        const bool doubleLineFoot = unit.arm() == Arm::Foot && unit.formation() == Formation::DoubleLine;
        QString reason;
        if (doubleLineFoot)
            reason = tr("Foot in double line.");
        else if (!gathered.supporters.isEmpty())
            reason = tr("Supported by %1 within %2 behind.")
                         .arg(labels(scenario, gathered.supporters).join(u", "_s),
                              formatLength(Length::fromPaces(rules.supportDistancePaces, scale), units));
        else
            reason = tr("No friendly unit within %1 behind.")
                         .arg(formatLength(Length::fromPaces(rules.supportDistancePaces, scale), units));
        add(FactorKind::Unsupported, doubleLineFoot || !gathered.supporters.isEmpty() ? 0 : -1, reason);
    }
    // -1 horse or limbered artillery under fire
    {
        const bool exposed = status.underFire && (unit.isMounted() || unit.formation() == Formation::Limbered);
        add(FactorKind::HorseOrLimberedUnderFire, exposed ? -1 : 0,
            exposed ? tr("%1 under fire.").arg(unit.isMounted() ? tr("Horse") : tr("Limbered artillery"))
                    : tr("Not horse or limbered artillery under fire."));
    }
    // -1 first bound after being charged
    {
        const int charged = state.unit(unit.id()).chargedBound;
        const bool first = charged >= 0 && state.bound == charged + 1;
        add(FactorKind::FirstBoundAfterCharged, first ? -1 : 0,
            first ? tr("Charged in bound %1.").arg(charged)
                  : (charged >= 0 ? tr("Charged in bound %1, not the last bound.").arg(charged)
                                  : tr("Not charged.")));
    }
    // -1 each enemy element in contact beyond two
    {
        const int beyond = std::max(0, status.enemyElementsInContact - 2);
        add(FactorKind::ElementsBeyondTwo, -beyond,
            tr("%1 enemy elements in contact.").arg(status.enemyElementsInContact));
    }
    // -1 foot or artillery in melee with horse
    {
        const bool applies = !unit.isMounted() && !gathered.horseInContact.isEmpty();
        add(FactorKind::MeleeWithHorse, applies ? -1 : 0,
            applies ? tr("In melee with %1.").arg(labels(scenario, gathered.horseInContact).join(u", "_s))
                    : tr("Not foot or artillery in melee with horse."));
    }
    // -1 enemy wholly behind flank or rear line
    {
        const bool applies = !gathered.enemiesBehind.isEmpty();
        add(FactorKind::EnemyBehind, applies ? -1 : 0,
            applies ? tr("%1 wholly behind its flank or rear line within %2.")
                          .arg(labels(scenario, gathered.enemiesBehind).join(u", "_s),
                               formatLength(Length::fromPaces(rules.behindReachPaces, scale), units))
                    : tr("No enemy wholly behind its flank or rear line within %1.")
                          .arg(formatLength(Length::fromPaces(rules.behindReachPaces, scale), units)));
    }
    // -1 dragoons
    add(FactorKind::Dragoons, unit.arm() == Arm::Dragoons ? -1 : 0,
        unit.arm() == Arm::Dragoons ? tr("Dragoons.") : tr("Not dragoons."));
    // The rating of every general who has joined the unit's division.
    {
        int rating = 0;
        QStringList names;
        for (const General &general : scenario.generals()) {
            if (general.sideId != unit.sideId() || general.attachedUnitId.isEmpty())
                continue;
            const Unit *with = scenario.unit(general.attachedUnitId);
            if (!with || !with->isOnTable())
                continue;
            const bool joined = with->id() == unit.id()
                || (!unit.divisionId().isEmpty() && with->divisionId() == unit.divisionId()
                    && (general.commanderInChief || general.divisionId == unit.divisionId()));
            if (!joined)
                continue;
            rating += general.rating;
            names.append(u"%1 (%2%3)"_s.arg(general.name.isEmpty() ? general.id : general.name,
                                              general.rating > 0 ? u"+"_s : QString())
                             .arg(general.rating));
        }
        add(FactorKind::GeneralRating, rating,
            names.isEmpty() ? tr("No general with its division.") : tr("With its division: %1.").arg(names.join(u", "_s)));
    }
    return status;
}

} // namespace

bool CombatAnalysis::canFire(const Unit &unit)
{
    switch (unit.arm()) {
    case Arm::Foot:
        return unit.formation() == Formation::SingleLine || unit.formation() == Formation::DoubleLine;
    case Arm::Dragoons:
        return !unit.dragoonsMounted();
    case Arm::Artillery:
        return unit.formation() == Formation::Unlimbered;
    case Arm::Horse:
        return false;
    }
    return false;
}

double CombatAnalysis::rangePaces(const Unit &unit, const HouseRules &rules)
{
    if (!canFire(unit))
        return 0.0;
    return unit.arm() == Arm::Artillery ? rules.artilleryRangePaces : rules.footRangePaces;
}

QList<CombatStatus> CombatAnalysis::analyse(const Scenario &scenario, const HouseRules &rules,
                                            const BattleState &state)
{
    // Units not on the table yet (waiting to be deployed) neither fight nor are fought.
    QList<const Unit *> units;
    units.reserve(scenario.units().size());
    for (const Unit &unit : scenario.units())
        if (unit.isOnTable())
            units.append(&unit);
    QList<Footprint> prints;
    prints.reserve(units.size());
    for (const Unit *unit : units)
        prints.append(scenario.footprint(*unit));

    const GroundScale scale = scenario.groundScale();
    const double reachPaces = std::max({rules.footRangePaces, rules.artilleryRangePaces, rules.behindReachPaces,
                                        rules.supportDistancePaces});
    const Length reach = std::max(Length::fromPaces(reachPaces, scale), Length::fromMm(rules.contactToleranceMm));

    QList<Gathered> gathered(units.size());
    for (const ProximityPair &pair : pairsWithin(prints, reach)) {
        const auto a = pair.a;
        const auto b = pair.b;
        gather(gathered[a], *units[a], prints[a], *units[b], prints[b], pair.edgeDistance, rules, scale);
        gather(gathered[b], *units[b], prints[b], *units[a], prints[a], pair.edgeDistance, rules, scale);
    }

    QList<CombatStatus> result;
    result.reserve(units.size());
    for (qsizetype i = 0; i < units.size(); ++i)
        result.append(derive(scenario, rules, state, *units[i], prints[i], std::move(gathered[i])));
    return result;
}

CombatStatus CombatAnalysis::analyseUnit(const Scenario &scenario, const HouseRules &rules, const BattleState &state,
                                         const QString &unitId)
{
    const Unit *unit = scenario.unit(unitId);
    if (!unit || !unit->isOnTable())
        return {};
    const Footprint print = scenario.footprint(*unit);
    const GroundScale scale = scenario.groundScale();
    Gathered gathered;
    for (const Unit &other : scenario.units()) {
        if (other.id() == unit->id() || !other.isOnTable())
            continue;
        const Footprint otherPrint = scenario.footprint(other);
        gather(gathered, *unit, print, other, otherPrint, geometry::edgeDistance(print, otherPrint), rules, scale);
    }
    return derive(scenario, rules, state, *unit, print, std::move(gathered));
}

} // namespace vedette::rules::balagan
