#include "chargeapplication.h"

#include "inches.h"

#include "table/geometry.h"
#include "table/validation.h"

#include <QCoreApplication>

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

using Move = ChargeOutcome::Move;

namespace {

// Blown cavalry halts "just outside" 4": a tenth of an inch beyond it.
constexpr double justOutsideInches = 0.1;

double edgeInches(const table::Scenario &scenario, const table::Unit &mover, QPointF at, const table::Unit &target)
{
    table::Unit moved = mover;
    moved.setPosition(at);
    return table::geometry::edgeDistance(scenario.footprint(moved), scenario.footprint(target)).inches();
}

bool onTable(const table::Scenario &scenario, const table::Unit &unit, QPointF at)
{
    table::Unit moved = unit;
    moved.setPosition(at);
    return table::validation::footprintOnTable(scenario.footprint(moved), scenario.tableRect()).isEmpty();
}

} // namespace

QPointF ChargeApplication::positionAtDistance(const table::Scenario &scenario, const table::Unit &mover,
                                              const table::Unit &target, double inches)
{
    const QPointF start = mover.position();
    const QPointF towards = target.position() - start;
    const double length = std::hypot(towards.x(), towards.y());
    if (length <= 0.0)
        return start;
    auto at = [&](double t) { return start + towards * t; };
    // Along the centre line the edge distance falls as t grows, to 0 at contact.
    double lo = 0.0;
    double hi = 1.0;
    if (edgeInches(scenario, mover, start, target) < inches) {
        // Too close: back off along the same line.
        hi = 0.0;
        lo = -(table::Length::fromInches(inches).mm() * 2.0 + 10.0) / length;
    }
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2.0;
        if (edgeInches(scenario, mover, at(mid), target) > inches)
            lo = mid;
        else
            hi = mid;
    }
    // For contact, the last point still touching rather than overlapping.
    return at(inches <= 0.0 ? hi : lo);
}

QPointF ChargeApplication::positionBack(const table::Unit &unit, const table::Unit &enemy, double inches)
{
    QPointF away = unit.position() - enemy.position();
    double length = std::hypot(away.x(), away.y());
    if (length <= 0.0) {
        // On top of each other: straight back from the unit's own facing.
        const double rad = unit.facing() * std::numbers::pi / 180.0;
        away = QPointF(-std::sin(rad), std::cos(rad));
        length = 1.0;
    }
    return unit.position() + away / length * table::Length::fromInches(inches).mm();
}

QPointF ChargeApplication::keepOnTable(const table::Scenario &scenario, const table::Unit &unit, QPointF from, QPointF to)
{
    if (onTable(scenario, unit, to) || !onTable(scenario, unit, from))
        return to == from || onTable(scenario, unit, to) ? to : from;
    double lo = 0.0; // on the table
    double hi = 1.0; // off it
    for (int i = 0; i < 50; ++i) {
        const double mid = (lo + hi) / 2.0;
        (onTable(scenario, unit, from + (to - from) * mid) ? lo : hi) = mid;
    }
    return from + (to - from) * lo;
}

