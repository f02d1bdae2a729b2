#include "proximity.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace vedette::table {

QList<ProximityPair> pairsWithin(const QList<Footprint> &footprints, Length reach)
{
    QList<ProximityPair> pairs;
    if (footprints.size() < 2 || reach.mm() < 0.0)
        return pairs;

    double largestRadius = 0.0;
    for (const Footprint &footprint : footprints)
        largestRadius = std::max(largestRadius, footprint.boundingRadius());
    // Two units within reach have centres at most reach + both radii apart, so
    // with cells that wide only the 3 x 3 neighbouring cells can hold a match.
    const double cell = reach.isFinite() ? std::max(reach.mm() + 2.0 * largestRadius, 1.0) : HUGE_VAL;
    const auto cellOf = [cell](double coordinate) {
        return std::isfinite(cell) ? static_cast<std::int64_t>(std::floor(coordinate / cell)) : std::int64_t(0);
    };
    // With unlimited reach every unit shares the one cell.
    const std::int64_t span = std::isfinite(cell) ? 1 : 0;
    const auto key = [](std::int64_t x, std::int64_t y) { return (x << 32) ^ (y & 0xffffffff); };

    std::unordered_map<std::int64_t, std::vector<qsizetype>> grid;
    grid.reserve(static_cast<std::size_t>(footprints.size()));
    std::vector<std::pair<std::int64_t, std::int64_t>> cells(static_cast<std::size_t>(footprints.size()));
    for (qsizetype i = 0; i < footprints.size(); ++i) {
        const QPointF c = footprints[i].centre();
        cells[static_cast<std::size_t>(i)] = {cellOf(c.x()), cellOf(c.y())};
        grid[key(cellOf(c.x()), cellOf(c.y()))].push_back(i);
    }

    for (qsizetype i = 0; i < footprints.size(); ++i) {
        const Footprint &a = footprints[i];
        const auto [cx, cy] = cells[static_cast<std::size_t>(i)];
        for (std::int64_t dx = -span; dx <= span; ++dx) {
            for (std::int64_t dy = -span; dy <= span; ++dy) {
                const auto found = grid.find(key(cx + dx, cy + dy));
                if (found == grid.end())
                    continue;
                for (qsizetype j : found->second) {
                    if (j <= i)
                        continue;
                    const Footprint &b = footprints[j];
                    const QPointF d = a.centre() - b.centre();
                    if (std::sqrt(d.x() * d.x() + d.y() * d.y()) - a.boundingRadius() - b.boundingRadius() > reach.mm())
                        continue;
                    const Length distance = geometry::edgeDistance(a, b);
                    if (distance > reach)
                        continue;
                    pairs.append({i, j, distance, geometry::arcOf(a, b), geometry::arcOf(b, a)});
                }
            }
        }
    }
    std::sort(pairs.begin(), pairs.end(), [](const ProximityPair &x, const ProximityPair &y) {
        return x.a < y.a || (x.a == y.a && x.b < y.b);
    });
    return pairs;
}

} // namespace vedette::table
