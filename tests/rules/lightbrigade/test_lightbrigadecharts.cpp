#include "rules/lightbrigade/charts.h"

#include <QTest>

using namespace vedette::rules::lightbrigade;

Q_DECLARE_METATYPE(Encounter)
Q_DECLARE_METATYPE(Obstacle)
Q_DECLARE_METATYPE(FireType)
Q_DECLARE_METATYPE(Opponent)
Q_DECLARE_METATYPE(BreakStatus)

// Every row of every table of light-brigade-solo.txt, including the clamped
// "1-" and "6+" rows.
class TestLightBrigadeCharts : public QObject
{
    Q_OBJECT

private slots:
    void skill_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<uint>("skill");
        QTest::newRow("0 (dragoon 1-1) clamps to 1-") << 0 << uint(Riding);
        QTest::newRow("1") << 1 << uint(Riding);
        QTest::newRow("2") << 2 << uint(Horsemanship);
        QTest::newRow("3") << 3 << uint(Steadfast);
        QTest::newRow("4") << 4 << uint(Steadfast);
        QTest::newRow("5") << 5 << uint(Fighting);
        QTest::newRow("6") << 6 << uint(Tough);
        QTest::newRow("7 (hussar 6+1) clamps to 6+") << 7 << uint(Tough);
    }
    void skill()
    {
        QFETCH(int, roll);
        QFETCH(uint, skill);
        QCOMPARE(Charts::skill(roll), Skills(skill));
    }

    void encounter_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<Encounter>("encounter");
        QTest::newRow("1") << 1 << Encounter::FlatLevel;
        QTest::newRow("2") << 2 << Encounter::FlatEven;
        QTest::newRow("3") << 3 << Encounter::GroundObstacle;
        QTest::newRow("4") << 4 << Encounter::ManObstacle;
        QTest::newRow("5") << 5 << Encounter::CannonFire;
        QTest::newRow("6") << 6 << Encounter::MusketryFire;
    }
    void encounter()
    {
        QFETCH(int, roll);
        QFETCH(Encounter, encounter);
        QCOMPARE(Charts::encounter(roll), encounter);
    }

    void manObstacle_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<Obstacle>("obstacle");
        QTest::addColumn<int>("evade");
        QTest::newRow("1 corpse") << 1 << Obstacle::Corpse << 2;
        QTest::newRow("2 wounded man") << 2 << Obstacle::WoundedMan << 3;
        QTest::newRow("3 wounded man") << 3 << Obstacle::WoundedMan << 3;
        QTest::newRow("4 dead horse") << 4 << Obstacle::DeadHorse << 4;
        QTest::newRow("5 riderless horse") << 5 << Obstacle::RiderlessHorse << 5;
        QTest::newRow("6 riderless horse") << 6 << Obstacle::RiderlessHorse << 5;
    }
    void manObstacle()
    {
        QFETCH(int, roll);
        QFETCH(Obstacle, obstacle);
        QFETCH(int, evade);
        QCOMPARE(Charts::manObstacle(roll).obstacle, obstacle);
        QCOMPARE(Charts::manObstacle(roll).evade, evade);
    }

    void groundObstacle_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<Obstacle>("obstacle");
        QTest::addColumn<int>("evade");
        QTest::newRow("1 uneven") << 1 << Obstacle::UnevenGround << 2;
        QTest::newRow("2 uneven") << 2 << Obstacle::UnevenGround << 2;
        QTest::newRow("3 uneven") << 3 << Obstacle::UnevenGround << 2;
        QTest::newRow("4 bushes") << 4 << Obstacle::Bushes << 3;
        QTest::newRow("5 rocks") << 5 << Obstacle::Rocks << 4;
        QTest::newRow("6 ditch") << 6 << Obstacle::Ditch << 5;
    }
    void groundObstacle()
    {
        QFETCH(int, roll);
        QFETCH(Obstacle, obstacle);
        QFETCH(int, evade);
        QCOMPARE(Charts::groundObstacle(roll).obstacle, obstacle);
        QCOMPARE(Charts::groundObstacle(roll).evade, evade);
    }

    void cannonFire_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<FireType>("type");
        QTest::addColumn<int>("hit");
        QTest::addColumn<int>("kill");
        QTest::newRow("-1 (1-2) clamps to 1-") << -1 << FireType::DoubleCanister << 5 << 4;
        QTest::newRow("0 clamps to 1-") << 0 << FireType::DoubleCanister << 5 << 4;
        QTest::newRow("1 double canister") << 1 << FireType::DoubleCanister << 5 << 4;
        QTest::newRow("2 canister") << 2 << FireType::Canister << 4 << 3;
        QTest::newRow("3 round shot") << 3 << FireType::RoundShot << 2 << 5;
        QTest::newRow("4 cannon ball") << 4 << FireType::CannonBall << 2 << 5;
        QTest::newRow("5 exploding shell") << 5 << FireType::ExplodingShell << 4 << 2;
        QTest::newRow("6 shrapnel") << 6 << FireType::Shrapnel << 3 << 1;
        QTest::newRow("7 clamps to 6+") << 7 << FireType::Shrapnel << 3 << 1;
        QTest::newRow("8 (6+2) clamps to 6+") << 8 << FireType::Shrapnel << 3 << 1;
    }
    void cannonFire()
    {
        QFETCH(int, roll);
        QFETCH(FireType, type);
        QFETCH(int, hit);
        QFETCH(int, kill);
        const FireRow row = Charts::cannonFire(roll);
        QCOMPARE(row.type, type);
        QCOMPARE(row.hit, hit);
        QCOMPARE(row.kill, kill);
    }

    void musketryFire_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<FireType>("type");
        QTest::addColumn<int>("hit");
        QTest::addColumn<int>("kill");
        QTest::newRow("1 musket fire") << 1 << FireType::MusketFire << 2 << 3;
        QTest::newRow("2 musket fire") << 2 << FireType::MusketFire << 2 << 3;
        QTest::newRow("3 musket volley") << 3 << FireType::MusketVolley << 3 << 3;
        QTest::newRow("4 musket volley") << 4 << FireType::MusketVolley << 3 << 3;
        QTest::newRow("5 rifle shot") << 5 << FireType::RifleShot << 4 << 3;
        QTest::newRow("6 rifle shot") << 6 << FireType::RifleShot << 4 << 3;
    }
    void musketryFire()
    {
        QFETCH(int, roll);
        QFETCH(FireType, type);
        QFETCH(int, hit);
        QFETCH(int, kill);
        const FireRow row = Charts::musketryFire(roll);
        QCOMPARE(row.type, type);
        QCOMPARE(row.hit, hit);
        QCOMPARE(row.kill, kill);
    }

    void melee_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<Opponent>("opponent");
        QTest::addColumn<int>("fight");
        QTest::newRow("2") << 2 << Opponent::OfficerWithSaber << 5;
        QTest::newRow("3") << 3 << Opponent::CossackWithSword << 4;
        QTest::newRow("4") << 4 << Opponent::RussianLancer << 4;
        QTest::newRow("5") << 5 << Opponent::GreatcoatWithBayonet << 3;
        QTest::newRow("6") << 6 << Opponent::Artilleryman << 2;
        QTest::newRow("7") << 7 << Opponent::NoOpponent << 0;
        QTest::newRow("8") << 8 << Opponent::Artilleryman << 2;
        QTest::newRow("9") << 9 << Opponent::CossackWithSword << 4;
        QTest::newRow("10") << 10 << Opponent::RussianLancer << 4;
        QTest::newRow("11") << 11 << Opponent::GreatcoatWithBayonet << 3;
        QTest::newRow("12") << 12 << Opponent::OfficerWithSaber << 5;
    }
    void melee()
    {
        QFETCH(int, roll);
        QFETCH(Opponent, opponent);
        QFETCH(int, fight);
        QCOMPARE(Charts::melee(roll).opponent, opponent);
        QCOMPARE(Charts::melee(roll).fight, fight);
    }

    void breakTable_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<BreakStatus>("status");
        QTest::newRow("1") << 1 << BreakStatus::Hurried;
        QTest::newRow("2") << 2 << BreakStatus::Hurried;
        QTest::newRow("3") << 3 << BreakStatus::Hurried;
        QTest::newRow("4") << 4 << BreakStatus::Hesitant;
        QTest::newRow("5") << 5 << BreakStatus::Hesitant;
        QTest::newRow("6") << 6 << BreakStatus::Retreating;
    }
    void breakTable()
    {
        QFETCH(int, roll);
        QFETCH(BreakStatus, status);
        QCOMPARE(Charts::breakResult(roll), status);
    }

    void cannonModifier_data()
    {
        QTest::addColumn<int>("space");
        QTest::addColumn<int>("modifier");
        QTest::newRow("start line") << 0 << 0;
        for (int s = 1; s <= 12; ++s)
            QTest::addRow("space %d", s) << s << 2;
        for (int s = 13; s <= 16; ++s)
            QTest::addRow("space %d", s) << s << 0;
        for (int s = 17; s <= 19; ++s)
            QTest::addRow("space %d", s) << s << -2;
        QTest::newRow("battery") << 20 << 0;
    }
    void cannonModifier()
    {
        QFETCH(int, space);
        QFETCH(int, modifier);
        QCOMPARE(Charts::cannonModifier(space), modifier);
    }

    void woundLimit_data()
    {
        QTest::addColumn<uint>("skills");
        QTest::addColumn<int>("limit");
        QTest::newRow("riding") << uint(Riding) << 4;
        QTest::newRow("horsemanship") << uint(Horsemanship) << 4;
        QTest::newRow("fighting") << uint(Fighting) << 4;
        QTest::newRow("steadfast") << uint(Steadfast) << 5;
        QTest::newRow("tough") << uint(Tough) << 6;
    }
    void woundLimit()
    {
        QFETCH(uint, skills);
        QFETCH(int, limit);
        QCOMPARE(Charts::woundLimit(skills), limit);
    }

    void namesAreWords()
    {
        QCOMPARE(Charts::skillsName(Riding | Horsemanship | Fighting), QStringLiteral("Riding, Horsemanship, Fighting"));
        QCOMPARE(Charts::encounterName(Encounter::FlatLevel), QStringLiteral("Flat & Level"));
        QCOMPARE(Charts::opponentName(Opponent::NoOpponent), QStringLiteral("No Opponent this Turn"));
        QCOMPARE(Charts::statusName(BreakStatus::Hesitant), QStringLiteral("Hesitates"));
    }
};

QTEST_GUILESS_MAIN(TestLightBrigadeCharts)
#include "test_lightbrigadecharts.moc"
