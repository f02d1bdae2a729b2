// Why one file of ~760 lines: the engine is the whole solo procedure as one
// state machine (set-up, turn start, movement with its encounters, melee,
// morale, rally). The table and the simulation share its hot loop, and in one
// translation unit the compiler can inline the phases into it (the speed that
// BM_LightBrigadeSimulate measures).

#include "engine.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LightBrigade)
};

constexpr int kBattery = Game::kBattery;
constexpr qsizetype kTroopSize = 12;

} // namespace

Engine::Engine(Game &game, dice::DiceSource &source, Decider &decider, journal::EventSink *sink)
    : mGame(game)
    , mRolls(source, sink != nullptr, [this](qsizetype i) { return label(mGame, i); })
    , mDecider(decider)
    , mPolicy(dynamic_cast<PolicyDecider *>(&decider))
    , mSink(sink)
{
    rebuildRiders();
}

void Engine::rebuildRiders()
{
    mRiders.clear();
    for (qsizetype i = 0; i < mGame.size(); ++i) {
        if (mGame.man(i).rides())
            mRiders.append(i);
    }
}

void Engine::dropRider(qsizetype i)
{
    for (qsizetype k = 0; k < mRiders.size(); ++k) {
        if (mRiders[k] == i) {
            mRiders.remove(k);
            return;
        }
    }
}

QString Engine::label(const Game &game, qsizetype index)
{
    const Man &m = game.man(index);
    if (!m.name.isEmpty()) {
        switch (m.role) {
        case Role::Captain: return Tr::tr("Capt. %1").arg(m.name);
        case Role::Trumpeter: return Tr::tr("Tptr. %1").arg(m.name);
        case Role::Rider: return Tr::tr("Pte. %1").arg(m.name);
        case Role::Straggler: return m.name;
        }
    }
    switch (m.role) {
    case Role::Captain: return Tr::tr("Captain");
    case Role::Trumpeter: return Tr::tr("Trumpeter");
    case Role::Rider: return Tr::tr("Rider %1").arg(index - 1);
    case Role::Straggler: return Tr::tr("Straggler %1").arg(index - 11);
    }
    return {};
}

void Engine::setUp(const QStringList &names)
{
    if (mGame.mPhase != Phase::Setup)
        return;
    // The quick path's dice never fail: nothing to put back, nothing to copy.
    std::optional<Game> before;
    if (!mRolls.fast())
        before = mGame;
    try {
        QStringList lines;
        for (qsizetype i = 0; i < mGame.size(); ++i) {
            Man &m = at(i);
            if (i < names.size())
                m.name = names[i].trimmed();
            if (m.isCaptain()) {
                m.skills = Riding | Horsemanship | Fighting;
            } else {
                const int roll = mRolls.d6(RollPurpose::Skill, i);
                m.skills = Charts::skill(roll + mGame.mSettings.skillModifier());
            }
            if (mSink)
                lines.append(Tr::tr("%1: %2").arg(label(mGame, i), Charts::skillsName(m.skills)));
        }
        mGame.mPhase = Phase::TurnStart;
        if (mSink) {
            const QString summary = Tr::tr("A troop of %1 forms up for the charge%2. %3.")
                                        .arg(Settings::troopName(mGame.mSettings.troop),
                                             mGame.mSettings.frontRank ? Tr::tr(" in the front rank") : QString(),
                                             lines.join(u"; "_s));
            QJsonObject detail{{u"settings"_s, mGame.mSettings.toJson()}};
            emitEvent(u"lightbrigade.setup"_s, summary, -1, detail);
            for (const journal::JournalEvent &e : std::as_const(mPending))
                mSink->append(e);
        }
        mPending.clear();
    } catch (...) {
        if (before)
            mGame = *before;
        rebuildRiders();
        mPending.clear();
        mRolls.take();
        throw;
    }
}

