#include "balagantable.h"

#include "rules/balagan/combatanalysis.h"

#include <QJsonDocument>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace vedette::table;
using namespace vedette::rules::balagan;
using namespace vedette::rules::balagan::testing;

Q_DECLARE_METATYPE(vedette::table::Arm)
Q_DECLARE_METATYPE(vedette::table::Formation)

namespace {

// 1 p = 0.1 mm at 100 paces to the cm.
constexpr double mmPerPace = 0.1;

CombatStatus statusOf(const Scenario &scenario, const QString &id, const BattleState &state = {})
{
    const CombatStatus single = CombatAnalysis::analyseUnit(scenario, HouseRules{}, state, id);
    // The whole-table scan must agree with the one-unit scan.
    for (const CombatStatus &status : CombatAnalysis::analyse(scenario, HouseRules{}, state)) {
        if (status.unitId != id)
            continue;
        // Every factor and every reason, not only the totals.
        if (status.toJson({}) != single.toJson({}))
            qFatal("whole-table and single-unit analysis disagree");
    }
    return single;
}

int factorValue(const CombatStatus &status, FactorKind kind)
{
    const Factor *factor = status.factor(kind);
    return factor ? factor->value() : 999;
}

// A red target in line facing down (south) whose near edge is `gapPaces` in
// front of the firer's front edge; the blue firer faces up at (1000, 1000).
Scenario firingTable(Arm firerArm, Formation firerFormation, double gapPaces, double sideways = 0.0)
{
    Scenario scenario = emptyTable();
    const Unit firer = makeUnit(u"firer"_s, u"blue"_s, firerArm, firerFormation, {1000, 1000}, 0.0);
    scenario.addUnit(firer);
    const Footprint print = scenario.footprint(firer);
    const double frontEdge = 1000.0 - print.depth().mm() / 2.0;
    scenario.addUnit(makeUnit(u"target"_s, u"red"_s, Arm::Foot, Formation::SingleLine,
                              {1000.0 + sideways, frontEdge - gapPaces * mmPerPace - 10.0}, 180.0));
    return scenario;
}

} // namespace

class TestBalaganFactors : public QObject
{
    Q_OBJECT

private slots:
    void underFireRange_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<double>("gapPaces");
        QTest::addColumn<bool>("underFire");

