#pragma once

#include "factor.h"

#include "table/groundscale.h"
#include "table/length.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace vedette::rules::balagan {

// An enemy unit whose fire reaches this unit.
struct Firer
{
    QString unitId;
    bool artillery = false;
    table::Length distance; // from its front edge to the nearest part of the target inside its arc
};

// Whether a unit is in combat and why, with every tactical factor.
struct CombatStatus
{
    QString unitId;
    QString sideId;
    bool underFire = false;
    bool inMelee = false;
    QList<Firer> firers;          // also filled when in melee (it then cannot be shot at)
    QStringList meleeEnemies;     // ids of enemy units in base contact
    int enemyElementsInContact = 0;
    QList<Factor> factors;        // every kind, in allFactorKinds() order

    bool inCombat() const { return underFire || inMelee; }
    int total() const { return totalOf(factors); }
    const Factor *factor(FactorKind kind) const;
    QJsonObject toJson(table::GroundScale scale) const;
};

} // namespace vedette::rules::balagan