Engine::Step Engine::step()
{
    if (mRolls.fast())
        return stepUnit<true>();
    const Game before = mGame;
    try {
        const Step s = stepUnit<false>();
        if (mSink) {
            for (const journal::JournalEvent &e : std::as_const(mPending))
                mSink->append(e);
        }
        mPending.clear();
        return s;
    } catch (...) {
        mGame = before;
        rebuildRiders();
        mPending.clear();
        mStory.clear();
        mRolls.take();
        throw;
    }
}

qsizetype Engine::nextMan()
{
    while (!mGame.isOver()) {
        if (step() == Step::Man)
            return mGame.mCursor - 1;
    }
    return -1;
}

void Engine::playTurn()
{
    if (mGame.isOver())
        return;
    // A turn starts if we are between turns, then runs to its rally phase.
    if (mGame.mPhase == Phase::Setup)
        step();
    if (mGame.mPhase == Phase::TurnStart)
        step();
    while (!mGame.isOver() && mGame.mPhase != Phase::TurnStart)
        step();
}

void Engine::playToEnd()
{
    if (!mRolls.fast()) {
        while (!mGame.isOver())
            step();
        return;
    }
    // A simulation: the same units in the same order as step(), but a turn's
    // movement runs as one loop instead of one dispatch and search per man.
    while (!mGame.isOver()) {
        if (mGame.mPhase == Phase::Movement)
            moveAll<true>();
        else
            stepUnit<true>();
    }
}

template<bool Fast>
void Engine::moveAll()
{
    // mRiders is in roster order; acting removes at most the man who acted
    // and appends stragglers behind everybody.
    qsizetype k = std::lower_bound(mRiders.cbegin(), mRiders.cend(), mGame.mCursor) - mRiders.cbegin();
    while (k < mRiders.size()) {
        const qsizetype i = mRiders[k];
        if (mGame.man(i).joinedTurn >= mGame.mTurn) {
            ++k;
            continue;
        }
        mGame.mCursor = i + 1;
        actMan<Fast>(i);
        if (!at(i).inPlay() && finishIfEmpty<Fast>())
            return;
        if (k < mRiders.size() && mRiders[k] == i)
            ++k;
    }
    mGame.mCursor = mGame.size();
    mGame.mPhase = Phase::Morale;
}

template<bool Fast>
Engine::Step Engine::stepUnit()
{
    switch (mGame.mPhase) {
    case Phase::Setup:
        setUp();
        return Step::Setup;
    case Phase::TurnStart:
        startTurn<Fast>();
        return mGame.isOver() ? Step::Over : Step::TurnStart;
    case Phase::Movement: {
        const qsizetype size = mGame.size();
        qsizetype i = size;
        for (qsizetype r : std::as_const(mRiders)) {
            if (r >= mGame.mCursor && mGame.man(r).joinedTurn < mGame.mTurn) {
                i = r;
                break;
            }
        }
        if (i < size) {
            mGame.mCursor = i + 1;
            actMan<Fast>(i);
            // Only the man who acted can have left play (with his passengers).
            if (!at(i).inPlay())
                finishIfEmpty<Fast>();
            return Step::Man;
        }
        mGame.mCursor = size;
        mGame.mPhase = Phase::Morale;
        [[fallthrough]];
    }
    case Phase::Morale:
        moralePhase<Fast>();
        mGame.mPhase = Phase::Rally;
        finishIfEmpty<Fast>();
        return Step::Morale;
    case Phase::Rally:
        rallyPhase<Fast>();
        mGame.mPhase = Phase::TurnStart;
        finishIfEmpty<Fast>();
        return Step::Rally;
    case Phase::Over:
        return Step::Over;
    }
    return Step::Over;
}

template<bool Fast>
bool Engine::finishIfEmpty()
{
    if (mGame.mPhase == Phase::Over)
        return true;
    // A passenger is in play only with his carrier.
    if (!mRiders.isEmpty())
        return false;
    finish<Fast>();
    return true;
}

