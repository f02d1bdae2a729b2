#include "brownchargecommand.h"

#include "table/geometry.h"

#include <QCoreApplication>
#include <QLineF>

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace vedette {

using rules::brown::ChargeOutcome;
using rules::brown::Side;

namespace {

// Blown cavalry halts "just outside" 4": a tenth of an inch beyond it.
constexpr double justOutsideInches = 0.1;

double edgeInches(const table::Scenario &scenario, const table::Unit &mover, QPointF at, const table::Unit &target)
{
    table::Unit moved = mover;
    moved.setPosition(at);
    return table::geometry::edgeDistance(scenario.footprint(moved), scenario.footprint(target)).inches();
}

} // namespace

QPointF BrownChargeCommand::positionAtDistance(const table::Scenario &scenario, const table::Unit &mover,
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

QPointF BrownChargeCommand::positionBack(const table::Unit &unit, const table::Unit &enemy, double inches)
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

BrownChargeCommand::BrownChargeCommand(table::Scenario *scenario, const QString &attackerId,
                                       const QString &defenderId, const ChargeOutcome &outcome,
                                       bool applySuggested, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mScenario(scenario)
{
    setText(QCoreApplication::translate("vedette::BrownChargeCommand", "Charge"));
    if (const table::Unit *a = scenario->unit(attackerId))
        mAttackerBefore = *a;
    if (const table::Unit *d = scenario->unit(defenderId))
        mDefenderBefore = *d;
    mAttackerAfter = mAttackerBefore;
    mDefenderAfter = mDefenderBefore;

    auto lose = [](table::Unit &u, int figures) {
        const int lost = std::min(figures, u.strength());
        u.setStrength(u.strength() - lost);
        u.setCasualties(u.casualties() + lost);
    };
    lose(mAttackerAfter, outcome.attackerLosses);
    lose(mDefenderAfter, outcome.defenderLosses);
    mAttackerAfter.setMarkers(mAttackerAfter.markers() | outcome.attackerMarkers);
    mDefenderAfter.setMarkers(mDefenderAfter.markers() | outcome.defenderMarkers);

    for (const ChargeOutcome::Move &m : outcome.moves) {
        if (!m.numbered && !applySuggested)
            continue;
        table::Unit &mover = m.side == Side::Attacker ? mAttackerAfter : mDefenderAfter;
        const table::Unit &other = m.side == Side::Attacker ? mDefenderAfter : mAttackerAfter;
        switch (m.kind) {
        case ChargeOutcome::Move::Kind::ToDistance:
            mover.setPosition(positionAtDistance(*scenario, mover, other, m.inches + (m.justOutside ? justOutsideInches : 0.0)));
            break;
        case ChargeOutcome::Move::Kind::Contact:
            mover.setPosition(positionAtDistance(*scenario, mover, other, 0.0));
            break;
        case ChargeOutcome::Move::Kind::Back:
            mover.setPosition(positionBack(mover, other, m.inches));
            break;
        }
    }
}

void BrownChargeCommand::redo()
{
    mScenario->updateUnit(mAttackerAfter);
    mScenario->updateUnit(mDefenderAfter);
}

void BrownChargeCommand::undo()
{
    mScenario->updateUnit(mAttackerBefore);
    mScenario->updateUnit(mDefenderBefore);
}

} // namespace vedette
