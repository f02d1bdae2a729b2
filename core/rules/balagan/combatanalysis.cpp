#include "combatanalysis.h"

#include "table/geometry.h"
#include "table/lengthformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace vedette::rules::balagan {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::balagan::CombatAnalysis)
};

// What the pair scan gathers for one unit before the factors are derived:
// the other units by their index in the scenario, put in index order before
// the factors are worded, so a whole-table scan and a one-unit scan agree.
struct Gathered
{
    std::vector<std::pair<qsizetype, Firer>> firers;
    std::vector<qsizetype> meleeEnemies;
    int enemyElements = 0;
    std::vector<qsizetype> horseInContact;
    std::vector<qsizetype> enemiesBehind;
    std::vector<qsizetype> supporters;

    void sort()
    {
        std::sort(firers.begin(), firers.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        std::sort(meleeEnemies.begin(), meleeEnemies.end());
        std::sort(horseInContact.begin(), horseInContact.end());
        std::sort(enemiesBehind.begin(), enemiesBehind.end());
        std::sort(supporters.begin(), supporters.end());
    }
};

// The distances of the house rules in mm, worked out once per analysis.
struct Reach
{
    double contact;   // base contact
    double support;   // a friend this close behind supports
    double behind;    // an enemy this close wholly behind a flank or the rear counts
    double foot;      // foot fire
    double artillery; // artillery fire
    double largest;

    Reach(const HouseRules &rules, GroundScale scale)
        : contact(rules.contactToleranceMm)
        , support(Length::fromPaces(rules.supportDistancePaces, scale).mm())
        , behind(Length::fromPaces(rules.behindReachPaces, scale).mm())
        , foot(Length::fromPaces(rules.footRangePaces, scale).mm())
        , artillery(Length::fromPaces(rules.artilleryRangePaces, scale).mm())
        , largest(std::max({contact, support, behind, foot, artillery}))
    {
    }
};

// A translated text with %1 in it, cut at its %1s once per analysis so that
// filling it in for each unit is a concatenation: QString::arg parses the
// text again every time, and that was a fifth of a 200-unit analysis. The
// result is the same as arg's; a text with any other % escape (a translation
// might use %L1) is left to arg.
class Template
{
public:
    explicit Template(const QString &text)
        : mText(text)
    {
        qsizetype from = 0;
        qsizetype percents = 0;
        for (qsizetype i = 0; i < text.size(); ++i)
            percents += text[i] == u'%' ? 1 : 0;
        for (qsizetype at = text.indexOf(u"%1"); at >= 0; at = text.indexOf(u"%1", from)) {
            if (at + 2 < text.size() && text[at + 2].isDigit())
                break; // %10 and up are other escapes
            mParts.append(text.mid(from, at - from));
            from = at + 2;
        }
        mParts.append(text.mid(from));
        mCut = !mParts.isEmpty() && mParts.size() - 1 == percents && percents > 0;
    }

    QString operator()(const QString &value) const
    {
        if (!mCut)
            return mText.arg(value);
        qsizetype size = value.size() * (mParts.size() - 1);
        for (const QString &part : mParts)
            size += part.size();
        QString result;
        result.reserve(size);
        result += mParts.front();
        for (qsizetype i = 1; i < mParts.size(); ++i) {
            result += value;
            result += mParts[i];
        }
        return result;
    }
    QString operator()(int value) const { return mCut ? (*this)(QString::number(value)) : mText.arg(value); }

private:
    QString mText;
    QStringList mParts;
    bool mCut = false;
};

// Every text a factor's reason is made of, translated and its distances
// formatted once per analysis rather than once per unit.
struct Texts
{
    QString notFavourable = Tr::tr("Not in woods, buildings or on a steep slope (at least half of it inside).");
    Template standsIn{Tr::tr("Stands in %1 (at least half of it inside).")};
    Template onlyArtillery{Tr::tr("Only artillery fires at it, the nearest at %1.")};
    QString footOrCloseArtillery = Tr::tr("Foot or close artillery fire at it.");
    QString notUnderFire = Tr::tr("Not under fire.");
    QString dismountedLine = Tr::tr("Dismounted dragoons: always in single line.");
    QString doubleLineFoot = Tr::tr("Foot in double line.");
    Template supportedBy{QString()};
    QString noSupport;
    QString horseUnderFire;
    QString limberedUnderFire;
    QString notExposed = Tr::tr("Not horse or limbered artillery under fire.");
    Template charged{Tr::tr("Charged in bound %1.")};
    Template chargedEarlier{Tr::tr("Charged in bound %1, not the last bound.")};
    QString notCharged = Tr::tr("Not charged.");
    Template elements{Tr::tr("%1 enemy elements in contact.")};
    // The same for the counts a table usually shows, worded once.
    std::array<QString, 16> elementCounts;
    Template meleeWith{Tr::tr("In melee with %1.")};
    QString notMeleeWithHorse = Tr::tr("Not foot or artillery in melee with horse.");
    Template behind{QString()};
    QString noneBehind;
    QString dragoons = Tr::tr("Dragoons.");
    QString notDragoons = Tr::tr("Not dragoons.");
    QString noGeneral = Tr::tr("No general with its division.");
    Template withDivision{Tr::tr("With its division: %1.")};
    // "Formation: %1." with each formation's name, worded once.
    std::array<QString, 8> formationReasons;