template<bool Fast>
void Engine::finish()
{
    mGame.mPhase = Phase::Over;
    if (!mSink)
        return;
    const Tally t = mGame.tally();
    QString summary = Tr::tr("The charge is over after turn %1. Of the twelve, %2 came home, %3 were killed and %4 fled.")
                          .arg(t.turns)
                          .arg(t.home)
                          .arg(t.killed)
                          .arg(t.fled);
    summary += u' ' + Tr::tr("%n Russian(s) killed.", nullptr, t.russiansKilled);
    if (t.stragglersJoined > 0)
        summary += u' ' + Tr::tr("Stragglers brought home: %1 of %2.").arg(t.stragglersHome).arg(t.stragglersJoined);
    summary += u' ' + Tr::tr("Score: %n point(s).", nullptr, t.score);
    const QJsonObject detail{{u"score"_s, t.score},       {u"home"_s, t.home},
                             {u"killed"_s, t.killed},     {u"fled"_s, t.fled},
                             {u"stragglersJoined"_s, t.stragglersJoined},
                             {u"stragglersHome"_s, t.stragglersHome},
                             {u"russiansKilled"_s, t.russiansKilled},
                             {u"turns"_s, t.turns}};
    emitEvent(u"lightbrigade.end"_s, summary, -1, detail);
}

template<bool Fast>
void Engine::startTurn()
{
    ++mGame.mTurn;
    mGame.mKilledThisTurn = false;
    mGame.mCursor = 0;
    QStringList fled;
    // The riders list changes as men flee, so the leavers are picked first
    // (in roster order); most turns nobody leaves and nothing is copied.
    QVarLengthArray<qsizetype, 32> leaving;
    bool anyRetreating = false;
    for (qsizetype i : std::as_const(mRiders))
        anyRetreating |= mGame.man(i).status == BreakStatus::Retreating;
    if (anyRetreating) {
        for (qsizetype i : std::as_const(mRiders)) {
            if (mGame.man(i).status == BreakStatus::Retreating)
                leaving.append(i);
        }
    }
    for (qsizetype i : std::as_const(leaving)) {
        Man &man = at(i);
        man.fate = Fate::Fled;
        man.endTurn = mGame.mTurn;
        dropRider(i);
        if (!Fast && mSink)
            fled.append(label(mGame, i));
        endPassengers<Fast>(i, Fate::Lost);
    }
    if (mRiders.isEmpty()) {
        // Nobody rides this turn: it does not count.
        --mGame.mTurn;
        if (mSink && !fled.isEmpty())
            emitEvent(u"lightbrigade.turn"_s, Tr::tr("Fled the field: %1.").arg(fled.join(u", "_s)), -1);
        finish<Fast>();
        return;
    }
    mGame.mPhase = Phase::Movement;
    if (!Fast && mSink) {
        QString summary;
        if (mGame.meleeTurn() > 0)
            summary = Tr::tr("Turn %1: melee turn %2 of 5 at the battery.").arg(mGame.mTurn).arg(mGame.meleeTurn());
        else if (mGame.approach())
            summary = Tr::tr("Turn %1: the troop rides toward the battery.").arg(mGame.mTurn);
        else
            summary = Tr::tr("Turn %1: the troop rides back toward the British lines.").arg(mGame.mTurn);
        if (!fled.isEmpty())
            summary += u' ' + Tr::tr("Fled the field: %1.").arg(fled.join(u", "_s));
        emitEvent(u"lightbrigade.turn"_s, summary, -1, QJsonObject{{u"meleeTurn"_s, mGame.meleeTurn()}, {u"approach"_s, mGame.approach()}});
    }
}

