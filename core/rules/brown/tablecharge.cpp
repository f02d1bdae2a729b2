#include "tablecharge.h"

#include "refusal.h"

#include "inches.h"

#include "table/geometry.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::TableCharge)
};

QString inchesOf(double mm)
{
    return inchesText(table::Length::fromMm(mm).inches());
}

int coverRank(table::CoverClass c)
{
    return static_cast<int>(c);
}

} // namespace

int TableCharge::meleeModifier(const table::Unit &unit, const HouseRules &rules)
{
    return unit.hasOwnMeleeModifier() ? unit.meleeModifier() : rules.meleeModifier(unit.troopClass());
}

ChargeUnit TableCharge::chargeUnit(const table::Scenario &scenario, const table::Unit &unit, const HouseRules &rules)
{
    ChargeUnit u;
    u.id = unit.id();
    u.name = unit.name();
    u.type = troopTypeOf(unit.arm(), unit.horseWeight(), unit.dragoonsMounted());
    u.troopClass = unit.troopClass();
    u.formation = formationClassOf(unit.formation());
    u.strength = unit.strength();
    u.startingStrength = unit.startingStrength();
    u.combatWeight = unit.combatWeight();
    u.meleeModifier = meleeModifier(unit, rules);
    u.shaken = unit.hasMarker(table::StateMarker::Shaken);
    u.disordered = unit.hasMarker(table::StateMarker::Disordered);
    u.routOrBroken = unit.hasMarker(table::StateMarker::Rout) || unit.hasMarker(table::StateMarker::Broken);
    for (const table::General &g : scenario.generals()) {
        if (g.attachedUnitId == unit.id()) {
            u.leaderRating = g.rating;
            u.leaderName = g.name;
            break;
        }
    }
    return u;
}

table::CoverClass TableCharge::coverUnder(const table::Scenario &scenario, const table::Unit &unit, QString *reason)
{
    table::CoverClass best = table::CoverClass::None;
    const table::Terrain *from = nullptr;
    const table::Footprint footprint = scenario.footprint(unit);
    for (const table::Terrain *t : scenario.terrainUnder(footprint)) {
        if (coverRank(t->cover()) > coverRank(best) && footprint.standsIn(t->outline())) {
            best = t->cover();
            from = t;
        }
    }
    if (reason) {
        if (from) {
            const QString name = from->name().isEmpty() ? table::terrainTypeName(from->type()) : from->name();
            *reason = Tr::tr("%1 stands in %2 (at least half of it inside): %3.")
                          .arg(unit.name(), name, table::coverClassName(best));
        } else {
            *reason = Tr::tr("%1 stands in the open (not half of it inside any cover).").arg(unit.name());
        }
    }
    return best;
}

table::Length TableCharge::groundHeight(const table::Scenario &scenario, QPointF point)
{
    double best = 0.0;
    for (const table::Terrain *t : scenario.terrainAt(point))
        best = std::max(best, t->height().mm());
    return table::Length::fromMm(best);
}

int TableCharge::secureFlanks(const table::Scenario &scenario, const table::Unit &unit, double inches, QString *reason)
{
    const table::Footprint fp = scenario.footprint(unit);
    const table::OrientedRect &outline = fp.outline();
    const double band = table::Length::fromInches(inches).mm();
    QStringList why;
    int count = 0;
    for (int sign : {-1, 1}) {
        // A band `band` wide beside the side edge, spanning the unit's depth.
        const table::OrientedRect zone =
            outline.placed(QPointF(sign * (outline.width() + band) / 2.0, 0.0), band, outline.depth());
        QString securedBy;
        for (const table::Unit &other : scenario.units()) {
            if (other.id() == unit.id() || other.sideId() != unit.sideId() || !other.isOnTable())
                continue;
            // docs/rules.md B-11: only a formed unit secures a flank; a routed
            // or broken one has left its ranks (shaken or disordered it has not).
            if (other.hasMarker(table::StateMarker::Rout) || other.hasMarker(table::StateMarker::Broken))
                continue;
            const table::Footprint ofp = scenario.footprint(other);
            const bool near = std::any_of(ofp.bases().cbegin(), ofp.bases().cend(), [&](const table::Base &b) {
                return table::geometry::edgeDistance(zone, b.rect).mm() <= table::geometry::touchTolerance;
            });
            if (near) {
                securedBy = other.name();
                break;
            }
        }
        if (securedBy.isEmpty()) {
            for (const table::Terrain &t : scenario.terrain()) {
                if (t.isImpassable() && table::geometry::intersects(zone, t.outline())) {
                    securedBy = t.name().isEmpty() ? table::terrainTypeName(t.type()) : t.name();
                    break;
                }
            }
        }
        if (!securedBy.isEmpty()) {
            ++count;
            why.append(sign < 0 ? Tr::tr("left flank secured by %1").arg(securedBy)
                                : Tr::tr("right flank secured by %1").arg(securedBy));
        }
    }
    if (reason) {
        *reason = why.isEmpty() ? Tr::tr("No formed friendly unit or impassable terrain within %1 of either flank.")
                                      .arg(inchesText(inches))
                                : Tr::tr("%1 (within %2).").arg(why.join(u"; "_s), inchesText(inches));
    }
    return count;
}

