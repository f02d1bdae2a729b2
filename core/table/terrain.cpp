#include "terrain.h"

#include "geometry.h"
#include "util/enumid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::table {

const QList<TerrainType> &allTerrainTypes()
{
    static const QList<TerrainType> list{TerrainType::Woods, TerrainType::Marsh, TerrainType::Buildings,
                                         TerrainType::SteepSlope, TerrainType::River, TerrainType::Hill,
                                         TerrainType::Road};
    return list;
}

namespace {

// The ids of FORMAT.md's "terrain" and "cover", spelled once.
constexpr util::EnumId<TerrainType> kTerrainTypes[] = {
    {TerrainType::Woods, "woods"},         {TerrainType::Marsh, "marsh"}, {TerrainType::Buildings, "buildings"},
    {TerrainType::SteepSlope, "steep-slope"}, {TerrainType::River, "river"}, {TerrainType::Hill, "hill"},
    {TerrainType::Road, "road"}};
constexpr util::EnumId<CoverClass> kCoverClasses[] = {
    {CoverClass::None, "none"}, {CoverClass::Light, "light"}, {CoverClass::Medium, "medium"}, {CoverClass::Heavy, "heavy"}};
static_assert(util::isWellFormed(kTerrainTypes) && util::coversAll(kTerrainTypes, 7));
static_assert(util::isWellFormed(kCoverClasses) && util::coversAll(kCoverClasses, 4));

} // namespace

QString terrainTypeId(TerrainType type)
{
    return util::idOf(kTerrainTypes, type);
}

TerrainType terrainTypeFromId(QStringView id, bool *ok)
{
    return util::fromId(kTerrainTypes, id, ok);
}

QString terrainTypeName(TerrainType type)
{
    switch (type) {
    case TerrainType::Woods: return QCoreApplication::translate("vedette::table::Terrain", "Woods");
    case TerrainType::Marsh: return QCoreApplication::translate("vedette::table::Terrain", "Marsh");
    case TerrainType::Buildings: return QCoreApplication::translate("vedette::table::Terrain", "Buildings");
    case TerrainType::SteepSlope: return QCoreApplication::translate("vedette::table::Terrain", "Steep slope");
    case TerrainType::River: return QCoreApplication::translate("vedette::table::Terrain", "River");
    case TerrainType::Hill: return QCoreApplication::translate("vedette::table::Terrain", "Hill");
    case TerrainType::Road: return QCoreApplication::translate("vedette::table::Terrain", "Road");
    }
    return {};
}

QString coverClassId(CoverClass cover)
{
    return util::idOf(kCoverClasses, cover);
}

CoverClass coverClassFromId(QStringView id, bool *ok)
{
    return util::fromId(kCoverClasses, id, ok);
}

QString coverClassName(CoverClass cover)
{
    switch (cover) {
    case CoverClass::None: return QCoreApplication::translate("vedette::table::Terrain", "No cover");
    case CoverClass::Light: return QCoreApplication::translate("vedette::table::Terrain", "Light cover");
    case CoverClass::Medium: return QCoreApplication::translate("vedette::table::Terrain", "Medium cover");
    case CoverClass::Heavy: return QCoreApplication::translate("vedette::table::Terrain", "Heavy cover");
    }
    return {};
}

CoverClass defaultCover(TerrainType type)
{
    switch (type) {
    case TerrainType::Woods: return CoverClass::Light;
    case TerrainType::Buildings: return CoverClass::Heavy;
    case TerrainType::SteepSlope: return CoverClass::Light;
    case TerrainType::Marsh:
    case TerrainType::River:
    case TerrainType::Hill:
    case TerrainType::Road:
        return CoverClass::None;
    }
    return CoverClass::None;
}

bool defaultBadGoing(TerrainType type)
{
    // Balagan's list: woods, marsh, buildings, steep slopes, rivers.
    return type != TerrainType::Hill && type != TerrainType::Road;
}

Terrain::Terrain(QString id, TerrainType type, QPolygonF outline)
    : mId(std::move(id))
{
    setType(type);
    setOutline(outline);
}

void Terrain::setType(TerrainType type)
{
    mType = type;
    mCover = defaultCover(type);
    mBadGoing = defaultBadGoing(type);
}

void Terrain::setOutline(const QPolygonF &outline)
{
    mOutline = outline;
    // A closed copy (last == first) is stored open so every edge is counted once.
    if (mOutline.size() > 1 && mOutline.first() == mOutline.last())
        mOutline.removeLast();
    mBounds = mOutline.boundingRect();
}

bool Terrain::contains(QPointF point) const
{
    if (!mBounds.adjusted(-geometry::touchTolerance, -geometry::touchTolerance, geometry::touchTolerance,
                          geometry::touchTolerance)
             .contains(point))
        return false;
    return geometry::polygonContains(mOutline, point);
}

} // namespace vedette::table
