#include "table/geometry.h"
#include "table/proximity.h"
#include "table/scenario.h"
#include "table/validation.h"

#include <QRandomGenerator>
#include <QTest>

using namespace vedette::table;
using Kind = vedette::table::ScenarioChange::Kind;

namespace {

Scenario smallTable()
{
    Scenario scenario;
    scenario.setRuleSystem(RuleSystem::Brown);
    scenario.addSide({QStringLiteral("british"), QStringLiteral("British"), QColor(200, 30, 30)});
    scenario.addSide({QStringLiteral("russian"), QStringLiteral("Russian"), QColor(30, 90, 30)});
    return scenario;
}

Unit unitAt(const QString &id, QPointF position, const QString &side = QStringLiteral("british"))
{
    Unit unit(id, side, id.toUpper(), Arm::Horse);
    unit.setPosition(position);
    return unit;
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

private slots:
    // Issue 40: "Division marsin von Franco-Bavarian", tree rows "cutts":
    // a division known by a key reads as its general's; a name the referee
    // gave it stays; a key without a general stays a key.
    void divisionNames()
    {
        Scenario scenario;
        scenario.addSide(Side{QStringLiteral("fb"), QStringLiteral("Franco-Bavarian"), {}, {}});
        scenario.addSide(Side{QStringLiteral("al"), QStringLiteral("Allies"), {}, {}});
        scenario.addGeneral(General{QStringLiteral("elector"), QStringLiteral("fb"), QStringLiteral("Elector of Bavaria"), 0,
                                    QStringLiteral("elector"), true, {}, {}});
        scenario.addGeneral(General{QStringLiteral("marsin"), QStringLiteral("fb"), QStringLiteral("Marshal Marsin"), 0,
                                    QStringLiteral("marsin"), false, {}, {}});
        scenario.addGeneral(General{QStringLiteral("guards-general"), QStringLiteral("al"), QStringLiteral("Orkney"), 0,
                                    QStringLiteral("Guards"), false, {}, {}});
        QCOMPARE(scenario.divisionName(QStringLiteral("fb"), QStringLiteral("marsin")), QStringLiteral("Marshal Marsin's division"));
        QCOMPARE(scenario.divisionName(QStringLiteral("fb"), QStringLiteral("elector")),
                 QStringLiteral("Elector of Bavaria's division"));
        QCOMPARE(scenario.divisionName(QStringLiteral("al"), QStringLiteral("Guards")), QStringLiteral("Guards"));
        // Another side's general does not lead it.
        QCOMPARE(scenario.divisionName(QStringLiteral("al"), QStringLiteral("marsin")), QStringLiteral("marsin"));
        QCOMPARE(scenario.divisionName(QStringLiteral("fb"), QStringLiteral("reserve-2")), QStringLiteral("reserve-2"));
    }

    void defaultsPerRuleSystem()
    {
        Scenario scenario;
        QCOMPARE(scenario.tableWidth().inches(), 72.0);
        QCOMPARE(scenario.tableHeight().inches(), 48.0);
        scenario.setRuleSystem(RuleSystem::Brown);
        QCOMPARE(scenario.displayUnits().primary, LengthUnit::Inches);
        QCOMPARE(scenario.footprintSettings().style, FootprintSettings::BaseStyle::Stands);
        QVERIFY(!scenario.badGoingRules().enabled);
        scenario.setRuleSystem(RuleSystem::Balagan);
        QCOMPARE(scenario.displayUnits().primary, LengthUnit::Paces);
        QCOMPARE(scenario.displayUnits().secondary, LengthUnit::Centimetres);
        QCOMPARE(scenario.groundScale().pacesPerCm, 100.0);
        QCOMPARE(scenario.footprintSettings().style, FootprintSettings::BaseStyle::Elements);
        QVERIFY(scenario.badGoingRules().enabled);
    }

    void tableSizeRefusesZero()
    {
        Scenario scenario;
        QVERIFY(!scenario.setTableSize(Length(), Length::fromCm(120)));
        QVERIFY(!scenario.setTableSize(Length::fromCm(-180), Length::fromCm(120)));
        QVERIFY(!scenario.setTableSize(Length::infinite(), Length::fromCm(120)));
        QCOMPARE(scenario.tableWidth().inches(), 72.0);
        QVERIFY(scenario.setTableSize(Length::fromCm(180), Length::fromCm(120)));
        QCOMPARE(scenario.tableRect(), QRectF(0, 0, 1800, 1200));
        QVERIFY(!validation::tableSize(Length(), Length::fromCm(120)).isEmpty());
        QVERIFY(!validation::tableSize(Length::fromMm(std::nan("")), Length::fromCm(120)).isEmpty());
        QVERIFY(validation::tableSize(Length::fromFeet(6), Length::fromFeet(4)).isEmpty());
    }

    void unitsAddFindRemove()
    {
        Scenario scenario = smallTable();
        QVERIFY(scenario.addUnit(unitAt(QStringLiteral("a"), {100, 100})));
        QVERIFY(scenario.addUnit(unitAt(QStringLiteral("b"), {300, 100})));
        QVERIFY(scenario.addUnit(unitAt(QStringLiteral("c"), {500, 100}, QStringLiteral("russian"))));
        QVERIFY(!scenario.addUnit(unitAt(QStringLiteral("a"), {0, 0})));   // duplicate id
        QVERIFY(!scenario.addUnit(unitAt(QString(), {0, 0})));             // no id
        QCOMPARE(scenario.units().size(), 3);
        QCOMPARE(scenario.unit(QStringLiteral("b"))->position(), QPointF(300, 100));
        QCOMPARE(scenario.unitsOfSide(QStringLiteral("russian")).size(), 1);

        QVERIFY(scenario.removeUnit(QStringLiteral("a")));
        QVERIFY(!scenario.removeUnit(QStringLiteral("a")));
        QVERIFY(!scenario.unit(QStringLiteral("a")));
        // The index follows the removal.
        QCOMPARE(scenario.unit(QStringLiteral("c"))->id(), QStringLiteral("c"));

        Unit moved = *scenario.unit(QStringLiteral("b"));
        moved.setPosition({320, 140});
        moved.setFacing(-90);
        QVERIFY(scenario.updateUnit(moved));
        QCOMPARE(scenario.unit(QStringLiteral("b"))->position(), QPointF(320, 140));
        QCOMPARE(scenario.unit(QStringLiteral("b"))->facing(), 270.0);
        QVERIFY(!scenario.updateUnit(unitAt(QStringLiteral("zz"), {0, 0})));
    }

    void otherContents()
    {
        Scenario scenario = smallTable();
        QVERIFY(!scenario.addSide({QStringLiteral("british"), QStringLiteral("Again"), Qt::red}));
        QVERIFY(scenario.updateSide({QStringLiteral("british"), QStringLiteral("Allies"), Qt::red}));
        QCOMPARE(scenario.side(QStringLiteral("british"))->name, QStringLiteral("Allies"));

        QVERIFY(scenario.addMarker({QStringLiteral("m1"), MarkerKind::Casualty, {10, 10}, {}, {}, 3, {}, false}));
        QCOMPARE(scenario.marker(QStringLiteral("m1"))->count, 3);
        QVERIFY(scenario.removeMarker(QStringLiteral("m1")));

        QVERIFY(scenario.addFogZone({QStringLiteral("f1"), QStringLiteral("a"), QPolygonF({{0, 0}, {10, 0}, {10, 5}}), 2}));
        QVERIFY(!scenario.addFogZone({QStringLiteral("f1"), {}, {}, 0}));
        QCOMPARE(scenario.fogZone(QStringLiteral("f1"))->placedBound, 2);

        General general{QStringLiteral("g1"), QStringLiteral("british"), QStringLiteral("Lucan"), 1, {}, true, {}, {}};
        QVERIFY(scenario.addGeneral(general));
        general.rating = -1;
        QVERIFY(scenario.updateGeneral(general));
        QCOMPARE(scenario.general(QStringLiteral("g1"))->rating, -1);

        QCOMPARE(scenario.freshId(QStringLiteral("f")), QStringLiteral("f-1"));
        scenario.addUnit(unitAt(QStringLiteral("unit-1"), {100, 100}));
        QCOMPARE(scenario.freshId(QStringLiteral("unit")), QStringLiteral("unit-2"));
    }

    void messengersAndRulers()
    {
        Scenario scenario = smallTable();
        QList<ScenarioChange> seen;
        scenario.addObserver([&](const ScenarioChange &change) { seen.append(change); });

        Messenger messenger;
        messenger.id = QStringLiteral("messenger-1");
        messenger.sideId = QStringLiteral("british");
        messenger.position = {10, 20};
        messenger.route = {{10, 20}};
        QVERIFY(messenger.riding());
        QVERIFY(scenario.addMessenger(messenger));
        QVERIFY(!scenario.addMessenger(messenger)); // duplicate id
        messenger.route.append({60, 20});
        messenger.position = {60, 20};
        messenger.delivered = true;
        QVERIFY(!messenger.riding());
        QVERIFY(scenario.updateMessenger(messenger));
        QCOMPARE(scenario.messenger(QStringLiteral("messenger-1"))->route.size(), 2);
        QCOMPARE(scenario.freshId(QStringLiteral("messenger")), QStringLiteral("messenger-2"));

        PinnedRuler ruler{QStringLiteral("ruler-1"), {QStringLiteral("a"), {1, 2}}, {{}, {3, 4}}, QStringLiteral("4 in")};
        QVERIFY(ruler.from.onUnit());
        QVERIFY(!ruler.to.onUnit());
        QVERIFY(scenario.addRuler(ruler));
        QVERIFY(!scenario.addRuler(PinnedRuler{})); // empty id
        ruler.label = QStringLiteral("reach");
        QVERIFY(scenario.updateRuler(ruler));
        QVERIFY(!scenario.updateRuler(PinnedRuler{QStringLiteral("nope"), {}, {}, {}}));
        QCOMPARE(scenario.ruler(QStringLiteral("ruler-1"))->label, QStringLiteral("reach"));
        QCOMPARE(scenario.freshId(QStringLiteral("ruler")), QStringLiteral("ruler-2"));

        // Copies compare equal; a difference in either list tells them apart.
        Scenario copy = scenario;
        QVERIFY(copy == scenario);
        QVERIFY(copy.removeRuler(QStringLiteral("ruler-1")));
        QVERIFY(!(copy == scenario));
        QVERIFY(scenario.removeMessenger(QStringLiteral("messenger-1")));
        QVERIFY(!scenario.removeMessenger(QStringLiteral("messenger-1")));
        QVERIFY(scenario.messengers().isEmpty());

        const QList<Kind> expected{Kind::MessengerAdded, Kind::MessengerChanged, Kind::RulerAdded,
                                   Kind::RulerChanged, Kind::MessengerRemoved};
        QCOMPARE(seen.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            QCOMPARE(seen[i].kind, expected[i]);
        QCOMPARE(seen.last().id, QStringLiteral("messenger-1"));
    }

    void observers()
    {
        Scenario scenario = smallTable();
        QList<ScenarioChange> seen;
        const int handle = scenario.addObserver([&](const ScenarioChange &change) { seen.append(change); });
        const quint64 before = scenario.revision();
        scenario.addUnit(unitAt(QStringLiteral("a"), {100, 100}));
        scenario.updateUnit(unitAt(QStringLiteral("a"), {120, 100}));
        scenario.addTerrain(Terrain(QStringLiteral("t"), TerrainType::Woods, QPolygonF({{0, 0}, {50, 0}, {50, 50}})));
        scenario.removeUnit(QStringLiteral("a"));
        scenario.setTitle(QStringLiteral("Balaclava"));
        QVERIFY(!scenario.removeUnit(QStringLiteral("a"))); // a refusal tells no one
        QCOMPARE(seen.size(), 5);
        QCOMPARE(seen[0].kind, Kind::UnitAdded);
        QCOMPARE(seen[0].id, QStringLiteral("a"));
        QCOMPARE(seen[1].kind, Kind::UnitChanged);
        QCOMPARE(seen[2].kind, Kind::TerrainAdded);
        QCOMPARE(seen[3].kind, Kind::UnitRemoved);
        QCOMPARE(seen[4].kind, Kind::Settings);
        QCOMPARE(scenario.revision(), before + 5);

        // A copy has the contents but not the observers.
        Scenario copy = scenario;
        QVERIFY(copy == scenario);
        copy.setTitle(QStringLiteral("Other"));
        QCOMPARE(seen.size(), 5);
        QVERIFY(!(copy == scenario));

        // Assigning into an observed scenario is one reset.
        scenario = copy;
        QCOMPARE(seen.size(), 6);
        QCOMPARE(seen.last().kind, Kind::Reset);

        scenario.removeObserver(handle);
        scenario.setTitle(QStringLiteral("Quiet"));
        QCOMPARE(seen.size(), 6);
    }

    // A step of the rules replaces the table with the one after it: the
    // observers hear of each piece that changed, not of a reset, so the
    // window redraws only those (issue 43); when the settings or the order
    // changed it is one reset, as assignment is.
    void replaceWithTellsThePieces()
    {
        Scenario scenario = smallTable();
        scenario.addUnit(unitAt(QStringLiteral("a"), {100, 100}));
        scenario.addUnit(unitAt(QStringLiteral("b"), {200, 100}));
        scenario.addUnit(unitAt(QStringLiteral("c"), {300, 100}));
        Marker note;
        note.id = QStringLiteral("m1");
        note.position = {50, 50};
        scenario.addMarker(note);
        QList<ScenarioChange> seen;
        scenario.addObserver([&](const ScenarioChange &change) {
            seen.append(change);
        });

        Scenario after = scenario;
        after.updateUnit(unitAt(QStringLiteral("b"), {220, 110}));
        after.removeUnit(QStringLiteral("c"));
        after.addUnit(unitAt(QStringLiteral("d"), {400, 100}));
        after.removeMarker(QStringLiteral("m1"));
        const quint64 before = scenario.revision();
        // Each observer reads the whole new table, whichever piece it hears of.
        bool wholeTableSeen = true;
        const int check = scenario.addObserver([&](const ScenarioChange &) {
            wholeTableSeen = wholeTableSeen && scenario == after;
        });
        scenario.replaceWith(after);
        scenario.removeObserver(check);
        QVERIFY(scenario == after);
        QVERIFY(wholeTableSeen);
        const QList<ScenarioChange> expected{{Kind::UnitRemoved, QStringLiteral("c")},
                                             {Kind::UnitChanged, QStringLiteral("b")},
                                             {Kind::UnitAdded, QStringLiteral("d")},
                                             {Kind::MarkerRemoved, QStringLiteral("m1")}};
        QCOMPARE(seen.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(seen[i].kind, expected[i].kind);
            QCOMPARE(seen[i].id, expected[i].id);
        }
        QCOMPARE(scenario.revision(), before + 4);
        QVERIFY(scenario.unit(QStringLiteral("d")));
        QVERIFY(!scenario.unit(QStringLiteral("c")));

        // Nothing changed: no one is told.
        seen.clear();
        scenario.replaceWith(after);
        QVERIFY(seen.isEmpty());

        // The same units in another order: one reset (the order is the drawing order).
        Scenario reordered = smallTable();
        reordered.addUnit(*after.unit(QStringLiteral("b")));
        reordered.addUnit(*after.unit(QStringLiteral("a")));
        reordered.addUnit(*after.unit(QStringLiteral("d")));
        scenario.replaceWith(reordered);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen[0].kind, Kind::Reset);
        QVERIFY(scenario == reordered);

        // Another setting: one reset.
        seen.clear();
        Scenario retitled = reordered;
        retitled.setTitle(QStringLiteral("Balaclava"));
        scenario.replaceWith(retitled);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen[0].kind, Kind::Reset);
        QVERIFY(scenario == retitled);
    }

