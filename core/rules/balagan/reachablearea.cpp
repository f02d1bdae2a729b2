#include "reachablearea.h"

#include "movement.h"

#include "table/footprint.h"
#include "table/geometry.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <vector>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace vedette::rules::balagan {

namespace {

constexpr double blocked = std::numeric_limits<double>::infinity();

double dot(QPointF a, QPointF b)
{
    return a.x() * b.x() + a.y() * b.y();
}

// A base moved straight ahead by `distance` covers one longer rectangle.
OrientedRect swept(const OrientedRect &rect, QPointF forward, double distance)
{
    return OrientedRect(rect.centre() + forward * (distance / 2.0), rect.width(), rect.depth() + distance, rect.facing());
}

double segmentDistance(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double length2 = dot(ab, ab);
    const double t = length2 > 0.0 ? std::clamp(dot(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + ab * t);
    return std::sqrt(dot(d, d));
}

double polygonDistance(const QPolygonF &polygon, QPointF p)
{
    if (geometry::polygonContains(polygon, p))
        return 0.0;
    double best = blocked;
    for (qsizetype i = 0; i < polygon.size(); ++i)
        best = std::min(best, segmentDistance(p, polygon[i], polygon[(i + 1) % polygon.size()]));
    return best;
}

// The largest s in [0, limit] for which `clear(s)` holds, given clear(0);
// clear must be monotone (a swept shape only grows).
template<typename Clear>
double largestClear(double limit, Clear clear)
{
    if (clear(limit))
        return limit;
    double low = 0.0;
    double high = limit;
    while (high - low > 0.01) {
        const double mid = (low + high) / 2.0;
        if (clear(mid))
            low = mid;
        else
            high = mid;
    }
    return low;
}

struct FreeStop
{
    double distance;
    ReachableArea::Stop stop = ReachableArea::Stop::Allowance;
    QString id;

    void consider(double d, ReachableArea::Stop why, const QString &what)
    {
        if (d < distance - 1e-9) {
            distance = d;
            stop = why;
            id = what;
        }
    }
};

bool isWall(const Terrain &piece, double multiplier)
{
    return piece.isImpassable() || (piece.isBadGoing() && std::isinf(multiplier));
}

void freeMove(const Scenario &scenario, const Unit &unit, const Footprint &print, const FootprintSettings &settings,
              double haltMm, ReachableArea &area)
{
    const double allowance = area.allowance.mm();
    const OrientedRect &outline = print.outline();
    const QPointF forward = outline.forward();
    const QPointF centre = outline.centre();
    const double multiplier = scenario.badGoingRules().multiplier(unit);
    FreeStop stop{allowance, ReachableArea::Stop::Allowance, {}};

    // Bad going along the centre line, paid for once where pieces overlap.
    const QLineF line(centre, centre + forward * allowance);
    const QRectF lineBounds = QRectF(line.p1(), line.p2()).normalized();
    struct Stretch
    {
        double from;
        double to;
        QString id;
    };
    std::vector<Stretch> bad;
    if (std::isfinite(multiplier) && multiplier != 1.0) {
        for (const Terrain &piece : scenario.terrain()) {
            if (!piece.isBadGoing() || piece.isImpassable() || !piece.boundingRect().intersects(lineBounds.adjusted(-1, -1, 1, 1)))
                continue;
            for (const auto &[from, to] : geometry::insideIntervals(line, piece.outline()))
                bad.push_back({from * allowance, to * allowance, piece.id()});
        }
    }
    std::sort(bad.begin(), bad.end(), [](const Stretch &a, const Stretch &b) { return a.from < b.from; });
    double position = 0.0;
    double spent = 0.0;
    double reach = allowance;
    QString slowedBy;
    for (const Stretch &stretch : bad) {
        const double from = std::max(stretch.from, position);
        if (stretch.to <= from)
            continue;
        if (spent + (from - position) >= allowance)
            break;
        spent += from - position;
        position = from;
        slowedBy = stretch.id;
        const double price = (stretch.to - from) * multiplier;
        if (spent + price >= allowance) {
            reach = position + (allowance - spent) / multiplier;
            spent = allowance;
            break;
        }
        spent += price;
        position = stretch.to;
    }
    if (spent < allowance)
        reach = std::min(allowance, position + (allowance - spent));
    if (reach < allowance - 1e-9)
        stop.consider(reach, ReachableArea::Stop::BadGoing, slowedBy);

    // Ground it may not enter, and other units: the swept bases must not touch
    // them. What it already stands in or against does not hold it back.
    const QRectF reachBounds = print.boundingRect().united(print.boundingRect().translated(forward * allowance));
    for (const Terrain &piece : scenario.terrain()) {
        if (!isWall(piece, multiplier) || !piece.boundingRect().intersects(reachBounds))
            continue;
        for (const Base &base : print.bases()) {
            if (geometry::intersects(base.rect, piece.outline()))
                continue;
            const double d = largestClear(stop.distance, [&](double s) {
                return !geometry::intersects(swept(base.rect, forward, s), piece.outline());
            });
            stop.consider(d, ReachableArea::Stop::Impassable, piece.id());
        }
    }
    for (const Unit &other : scenario.units()) {
        if (other.id() == unit.id() || !other.isOnTable())
            continue;
        const Footprint otherPrint = Footprint::of(other, settings);
        if (!otherPrint.boundingRect().intersects(reachBounds))
            continue;
        // docs/rules.md M-35: it halts short of an enemy (and comes no nearer
        // one it already stands nearer than that); a friend it may come up against.
        const bool enemy = other.sideId() != unit.sideId();
        for (const Base &base : print.bases()) {
            for (const Base &obstacle : otherPrint.bases()) {
                if (geometry::overlaps(base.rect, obstacle.rect))
                    continue;
                const double floor = enemy ? std::min(haltMm, geometry::edgeDistance(base.rect, obstacle.rect).mm()) : 0.0;
                const double d = largestClear(stop.distance, [&](double s) {
                    const OrientedRect sweep = swept(base.rect, forward, s);
                    return enemy ? geometry::edgeDistance(sweep, obstacle.rect).mm() >= floor - 1e-6
                                 : !geometry::overlaps(sweep, obstacle.rect);
                });
                stop.consider(d, ReachableArea::Stop::Unit, other.id());
            }
        }
    }

    // Every corner stays on the table.
    const QRectF table = scenario.tableRect();
    for (const Base &base : print.bases()) {
        for (const QPointF corner : base.rect.corners()) {
            if (!table.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(corner))
                continue;
            double d = stop.distance;
            if (forward.x() > 1e-12)
                d = std::min(d, (table.right() - corner.x()) / forward.x());
            else if (forward.x() < -1e-12)
                d = std::min(d, (table.left() - corner.x()) / forward.x());
            if (forward.y() > 1e-12)
                d = std::min(d, (table.bottom() - corner.y()) / forward.y());
            else if (forward.y() < -1e-12)
                d = std::min(d, (table.top() - corner.y()) / forward.y());
            stop.consider(std::max(0.0, d), ReachableArea::Stop::TableEdge, QString());
        }
    }

    area.freeDistance = Length::fromMm(stop.distance);
    area.freeStop = stop.stop;
    area.freeStopId = stop.id;
    const QPointF ahead = forward * stop.distance;
    area.freeCorridor = QPolygonF({outline.corner(OrientedRect::FrontLeft) + ahead,
                                   outline.corner(OrientedRect::FrontRight) + ahead,
                                   outline.corner(OrientedRect::RearRight), outline.corner(OrientedRect::RearLeft)});
}

// Outlines of the reached cells: each cell side with an unreached neighbour
// is a directed edge (reached cell on one fixed hand), chained into loops.
QList<QPolygonF> traceOutlines(const std::vector<char> &reached, int width, int height, QPointF origin, double cell)
{
    struct Edge
    {
        int from;
        int to;
        bool used = false;
    };
    std::vector<Edge> edges;
    const int stride = width + 1;
    std::vector<int> first(std::size_t(stride * (height + 1)), -1);
    std::vector<int> next;
    auto add = [&](int x0, int y0, int x1, int y1) {
        const int from = y0 * stride + x0;
        edges.push_back({from, y1 * stride + x1});
        next.push_back(first[std::size_t(from)]);
        first[std::size_t(from)] = int(edges.size()) - 1;
    };
    auto at = [&](int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height && reached[std::size_t(y * width + x)];
    };
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (!at(x, y))
                continue;
            if (!at(x, y - 1))
                add(x + 1, y, x, y);
            if (!at(x - 1, y))
                add(x, y, x, y + 1);
            if (!at(x, y + 1))
                add(x, y + 1, x + 1, y + 1);
            if (!at(x + 1, y))
                add(x + 1, y + 1, x + 1, y);
        }
    }
    QList<QPolygonF> outlines;
    for (std::size_t start = 0; start < edges.size(); ++start) {
        if (edges[start].used)
            continue;
        QList<int> vertices;
        int current = int(start);
        while (current >= 0 && !edges[std::size_t(current)].used) {
            edges[std::size_t(current)].used = true;
            vertices.append(edges[std::size_t(current)].from);
            int candidate = first[std::size_t(edges[std::size_t(current)].to)];
            while (candidate >= 0 && edges[std::size_t(candidate)].used)
                candidate = next[std::size_t(candidate)];
            current = candidate;
        }
        // Keep only the corners: a vertex on a straight run adds nothing.
        QPolygonF polygon;
        const qsizetype count = vertices.size();
        for (qsizetype i = 0; i < count; ++i) {
            const int a = vertices[(i + count - 1) % count];
            const int b = vertices[i];
            const int c = vertices[(i + 1) % count];
            const int abx = b % stride - a % stride;
            const int aby = b / stride - a / stride;
            const int bcx = c % stride - b % stride;
            const int bcy = c / stride - b / stride;
            if (abx * bcy - aby * bcx == 0 && abx * bcx + aby * bcy > 0)
                continue;
            polygon.append(origin + QPointF(b % stride, b / stride) * cell);
        }
        if (polygon.size() >= 3)
            outlines.append(polygon);
    }
    return outlines;
}

