#include "combatstatus.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vedette::rules::balagan {

const Factor *CombatStatus::factor(FactorKind kind) const
{
    for (const Factor &entry : factors)
        if (entry.kind == kind)
            return &entry;
    return nullptr;
}

QJsonObject CombatStatus::toJson(table::GroundScale scale) const
{
    QJsonArray firersJson;
    for (const Firer &firer : firers)
        firersJson.append(QJsonObject{{u"unit"_s, firer.unitId},
                                      {u"artillery"_s, firer.artillery},
                                      {u"distancePaces"_s, firer.distance.paces(scale)}});
    QJsonArray factorsJson;
    for (const Factor &entry : factors)
        factorsJson.append(entry.toJson());
    return QJsonObject{{u"unit"_s, unitId},
                       {u"side"_s, sideId},
                       {u"inCombat"_s, inCombat()},
                       {u"underFire"_s, underFire},
                       {u"inMelee"_s, inMelee},
                       {u"firers"_s, firersJson},
                       {u"meleeEnemies"_s, QJsonArray::fromStringList(meleeEnemies)},
                       {u"enemyElementsInContact"_s, enemyElementsInContact},
                       {u"factors"_s, factorsJson},
                       {u"total"_s, total()}};
}

} // namespace vedette::rules::balagan
