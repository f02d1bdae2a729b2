// libFuzzer target for a saved Charge of the Light Brigade as the campaign
// keeps it (the `game` table, kind "lightbrigade"; resumed from the
// campaign tree). Whatever the object, reading must not crash; a refusal
// says why; an accepted charge is written and read again unchanged, every
// value it gave is the one the game now holds, and the charge resumes and
// plays to its end, its dice put back where they were, as the window does.

#include "fuzzcheck.h"

#include "dice/seededdicesource.h"
#include "journal/journalevent.h"
#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/policydecider.h"
#include "rules/lightbrigade/savedcharge.h"

#include <cstdint>

namespace lb = vedette::rules::lightbrigade;

namespace {

// The window listens to every step; listening builds the words, which is
// code a simulation never runs.
class CountingSink : public vedette::journal::EventSink
{
public:
    void append(const vedette::journal::JournalEvent &event) override
    {
        vedette::fuzz::check(!event.kind.isEmpty(), "an event without a kind");
        ++mCount;
    }
    int mCount = 0;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace vedette::fuzz;
    QJsonObject json;
    if (!jsonObject(data, size, &json))
        return 0;
    QString error;
    const std::optional<lb::SavedCharge> saved = lb::SavedCharge::fromJson(json, &error);
    if (!saved) {
        checkRefusal(error);
        return 0;
    }
    const QJsonObject written = saved->toJson();
    QString againError;
    const std::optional<lb::SavedCharge> again = lb::SavedCharge::fromJson(written, &againError);
    check(again.has_value(), "written charge refused", againError);
    check(again->toJson() == written, "round trip changed the charge", compact(written));
    const QString where = disagreement(json, written);
    check(where.isEmpty(), "a value read otherwise than given", where + u' ' + compact(written));

    // Resume as LightBrigadeWindow::resumeRecord does, and ride to the end.
    vedette::dice::SeededDiceSource dice(saved->dice ? saved->dice->seed : 1854);
    if (saved->dice)
        dice.skip(saved->dice->draws);
    lb::Game game = saved->game;
    lb::PolicyDecider decider(size % 2 ? lb::Policy::Bold : lb::Policy::Steady);
    CountingSink sink;
    lb::Engine engine(game, dice, decider, &sink);
    if (game.phase() == lb::Phase::Setup)
        engine.setUp();
    // A charge is over in a few dozen turns; many thousand steps mean it never ends.
    int steps = 0;
    while (!game.isOver()) {
        engine.step();
        check(++steps < 100000, "the resumed charge never ends", compact(written));
    }
    const lb::Tally tally = game.tally();
    check(tally.home + tally.killed + tally.fled <= 12, "more of the twelve accounted for than rode");
    // The finished charge is itself a saved charge that reads back.
    const QJsonObject finished = lb::SavedCharge{game, lb::SavedCharge::Dice{dice.seed(), dice.draws()}}.toJson();
    check(lb::SavedCharge::fromJson(finished, &againError).has_value(), "the finished charge cannot be read", againError);
    return 0;
}
