// libFuzzer target for the scenario JSON reader, the gate every imported
// scenario passes (CampaignStore::importScenarioJson). Whatever the bytes,
// reading must not crash, hang or leak; and a scenario it accepts must
// survive being written and read again unchanged.

#include "table/scenariojson.h"

#include <QByteArray>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const vedette::table::ScenarioJson::ReadResult first = vedette::table::ScenarioJson::read(json);
    if (!first) {
        if (first.errorString.isEmpty()) {
            std::fprintf(stderr, "refused without a message\n");
            std::abort();
        }
        return 0;
    }
    const QByteArray written = vedette::table::ScenarioJson::write(*first.scenario);
    const vedette::table::ScenarioJson::ReadResult second = vedette::table::ScenarioJson::read(written);
    if (!second) {
        std::fprintf(stderr, "written scenario refused: %s\n", qPrintable(second.errorString));
        std::abort();
    }
    if (!(*second.scenario == *first.scenario)) {
        std::fprintf(stderr, "round trip changed the scenario\n");
        std::abort();
    }
    return 0;
}