    void moves()
    {
        Scenario source = smallTable();
        source.addUnit(unitAt(QStringLiteral("a"), {100, 100}));
        const Scenario copy = source;
        int told = 0;
        source.addObserver([&](const ScenarioChange &) { ++told; });

        Scenario moved(std::move(source));
        QVERIFY(moved == copy);
        QCOMPARE(moved.unit(QStringLiteral("a"))->id(), QStringLiteral("a"));
        QVERIFY(!source.unit(QStringLiteral("a"))); // a moved-from scenario stays usable
        source.addUnit(unitAt(QStringLiteral("b"), {100, 100}));
        QCOMPARE(told, 1); // the observers stayed with the moved-from object

        Scenario target;
        int targetTold = 0;
        target.addObserver([&](const ScenarioChange &change) {
            ++targetTold;
            QCOMPARE(change.kind, Kind::Reset);
        });
        target = std::move(moved);
        QCOMPARE(targetTold, 1);
        QVERIFY(target == copy);
        QVERIFY(target.unit(QStringLiteral("a")));
    }

    void observerMayRemoveItself()
    {
        Scenario scenario = smallTable();
        int calls = 0;
        int handle = 0;
        handle = scenario.addObserver([&](const ScenarioChange &) {
            ++calls;
            scenario.removeObserver(handle);
        });
        scenario.setTitle(QStringLiteral("one"));
        scenario.setTitle(QStringLiteral("two"));
        QCOMPARE(calls, 1);
    }