    Texts(const HouseRules &rules, GroundScale scale, const DisplayUnits &units)
    {
        const QString support = formatLength(Length::fromPaces(rules.supportDistancePaces, scale), units);
        const QString reach = formatLength(Length::fromPaces(rules.behindReachPaces, scale), units);
        // The names are filled in per unit: keep their %1.
        supportedBy = Template(Tr::tr("Supported by %1 within %2 behind.").arg(u"%1"_s, support));
        noSupport = Tr::tr("No friendly unit within %1 behind.").arg(support);
        behind = Template(Tr::tr("%1 wholly behind its flank or rear line within %2.").arg(u"%1"_s, reach));
        noneBehind = Tr::tr("No enemy wholly behind its flank or rear line within %1.").arg(reach);
        const QString underFire = Tr::tr("%1 under fire.");
        horseUnderFire = underFire.arg(Tr::tr("Horse"));
        limberedUnderFire = underFire.arg(Tr::tr("Limbered artillery"));
        for (std::size_t count = 0; count < elementCounts.size(); ++count)
            elementCounts[count] = elements(int(count));
        for (Formation f : allFormations())
            if (std::size_t(f) < formationReasons.size())
                formationReasons[std::size_t(f)] = formationReason(f);
    }

    QString elementsText(int count) const
    {
        return count >= 0 && std::size_t(count) < elementCounts.size() ? elementCounts[std::size_t(count)] : elements(count);
    }

    QString formationText(Formation f) const
    {
        return std::size_t(f) < formationReasons.size() ? formationReasons[std::size_t(f)] : formationReason(f);
    }

