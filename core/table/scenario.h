#pragma once

#include "badgoingrules.h"
#include "displayunits.h"
#include "fogzone.h"
#include "footprint.h"
#include "footprintsettings.h"
#include "general.h"
#include "groundscale.h"
#include "length.h"
#include "marker.h"
#include "messenger.h"
#include "pinnedruler.h"
#include "scenariochange.h"
#include "side.h"
#include "terrain.h"
#include "unit.h"
#include "unittypes.h"

#include <QHash>
#include <QList>
#include <QRectF>
#include <QString>

#include <functional>
#include <map>

namespace vedette::table {

// The referee's table: its size, rules, scale, and everything on it.
//
// A value type: copying a scenario copies its contents but not its observers.
// Every change goes through the mutators below, which bump revision() and tell
// the observers what changed (like Subsurface's notifier, without widgets);
// the app wraps them in QUndoCommands. Mutators refuse bad input (unknown or
// duplicate ids, zero table) by returning false and leave the scenario as it
// was; use Validation for the reason to show.
class Scenario
{
public:
    using Observer = std::function<void(const ScenarioChange &)>;

    Scenario();
    Scenario(const Scenario &other);
    Scenario &operator=(const Scenario &other);
    Scenario(Scenario &&other) noexcept;
    Scenario &operator=(Scenario &&other) noexcept;
    ~Scenario();
    // Becomes `other` as operator= does, but tells observers what changed,
    // piece by piece (a unit changed, a marker removed), as the commands that
    // edit one piece do, so the table redraws only those: a step of the rules
    // that moves two units no longer redraws the whole table. A reset when the
    // settings changed or the pieces were put in another order.
    void replaceWith(const Scenario &other);

    // --- Settings -----------------------------------------------------------
    const QString &title() const { return mTitle; }
    void setTitle(const QString &title);
    const QString &description() const { return mDescription; }
    void setDescription(const QString &description);

    RuleSystem ruleSystem() const { return mRuleSystem; }
    // Also resets display units, footprint settings and bad-going rules to
    // the rule system's defaults (inches and stands for Brown; paces,
    // elements and Balagan bad going for Balagan).
    void setRuleSystem(RuleSystem system);

    Length tableWidth() const { return mTableWidth; }
    Length tableHeight() const { return mTableHeight; }
    QRectF tableRect() const { return {0.0, 0.0, mTableWidth.mm(), mTableHeight.mm()}; }
    // Refused (false) unless both are finite and positive.
    bool setTableSize(Length width, Length height);

    GroundScale groundScale() const { return mDisplayUnits.scale; }
    void setGroundScale(GroundScale scale);
    const DisplayUnits &displayUnits() const { return mDisplayUnits; }
    void setDisplayUnits(const DisplayUnits &units); // keeps the ground scale
    const FootprintSettings &footprintSettings() const { return mFootprintSettings; }
    void setFootprintSettings(const FootprintSettings &settings);
    const BadGoingRules &badGoingRules() const { return mBadGoingRules; }
    void setBadGoingRules(const BadGoingRules &rules);

    // --- Contents --------------------------------------------------------------
    // add* refuse an empty or duplicate id; update* refuse an unknown id;
    // remove* return false for an unknown id. Removing a side removes nothing
    // else: validation reports units left without a side.
    const QList<Side> &sides() const { return mSides; }
    const Side *side(const QString &id) const;
    bool addSide(const Side &side);
    bool updateSide(const Side &side);
    bool removeSide(const QString &id);

    const QList<Unit> &units() const { return mUnits; }
    const Unit *unit(const QString &id) const;
    bool addUnit(const Unit &unit);
    // Room for `count` units in all, so that adding them copies none (a
    // file's 2,000 units were copied eleven times over as the list grew).
    void reserveUnits(qsizetype count);
    bool updateUnit(const Unit &unit);
    bool removeUnit(const QString &id);
    QList<const Unit *> unitsOfSide(const QString &sideId) const;
    // Bases of a unit as laid out by this scenario's footprint settings.
    Footprint footprint(const Unit &unit) const { return Footprint::of(unit, mFootprintSettings); }

    const QList<Terrain> &terrain() const { return mTerrain; }
    const Terrain *terrainPiece(const QString &id) const;
    bool addTerrain(const Terrain &terrain);
    bool updateTerrain(const Terrain &terrain);
    bool removeTerrain(const QString &id);
    // Terrain whose outline contains the point, topmost (last added) first.
    QList<const Terrain *> terrainAt(QPointF point) const;
    // Terrain that any base of the footprint lies in, even partly.
    QList<const Terrain *> terrainUnder(const Footprint &footprint) const;

