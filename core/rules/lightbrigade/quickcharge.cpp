// The Engine's procedure for a policy, read in the same order as engine.cpp
// (RULES.md, "Charge of the Light Brigade"); each function here is named after
// the Engine's that it mirrors. test_lightbrigadequick proves them the same game.

#include "quickcharge.h"

#include <algorithm>
#include <limits>

namespace vedette::rules::lightbrigade {

namespace {
constexpr int kBattery = Game::kBattery;
constexpr int kTroopSize = 12;
// The Captain's wound limit: he is never killed.
constexpr int kNeverDies = std::numeric_limits<int>::max();
// QuickCharge keeps a fire's kill number in three bits.
constexpr bool killsFitThreeBits()
{
    for (const FireRow &row : detail::kCannonFire) {
        if (row.kill < 0 || row.kill > 7)
            return false;
    }
    for (const FireRow &row : detail::kMusketryFire) {
        if (row.kill < 0 || row.kill > 7)
            return false;
    }
    return true;
}
static_assert(killsFitThreeBits());
} // namespace

QuickCharge::QuickCharge(const Settings &settings, Policy policy)
    : mSettings(settings)
    , mBold(policy == Policy::Bold)
    , mFightModifier(settings.fightModifier())
{
    mMen.reserve(64);
    // The roster a charge starts from, but for the dice: copied at every
    // play(). Assigning Card{} twelve times built each card on the stack and
    // read it back wider than it was written, a stalled store forwarding
    // per 16 bytes: 6% of a game.
    mFresh.assign(kTroopSize, Card{});
    for (int i = 0; i < kTroopSize; ++i)
        mFresh[static_cast<std::size_t>(i)].role = i == 0 ? Role::Captain : (i == 1 ? Role::Trumpeter : Role::Rider);
    mRiders.reserve(4);
    mPending.reserve(4);
    for (int space = 0; space <= kBattery; ++space)
        mSpaceKinds[space] = static_cast<std::int8_t>(spaceKind(space));
    const int spaceOfKind[4] = {1, 13, 15, 17};
    for (int riding = 0; riding < 2; ++riding) {
        for (int kind = 0; kind < 4; ++kind) {
            const int space = spaceOfKind[kind];
            for (int e = 1; e <= 6; ++e) {
                for (int t = 1; t <= 6; ++t) {
                    Outcome &o = mOutcomes[riding][kind][e << 3 | t];
                    // As encounter() reads the dice.
                    Encounter what = Charts::encounter(e);
                    if (settings.frontRank) {
                        if (riding && what == Encounter::ManObstacle)
                            what = Encounter::FlatLevel;
                        else if (what == Encounter::FlatLevel && space >= 15 && space <= 19)
                            what = Encounter::CannonFire;
                    }
                    ObstacleRow obstacle{Obstacle::Corpse, 0};
                    FireRow shot{FireType::MusketFire, 0, 0};
                    switch (what) {
                    case Encounter::FlatLevel:
                    case Encounter::FlatEven:
                        o.pass = 0; // any third die: he moves, and only the encounter die is taken
                        o.takenOnPass = 1;
                        continue;
                    case Encounter::GroundObstacle: obstacle = Charts::groundObstacle(t); break;
                    case Encounter::ManObstacle: obstacle = Charts::manObstacle(t); break;
                    case Encounter::CannonFire: shot = Charts::cannonFire(t + Charts::cannonModifier(space)); break;
                    case Encounter::MusketryFire: shot = Charts::musketryFire(t); break;
                    }
                    o.takenOnPass = 3;
                    if (what == Encounter::GroundObstacle || what == Encounter::ManObstacle) {
                        o.pass = static_cast<std::int8_t>(obstacle.evade);
                        o.evades = -1;
                        if (obstacle.obstacle == Obstacle::WoundedMan && !riding)
                            o.special = kStraggler;
                        if (obstacle.obstacle == Obstacle::RiderlessHorse)
                            o.special = kRiderless;
                    } else {
                        o.pass = static_cast<std::int8_t>(shot.hit + 1); // a miss
                        o.fire = 1;
                        o.kill = static_cast<std::int8_t>(shot.kill);
                    }
                }
            }
            for (int modifier = -2; modifier < kModifiers - 2; ++modifier) {
                std::uint8_t *takes = mTakes[riding][kind][modifier + 2];
                std::fill(takes, takes + kThreeDice, std::uint8_t(kTakeMask)); // unused (faces 0 and 7)
                for (int e = 1; e <= 6; ++e) {
                    for (int t = 1; t <= 6; ++t) {
                        const Outcome &o = mOutcomes[riding][kind][e << 3 | t];
                        for (int d2 = 1; d2 <= 6; ++d2) {
                            // As encounter() works out a pass.
                            const bool pass = d2 >= o.pass - (modifier & o.evades);
                            const int taken = pass ? o.takenOnPass : 4;
                            // taken - 1 is 0, 2 or 3: bit 0 is a failure.
                            const int hit = (taken == 4 ? 1 : 0) & o.fire;
                            takes[e << 6 | t << 3 | d2] = static_cast<std::uint8_t>((taken - 1) | hit << kHitShift | o.special << kSpecialShift | o.kill << kKillShift);
                        }
                    }
                }
            }
        }
    }
}

void QuickCharge::play(dice::BatchedDiceSource &dice)
{
    mDice = &dice;
    mMen.assign(mFresh.cbegin(), mFresh.cend());
    mRiders.assign(1, 0);
    mPending.assign(1, 0);
    mRiderCount = 0;
    const int skillModifier = mSettings.skillModifier();
    for (int i = 0; i < kTroopSize; ++i) {
        Card &m = mMen[static_cast<std::size_t>(i)];
        m.skills = i == 0 ? Skills(Riding | Horsemanship | Fighting) : Charts::skill(dice.d6() + skillModifier);
        m.woundLimit = i == 0 ? kNeverDies : Charts::woundLimit(m.skills);
        settle(m);
    }
    mRiders[0] = (std::uint64_t(1) << kTroopSize) - 1;
    mRiderCount = kTroopSize;
    mTurn = 0;
    mFirstArrival = 0;
    mKilledThisTurn = false;
    mBroken = 0;
    mCursor = 0;

    Cursor c = dice.cursor();
    while (startTurn()) {
        // The movement phase: riders in roster order; a straggler who joins
        // this turn is not pending and first moves next turn.
        bool over = false;
        for (std::size_t w = 0; w < mPending.size() && !over; ++w) {
            // In a register: less the man who moved and whoever he took
            // out of the riders (a straggler he met is not pending).
            std::uint64_t bits = mPending[w] & mRiders[w];
            while (bits != 0) {
                const int i = bitIndex(w, bits);
                actMan(i, c);
                if (mRiderCount == 0) {
                    // Only the man who just acted can have emptied the riders.
                    mCursor = i + 1;
                    over = true;
                    break;
                }
                bits &= (bits - 1) & mRiders[w];
            }
        }
        if (over)
            break;
        if (mKilledThisTurn)
            moralePhase(c);
        if (mBroken)
            rallyPhase(c);
    }
    dice.release(c);
    mDice = nullptr;
}

void QuickCharge::settle(Card &m) const
{
    m.toughness = m.role == Role::Captain ? kNeverKilled : ((m.skills & Tough) ? 1 : 0);
    const int evadeModifier = int((m.skills & Riding) != 0) - int(m.blown) - int(m.wounds >= 2);
    m.evadeRow = (evadeModifier + 2) * kThreeDice;
    m.specialMask = specialMask(m.blown);
    m.fightBase = ((m.skills & Fighting) ? 1 : 0) + (m.role == Role::Straggler ? 0 : mFightModifier);
}

Q_ALWAYS_INLINE bool QuickCharge::startTurn()
{
    ++mTurn;
    mKilledThisTurn = false;
    mCursor = 0;
    // Only last turn's morale can have made anybody retreat.
    const bool anyRetreating = (mBroken & statusBit(BreakStatus::Retreating)) != 0;
    mBroken = 0;
    if (anyRetreating) {
        // In roster order; the riders change while they leave, but only by
        // those leaving (and their passengers, who are not riders).
        for (std::size_t w = 0; w < mRiders.size(); ++w) {
            for (std::uint64_t bits = mRiders[w]; bits != 0; bits &= bits - 1) {
                const int i = bitIndex(w, bits);
                Card &m = mMen[static_cast<std::size_t>(i)];
                if (m.status != BreakStatus::Retreating)
                    continue;
                m.fate = Fate::Fled;
                m.endTurn = mTurn;
                dropRider(i);
                endPassengers(i, Fate::Lost);
            }
        }
    }
    if (mRiderCount == 0) {
        --mTurn; // nobody rides this turn: it does not count
        return false;
    }
    // Not std::copy: a call to memmove a turn for one word.
    for (std::size_t w = 0; w < mRiders.size(); ++w)
        mPending[w] = mRiders[w];
    const int sinceArrival = mTurn - mFirstArrival;
    mApproach = mFirstArrival == 0 || sinceArrival <= Game::kMeleeTurns;
    mMeleeNow = mFirstArrival != 0 && sinceArrival >= 1 && sinceArrival <= Game::kMeleeTurns;
    return true;
}

Q_ALWAYS_INLINE void QuickCharge::actMan(int i, Cursor &c)
{
    Card &m = mMen[static_cast<std::size_t>(i)];
    const BreakStatus status = m.status;
    m.status = BreakStatus::None;
    if (m.space == kBattery && meleeNow()) {
        melee(i, c);
        return;
    }
    int moves = 1;
    // Most moves are by a man morale left alone: one test for them.
    if (status == BreakStatus::None) [[likely]] {
        if (spursForMove(m)) {
            spur(i, c);
            moves = 2;
        }
    } else if (status == BreakStatus::Hesitant) {
        if (m.blown || !spursForMove(m))
            moves = 0;
        else
            spur(i, c);
    } else if (status == BreakStatus::Hurried) {
        if (!m.blown) {
            spur(i, c);
            moves = 2;
        }
    } else if (spursForMove(m)) {
        spur(i, c);
        moves = 2;
    }
    // A rider acting rides (the riders are those who do); a second move
    // needs him riding still, and not at the battery on the way there.
    if (moves == 0)
        return;
    encounter(i, c);
    if (moves == 2) {
        const Card &now = mMen[static_cast<std::size_t>(i)];
        if (now.rides() && !(approach() && now.space == kBattery))
            encounter(i, c);
    }
}

Q_ALWAYS_INLINE void QuickCharge::spur(int i, Cursor &c)
{
    Card &m = mMen[static_cast<std::size_t>(i)];
    ++m.spurPoints;
    const std::uint8_t *dice = ahead(c);
    const int roll = dice[0] + dice[1] + ((m.skills & Horsemanship) ? 1 : 0);
    c.at += 2;
    const int blows = int(roll < m.spurPoints) & int(!m.blown);
    m.blown = m.blown | blows;
    m.evadeRow -= blows * kThreeDice;
    m.specialMask = specialMask(m.blown);
}

Q_ALWAYS_INLINE void QuickCharge::melee(int i, Cursor &c)
{
    // A policy never spurs in melee. The opponent (2d6), the fight, the kill
    // roll: read ahead, taken as far as they were used.
    const std::uint8_t *next = ahead(c);
    const int dice[4] = {next[0], next[1], next[2], next[3]};
    const MeleeRow row = Charts::melee(dice[0] + dice[1]);
    // Without branching, as encounter(): no opponent (two dice), he wins
    // (three dice, a Russian killed) or loses (four: the kill roll wounds on
    // 1-3, else kills; a Captain's kill is a wound). Only a death branches.
    Card &m = mMen[static_cast<std::size_t>(i)];
    const int opponent = int(row.opponent != Opponent::NoOpponent);
    const int modifier = m.fightBase - (m.wounds >= 3 ? 1 : 0);
    const int won = opponent & int(dice[2] + modifier >= row.fight);
    const int lost = opponent & (1 - won);
    c.at += 2 + opponent + lost;
    m.russiansKilled += won;
    const int killRoll = dice[3] - m.toughness;
    const int killed = lost & int(killRoll > 3);
    const int wounded = lost & (1 - killed);
    m.wounds += wounded;
    m.evadeRow -= (wounded & int(m.wounds == 2)) * kThreeDice;
    if (killed | int(m.wounds >= m.woundLimit)) [[unlikely]]
        die(i);
}

Q_ALWAYS_INLINE void QuickCharge::encounter(int i, Cursor &c)
{
    // The dice are read ahead so the branch taken depends on one comparison
    // that mostly goes the same way (he moves), not on each die in turn.
    Card &m = mMen[static_cast<std::size_t>(i)];
    // Copied out first: the stores below could alias bytes read in place.
    const std::uint8_t *next = ahead(c);
    const int d0 = next[0];
    const int d1 = next[1];
    const int d2 = next[2];
    const int d3 = next[3];
    const int riding = approach() ? 1 : 0;
    const int kind = mSpaceKinds[m.space];
    // One byte: the dice taken, and (from the first two dice) fire, the
    // special cases and the kill number.
    const unsigned what = (&mTakes[riding][kind][0][0])[m.evadeRow + (d0 << 6 | d1 << 3 | d2)];
    if (what & m.specialMask) [[unlikely]] {
        mDice->release(c);
        encounterDieByDie(i);
        c = mDice->cursor();
        return;
    }
    // Worked out without branching: he passes (evades, or the fire misses)
    // and moves; or, failing, is hit by the fire (kill roll; a Captain's kill
    // is a wound) and moves on if he lives; or fails an obstacle and stays,
    // hurt on 1-2. Only a death branches.
    const int take = int(what & kTakeMask) + 1;
    c.at += take;
    const int fail = int(what & 1);
    const int pass = 1 - fail;
    const int hit = int(what >> kHitShift & 1);
    const int hurt = hit | (fail & int(d3 <= 2));
    const int killed = hit & int(d3 + m.toughness <= int(what >> kKillShift));
    const int wounded = hurt & (1 - killed);
    m.wounds += wounded;
    m.evadeRow -= (wounded & int(m.wounds == 2)) * kThreeDice;
    if (killed | int(m.wounds >= m.woundLimit)) [[unlikely]] {
        die(i);
        return;
    }
    moveBy(i, pass | hit);
}

void QuickCharge::encounterDieByDie(int i)
{
    const int space = mMen[static_cast<std::size_t>(i)].space;
    const bool riding = approach();
    Encounter e = Charts::encounter(mDice->d6());
    if (mSettings.frontRank) {
        if (riding && e == Encounter::ManObstacle)
            e = Encounter::FlatLevel;
        else if (e == Encounter::FlatLevel && space >= 15 && space <= 19)
            e = Encounter::CannonFire;
    }
    switch (e) {
    case Encounter::FlatLevel:
    case Encounter::FlatEven:
        moveOne(i);
        return;
    case Encounter::GroundObstacle:
        evade(i, Charts::groundObstacle(mDice->d6()));
        return;
    case Encounter::ManObstacle: {
        const ObstacleRow row = Charts::manObstacle(mDice->d6());
        if (row.obstacle == Obstacle::WoundedMan && !riding)
            straggler(space);
        evade(i, row);
        return;
    }
    case Encounter::CannonFire:
        fire(i, Charts::cannonFire(mDice->d6() + Charts::cannonModifier(space)));
        return;
    case Encounter::MusketryFire:
        fire(i, Charts::musketryFire(mDice->d6()));
        return;
    }
}

void QuickCharge::evade(int i, const ObstacleRow &row)
{
    const Card &m = mMen[static_cast<std::size_t>(i)];
    // A policy never spurs for +2.
    const int modifier = ((m.skills & Riding) ? 1 : 0) - (m.blown ? 1 : 0) - (m.wounds >= 2 ? 1 : 0);
    if (mDice->d6() + modifier >= row.evade) {
        moveOne(i);
    } else if (mDice->d6() <= 2) {
        wound(i);
    }
    Card &after = mMen[static_cast<std::size_t>(i)];
    // A policy always switches when blown.
    if (row.obstacle == Obstacle::RiderlessHorse && after.rides() && after.blown) {
        after.spurPoints = mDice->d6();
        after.blown = false;
        settle(after);
    }
}

void QuickCharge::fire(int i, const FireRow &row)
{
    if (mDice->d6() > row.hit) {
        moveOne(i);
        return;
    }
    const int killRoll = mDice->d6() + ((mMen[static_cast<std::size_t>(i)].skills & Tough) ? 1 : 0);
    if (killRoll <= row.kill)
        kill(i);
    else
        wound(i);
    if (mMen[static_cast<std::size_t>(i)].rides())
        moveOne(i);
}

Q_ALWAYS_INLINE void QuickCharge::moveOne(int i)
{
    moveBy(i, 1);
}

Q_ALWAYS_INLINE void QuickCharge::moveBy(int i, int step)
{
    Card &m = mMen[static_cast<std::size_t>(i)];
    if (approach()) {
        const int to = m.space + (m.space < kBattery ? step : 0);
        if (to == kBattery && m.space != kBattery) [[unlikely]] {
            m.arrivedTurn = mTurn;
            if (mFirstArrival == 0)
                mFirstArrival = mTurn;
        }
        m.space = to;
    } else {
        m.space -= step;
        if (m.space <= 0) [[unlikely]] {
            m.space = 0;
            m.fate = Fate::Home;
            m.endTurn = mTurn;
            dropRider(i);
            endPassengers(i, Fate::Home);
        }
    }
    if (!mMen[static_cast<std::size_t>(i)].carries) [[likely]]
        return;
    const int space = mMen[static_cast<std::size_t>(i)].space;
    for (std::size_t p = kTroopSize; p < mMen.size(); ++p) {
        if (mMen[p].carrier == i && mMen[p].inPlay())
            mMen[p].space = space;
    }
}

void QuickCharge::wound(int i)
{
    Card &m = mMen[static_cast<std::size_t>(i)];
    ++m.wounds;
    settle(m);
    if (m.wounds >= m.woundLimit)
        die(i);
}

void QuickCharge::kill(int i)
{
    if (i == 0)
        wound(i); // the Captain is never killed
    else
        die(i);
}

void QuickCharge::die(int i)
{
    Card &m = mMen[static_cast<std::size_t>(i)];
    m.fate = Fate::Killed;
    m.endTurn = mTurn;
    dropRider(i);
    mKilledThisTurn = true;
    endPassengers(i, Fate::Lost);
}

void QuickCharge::endPassengers(int carrier, Fate fate)
{
    if (!mMen[static_cast<std::size_t>(carrier)].carries)
        return;
    for (std::size_t p = kTroopSize; p < mMen.size(); ++p) {
        Card &passenger = mMen[p];
        if (passenger.carrier != carrier || !passenger.inPlay())
            continue;
        passenger.fate = fate;
        passenger.endTurn = mTurn;
        if (fate == Fate::Home)
            passenger.space = 0;
    }
}

void QuickCharge::dropRider(int i)
{
    const auto w = static_cast<std::size_t>(i) / 64;
    const std::uint64_t bit = std::uint64_t(1) << (static_cast<unsigned>(i) % 64);
    mRiderCount -= int((mRiders[w] & bit) != 0);
    mRiders[w] &= ~bit;
}

Q_ALWAYS_INLINE void QuickCharge::addRider(int i)
{
    const auto w = static_cast<std::size_t>(i) / 64;
    if (w >= mRiders.size()) [[unlikely]] {
        mRiders.resize(w + 1, 0);
        mPending.resize(w + 1, 0);
    }
    mRiders[w] |= std::uint64_t(1) << (static_cast<unsigned>(i) % 64);
    ++mRiderCount;
}

void QuickCharge::straggler(int space)
{
    Card s;
    s.role = Role::Straggler;
    s.space = space;
    s.joinedTurn = mTurn;
    s.skills = Charts::skill(mDice->d6());
    s.woundLimit = Charts::woundLimit(s.skills);
    s.wounds = std::max(0, mDice->d6() - 3);
    settle(s);
    if (mDice->d6() <= 3) {
        s.spurPoints = std::max(0, mDice->d6() - 1);
        mMen.push_back(s);
        addRider(static_cast<int>(mMen.size()) - 1); // not pending: he first moves next turn
        return;
    }
    if (space <= 4) {
        s.fate = Fate::Home;
        s.walked = true;
        s.space = 0;
        s.endTurn = mTurn;
        mMen.push_back(s);
        return;
    }
    // Five d6 since the encounter's peek (encounter, obstacle, skill, wounds,
    // horse), at least BatchedDiceSource::kPeek: this die takes the number
    // it takes in the Engine.
    const int n = mRiderCount;
    int pick = n > 1 ? mDice->face(dice::Die::d(n)) - 1 : 0;
    // The pick-th rider in roster order.
    for (std::size_t w = 0; w < mRiders.size(); ++w) {
        const int here = std::popcount(mRiders[w]);
        if (pick >= here) {
            pick -= here;
            continue;
        }
        std::uint64_t bits = mRiders[w];
        for (; pick > 0; --pick)
            bits &= bits - 1;
        s.carrier = bitIndex(w, bits);
        break;
    }
    Card &carrier = mMen[static_cast<std::size_t>(s.carrier)];
    s.space = carrier.space;
    carrier.carries = true;
    mMen.push_back(s);
}

Q_ALWAYS_INLINE void QuickCharge::moralePhase(Cursor &c)
{
    if (!mKilledThisTurn)
        return;
    for (std::size_t w = 0; w < mRiders.size(); ++w) {
        // The Captain (bit 0) takes no morale test.
        for (std::uint64_t bits = mRiders[w] & ~std::uint64_t(w == 0 ? 1 : 0); bits != 0; bits &= bits - 1) {
            Card &m = mMen[static_cast<std::size_t>(bitIndex(w, bits))];
            const std::uint8_t *dice = ahead(c);
            const bool fails = dice[0] + ((m.skills & Steadfast) ? 1 : 0) - (m.wounds >= 2 ? 1 : 0) <= 2;
            c.at += fails ? 2 : 1;
            const BreakStatus result = Charts::breakResult(dice[1]);
            m.status = fails ? result : m.status;
            mBroken |= fails ? statusBit(result) : 0u;
        }
    }
}

Q_ALWAYS_INLINE void QuickCharge::rallyPhase(Cursor &c)
{
    const Card &captain = mMen[0];
    // Every rider's status was cleared as he moved: only this turn's morale
    // can have broken anybody (mBroken: the results it gave).
    if (!mBroken || !captain.rides())
        return;
    // PolicyDecider::defaultRally: Retreating if any, else Hesitant, else
    // Hurried; the groups are the results of this turn's morale.
    BreakStatus group = BreakStatus::Hurried;
    if (mBroken & statusBit(BreakStatus::Retreating))
        group = BreakStatus::Retreating;
    else if (mBroken & statusBit(BreakStatus::Hesitant))
        group = BreakStatus::Hesitant;
    const Card &trumpeter = mMen[1];
    const bool trumpet = trumpeter.rides() && trumpeter.space == captain.space && trumpeter.status == BreakStatus::None;
    const int roll = *ahead(c) + (trumpet ? 1 : 0) - (captain.wounds >= 1 ? 1 : 0);
    ++c.at;
    if (roll < 4)
        return;
    for (std::size_t w = 0; w < mRiders.size(); ++w) {
        for (std::uint64_t bits = mRiders[w]; bits != 0; bits &= bits - 1) {
            Card &m = mMen[static_cast<std::size_t>(bitIndex(w, bits))];
            if (m.status == group)
                m.status = BreakStatus::None;
        }
    }
    mBroken &= ~statusBit(group);
}

Tally QuickCharge::tally() const
{
    Tally t;
    for (const Card &m : mMen)
        t.count(m.role == Role::Straggler, m.fate, m.russiansKilled);
    t.finish(mTurn);
    return t;
}

Game QuickCharge::game() const
{
    Game g(mSettings);
    g.mMen.clear();
    for (const Card &c : mMen) {
        Man m;
        m.role = c.role;
        m.skills = c.skills;
        m.space = c.space;
        m.wounds = c.wounds;
        m.spurPoints = c.spurPoints;
        m.blown = c.blown;
        m.status = c.status;
        m.fate = c.fate;
        m.carrier = c.carrier;
        m.joinedTurn = c.joinedTurn;
        m.arrivedTurn = c.arrivedTurn;
        m.russiansKilled = c.russiansKilled;
        m.endTurn = c.endTurn;
        m.walked = c.walked;
        g.mMen.push_back(m);
    }
    g.mPhase = Phase::Over;
    g.mTurn = mTurn;
    g.mCursor = mCursor;
    g.mFirstArrivalTurn = mFirstArrival;
    g.mKilledThisTurn = mKilledThisTurn;
    return g;
}

} // namespace vedette::rules::lightbrigade
