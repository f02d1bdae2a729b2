#include "rules/brown/meleefight.h"
#include "rules/brown/meleeround.h"

#include "dice/scripteddicesource.h"
#include "journal/journalevent.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;
using vedette::dice::ScriptedDiceSource;
using vedette::journal::EventList;

class TestBrownMelee : public QObject
{
    Q_OBJECT

private slots:
    void round_data()
    {
        QTest::addColumn<int>("aRoll");
        QTest::addColumn<int>("aMod");
        QTest::addColumn<int>("dRoll");
        QTest::addColumn<int>("dMod");
        QTest::addColumn<QString>("winner");
        QTest::addColumn<int>("aSteps");
        QTest::addColumn<int>("dSteps");
        // Loser: difference of modified totals; winner: difference of unmodified rolls.
        QTest::newRow("attacker wins clean") << 8 << 2 << 3 << 1 << u"attacker"_s << 5 << 6;
        QTest::newRow("defender wins clean") << 2 << 0 << 9 << 1 << u"defender"_s << 8 << 7;
        // The winner rolled lower but its modifier carried it: it still pays the roll difference.
        QTest::newRow("modifier carries") << 4 << 3 << 6 << 0 << u"attacker"_s << 2 << 1;
        QTest::newRow("tie on totals") << 7 << 0 << 5 << 2 << QString() << 2 << 2;
        QTest::newRow("tie same rolls") << 5 << 1 << 5 << 1 << QString() << 0 << 0;
        QTest::newRow("ride down -8") << 3 << 2 << 10 << (1 - 8) << u"attacker"_s << 7 << 2;
        QTest::newRow("equal rolls, mod wins") << 6 << 2 << 6 << 0 << u"attacker"_s << 0 << 2;
    }
    void round()
    {
        QFETCH(int, aRoll);
        QFETCH(int, aMod);
        QFETCH(int, dRoll);
        QFETCH(int, dMod);
        QFETCH(QString, winner);
        QFETCH(int, aSteps);
        QFETCH(int, dSteps);
        const MeleeRound r(aRoll, aMod, dRoll, dMod);
        QCOMPARE(r.winner() ? sideId(*r.winner()) : QString(), winner);
        QCOMPARE(r.isTie(), winner.isEmpty());
        QCOMPARE(r.attackerSteps(), aSteps);
        QCOMPARE(r.defenderSteps(), dSteps);
        const QJsonObject json = r.toJson();
        QCOMPARE(json[u"attacker"_s][u"steps"_s].toInt(), aSteps);
        QCOMPARE(json[u"defender"_s][u"total"_s].toInt(), dRoll + dMod);
        QCOMPARE(json[u"winner"_s].isNull(), winner.isEmpty());
    }

    // Tie, morale holds, a decided round, morale holds, then a retreat: the
    // whole melee. "Both sides then check morale and if neither side
    // retreats, the melee continues next turn": after every round, a tie too.
    void fightTurnByTurn()
    {
        MeleeFight fight({u"a"_s, u"2nd Hussars"_s, 2, 400, 400, 0}, {u"d"_s, u"Line"_s, 1, 600, 600, 0}, 10, 3);
        ScriptedDiceSource dice({6, 7, 9, 4, 5, 5});
        EventList log;

        QCOMPARE(fight.stage(), MeleeFight::Stage::AwaitRound);
        QCOMPARE(fight.turn(), 3);
        const MeleeRound tie = fight.fightRound(dice, log); // 6+2 = 8 against 7+1 = 8
        QVERIFY(tie.isTie());
        QCOMPARE(fight.stage(), MeleeFight::Stage::AwaitMorale);
        QCOMPARE(fight.fighter(Side::Attacker).strength, 400 - 40); // 1 step of 10% of 400
        QCOMPARE(fight.fighter(Side::Defender).strength, 600 - 60);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, fight.fightRound(dice, log));
        fight.recordMorale(false, false, log);
        QCOMPARE(fight.turn(), 4);