    const QList<FogZone> &fogZones() const { return mFogZones; }
    const FogZone *fogZone(const QString &id) const;
    bool addFogZone(const FogZone &zone);
    bool updateFogZone(const FogZone &zone);
    bool removeFogZone(const QString &id);

    const QList<Marker> &markers() const { return mMarkers; }
    const Marker *marker(const QString &id) const;
    bool addMarker(const Marker &marker);
    bool updateMarker(const Marker &marker);
    bool removeMarker(const QString &id);

    const QList<General> &generals() const { return mGenerals; }
    const General *general(const QString &id) const;
    // The name a reader sees for a division of a side (issue 40): a key of
    // the order of battle ("marsin", "light-brigade": small letters, digits
    // and hyphens) led by a general reads as his division ("Marshal
    // Marsin's division"); a name the referee gave it ("Guards") as itself.
    QString divisionName(const QString &sideId, const QString &divisionId) const;
    bool addGeneral(const General &general);
    bool updateGeneral(const General &general);
    bool removeGeneral(const QString &id);

    const QList<Messenger> &messengers() const { return mMessengers; }
    const Messenger *messenger(const QString &id) const;
    bool addMessenger(const Messenger &messenger);
    bool updateMessenger(const Messenger &messenger);
    bool removeMessenger(const QString &id);

    const QList<PinnedRuler> &rulers() const { return mRulers; }
    const PinnedRuler *ruler(const QString &id) const;
    bool addRuler(const PinnedRuler &ruler);
    bool updateRuler(const PinnedRuler &ruler);
    bool removeRuler(const QString &id);

    // insert* put an object at `index` of its list (clamped to 0..size), so
    // that undoing a removal restores the exact order; they refuse an empty
    // or duplicate id like add*, and tell the observers "added".
    bool insertSide(qsizetype index, const Side &side);
    bool insertUnit(qsizetype index, const Unit &unit);
    bool insertTerrain(qsizetype index, const Terrain &terrain);
    bool insertFogZone(qsizetype index, const FogZone &zone);
    bool insertMarker(qsizetype index, const Marker &marker);
    bool insertGeneral(qsizetype index, const General &general);
    bool insertMessenger(qsizetype index, const Messenger &messenger);
    bool insertRuler(qsizetype index, const PinnedRuler &ruler);

    // An id not yet used by any object of the scenario:
    // prefix followed by a number ("unit-12").
    QString freshId(const QString &prefix) const;

    // --- Notification --------------------------------------------------------------
    // Grows by one with every change; lets a cache tell whether it is stale.
    quint64 revision() const { return mRevision; }
    // Returns a handle for removeObserver().
    int addObserver(Observer observer);
    void removeObserver(int handle);
    // Tells observers everything changed (after a bulk load).
    void notifyReset();

    // Same contents (observers and revision are not compared).
    friend bool operator==(const Scenario &a, const Scenario &b);

private:
    // Everything but the observers and the revision (operator=, replaceWith).
    void copyContents(const Scenario &other);
    void changed(ScenarioChange::Kind kind, const QString &id = {});
    // Tells the observers when a collection mutator succeeded; returns done.
    bool notifyIf(bool done, ScenarioChange::Kind kind, const QString &id);
    void reindexUnits();

    QString mTitle;
    QString mDescription;
    RuleSystem mRuleSystem = RuleSystem::None;
    Length mTableWidth = Length::fromFeet(6.0);
    Length mTableHeight = Length::fromFeet(4.0);
    DisplayUnits mDisplayUnits = DisplayUnits::only(LengthUnit::Centimetres);
    FootprintSettings mFootprintSettings;
    BadGoingRules mBadGoingRules;

    QList<Side> mSides;
    QList<Unit> mUnits;
    QHash<QString, qsizetype> mUnitIndex;
    QList<Terrain> mTerrain;
    QList<FogZone> mFogZones;
    QList<Marker> mMarkers;
    QList<General> mGenerals;
    QList<Messenger> mMessengers;
    QList<PinnedRuler> mRulers;

    quint64 mRevision = 0;
    std::map<int, Observer> mObservers;
    int mNextObserver = 1;
};

} // namespace vedette::table
