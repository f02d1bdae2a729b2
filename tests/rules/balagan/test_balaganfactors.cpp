#include "balagantable.h"

#include "rules/balagan/combatanalysis.h"

#include <QJsonDocument>
#include <QTest>

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
        if (status.inCombat() != single.inCombat() || status.total() != single.total())
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
        QVERIFY(!status.factor(FactorKind::FavourableTerrain)->reason.isEmpty());
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
        state.bound = 5;
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s, state), FactorKind::FirstBoundAfterCharged), 0);

        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::GeneralRating), 0);
        scenario.addGeneral({u"gen"_s, u"red"_s, u"General"_s, 1, u"div"_s, false, u"other"_s, {}});
        QCOMPARE(factorValue(statusOf(scenario, u"unit"_s), FactorKind::GeneralRating), 1);
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
