#include "terrain.h"

#include "geometry.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {
}

const QList<TerrainType> &allTerrainTypes()
{
    static const QList<TerrainType> list{TerrainType::Woods, TerrainType::Marsh, TerrainType::Buildings,
                                         TerrainType::SteepSlope, TerrainType::River, TerrainType::Hill,
                                         TerrainType::Road};
    return list;
}

QString terrainTypeId(TerrainType type)
{
    switch (type) {
    case TerrainType::Woods: return u"woods"_s;
    case TerrainType::Marsh: return u"marsh"_s;
    case TerrainType::Buildings: return u"buildings"_s;
    case TerrainType::SteepSlope: return u"steep-slope"_s;
    case TerrainType::River: return u"river"_s;
    case TerrainType::Hill: return u"hill"_s;
    case TerrainType::Road: return u"road"_s;
    }
    return {};
}

TerrainType terrainTypeFromId(QStringView id, bool *ok)
{
    for (TerrainType type : allTerrainTypes()) {
        if (id == terrainTypeId(type)) {
            if (ok)
                *ok = true;
            return type;
        }
    }
    if (ok)
        *ok = false;
    return TerrainType::Woods;
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
    switch (cover) {
    case CoverClass::None: return u"none"_s;
    case CoverClass::Light: return u"light"_s;
    case CoverClass::Medium: return u"medium"_s;
    case CoverClass::Heavy: return u"heavy"_s;
    }
    return {};
}

CoverClass coverClassFromId(QStringView id, bool *ok)
{
    for (CoverClass cover : {CoverClass::None, CoverClass::Light, CoverClass::Medium, CoverClass::Heavy}) {
        if (id == coverClassId(cover)) {
            if (ok)
                *ok = true;
            return cover;
        }
    }
    if (ok)
        *ok = false;
    return CoverClass::None;
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