        const MeleeRound won = fight.fightRound(dice, log); // 9+2 = 11 against 4+1 = 5
        QCOMPARE(won.winner(), std::optional<Side>(Side::Attacker));
        QCOMPARE(fight.stage(), MeleeFight::Stage::AwaitMorale);
        QCOMPARE(fight.fighter(Side::Attacker).strength, 360 - 5 * 40);
        QCOMPARE(fight.fighter(Side::Defender).strength, 540 - 6 * 60);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, fight.fightRound(dice, log));

        fight.recordMorale(false, false, log);
        QCOMPARE(fight.stage(), MeleeFight::Stage::AwaitRound);
        QCOMPARE(fight.turn(), 5);

        fight.fightRound(dice, log); // 5+2 = 7 against 5+1 = 6: attacker wins, 0 and 1 steps
        QCOMPARE(fight.fighter(Side::Defender).strength, 180 - 60);
        fight.recordMorale(false, true, log);
        QCOMPARE(fight.stage(), MeleeFight::Stage::Over);
        QCOMPARE(fight.retreated(), std::optional<Side>(Side::Defender));
        QCOMPARE(fight.roundsFought(), 3);
        QCOMPARE(fight.fighter(Side::Defender).stepsTaken, 1 + 6 + 1);
        QCOMPARE(dice.remaining(), 0);

        QCOMPARE(log.events().size(), 6);
        QCOMPARE(log.events()[0].kind, u"brown.melee"_s);
        QCOMPARE(log.events()[0].rolls.size(), 1);
        QCOMPARE(log.events()[0].rolls[0].faces(), (QList<int>{6, 7}));
        QCOMPARE(log.events()[0].turn, 3);
        QCOMPARE(log.events()[1].kind, u"brown.melee-morale"_s);
        QCOMPARE(log.events()[2].turn, 4); // the melee went on into the next turn
        QCOMPARE(log.events()[4].turn, 5);
        QVERIFY(log.events()[2].summary.contains(u"2nd Hussars"_s));
    }

    // docs/rules.md B-26, B-29: a tied round has no winner; both sides check
    // morale as after any round, and if neither retreats the melee is fought
    // on in the next turn, which the log says.
    void tieChecksMorale_data()
    {
        QTest::addColumn<bool>("attackerRetreats");
        QTest::addColumn<bool>("defenderRetreats");
        QTest::newRow("neither retreats") << false << false;
        QTest::newRow("the attacker retreats") << true << false;
        QTest::newRow("the defender retreats") << false << true;
        QTest::newRow("both retreat") << true << true;
    }
    void tieChecksMorale()
    {
        QFETCH(bool, attackerRetreats);
        QFETCH(bool, defenderRetreats);
        MeleeFight fight({u"a"_s, u"Greys"_s, 1, 400, 400, 0}, {u"d"_s, u"Cuirassiers"_s, 1, 400, 400, 0}, 10, 2);
        ScriptedDiceSource dice({4, 4});
        EventList log;
        QVERIFY(fight.fightRound(dice, log).isTie());
        QCOMPARE(fight.stage(), MeleeFight::Stage::AwaitMorale);
        const QString round = log.events().last().summary;
        QVERIFY2(round.contains(u"tie"_s) && round.contains(u"morale"_s), qPrintable(round));
        QVERIFY2(!round.contains(u"continues"_s), qPrintable(round));
        fight.recordMorale(attackerRetreats, defenderRetreats, log);
        const bool over = attackerRetreats || defenderRetreats;
        QCOMPARE(fight.stage(), over ? MeleeFight::Stage::Over : MeleeFight::Stage::AwaitRound);
        QCOMPARE(fight.turn(), over ? 2 : 3);
        QCOMPARE(log.events().last().kind, u"brown.melee-morale"_s);
        QCOMPARE(log.events().last().turn, 2);
        QCOMPARE(log.events().last().summary.contains(u"next turn"_s), !over);
    }

    // In a town the block's stands fight: steps are of the block's men and
    // the losses are spread over every stand involved.
    void townMeleeSpreadsLosses()
    {
        TownBlock attackers;
        attackers.name = u"North Block"_s;
        attackers.units = {{u"a1"_s, u"Grenadiers"_s, 4, 4, 3, 400, 400}, {u"a2"_s, u"Lights"_s, 2, 4, 1, 400, 400}};
        TownBlock defenders;
        defenders.units = {{u"d1"_s, u"Ligne"_s, 4, 4, 2, 500, 500}};
        const MeleeFight::Fighter a = MeleeFight::townFighter(attackers, 2);
        QCOMPARE(a.unitId, u"a1"_s);
        QCOMPARE(a.startingStrength, 600); // all of a1, half of a2
        QCOMPARE(a.strength, 600);
        MeleeFight fight(a, MeleeFight::townFighter(defenders, 1), 10);
        fight.setTownBlock(Side::Attacker, attackers);
        fight.setTownBlock(Side::Defender, defenders);
        ScriptedDiceSource dice({2, 8}); // 2+2 = 4 against 8+1 = 9: the block loses 5 steps, the defender 6
        EventList log;
        fight.fightRound(dice, log);
        QCOMPARE(fight.fighter(Side::Attacker).strength, 600 - 300);
        const QList<MeleeFight::UnitLoss> losses = fight.lastLosses(Side::Attacker);
        QCOMPARE(losses.size(), 2);
        QCOMPARE(losses[0].unitId, u"a1"_s);
        QCOMPARE(losses[0].men, 200); // 4 of the 6 stands
        QCOMPARE(losses[1].men, 100);
        QCOMPARE(fight.lastLosses(Side::Defender).size(), 1);
        QCOMPARE(fight.lastLosses(Side::Defender)[0].men, 300);
        QCOMPARE(fight.townBlock(Side::Attacker)->units[1].strength, 300);
        const QJsonObject detail = log.events().first().detail;
        QCOMPARE(detail[u"attackerLosses"_s].toArray().size(), 2);
        QCOMPARE(detail[u"attackerTown"_s].toObject()[u"stands"_s].toInt(), 6);
    }

    // Casualties never take a unit below zero.
    void lossesClamp()
    {
        MeleeFight fight({u"a"_s, u"A"_s, 0, 100, 20, 0}, {u"d"_s, u"D"_s, 0, 100, 100, 0}, 10);
        ScriptedDiceSource dice({1, 10});
        EventList log;
        fight.fightRound(dice, log);
        QCOMPARE(fight.fighter(Side::Attacker).strength, 0);
        QCOMPARE(fight.fighter(Side::Defender).strength, 100 - 90);
    }
};

QTEST_GUILESS_MAIN(TestBrownMelee)
#include "test_brownmelee.moc"