    static QString formationReason(Formation f) { return Tr::tr("Formation: %1.").arg(formationName(f)); }
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

// Every corner of `other` beyond one flank line of `unit` (its side edge
// extended), or no more than `tolerance` short of it.
bool whollyBeyondAFlank(const Footprint &other, const Footprint &unit, double tolerance)
{
    const OrientedRect &outline = unit.outline();
    const double halfWidth = outline.width() / 2.0;
    bool left = true, right = true;
    for (const Base &base : other.bases()) {
        for (QPointF corner : base.rect.corners()) {
            const double lateral = outline.lateral(corner);
            left = left && lateral <= -halfWidth + tolerance;
            right = right && lateral >= halfWidth - tolerance;
            if (!left && !right)
                return false;
        }
    }
    return !other.bases().isEmpty() && (left || right);
}

// The closest edge distance of a pair, measured only if a test needs it:
// most pairs are settled by their bounding circles alone.
class PairDistance
{
public:
    PairDistance(const Footprint &a, const Footprint &b)
        : mA(a)
        , mB(b)
    {
        const QPointF d = a.centre() - b.centre();
        mLowerBound = std::max(0.0, std::sqrt(d.x() * d.x() + d.y() * d.y()) - a.boundingRadius() - b.boundingRadius());
    }
    // No part of one is closer than this to the other.
    double lowerBound() const { return mLowerBound; }
    double edge()
    {
        if (mEdge < 0.0)
            mEdge = geometry::edgeDistance(mA, mB).mm();
        return mEdge;
    }
    bool within(double mm)
    {
        return mLowerBound <= mm && edge() <= mm;
    }

private:
    const Footprint &mA;
    const Footprint &mB;
    double mLowerBound = 0.0;
    double mEdge = -1.0;
};

// One direction of a pair: what unit `o` (`other`) means for `unit`.
void gather(Gathered &into, const Unit &unit, const Footprint &unitPrint, const Unit &other,
            const Footprint &otherPrint, qsizetype o, PairDistance &distance, const HouseRules &rules,
            const Reach &reach)
{
    if (unit.sideId() == other.sideId()) {
        // The support box lies within the support distance of the unit.
        if (distance.lowerBound() <= reach.support + 1e-3
            && geometry::withinBehind(otherPrint, unitPrint, Length::fromMm(reach.support)))
            into.supporters.push_back(o);
        return;
    }
    const bool contact = distance.within(reach.contact);
    if (contact) {
        into.meleeEnemies.push_back(o);
        into.enemyElements += std::max(1, elementsTouching(otherPrint, unitPrint, reach.contact));
        if (other.isMounted())
            into.horseInContact.push_back(o);
    }
    if (CombatAnalysis::canFire(other)) {
        const double range = other.arm() == Arm::Artillery ? reach.artillery : reach.foot;
        // The arc is measured from the firer's front edge, a part of its
        // bases: never nearer than the closest edges.
        if (range > 0.0 && distance.lowerBound() <= range) {
            const Length arc = geometry::frontArcDistance(unitPrint, otherPrint, rules.frontArcHalfAngle);
            if (arc.mm() <= range)
                into.firers.push_back({o, {other.id(), other.arm() == Arm::Artillery, arc}});
        }
    }
    // docs/rules.md M-21: an enemy in contact with the flank counts as behind it
    // even where it reaches past the front edge line (a flank charge).
    if (distance.lowerBound() <= reach.behind) {
        const bool onFlank = contact && whollyBeyondAFlank(otherPrint, unitPrint, reach.contact);
        if ((onFlank || geometry::whollyBehindFlankOrRear(otherPrint, unitPrint, reach.contact))
            && distance.within(reach.behind))
            into.enemiesBehind.push_back(o);
    }
}

QString labels(const QList<Unit> &units, const std::vector<qsizetype> &indices)
{
    if (indices.size() == 1)
        return label(units[indices.front()]);
    QString names;
    for (qsizetype i : indices) {
        if (!names.isEmpty())
            names += u", ";
        names += label(units[i]);
    }
    return names;
}

CombatStatus derive(const Scenario &scenario, const Texts &texts, const HouseRules &rules, const BattleState &state,
                    const Unit &unit, const Footprint &print, Gathered &&gathered)
{
    gathered.sort();
    const QList<Unit> &units = scenario.units();
    const GroundScale scale = scenario.groundScale();
    CombatStatus status;
    status.unitId = unit.id();
    status.sideId = unit.sideId();
    status.inMelee = !gathered.meleeEnemies.empty();
    status.underFire = !gathered.firers.empty() && !status.inMelee;
    status.firers.reserve(qsizetype(gathered.firers.size()));
    for (auto &[index, firer] : gathered.firers)
        status.firers.append(std::move(firer));
    status.meleeEnemies.reserve(qsizetype(gathered.meleeEnemies.size()));
    for (qsizetype i : gathered.meleeEnemies)
        status.meleeEnemies.append(units[i].id());
    status.enemyElementsInContact = gathered.enemyElements;
    status.factors.reserve(allFactorKinds().size());

    // Overrides are rare: look the unit up once.
    const auto overrides = state.overrides.constFind(unit.id());
    const bool anyOverride = overrides != state.overrides.constEnd();
    auto add = [&](FactorKind kind, int derived, const QString &reason) {
        std::optional<int> overridden;
        if (anyOverride) {
            const auto it = overrides->find(kind);
            if (it != overrides->end())
                overridden = it->second;
        }
        status.factors.append(Factor{kind, derived, reason, overridden});
    };

    // +1 favourable terrain: at least half of the footprint inside one piece
    {
        QString where;
        if (!scenario.terrain().isEmpty()) {
            for (const Terrain *piece : scenario.terrainUnder(print)) {
                const TerrainType type = piece->type();
                if ((type == TerrainType::Woods || type == TerrainType::Buildings || type == TerrainType::SteepSlope)
                    && print.standsIn(piece->outline())) {
                    where = piece->name().isEmpty() ? terrainTypeName(type) : piece->name();
                    break;
                }
            }
        }
        add(FactorKind::FavourableTerrain, where.isEmpty() ? 0 : 1,
            where.isEmpty() ? texts.notFavourable : texts.standsIn(where));
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
            reason = texts.onlyArtillery(formatLength(nearest, scenario.displayUnits()));
        } else {
            reason = status.underFire ? texts.footOrCloseArtillery : texts.notUnderFire;
        }
        add(FactorKind::ArtilleryLongRange, onlyLongArtillery ? 1 : 0, reason);
    }
    // -1 column or limbered
    {
        const Formation formed = movementClass(unit).formation;
        const bool column = isColumnOrLimbered(formed);
        add(FactorKind::ColumnOrLimbered, column ? -1 : 0,
            formed != unit.formation() ? texts.dismountedLine : texts.formationText(formed));
    }
    // -1 unsupported
    {
        const bool doubleLineFoot = unit.arm() == Arm::Foot && unit.formation() == Formation::DoubleLine;
        QString reason;
        if (doubleLineFoot)
            reason = texts.doubleLineFoot;
        else if (!gathered.supporters.empty())
            reason = texts.supportedBy(labels(units, gathered.supporters));
        else
            reason = texts.noSupport;
        add(FactorKind::Unsupported, doubleLineFoot || !gathered.supporters.empty() ? 0 : -1, reason);
    }
    // -1 horse or limbered artillery under fire
    {
        const bool exposed = status.underFire && (unit.isMounted() || unit.formation() == Formation::Limbered);
        add(FactorKind::HorseOrLimberedUnderFire, exposed ? -1 : 0,
            exposed ? (unit.isMounted() ? texts.horseUnderFire : texts.limberedUnderFire) : texts.notExposed);
    }
    // -1 first bound after being charged
    {
        const auto memory = state.units.constFind(unit.id());
        const int charged = memory != state.units.constEnd() ? memory->chargedBound : -1;
        const bool first = charged >= 0 && state.bound == charged + 1;
        add(FactorKind::FirstBoundAfterCharged, first ? -1 : 0,
            first ? texts.charged(charged)
                  : (charged >= 0 ? texts.chargedEarlier(charged) : texts.notCharged));
    }
    // -1 each enemy element in contact beyond two
    {
        const int beyond = std::max(0, status.enemyElementsInContact - 2);
        add(FactorKind::ElementsBeyondTwo, -beyond, texts.elementsText(status.enemyElementsInContact));
    }
    // -1 foot or artillery in melee with horse
    {
        const bool applies = !unit.isMounted() && !gathered.horseInContact.empty();
        add(FactorKind::MeleeWithHorse, applies ? -1 : 0,
            applies ? texts.meleeWith(labels(units, gathered.horseInContact)) : texts.notMeleeWithHorse);
    }
    // -1 enemy wholly behind flank or rear line
    {
        const bool applies = !gathered.enemiesBehind.empty();
        add(FactorKind::EnemyBehind, applies ? -1 : 0,
            applies ? texts.behind(labels(units, gathered.enemiesBehind)) : texts.noneBehind);
    }
    // -1 dragoons
    add(FactorKind::Dragoons, unit.arm() == Arm::Dragoons ? -1 : 0,
        unit.arm() == Arm::Dragoons ? texts.dragoons : texts.notDragoons);
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
        add(FactorKind::GeneralRating, rating, names.isEmpty() ? texts.noGeneral : texts.withDivision(names.join(u", "_s)));
    }
    return status;
}

} // namespace

