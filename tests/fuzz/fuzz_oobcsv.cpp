// libFuzzer target for the order-of-battle CSV reader (File > Import Order
// of Battle, vedette-cli oob import). Whatever the bytes, reading must not
// crash, hang or leak, and a refusal names the problem; an order of battle
// it accepts is written and read back to the same units, and writing that
// gives the same bytes again (the exact round trip of the issue).

#include "table/orderofbattlecsv.h"

#include <QByteArray>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

void check(const QByteArray &csv, vedette::table::RuleSystem system)
{
    using vedette::table::OrderOfBattleCsv;
    vedette::table::Scenario base;
    base.setRuleSystem(system);
    const OrderOfBattleCsv::ReadResult first = OrderOfBattleCsv::read(csv, base);
    if (!first) {
        if (first.errors.isEmpty() || first.errors.size() > OrderOfBattleCsv::maxErrors + 1) {
            std::fprintf(stderr, "refused with %d messages\n", int(first.errors.size()));
            std::abort();
        }
        return;
    }
    const QByteArray written = OrderOfBattleCsv::write(*first.scenario);
    const OrderOfBattleCsv::ReadResult second = OrderOfBattleCsv::read(written, base);
    if (!second) {
        std::fprintf(stderr, "written order of battle refused: %s\n", qPrintable(second.errorString()));
        std::abort();
    }
    // The writer groups rows by side and division, so the lists may come back
    // in another order; each object must come back the same.
    if (second.scenario->units().size() != first.scenario->units().size()
        || second.scenario->generals().size() != first.scenario->generals().size()) {
        std::fprintf(stderr, "round trip changed the order of battle\n");
        std::abort();
    }
    for (const vedette::table::General &general : first.scenario->generals()) {
        const vedette::table::General *again = second.scenario->general(general.id);
        if (!again || !(*again == general)) {
            std::fprintf(stderr, "round trip changed general %s\n", qPrintable(general.id));
            std::abort();
        }
    }
    for (const vedette::table::Unit &unit : first.scenario->units()) {
        const vedette::table::Unit *again = second.scenario->unit(unit.id());
        if (!again || !(*again == unit)) {
            std::fprintf(stderr, "round trip changed unit %s\n", qPrintable(unit.id()));
            std::abort();
        }
    }
    if (OrderOfBattleCsv::write(*second.scenario) != written) {
        std::fprintf(stderr, "writing again gave other bytes\n");
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray csv = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    check(csv, vedette::table::RuleSystem::Brown);
    check(csv, vedette::table::RuleSystem::Balagan);
    return 0;
}
