#include "scenario.h"

#include "geometry.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace vedette::table {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::table::Scenario)
};

// Terrain keeps its id behind an accessor, the plain records in a field.
template<typename T>
const QString &idOf(const T &item)
{
    if constexpr (requires { item.id(); })
        return item.id();
    else
        return item.id;
}

template<typename T>
qsizetype indexOf(const QList<T> &list, const QString &id)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (idOf(list[i]) == id)
            return i;
    }
    return -1;
}

template<typename T>
const T *findIn(const QList<T> &list, const QString &id)
{
    const qsizetype i = indexOf(list, id);
    return i < 0 ? nullptr : &list[i];
}

// The collection mutators' common rules: add refuses an empty or duplicate
// id, update and remove an unknown one.
template<typename T>
bool addTo(QList<T> &list, const T &item)
{
    if (idOf(item).isEmpty() || indexOf(list, idOf(item)) >= 0)
        return false;
    list.append(item);
    return true;
}

template<typename T>
bool insertInto(QList<T> &list, qsizetype index, const T &item)
{
    if (idOf(item).isEmpty() || indexOf(list, idOf(item)) >= 0)
        return false;
    list.insert(std::clamp<qsizetype>(index, 0, list.size()), item);
    return true;
}

template<typename T>
bool updateIn(QList<T> &list, const T &item)
{
    const qsizetype i = indexOf(list, idOf(item));
    if (i < 0)
        return false;
    list[i] = item;
    return true;
}

template<typename T>
bool removeFrom(QList<T> &list, const QString &id)
{
    const qsizetype i = indexOf(list, id);
    if (i < 0)
        return false;
    list.removeAt(i);
    return true;
}

} // namespace

Scenario::Scenario() = default;

Scenario::Scenario(const Scenario &other)
    : mTitle(other.mTitle)
    , mDescription(other.mDescription)
    , mRuleSystem(other.mRuleSystem)
    , mTableWidth(other.mTableWidth)
    , mTableHeight(other.mTableHeight)
    , mDisplayUnits(other.mDisplayUnits)
    , mFootprintSettings(other.mFootprintSettings)
    , mBadGoingRules(other.mBadGoingRules)
    , mSides(other.mSides)
    , mUnits(other.mUnits)
    , mUnitIndex(other.mUnitIndex)
    , mTerrain(other.mTerrain)
    , mFogZones(other.mFogZones)
    , mMarkers(other.mMarkers)
    , mGenerals(other.mGenerals)
    , mMessengers(other.mMessengers)
    , mRulers(other.mRulers)
    , mRevision(other.mRevision)
{
}

Scenario &Scenario::operator=(const Scenario &other)
{
    if (this == &other)
        return *this;
    copyContents(other);
    changed(ScenarioChange::Kind::Reset);
    return *this;
}

void Scenario::copyContents(const Scenario &other)
{
    // Observers stay with this object: they watch a place, not a value.
    mTitle = other.mTitle;
    mDescription = other.mDescription;
    mRuleSystem = other.mRuleSystem;
    mTableWidth = other.mTableWidth;
    mTableHeight = other.mTableHeight;
    mDisplayUnits = other.mDisplayUnits;
    mFootprintSettings = other.mFootprintSettings;
    mBadGoingRules = other.mBadGoingRules;
    mSides = other.mSides;
    mUnits = other.mUnits;
    mUnitIndex = other.mUnitIndex;
    mTerrain = other.mTerrain;
    mFogZones = other.mFogZones;
    mMarkers = other.mMarkers;
    mGenerals = other.mGenerals;
    mMessengers = other.mMessengers;
    mRulers = other.mRulers;
}

