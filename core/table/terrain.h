#pragma once

#include "length.h"

#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <QStringView>

namespace vedette::table {

enum class TerrainType { Woods, Marsh, Buildings, SteepSlope, River, Hill, Road };

// Brown's cover classes (charge in cover, +N for the defender in cover).
enum class CoverClass { None, Light, Medium, Heavy };

QString terrainTypeId(TerrainType type);    // "woods", "marsh", "buildings", "steep-slope", "river", "hill", "road"
TerrainType terrainTypeFromId(QStringView id, bool *ok = nullptr);
QString terrainTypeName(TerrainType type);  // translated
QString coverClassId(CoverClass cover);     // "none", "light", "medium", "heavy"
CoverClass coverClassFromId(QStringView id, bool *ok = nullptr);
QString coverClassName(CoverClass cover);   // translated
const QList<TerrainType> &allTerrainTypes();

// Defaults per type, editable per piece: woods light cover, buildings heavy,
// marsh/river/steep slope bad going (Balagan's list), hills and roads open.
CoverClass defaultCover(TerrainType type);
bool defaultBadGoing(TerrainType type);

// One piece of terrain: a simple polygon (mm, table coordinates) of a type.
class Terrain
{
public:
    Terrain() = default;
    // Cover and bad going take the type's defaults.
    Terrain(QString id, TerrainType type, QPolygonF outline);

    const QString &id() const { return mId; }
    void setId(const QString &id) { mId = id; }
    const QString &name() const { return mName; }
    void setName(const QString &name) { mName = name; }

    TerrainType type() const { return mType; }
    // Also resets cover and bad going to the new type's defaults.
    void setType(TerrainType type);

    // Open polygon (first point not repeated) in mm.
    const QPolygonF &outline() const { return mOutline; }
    void setOutline(const QPolygonF &outline);
    QRectF boundingRect() const { return mBounds; }

    CoverClass cover() const { return mCover; }
    void setCover(CoverClass cover) { mCover = cover; }
    // Bad going slows movement by the arm/formation multipliers (BadGoingRules).
    bool isBadGoing() const { return mBadGoing; }
    void setBadGoing(bool badGoing) { mBadGoing = badGoing; }
    // Nothing may enter impassable terrain.
    bool isImpassable() const { return mImpassable; }
    void setImpassable(bool impassable) { mImpassable = impassable; }
    // Hills: height above the table's base level (for downhill charges); 0 elsewhere.
    Length height() const { return mHeight; }
    void setHeight(Length height) { mHeight = height; }

    // Inside or on the outline.
    bool contains(QPointF point) const;

    friend bool operator==(const Terrain &, const Terrain &) = default;

private:
    QString mId;
    QString mName;
    TerrainType mType = TerrainType::Woods;
    QPolygonF mOutline;
    QRectF mBounds;
    CoverClass mCover = CoverClass::Light;
    bool mBadGoing = true;
    bool mImpassable = false;
    Length mHeight;
};

} // namespace vedette::table
