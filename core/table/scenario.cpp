#include "scenario.h"

#include "geometry.h"

#include <algorithm>

namespace vedette::table {

namespace {

template<typename T>
qsizetype indexOf(const QList<T> &list, const QString &id)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].id == id)
            return i;
    }
    return -1;
}

template<typename T>
qsizetype indexOfById(const QList<T> &list, const QString &id)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].id() == id)
            return i;
    }
    return -1;
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
    , mRevision(other.mRevision)
{
}

Scenario &Scenario::operator=(const Scenario &other)
{
    if (this == &other)
        return *this;
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
    changed(ScenarioChange::Kind::Reset);
    return *this;
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
    const qsizetype i = indexOf(mSides, id);
    return i < 0 ? nullptr : &mSides[i];
}

bool Scenario::addSide(const Side &side)
{
    if (side.id.isEmpty() || indexOf(mSides, side.id) >= 0)
        return false;
    mSides.append(side);
    changed(ScenarioChange::Kind::SideAdded, side.id);
    return true;
}

bool Scenario::updateSide(const Side &side)
{
    const qsizetype i = indexOf(mSides, side.id);
    if (i < 0)
        return false;
    mSides[i] = side;
    changed(ScenarioChange::Kind::SideChanged, side.id);
    return true;
}

bool Scenario::removeSide(const QString &id)
{
    const qsizetype i = indexOf(mSides, id);
    if (i < 0)
        return false;
    mSides.removeAt(i);
    changed(ScenarioChange::Kind::SideRemoved, id);
    return true;
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
    const qsizetype i = indexOfById(mTerrain, id);
    return i < 0 ? nullptr : &mTerrain[i];
}

bool Scenario::addTerrain(const Terrain &terrain)
{
    if (terrain.id().isEmpty() || indexOfById(mTerrain, terrain.id()) >= 0)
        return false;
    mTerrain.append(terrain);
    changed(ScenarioChange::Kind::TerrainAdded, terrain.id());
    return true;
}

bool Scenario::updateTerrain(const Terrain &terrain)
{
    const qsizetype i = indexOfById(mTerrain, terrain.id());
    if (i < 0)
        return false;
    mTerrain[i] = terrain;
    changed(ScenarioChange::Kind::TerrainChanged, terrain.id());
    return true;
}

bool Scenario::removeTerrain(const QString &id)
{
    const qsizetype i = indexOfById(mTerrain, id);
    if (i < 0)
        return false;
    mTerrain.removeAt(i);
    changed(ScenarioChange::Kind::TerrainRemoved, id);
    return true;
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

// --- Fog zones, markers, generals ------------------------------------------------------

const FogZone *Scenario::fogZone(const QString &id) const
{
    const qsizetype i = indexOf(mFogZones, id);
    return i < 0 ? nullptr : &mFogZones[i];
}

bool Scenario::addFogZone(const FogZone &zone)
{
    if (zone.id.isEmpty() || indexOf(mFogZones, zone.id) >= 0)
        return false;
    mFogZones.append(zone);
    changed(ScenarioChange::Kind::FogZoneAdded, zone.id);
    return true;
}

bool Scenario::updateFogZone(const FogZone &zone)
{
    const qsizetype i = indexOf(mFogZones, zone.id);
    if (i < 0)
        return false;
    mFogZones[i] = zone;
    changed(ScenarioChange::Kind::FogZoneChanged, zone.id);
    return true;
}

bool Scenario::removeFogZone(const QString &id)
{
    const qsizetype i = indexOf(mFogZones, id);
    if (i < 0)
        return false;
    mFogZones.removeAt(i);
    changed(ScenarioChange::Kind::FogZoneRemoved, id);
    return true;
}

const Marker *Scenario::marker(const QString &id) const
{
    const qsizetype i = indexOf(mMarkers, id);
    return i < 0 ? nullptr : &mMarkers[i];
}

bool Scenario::addMarker(const Marker &marker)
{
    if (marker.id.isEmpty() || indexOf(mMarkers, marker.id) >= 0)
        return false;
    mMarkers.append(marker);
    changed(ScenarioChange::Kind::MarkerAdded, marker.id);
    return true;
}

bool Scenario::updateMarker(const Marker &marker)
{
    const qsizetype i = indexOf(mMarkers, marker.id);
    if (i < 0)
        return false;
    mMarkers[i] = marker;
    changed(ScenarioChange::Kind::MarkerChanged, marker.id);
    return true;
}

bool Scenario::removeMarker(const QString &id)
{
    const qsizetype i = indexOf(mMarkers, id);
    if (i < 0)
        return false;
    mMarkers.removeAt(i);
    changed(ScenarioChange::Kind::MarkerRemoved, id);
    return true;
}

const General *Scenario::general(const QString &id) const
{
    const qsizetype i = indexOf(mGenerals, id);
    return i < 0 ? nullptr : &mGenerals[i];
}

bool Scenario::addGeneral(const General &general)
{
    if (general.id.isEmpty() || indexOf(mGenerals, general.id) >= 0)
        return false;
    mGenerals.append(general);
    changed(ScenarioChange::Kind::GeneralAdded, general.id);
    return true;
}

bool Scenario::updateGeneral(const General &general)
{
    const qsizetype i = indexOf(mGenerals, general.id);
    if (i < 0)
        return false;
    mGenerals[i] = general;
    changed(ScenarioChange::Kind::GeneralChanged, general.id);
    return true;
}

bool Scenario::removeGeneral(const QString &id)
{
    const qsizetype i = indexOf(mGenerals, id);
    if (i < 0)
        return false;
    mGenerals.removeAt(i);
    changed(ScenarioChange::Kind::GeneralRemoved, id);
    return true;
}

QString Scenario::freshId(const QString &prefix) const
{
    const auto used = [this](const QString &id) {
        return mUnitIndex.contains(id) || indexOfById(mTerrain, id) >= 0 || indexOf(mFogZones, id) >= 0
            || indexOf(mMarkers, id) >= 0 || indexOf(mSides, id) >= 0 || indexOf(mGenerals, id) >= 0;
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

bool operator==(const Scenario &a, const Scenario &b)
{
    return a.mTitle == b.mTitle && a.mDescription == b.mDescription && a.mRuleSystem == b.mRuleSystem
        && a.mTableWidth == b.mTableWidth && a.mTableHeight == b.mTableHeight
        && a.mDisplayUnits == b.mDisplayUnits && a.mFootprintSettings == b.mFootprintSettings
        && a.mBadGoingRules == b.mBadGoingRules && a.mSides == b.mSides && a.mUnits == b.mUnits
        && a.mTerrain == b.mTerrain && a.mFogZones == b.mFogZones && a.mMarkers == b.mMarkers
        && a.mGenerals == b.mGenerals;
}

} // namespace vedette::table