QPointF ChargeApplication::clearOfUnits(const table::Scenario &scenario, const table::Unit &unit,
                                        const QList<table::Unit> &others, QPointF from, QPointF to, QString *blocker)
{
    table::Unit placed = unit;
    placed.setPosition(from);
    const table::Footprint start = scenario.footprint(placed);
    struct Obstacle
    {
        QString name;
        table::Footprint footprint;
    };
    QList<Obstacle> obstacles;
    for (const table::Unit &other : others) {
        if (other.id() == unit.id() || !other.isOnTable())
            continue;
        table::Footprint theirs = scenario.footprint(other);
        if (table::geometry::overlaps(start, theirs))
            continue;
        obstacles.append({other.name().isEmpty() ? other.id() : other.name(), std::move(theirs)});
    }
    // The sweep of each base over the first `t` of the way; it grows with `t`.
    const auto firstInTheWay = [&](double t) -> const Obstacle * {
        const QPointF offset = (to - from) * t;
        for (const Obstacle &obstacle : obstacles)
            for (const table::Base &mine : start.bases())
                for (const table::Base &theirs : obstacle.footprint.bases())
                    if (table::geometry::sweepOverlaps(mine.rect, offset, theirs.rect))
                        return &obstacle;
        return nullptr;
    };
    const Obstacle *first = firstInTheWay(1.0);
    if (!first)
        return to;
    double lo = 0.0; // clear
    double hi = 1.0; // in the way
    for (int i = 0; i < 50; ++i) {
        const double mid = (lo + hi) / 2.0;
        if (const Obstacle *in = firstInTheWay(mid)) {
            hi = mid;
            first = in;
        } else {
            lo = mid;
        }
    }
    if (blocker)
        *blocker = first->name;
    return from + (to - from) * lo;
}

ChargeApplication ChargeApplication::of(const table::Scenario &scenario, const QString &attackerId,
                                        const QString &defenderId, const ChargeOutcome &outcome, bool applySuggested)
{
    ChargeApplication result;
    if (const table::Unit *a = scenario.unit(attackerId))
        result.attacker = *a;
    if (const table::Unit *d = scenario.unit(defenderId))
        result.defender = *d;

    auto lose = [](table::Unit &u, int figures) {
        const int lost = std::clamp(figures, 0, u.strength());
        u.setStrength(u.strength() - lost);
        u.setCasualties(u.casualties() + lost);
    };
    lose(result.attacker, outcome.attackerLosses);
    lose(result.defender, outcome.defenderLosses);
    result.attacker.setMarkers(result.attacker.markers() | outcome.attackerMarkers);
    result.defender.setMarkers(result.defender.markers() | outcome.defenderMarkers);

    for (const Move &m : outcome.moves) {
        if (!m.numbered && !applySuggested)
            continue;
        table::Unit &mover = m.side == Side::Attacker ? result.attacker : result.defender;
        const table::Unit &other = m.side == Side::Attacker ? result.defender : result.attacker;
        const QPointF from = mover.position();
        QPointF to = from;
        switch (m.kind) {
        case Move::Kind::ToDistance:
            to = positionAtDistance(scenario, mover, other, m.inches + (m.justOutside ? justOutsideInches : 0.0));
            break;
        case Move::Kind::Contact:
            to = positionAtDistance(scenario, mover, other, 0.0);
            break;
        case Move::Kind::Back:
            to = positionBack(mover, other, m.inches);
            break;
        }
        const QPointF kept = keepOnTable(scenario, mover, from, to);
        if (kept != to) {
            result.notes.append(QCoreApplication::translate("vedette::rules::brown::ChargeApplication",
                                                            "%1 stops at the table edge, %2 short of the move.")
                                    .arg(mover.name(), inchesText(std::hypot((to - kept).x(), (to - kept).y()) / 25.4)));
        }
        // docs/rules.md B-34: no move passes through or ends on another unit
        // (G-12); the other side of the charge counts where it now stands.
        QList<table::Unit> others;
        for (const table::Unit &unit : scenario.units())
            if (unit.id() != mover.id())
                others.append(unit.id() == other.id() ? other : unit);
        QString blocker;
        const QPointF clear = clearOfUnits(scenario, mover, others, from, kept, &blocker);
        if (clear != kept) {
            result.notes.append(QCoreApplication::translate("vedette::rules::brown::ChargeApplication",
                                                            "%1 stops %2 short of the move: %3 stands in its way.")
                                    .arg(mover.name(), inchesText(std::hypot((kept - clear).x(), (kept - clear).y()) / 25.4),
                                         blocker));
        }
        mover.setPosition(clear);
    }
    return result;
}

} // namespace vedette::rules::brown