template<bool Fast>
Q_ALWAYS_INLINE void Engine::actMan(qsizetype i)
{
    if constexpr (!Fast)
        mStory.clear();
    Man &m = at(i);
    const BreakStatus status = m.status;
    m.status = BreakStatus::None;
    const int startSpace = m.space;

    if (mGame.melees(m)) {
        melee<Fast>(i);
        if (!Fast && mSink) {
            emitEvent(u"lightbrigade.melee"_s, Tr::tr("%1 at the battery: %2").arg(label(mGame, i), mStory.join(u"; "_s)), i,
                      QJsonObject{{u"meleeTurn"_s, mGame.meleeTurn()}});
        }
        return;
    }

    int moves = 1;
    bool bonus = false;
    if (status == BreakStatus::Hesitant) {
        if (m.blown) {
            moves = 0;
            say<Fast>([] { return Tr::tr("hesitates, and his blown horse cannot be spurred: he stays"); });
        } else if (askSpur(SpurQuestion{i, false, true}) == SpurUse::None) {
            moves = 0;
            say<Fast>([] { return Tr::tr("hesitates and stays"); });
        } else {
            say<Fast>([] { return Tr::tr("hesitates, but spurs his horse on"); });
            spur<Fast>(i);
        }
    } else if (status == BreakStatus::Hurried) {
        if (at(i).blown) {
            say<Fast>([] { return Tr::tr("is hurried, but his horse is blown: he moves once"); });
        } else {
            say<Fast>([] { return Tr::tr("is hurried and must spur for a second move"); });
            spur<Fast>(i);
            moves = 2;
        }
    } else if (!m.blown) {
        const SpurUse use = askSpur(SpurQuestion{i, false, false});
        if (use == SpurUse::SecondMove) {
            say<Fast>([] { return Tr::tr("spurs for a second move"); });
            spur<Fast>(i);
            moves = 2;
        } else if (use == SpurUse::Bonus) {
            say<Fast>([] { return Tr::tr("spurs for +2 to his evade roll"); });
            spur<Fast>(i);
            bonus = true;
        }
    }

    for (int k = 0; k < moves; ++k) {
        const Man &now = at(i);
        if (!now.rides())
            break;
        if (k > 0) {
            if (mGame.approach() && now.space == kBattery)
                break;
            say<Fast>([] { return Tr::tr("second move"); });
        }
        encounter<Fast>(i, bonus);
    }

    if (!Fast && mSink) {
        const Man &after = at(i);
        QString tail;
        if (after.fate == Fate::Home)
            tail = Tr::tr("he is home");
        else if (after.fate == Fate::InPlay)
            tail = Tr::tr("now in space %1").arg(after.space);
        if (!tail.isEmpty())
            mStory.append(tail);
        emitEvent(u"lightbrigade.move"_s, Tr::tr("%1 (space %2): %3").arg(label(mGame, i)).arg(startSpace).arg(mStory.join(u"; "_s)), i,
                  QJsonObject{{u"from"_s, startSpace}, {u"to"_s, after.space}, {u"status"_s, static_cast<int>(status)}});
    }
}

template<bool Fast>
void Engine::spur(qsizetype i)
{
    Man &m = at(i);
    ++m.spurPoints;
    const int roll = mRolls.twoD6<Fast>(RollPurpose::Spur, i) + ((m.skills & Horsemanship) ? 1 : 0);
    if (roll < m.spurPoints)
        m.blown = true;
    say<Fast>([&] {
        const Man &n = at(i);
        return n.blown ? Tr::tr("spur roll %1 under %2 spur points: the horse is blown").arg(roll).arg(n.spurPoints)
                       : Tr::tr("spur roll %1, %2 spur points").arg(roll).arg(n.spurPoints);
    });
}