bool CombatAnalysis::canFire(const Unit &unit)
{
    // Dismounted dragoons come here as foot in single line: they fire.
    const MovementClass formed = movementClass(unit);
    switch (formed.arm) {
    case Arm::Foot:
        return formed.formation == Formation::SingleLine || formed.formation == Formation::DoubleLine;
    case Arm::Artillery:
        return formed.formation == Formation::Unlimbered;
    case Arm::Dragoons: // mounted
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
    const QList<Unit> &units = scenario.units();
    const qsizetype count = units.size();
    const FootprintSettings settings = rules.footprintSettings(scenario.footprintSettings());
    std::vector<Footprint> prints;
    prints.reserve(std::size_t(count));
    double largestRadius = 0.0;
    for (const Unit &unit : units) {
        prints.push_back(Footprint::of(unit, settings));
        largestRadius = std::max(largestRadius, prints.back().boundingRadius());
    }
    const GroundScale scale = scenario.groundScale();
    const Reach reach(rules, scale);

    // A spatial index of the units, built once and asked for each of them: a
    // uniform grid of cells so wide that a unit's partners within the largest
    // reach lie in its own cell or the eight round it. The cells are one
    // sorted list (cell, unit), each cell a run of it.
    const double cell = std::max(reach.largest + 2.0 * largestRadius, 1.0);
    const auto cellOf = [cell](double coordinate) { return static_cast<std::int64_t>(std::floor(coordinate / cell)); };
    struct Entry
    {
        std::int64_t x;
        std::int64_t y;
        qsizetype unit;
        bool operator<(const Entry &o) const { return x != o.x ? x < o.x : (y != o.y ? y < o.y : unit < o.unit); }
    };
    std::vector<Entry> grid;
    grid.reserve(std::size_t(count));
    for (qsizetype i = 0; i < count; ++i) {
        // Units not on the table yet (waiting to be deployed) neither fight nor are fought.
        if (!units[i].isOnTable())
            continue;
        const QPointF c = prints[std::size_t(i)].centre();
        grid.push_back({cellOf(c.x()), cellOf(c.y()), i});
    }
    std::sort(grid.begin(), grid.end());

    std::vector<Gathered> gathered(static_cast<std::size_t>(count));
    // The units of one cell share their nine neighbouring runs: look them up
    // once per cell, not once per unit.
    std::array<std::pair<std::vector<Entry>::const_iterator, std::vector<Entry>::const_iterator>, 9> runs;
    for (auto cellBegin = grid.cbegin(); cellBegin != grid.cend();) {
        auto cellEnd = cellBegin;
        while (cellEnd != grid.cend() && cellEnd->x == cellBegin->x && cellEnd->y == cellBegin->y)
            ++cellEnd;
        std::size_t r = 0;
        for (std::int64_t dx = -1; dx <= 1; ++dx) {
            for (std::int64_t dy = -1; dy <= 1; ++dy) {
                const Entry first{cellBegin->x + dx, cellBegin->y + dy, 0};
                auto begin = std::lower_bound(grid.cbegin(), grid.cend(), first);
                auto end = begin;
                while (end != grid.cend() && end->x == first.x && end->y == first.y)
                    ++end;
                runs[r++] = {begin, end};
            }
        }
        for (auto here = cellBegin; here != cellEnd; ++here) {
            const qsizetype i = here->unit;
            const Footprint &a = prints[std::size_t(i)];
            for (const auto &[begin, end] : runs) {
                for (auto it = begin; it != end; ++it) {
                    const qsizetype j = it->unit;
                    if (j <= i)
                        continue;
                    const Footprint &b = prints[std::size_t(j)];
                    PairDistance distance(a, b);
                    if (distance.lowerBound() > reach.largest)
                        continue;
                    gather(gathered[std::size_t(i)], units[i], a, units[j], b, j, distance, rules, reach);
                    gather(gathered[std::size_t(j)], units[j], b, units[i], a, i, distance, rules, reach);
                }
            }
        }
        cellBegin = cellEnd;
    }

    // docs/rules.md M-33: a unit in melee fights only its melee: it fires at
    // no other enemy.
    for (Gathered &g : gathered) {
        std::erase_if(g.firers, [&gathered](const std::pair<qsizetype, Firer> &firer) {
            return !gathered[std::size_t(firer.first)].meleeEnemies.empty();
        });
    }

    const Texts texts(rules, scale, scenario.displayUnits());
    QList<CombatStatus> result;
    result.reserve(count);
    for (qsizetype i = 0; i < count; ++i)
        if (units[i].isOnTable())
            result.append(derive(scenario, texts, rules, state, units[i], prints[std::size_t(i)],
                             std::move(gathered[std::size_t(i)])));
    return result;
}

CombatStatus CombatAnalysis::analyseUnit(const Scenario &scenario, const HouseRules &rules, const BattleState &state,
                                         const QString &unitId)
{
    const Unit *unit = scenario.unit(unitId);
    if (!unit || !unit->isOnTable())
        return {};
    const FootprintSettings settings = rules.footprintSettings(scenario.footprintSettings());
    const Footprint print = Footprint::of(*unit, settings);
    const GroundScale scale = scenario.groundScale();
    const Reach reach(rules, scale);
    Gathered gathered;
    const QList<Unit> &units = scenario.units();
    for (qsizetype o = 0; o < units.size(); ++o) {
        const Unit &other = units[o];
        if (other.id() == unit->id() || !other.isOnTable())
            continue;
        const Footprint otherPrint = Footprint::of(other, settings);
        PairDistance distance(print, otherPrint);
        gather(gathered, *unit, print, other, otherPrint, o, distance, rules, reach);
    }
    // docs/rules.md M-33: a firer in melee with any enemy fires at no other.
    std::erase_if(gathered.firers, [&](const std::pair<qsizetype, Firer> &firer) {
        const Unit &shooter = units[firer.first];
        const Footprint shooterPrint = Footprint::of(shooter, settings);
        for (const Unit &enemy : units) {
            if (enemy.sideId() == shooter.sideId() || !enemy.isOnTable())
                continue;
            const Footprint enemyPrint = Footprint::of(enemy, settings);
            PairDistance apart(shooterPrint, enemyPrint);
            if (apart.within(reach.contact))
                return true;
        }
        return false;
    });
    return derive(scenario, Texts(rules, scale, scenario.displayUnits()), rules, state, *unit, print,
                  std::move(gathered));
}

} // namespace vedette::rules::balagan
