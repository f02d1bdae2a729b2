#include "refusal.h"

#include "inches.h"

#include <QCoreApplication>

namespace vedette::rules::brown {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::Refusal)
};

} // namespace

QString refusalReason(const ChargeSituation &s, const HouseRules &rules)
{
    if (s.attacker.routOrBroken)
        return Tr::tr("%1 is routed or broken and cannot charge.").arg(s.attacker.name);
    if (s.attacker.isCavalry() && s.cover != table::CoverClass::None)
        return Tr::tr("Cavalry may never charge a target that is in cover: %1 is in %2.")
            .arg(s.defender.name, table::coverClassName(s.cover));
    const double reach = rules.chargeReach(s.attacker.type);
    if (reach <= 0.0)
        return Tr::tr("%1 cannot charge: the house rules give its type no charge reach.").arg(s.attacker.name);
    if (s.distanceInches > reach)
        return Tr::tr("%1 is out of reach: %2 away, %3 may charge at most %4.")
            .arg(s.defender.name, inchesText(s.distanceInches), s.attacker.name, inchesText(reach));
    return {};
}

} // namespace vedette::rules::brown