    void terrainQueries()
    {
        Scenario scenario = smallTable();
        scenario.addTerrain(Terrain(QStringLiteral("hill"), TerrainType::Hill,
                                    QPolygonF({{0, 0}, {400, 0}, {400, 400}, {0, 400}})));
        scenario.addTerrain(Terrain(QStringLiteral("wood"), TerrainType::Woods,
                                    QPolygonF({{100, 100}, {200, 100}, {200, 200}, {100, 200}})));
        const auto at = scenario.terrainAt({150, 150});
        QCOMPARE(at.size(), 2);
        QCOMPARE(at[0]->id(), QStringLiteral("wood")); // topmost first
        QCOMPARE(scenario.terrainAt({300, 300}).size(), 1);
        QCOMPARE(scenario.terrainAt({500, 500}).size(), 0);
        QCOMPARE(scenario.terrainPiece(QStringLiteral("wood"))->cover(), CoverClass::Light);
        QCOMPARE(scenario.terrainPiece(QStringLiteral("hill"))->cover(), CoverClass::None);

        // A unit (4 stands of 40 x 20 in line: 160 x 20) straddling the wood's edge.
        Unit unit = unitAt(QStringLiteral("a"), {250, 150});
        unit.setStandFrontage(Length::fromMm(40));
        unit.setStandDepth(Length::fromMm(20));
        const auto under = scenario.terrainUnder(scenario.footprint(unit));
        QCOMPARE(under.size(), 2);
        unit.setPosition({300, 300});
        QCOMPARE(scenario.terrainUnder(scenario.footprint(unit)).size(), 1);
    }