void actionMove(const Scenario &scenario, const Unit &unit, const Footprint &print, const FootprintSettings &settings,
                double cellMm, ReachableArea &area)
{
    const double allowance = area.allowance.mm();
    const QPointF centre = print.centre();
    const double clearance = std::min(print.outline().width(), print.outline().depth()) / 2.0 - 1e-6;
    const double multiplier = scenario.badGoingRules().multiplier(unit);
    const QRectF table = scenario.tableRect();

    // The start cell is centred on the unit, so a straight move is measured exactly.
    const int reachCells = int(std::ceil(allowance / cellMm)) + 1;
    const int leftCells = std::min(reachCells, std::max(0, int(std::floor((centre.x() - table.left()) / cellMm))));
    const int rightCells = std::min(reachCells, std::max(0, int(std::floor((table.right() - centre.x()) / cellMm))));
    const int topCells = std::min(reachCells, std::max(0, int(std::floor((centre.y() - table.top()) / cellMm))));
    const int bottomCells = std::min(reachCells, std::max(0, int(std::floor((table.bottom() - centre.y()) / cellMm))));
    const int width = leftCells + rightCells + 1;
    const int height = topCells + bottomCells + 1;
    const QPointF firstCentre = centre - QPointF(leftCells * cellMm, topCells * cellMm);
    const QRectF gridBounds(firstCentre, QSizeF((width - 1) * cellMm, (height - 1) * cellMm));
    std::vector<double> cost(std::size_t(width * height), 1.0);
    auto cellCentre = [&](int x, int y) { return firstCentre + QPointF(x * cellMm, y * cellMm); };
    // Visits the cells whose centres lie in `bounds`.
    auto forCells = [&](const QRectF &bounds, auto visit) {
        const int x0 = std::max(0, int(std::ceil((bounds.left() - firstCentre.x()) / cellMm)));
        const int x1 = std::min(width - 1, int(std::floor((bounds.right() - firstCentre.x()) / cellMm)));
        const int y0 = std::max(0, int(std::ceil((bounds.top() - firstCentre.y()) / cellMm)));
        const int y1 = std::min(height - 1, int(std::floor((bounds.bottom() - firstCentre.y()) / cellMm)));
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                visit(x, y, cost[std::size_t(y * width + x)]);
    };

    forCells(gridBounds, [&](int x, int y, double &c) {
        const QPointF p = cellCentre(x, y);
        if (p.x() < table.left() + clearance || p.x() > table.right() - clearance || p.y() < table.top() + clearance
            || p.y() > table.bottom() - clearance)
            c = blocked;
    });
    for (const Terrain &piece : scenario.terrain()) {
        const bool wall = isWall(piece, multiplier);
        if (!wall && !piece.isBadGoing())
            continue;
        const double margin = wall ? clearance : 0.0;
        const QRectF bounds = piece.boundingRect().adjusted(-margin, -margin, margin, margin);
        if (!bounds.intersects(gridBounds))
            continue;
        forCells(bounds, [&](int x, int y, double &c) {
            const QPointF p = cellCentre(x, y);
            if (wall) {
                if (polygonDistance(piece.outline(), p) < clearance)
                    c = blocked;
            } else if (geometry::polygonContains(piece.outline(), p)) {
                c = std::max(c, multiplier);
            }
        });
    }
    const QRectF unitReach = gridBounds.adjusted(-clearance, -clearance, clearance, clearance);
    for (const Unit &other : scenario.units()) {
        if (other.id() == unit.id() || !other.isOnTable())
            continue;
        const Footprint otherPrint = Footprint::of(other, settings);
        if (!otherPrint.boundingRect().intersects(unitReach))
            continue;
        for (const Base &base : otherPrint.bases()) {
            const double r = base.rect.boundingRadius() + clearance;
            const QRectF bounds(base.rect.centre() - QPointF(r, r), QSizeF(2 * r, 2 * r));
            forCells(bounds, [&](int x, int y, double &c) {
                if (geometry::pointDistance(base.rect, cellCentre(x, y)).mm() < clearance)
                    c = blocked;
            });
        }
    }

    const int startIndex = topCells * width + leftCells;
    if (std::isinf(cost[std::size_t(startIndex)]))
        cost[std::size_t(startIndex)] = std::isfinite(multiplier) ? multiplier : 1.0;

    static constexpr int steps[16][2] = {{1, 0},  {-1, 0}, {0, 1},  {0, -1}, {1, 1},  {1, -1},  {-1, 1},  {-1, -1},
                                         {2, 1},  {2, -1}, {-2, 1}, {-2, -1}, {1, 2}, {1, -2},  {-1, 2},  {-1, -2}};
    std::vector<double> distance(cost.size(), blocked);
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    distance[std::size_t(startIndex)] = 0.0;
    queue.push({0.0, startIndex});
    const double slack = 1e-6;
    while (!queue.empty()) {
        const auto [d, index] = queue.top();
        queue.pop();
        if (d > distance[std::size_t(index)])
            continue;
        const int x = index % width;
        const int y = index / width;
        const double here = cost[std::size_t(index)];
        for (const auto &step : steps) {
            const int nx = x + step[0];
            const int ny = y + step[1];
            if (nx < 0 || ny < 0 || nx >= width || ny >= height)
                continue;
            const double there = cost[std::size_t(ny * width + nx)];
            if (std::isinf(there))
                continue;
            // Diagonal and knight's moves cut past two cells: both must be open.
            double passing = here + there;
            int weights = 2;
            if (step[0] != 0 && step[1] != 0) {
                const int ax = x + (std::abs(step[0]) == 2 ? step[0] / 2 : step[0]);
                const int ay = y + (std::abs(step[1]) == 2 ? step[1] / 2 : 0);
                const int bx = x + (std::abs(step[0]) == 2 ? step[0] / 2 : 0);
                const int by = y + (std::abs(step[1]) == 2 ? step[1] / 2 : step[1]);
                const double a = cost[std::size_t(ay * width + ax)];
                const double b = cost[std::size_t(by * width + bx)];
                if (std::isinf(a) || std::isinf(b))
                    continue;
                passing += a + b;
                weights += 2;
            }
            const double length = std::sqrt(double(step[0] * step[0] + step[1] * step[1])) * cellMm;
            const double nd = d + length * passing / weights;
            const int nindex = ny * width + nx;
            if (nd > allowance + slack || nd >= distance[std::size_t(nindex)])
                continue;
            distance[std::size_t(nindex)] = nd;
            queue.push({nd, nindex});
        }
    }

    std::vector<char> reached(cost.size(), 0);
    int count = 0;
    double farthest = 0.0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (distance[std::size_t(y * width + x)] > allowance + slack)
                continue;
            reached[std::size_t(y * width + x)] = 1;
            ++count;
            const QPointF d = cellCentre(x, y) - centre;
            farthest = std::max(farthest, std::sqrt(dot(d, d)));
        }
    }
    area.actionAreaMm2 = count * cellMm * cellMm;
    area.farthest = Length::fromMm(farthest);
    area.actionArea = traceOutlines(reached, width, height, firstCentre - QPointF(cellMm, cellMm) / 2.0, cellMm);
}

} // namespace