template<bool Fast>
void Engine::melee(qsizetype i)
{
    bool bonus = false;
    if (!at(i).blown && askSpur(SpurQuestion{i, true, false}) != SpurUse::None) {
        say<Fast>([] { return Tr::tr("spurs for +2 to fight"); });
        spur<Fast>(i);
        bonus = true;
    }
    const MeleeRow row = Charts::melee(mRolls.twoD6<Fast>(RollPurpose::Melee, i));
    if (row.opponent == Opponent::NoOpponent) {
        say<Fast>([] { return Tr::tr("no opponent this turn"); });
        return;
    }
    Man &m = at(i);
    const int modifier = ((m.skills & Fighting) ? 1 : 0) + (m.isStraggler() ? 0 : mGame.mSettings.fightModifier())
        - (m.wounds >= 3 ? 1 : 0) + (bonus ? 2 : 0);
    const int roll = mRolls.d6<Fast>(RollPurpose::Fight, i);
    if (roll + modifier >= row.fight) {
        ++at(i).russiansKilled;
        say<Fast>([&] { return Tr::tr("fights a %1 (fight %2) with %3: the Russian is killed").arg(Charts::opponentName(row.opponent)).arg(row.fight).arg(roll + modifier); });
        return;
    }
    say<Fast>([&] { return Tr::tr("fights a %1 (fight %2) with %3 and fails").arg(Charts::opponentName(row.opponent)).arg(row.fight).arg(roll + modifier); });
    const int killRoll = mRolls.d6<Fast>(RollPurpose::MeleeKill, i) - ((at(i).skills & Tough) ? 1 : 0);
    if (killRoll <= 3)
        wound<Fast>(i);
    else
        kill<Fast>(i);
}

template<bool Fast>
Q_ALWAYS_INLINE void Engine::encounter(qsizetype i, bool &bonus)
{
    const int space = at(i).space;
    const bool approach = mGame.approach();
    Encounter e = Charts::encounter(mRolls.d6<Fast>(RollPurpose::Encounter, i));
    const Encounter rolled = e;
    if (mGame.mSettings.frontRank) {
        if (approach && e == Encounter::ManObstacle)
            e = Encounter::FlatLevel;
        else if (e == Encounter::FlatLevel && space >= 15 && space <= 19)
            e = Encounter::CannonFire;
    }
    say<Fast>([&] {
        return rolled == e ? Charts::encounterName(e)
                           : Tr::tr("%1 (front rank: counts as %2)").arg(Charts::encounterName(rolled), Charts::encounterName(e));
    });
    switch (e) {
    case Encounter::FlatLevel:
    case Encounter::FlatEven:
        moveOne<Fast>(i);
        return;
    case Encounter::GroundObstacle:
        evade<Fast>(i, Charts::groundObstacle(mRolls.d6<Fast>(RollPurpose::GroundObstacle, i)), bonus);
        return;
    case Encounter::ManObstacle: {
        const ObstacleRow row = Charts::manObstacle(mRolls.d6<Fast>(RollPurpose::ManObstacle, i));
        if (row.obstacle == Obstacle::WoundedMan && !approach) {
            say<Fast>([&] { return Charts::obstacleName(row.obstacle); });
            straggler<Fast>(space);
        }
        evade<Fast>(i, row, bonus);
        return;
    }
    case Encounter::CannonFire: {
        const int roll = mRolls.d6<Fast>(RollPurpose::CannonFire, i);
        fire<Fast>(i, Charts::cannonFire(roll + Charts::cannonModifier(space)));
        return;
    }
    case Encounter::MusketryFire:
        fire<Fast>(i, Charts::musketryFire(mRolls.d6<Fast>(RollPurpose::MusketryFire, i)));
        return;
    }
}

