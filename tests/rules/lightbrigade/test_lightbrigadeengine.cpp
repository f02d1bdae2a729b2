#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/game.h"
#include "rules/lightbrigade/policydecider.h"

#include "dice/scripteddicesource.h"
#include "dice/seededdicesource.h"
#include "journal/journalevent.h"

#include <QJsonArray>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette::rules::lightbrigade;
using vedette::dice::ScriptedDiceSource;

Q_DECLARE_METATYPE(TroopType)

namespace {

// Answers as told and remembers what it was asked.
class ScriptedDecider : public Decider
{
public:
    SpurUse spurAnswer = SpurUse::None;
    BreakStatus rallyAnswer = BreakStatus::None;
    bool switchAnswer = true;
    QList<SpurQuestion> spurAsked;
    int rallyAsked = 0;
    int switchAsked = 0;

    SpurUse spur(const Game &, const SpurQuestion &q) override
    {
        spurAsked.append(q);
        return spurAnswer;
    }
    BreakStatus rally(const Game &) override
    {
        ++rallyAsked;
        return rallyAnswer;
    }
    bool switchHorse(const Game &, qsizetype) override
    {
        ++switchAsked;
        return switchAnswer;
    }
};

using Edit = std::function<void(QJsonArray &men)>;

// A man's card as JSON fields to merge.
void put(QJsonArray &men, int index, const QJsonObject &fields)
{
    QJsonObject m = men[index].toObject();
    m.insert(u"fate"_s, u"inPlay"_s);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        m.insert(it.key(), it.value());
    men[index] = m;
}

QJsonObject straggler(int carrier, int space)
{
    return QJsonObject{{u"name"_s, QString()}, {u"role"_s, u"straggler"_s}, {u"skills"_s, int(Fighting)}, {u"space"_s, space},
                       {u"wounds"_s, 0}, {u"spurPoints"_s, 0}, {u"blown"_s, false}, {u"status"_s, u"none"_s},
                       {u"fate"_s, u"inPlay"_s}, {u"carrier"_s, carrier}, {u"joinedTurn"_s, 1}, {u"arrivedTurn"_s, 0},
                       {u"russiansKilled"_s, 0}, {u"endTurn"_s, 0}, {u"walked"_s, false}};
}

// A game in `phase` of `turn`: every man has a skill and is home (out of
// play) unless `edit` puts him on the track.
Game scenario(int turn, int firstArrival, const Edit &edit, const QString &phase = u"movement"_s, Settings settings = {})
{
    Game fresh(settings);
    QJsonObject o = fresh.toJson();
    QJsonArray men = o.value(u"men"_s).toArray();
    for (int i = 0; i < men.size(); ++i) {
        QJsonObject m = men[i].toObject();
        m.insert(u"skills"_s, i == 0 ? int(Riding | Horsemanship | Fighting) : int(Fighting));
        m.insert(u"fate"_s, u"home"_s);
        men[i] = m;
    }
    edit(men);
    o.insert(u"men"_s, men);
    o.insert(u"turn"_s, turn);
    o.insert(u"firstArrivalTurn"_s, firstArrival);
    o.insert(u"phase"_s, phase);
    o.insert(u"cursor"_s, 0);
    QString error;
    const auto game = Game::fromJson(o, &error);
    if (!game)
        qFatal("scenario refused: %s", qPrintable(error));
    return *game;
}

// Plays the movement of the first man in play.
struct Run
{
    Game game;
    ScriptedDiceSource dice;
    ScriptedDecider decider;
    vedette::journal::EventList events;

    Run(Game g, QList<int> faces) : game(std::move(g)), dice(std::move(faces)) {}
    Engine engine() { return Engine(game, dice, decider, &events); }
    void step() { engine().step(); }
    const Man &man(int i) const { return game.man(i); }
};

} // namespace

class TestLightBrigadeEngine : public QObject
{
    Q_OBJECT

private slots:
    void setupSkills_data()
    {
        QTest::addColumn<TroopType>("troop");
        QTest::addColumn<int>("roll");
        QTest::addColumn<uint>("skill");
        QTest::newRow("dragoons 1 -> 0 -> Riding") << TroopType::Dragoons << 1 << uint(Riding);
        QTest::newRow("dragoons 2 -> 1 -> Riding") << TroopType::Dragoons << 2 << uint(Riding);
        QTest::newRow("dragoons 6 -> 5 -> Fighting") << TroopType::Dragoons << 6 << uint(Fighting);
        QTest::newRow("hussars 1 -> 2 -> Horsemanship") << TroopType::Hussars << 1 << uint(Horsemanship);
        QTest::newRow("hussars 5 -> 6 -> Tough") << TroopType::Hussars << 5 << uint(Tough);
        QTest::newRow("hussars 6 -> 7 -> Tough") << TroopType::Hussars << 6 << uint(Tough);
        QTest::newRow("lancers 1 -> Riding") << TroopType::Lancers << 1 << uint(Riding);
        QTest::newRow("lancers 4 -> Steadfast") << TroopType::Lancers << 4 << uint(Steadfast);
    }
    void setupSkills()
    {
        QFETCH(TroopType, troop);
        QFETCH(int, roll);
        QFETCH(uint, skill);
        Settings settings;
        settings.troop = troop;
        Game game(settings);
        // The Trumpeter rolls first, then riders 1-10; the Captain does not roll.
        ScriptedDiceSource dice({roll, 3, 3, 3, 3, 3, 3, 3, 3, 3, roll});
        PolicyDecider decider;
        Engine engine(game, dice, decider);
        engine.setUp({u"Nolan"_s, u"Britten"_s});
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(game.man(0).skills, Skills(Riding | Horsemanship | Fighting));
        QCOMPARE(game.man(1).skills, Skills(skill));
        QCOMPARE(game.man(11).skills, Skills(skill));
        QCOMPARE(game.man(0).name, u"Nolan"_s);
        QCOMPARE(game.man(1).name, u"Britten"_s);
        QCOMPARE(game.man(2).name, QString());
        QCOMPARE(game.phase(), Phase::TurnStart);
        QCOMPARE(game.man(5).spurPoints, 0);
    }