QString reachableStopId(ReachableArea::Stop stop)
{
    switch (stop) {
    case ReachableArea::Stop::Allowance:
        return u"allowance"_s;
    case ReachableArea::Stop::BadGoing:
        return u"bad-going"_s;
    case ReachableArea::Stop::Impassable:
        return u"impassable"_s;
    case ReachableArea::Stop::Unit:
        return u"unit"_s;
    case ReachableArea::Stop::TableEdge:
        break;
    }
    return u"table-edge"_s;
}

ReachableArea reachableArea(const Scenario &scenario, const Unit &unit, const HouseRules &rules, double cellPaces,
                            std::optional<Length> allowance)
{
    ReachableArea area;
    const GroundScale scale = scenario.groundScale();
    area.allowancePaces = allowance ? allowance->paces(scale) : movement::allowancePaces(unit);
    area.allowance = allowance ? *allowance : Length::fromPaces(area.allowancePaces, scale);
    area.cellSize = Length::fromPaces(std::max(cellPaces, 1.0), scale);
    // The house rules' gaps lay out double lines and columns.
    const FootprintSettings settings = rules.footprintSettings(scenario.footprintSettings());
    const Footprint print = Footprint::of(unit, settings);
    if (!unit.isOnTable())
        return {}; // no place to move from yet
    area.freeCorridor = print.outline().toPolygon();
    if (!area.canMove())
        return area;
    freeMove(scenario, unit, print, settings, rules.haltShortMm(scale), area);
    actionMove(scenario, unit, print, settings, area.cellSize.mm(), area);
    return area;
}

} // namespace vedette::rules::balagan