template<bool Fast>
Q_ALWAYS_INLINE void Engine::evade(qsizetype i, const ObstacleRow &row, bool &bonus)
{
    const Man &m = at(i);
    const int modifier = ((m.skills & Riding) ? 1 : 0) - (m.blown ? 1 : 0) - (m.wounds >= 2 ? 1 : 0) + (bonus ? 2 : 0);
    bonus = false;
    const int roll = mRolls.d6<Fast>(RollPurpose::Evade, i) + modifier;
    if (roll >= row.evade) {
        say<Fast>([&] { return Tr::tr("%1 (evade %2): evaded with %3").arg(Charts::obstacleName(row.obstacle)).arg(row.evade).arg(roll); });
        moveOne<Fast>(i);
    } else {
        const int woundRoll = mRolls.d6<Fast>(RollPurpose::EvadeWound, i);
        say<Fast>([&] {
            return woundRoll <= 2 ? Tr::tr("%1 (evade %2): fails with %3 and is hurt").arg(Charts::obstacleName(row.obstacle)).arg(row.evade).arg(roll)
                                  : Tr::tr("%1 (evade %2): fails with %3 and stays").arg(Charts::obstacleName(row.obstacle)).arg(row.evade).arg(roll);
        });
        if (woundRoll <= 2)
            wound<Fast>(i);
    }
    const Man &after = at(i);
    if (row.obstacle == Obstacle::RiderlessHorse && after.rides() && after.blown && askSwitchHorse(i)) {
        const int points = mRolls.d6<Fast>(RollPurpose::NewHorse, i);
        Man &n = at(i);
        n.spurPoints = points;
        n.blown = false;
        say<Fast>([&] { return Tr::tr("switches to the riderless horse (%1 spur points)").arg(points); });
    }
}

template<bool Fast>
Q_ALWAYS_INLINE void Engine::fire(qsizetype i, const FireRow &row)
{
    const int hit = mRolls.d6<Fast>(RollPurpose::Hit, i);
    if (hit > row.hit) {
        say<Fast>([&] { return Tr::tr("%1 (hit %2): missed with %3").arg(Charts::fireName(row.type)).arg(row.hit).arg(hit); });
        moveOne<Fast>(i);
        return;
    }
    const int killRoll = mRolls.d6<Fast>(RollPurpose::Kill, i) + ((at(i).skills & Tough) ? 1 : 0);
    say<Fast>([&] {
        return killRoll <= row.kill ? Tr::tr("%1 (hit %2, kill %3): hit with %4, kill roll %5").arg(Charts::fireName(row.type)).arg(row.hit).arg(row.kill).arg(hit).arg(killRoll)
                                    : Tr::tr("%1 (hit %2, kill %3): hit with %4, kill roll %5, wounded").arg(Charts::fireName(row.type)).arg(row.hit).arg(row.kill).arg(hit).arg(killRoll);
    });
    if (killRoll <= row.kill)
        kill<Fast>(i);
    else
        wound<Fast>(i);
    if (at(i).rides())
        moveOne<Fast>(i);
}

template<bool Fast>
Q_ALWAYS_INLINE void Engine::moveOne(qsizetype i)
{
    Man &m = at(i);
    if (mGame.approach()) {
        if (m.space >= kBattery)
            return;
        ++m.space;
        if (m.space == kBattery) {
            m.arrivedTurn = mGame.mTurn;
            if (mGame.mFirstArrivalTurn == 0) {
                mGame.mFirstArrivalTurn = mGame.mTurn;
                say<Fast>([] { return Tr::tr("first into the battery: five melee turns follow"); });
            } else {
                say<Fast>([] { return Tr::tr("reaches the battery"); });
            }
        }
    } else {
        --m.space;
        if (m.space <= 0) {
            m.space = 0;
            m.fate = Fate::Home;
            m.endTurn = mGame.mTurn;
            dropRider(i);
            endPassengers<Fast>(i, Fate::Home);
        }
    }
    // Only stragglers ride as passengers.
    const int space = at(i).space;
    for (qsizetype p = kTroopSize; p < mGame.size(); ++p) {
        if (mGame.man(p).carrier == i && mGame.man(p).inPlay())
            at(p).space = space;
    }
}

