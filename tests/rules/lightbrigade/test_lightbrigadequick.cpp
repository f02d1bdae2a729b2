#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/quickcharge.h"
#include "rules/lightbrigade/simulation.h"

#include "dice/batcheddicesource.h"

#include <QJsonObject>
#include <QTest>

using namespace vedette::rules::lightbrigade;

// QuickCharge is the simulation's way of playing the Engine's procedure: these
// tests play the same charges both ways, from the same dice, and compare the
// whole game, so that any rule changed in one and not the other fails here.
class TestLightBrigadeQuick : public QObject
{
    Q_OBJECT

private slots:
    void sameGameAsTheEngine_data()
    {
        QTest::addColumn<int>("troop");
        QTest::addColumn<int>("policy");
        QTest::addColumn<bool>("frontRank");
        QTest::addColumn<bool>("lancersFightBonus");
        for (int troop = 0; troop < 3; ++troop) {
            for (int policy = 0; policy < 2; ++policy) {
                for (int options = 0; options < 4; ++options) {
                    const bool frontRank = options & 1;
                    const bool bonus = options & 2;
                    if (bonus && troop != int(TroopType::Lancers))
                        continue; // the variant is the Lancers' only
                    const QByteArray name = Settings::troopId(TroopType(troop)).toUtf8() + ' '
                        + PolicyDecider::policyId(Policy(policy)).toUtf8() + (frontRank ? " front rank" : "")
                        + (bonus ? " +1 fight" : "");
                    QTest::newRow(name.constData()) << troop << policy << frontRank << bonus;
                }
            }
        }
    }
    void sameGameAsTheEngine()
    {
        QFETCH(int, troop);
        QFETCH(int, policy);
        QFETCH(bool, frontRank);
        QFETCH(bool, lancersFightBonus);
        Settings settings;
        settings.troop = TroopType(troop);
        settings.frontRank = frontRank;
        settings.lancersFightBonus = lancersFightBonus;
        PolicyDecider decider{Policy(policy)};
        QuickCharge charge(settings, Policy(policy));
        // One stream of dice for many games on each side, as a simulation
        // reads them: a game that took one die more or less puts every later
        // game off too.
        vedette::dice::BatchedDiceSource quickDice(1000 + std::uint64_t(troop * 8 + policy * 4 + frontRank * 2 + lancersFightBonus));
        vedette::dice::BatchedDiceSource engineDice(quickDice.seed());
        int stragglers = 0;
        int fled = 0;
        for (int g = 0; g < 3000; ++g) {
            Game game(settings);
            Engine(game, engineDice, decider).playToEnd();
            charge.play(quickDice);
            const Game quick = charge.game();
            if (quick.toJson() != game.toJson()) {
                qWarning("game %d differs", g);
                QCOMPARE(quick.toJson(), game.toJson());
            }
            const Tally a = charge.tally();
            const Tally b = game.tally();
            QCOMPARE(a.score, b.score);
            QCOMPARE(a.turns, b.turns);
            QCOMPARE(a.stragglersHome, b.stragglersHome);
            stragglers += b.stragglersJoined;
            fled += b.fled;
        }
        // The games went everywhere the rules go: stragglers, flights.
        QVERIFY(stragglers > 1000);
        QVERIFY(fled > 100);
        for (int k = 0; k < 50; ++k)
            QCOMPARE(quickDice.d6(), engineDice.d6());
    }

    // The simulation's figures are those of games played by the Engine.
    void simulationIsTheEngine()
    {
        Settings settings;
        settings.troop = TroopType::Hussars;
        Simulation simulation(settings, Policy::Bold, 77);
        simulation.run(500);
        PolicyDecider decider{Policy::Bold};
        vedette::dice::BatchedDiceSource dice(77);
        std::int64_t score = 0;
        std::int64_t turns = 0;
        for (int g = 0; g < 500; ++g) {
            Game game(settings);
            Engine(game, dice, decider).playToEnd();
            score += game.tally().score;
            turns += game.tally().turns;
        }
        QCOMPARE(simulation.score.sum, score);
        QCOMPARE(simulation.turns.sum, turns);
    }
};

QTEST_GUILESS_MAIN(TestLightBrigadeQuick)
#include "test_lightbrigadequick.moc"
