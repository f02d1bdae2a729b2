// libFuzzer target for a saved game of Anyone for Tennyson as the campaign
// keeps it (the `game` table, kind "tennyson") and as File > Open saved
// Tennyson game reads it. Whatever the object, reading must not crash; a
// refusal says why; an accepted game is written and read again unchanged,
// every value it gave is the one the game now holds, and the game resumes
// and plays on with computer players, every decision it asks answerable.

#include "fuzzcheck.h"

#include "dice/seededdicesource.h"
#include "rules/tennyson/game.h"
#include "rules/tennyson/gamestate.h"
#include "rules/tennyson/randomplayer.h"

#include <cstdint>

namespace ty = vedette::rules::tennyson;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace vedette::fuzz;
    QJsonObject json;
    if (!jsonObject(data, size, &json))
        return 0;
    QString error;
    std::optional<ty::GameState> state = ty::GameState::fromJson(json, &error);
    if (!state) {
        checkRefusal(error);
        return 0;
    }
    const QJsonObject written = state->toJson();
    QString againError;
    const std::optional<ty::GameState> again = ty::GameState::fromJson(written, &againError);
    check(again.has_value(), "written game refused", againError);
    check(again->toJson() == written, "round trip changed the game", compact(written));
    const QString where = disagreement(json, written);
    check(where.isEmpty(), "a value read otherwise than given", where + u' ' + compact(written));

    // Resume as TennysonWindow::resume does and let computer players go on.
    vedette::dice::SeededDiceSource dice(1854);
    ty::Game game(std::move(*state), dice);
    ty::RandomPlayer player(size);
    if (game.state().phase == ty::GameState::Phase::SetUp)
        return 0; // the window deals a new game from here
    // Enough decisions for a few hundred cards; the rest is more of the same.
    for (int decisions = 0; decisions < 2000 && !game.isOver(); ++decisions) {
        const ty::Decision decision = game.decision();
        check(decision.kind != ty::Decision::Kind::None && !decision.options.isEmpty(),
              "the resumed game waits for nothing", compact(game.state().toJson()));
        game.decide(player.choose(game.state(), decision));
        check(game.state().cardsAccountedFor(), "a card lost or doubled in play", compact(game.state().toJson()));
    }
    return 0;
}