namespace {

// The changes that turn `before` into `after`, for one kind of piece, by id:
// those removed, then those changed, then those added. False when they cannot
// be told piece by piece without changing what a rebuild would give: the
// pieces kept are in another order, a new one comes before one kept (the
// order is the drawing order), or an id is not unique in either list.
template<typename T>
bool piecewiseChanges(const QList<T> &before, const QList<T> &after, ScenarioChange::Kind added,
                      ScenarioChange::Kind changed, ScenarioChange::Kind removed, QList<ScenarioChange> &changes)
{
    QHash<QString, qsizetype> was;
    was.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        was.insert(idOf(before.at(i)), i);
    if (was.size() != before.size())
        return false;
    QSet<QString> seen; // the ids of `after` so far
    QSet<QString> kept;
    QList<ScenarioChange> changedOrAdded;
    qsizetype lastKept = -1;
    bool addedYet = false;
    for (const T &piece : after) {
        const QString id = idOf(piece);
        if (seen.contains(id))
            return false;
        seen.insert(id);
        const auto it = was.constFind(id);
        if (it == was.constEnd()) {
            addedYet = true;
            changedOrAdded.append({added, id});
            continue;
        }
        if (addedYet || it.value() < lastKept)
            return false;
        lastKept = it.value();
        kept.insert(id);
        if (!(before.at(it.value()) == piece))
            changedOrAdded.append({changed, id});
    }
    for (const T &piece : before)
        if (!kept.contains(idOf(piece)))
            changes.append({removed, idOf(piece)});
    changes.append(changedOrAdded);
    return true;
}

} // namespace

void Scenario::replaceWith(const Scenario &other)
{
    if (this == &other)
        return;
    using Kind = ScenarioChange::Kind;
    const bool sameSettings = mTitle == other.mTitle && mDescription == other.mDescription
        && mRuleSystem == other.mRuleSystem && mTableWidth == other.mTableWidth && mTableHeight == other.mTableHeight
        && mDisplayUnits == other.mDisplayUnits && mFootprintSettings == other.mFootprintSettings
        && mBadGoingRules == other.mBadGoingRules;
    QList<ScenarioChange> changes;
    const bool piecewise = sameSettings
        && piecewiseChanges(mSides, other.mSides, Kind::SideAdded, Kind::SideChanged, Kind::SideRemoved, changes)
        && piecewiseChanges(mTerrain, other.mTerrain, Kind::TerrainAdded, Kind::TerrainChanged, Kind::TerrainRemoved, changes)
        && piecewiseChanges(mUnits, other.mUnits, Kind::UnitAdded, Kind::UnitChanged, Kind::UnitRemoved, changes)
        && piecewiseChanges(mFogZones, other.mFogZones, Kind::FogZoneAdded, Kind::FogZoneChanged, Kind::FogZoneRemoved, changes)
        && piecewiseChanges(mMarkers, other.mMarkers, Kind::MarkerAdded, Kind::MarkerChanged, Kind::MarkerRemoved, changes)
        && piecewiseChanges(mGenerals, other.mGenerals, Kind::GeneralAdded, Kind::GeneralChanged, Kind::GeneralRemoved, changes)
        && piecewiseChanges(mMessengers, other.mMessengers, Kind::MessengerAdded, Kind::MessengerChanged, Kind::MessengerRemoved, changes)
        && piecewiseChanges(mRulers, other.mRulers, Kind::RulerAdded, Kind::RulerChanged, Kind::RulerRemoved, changes);
    // Every piece is in place before the first observer is told: each reads
    // the whole new table.
    copyContents(other);
    if (!piecewise) {
        changed(Kind::Reset);
        return;
    }
    for (const ScenarioChange &change : std::as_const(changes))
        changed(change.kind, change.id);
}

Scenario::Scenario(Scenario &&other) noexcept
    : mTitle(std::move(other.mTitle))
    , mDescription(std::move(other.mDescription))
    , mRuleSystem(other.mRuleSystem)
    , mTableWidth(other.mTableWidth)
    , mTableHeight(other.mTableHeight)
    , mDisplayUnits(other.mDisplayUnits)
    , mFootprintSettings(other.mFootprintSettings)
    , mBadGoingRules(other.mBadGoingRules)
    , mSides(std::move(other.mSides))
    , mUnits(std::move(other.mUnits))
    , mUnitIndex(std::move(other.mUnitIndex))
    , mTerrain(std::move(other.mTerrain))
    , mFogZones(std::move(other.mFogZones))
    , mMarkers(std::move(other.mMarkers))
    , mGenerals(std::move(other.mGenerals))
    , mMessengers(std::move(other.mMessengers))
    , mRulers(std::move(other.mRulers))
    , mRevision(other.mRevision)
{
    // The moved-from scenario keeps its observers and stays a valid, empty table.
    other.mUnitIndex.clear();
}