    void flatMoves()
    {
        Run r(scenario(1, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 3}}); }), {1});
        r.step();
        QCOMPARE(r.man(2).space, 4);
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.decider.spurAsked.size(), 1);
        QVERIFY(!r.events.events().isEmpty());
        QCOMPARE(r.events.events().constLast().kind, u"lightbrigade.move"_s);
    }

    void evade_data()
    {
        QTest::addColumn<uint>("skills");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<bool>("blown");
        QTest::addColumn<bool>("spurBonus");
        QTest::addColumn<QList<int>>("faces"); // after any spur roll: ground table, evade, [wound]
        QTest::addColumn<int>("space");
        QTest::addColumn<int>("woundsAfter");
        // Every man starts in space 5, rolls Ground Obstacle (3) first.
        QTest::newRow("bushes 3: 3 evades") << uint(Fighting) << 0 << false << false << QList<int>{3, 4, 3} << 6 << 0;
        QTest::newRow("bushes 3: 2 fails, wound roll 3 spares") << uint(Fighting) << 0 << false << false << QList<int>{3, 4, 2, 3} << 5 << 0;
        QTest::newRow("ditch 5: 4 fails, wound roll 2 hurts") << uint(Fighting) << 0 << false << false << QList<int>{3, 6, 4, 2} << 5 << 1;
        QTest::newRow("riding +1: ditch 5 with 4") << uint(Riding) << 0 << false << false << QList<int>{3, 6, 4} << 6 << 0;
        QTest::newRow("blown -1: bushes 3 with 3 fails") << uint(Fighting) << 0 << true << false << QList<int>{3, 4, 3, 5} << 5 << 0;
        QTest::newRow("two wounds -1: bushes 3 with 3 fails") << uint(Fighting) << 2 << false << false << QList<int>{3, 4, 3, 1} << 5 << 3;
        QTest::newRow("one wound: no modifier") << uint(Fighting) << 1 << false << false << QList<int>{3, 4, 3} << 6 << 1;
        QTest::newRow("spurred +2: ditch 5 with 3") << uint(Fighting) << 0 << false << true << QList<int>{3, 6, 3} << 6 << 0;
        QTest::newRow("riding and blown cancel: rocks 4 with 4") << uint(Riding) << 0 << true << false << QList<int>{3, 5, 4} << 6 << 0;
        QTest::newRow("uneven 2 with 1 fails (no clamping of evade)") << uint(Fighting) << 2 << false << false << QList<int>{3, 1, 2, 6} << 5 << 2;
    }
    void evade()
    {
        QFETCH(uint, skills);
        QFETCH(int, wounds);
        QFETCH(bool, blown);
        QFETCH(bool, spurBonus);
        QFETCH(QList<int>, faces);
        QFETCH(int, space);
        QFETCH(int, woundsAfter);
        QList<int> script;
        if (spurBonus)
            script << 3 << 4; // spur roll 7: fresh horse
        script << faces;
        Run r(scenario(2, 0, [&](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 5}, {u"skills"_s, int(skills)}, {u"wounds"_s, wounds}, {u"blown"_s, blown}});
              }),
              script);
        r.decider.spurAnswer = spurBonus ? SpurUse::Bonus : SpurUse::None;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, space);
        QCOMPARE(r.man(2).wounds, woundsAfter);
        QCOMPARE(r.decider.spurAsked.size(), blown ? 0 : 1); // a blown horse cannot be spurred
    }

    void spurToBlown_data()
    {
        QTest::addColumn<uint>("skills");
        QTest::addColumn<bool>("blown");
        QTest::addColumn<int>("space");
        // 4 spur points become 5; spur roll 1+2 = 3 (+1 Horsemanship).
        QTest::newRow("3 < 5: blown, -1 on the same turn's evade") << uint(Fighting) << true << 6;
        QTest::newRow("horsemanship 4 < 5: blown") << uint(Horsemanship) << true << 6;
    }
    void spurToBlown()
    {
        QFETCH(uint, skills);
        QFETCH(bool, blown);
        QFETCH(int, space);
        // spur 1+2, flat, second move: ground bushes (3), evade 3 -1 blown = 2 fails, wound roll 6.
        Run r(scenario(2, 0, [&](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 4}, {u"skills"_s, int(skills)}}); }),
              {1, 2, 1, 3, 4, 3, 6});
        r.decider.spurAnswer = SpurUse::SecondMove;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).spurPoints, 5);
        QCOMPARE(r.man(2).blown, blown);
        QCOMPARE(r.man(2).space, space);
    }

    void spurNotBlownAtEqual()
    {
        // 5 spur points after the spur; 2d6 4+0... roll 2+2 = 4 +1 Horsemanship = 5: not under 5.
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 4}, {u"skills"_s, int(Horsemanship)}}); }),
              {2, 2, 1, 1});
        r.decider.spurAnswer = SpurUse::SecondMove;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QVERIFY(!r.man(2).blown);
        QCOMPARE(r.man(2).space, 7);
    }

    void switchToRiderlessHorse()
    {
        // Man obstacle: riderless horse (5), evade 6 - 1 blown = 5 moves; new horse 2 spur points.
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 6}, {u"blown"_s, true}}); }), {4, 5, 6, 2});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.decider.switchAsked, 1);
        QVERIFY(!r.man(2).blown);
        QCOMPARE(r.man(2).spurPoints, 2);
        QCOMPARE(r.man(2).space, 6);
    }

    void switchAfterFailedEvade()
    {
        // Evade 2 - 1 fails, wound roll 5; still in play, so he may switch.
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 6}, {u"blown"_s, true}}); }), {4, 6, 2, 5, 4});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QVERIFY(!r.man(2).blown);
        QCOMPARE(r.man(2).spurPoints, 4);
        QCOMPARE(r.man(2).space, 5);
    }

    void switchDeclined()
    {
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 6}, {u"blown"_s, true}}); }), {4, 5, 6});
        r.decider.switchAnswer = false;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QVERIFY(r.man(2).blown);
        QCOMPARE(r.man(2).spurPoints, 6);
    }

    void noSwitchWhenNotBlownOrDead()
    {
        // Fresh horse: no question.
        Run fresh(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}}); }), {4, 5, 5});
        fresh.step();
        QCOMPARE(fresh.decider.switchAsked, 0);
        QCOMPARE(fresh.dice.remaining(), 0);
        // Killed by the wound of his failed evade: no switch.
        Run dead(scenario(2, 0, [](QJsonArray &m) {
                     put(m, 2, {{u"space"_s, 5}, {u"wounds"_s, 3}, {u"blown"_s, true}, {u"spurPoints"_s, 6}});
                     put(m, 3, {{u"space"_s, 5}});
                 }),
                 {4, 5, 1, 1});
        dead.step();
        QCOMPARE(dead.decider.switchAsked, 0);
        QCOMPARE(dead.man(2).fate, Fate::Killed);
        QCOMPARE(dead.dice.remaining(), 0);
    }

    void freshHorseKeepsSecondMove()
    {
        // Spurs 5 -> 6 points, roll 1+1 = 2 < 6: blown at once. First move: riderless horse,
        // evade 6 - 1 = 5 moves, switch to a horse with 3 points. Second move on the fresh
        // horse: ditch (5), evade 5 with no blown penalty.
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 5}}); }), {1, 1, 4, 5, 6, 3, 3, 6, 5});
        r.decider.spurAnswer = SpurUse::SecondMove;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, 7);
        QCOMPARE(r.man(2).spurPoints, 3);
        QVERIFY(!r.man(2).blown);
    }

    void fire_data()
    {
        QTest::addColumn<int>("space");
        QTest::addColumn<uint>("skills");
        QTest::addColumn<int>("startWounds");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<Fate>("fate");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("spaceAfter");
        // Cannon: 5, table, hit, [kill]. Musketry: 6, table, hit, [kill].
        QTest::newRow("space 5: 1+2 = round shot, hit 2, kill 6 > 5 wounds")
            << 5 << uint(Fighting) << 0 << QList<int>{5, 1, 2, 6} << Fate::InPlay << 1 << 6;
        QTest::newRow("space 5: round shot, 3 misses") << 5 << uint(Fighting) << 0 << QList<int>{5, 1, 3} << Fate::InPlay << 0 << 6;
        QTest::newRow("space 18: 3-2 = double canister, hit 5, kill 4")
            << 18 << uint(Fighting) << 0 << QList<int>{5, 3, 5, 4} << Fate::Killed << 0 << 18;
        QTest::newRow("space 18: tough kill 4+1 > 4 wounds") << 18 << uint(Tough) << 0 << QList<int>{5, 3, 5, 4} << Fate::InPlay << 1 << 19;
        QTest::newRow("space 17: 1-2 clamps to double canister") << 17 << uint(Fighting) << 0 << QList<int>{5, 1, 6} << Fate::InPlay << 0 << 18;
        QTest::newRow("space 14: no modifier, shrapnel hit 3 kill 1") << 14 << uint(Fighting) << 0 << QList<int>{5, 6, 3, 1} << Fate::Killed << 0 << 14;
        QTest::newRow("space 12: 6+2 clamps to shrapnel, hit 4 misses") << 12 << uint(Fighting) << 0 << QList<int>{5, 6, 4} << Fate::InPlay << 0 << 13;
        QTest::newRow("space 0: no modifier, canister 4/3") << 0 << uint(Fighting) << 0 << QList<int>{5, 2, 4, 4} << Fate::InPlay << 1 << 1;
        QTest::newRow("rifle shot hit 4, kill 4 > 3 wounds") << 8 << uint(Fighting) << 0 << QList<int>{6, 5, 4, 4} << Fate::InPlay << 1 << 9;
        QTest::newRow("musket fire 3 misses") << 8 << uint(Fighting) << 0 << QList<int>{6, 1, 3} << Fate::InPlay << 0 << 9;
        QTest::newRow("musket volley kills on 3") << 8 << uint(Fighting) << 0 << QList<int>{6, 3, 1, 3} << Fate::Killed << 0 << 8;
        QTest::newRow("fourth wound kills, no move") << 8 << uint(Fighting) << 3 << QList<int>{6, 5, 1, 6} << Fate::Killed << 4 << 8;
    }
    void fire()
    {
        QFETCH(int, space);
        QFETCH(uint, skills);
        QFETCH(int, startWounds);
        QFETCH(QList<int>, faces);
        QFETCH(Fate, fate);
        QFETCH(int, wounds);
        QFETCH(int, spaceAfter);
        Run r(scenario(2, 0, [&](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, space}, {u"skills"_s, int(skills)}, {u"wounds"_s, startWounds}});
                  put(m, 3, {{u"space"_s, 0}});
              }),
              faces);
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).fate, fate);
        QCOMPARE(r.man(2).wounds, wounds);
        QCOMPARE(r.man(2).space, spaceAfter);
        QCOMPARE(r.game.killedThisTurn(), fate == Fate::Killed);
    }

    void woundLimits_data()
    {
        QTest::addColumn<uint>("skills");
        QTest::addColumn<int>("startWounds");
        QTest::addColumn<Fate>("fate");
        QTest::newRow("riding dies at 4") << uint(Riding) << 3 << Fate::Killed;
        QTest::newRow("horsemanship dies at 4") << uint(Horsemanship) << 3 << Fate::Killed;
        QTest::newRow("steadfast lives at 4") << uint(Steadfast) << 3 << Fate::InPlay;
        QTest::newRow("steadfast dies at 5") << uint(Steadfast) << 4 << Fate::Killed;
        QTest::newRow("tough lives at 5") << uint(Tough) << 4 << Fate::InPlay;
        QTest::newRow("tough dies at 6") << uint(Tough) << 5 << Fate::Killed;
        QTest::newRow("captain lives at 9") << uint(Riding | Horsemanship | Fighting) << 8 << Fate::InPlay;
    }
    void woundLimits()
    {
        QFETCH(uint, skills);
        QFETCH(int, startWounds);
        QFETCH(Fate, fate);
        const bool captain = skills == uint(Riding | Horsemanship | Fighting);
        const int who = captain ? 0 : 2;
        // Rifle shot: hit 1, kill roll 6 (+1 tough) > 3: wounded.
        Run r(scenario(2, 0, [&](QJsonArray &m) {
                  put(m, who, {{u"space"_s, 8}, {u"skills"_s, int(skills)}, {u"wounds"_s, startWounds}});
                  put(m, 3, {});
              }),
              {6, 5, 1, 6});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(who).wounds, startWounds + 1);
        QCOMPARE(r.man(who).fate, fate);
    }

    void captainNeverKilled()
    {
        // Musket volley: hit 1, kill 1: a kill result, a wound for the Captain; he moves on.
        Run fire(scenario(2, 0, [](QJsonArray &m) { put(m, 0, {{u"space"_s, 8}, {u"wounds"_s, 5}}); }), {6, 3, 1, 1});
        fire.step();
        QCOMPARE(fire.man(0).fate, Fate::InPlay);
        QCOMPARE(fire.man(0).wounds, 6);
        QCOMPARE(fire.man(0).space, 9);
        QVERIFY(!fire.game.killedThisTurn());
        // Melee: officer (1+1), fight 1+1 fails, kill roll 6: a wound.
        Run melee(scenario(3, 2, [](QJsonArray &m) { put(m, 0, {{u"space"_s, 20}, {u"arrivedTurn"_s, 2}}); }), {1, 1, 1, 6});
        melee.step();
        QCOMPARE(melee.dice.remaining(), 0);
        QCOMPARE(melee.man(0).fate, Fate::InPlay);
        QCOMPARE(melee.man(0).wounds, 1);
        QVERIFY(!melee.game.killedThisTurn());
    }

    void frontRank_data()
    {
        QTest::addColumn<int>("turn");
        QTest::addColumn<int>("firstArrival");
        QTest::addColumn<int>("space");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("spaceAfter");
        QTest::newRow("approach: man obstacle counts as flat") << 2 << 0 << 5 << QList<int>{4} << 6;
        QTest::newRow("approach 16: flat & level is cannon fire") << 2 << 0 << 16 << QList<int>{1, 3, 6} << 17;
        QTest::newRow("approach 15: flat & level is cannon fire") << 2 << 0 << 15 << QList<int>{1, 3, 6} << 16;
        QTest::newRow("approach 19: flat & level is cannon fire (-2)") << 2 << 0 << 19 << QList<int>{1, 6, 4} << 20;
        QTest::newRow("approach 14: flat & level is flat") << 2 << 0 << 14 << QList<int>{1} << 15;
        QTest::newRow("approach 16: flat & even stays flat") << 2 << 0 << 16 << QList<int>{2} << 17;
        QTest::newRow("way back 16: flat & level is cannon fire") << 9 << 2 << 16 << QList<int>{1, 3, 6} << 15;
        QTest::newRow("way back: man obstacle is real") << 9 << 2 << 10 << QList<int>{4, 1, 2} << 9;
    }
    void frontRank()
    {
        QFETCH(int, turn);
        QFETCH(int, firstArrival);
        QFETCH(int, space);
        QFETCH(QList<int>, faces);
        QFETCH(int, spaceAfter);
        Settings settings;
        settings.frontRank = true;
        Run r(scenario(turn, firstArrival, [&](QJsonArray &m) { put(m, 2, {{u"space"_s, space}}); }, u"movement"_s, settings), faces);
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, spaceAfter);
    }

    void hurried()
    {
        // Must spur (not asked) and move twice.
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"status"_s, u"hurried"_s}}); }), {3, 3, 1, 2});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.decider.spurAsked.size(), 0);
        QCOMPARE(r.man(2).space, 7);
        QCOMPARE(r.man(2).spurPoints, 1);
        QCOMPARE(r.man(2).status, BreakStatus::None);
        // Spurs whatever his spur points (9 -> 10, roll 12 not under 10).
        Run tired(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 9}, {u"status"_s, u"hurried"_s}}); }),
                  {6, 6, 1, 2});
        tired.step();
        QCOMPARE(tired.man(2).spurPoints, 10);
        QCOMPARE(tired.man(2).space, 7);
    }

    void hurriedBlownMovesOnce()
    {
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"blown"_s, true}, {u"status"_s, u"hurried"_s}}); }), {1});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, 6);
        QCOMPARE(r.man(2).spurPoints, 0);
    }

    void hurriedStopsAtBattery()
    {
        // Reaching space 20 with the first move: no second encounter; he opens the melee window.
        Run r(scenario(3, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 19}, {u"status"_s, u"hurried"_s}}); }), {3, 3, 1});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, 20);
        QCOMPARE(r.man(2).arrivedTurn, 3);
        QCOMPARE(r.game.firstArrivalTurn(), 3);
        QCOMPARE(r.game.meleeTurn(), 0);
    }

    void hesitant_data()
    {
        QTest::addColumn<bool>("blown");
        QTest::addColumn<SpurUse>("answer");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("spaceAfter");
        QTest::addColumn<int>("asked");
        QTest::newRow("does not spur: stays") << false << SpurUse::None << QList<int>{} << 5 << 1;
        QTest::newRow("spurs: moves once only") << false << SpurUse::SecondMove << QList<int>{3, 3, 1} << 6 << 1;
        QTest::newRow("spurs for a bonus: still moves once") << false << SpurUse::Bonus << QList<int>{3, 3, 1} << 6 << 1;
        QTest::newRow("blown: cannot spur, stays") << true << SpurUse::SecondMove << QList<int>{} << 5 << 0;
    }
    void hesitant()
    {
        QFETCH(bool, blown);
        QFETCH(SpurUse, answer);
        QFETCH(QList<int>, faces);
        QFETCH(int, spaceAfter);
        QFETCH(int, asked);
        Run r(scenario(2, 0, [&](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"blown"_s, blown}, {u"status"_s, u"hesitant"_s}}); }), faces);
        r.decider.spurAnswer = answer;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, spaceAfter);
        QCOMPARE(r.decider.spurAsked.size(), asked);
        if (asked)
            QVERIFY(r.decider.spurAsked.constFirst().hesitant);
        QCOMPARE(r.man(2).status, BreakStatus::None);
    }

    void meleeIgnoresHurriedAndHesitant()
    {
        // At the battery a hesitant man fights as usual: asked about a fight bonus only.
        Run r(scenario(3, 2, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 2}, {u"status"_s, u"hesitant"_s}}); }), {3, 4});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.decider.spurAsked.size(), 1);
        QVERIFY(r.decider.spurAsked.constFirst().melee);
        QCOMPARE(r.man(2).status, BreakStatus::None);
        // A hurried man at the battery does not have to spur.
        Run h(scenario(3, 2, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 2}, {u"status"_s, u"hurried"_s}}); }), {3, 4});
        h.step();
        QCOMPARE(h.man(2).spurPoints, 0);
        QCOMPARE(h.dice.remaining(), 0);
    }

    void retreatLeavesAtStartOfTurn()
    {
        Run r(scenario(4, 0, [](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 5}, {u"status"_s, u"retreating"_s}});
                  put(m, 3, {{u"space"_s, 5}});
              }, u"turnStart"_s),
              {});
        r.step();
        QCOMPARE(r.game.turn(), 5);
        QCOMPARE(r.man(2).fate, Fate::Fled);
        QCOMPARE(r.man(2).endTurn, 5);
        QCOMPARE(r.game.phase(), Phase::Movement);
        QVERIFY(!r.game.killedThisTurn());
        QCOMPARE(r.game.tally().fled, 1);
    }

    void lastManFleeingEndsWithoutCountingTheTurn()
    {
        Run r(scenario(4, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}, {u"status"_s, u"retreating"_s}}); }, u"turnStart"_s), {});
        r.step();
        QVERIFY(r.game.isOver());
        QCOMPARE(r.game.tally().turns, 4);
        QCOMPARE(r.events.events().constLast().kind, u"lightbrigade.end"_s);
    }

    void melee_data()
    {
        QTest::addColumn<uint>("skills");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<bool>("spur");
        QTest::addColumn<bool>("lancersVariant");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("russians");
        QTest::addColumn<int>("woundsAfter");
        QTest::addColumn<Fate>("fate");
        QTest::newRow("7: no opponent") << uint(Fighting) << 0 << false << false << QList<int>{3, 4} << 0 << 0 << Fate::InPlay;
        QTest::newRow("officer 5: 4 + 1 fighting kills") << uint(Fighting) << 0 << false << false << QList<int>{1, 1, 4} << 1 << 0 << Fate::InPlay;
        QTest::newRow("artilleryman 2: 1 fails, kill roll 3 wounds") << uint(Riding) << 0 << false << false << QList<int>{3, 3, 1, 3} << 0 << 1 << Fate::InPlay;
        QTest::newRow("greatcoat 3: 2 fails, kill roll 4 kills") << uint(Riding) << 0 << false << false << QList<int>{2, 3, 2, 4} << 0 << 0 << Fate::Killed;
        QTest::newRow("tough: kill roll 4 - 1 wounds") << uint(Tough) << 0 << false << false << QList<int>{2, 3, 2, 4} << 0 << 1 << Fate::InPlay;
        QTest::newRow("three wounds -1: cossack 4 with 4+1-1") << uint(Fighting) << 3 << false << false << QList<int>{1, 2, 4} << 1 << 3 << Fate::InPlay;
        QTest::newRow("three wounds -1: cossack 4 with 3+1-1 fails") << uint(Fighting) << 3 << false << false << QList<int>{1, 2, 3, 1} << 0 << 4 << Fate::Killed;
        QTest::newRow("spurred +2: officer 5 with 3") << uint(Riding) << 0 << true << false << QList<int>{6, 6, 1, 1, 3} << 1 << 0 << Fate::InPlay;
        QTest::newRow("lancers variant +1: officer 5 with 4") << uint(Riding) << 0 << false << true << QList<int>{6, 6, 4} << 1 << 0 << Fate::InPlay;
    }
    void melee()
    {
        QFETCH(uint, skills);
        QFETCH(int, wounds);
        QFETCH(bool, spur);
        QFETCH(bool, lancersVariant);
        QFETCH(QList<int>, faces);
        QFETCH(int, russians);
        QFETCH(int, woundsAfter);
        QFETCH(Fate, fate);
        Settings settings;
        settings.lancersFightBonus = lancersVariant;
        Run r(scenario(3, 2, [&](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 2}, {u"skills"_s, int(skills)}, {u"wounds"_s, wounds}});
                  put(m, 3, {{u"space"_s, 10}});
              }, u"movement"_s, settings),
              faces);
        r.decider.spurAnswer = spur ? SpurUse::Bonus : SpurUse::None;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).russiansKilled, russians);
        QCOMPARE(r.man(2).wounds, woundsAfter);
        QCOMPARE(r.man(2).fate, fate);
        QCOMPARE(r.man(2).space, 20);
    }

    // docs/rules.md L-15 with L-6: "Tough +1 to Kill Rolls" is in the man's
    // favour on both kill rolls, which run opposite ways: under fire a kill
    // roll at most the Kill value kills, so Tough adds 1; in the melee a
    // kill roll of 4-6 kills, so Tough takes 1 off. The same face, fire and
    // melee side by side.
    void toughKillRolls_data()
    {
        QTest::addColumn<bool>("melee");
        QTest::addColumn<bool>("tough");
        QTest::addColumn<int>("kill"); // the kill roll's face
        QTest::addColumn<Fate>("fate");
        // Fire: double canister in space 18 (kill 4): faces 5, 3, hit 5, kill.
        QTest::newRow("fire, 4: killed") << false << false << 4 << Fate::Killed;
        QTest::newRow("fire, 4, tough: 5 wounds") << false << true << 4 << Fate::InPlay;
        QTest::newRow("fire, 3, tough: 4 kills") << false << true << 3 << Fate::Killed;
        QTest::newRow("fire, 5: wounded") << false << false << 5 << Fate::InPlay;
        // Melee: a greatcoat (fight 3) met with 2: faces 2, 3, fight 2, kill.
        QTest::newRow("melee, 4: killed") << true << false << 4 << Fate::Killed;
        QTest::newRow("melee, 4, tough: 3 wounds") << true << true << 4 << Fate::InPlay;
        QTest::newRow("melee, 5, tough: 4 kills") << true << true << 5 << Fate::Killed;
        QTest::newRow("melee, 3: wounded") << true << false << 3 << Fate::InPlay;
    }
    void toughKillRolls()
    {
        QFETCH(bool, melee);
        QFETCH(bool, tough);
        QFETCH(int, kill);
        QFETCH(Fate, fate);
        const int skills = int(tough ? Tough : Riding);
        const QList<int> faces = melee ? QList<int>{2, 3, 2, kill} : QList<int>{5, 3, 5, kill};
        Run r(melee ? scenario(3, 2, [&](QJsonArray &m) {
                          put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 2}, {u"skills"_s, skills}});
                          put(m, 3, {{u"space"_s, 10}});
                      })
                    : scenario(2, 0, [&](QJsonArray &m) {
                          put(m, 2, {{u"space"_s, 18}, {u"skills"_s, skills}});
                          put(m, 3, {{u"space"_s, 0}});
                      }),
              faces);
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).fate, fate);
        QCOMPARE(r.man(2).wounds, fate == Fate::Killed ? 0 : 1);
    }

    void meleeWindow()
    {
        // First arrival in turn 4: melee turns 5-9, back from turn 10.
        Game g = scenario(4, 4, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 4}}); });
        QCOMPARE(g.meleeTurn(), 0);
        QVERIFY(g.approach());
        for (int turn = 5; turn <= 9; ++turn) {
            Game t = scenario(turn, 4, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 4}}); });
            QCOMPARE(t.meleeTurn(), turn - 4);
            QVERIFY(t.melees(t.man(2)));
            QVERIFY(t.approach());
        }
        Game back = scenario(10, 4, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 4}}); });
        QCOMPARE(back.meleeTurn(), 0);
        QVERIFY(!back.approach());
        QVERIFY(!back.melees(back.man(2)));
    }

    void fiveMeleeTurnsThenBack()
    {
        // Man 2 fights in turns 5-9 (five melee rolls, all "no opponent"), then rides back
        // from 20; man 3 arrives in the fifth melee turn and never fights.
        Run r(scenario(4, 4, [](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 20}, {u"arrivedTurn"_s, 4}});
                  put(m, 3, {{u"space"_s, 15}});
              }, u"turnStart"_s),
              {3, 4, 1, 3, 4, 1, 3, 4, 1, 3, 4, 1, 3, 4, 2, /* turn 10 */ 1, 1});
        Engine e = r.engine();
        for (int i = 0; i < 6; ++i)
            e.playTurn();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.game.turn(), 10);
        QCOMPARE(r.man(2).space, 19);
        QCOMPARE(r.man(3).space, 19);
        QCOMPARE(r.man(3).arrivedTurn, 9);
        int melees = 0;
        for (const auto &ev : r.events.events())
            melees += ev.kind == u"lightbrigade.melee"_s ? 1 : 0;
        QCOMPARE(melees, 5);
    }

    void secondMoveNotTakenAtBattery()
    {
        Run r(scenario(3, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 19}}); }), {3, 3, 1});
        r.decider.spurAnswer = SpurUse::SecondMove;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, 20);
    }

    void rideHomeAndSecondMoveNotTaken()
    {
        Run r(scenario(12, 2, [](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 1}, {u"status"_s, u"hurried"_s}});
                  put(m, 3, {{u"space"_s, 8}});
              }),
              {3, 3, 2});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).fate, Fate::Home);
        QCOMPARE(r.man(2).space, 0);
        QCOMPARE(r.man(2).endTurn, 12);
    }

    void morale()
    {
        // Captain does not roll; 2 steadfast 2+1 holds; 3 with two wounds 3-1 fails, break 6
        // retreats; 4 is home; 5 rolls 1, break 4 hesitates; 12 is a passenger.
        Run r(scenario(5, 0, [](QJsonArray &m) {
                  put(m, 0, {{u"space"_s, 8}});
                  put(m, 2, {{u"space"_s, 8}, {u"skills"_s, int(Steadfast)}});
                  put(m, 3, {{u"space"_s, 8}, {u"wounds"_s, 2}});
                  put(m, 5, {{u"space"_s, 7}});
                  m.append(straggler(5, 7));
              }, u"morale"_s),
              {2, 3, 6, 1, 4});
        QJsonObject o = r.game.toJson();
        o.insert(u"killedThisTurn"_s, true);
        r.game = *Game::fromJson(o);
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).status, BreakStatus::None);
        QCOMPARE(r.man(3).status, BreakStatus::Retreating);
        QCOMPARE(r.man(5).status, BreakStatus::Hesitant);
        QCOMPARE(r.man(12).status, BreakStatus::None);
        QCOMPARE(r.game.phase(), Phase::Rally);
    }

    void noMoraleWithoutDeath()
    {
        Run r(scenario(5, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 8}}); }, u"morale"_s), {});
        r.step();
        QCOMPARE(r.dice.used(), 0);
        QCOMPARE(r.game.phase(), Phase::Rally);
    }

    void rally_data()
    {
        QTest::addColumn<int>("captainWounds");
        QTest::addColumn<int>("trumpeterSpace"); // -1: not in play
        QTest::addColumn<QString>("trumpeterStatus");
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("rallied");
        QTest::newRow("4 rallies") << 0 << -1 << u"none"_s << 4 << true;
        QTest::newRow("3 fails") << 0 << -1 << u"none"_s << 3 << false;
        QTest::newRow("trumpeter at his side: 3+1") << 0 << 10 << u"none"_s << 3 << true;
        QTest::newRow("trumpeter elsewhere: 3") << 0 << 11 << u"none"_s << 3 << false;
        QTest::newRow("trumpeter hurried: no bonus") << 0 << 10 << u"hurried"_s << 3 << false;
        QTest::newRow("trumpeter hesitant: no bonus") << 0 << 10 << u"hesitant"_s << 3 << false;
        QTest::newRow("trumpeter retreating: no bonus") << 0 << 10 << u"retreating"_s << 3 << false;
        QTest::newRow("captain wounded: 4-1 fails") << 1 << -1 << u"none"_s << 4 << false;
        QTest::newRow("captain wounded: 5-1 rallies") << 3 << -1 << u"none"_s << 5 << true;
        QTest::newRow("both: 4+1-1") << 1 << 10 << u"none"_s << 4 << true;
    }
    void rally()
    {
        QFETCH(int, captainWounds);
        QFETCH(int, trumpeterSpace);
        QFETCH(QString, trumpeterStatus);
        QFETCH(int, roll);
        QFETCH(bool, rallied);
        Run r(scenario(5, 0, [&](QJsonArray &m) {
                  put(m, 0, {{u"space"_s, 10}, {u"wounds"_s, captainWounds}});
                  if (trumpeterSpace >= 0)
                      put(m, 1, {{u"space"_s, trumpeterSpace}, {u"status"_s, trumpeterStatus}});
                  put(m, 2, {{u"space"_s, 3}, {u"status"_s, u"hurried"_s}});
                  put(m, 3, {{u"space"_s, 17}, {u"status"_s, u"hurried"_s}});
                  put(m, 4, {{u"space"_s, 9}, {u"status"_s, u"hesitant"_s}});
              }, u"rally"_s),
              {roll});
        r.decider.rallyAnswer = BreakStatus::Hurried;
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.decider.rallyAsked, 1);
        const BreakStatus expected = rallied ? BreakStatus::None : BreakStatus::Hurried;
        QCOMPARE(r.man(2).status, expected);
        QCOMPARE(r.man(3).status, expected);
        QCOMPARE(r.man(4).status, BreakStatus::Hesitant);
        QCOMPARE(r.game.phase(), Phase::TurnStart);
    }

    void rallyOnlyWhenSomebodyToRally()
    {
        // Nobody broken: not asked. Captain home: no rally.
        Run calm(scenario(5, 0, [](QJsonArray &m) { put(m, 0, {{u"space"_s, 10}}); put(m, 2, {{u"space"_s, 3}}); }, u"rally"_s), {});
        calm.step();
        QCOMPARE(calm.decider.rallyAsked, 0);
        Run home(scenario(5, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 3}, {u"status"_s, u"hurried"_s}}); }, u"rally"_s), {});
        home.step();
        QCOMPARE(home.decider.rallyAsked, 0);
        QCOMPARE(home.man(2).status, BreakStatus::Hurried);
        // An empty group chosen: no roll.
        Run empty(scenario(5, 0, [](QJsonArray &m) {
                      put(m, 0, {{u"space"_s, 10}});
                      put(m, 2, {{u"space"_s, 3}, {u"status"_s, u"hurried"_s}});
                  }, u"rally"_s),
                  {});
        empty.decider.rallyAnswer = BreakStatus::Retreating;
        empty.step();
        QCOMPARE(empty.dice.used(), 0);
        QCOMPARE(empty.decider.rallyAsked, 1);
    }

    void policies()
    {
        Game approach = scenario(3, 0, [](QJsonArray &m) {
            put(m, 2, {{u"space"_s, 5}, {u"spurPoints"_s, 3}});
            put(m, 3, {{u"space"_s, 5}, {u"spurPoints"_s, 4}});
        });
        PolicyDecider steady(Policy::Steady);
        PolicyDecider bold(Policy::Bold);
        QCOMPARE(steady.spur(approach, {2, false, false}), SpurUse::None);
        QCOMPARE(bold.spur(approach, {2, false, false}), SpurUse::SecondMove);
        QCOMPARE(bold.spur(approach, {2, false, true}), SpurUse::SecondMove);
        QCOMPARE(bold.spur(approach, {3, false, false}), SpurUse::None); // 4 spur points
        QCOMPARE(bold.spur(approach, {2, true, false}), SpurUse::None);  // at the battery
        Game back = scenario(12, 3, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}}); });
        QCOMPARE(bold.spur(back, {2, false, false}), SpurUse::None);
        QVERIFY(steady.switchHorse(back, 2));
        Game broken = scenario(5, 0, [](QJsonArray &m) {
            put(m, 0, {{u"space"_s, 5}});
            put(m, 2, {{u"space"_s, 5}, {u"status"_s, u"hurried"_s}});
            put(m, 3, {{u"space"_s, 5}, {u"status"_s, u"hesitant"_s}});
        }, u"rally"_s);
        QCOMPARE(steady.rally(broken), BreakStatus::Hesitant);
        Game fleeing = scenario(5, 0, [](QJsonArray &m) {
            put(m, 2, {{u"space"_s, 5}, {u"status"_s, u"hurried"_s}});
            put(m, 3, {{u"space"_s, 5}, {u"status"_s, u"retreating"_s}});
        }, u"rally"_s);
        QCOMPARE(bold.rally(fleeing), BreakStatus::Retreating);
    }

    void stragglerOwnHorse()
    {
        // Way back, space 10: man obstacle, wounded man; straggler skill 2 (horsemanship),
        // wounds 5-3 = 2, horse 2 (his own), spur 4-1 = 3; then the evade 3 moves.
        Run r(scenario(8, 1, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 10}}); }), {4, 2, 2, 5, 2, 4, 3});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.game.size(), 13);
        const Man &s = r.man(12);
        QCOMPARE(s.role, Role::Straggler);
        QCOMPARE(s.skills, Skills(Horsemanship));
        QCOMPARE(s.wounds, 2);
        QCOMPARE(s.spurPoints, 3);
        QCOMPARE(s.space, 10);
        QVERIFY(s.rides());
        QCOMPARE(r.man(2).space, 9);
        // He does not move in the turn he joined; next turn he does, after the originals.
        Engine e = r.engine();
        e.playTurn();
        QCOMPARE(r.man(12).space, 10);
        r.dice.append({1, 1});
        e.playTurn();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(2).space, 8);
        QCOMPARE(r.man(12).space, 9);
    }

    void stragglerWalksHome()
    {
        // Space 4: straggler horse roll 5 (shares) but within 4 spaces of home: walks home.
        Run r(scenario(8, 1, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 4}}); }), {4, 3, 1, 1, 5, 3});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        const Man &s = r.man(12);
        QCOMPARE(s.fate, Fate::Home);
        QVERIFY(s.walked);
        QCOMPARE(s.wounds, 0);
        QCOMPARE(r.game.tally().stragglersHome, 1);
    }

    void stragglerPassenger()
    {
        // Space 10: horse roll 6 shares; carriers in play on their own horse: 0, 2, 5;
        // the d3 says 2: man 2, who meets him. Evade 3 moves both to 9.
        Run r(scenario(8, 1, [](QJsonArray &m) {
                  put(m, 0, {{u"space"_s, 12}});
                  put(m, 2, {{u"space"_s, 10}});
                  put(m, 5, {{u"space"_s, 14}});
              }),
              {});
        // Captain first: flat. Then man 2.
        r.dice.append({1, 4, 2, 3, 6, 6, 2, 3});
        r.engine().step();
        r.engine().step();
        QCOMPARE(r.dice.remaining(), 0);
        const Man &s = r.man(12);
        QCOMPARE(s.carrier, 2);
        QCOMPARE(s.wounds, 3);
        QCOMPARE(s.space, 9);
        QVERIFY(s.inPlay());
        QVERIFY(!s.rides());
        // Passengers roll nothing: man 5 moves, then the morale phase has nobody to test.
        r.dice.append({1});
        r.engine().playTurn();
        QCOMPARE(r.dice.remaining(), 0);
    }

    void passengerLostWithCarrier()
    {
        // As above but man 2 (3 wounds) fails the evade and dies of the wound: the passenger
        // is lost, and the death (not the loss) calls for morale.
        Run r(scenario(8, 1, [](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 10}, {u"wounds"_s, 3}});
                  put(m, 5, {{u"space"_s, 14}});
              }),
              {4, 2, 3, 6, 6, 1, 1, 1});
        r.step();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(12).carrier, 2);
        QCOMPARE(r.man(2).fate, Fate::Killed);
        QCOMPARE(r.man(12).fate, Fate::Lost);
        QVERIFY(r.game.killedThisTurn());
        QCOMPARE(r.game.tally().stragglersHome, 0);
    }

    void passengerHomeWithCarrier()
    {
        Run r(scenario(14, 2, [](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 1}});
                  m.append(straggler(2, 1));
              }),
              {2});
        r.step();
        QCOMPARE(r.man(2).fate, Fate::Home);
        QCOMPARE(r.man(12).fate, Fate::Home);
        QCOMPARE(r.man(12).space, 0);
        // (The scenario's other eleven are already home.)
        const Tally t = r.game.tally();
        QCOMPARE(t.home, 12);
        QCOMPARE(t.stragglersHome, 1);
        QCOMPARE(t.score, 2 * 13);
        QVERIFY(r.game.isOver());
    }

    void passengerLossDoesNotShakeTheTroop()
    {
        // The carrier flees at the start of the turn: his passenger is lost, nobody died.
        Run r(scenario(14, 2, [](QJsonArray &m) {
                  put(m, 2, {{u"space"_s, 6}, {u"status"_s, u"retreating"_s}});
                  put(m, 3, {{u"space"_s, 6}});
                  m.append(straggler(2, 6));
              }, u"turnStart"_s),
              {1});
        Engine e = r.engine();
        e.playTurn();
        QCOMPARE(r.dice.remaining(), 0);
        QCOMPARE(r.man(12).fate, Fate::Lost);
        QCOMPARE(r.man(2).fate, Fate::Fled);
        QVERIFY(!r.game.killedThisTurn());
    }

    void scoring()
    {
        Game g = scenario(30, 10, [](QJsonArray &m) {
            for (int i = 0; i < 12; ++i) {
                QJsonObject o = m[i].toObject();
                o.insert(u"fate"_s, i < 3 ? u"home"_s : (i < 10 ? u"killed"_s : u"fled"_s));
                o.insert(u"russiansKilled"_s, i == 4 ? 3 : (i == 0 ? 2 : 0));
                m[i] = o;
            }
            QJsonObject s = straggler(-1, 0);
            s.insert(u"fate"_s, u"home"_s);
            m.append(s);
            QJsonObject lost = straggler(-1, 0);
            lost.insert(u"fate"_s, u"lost"_s);
            m.append(lost);
        }, u"over"_s);
        const Tally t = g.tally();
        QCOMPARE(t.home, 3);
        QCOMPARE(t.killed, 7);
        QCOMPARE(t.fled, 2);
        QCOMPARE(t.home + t.killed + t.fled, 12);
        QCOMPARE(t.stragglersJoined, 2);
        QCOMPARE(t.stragglersHome, 1);
        QCOMPARE(t.russiansKilled, 5);
        QCOMPARE(t.score, 2 * 4 + 5);
        QCOMPARE(t.turns, 30);
    }

    void stepIsAllOrNothing()
    {
        Run r(scenario(2, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 5}}); put(m, 3, {{u"space"_s, 5}}); }), {5, 1});
        const QJsonObject before = r.game.toJson();
        QVERIFY_THROWS_EXCEPTION(vedette::dice::DiceUnavailable, r.step());
        QCOMPARE(r.game.toJson(), before);
        QVERIFY(r.events.events().isEmpty());
    }

    void everyRollIsInTheLog()
    {
        vedette::dice::SeededDiceSource dice(7);
        int thrown = 0;
        dice.setObserver([&](const vedette::dice::RollRecord &) { ++thrown; });
        PolicyDecider decider(Policy::Bold);
        vedette::journal::EventList events;
        Game game;
        Engine engine(game, dice, decider, &events);
        engine.setUp();
        engine.playToEnd();
        int logged = 0;
        for (const auto &e : events.events()) {
            logged += int(e.rolls.size());
            QVERIFY(e.kind.startsWith(u"lightbrigade."_s));
            QVERIFY(!e.summary.isEmpty());
        }
        QCOMPARE(logged, thrown);
        QCOMPARE(events.events().constFirst().kind, u"lightbrigade.setup"_s);
        QCOMPARE(events.events().constLast().kind, u"lightbrigade.end"_s);
        QVERIFY(game.isOver());
        QCOMPARE(game.inPlayCount(), 0);
    }

    void fastPathPlaysTheSameGame_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<bool>("bold");
        QTest::addColumn<bool>("frontRank");
        for (int seed = 1; seed <= 12; ++seed)
            QTest::addRow("seed %d", seed) << seed << (seed % 2 == 0) << (seed % 3 == 0);
    }
    void fastPathPlaysTheSameGame()
    {
        QFETCH(int, seed);
        QFETCH(bool, bold);
        QFETCH(bool, frontRank);
        Settings settings;
        settings.frontRank = frontRank;
        settings.troop = TroopType(seed % 3);
        PolicyDecider decider(bold ? Policy::Bold : Policy::Steady);
        vedette::dice::SeededDiceSource fastDice{quint64(seed)};
        Game fast(settings);
        Engine(fast, fastDice, decider).playToEnd();
        vedette::dice::SeededDiceSource slowDice{quint64(seed)};
        vedette::journal::EventList events;
        Game slow(settings);
        Engine(slow, slowDice, decider, &events).playToEnd();
        QCOMPARE(fast.toJson(), slow.toJson());
        const Tally t = fast.tally();
        QCOMPARE(t.home + t.killed + t.fled, 12);
        QVERIFY(fast.man(0).fate == Fate::Home); // the Captain always comes home
    }

    void jsonRoundTripAndResume()
    {
        vedette::dice::SeededDiceSource dice(11);
        PolicyDecider decider(Policy::Bold);
        Game game;
        Engine engine(game, dice, decider);
        engine.setUp({u"Nolan"_s});
        for (int i = 0; i < 37; ++i)
            engine.step();
        const QJsonObject saved = game.toJson();
        QString error;
        auto loaded = Game::fromJson(saved, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->toJson(), saved);
        // Both continue with the same dice to the same end.
        vedette::dice::SeededDiceSource a(99);
        vedette::dice::SeededDiceSource b(99);
        Engine(game, a, decider).playToEnd();
        Engine(*loaded, b, decider).playToEnd();
        QCOMPARE(loaded->toJson(), game.toJson());
        QCOMPARE(loaded->man(0).name, u"Nolan"_s);
    }

    void jsonRefusesBadInput_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("newer version") << u"version"_s << QJsonValue(2);
        QTest::newRow("no version") << u"version"_s << QJsonValue(0);
        QTest::newRow("other format") << u"format"_s << QJsonValue(u"vedette.tennyson"_s);
        QTest::newRow("unknown phase") << u"phase"_s << QJsonValue(u"lunch"_s);
        QTest::newRow("negative turn") << u"turn"_s << QJsonValue(-3);
        QTest::newRow("too few men") << u"men"_s << QJsonValue(QJsonArray{});
        QTest::newRow("unknown troop") << u"settings"_s << QJsonValue(QJsonObject{{u"troop"_s, u"zouaves"_s}});
    }
    void jsonRefusesBadInput()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        Game game = scenario(3, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 4}}); });
        QJsonObject o = game.toJson();
        o.insert(key, value);
        QString error;
        QVERIFY(!Game::fromJson(o, &error));
        QVERIFY(!error.isEmpty());
    }

    void jsonRefusesBadMen()
    {
        Game game = scenario(3, 0, [](QJsonArray &m) { put(m, 2, {{u"space"_s, 4}}); });
        auto refuses = [&](const std::function<void(QJsonArray &)> &edit) {
            QJsonObject o = game.toJson();
            QJsonArray men = o.value(u"men"_s).toArray();
            edit(men);
            o.insert(u"men"_s, men);
            QString error;
            return !Game::fromJson(o, &error) && !error.isEmpty();
        };
        QVERIFY(refuses([](QJsonArray &m) { put(m, 2, {{u"space"_s, 21}}); }));
        QVERIFY(refuses([](QJsonArray &m) { put(m, 2, {{u"wounds"_s, -1}}); }));
        QVERIFY(refuses([](QJsonArray &m) { put(m, 2, {{u"status"_s, u"sulking"_s}}); }));
        QVERIFY(refuses([](QJsonArray &m) { put(m, 2, {{u"skills"_s, 0}}); }));
        QVERIFY(refuses([](QJsonArray &m) { put(m, 2, {{u"role"_s, u"captain"_s}}); }));
        QVERIFY(refuses([](QJsonArray &m) { m.append(straggler(40, 3)); }));
        QVERIFY(refuses([](QJsonArray &m) {
            m.append(straggler(2, 3));
            m.append(straggler(12, 3)); // a passenger cannot carry
        }));
        QVERIFY(!refuses([](QJsonArray &m) { m.append(straggler(2, 3)); }));
    }
};

QTEST_GUILESS_MAIN(TestLightBrigadeEngine)
#include "test_lightbrigadeengine.moc"
