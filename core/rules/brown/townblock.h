#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace vedette::rules::brown {

// The troops of one side fighting in one town block (Brown, "Charges and
// Melee Within Towns"): in town a charge is made by the troops of one block
// against those of another, regardless of units, so the CW is the average of
// the stands involved and melee casualties are spread over all of them.
//
// Vedette's reading (docs/rules.md B-32): a unit is IN a town block when the
// centre of at least one of its stands lies inside a Buildings piece; the
// block is the piece holding most of its stand centres. The stands involved
// are every stand of that side whose centre lies inside the same block (the
// referee overrides the CW line when some of them stand aside, as the text
// allows). The town rule applies only to a charge BETWEEN blocks: attacker
// and defender both in town ("units charging into towns are treated
// normally").
class TownBlock
{
public:
    struct Stands
    {
        QString unitId;
        QString name;
        int stands = 0;     // of this unit, inside the block
        int standCount = 1; // of this unit, in all
        int combatWeight = 1;
        int strength = 0;
        int startingStrength = 0;
    };

    QString terrainId;
    QString name;
    QList<Stands> units; // the declared unit first

    int stands() const;
    // Mean CW over the involved stands (each stand counts once).
    double averageCombatWeight() const;
    // Men of the involved stands: each unit's strength in proportion to its
    // stands in the block.
    int strength() const;
    int startingStrength() const;
    // `men` lost in a melee spread evenly over the involved stands: a unit
    // loses in proportion to its stands (largest remainder), never more than
    // the men of its involved stands; what one cannot take, the others do.
    // One entry per unit, in the order of `units`.
    QList<int> spread(int men) const;

    // "Hougoumont: 6 stands (2e Légère 4 × CW 3, 3e Légère 2 × CW 2), average CW 2.67"
    QString describe() const;
    QJsonObject toJson() const;

private:
    int menOf(const Stands &s) const;
};

} // namespace vedette::rules::brown