Scenario &Scenario::operator=(Scenario &&other) noexcept
{
    if (this == &other)
        return *this;
    mTitle = std::move(other.mTitle);
    mDescription = std::move(other.mDescription);
    mRuleSystem = other.mRuleSystem;
    mTableWidth = other.mTableWidth;
    mTableHeight = other.mTableHeight;
    mDisplayUnits = other.mDisplayUnits;
    mFootprintSettings = other.mFootprintSettings;
    mBadGoingRules = other.mBadGoingRules;
    mSides = std::move(other.mSides);
    mUnits = std::move(other.mUnits);
    mUnitIndex = std::move(other.mUnitIndex);
    mTerrain = std::move(other.mTerrain);
    mFogZones = std::move(other.mFogZones);
    mMarkers = std::move(other.mMarkers);
    mGenerals = std::move(other.mGenerals);
    mMessengers = std::move(other.mMessengers);
    mRulers = std::move(other.mRulers);
    other.mUnits.clear();
    other.mUnitIndex.clear();
    try {
        changed(ScenarioChange::Kind::Reset);
    } catch (...) {
        // An observer that throws must not turn a noexcept move into terminate().
    }
    return *this;
}

Scenario::~Scenario() = default;

void Scenario::setTitle(const QString &title)
{
    mTitle = title;
    changed(ScenarioChange::Kind::Settings);
}

void Scenario::setDescription(const QString &description)
{
    mDescription = description;
    changed(ScenarioChange::Kind::Settings);
}

void Scenario::setRuleSystem(RuleSystem system)
{
    mRuleSystem = system;
    const GroundScale scale = mDisplayUnits.scale;
    switch (system) {
    case RuleSystem::Brown:
        mDisplayUnits = DisplayUnits::inches(scale);
        mFootprintSettings = FootprintSettings::brown();
        mBadGoingRules = BadGoingRules::none();
        break;
    case RuleSystem::Balagan:
        mDisplayUnits = DisplayUnits::paces(scale);
        mFootprintSettings = FootprintSettings::balagan();
        mBadGoingRules = BadGoingRules::balagan();
        break;
    case RuleSystem::None:
        mDisplayUnits = DisplayUnits::only(LengthUnit::Centimetres, scale);
        mFootprintSettings = FootprintSettings::brown();
        mBadGoingRules = BadGoingRules::none();
        break;
    }
    changed(ScenarioChange::Kind::Settings);
}

bool Scenario::setTableSize(Length width, Length height)
{
    if (!(width.isFinite() && height.isFinite() && width.mm() > 0.0 && height.mm() > 0.0))
        return false;
    mTableWidth = width;
    mTableHeight = height;
    changed(ScenarioChange::Kind::Settings);
    return true;
}

void Scenario::setGroundScale(GroundScale scale)
{
    mDisplayUnits.scale = scale;
    changed(ScenarioChange::Kind::Settings);
}

void Scenario::setDisplayUnits(const DisplayUnits &units)
{
    const GroundScale scale = mDisplayUnits.scale;
    mDisplayUnits = units;
    mDisplayUnits.scale = scale;
    changed(ScenarioChange::Kind::Settings);
}

void Scenario::setFootprintSettings(const FootprintSettings &settings)
{
    mFootprintSettings = settings;
    changed(ScenarioChange::Kind::Settings);
}

void Scenario::setBadGoingRules(const BadGoingRules &rules)
{
    mBadGoingRules = rules;
    changed(ScenarioChange::Kind::Settings);
}

// --- Sides -------------------------------------------------------------------

const Side *Scenario::side(const QString &id) const
{
    return findIn(mSides, id);
}

