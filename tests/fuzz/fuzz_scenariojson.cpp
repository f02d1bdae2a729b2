// libFuzzer target for the scenario JSON reader, the gate every imported
// scenario passes (CampaignStore::importScenarioJson) and every battle's
// table read from the campaign (CampaignStore::loadBattle). Whatever the
// bytes, reading must not crash, hang or leak; a refusal says why; and a
// scenario it accepts must survive being written and read again unchanged,
// the second writing giving the same bytes as the first.

#include "fuzzcheck.h"

#include "table/scenariojson.h"

#include <QByteArray>

#include <cstdint>

using vedette::table::ScenarioJson;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace vedette::fuzz;
    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const ScenarioJson::ReadResult first = ScenarioJson::read(json);
    if (!first) {
        checkRefusal(first.errorString);
        return 0;
    }
    check(first.errorString.isEmpty(), "accepted with an error message", first.errorString);
    const QByteArray written = ScenarioJson::write(*first.scenario);
    const ScenarioJson::ReadResult second = ScenarioJson::read(written);
    check(bool(second), "written scenario refused", second.errorString);
    check(*second.scenario == *first.scenario, "round trip changed the scenario", QString::fromUtf8(written));
    check(ScenarioJson::write(*second.scenario) == written, "writing again gave other bytes");
    return 0;
}