QStringList TableCharge::chargeableTargets(const table::Scenario &scenario, const QString &attackerId,
                                           const HouseRules &rules)
{
    const table::Unit *attacker = scenario.unit(attackerId);
    if (!attacker || !attacker->isOnTable())
        return {};
    QList<std::pair<double, QString>> found;
    for (const table::Unit &unit : scenario.units()) {
        if (unit.sideId() == attacker->sideId() || !unit.isOnTable())
            continue;
        const Result read = situation(scenario, attackerId, unit.id(), rules);
        if (read && refusalReason(*read.situation, rules).isEmpty())
            found.append({read.situation->distanceInches, unit.id()});
    }
    std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList targets;
    for (const auto &[distance, id] : found)
        targets.append(id);
    return targets;
}

TableCharge::Result TableCharge::situation(const table::Scenario &scenario, const QString &attackerId,
                                           const QString &targetId, const HouseRules &rules, const PlayFacts &facts)
{
    Result result;
    const table::Unit *attacker = scenario.unit(attackerId);
    const table::Unit *defender = scenario.unit(targetId);
    if (!attacker) {
        result.errorString = Tr::tr("There is no unit \"%1\" on the table.").arg(attackerId);
        return result;
    }
    if (!defender) {
        result.errorString = Tr::tr("There is no unit \"%1\" on the table.").arg(targetId);
        return result;
    }
    if (attacker->id() == defender->id()) {
        result.errorString = Tr::tr("A unit cannot charge itself.");
        return result;
    }
    for (const table::Unit *unit : {attacker, defender}) {
        if (!unit->isOnTable()) {
            result.errorString = Tr::tr("%1 is not on the table yet: deploy it first.").arg(unit->name());
            return result;
        }
    }
    if (attacker->sideId() == defender->sideId()) {
        result.errorString = Tr::tr("%1 and %2 are on the same side.").arg(attacker->name(), defender->name());
        return result;
    }
    ChargeSituation s;
    s.attacker = chargeUnit(scenario, *attacker, rules);
    s.defender = chargeUnit(scenario, *defender, rules);
    if (facts.defenderUnderGeneralOrder) {
        s.generalOrder = *facts.defenderUnderGeneralOrder;
        s.generalOrderReason = *s.generalOrder
            ? Tr::tr("%1 holds under a General Order (marked by the referee).").arg(defender->name())
            : Tr::tr("%1 is not marked under a General Order.").arg(defender->name());
    }
    s.continued = facts.continued;
    // A continued charge starts from the ground the attacker took.
    const table::Footprint afp = facts.occupied ? *facts.occupied : scenario.footprint(*attacker);
    const table::Footprint dfp = scenario.footprint(*defender);
    s.distanceInches = table::geometry::edgeDistance(afp, dfp).inches();

    // docs/rules.md B-12: Standing Cav. is the attacker's own state. Cavalry
    // already at or inside 4" of its target when it declares stays where it
    // is at step 2: it charges from a stand, with no run-up.
    s.standingCavalry = s.attacker.isCavalry() && ChargeProcedure::withinApproach(s.distanceInches);
    if (!s.attacker.isCavalry())
        s.standingCavalryReason = Tr::tr("%1 is not cavalry.").arg(attacker->name());
    else if (*s.standingCavalry)
        s.standingCavalryReason = Tr::tr("%1 is cavalry %2 from %3 when it declares, at or inside 4\": it charges "
                                         "from a stand, with no run-up.")
                                      .arg(attacker->name(), inchesText(s.distanceInches), defender->name());
    else
        s.standingCavalryReason = Tr::tr("%1 is cavalry %2 from %3 when it declares: it has a run-up to 4\", "
                                         "not a stand.")
                                      .arg(attacker->name(), inchesText(s.distanceInches), defender->name());

    s.approach = table::geometry::arcOf(afp, dfp);
    const double behindRear = table::geometry::behindRearLine(dfp, afp.centre());
    const double behindFront = table::geometry::behindFrontLine(dfp, afp.centre());
    switch (s.approach) {
    case table::geometry::Arc::Rear:
        s.approachReason = Tr::tr("%1's centre is %2 behind the line of %3's rear edge: rear.")
                               .arg(attacker->name(), inchesOf(behindRear), defender->name());
        break;
    case table::geometry::Arc::Flank:
        s.approachReason = Tr::tr("%1's centre is %2 behind the line of %3's front edge, not behind its rear: flank.")
                               .arg(attacker->name(), inchesOf(behindFront), defender->name());
        break;
    case table::geometry::Arc::Front:
        s.approachReason = Tr::tr("%1's centre is not behind the line of %2's front edge: front.")
                               .arg(attacker->name(), defender->name());
        break;
    }

    s.cover = coverUnder(scenario, *defender, &s.coverReason);

    const table::Length ha = groundHeight(scenario, afp.centre());
    const table::Length hd = groundHeight(scenario, dfp.centre());
    s.downhill = ha.mm() > hd.mm();
    s.downhillReason = Tr::tr("%1 stands at %2, %3 at %4.")
                           .arg(attacker->name(), inchesText(ha.inches()), defender->name(), inchesText(hd.inches()));

    s.secureFlanks = secureFlanks(scenario, *defender, rules.secureFlankInches, &s.secureFlanksReason);
    s.attackerBlock = townBlock(scenario, *attacker);
    s.defenderBlock = townBlock(scenario, *defender);
    result.situation = s;
    return result;
}

