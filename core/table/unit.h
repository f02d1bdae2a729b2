#pragma once

#include "length.h"
#include "unittypes.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>

namespace vedette::table {

// One unit on the table (a Balagan brigade, a Brown battalion or regiment, a
// battery). A plain value: change a copy and hand it back to the Scenario,
// which tells its observers. Its footprint is derived from the formation by
// Footprint::of(), never stored.
class Unit
{
public:
    Unit() = default;
    Unit(QString id, QString sideId, QString name, Arm arm);

    // Identity
    const QString &id() const { return mId; }
    void setId(const QString &id) { mId = id; }
    const QString &sideId() const { return mSideId; }
    void setSideId(const QString &sideId) { mSideId = sideId; }
    const QString &name() const { return mName; }
    void setName(const QString &name) { mName = name; }

    // Type
    Arm arm() const { return mArm; }
    void setArm(Arm arm) { mArm = arm; }
    HorseWeight horseWeight() const { return mHorseWeight; }
    void setHorseWeight(HorseWeight weight) { mHorseWeight = weight; }
    bool isMounted() const { return mArm == Arm::Horse || (mArm == Arm::Dragoons && mMounted); }
    bool isCavalry() const { return isMounted(); }
    // Dragoons ride and fight on foot; other arms ignore this.
    bool dragoonsMounted() const { return mMounted; }
    void setDragoonsMounted(bool mounted) { mMounted = mounted; }

    Formation formation() const { return mFormation; }
    void setFormation(Formation formation) { mFormation = formation; }
    // Into `formation` when the arm allows it (false, and unchanged, when it
    // does not). Dismounted dragoons are always in single line, so any other
    // formation mounts them first (RULES.md §2).
    bool takeFormation(Formation formation);

    // Placement: centre of the footprint (mm) and facing (degrees, 0 = up the
    // table, clockwise).
    QPointF position() const { return mPosition; }
    void setPosition(QPointF position) { mPosition = position; }
    // A unit of the order of battle not yet deployed has no place: rules,
    // geometry and drawing skip it until it is put on the table. Taking a
    // unit off the table forgets its place (position() is then (0, 0)), as
    // the scenario file, which writes none, does. New units are on the table.
    bool isOnTable() const { return mOnTable; }
    void setOnTable(bool onTable)
    {
        mOnTable = onTable;
        if (!onTable)
            mPosition = {};
    }
    double facing() const { return mFacing; }
    void setFacing(double degrees);

    // Strength in men (an artillery unit: its crew, docs/rules.md B-6); starting
    // strength is what casualty steps of 10% are taken from.
    int strength() const { return mStrength; }
    void setStrength(int strength) { mStrength = strength; }
    int startingStrength() const { return mStartingStrength; }
    void setStartingStrength(int strength) { mStartingStrength = strength; }
    // Artillery: how many guns, for display only (mass compares men); 0 = not given.
    int guns() const { return mGuns; }
    void setGuns(int guns) { mGuns = guns; }

    // Brown: troop class with its CW value and melee modifier (editable,
    // defaults from the class).
    TroopClass troopClass() const { return mTroopClass; }
    // Also resets CW to the class default and drops the unit's own melee modifier.
    void setTroopClass(TroopClass troopClass);
    int combatWeight() const { return mCombatWeight; }
    void setCombatWeight(int cw) { mCombatWeight = cw; }
    // The unit's own melee modifier, or without one the class default of
    // docs/rules.md B-27 (the rules use the house rules' value for the class then:
    // brown::TableCharge::meleeModifier).
    int meleeModifier() const { return mMeleeModifier.value_or(defaultMeleeModifier(mTroopClass)); }
    bool hasOwnMeleeModifier() const { return mMeleeModifier.has_value(); }
    void setMeleeModifier(int modifier) { mMeleeModifier = modifier; }
    void clearMeleeModifier() { mMeleeModifier.reset(); }

    // Brown stands: how many, and each one's frontage and depth.
    int standCount() const { return mStandCount; }
    void setStandCount(int count) { mStandCount = count; }
    Length standFrontage() const { return mStandFrontage; }
    void setStandFrontage(Length frontage) { mStandFrontage = frontage; }
    Length standDepth() const { return mStandDepth; }
    void setStandDepth(Length depth) { mStandDepth = depth; }

    // State
    int moraleCounters() const { return mMoraleCounters; }
    void setMoraleCounters(int counters) { mMoraleCounters = counters; }
    StateMarkers markers() const { return mMarkers; }
    void setMarkers(StateMarkers markers) { mMarkers = markers; }
    bool hasMarker(StateMarker marker) const { return mMarkers.testFlag(marker); }
    void setMarker(StateMarker marker, bool on = true) { mMarkers.setFlag(marker, on); }
    // Casualties taken so far (men), for the log and the strength display.
    int casualties() const { return mCasualties; }
    void setCasualties(int casualties) { mCasualties = casualties; }

    // Balagan command: order, division and the general with the unit (if any).
    Order order() const { return mOrder; }
    void setOrder(Order order) { mOrder = order; }
    const QString &divisionId() const { return mDivisionId; }
    void setDivisionId(const QString &divisionId) { mDivisionId = divisionId; }
    const QString &generalId() const { return mGeneralId; }
    void setGeneralId(const QString &generalId) { mGeneralId = generalId; }

    // Umpired games: the sides that have not yet seen this unit (its own
    // side always has). Pictures and logs shown to such a side leave it out.
    const QStringList &hiddenFrom() const { return mHiddenFrom; }
    void setHiddenFrom(const QStringList &sideIds) { mHiddenFrom = sideIds; }
    bool isHiddenFrom(const QString &sideId) const { return sideId != mSideId && mHiddenFrom.contains(sideId); }

    // The camera's marker on the unit's card (DICT_4X4_1000, from 8 up; 0 =
    // none given yet): kept with the unit so that a reprinted sheet stays
    // valid (core/vision/markerlayout.h gives the missing ones).
    int cameraMarker() const { return mCameraMarker; }
    void setCameraMarker(int marker) { mCameraMarker = marker; }

    friend bool operator==(const Unit &, const Unit &) = default;

private:
    QString mId;
    QString mSideId;
    QString mName;
    Arm mArm = Arm::Foot;
    HorseWeight mHorseWeight = HorseWeight::Light;
    bool mMounted = true;
    Formation mFormation = Formation::SingleLine;
    QPointF mPosition;
    bool mOnTable = true;
    double mFacing = 0.0;
    int mStrength = 500;
    int mStartingStrength = 500;
    int mGuns = 0;
    TroopClass mTroopClass = TroopClass::Regular;
    int mCombatWeight = defaultCombatWeight(TroopClass::Regular);
    std::optional<int> mMeleeModifier; // none: the class's (house rule) value
    int mStandCount = 4;
    Length mStandFrontage = Length::fromMm(40.0);
    Length mStandDepth = Length::fromMm(20.0);
    int mMoraleCounters = 0;
    StateMarkers mMarkers;
    int mCasualties = 0;
    Order mOrder = Order::Hold;
    QString mDivisionId;
    QString mGeneralId;
    QStringList mHiddenFrom;
    int mCameraMarker = 0;
};

} // namespace vedette::table