bool Scenario::addSide(const Side &side)
{
    return notifyIf(addTo(mSides, side), ScenarioChange::Kind::SideAdded, side.id);
}

bool Scenario::updateSide(const Side &side)
{
    return notifyIf(updateIn(mSides, side), ScenarioChange::Kind::SideChanged, side.id);
}

bool Scenario::removeSide(const QString &id)
{
    return notifyIf(removeFrom(mSides, id), ScenarioChange::Kind::SideRemoved, id);
}

// --- Units ----------------------------------------------------------------------

const Unit *Scenario::unit(const QString &id) const
{
    const auto it = mUnitIndex.constFind(id);
    return it == mUnitIndex.cend() ? nullptr : &mUnits[*it];
}

bool Scenario::addUnit(const Unit &unit)
{
    if (unit.id().isEmpty() || mUnitIndex.contains(unit.id()))
        return false;
    mUnitIndex.insert(unit.id(), mUnits.size());
    mUnits.append(unit);
    changed(ScenarioChange::Kind::UnitAdded, unit.id());
    return true;
}

void Scenario::reserveUnits(qsizetype count)
{
    mUnits.reserve(count);
    mUnitIndex.reserve(count);
}

bool Scenario::updateUnit(const Unit &unit)
{
    const auto it = mUnitIndex.constFind(unit.id());
    if (it == mUnitIndex.cend())
        return false;
    mUnits[*it] = unit;
    changed(ScenarioChange::Kind::UnitChanged, unit.id());
    return true;
}

bool Scenario::removeUnit(const QString &id)
{
    const auto it = mUnitIndex.constFind(id);
    if (it == mUnitIndex.cend())
        return false;
    mUnits.removeAt(*it);
    reindexUnits();
    changed(ScenarioChange::Kind::UnitRemoved, id);
    return true;
}

QList<const Unit *> Scenario::unitsOfSide(const QString &sideId) const
{
    QList<const Unit *> result;
    for (const Unit &unit : mUnits) {
        if (unit.sideId() == sideId)
            result.append(&unit);
    }
    return result;
}

void Scenario::reindexUnits()
{
    mUnitIndex.clear();
    mUnitIndex.reserve(mUnits.size());
    for (qsizetype i = 0; i < mUnits.size(); ++i)
        mUnitIndex.insert(mUnits[i].id(), i);
}

// --- Terrain ------------------------------------------------------------------------

const Terrain *Scenario::terrainPiece(const QString &id) const
{
    return findIn(mTerrain, id);
}

bool Scenario::addTerrain(const Terrain &terrain)
{
    return notifyIf(addTo(mTerrain, terrain), ScenarioChange::Kind::TerrainAdded, terrain.id());
}

bool Scenario::updateTerrain(const Terrain &terrain)
{
    return notifyIf(updateIn(mTerrain, terrain), ScenarioChange::Kind::TerrainChanged, terrain.id());
}

bool Scenario::removeTerrain(const QString &id)
{
    return notifyIf(removeFrom(mTerrain, id), ScenarioChange::Kind::TerrainRemoved, id);
}

QList<const Terrain *> Scenario::terrainAt(QPointF point) const
{
    QList<const Terrain *> result;
    for (qsizetype i = mTerrain.size() - 1; i >= 0; --i) {
        if (mTerrain[i].contains(point))
            result.append(&mTerrain[i]);
    }
    return result;
}

QList<const Terrain *> Scenario::terrainUnder(const Footprint &footprint) const
{
    QList<const Terrain *> result;
    const QRectF bounds = footprint.boundingRect();
    for (qsizetype i = mTerrain.size() - 1; i >= 0; --i) {
        const Terrain &piece = mTerrain[i];
        if (!piece.boundingRect().intersects(bounds) && !piece.boundingRect().contains(bounds))
            continue;
        const bool under = std::any_of(footprint.bases().cbegin(), footprint.bases().cend(), [&](const Base &base) {
            return geometry::intersects(base.rect, piece.outline());
        });
        if (under)
            result.append(&piece);
    }
    return result;
}

// --- Fog zones, markers, generals, messengers, rulers ------------------------------------------------------