    void terrainDefaults()
    {
        QCOMPARE(defaultCover(TerrainType::Buildings), CoverClass::Heavy);
        QVERIFY(defaultBadGoing(TerrainType::River));
        QVERIFY(!defaultBadGoing(TerrainType::Road));
        Terrain piece(QStringLiteral("x"), TerrainType::Marsh, QPolygonF({{0, 0}, {10, 0}, {10, 10}, {0, 0}}));
        QCOMPARE(piece.outline().size(), 3); // a closing point is dropped
        piece.setCover(CoverClass::Medium);
        QCOMPARE(piece.cover(), CoverClass::Medium);
        piece.setType(TerrainType::Buildings);
        QCOMPARE(piece.cover(), CoverClass::Heavy);
    }

    void validationMessages()
    {
        Scenario scenario = smallTable();
        QVERIFY(validation::terrainOutline(QPolygonF({{0, 0}, {10, 0}, {10, 10}})).isEmpty());
        QCOMPARE(validation::terrainOutline(QPolygonF({{0, 0}, {10, 10}, {10, 0}, {0, 10}})),
                 QStringLiteral("The terrain outline crosses itself; draw it without crossing lines."));
        QVERIFY(!validation::terrainOutline(QPolygonF({{0, 0}, {10, 0}})).isEmpty());
        QVERIFY(!validation::terrainOutline(QPolygonF({{0, 0}, {10, 0}, {20, 0}})).isEmpty()); // no area
        QVERIFY(!validation::terrainOutline(QPolygonF({{0, 0}, {10, 0}, {10, std::nan("")}})).isEmpty());

        Unit unit = unitAt(QStringLiteral("a"), {100, 100});
        QVERIFY(validation::unit(unit, scenario).isEmpty());
        unit.setPosition({10, 100}); // 160 mm line centred 10 mm from the edge
        QCOMPARE(validation::unit(unit, scenario), QStringLiteral("Unit \"A\" is placed off the table."));
        unit.setPosition({100, 100});
        unit.setSideId(QStringLiteral("french"));
        QVERIFY(validation::unit(unit, scenario).contains(QStringLiteral("no known side")));
        unit.setSideId(QStringLiteral("british"));
        unit.setFormation(Formation::Limbered);
        QCOMPARE(validation::unit(unit, scenario), QStringLiteral("Horse cannot be in limbered."));
        unit.setFormation(Formation::SingleLine);
        unit.setStrength(-5);
        QVERIFY(!validation::unit(unit, scenario).isEmpty());

        scenario.addUnit(unitAt(QStringLiteral("b"), {-500, 100}));
        scenario.addTerrain(Terrain(QStringLiteral("bow"), TerrainType::Woods, QPolygonF({{0, 0}, {10, 10}, {10, 0}, {0, 10}})));
        QCOMPARE(validation::scenario(scenario).size(), 2);
    }

