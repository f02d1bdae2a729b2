// libFuzzer target for Brown's house rules as the campaign keeps them
// (CampaignStore::houseRules("brown"), edited in the House rules dialog).
// Whatever the object, reading must not crash; a refusal says why; accepted
// rules are written and read again unchanged; and every rule the object
// gave is the one the rules now hold (no value taken as "missing").

#include "fuzzcheck.h"

#include "rules/brown/houserules.h"

#include <cstdint>

using vedette::rules::brown::HouseRules;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace vedette::fuzz;
    QJsonObject json;
    if (!jsonObject(data, size, &json))
        return 0;
    QString error;
    const std::optional<HouseRules> rules = HouseRules::fromJson(json, &error);
    if (!rules) {
        checkRefusal(error);
        return 0;
    }
    const QJsonObject written = rules->toJson();
    QString againError;
    const std::optional<HouseRules> again = HouseRules::fromJson(written, &againError);
    check(again.has_value(), "written house rules refused", againError);
    check(*again == *rules, "round trip changed the house rules", compact(written));
    check(again->toJson() == written, "writing again gave another object");
    const QString where = disagreement(json, written);
    check(where.isEmpty(), "a house rule read otherwise than given", where + u' ' + compact(written));
    // What the rules hand out must be usable: dice with faces, casualties in range.
    for (int c = 0; c < vedette::rules::brown::troopClassCount; ++c)
        check(rules->classDie(vedette::rules::brown::TroopClass(c)).faces >= 2, "a class die without faces");
    check(rules->casualties(10, 1000000) >= 0, "casualties overflowed");
    return 0;
}
