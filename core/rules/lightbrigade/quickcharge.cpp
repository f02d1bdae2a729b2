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
} // namespace

QuickCharge::QuickCharge(const Settings &settings, Policy policy)
    : mSettings(settings)
    , mBold(policy == Policy::Bold)
    , mFightModifier(settings.fightModifier())
{
    mMen.reserve(64);
    mRiders.reserve(64);
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
        }
    }
}

void QuickCharge::play(dice::BatchedDiceSource &dice)
{
    mDice = &dice;
    mMen.assign(kTroopSize, Card{});
    mRiders.clear();
    const int skillModifier = mSettings.skillModifier();
    for (int i = 0; i < kTroopSize; ++i) {
        Card &m = mMen[static_cast<std::size_t>(i)];
        m.role = i == 0 ? Role::Captain : (i == 1 ? Role::Trumpeter : Role::Rider);
        m.skills = i == 0 ? Skills(Riding | Horsemanship | Fighting) : Charts::skill(dice.d6() + skillModifier);
        m.woundLimit = i == 0 ? kNeverDies : Charts::woundLimit(m.skills);
        mRiders.push_back(i);
    }
    mTurn = 0;
    mFirstArrival = 0;
    mKilledThisTurn = false;
    mStragglers = false;
    mBroken = 0;
    mCursor = 0;

    while (startTurn()) {
        // The movement phase: riders in roster order; a straggler who joins
        // this turn is appended behind everybody and first moves next turn.
        bool over = false;
        std::size_t k = 0;
        while (k < mRiders.size()) {
            const int i = mRiders[k];
            if (mMen[static_cast<std::size_t>(i)].joinedTurn >= mTurn) {
                ++k;
                continue;
            }
            actMan(i);
            if (!mMen[static_cast<std::size_t>(i)].inPlay() && mRiders.empty()) {
                mCursor = i + 1;
                over = true;
                break;
            }
            if (k < mRiders.size() && mRiders[k] == i)
                ++k;
        }
        if (over)
            break;
        if (mKilledThisTurn)
            moralePhase();
        if (mBroken)
            rallyPhase();
    }
    mDice = nullptr;
}

Q_ALWAYS_INLINE bool QuickCharge::startTurn()
{
    ++mTurn;
    mKilledThisTurn = false;
    mCursor = 0;
    // Only last turn's morale can have made anybody retreat.
    bool anyRetreating = false;
    if (mBroken & statusBit(BreakStatus::Retreating)) {
        for (int i : mRiders)
            anyRetreating |= mMen[static_cast<std::size_t>(i)].status == BreakStatus::Retreating;
    }
    mBroken = 0;
    if (anyRetreating) {
        // Picked first, in roster order, as the riders change while they leave.
        std::vector<int> leaving;
        for (int i : mRiders) {
            if (mMen[static_cast<std::size_t>(i)].status == BreakStatus::Retreating)
                leaving.push_back(i);
        }
        for (int i : leaving) {
            Card &m = mMen[static_cast<std::size_t>(i)];
            m.fate = Fate::Fled;
            m.endTurn = mTurn;
            dropRider(i);
            endPassengers(i, Fate::Lost);
        }
    }
    if (mRiders.empty()) {
        --mTurn; // nobody rides this turn: it does not count
        return false;
    }
    return true;
}

Q_ALWAYS_INLINE void QuickCharge::actMan(int i)
{
    Card &m = mMen[static_cast<std::size_t>(i)];
    const BreakStatus status = m.status;
    m.status = BreakStatus::None;
    if (m.space == kBattery && meleeNow()) {
        melee(i);
        return;
    }
    int moves = 1;
    if (status == BreakStatus::Hesitant) {
        if (m.blown || !spursForMove(m))
            moves = 0;
        else
            spur(i);
    } else if (status == BreakStatus::Hurried) {
        if (!m.blown) {
            spur(i);
            moves = 2;
        }
    } else if (spursForMove(m)) {
        spur(i);
        moves = 2;
    }
    for (int k = 0; k < moves; ++k) {
        const Card &now = mMen[static_cast<std::size_t>(i)];
        if (!now.rides())
            break;
        if (k > 0 && approach() && now.space == kBattery)
            break;
        encounter(i);
    }
}

void QuickCharge::spur(int i)
{
    Card &m = mMen[static_cast<std::size_t>(i)];
    ++m.spurPoints;
    const std::uint8_t *dice = mDice->peek();
    const int roll = dice[0] + dice[1] + ((m.skills & Horsemanship) ? 1 : 0);
    mDice->take(2);
    m.blown = m.blown | (roll < m.spurPoints);
}