const FogZone *Scenario::fogZone(const QString &id) const
{
    return findIn(mFogZones, id);
}

bool Scenario::addFogZone(const FogZone &zone)
{
    return notifyIf(addTo(mFogZones, zone), ScenarioChange::Kind::FogZoneAdded, zone.id);
}

bool Scenario::updateFogZone(const FogZone &zone)
{
    return notifyIf(updateIn(mFogZones, zone), ScenarioChange::Kind::FogZoneChanged, zone.id);
}

bool Scenario::removeFogZone(const QString &id)
{
    return notifyIf(removeFrom(mFogZones, id), ScenarioChange::Kind::FogZoneRemoved, id);
}

const Marker *Scenario::marker(const QString &id) const
{
    return findIn(mMarkers, id);
}

bool Scenario::addMarker(const Marker &marker)
{
    return notifyIf(addTo(mMarkers, marker), ScenarioChange::Kind::MarkerAdded, marker.id);
}

bool Scenario::updateMarker(const Marker &marker)
{
    return notifyIf(updateIn(mMarkers, marker), ScenarioChange::Kind::MarkerChanged, marker.id);
}

bool Scenario::removeMarker(const QString &id)
{
    return notifyIf(removeFrom(mMarkers, id), ScenarioChange::Kind::MarkerRemoved, id);
}

QString Scenario::divisionName(const QString &sideId, const QString &divisionId) const
{
    static const QRegularExpression key(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!key.match(divisionId).hasMatch())
        return divisionId;
    // Its general: the one who leads it rather than the commander-in-chief in it.
    const General *leader = nullptr;
    for (const General &general : mGenerals) {
        if (general.sideId == sideId && general.divisionId == divisionId && !general.name.isEmpty()
            && (!leader || (leader->commanderInChief && !general.commanderInChief)))
            leader = &general;
    }
    return leader ? Tr::tr("%1's division").arg(leader->name) : divisionId;
}

const General *Scenario::general(const QString &id) const
{
    return findIn(mGenerals, id);
}

bool Scenario::addGeneral(const General &general)
{
    return notifyIf(addTo(mGenerals, general), ScenarioChange::Kind::GeneralAdded, general.id);
}

bool Scenario::updateGeneral(const General &general)
{
    return notifyIf(updateIn(mGenerals, general), ScenarioChange::Kind::GeneralChanged, general.id);
}

bool Scenario::removeGeneral(const QString &id)
{
    return notifyIf(removeFrom(mGenerals, id), ScenarioChange::Kind::GeneralRemoved, id);
}

const Messenger *Scenario::messenger(const QString &id) const
{
    return findIn(mMessengers, id);
}

bool Scenario::addMessenger(const Messenger &messenger)
{
    return notifyIf(addTo(mMessengers, messenger), ScenarioChange::Kind::MessengerAdded, messenger.id);
}

bool Scenario::updateMessenger(const Messenger &messenger)
{
    return notifyIf(updateIn(mMessengers, messenger), ScenarioChange::Kind::MessengerChanged, messenger.id);
}

bool Scenario::removeMessenger(const QString &id)
{
    return notifyIf(removeFrom(mMessengers, id), ScenarioChange::Kind::MessengerRemoved, id);
}

const PinnedRuler *Scenario::ruler(const QString &id) const
{
    return findIn(mRulers, id);
}

bool Scenario::addRuler(const PinnedRuler &ruler)
{
    return notifyIf(addTo(mRulers, ruler), ScenarioChange::Kind::RulerAdded, ruler.id);
}

bool Scenario::updateRuler(const PinnedRuler &ruler)
{
    return notifyIf(updateIn(mRulers, ruler), ScenarioChange::Kind::RulerChanged, ruler.id);
}

bool Scenario::removeRuler(const QString &id)
{
    return notifyIf(removeFrom(mRulers, id), ScenarioChange::Kind::RulerRemoved, id);
}

bool Scenario::insertSide(qsizetype index, const Side &side)
{
    return notifyIf(insertInto(mSides, index, side), ScenarioChange::Kind::SideAdded, side.id);
}