        QTest::newRow("foot line 199p") << Arm::Foot << Formation::SingleLine << 199.0 << true;
        QTest::newRow("foot line 200p") << Arm::Foot << Formation::SingleLine << 200.0 << true;
        QTest::newRow("foot line 201p") << Arm::Foot << Formation::SingleLine << 201.0 << false;
        QTest::newRow("foot double line 199p") << Arm::Foot << Formation::DoubleLine << 199.0 << true;
        QTest::newRow("foot column 50p") << Arm::Foot << Formation::ColumnOfMarch << 50.0 << false;
        QTest::newRow("artillery unlimbered 999p") << Arm::Artillery << Formation::Unlimbered << 999.0 << true;
        QTest::newRow("artillery unlimbered 1001p") << Arm::Artillery << Formation::Unlimbered << 1001.0 << false;
        QTest::newRow("artillery limbered 100p") << Arm::Artillery << Formation::Limbered << 100.0 << false;
        QTest::newRow("horse line 50p") << Arm::Horse << Formation::SingleLine << 50.0 << false;
    }
    void underFireRange()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(double, gapPaces);
        QFETCH(bool, underFire);
        const CombatStatus status = statusOf(firingTable(arm, formation, gapPaces), u"target"_s);
        QCOMPARE(status.underFire, underFire);
        QCOMPARE(status.inCombat(), underFire);
        QVERIFY(!status.inMelee);
        if (underFire) {
            QCOMPARE(status.firers.size(), 1);
            QVERIFY(std::abs(status.firers.first().distance.paces({}) - gapPaces) < 1e-6);
        }
    }

    void dismountedDragoonsFire()
    {
        Scenario scenario = firingTable(Arm::Dragoons, Formation::SingleLine, 150.0);
        QVERIFY(!statusOf(scenario, u"target"_s).underFire);
        Unit dragoons = *scenario.unit(u"firer"_s);
        dragoons.setDragoonsMounted(false);
        scenario.updateUnit(dragoons);
        QVERIFY(statusOf(scenario, u"target"_s).underFire);
    }

    void arcEdges_data()
    {
        QTest::addColumn<double>("sideways");
        QTest::addColumn<bool>("underFire");
        // Target 100p (10 mm) ahead and 20 mm deep, so its far edge is 30 mm
        // ahead, where the 45-degree arc reaches 40 + 30 mm either side of
        // the firer's centre: the target's inner far corner (its centre
        // - 40 mm) is inside while sideways <= 110 mm. The range is opened to
        // 1000p so only the arc decides.
        QTest::newRow("straight ahead") << 0.0 << true;
        QTest::newRow("right, corner just inside") << 109.9 << true;
        QTest::newRow("right, corner just outside") << 110.1 << false;
        QTest::newRow("left, corner just inside") << -109.9 << true;
        QTest::newRow("left, corner just outside") << -110.1 << false;
    }
    void arcEdges()
    {
        QFETCH(double, sideways);
        QFETCH(bool, underFire);
        HouseRules rules;
        rules.footRangePaces = 1000.0;
        const Scenario scenario = firingTable(Arm::Foot, Formation::SingleLine, 100.0, sideways);
        QCOMPARE(CombatAnalysis::analyseUnit(scenario, rules, {}, u"target"_s).underFire, underFire);
        bool fromScan = false;
        for (const CombatStatus &status : CombatAnalysis::analyse(scenario, rules, {}))
            fromScan = fromScan || (status.unitId == u"target"_s && status.underFire);
        QCOMPARE(fromScan, underFire);
    }

    void meleeBlocksFire_data()
    {
        QTest::addColumn<double>("gapMm");
        QTest::addColumn<bool>("inMelee");
        QTest::newRow("touching") << 0.0 << true;
        QTest::newRow("within the contact tolerance") << 0.9 << true;
        QTest::newRow("a short gap") << 2.0 << false;
    }
    void meleeBlocksFire()
    {
        QFETCH(double, gapMm);
        QFETCH(bool, inMelee);
        const CombatStatus status = statusOf(firingTable(Arm::Foot, Formation::SingleLine, gapMm * 10.0), u"target"_s);
        QCOMPARE(status.inMelee, inMelee);
        QCOMPARE(status.underFire, !inMelee);
        QVERIFY(status.inCombat());
        QCOMPARE(status.enemyElementsInContact, inMelee ? 2 : 0);
    }

    // docs/rules.md M-33: a unit in melee fights only its melee. Foot in line
    // with a red target 100 p in front would fire on it; a red horse unit in
    // base contact with its flank puts it in melee, and then it does not.
    void meleeUnitDoesNotFire_data()
    {
        QTest::addColumn<double>("brawlerGapMm"); // < 0: no brawler
        QTest::addColumn<bool>("firerInMelee");
        QTest::newRow("no melee") << -1.0 << false;
        QTest::newRow("in melee on its flank") << 0.0 << true;
        QTest::newRow("within the contact tolerance") << 0.9 << true;
        QTest::newRow("a short gap") << 2.0 << false;
    }
    void meleeUnitDoesNotFire()
    {
        QFETCH(double, brawlerGapMm);
        QFETCH(bool, firerInMelee);
        Scenario scenario = firingTable(Arm::Foot, Formation::SingleLine, 100.0);
        // The firer spans x 960..1040: the brawler (facing it, 20 mm deep
        // along x) beside its right flank.
        if (brawlerGapMm >= 0.0)
            scenario.addUnit(makeUnit(u"brawler"_s, u"red"_s, Arm::Horse, Formation::SingleLine,
                                      {1050.0 + brawlerGapMm, 1000.0}, 270.0));
        const CombatStatus firer = statusOf(scenario, u"firer"_s);
        QCOMPARE(firer.inMelee, firerInMelee);
        const CombatStatus target = statusOf(scenario, u"target"_s);
        QCOMPARE(target.underFire, !firerInMelee);
        QCOMPARE(target.firers.isEmpty(), firerInMelee);
        QCOMPARE(target.inCombat(), !firerInMelee);
    }

    void enemyBehind_data()
    {
        QTest::addColumn<QPointF>("enemyCentre");
        QTest::addColumn<int>("expected");
        // Unit: 80 x 20 at (1000, 1000) facing up: x 960..1040, y 990..1010.
        QTest::newRow("beside, wholly behind the front line") << QPointF(1100, 1005) << -1;
        QTest::newRow("beside, partly ahead of the front line") << QPointF(1100, 995) << 0;
        QTest::newRow("wholly behind the rear, 1199p") << QPointF(1000, 1020 + 119.9) << -1;
        QTest::newRow("wholly behind the rear, 1201p") << QPointF(1000, 1020 + 120.1) << 0;
        QTest::newRow("in front") << QPointF(1000, 900) << 0;
    }
    void enemyBehind()
    {
        QFETCH(QPointF, enemyCentre);
        QFETCH(int, expected);
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"unit"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        // Horse do not fire, so only the position counts.
        scenario.addUnit(makeUnit(u"enemy"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, enemyCentre, 0.0));
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::EnemyBehind), expected);
    }

    void support_data()
    {
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<double>("friendGapPaces"); // < 0: no friend
        QTest::addColumn<int>("expected");
        QTest::newRow("alone in line") << Formation::SingleLine << -1.0 << -1;
        QTest::newRow("double line") << Formation::DoubleLine << -1.0 << 0;
        QTest::newRow("friend 199p behind") << Formation::SingleLine << 199.0 << 0;
        QTest::newRow("friend 201p behind") << Formation::SingleLine << 201.0 << -1;
    }
    void support()
    {
        QFETCH(Formation, formation);
        QFETCH(double, friendGapPaces);
        QFETCH(int, expected);
        Scenario scenario = emptyTable();
        const Unit unit = makeUnit(u"unit"_s, u"red"_s, Arm::Foot, formation, {1000, 1000}, 0.0);
        scenario.addUnit(unit);
        const double rear = 1000.0 + scenario.footprint(unit).depth().mm() / 2.0;
        if (friendGapPaces >= 0)
            scenario.addUnit(makeUnit(u"friend"_s, u"red"_s, Arm::Foot, Formation::SingleLine,
                                      {1000, rear + friendGapPaces * mmPerPace + 10.0}, 0.0));
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::Unsupported), expected);
    }

    void formationAndArm_data()
    {
        QTest::addColumn<Arm>("arm");
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("exposed");
        QTest::addColumn<int>("dragoons");
        QTest::newRow("foot line") << Arm::Foot << Formation::SingleLine << 0 << 0 << 0;
        QTest::newRow("foot column") << Arm::Foot << Formation::ColumnOfMarch << -1 << 0 << 0;
        QTest::newRow("horse line") << Arm::Horse << Formation::SingleLine << 0 << -1 << 0;
        QTest::newRow("horse column") << Arm::Horse << Formation::ColumnOfMarch << -1 << -1 << 0;
        QTest::newRow("dragoons mounted") << Arm::Dragoons << Formation::SingleLine << 0 << -1 << -1;
        QTest::newRow("artillery limbered") << Arm::Artillery << Formation::Limbered << -1 << -1 << 0;
        QTest::newRow("artillery unlimbered") << Arm::Artillery << Formation::Unlimbered << 0 << 0 << 0;
    }
    void formationAndArm()
    {
        QFETCH(Arm, arm);
        QFETCH(Formation, formation);
        QFETCH(int, column);
        QFETCH(int, exposed);
        QFETCH(int, dragoons);
        // Under fire from foot 100p ahead.
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"firer"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        Unit unit = makeUnit(u"unit"_s, u"red"_s, arm, formation, {1000, 0}, 180.0);
        const double depth = scenario.footprint(unit).depth().mm();
        unit.setPosition({1000, 990 - 10 - depth / 2.0});
        scenario.addUnit(unit);
        const CombatStatus status = statusOf(scenario, u"unit"_s);
        QVERIFY(status.underFire);
        QCOMPARE(factorValue(status, FactorKind::ColumnOrLimbered), column);
        QCOMPARE(factorValue(status, FactorKind::HorseOrLimberedUnderFire), exposed);
        QCOMPARE(factorValue(status, FactorKind::Dragoons), dragoons);
    }

    void artilleryLongRange_data()
    {
        QTest::addColumn<double>("gapPaces");
        QTest::addColumn<bool>("withFoot");
        QTest::addColumn<int>("expected");
        QTest::newRow("artillery at 500p") << 500.0 << false << 1;
        QTest::newRow("artillery at 201p") << 201.0 << false << 1;
        QTest::newRow("artillery at 199p") << 199.0 << false << 0;
        QTest::newRow("artillery at 500p and foot") << 500.0 << true << 0;
    }
    void artilleryLongRange()
    {
        QFETCH(double, gapPaces);
        QFETCH(bool, withFoot);
        QFETCH(int, expected);
        Scenario scenario = firingTable(Arm::Artillery, Formation::Unlimbered, gapPaces);
        if (withFoot) {
            // Foot to the target's right, facing west, 100p from its flank.
            const QPointF target = scenario.unit(u"target"_s)->position();
            scenario.addUnit(makeUnit(u"foot"_s, u"blue"_s, Arm::Foot, Formation::SingleLine,
                                      {target.x() + 40 + 10 + 10, target.y()}, 270.0));
        }
        const CombatStatus status = statusOf(scenario, u"target"_s);
        QVERIFY(status.underFire);
        QCOMPARE(factorValue(status, FactorKind::ArtilleryLongRange), expected);
    }

    void meleeFactors()
    {
        // Red foot in line, charged in front by blue horse and on the right by
        // blue foot: three enemy elements in contact.
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"unit"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"horse"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, {1000, 980}, 180.0));
        // Column facing west: 60 mm long, its front element touching the right flank.
        scenario.addUnit(makeUnit(u"foot"_s, u"blue"_s, Arm::Foot, Formation::ColumnOfMarch, {1070, 1000}, 270.0));
        const CombatStatus status = statusOf(scenario, u"unit"_s);
        QVERIFY(status.inMelee);
        QVERIFY(!status.underFire);
        QCOMPARE(status.meleeEnemies.size(), 2);
        QCOMPARE(status.enemyElementsInContact, 3);
        QCOMPARE(factorValue(status, FactorKind::ElementsBeyondTwo), -1);
        QCOMPARE(factorValue(status, FactorKind::MeleeWithHorse), -1);
        // The reasons name what they count (their texts are filled in from
        // pieces cut once per analysis: a wrong cut shows here).
        QCOMPARE(status.factor(FactorKind::ElementsBeyondTwo)->reason, u"3 enemy elements in contact."_s);
        QCOMPARE(status.factor(FactorKind::MeleeWithHorse)->reason, u"In melee with horse."_s);
        // The horse is in melee with foot: no melee-with-horse for it.
        QCOMPARE(factorValue(statusOf(scenario, u"horse"_s), FactorKind::MeleeWithHorse), 0);
    }

    void favourableTerrain()
    {
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"unit"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::FavourableTerrain), 0);
        scenario.addTerrain(Terrain(u"marsh"_s, TerrainType::Marsh, QPolygonF({{900, 900}, {1100, 900}, {1100, 1100}})));
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::FavourableTerrain), 0);
        scenario.addTerrain(Terrain(u"wood"_s, TerrainType::Woods, QPolygonF({{900, 900}, {1100, 900}, {1100, 1100}})));
        const CombatStatus status = statusOf(scenario, u"unit"_s);
        QCOMPARE(factorValue(status, FactorKind::FavourableTerrain), 1);
        QCOMPARE(status.factor(FactorKind::FavourableTerrain)->reason, u"Stands in Woods (at least half of it inside)."_s);
    }

    // docs/rules.md M-15, G-6: a unit stands in woods, buildings or a steep slope when at
    // least half of its footprint's area is inside (a corner is not enough).
    void standsInHalf_data()
    {
        QTest::addColumn<int>("terrainType");
        QTest::addColumn<double>("rightEdge"); // the piece spans x 800..rightEdge, y 900..1100
        QTest::addColumn<int>("expected");
        // Unit: 80 x 20 at (1000, 1000), x 960..1040: half in at x = 1000.
        QTest::newRow("woods, a corner in") << int(TerrainType::Woods) << 965.0 << 0;
        QTest::newRow("woods, just under half") << int(TerrainType::Woods) << 999.9 << 0;
        QTest::newRow("woods, half") << int(TerrainType::Woods) << 1000.0 << 1;
        QTest::newRow("woods, all") << int(TerrainType::Woods) << 1100.0 << 1;
        QTest::newRow("buildings, just under half") << int(TerrainType::Buildings) << 999.9 << 0;
        QTest::newRow("buildings, half") << int(TerrainType::Buildings) << 1000.0 << 1;
        QTest::newRow("steep slope, a corner in") << int(TerrainType::SteepSlope) << 965.0 << 0;
        QTest::newRow("steep slope, half") << int(TerrainType::SteepSlope) << 1000.0 << 1;
        QTest::newRow("marsh, all") << int(TerrainType::Marsh) << 1100.0 << 0;
    }
    void standsInHalf()
    {
        QFETCH(int, terrainType);
        QFETCH(double, rightEdge);
        QFETCH(int, expected);
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"unit"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addTerrain(Terrain(u"piece"_s, TerrainType(terrainType),
                                    QPolygonF({{800, 900}, {rightEdge, 900}, {rightEdge, 1100}, {800, 1100}})));
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::FavourableTerrain), expected);
    }

    // docs/rules.md M-21: an enemy in contact with the flank or rear counts as wholly
    // behind that line: a corner on the line, or short of it by no more than
    // the 1 mm contact tolerance, counts as behind it.
    void enemyInContactBehind_data()
    {
        QTest::addColumn<QPointF>("enemyCentre");
        QTest::addColumn<double>("enemyFacing");
        QTest::addColumn<int>("expected");
        // Unit: 80 x 20 at (1000, 1000) facing up: x 960..1040, y 990..1010.
        // The enemy is horse in line, 80 x 20 (turned 90 degrees: 20 x 80).
        QTest::newRow("in contact with the right flank, level with its front") << QPointF(1080, 1000) << 0.0 << -1;
        QTest::newRow("in contact with the left flank, level with its front") << QPointF(920, 1000) << 0.0 << -1;
        QTest::newRow("in contact with the rear") << QPointF(1000, 1020) << 0.0 << -1;
        QTest::newRow("in contact with the rear, turned square") << QPointF(1000, 1050) << 90.0 << -1;
        QTest::newRow("beside, a corner 0.9 mm ahead of the front line") << QPointF(1100, 999.1) << 0.0 << -1;
        QTest::newRow("beside, a corner 1.1 mm ahead of the front line") << QPointF(1100, 998.9) << 0.0 << 0;
        QTest::newRow("0.9 mm into the flank line, behind the front") << QPointF(1079.1, 1005) << 0.0 << -1;
        QTest::newRow("1.1 mm into the flank line: overlapping the flank band") << QPointF(1078.9, 1005) << 0.0 << 0;
        // A flank charger (turned to face the flank) reaches past the front
        // line; in contact with the flank it counts all the same.
        QTest::newRow("charging the right flank, in contact") << QPointF(1050, 1005) << 270.0 << -1;
        QTest::newRow("charging the right flank, 1.1 mm off") << QPointF(1051.1, 1005) << 270.0 << 0;
    }
    void enemyInContactBehind()
    {
        QFETCH(QPointF, enemyCentre);
        QFETCH(double, enemyFacing);
        QFETCH(int, expected);
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"unit"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"enemy"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, enemyCentre, enemyFacing));
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::EnemyBehind), expected);
    }

    // docs/rules.md M-22: dismounted dragoons are always in single line; they fire as
    // foot in line (200p) and are not "in column" whatever formation they
    // dismounted from.
    void dismountedDragoonsInLine_data()
    {
        QTest::addColumn<Formation>("formation");
        QTest::addColumn<bool>("mounted");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("exposed");
        QTest::addColumn<bool>("fires");
        QTest::newRow("mounted in column") << Formation::ColumnOfMarch << true << -1 << -1 << false;
        QTest::newRow("mounted in line") << Formation::SingleLine << true << 0 << -1 << false;
        QTest::newRow("dismounted from column") << Formation::ColumnOfMarch << false << 0 << 0 << true;
        QTest::newRow("dismounted from closed column") << Formation::ClosedColumn << false << 0 << 0 << true;
        QTest::newRow("dismounted in line") << Formation::SingleLine << false << 0 << 0 << true;
    }
    void dismountedDragoonsInLine()
    {
        QFETCH(Formation, formation);
        QFETCH(bool, mounted);
        QFETCH(int, column);
        QFETCH(int, exposed);
        QFETCH(bool, fires);
        // Dragoons facing up at (1000, 1000); a foot firer 100p in front of
        // them facing down, and a target 150p in front of the dragoons' own
        // front edge (their fire) to the side of that firer.
        Scenario scenario = emptyTable();
        Unit dragoons = makeUnit(u"dragoons"_s, u"red"_s, Arm::Dragoons, formation, {1000, 1000}, 0.0);
        dragoons.setDragoonsMounted(mounted);
        scenario.addUnit(dragoons);
        const double front = 1000.0 - scenario.footprint(dragoons).depth().mm() / 2.0;
        // A 20 mm deep foot line touching nothing: its front edge 10 mm (100p) ahead.
        scenario.addUnit(makeUnit(u"firer"_s, u"blue"_s, Arm::Foot, Formation::SingleLine, {1000, front - 20.0}, 180.0));
        const CombatStatus status = statusOf(scenario, u"dragoons"_s);
        QVERIFY(status.underFire);
        QCOMPARE(factorValue(status, FactorKind::ColumnOrLimbered), column);
        QCOMPARE(factorValue(status, FactorKind::HorseOrLimberedUnderFire), exposed);
        QCOMPARE(factorValue(status, FactorKind::Dragoons), -1);
        QCOMPARE(CombatAnalysis::canFire(*scenario.unit(u"dragoons"_s)), fires);
        QCOMPARE(CombatAnalysis::rangePaces(*scenario.unit(u"dragoons"_s), HouseRules{}), fires ? 200.0 : 0.0);
        // The firer is in their fire when they are on foot.
        QCOMPARE(statusOf(scenario, u"firer"_s).underFire, fires);
    }

    // The gap settings lay out the footprints the rules measure: contact,
    // support and fire all move with them (not only the reach overlay).
    void gapSettingsLayOutFootprints()
    {
        // Contact: a column of march facing up at (1000, 1000), an enemy horse
        // line behind it, its front edge at y = 1030: with the 2 cm gap the
        // column reaches to 1030 (contact), with 1 cm to 1025 (5 mm apart).
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"column"_s, u"red"_s, Arm::Foot, Formation::ColumnOfMarch, {1000, 1000}, 0.0));
        scenario.addUnit(makeUnit(u"horse"_s, u"blue"_s, Arm::Horse, Formation::SingleLine, {1000, 1040}, 0.0));
        HouseRules rules;
        QVERIFY(CombatAnalysis::analyseUnit(scenario, rules, {}, u"column"_s).inMelee);
        rules.columnGapCm = 1.0;
        QVERIFY(!CombatAnalysis::analyseUnit(scenario, rules, {}, u"column"_s).inMelee);
        bool scanned = true;
        for (const CombatStatus &status : CombatAnalysis::analyse(scenario, rules, {}))
            scanned = scanned && !status.inMelee;
        QVERIFY(scanned);

        // Support: horse in column of march facing up at (1000, 1000); a
        // friend whose front edge is at y = 1048. With the 2 cm gap the column's
        // rear edge is at 1030 (the friend 180p behind: supported), with 1 cm at
        // 1025 (230p: unsupported).
        Scenario support = emptyTable();
        support.addUnit(makeUnit(u"column"_s, u"red"_s, Arm::Horse, Formation::ColumnOfMarch, {1000, 1000}, 0.0));
        support.addUnit(makeUnit(u"friend"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1058}, 0.0));
        HouseRules supportRules;
        QCOMPARE(factorValue(CombatAnalysis::analyseUnit(support, supportRules, {}, u"column"_s), FactorKind::Unsupported), 0);
        supportRules.columnGapCm = 1.0;
        QCOMPARE(factorValue(CombatAnalysis::analyseUnit(support, supportRules, {}, u"column"_s), FactorKind::Unsupported), -1);

        // Fire: a double line firer facing up at (1000, 1000) and a target
        // whose near edge is 200p (20 mm) ahead of the firer's front edge with
        // the 1 cm gap (front edge y = 975): in range; a 0.5 cm gap puts the
        // front edge at 977.5, 225p away.
        Scenario fire = emptyTable();
        fire.addUnit(makeUnit(u"firer"_s, u"blue"_s, Arm::Foot, Formation::DoubleLine, {1000, 1000}, 0.0));
        fire.addUnit(makeUnit(u"target"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 975.0 - 20.0 - 10.0}, 180.0));
        HouseRules fireRules;
        QVERIFY(CombatAnalysis::analyseUnit(fire, fireRules, {}, u"target"_s).underFire);
        fireRules.doubleLineGapCm = 0.5;
        QVERIFY(!CombatAnalysis::analyseUnit(fire, fireRules, {}, u"target"_s).underFire);
    }

    // The whole-table scan (a spatial index, most distances settled by
    // bounding circles) and the one-unit scan (every other unit, every
    // distance measured) give the same status, factor by factor, on a crowded
    // random table.
    void wholeTableAgreesWithOneUnit()
    {
        Scenario scenario = emptyTable();
        scenario.addTerrain(Terrain(u"wood"_s, TerrainType::Woods, QPolygonF({{1100, 1100}, {1300, 1050}, {1250, 1300}})));
        std::mt19937 random(1704);
        const auto uniform = [&random](double low, double high) {
            return std::uniform_real_distribution<double>(low, high)(random);
        };
        const Arm arms[] = {Arm::Foot, Arm::Foot, Arm::Horse, Arm::Dragoons, Arm::Artillery};
        for (int i = 0; i < 150; ++i) {
            const Arm arm = arms[random() % 5];
            const QList<Formation> formations = arm == Arm::Artillery
                ? QList<Formation>{Formation::Unlimbered, Formation::Limbered}
                : QList<Formation>{Formation::SingleLine, Formation::DoubleLine, Formation::ColumnOfMarch};
            Unit unit = makeUnit(u"u%1"_s.arg(i), random() % 2 ? u"red"_s : u"blue"_s, arm,
                                 formations[qsizetype(random() % formations.size())],
                                 {uniform(800, 1600), uniform(800, 1600)}, uniform(0, 360));
            unit.setDragoonsMounted(random() % 2);
            scenario.addUnit(unit);
        }
        BattleState state;
        state.units[u"u3"_s].chargedBound = 0;
        const QList<CombatStatus> scan = CombatAnalysis::analyse(scenario, HouseRules{}, state);
        QCOMPARE(scan.size(), 150);
        int inCombat = 0;
        for (const CombatStatus &status : scan) {
            const CombatStatus single = CombatAnalysis::analyseUnit(scenario, HouseRules{}, state, status.unitId);
            QCOMPARE(QJsonDocument(status.toJson({})).toJson(), QJsonDocument(single.toJson({})).toJson());
            inCombat += status.inCombat() ? 1 : 0;
        }
        QVERIFY(inCombat > 20); // the table is crowded enough to test something
    }

    void chargedAndGeneral()
    {
        Scenario scenario = emptyTable();
        Unit unit = makeUnit(u"unit"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1000, 1000}, 0.0);
        unit.setDivisionId(u"div"_s);
        scenario.addUnit(unit);
        Unit other = makeUnit(u"other"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {1200, 1000}, 0.0);
        other.setDivisionId(u"div"_s);
        scenario.addUnit(other);
        BattleState state;
        state.sideOrder = {u"red"_s, u"blue"_s};
        state.bound = 3;
        state.units[u"unit"_s].chargedBound = 2;
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s, state), FactorKind::FirstBoundAfterCharged), -1);
        QCOMPARE(statusOf(scenario, u"unit"_s, state).factor(FactorKind::FirstBoundAfterCharged)->reason,
                 u"Charged in bound 2."_s);
        state.bound = 5;
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s, state), FactorKind::FirstBoundAfterCharged), 0);
        QCOMPARE(statusOf(scenario, u"unit"_s, state).factor(FactorKind::FirstBoundAfterCharged)->reason,
                 u"Charged in bound 2, not the last bound."_s);

        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::GeneralRating), 0);
        scenario.addGeneral({u"gen"_s, u"red"_s, u"General"_s, 1, u"div"_s, false, u"other"_s, {}});
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::GeneralRating), 1);
        QCOMPARE(statusOf(scenario, u"unit"_s).factor(FactorKind::GeneralRating)->reason,
                 u"With its division: General (+1)."_s);
        scenario.addGeneral({u"cinc"_s, u"red"_s, u"CinC"_s, -1, QString(), true, u"other"_s, {}});
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::GeneralRating), 0);
        // A general of another division with one of ours does not count.
        scenario.updateGeneral({u"gen"_s, u"red"_s, u"General"_s, 1, u"elsewhere"_s, false, u"other"_s, {}});
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::GeneralRating), -1);
    }

    void override()
    {
        Scenario scenario = emptyTable();
        scenario.addUnit(makeUnit(u"unit"_s, u"red"_s, Arm::Foot, Formation::ColumnOfMarch, {1000, 1000}, 0.0));
        BattleState state;
        state.setOverride(u"unit"_s, FactorKind::ColumnOrLimbered, 0);
        CombatStatus status = statusOf(scenario, u"unit"_s, state);
        const Factor *column = status.factor(FactorKind::ColumnOrLimbered);
        QCOMPARE(column->derived, -1);
        QCOMPARE(column->value(), 0);
        QVERIFY(column->isOverridden());
        QCOMPARE(status.toJson({}).value(u"total"_s).toInt(), -1); // unsupported still counts
        state.setOverride(u"unit"_s, FactorKind::ColumnOrLimbered, std::nullopt);
        QVERIFY(state.overrides.isEmpty());
        QCOMPARE(statusOf(scenario, u"unit"_s, state).total(), -2);
    }

    void houseRulesJson()
    {
        HouseRules rules;
        rules.behindReachPaces = 800.0;
        rules.wheelCostOuterCorner = false;
        const auto back = HouseRules::fromJson(rules.toJson());
        QVERIFY(back.has_value());
        QCOMPARE(*back, rules);
        QString error;
        QVERIFY(!HouseRules::fromJson(QJsonObject{{u"frontArcHalfAngle"_s, 120.0}}, &error));
        QVERIFY(error.contains(u"frontArcHalfAngle"_s));
        QVERIFY(!HouseRules::fromJson(QJsonObject{{u"footRangePaces"_s, u"far"_s}}, &error));
        QCOMPARE(HouseRules::fromJson(QJsonObject{})->footRangePaces, 200.0);
        // A narrower arc (30 degrees reaches 40 + 30 tan 30 = 57 mm aside at
        // the target's far edge) leaves out a target 60 mm beyond the corner.
        rules = HouseRules{};
        rules.footRangePaces = 1000.0;
        const Scenario scenario = firingTable(Arm::Foot, Formation::SingleLine, 100.0, 100.0);
        QVERIFY(CombatAnalysis::analyseUnit(scenario, rules, {}, u"target"_s).underFire);
        rules.frontArcHalfAngle = 30.0;
        QVERIFY(!CombatAnalysis::analyseUnit(scenario, rules, {}, u"target"_s).underFire);
    }

    void factorIds()
    {
        for (FactorKind kind : allFactorKinds()) {
            bool ok = false;
            QCOMPARE(factorKindFromId(factorKindId(kind), &ok), kind);
            QVERIFY(ok);
            QVERIFY(!factorKindName(kind).isEmpty());
        }
        bool ok = true;
        factorKindFromId(u"nonsense", &ok);
        QVERIFY(!ok);
    }
};

QTEST_GUILESS_MAIN(TestBalaganFactors)
#include "test_balaganfactors.moc"