std::optional<TownBlock> TableCharge::townBlock(const table::Scenario &scenario, const table::Unit &unit)
{
    const auto standsIn = [&](const table::Unit &u, const table::Terrain &block) {
        const table::Footprint fp = scenario.footprint(u);
        return static_cast<int>(std::count_if(fp.bases().cbegin(), fp.bases().cend(),
                                               [&](const table::Base &b) { return block.contains(b.rect.centre()); }));
    };
    const table::Terrain *block = nullptr;
    int most = 0;
    for (const table::Terrain &t : scenario.terrain()) {
        if (t.type() != table::TerrainType::Buildings)
            continue;
        const int n = standsIn(unit, t);
        if (n > most) {
            most = n;
            block = &t;
        }
    }
    if (!block)
        return std::nullopt;
    TownBlock result;
    result.terrainId = block->id();
    result.name = block->name().isEmpty() ? table::terrainTypeName(block->type()) : block->name();
    const auto add = [&](const table::Unit &u, int stands) {
        const int count = std::max<int>(1, static_cast<int>(scenario.footprint(u).bases().size()));
        result.units.append({u.id(), u.name(), stands, count, u.combatWeight(), u.strength(), u.startingStrength()});
    };
    add(unit, most);
    for (const table::Unit &other : scenario.units()) {
        if (other.id() == unit.id() || other.sideId() != unit.sideId() || !other.isOnTable())
            continue;
        if (const int n = standsIn(other, *block); n > 0)
            add(other, n);
    }
    return result;
}

QList<ChargeProcedure::PursuitCandidate> TableCharge::pursuitCandidates(const table::Scenario &scenario,
                                                                        const QString &attackerId,
                                                                        const QString &defenderId)
{
    const table::Unit *defender = scenario.unit(defenderId);
    if (!defender || !defender->isOnTable())
        return {};
    return pursuitCandidates(scenario, attackerId, defenderId, scenario.footprint(*defender));
}

QList<ChargeProcedure::PursuitCandidate> TableCharge::pursuitCandidates(const table::Scenario &scenario,
                                                                        const QString &attackerId,
                                                                        const QString &defenderId,
                                                                        const table::Footprint &occupied)
{
    QList<ChargeProcedure::PursuitCandidate> list;
    const table::Unit *attacker = scenario.unit(attackerId);
    if (!attacker || !attacker->isOnTable())
        return list;
    for (const table::Unit &other : scenario.units()) {
        if (other.sideId() == attacker->sideId() || other.id() == defenderId || !other.isOnTable())
            continue;
        const double d = table::geometry::edgeDistance(occupied, scenario.footprint(other)).inches();
        if (d <= ChargeProcedure::pursuitReachInches)
            list.append({other.id(), other.name(), d});
    }
    std::sort(list.begin(), list.end(), [](const auto &a, const auto &b) { return a.distanceInches < b.distanceInches; });
    return list;
}

} // namespace vedette::rules::brown