bool Scenario::insertUnit(qsizetype index, const Unit &unit)
{
    if (unit.id().isEmpty() || mUnitIndex.contains(unit.id()))
        return false;
    mUnits.insert(std::clamp<qsizetype>(index, 0, mUnits.size()), unit);
    reindexUnits();
    changed(ScenarioChange::Kind::UnitAdded, unit.id());
    return true;
}

bool Scenario::insertTerrain(qsizetype index, const Terrain &terrain)
{
    return notifyIf(insertInto(mTerrain, index, terrain), ScenarioChange::Kind::TerrainAdded, terrain.id());
}

bool Scenario::insertFogZone(qsizetype index, const FogZone &zone)
{
    return notifyIf(insertInto(mFogZones, index, zone), ScenarioChange::Kind::FogZoneAdded, zone.id);
}

bool Scenario::insertMarker(qsizetype index, const Marker &marker)
{
    return notifyIf(insertInto(mMarkers, index, marker), ScenarioChange::Kind::MarkerAdded, marker.id);
}

bool Scenario::insertGeneral(qsizetype index, const General &general)
{
    return notifyIf(insertInto(mGenerals, index, general), ScenarioChange::Kind::GeneralAdded, general.id);
}

bool Scenario::insertMessenger(qsizetype index, const Messenger &messenger)
{
    return notifyIf(insertInto(mMessengers, index, messenger), ScenarioChange::Kind::MessengerAdded, messenger.id);
}

bool Scenario::insertRuler(qsizetype index, const PinnedRuler &ruler)
{
    return notifyIf(insertInto(mRulers, index, ruler), ScenarioChange::Kind::RulerAdded, ruler.id);
}

QString Scenario::freshId(const QString &prefix) const
{
    const auto used = [this](const QString &id) {
        return mUnitIndex.contains(id) || indexOf(mTerrain, id) >= 0 || indexOf(mFogZones, id) >= 0
            || indexOf(mMarkers, id) >= 0 || indexOf(mSides, id) >= 0 || indexOf(mGenerals, id) >= 0
            || indexOf(mMessengers, id) >= 0 || indexOf(mRulers, id) >= 0;
    };
    for (qsizetype n = 1;; ++n) {
        const QString id = prefix + QLatin1Char('-') + QString::number(n);
        if (!used(id))
            return id;
    }
}

// --- Notification ------------------------------------------------------------------------

int Scenario::addObserver(Observer observer)
{
    const int handle = mNextObserver++;
    mObservers.emplace(handle, std::move(observer));
    return handle;
}

void Scenario::removeObserver(int handle)
{
    mObservers.erase(handle);
}

void Scenario::notifyReset()
{
    changed(ScenarioChange::Kind::Reset);
}

void Scenario::changed(ScenarioChange::Kind kind, const QString &id)
{
    ++mRevision;
    if (mObservers.empty())
        return;
    // A copy, so an observer may remove itself (or others) while being told.
    const auto observers = mObservers;
    const ScenarioChange change{kind, id};
    for (const auto &[handle, observer] : observers) {
        if (observer)
            observer(change);
    }
}

bool Scenario::notifyIf(bool done, ScenarioChange::Kind kind, const QString &id)
{
    if (done)
        changed(kind, id);
    return done;
}

bool operator==(const Scenario &a, const Scenario &b)
{
    return a.mTitle == b.mTitle && a.mDescription == b.mDescription && a.mRuleSystem == b.mRuleSystem
        && a.mTableWidth == b.mTableWidth && a.mTableHeight == b.mTableHeight
        && a.mDisplayUnits == b.mDisplayUnits && a.mFootprintSettings == b.mFootprintSettings
        && a.mBadGoingRules == b.mBadGoingRules && a.mSides == b.mSides && a.mUnits == b.mUnits
        && a.mTerrain == b.mTerrain && a.mFogZones == b.mFogZones && a.mMarkers == b.mMarkers
        && a.mGenerals == b.mGenerals && a.mMessengers == b.mMessengers && a.mRulers == b.mRulers;
}

} // namespace vedette::table