void QuickCharge::melee(int i)
{
    // A policy never spurs in melee. The opponent (2d6), the fight, the kill
    // roll: read ahead, taken as far as they were used.
    const std::uint8_t *ahead = mDice->peek();
    const int dice[4] = {ahead[0], ahead[1], ahead[2], ahead[3]};
    const MeleeRow row = Charts::melee(dice[0] + dice[1]);
    if (row.opponent == Opponent::NoOpponent) {
        mDice->take(2);
        return;
    }
    Card &m = mMen[static_cast<std::size_t>(i)];
    const int modifier = ((m.skills & Fighting) ? 1 : 0) + (m.role == Role::Straggler ? 0 : mFightModifier) - (m.wounds >= 3 ? 1 : 0);
    if (dice[2] + modifier >= row.fight) {
        mDice->take(3);
        ++m.russiansKilled;
        return;
    }
    mDice->take(4);
    const int killRoll = dice[3] - ((m.skills & Tough) ? 1 : 0);
    if (killRoll <= 3)
        wound(i);
    else
        kill(i);
}

Q_ALWAYS_INLINE void QuickCharge::encounter(int i)
{
    // The dice are read ahead so the branch taken depends on one comparison
    // that mostly goes the same way (he moves), not on each die in turn.
    Card &m = mMen[static_cast<std::size_t>(i)];
    // Copied out first: the stores below could alias bytes read in place.
    const std::uint8_t *ahead = mDice->peek();
    const int d0 = ahead[0];
    const int d1 = ahead[1];
    const int d2 = ahead[2];
    const int d3 = ahead[3];
    const Outcome o = mOutcomes[approach() ? 1 : 0][mSpaceKinds[m.space]][d0 << 3 | d1];
    static_assert(kRiderless == 2);
    if (o.special & (kStraggler | (int(m.blown) << 1))) [[unlikely]] {
        encounterDieByDie(i);
        return;
    }
    const int evadeModifier = int((m.skills & Riding) != 0) - int(m.blown) - int(m.wounds >= 2);
    // Worked out without branching: he passes (evades, or the fire misses)
    // and moves; or, failing, is hit by the fire (kill roll; a Captain's kill
    // is a wound) and moves on if he lives; or fails an obstacle and stays,
    // hurt on 1-2. Only a death branches.
    const int pass = int(d2 >= o.pass - (evadeModifier & o.evades));
    const int fail = 1 - pass;
    mDice->take(4 - pass * (4 - o.takenOnPass));
    const int hit = fail & o.fire;
    const int hurt = hit | (fail & int(d3 <= 2));
    const int killed = hit & int(d3 + int((m.skills & Tough) != 0) <= o.kill) & int(i != 0);
    m.wounds += hurt & (1 - killed);
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
    if (!mStragglers)
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
    if (!mStragglers)
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
    // A handful of riders: shifted down by hand, without a call.
    std::size_t k = 0;
    const std::size_t n = mRiders.size();
    while (k < n && mRiders[k] != i)
        ++k;
    if (k == n)
        return;
    for (; k + 1 < n; ++k)
        mRiders[k] = mRiders[k + 1];
    mRiders.pop_back();
}

void QuickCharge::straggler(int space)
{
    mStragglers = true;
    Card s;
    s.role = Role::Straggler;
    s.space = space;
    s.joinedTurn = mTurn;
    s.skills = Charts::skill(mDice->d6());
    s.woundLimit = Charts::woundLimit(s.skills);
    s.wounds = std::max(0, mDice->d6() - 3);
    if (mDice->d6() <= 3) {
        s.spurPoints = std::max(0, mDice->d6() - 1);
        mMen.push_back(s);
        mRiders.push_back(static_cast<int>(mMen.size()) - 1);
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
    const int n = static_cast<int>(mRiders.size());
    const int pick = n > 1 ? mDice->face(dice::Die::d(n)) - 1 : 0;
    s.carrier = mRiders[static_cast<std::size_t>(pick)];
    s.space = mMen[static_cast<std::size_t>(s.carrier)].space;
    mMen.push_back(s);
}

void QuickCharge::moralePhase()
{
    if (!mKilledThisTurn)
        return;
    for (int i : mRiders) {
        Card &m = mMen[static_cast<std::size_t>(i)];
        if (i == 0)
            continue; // the Captain
        const std::uint8_t *dice = mDice->peek();
        const bool fails = dice[0] + ((m.skills & Steadfast) ? 1 : 0) - (m.wounds >= 2 ? 1 : 0) <= 2;
        mDice->take(fails ? 2 : 1);
        const BreakStatus result = Charts::breakResult(dice[1]);
        m.status = fails ? result : m.status;
        mBroken |= fails ? statusBit(result) : 0u;
    }
}

void QuickCharge::rallyPhase()
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
    const int roll = mDice->d6() + (trumpet ? 1 : 0) - (captain.wounds >= 1 ? 1 : 0);
    if (roll < 4)
        return;
    for (int i : mRiders) {
        Card &m = mMen[static_cast<std::size_t>(i)];
        if (m.status == group)
            m.status = BreakStatus::None;
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
