#include "sensibleplayer.h"

#include "deck.h"
#include "game.h"
#include "gamestate.h"

#include <algorithm>
#include <array>
#include <limits>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {

constexpr int kN = Regiment::kCount;
constexpr double kWin = 1000.0;

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

struct Sketch
{
    std::array<int, kN> pos{};
    std::array<double, kN> stands{}; // expected stands; fire takes its probability
    std::array<bool, Board::kSlots> battery{};
    int cossacks = -1;

    int guns(int position) const
    {
        const int sector = Board::sectorOf(position);
        int n = 0;
        for (int s = 0; s < Board::kSlots; ++s)
            n += battery[at(s)] && (Board::isFrontal(s) || Board::slotSector(s) == sector) ? 1 : 0;
        return n;
    }
    double danger(int r) const
    {
        const int n = guns(pos[at(r)]);
        return n > 0 ? (n + 1) / 10.0 : 0.0;
    }
    bool alive(int r) const { return stands[at(r)] > 1e-9; }
    void fire(int r)
    {
        if (alive(r))
            stands[at(r)] = std::max(0.0, stands[at(r)] - danger(r));
    }
    void move(int r, int bands) { pos[at(r)] = std::clamp(pos[at(r)] + bands, 0, Board::kGuns); }
    void regain(int r)
    {
        if (alive(r) && !(cossacks >= 0 && pos[at(r)] >= cossacks))
            stands[at(r)] = std::min(double(Regiment::kStands), stands[at(r)] + 1.0);
    }
    double score(int r) const
    {
        const double s = stands[at(r)];
        // A regiment's last stands matter most: fire takes one at a time.
        return pos[at(r)] + 0.8 * std::min(s, 4.0) - 3.0 * danger(r) / std::max(s, 1.0);
    }
};

} // namespace

double SensiblePlayer::evaluate(const GameState &state, int me, int card, int choice)
{
    Sketch k;
    k.pos = state.position;
    for (int r = 0; r < kN; ++r)
        k.stands[at(r)] = state.stands[at(r)];
    for (int s = 0; s < Board::kSlots; ++s)
        k.battery[at(s)] = state.battery[at(s)] != Board::kEmpty;
    k.cossacks = state.cossacks;

    const Effect effect = Deck::card(card).effect;
    const int d = effectDistance(effect);
    switch (effect) {
    case Effect::Advance1:
    case Effect::Advance2:
        k.move(me, d);
        break;
    case Effect::Advance1Fire:
    case Effect::Advance2Fire:
        k.move(me, d);
        k.fire(me);
        break;
    case Effect::AllAdvance1:
    case Effect::AllAdvance2:
        for (int r = 0; r < kN; ++r) {
            if (k.alive(r))
                k.move(r, d);
        }
        break;
    case Effect::Retire1:
    case Effect::Retire2:
        if (choice >= 0)
            k.move(choice, -d);
        break;
    case Effect::LoseStand:
        k.stands[at(me)] = std::max(0.0, k.stands[at(me)] - 1.0);
        break;
    case Effect::Regain:
        k.regain(me);
        break;
    case Effect::AllRegain:
        for (int r = 0; r < kN; ++r)
            k.regain(r);
        break;
    case Effect::FireAll:
        for (int r = 0; r < kN; ++r)
            k.fire(r);
        break;
    case Effect::FireRegiment:
        if (choice >= 0)
            k.fire(choice);
        break;
    case Effect::PlaceFrontal:
        for (int s = Board::Frontal1; s <= Board::Frontal3; ++s) {
            if (!k.battery[at(s)]) {
                k.battery[at(s)] = true;
                break;
            }
        }
        break;
    case Effect::PlaceRight:
    case Effect::PlaceLeft:
        if (choice >= 0 && choice < Board::kSlots)
            k.battery[at(choice)] = true;
        break;
    case Effect::RemoveBattery:
        if (choice == Board::kCossacks)
            k.cossacks = -1;
        else if (choice >= 0)
            k.battery[at(choice)] = false;
        break;
    case Effect::PlaceCossacks: {
        int rear = -1;
        for (int r = 0; r < kN; ++r) {
            if (k.alive(r) && (rear < 0 || k.pos[at(r)] < rear))
                rear = k.pos[at(r)];
        }
        k.cossacks = rear;
        break;
    }
    }

    if (state.settings.victory == VictoryMode::FirstToTheGuns) {
        // Who is at the guns, in the order the tie rule reads them.
        double value = 0.0;
        double open = 1.0;
        for (int i = 0; i < kN; ++i) {
            const int r = (me + i) % kN;
            if (k.pos[at(r)] != Board::kGuns || !k.alive(r))
                continue;
            const double p = std::min(1.0, k.stands[at(r)]);
            value += (r == me ? kWin : -kWin) * open * p;
            open *= 1.0 - p;
        }
        if (open < 1e-9)
            return value;
        if (!k.alive(me))
            return value - kWin * 0.5 * open;
        double rival = 0.0;
        for (int r = 0; r < kN; ++r) {
            if (r != me && k.alive(r))
                rival = std::max(rival, k.score(r));
        }
        return value + open * (k.score(me) - 1.5 * rival);
    }

    // Glory: own surviving stands and the guns count, the rivals' best against it.
    auto glory = [&k, &state](int r) {
        if (!k.alive(r))
            return 0.0;
        const bool guns = state.reachedGuns[at(r)] || k.pos[at(r)] == Board::kGuns;
        return k.stands[at(r)] + (guns ? 3.0 : 0.0) + 0.15 * k.pos[at(r)] - k.danger(r);
    };
    double rival = 0.0;
    for (int r = 0; r < kN; ++r) {
        if (r != me)
            rival = std::max(rival, glory(r));
    }
    return glory(me) - 0.5 * rival;
}

int SensiblePlayer::choose(const GameState &state, const Decision &decision)
{
    const int me = decision.player;
    int best = decision.options.constFirst();
    double bestValue = -std::numeric_limits<double>::infinity();
    for (int option : decision.options) {
        double value = 0.0;
        if (decision.kind == Decision::Kind::PlayCard) {
            const Decision choice = Game::choiceFor(state, option, me);
            if (choice.options.isEmpty()) {
                value = evaluate(state, me, option, -1);
            } else {
                value = -std::numeric_limits<double>::infinity();
                for (int c : choice.options)
                    value = std::max(value, evaluate(state, me, option, c));
            }
        } else {
            value = evaluate(state, me, decision.card, option);
        }
        if (value > bestValue) {
            bestValue = value;
            best = option;
        }
    }
    return best;
}

QString SensiblePlayer::kind() const
{
    return u"sensible"_s;
}

} // namespace vedette::rules::tennyson