    void proximityMatchesBruteForce()
    {
        // 300 units scattered over a 6' x 4' table: the grid finds exactly the
        // pairs that checking every pair finds.
        QRandomGenerator random(1854);
        QList<Footprint> footprints;
        FootprintSettings settings = FootprintSettings::balagan();
        for (int i = 0; i < 300; ++i) {
            Unit unit = unitAt(QString::number(i), {random.bounded(1828.0), random.bounded(1219.0)});
            unit.setFacing(random.bounded(360.0));
            unit.setFormation(i % 3 == 0 ? Formation::ColumnOfMarch : Formation::SingleLine);
            footprints.append(Footprint::of(unit, settings));
        }
        const Length reach = Length::fromMm(60);
        const QList<ProximityPair> pairs = pairsWithin(footprints, reach);
        QList<std::pair<qsizetype, qsizetype>> expected;
        for (qsizetype a = 0; a < footprints.size(); ++a) {
            for (qsizetype b = a + 1; b < footprints.size(); ++b) {
                if (geometry::edgeDistance(footprints[a], footprints[b]) <= reach)
                    expected.append({a, b});
            }
        }
        QVERIFY(expected.size() > 20);
        QCOMPARE(pairs.size(), expected.size());
        for (qsizetype i = 0; i < pairs.size(); ++i) {
            QCOMPARE(pairs[i].a, expected[i].first);
            QCOMPARE(pairs[i].b, expected[i].second);
            const Footprint &a = footprints[pairs[i].a];
            const Footprint &b = footprints[pairs[i].b];
            QCOMPARE(pairs[i].edgeDistance, geometry::edgeDistance(a, b));
            QCOMPARE(pairs[i].arcOfAFromB, geometry::arcOf(a, b));
            QCOMPARE(pairs[i].arcOfBFromA, geometry::arcOf(b, a));
        }
        QCOMPARE(pairsWithin(footprints, Length::infinite()).size(), 300 * 299 / 2);
        QVERIFY(pairsWithin({}, reach).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "test_scenario.moc"