template<bool Fast>
void Engine::wound(qsizetype i)
{
    Man &m = at(i);
    ++m.wounds;
    if (!m.isCaptain() && m.wounds >= Charts::woundLimit(m.skills)) {
        say<Fast>([&] { return Tr::tr("wounded (wounds: %1), and dies of his wounds").arg(at(i).wounds); });
        die<Fast>(i);
        return;
    }
    say<Fast>([&] { return Tr::tr("wounded (wounds: %1)").arg(at(i).wounds); });
}

template<bool Fast>
void Engine::kill(qsizetype i)
{
    if (at(i).isCaptain()) {
        say<Fast>([] { return Tr::tr("the Captain is never killed: a wound instead"); });
        wound<Fast>(i);
        return;
    }
    say<Fast>([] { return Tr::tr("killed"); });
    die<Fast>(i);
}

template<bool Fast>
void Engine::die(qsizetype i)
{
    Man &m = at(i);
    m.fate = Fate::Killed;
    m.endTurn = mGame.mTurn;
    dropRider(i);
    // Only men who roll their own dice can die, and each death shakes the troop.
    mGame.mKilledThisTurn = true;
    endPassengers<Fast>(i, Fate::Lost);
}

template<bool Fast>
void Engine::endPassengers(qsizetype carrier, Fate fate)
{
    for (qsizetype p = kTroopSize; p < mGame.size(); ++p) {
        if (mGame.man(p).carrier != carrier || !mGame.man(p).inPlay())
            continue;
        Man &passenger = at(p);
        passenger.fate = fate;
        passenger.endTurn = mGame.mTurn;
        if (fate == Fate::Home)
            passenger.space = 0;
        say<Fast>([&] {
            return fate == Fate::Home ? Tr::tr("brings %1 home").arg(label(mGame, p)) : Tr::tr("%1, his passenger, is lost").arg(label(mGame, p));
        });
    }
}

template<bool Fast>
void Engine::straggler(int space)
{
    Man s;
    s.role = Role::Straggler;
    s.space = space;
    s.joinedTurn = mGame.mTurn;
    // A straggler could be anybody: plain skill roll, no troop modifier.
    s.skills = Charts::skill(mRolls.d6<Fast>(RollPurpose::StragglerSkill, -1));
    s.wounds = std::max(0, mRolls.d6<Fast>(RollPurpose::StragglerWounds, -1) - 3);
    const int horse = mRolls.d6<Fast>(RollPurpose::StragglerHorse, -1);
    if (horse <= 3) {
        s.spurPoints = std::max(0, mRolls.d6<Fast>(RollPurpose::StragglerSpur, -1) - 1);
        mGame.mMen.push_back(s);
        mRiders.append(mGame.size() - 1);
        say<Fast>([&] { return Tr::tr("a wounded rider joins on his own horse as %1").arg(label(mGame, mGame.size() - 1)); });
        return;
    }
    if (space <= 4) {
        s.fate = Fate::Home;
        s.walked = true;
        s.space = 0;
        s.endTurn = mGame.mTurn;
        mGame.mMen.push_back(s);
        say<Fast>([&] { return Tr::tr("a wounded rider, %1, walks home safely").arg(label(mGame, mGame.size() - 1)); });
        return;
    }
    const auto &carriers = mRiders;
    const qsizetype n = carriers.size();
    const qsizetype pick = n > 1 ? mRolls.die<Fast>(static_cast<int>(n), RollPurpose::Carrier, -1) - 1 : 0;
    s.carrier = carriers[pick];
    s.space = at(s.carrier).space;
    mGame.mMen.push_back(s);
    say<Fast>([&] {
        return Tr::tr("a wounded rider, %1, climbs up behind %2").arg(label(mGame, mGame.size() - 1), label(mGame, mGame.mMen.back().carrier));
    });
}

template<bool Fast>
void Engine::moralePhase()
{
    if (!mGame.mKilledThisTurn)
        return;
    if constexpr (!Fast)
        mStory.clear();
    for (qsizetype i : std::as_const(mRiders)) {
        const Man &m = mGame.man(i);
        if (m.isCaptain())
            continue;
        const int roll = mRolls.d6<Fast>(RollPurpose::Morale, i) + ((m.skills & Steadfast) ? 1 : 0) - (m.wounds >= 2 ? 1 : 0);
        if (roll > 2)
            continue;
        const BreakStatus result = Charts::breakResult(mRolls.d6<Fast>(RollPurpose::Break, i));
        at(i).status = result;
        say<Fast>([&] { return Tr::tr("%1 fails (%2): %3").arg(label(mGame, i)).arg(roll).arg(Charts::statusName(result)); });
    }
    if (!Fast && mSink) {
        const QString summary = mStory.isEmpty() ? Tr::tr("Morale: a man fell this turn; every man holds.")
                                                 : Tr::tr("Morale: a man fell this turn. %1.").arg(mStory.join(u"; "_s));
        emitEvent(u"lightbrigade.morale"_s, summary, -1);
    }
}

template<bool Fast>
void Engine::rallyPhase()
{
    const std::vector<Man> &men = mGame.mMen;
    const Man &captain = men[0];
    if (!captain.rides())
        return;
    // Most turns every rider is steady: one pass without counting says so.
    bool anyBroken = false;
    for (qsizetype i : std::as_const(mRiders))
        anyBroken |= men[static_cast<std::size_t>(i)].status != BreakStatus::None;
    if (!anyBroken)
        return;
    int groups[4] = {0, 0, 0, 0}; // by BreakStatus
    for (qsizetype i : std::as_const(mRiders))
        ++groups[static_cast<int>(men[static_cast<std::size_t>(i)].status)];
    const BreakStatus group = askRally();
    if (group == BreakStatus::None || groups[static_cast<int>(group)] == 0) {
        if (!Fast && mSink)
            emitEvent(u"lightbrigade.rally"_s, Tr::tr("Rally: the Captain does not try to rally anyone."), 0);
        return;
    }
    const Man &trumpeter = men[1];
    const bool trumpet = trumpeter.rides() && trumpeter.space == captain.space && trumpeter.status == BreakStatus::None;
    const int modifier = (trumpet ? 1 : 0) - (captain.wounds >= 1 ? 1 : 0);
    const bool captainWounded = captain.wounds >= 1;
    const int roll = mRolls.d6<Fast>(RollPurpose::Rally, 0) + modifier;
    const bool rallied = roll >= 4;
    if (rallied) {
        for (qsizetype i : std::as_const(mRiders)) {
            if (at(i).status == group)
                at(i).status = BreakStatus::None;
        }
    }
    if (!Fast && mSink) {
        QString reasons;
        if (trumpet)
            reasons += u' ' + Tr::tr("(+1 the Trumpeter sounds at his side)");
        if (captainWounded)
            reasons += u' ' + Tr::tr("(-1 the Captain is wounded)");
        const QString summary = rallied ? Tr::tr("Rally: the Captain rallies the men who were %1 with %2%3.").arg(Charts::statusName(group)).arg(roll).arg(reasons)
                                        : Tr::tr("Rally: the Captain fails to rally the men who were %1 with %2%3.").arg(Charts::statusName(group)).arg(roll).arg(reasons);
        emitEvent(u"lightbrigade.rally"_s, summary, 0, QJsonObject{{u"group"_s, static_cast<int>(group)}, {u"rallied"_s, rallied}});
    }
}

void Engine::emitEvent(const QString &kind, const QString &summary, qsizetype man, QJsonObject detail)
{
    journal::JournalEvent e;
    e.kind = kind;
    e.summary = summary;
    e.turn = mGame.mTurn;
    e.rolls = mRolls.take();
    if (man >= 0) {
        e.actors.append(u"man-%1"_s.arg(man));
        detail.insert(u"man"_s, static_cast<qint64>(man));
    }
    e.detail = detail;
    mPending.append(e);
    mStory.clear();
}

} // namespace vedette::rules::lightbrigade
