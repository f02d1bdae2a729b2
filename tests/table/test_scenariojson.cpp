#include "table/geometry.h"
#include "table/scenariojson.h"
#include "table/validation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace vedette::table;

Q_DECLARE_METATYPE(vedette::table::RuleSystem)
Q_DECLARE_METATYPE(vedette::table::LengthUnit)

namespace {

const char baseJson[] =
    "{\n"
    "  \"format\": \"vedette-scenario\", \"version\": 1,\n"
    "  \"title\": \"Test\", \"ruleSystem\": \"balagan\",\n"
    "  \"table\": {\"width\": 1200, \"height\": 800},\n"
    "  \"groundScale\": 100,\n"
    "  \"sides\": [{\"id\": \"allies\", \"name\": \"Allies\", \"colour\": \"#c0392b\"},\n"
    "            {\"id\": \"french\", \"name\": \"French\", \"colour\": \"#2c3e90\"}],\n"
    "  \"generals\": [{\"id\": \"cutts\", \"side\": \"allies\", \"name\": \"Cutts\", \"rating\": 1, \"division\": \"d1\"}],\n"
    "  \"units\": [\n"
    "    {\"id\": \"u1\", \"side\": \"allies\", \"name\": \"Row\", \"arm\": \"foot\", \"formation\": \"double-line\",\n"
    "     \"x\": 300, \"y\": 400, \"facing\": 90, \"strength\": 2400, \"division\": \"d1\", \"general\": \"cutts\",\n"
    "     \"order\": \"advance\"},\n"
    "    {\"id\": \"u2\", \"side\": \"french\", \"name\": \"Gens d'armes\", \"arm\": \"horse\", \"horse\": \"heavy\",\n"
    "     \"x\": 800, \"y\": 400, \"facing\": 270, \"markers\": [\"shaken\"]}\n"
    "  ],\n"
    "  \"terrain\": [{\"id\": \"t1\", \"name\": \"Blindheim\", \"type\": \"buildings\",\n"
    "               \"points\": [[500, 100], [600, 100], [600, 200], [500, 200]]}],\n"
    "  \"fogZones\": [{\"id\": \"f1\", \"owner\": \"u1\", \"points\": [[320, 350], [330, 350], [330, 450], [320, 450]],\n"
    "                \"placedBound\": 3}],\n"
    "  \"markers\": [{\"id\": \"m1\", \"kind\": \"note\", \"x\": 100, \"y\": 100, \"text\": \"Ford\"}],\n"
    "  \"messengers\": [{\"id\": \"ms1\", \"side\": \"allies\", \"fromGeneral\": \"cutts\", \"target\": \"u1\",\n"
    "                  \"order\": \"hold\", \"x\": 200, \"y\": 300, \"route\": [[100, 300], [200, 300]]}],\n"
    "  \"rulers\": [{\"id\": \"r1\", \"from\": {\"unit\": \"u1\", \"x\": 300, \"y\": 400},\n"
    "              \"to\": {\"x\": 800, \"y\": 400}, \"label\": \"charge\"}]\n"
    "}\n";

QJsonObject base()
{
    return QJsonDocument::fromJson(QByteArray(baseJson)).object();
}

// Sets (or with an undefined value removes) the value at "a/0/b" in `object`.
QJsonValue setAt(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    const QString key = path.takeFirst();
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int index = key.toInt();
        if (path.isEmpty())
            array[index] = value;
        else
            array[index] = setAt(array[index], path, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty()) {
        if (value.isUndefined())
            object.remove(key);
        else
            object[key] = value;
    } else {
        object[key] = setAt(object[key], path, value);
    }
    return object;
}

Scenario richScenario()
{
    Scenario scenario;
    scenario.setTitle(QStringLiteral("Round trip"));
    scenario.setDescription(QStringLiteral("Every field, with \"quotes\" and ünïcödé."));
    scenario.setRuleSystem(RuleSystem::Brown);
    scenario.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
    scenario.setGroundScale(GroundScale{37.5});
    scenario.setDisplayUnits({LengthUnit::Inches, LengthUnit::Paces, {}});
    FootprintSettings settings = scenario.footprintSettings();
    settings.columnGap = Length::fromMm(17.5);
    scenario.setFootprintSettings(settings);
    BadGoingRules rules = BadGoingRules::balagan();
    rules.footLine = 3.0;
    scenario.setBadGoingRules(rules);
    scenario.addSide({QStringLiteral("british"), QStringLiteral("British"), QColor(0xb0, 0x30, 0x30)});
    scenario.addSide({QStringLiteral("russian"), QStringLiteral("Russian"), QColor(0x30, 0x60, 0x30),
                      QRectF(100.5, 40, 400, 100)}); // its deployment zone, as the referee moved it
    scenario.addGeneral({QStringLiteral("cardigan"), QStringLiteral("british"), QStringLiteral("Cardigan"), -1,
                         QStringLiteral("light"), false, QStringLiteral("17l"), {}});

    Unit lancers(QStringLiteral("17l"), QStringLiteral("british"), QStringLiteral("17th Lancers"), Arm::Horse);
    lancers.setHorseWeight(HorseWeight::Light);
    lancers.setFormation(Formation::DoubleLine);
    lancers.setPosition({300.25, 600.5});
    lancers.setFacing(93.5);
    lancers.setStrength(145);
    lancers.setStartingStrength(150);
    lancers.setTroopClass(TroopClass::Elite);
    lancers.setMeleeModifier(4);
    lancers.setStandCount(6);
    lancers.setStandFrontage(Length::fromInches(1.5));
    lancers.setStandDepth(Length::fromInches(1.25));
    lancers.setMoraleCounters(1);
    lancers.setMarker(StateMarker::Blown);
    lancers.setMarker(StateMarker::Disordered);
    lancers.setCasualties(5);
    lancers.setOrder(Order::Advance);
    lancers.setDivisionId(QStringLiteral("light"));
    lancers.setGeneralId(QStringLiteral("cardigan"));
    scenario.addUnit(lancers);

    Unit dragoons(QStringLiteral("dr"), QStringLiteral("russian"), QStringLiteral("Dragoons"), Arm::Dragoons);
    dragoons.setDragoonsMounted(false);
    dragoons.setHorseWeight(HorseWeight::Heavy);
    dragoons.setPosition({1500, 600});
    dragoons.setHiddenFrom({QStringLiteral("british")});
    scenario.addUnit(dragoons);

    Unit battery(QStringLiteral("don3"), QStringLiteral("russian"), QStringLiteral("Don Battery No. 3"), Arm::Artillery);
    battery.setFormation(Formation::Limbered);
    battery.setPosition({1700, 600});
    battery.setFacing(270);
    battery.setTroopClass(TroopClass::Green);
    battery.setStrength(160);
    battery.setGuns(8);
    scenario.addUnit(battery);

    Unit reserve(QStringLiteral("reserve"), QStringLiteral("british"), QStringLiteral("Heavy Brigade reserve"), Arm::Horse);
    reserve.setHorseWeight(HorseWeight::Heavy);
    reserve.setOnTable(false);
    reserve.setFacing(90);
    scenario.addUnit(reserve);

    Terrain hill(QStringLiteral("causeway"), TerrainType::Hill,
                 QPolygonF({{0, 0}, {1000, 0}, {1000, 200}, {500, 250}, {0, 200}}));
    hill.setName(QStringLiteral("Causeway Heights"));
    hill.setHeight(Length::fromMm(40));
    hill.setCover(CoverClass::Light);
    scenario.addTerrain(hill);
    Terrain river(QStringLiteral("river"), TerrainType::River, QPolygonF({{0, 1000}, {1828, 1000}, {1828, 1020}, {0, 1020}}));
    river.setImpassable(true);
    scenario.addTerrain(river);

    scenario.addFogZone({QStringLiteral("fog"), QStringLiteral("don3"), QPolygonF({{1600, 550}, {1650, 550}, {1650, 650}}), 4});
    scenario.addMarker({QStringLiteral("m"), MarkerKind::MoraleCounter, {310, 640}, QStringLiteral("17l"),
                        QStringLiteral("first"), 2, {}, false});
    scenario.addMarker({QStringLiteral("ambush"), MarkerKind::Note, {1400, 700}, {}, QStringLiteral("Cossacks in the vines"),
                        1, {QStringLiteral("british")}, false});
    scenario.addMarker({QStringLiteral("plan"), MarkerKind::Objective, {900, 500}, {}, {}, 1, {}, true});

    General lucan{QStringLiteral("lucan"), QStringLiteral("british"), QStringLiteral("Lucan"), 0, {}, true, {},
                  QPointF(120.5, 80.25)};
    scenario.addGeneral(lucan);
    Messenger nolan;
    nolan.id = QStringLiteral("nolan");
    nolan.sideId = QStringLiteral("british");
    nolan.name = QStringLiteral("Captain Nolan");
    nolan.fromGeneralId = QStringLiteral("lucan");
    nolan.targetUnitId = QStringLiteral("17l");
    nolan.order = Order::Advance;
    nolan.position = {200.0, 300.5};
    nolan.route = {{120.5, 80.25}, {160.0, 190.0}, {200.0, 300.5}};
    scenario.addMessenger(nolan);
    Messenger fallen = nolan;
    fallen.id = QStringLiteral("fallen");
    fallen.name.clear();
    fallen.killed = true;
    fallen.delivered = false;
    fallen.route.clear();
    scenario.addMessenger(fallen);
    scenario.addRuler({QStringLiteral("r1"), {QStringLiteral("17l"), {300.25, 600.5}}, {{}, {1500.0, 600.0}},
                       QStringLiteral("to the guns")});
    scenario.addRuler({QStringLiteral("r2"), {{}, {0.0, 0.0}}, {QStringLiteral("dr"), {1500.0, 600.0}}, {}});
    return scenario;
}

} // namespace

class TestScenarioJson : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip()
    {
        const Scenario original = richScenario();
        const QByteArray json = ScenarioJson::write(original);
        const ScenarioJson::ReadResult result = ScenarioJson::read(json);
        QVERIFY2(result, qPrintable(result.errorString));
        QVERIFY(result.errorString.isEmpty());
        QVERIFY(*result.scenario == original);
        // Writing what was read gives the same bytes.
        QCOMPARE(ScenarioJson::write(*result.scenario), json);
        const QJsonObject root = QJsonDocument::fromJson(json).object();
        QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("vedette-scenario"));
        QCOMPARE(root.value(QStringLiteral("version")).toInt(), 3);
        // The reserve waiting to be deployed has no place in the file.
        const QJsonObject reserve = root.value(QStringLiteral("units")).toArray().last().toObject();
        QCOMPARE(reserve.value(QStringLiteral("id")).toString(), QStringLiteral("reserve"));
        QVERIFY(!reserve.contains(QStringLiteral("x")) && !reserve.contains(QStringLiteral("y")));
        QCOMPARE(root.value(QStringLiteral("messengers")).toArray().size(), 2);
        QCOMPARE(root.value(QStringLiteral("rulers")).toArray().size(), 2);
        QCOMPARE(root.value(QStringLiteral("badGoing")).toObject().value(QStringLiteral("horseLine")).toString(),
                 QStringLiteral("impassable"));
    }

    // Version 3: an artillery unit's guns beside its crew (strength in men);
    // a unit without its own melee modifier keeps none (its class's house
    // rule applies), one with its own keeps it; versions 1 and 2 read as before.
    void gunsAndOwnMeleeModifier()
    {
        const QByteArray json = R"({"format": "vedette-scenario", "version": 1,
            "table": {"width": 1200, "height": 800}, "sides": [{"id": "red", "name": "Red"}],
            "units": [{"id": "g", "side": "red", "name": "Guns", "arm": "artillery", "x": 100, "y": 100,
                       "strength": 160, "guns": 8, "class": "elite"},
                      {"id": "f", "side": "red", "name": "Foot", "arm": "foot", "x": 300, "y": 100,
                       "class": "elite", "meleeModifier": 1}]})";
        const auto read = ScenarioJson::read(json);
        QVERIFY2(read, qPrintable(read.errorString));
        const Unit *guns = read.scenario->unit(QStringLiteral("g"));
        QCOMPARE(guns->strength(), 160);
        QCOMPARE(guns->guns(), 8);
        QVERIFY(!guns->hasOwnMeleeModifier());
        QCOMPARE(guns->meleeModifier(), 3); // the elite default of docs/rules.md B-27
        const Unit *foot = read.scenario->unit(QStringLiteral("f"));
        QVERIFY(foot->hasOwnMeleeModifier());
        QCOMPARE(foot->meleeModifier(), 1);
        QCOMPARE(foot->guns(), 0);
        const QJsonObject written = QJsonDocument::fromJson(ScenarioJson::write(*read.scenario)).object();
        const QJsonArray units = written.value(QStringLiteral("units")).toArray();
        QCOMPARE(units[0].toObject().value(QStringLiteral("guns")).toInt(), 8);
        QVERIFY(!units[0].toObject().contains(QStringLiteral("meleeModifier")));
        QCOMPARE(units[1].toObject().value(QStringLiteral("meleeModifier")).toInt(), 1);
        QVERIFY(!units[1].toObject().contains(QStringLiteral("guns")));
        QVERIFY(*ScenarioJson::read(ScenarioJson::write(*read.scenario)).scenario == *read.scenario);
        // Out of range.
        QByteArray bad = json;
        bad.replace("\"guns\": 8", "\"guns\": -1");
        const auto refused = ScenarioJson::read(bad);
        QVERIFY(!refused);
        QVERIFY2(refused.errorString.contains(QStringLiteral("units[0].guns")), qPrintable(refused.errorString));
    }

    // Found by the fuzzer: a side without a colour came back black.
    void sideWithoutColourRoundTrips()
    {
        const QByteArray json = R"({"format": "vedette-scenario", "version": 1,
            "table": {"width": 1200, "height": 800}, "sides": [{"id": "red", "name": "Red"}]})";
        const auto first = ScenarioJson::read(json);
        QVERIFY2(first, qPrintable(first.errorString));
        QVERIFY(!first.scenario->sides().constFirst().colour.isValid());
        const auto second = ScenarioJson::read(ScenarioJson::write(*first.scenario));
        QVERIFY2(second, qPrintable(second.errorString));
        QVERIFY(*second.scenario == *first.scenario);
    }

    // #rrggbb in either case reads, and is written back in small letters.
    void colourInCapitalsReads()
    {
        const QJsonObject root = setAt(base(), {u"sides"_qs, u"0"_qs, u"colour"_qs}, u"#C0392B"_qs).toObject();
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY2(result, qPrintable(result.errorString));
        QCOMPARE(result.scenario->sides().constFirst().colour, QColor(0xc0, 0x39, 0x2b));
        const auto again = ScenarioJson::read(ScenarioJson::write(*result.scenario));
        QVERIFY2(again, qPrintable(again.errorString));
        QVERIFY(*again.scenario == *result.scenario);
    }

    // Found by the fuzzer: a foot unit given a horse weight lost it on writing.
    void footUnitIgnoresHorseWeight()
    {
        const QByteArray json = R"({"format": "vedette-scenario", "version": 1,
            "table": {"width": 1200, "height": 800}, "sides": [{"id": "red", "name": "Red"}],
            "units": [{"id": "f", "side": "red", "name": "Foot", "arm": "foot", "horse": "heavy",
                       "x": 100, "y": 100, "facing": 0}]})";
        const auto first = ScenarioJson::read(json);
        QVERIFY2(first, qPrintable(first.errorString));
        const auto second = ScenarioJson::read(ScenarioJson::write(*first.scenario));
        QVERIFY2(second, qPrintable(second.errorString));
        QVERIFY(*second.scenario == *first.scenario);
    }

    void roundTripThroughFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("scenario.json"));
        QString error;
        QVERIFY(ScenarioJson::writeFile(richScenario(), path, &error));
        const auto result = ScenarioJson::readFile(path);
        QVERIFY2(result, qPrintable(result.errorString));
        QVERIFY(*result.scenario == richScenario());
        QVERIFY(!ScenarioJson::writeFile(richScenario(), dir.filePath(QStringLiteral("no/such/dir/x.json")), &error));
        QVERIFY(!error.isEmpty());
        const auto missing = ScenarioJson::readFile(dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!missing);
        QVERIFY(missing.errorString.startsWith(QStringLiteral("Cannot open")));
    }

    void baseIsValid()
    {
        const auto result = ScenarioJson::fromJson(base());
        QVERIFY2(result, qPrintable(result.errorString));
        const Scenario &scenario = *result.scenario;
        QCOMPARE(scenario.ruleSystem(), RuleSystem::Balagan);
        QCOMPARE(scenario.units().size(), 2);
        QCOMPARE(scenario.unit(QStringLiteral("u1"))->formation(), Formation::DoubleLine);
        QCOMPARE(scenario.unit(QStringLiteral("u1"))->startingStrength(), 2400); // defaults to strength
        QCOMPARE(scenario.unit(QStringLiteral("u2"))->horseWeight(), HorseWeight::Heavy);
        QVERIFY(scenario.unit(QStringLiteral("u2"))->hasMarker(StateMarker::Shaken));
        QCOMPARE(scenario.terrainPiece(QStringLiteral("t1"))->cover(), CoverClass::Heavy); // type default
        QCOMPARE(scenario.displayUnits().primary, LengthUnit::Paces);                     // rule system default
        QVERIFY(scenario.badGoingRules().enabled);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");

        const QJsonValue remove(QJsonValue::Undefined);
        QTest::newRow("wrong format") << "format" << QJsonValue(u"tiled-map"_qs) << "Not a Vedette scenario";
        QTest::newRow("no format") << "format" << remove << "Not a Vedette scenario";
        QTest::newRow("newer version") << "version" << QJsonValue(4) << "newer Vedette (format version 4)";
        QTest::newRow("hidden from an unknown side") << "units/0/hiddenFrom" << QJsonValue(QJsonArray{u"prussians"_qs})
                                                     << "units[0].hiddenFrom[0]: unknown side \"prussians\"";
        QTest::newRow("hidden from not a list") << "markers/0/hiddenFrom" << QJsonValue(u"french"_qs)
                                                << "markers[0].hiddenFrom: must be a list";
        QTest::newRow("referee-only as text") << "markers/0/refereeOnly" << QJsonValue(u"yes"_qs)
                                              << "markers[0].refereeOnly: must be";
        QTest::newRow("version as text") << "version" << QJsonValue(u"1"_qs) << "version: must be a whole number";
        QTest::newRow("fractional version") << "version" << QJsonValue(1.5) << "version: must be a whole number";
        QTest::newRow("unknown rule system") << "ruleSystem" << QJsonValue(u"warhammer"_qs)
                                             << "ruleSystem: unknown rule system \"warhammer\"";
        QTest::newRow("no table") << "table" << remove << "table: must be an object";
        QTest::newRow("zero-size table") << "table/width" << QJsonValue(0) << "table: The table must be wider";
        QTest::newRow("negative table") << "table/height" << QJsonValue(-80) << "table: The table must be wider";
        QTest::newRow("huge table") << "table/width" << QJsonValue(1e9) << "table.width: must be from";
        QTest::newRow("table width as text") << "table/width" << QJsonValue(u"6ft"_qs) << "table.width: must be a number";
        QTest::newRow("zero ground scale") << "groundScale" << QJsonValue(0) << "groundScale: must be from";
        QTest::newRow("sides not a list") << "sides" << QJsonValue(u"allies"_qs) << "sides: must be a list";
        QTest::newRow("zone of three numbers") << "sides/1/deploymentZone" << QJsonValue(QJsonArray{1, 2, 3})
                                               << "sides[1].deploymentZone: must be [x, y, width, height]";
        QTest::newRow("zone without width") << "sides/1/deploymentZone" << QJsonValue(QJsonArray{1, 2, 0, 3})
                                            << "sides[1].deploymentZone: must be [x, y, width, height] with a width";
        QTest::newRow("bad colour") << "sides/0/colour" << QJsonValue(u"blurple"_qs)
                                    << "sides[0].colour: \"blurple\" is not a colour";
        // Found by the fuzzer (issue 20): Qt reads #aarrggbb, which the writer's #rrggbb lost.
        QTest::newRow("colour with alpha") << "sides/0/colour" << QJsonValue(u"#2c3e90d1"_qs)
                                           << "sides[0].colour: \"#2c3e90d1\" is not a colour (use #rrggbb)";
        QTest::newRow("colour by name") << "sides/0/colour" << QJsonValue(u"red"_qs) << "sides[0].colour: \"red\" is not a colour";
        QTest::newRow("short colour") << "sides/0/colour" << QJsonValue(u"#c03"_qs) << "sides[0].colour: \"#c03\" is not a colour";
        QTest::newRow("16-bit colour") << "sides/0/colour" << QJsonValue(u"#c0c0393a2b2b"_qs)
                                       << "sides[0].colour: \"#c0c0393a2b2b\" is not a colour";
        QTest::newRow("colour and a line end") << "sides/0/colour" << QJsonValue(u"#c0392b\n"_qs)
                                               << "sides[0].colour: \"#c0392b\n\" is not a colour";
        QTest::newRow("duplicate side") << "sides/1/id" << QJsonValue(u"allies"_qs) << "sides[1].id: duplicate id \"allies\"";
        QTest::newRow("general of no side") << "generals/0/side" << QJsonValue(u"danes"_qs)
                                            << "generals[0].side: unknown side \"danes\"";
        // A general never rides with the enemy (validation::general).
        QTest::newRow("general with an enemy unit") << "generals/0/attachedUnit" << QJsonValue(u"u2"_qs)
                                                    << "generals[0].attachedUnit: General \"Cutts\" is attached to \"Gens d'armes\", a unit of the other side";
        QTest::newRow("general with an unknown unit") << "generals/0/attachedUnit" << QJsonValue(u"u9"_qs)
                                                      << "generals[0].attachedUnit: unknown unit \"u9\"";
        QTest::newRow("unit not an object") << "units/0" << QJsonValue(42) << "units[0]: must be an object";
        QTest::newRow("unit without id") << "units/0/id" << remove << "units[0].id: is missing";
        QTest::newRow("unit with empty id") << "units/0/id" << QJsonValue(u" "_qs) << "units[0].id: must not be empty";
        QTest::newRow("unit id as number") << "units/0/id" << QJsonValue(7) << "units[0].id: must be text";
        QTest::newRow("duplicate unit id") << "units/1/id" << QJsonValue(u"u1"_qs) << "units[1].id: duplicate id \"u1\"";
        QTest::newRow("unit id used by a side") << "units/1/id" << QJsonValue(u"french"_qs)
                                                << "units[1].id: duplicate id \"french\"";
        QTest::newRow("unknown unit type") << "units/0/arm" << QJsonValue(u"elephants"_qs)
                                           << "units[0].arm: unknown unit type \"elephants\"";
        QTest::newRow("no unit type") << "units/0/arm" << remove << "units[0].arm: is missing";
        QTest::newRow("unknown formation") << "units/0/formation" << QJsonValue(u"wedge"_qs)
                                           << "units[0].formation: unknown formation \"wedge\"";
        QTest::newRow("foot limbered") << "units/0/formation" << QJsonValue(u"limbered"_qs)
                                       << "units[0].formation: Foot cannot be in limbered";
        QTest::newRow("unknown horse weight") << "units/1/horse" << QJsonValue(u"medium"_qs)
                                              << "units[1].horse: unknown horse weight";
        QTest::newRow("mounted as text") << "units/1/mounted" << QJsonValue(u"yes"_qs)
                                         << "units[1].mounted: must be true or false";
        QTest::newRow("unknown side") << "units/0/side" << QJsonValue(u"danes"_qs) << "units[0].side: unknown side \"danes\"";
        QTest::newRow("no x") << "units/0/x" << remove << "units[0].x: is missing";
        QTest::newRow("x as text NaN") << "units/0/x" << QJsonValue(u"NaN"_qs) << "units[0].x: must be a number";
        QTest::newRow("far away x") << "units/0/x" << QJsonValue(5e6) << "units[0].x: must be from";
        QTest::newRow("off the table") << "units/0/x" << QJsonValue(-100)
                                       << "units[0]: Unit \"Row\" is placed off the table.";
        QTest::newRow("half off the table") << "units/1/y" << QJsonValue(795)
                                            << "units[1]: Unit \"Gens d'armes\" is placed off the table.";
        QTest::newRow("facing out of range") << "units/0/facing" << QJsonValue(720) << "units[0].facing: must be from";
        QTest::newRow("negative strength") << "units/0/strength" << QJsonValue(-5)
                                           << "units[0].strength: must be a whole number from 0 to 1000000";
        QTest::newRow("fractional strength") << "units/0/strength" << QJsonValue(2.5)
                                             << "units[0].strength: must be a whole number";
        QTest::newRow("huge strength") << "units/0/strength" << QJsonValue(1e12)
                                       << "units[0].strength: must be a whole number from 0 to 1000000";
        QTest::newRow("huge stand count") << "units/0/stands" << QJsonValue(QJsonObject{{u"count"_qs, 5000}})
                                          << "units[0].stands.count: must be a whole number from 1 to 100";
        QTest::newRow("zero stand frontage") << "units/0/stands" << QJsonValue(QJsonObject{{u"frontage"_qs, 0}})
                                             << "units[0].stands.frontage: must be more than zero";
        QTest::newRow("negative stand depth") << "units/0/stands" << QJsonValue(QJsonObject{{u"depth"_qs, -3}})
                                              << "units[0].stands.depth: must be from";
        QTest::newRow("unknown class") << "units/0/class" << QJsonValue(u"conscript"_qs)
                                       << "units[0].class: unknown troop class \"conscript\"";
        QTest::newRow("unknown marker") << "units/1/markers" << QJsonValue(QJsonArray{u"dizzy"_qs})
                                        << "units[1].markers[0]: unknown marker \"dizzy\"";
        QTest::newRow("unknown order") << "units/0/order" << QJsonValue(u"charge"_qs) << "units[0].order: unknown order";
        QTest::newRow("unknown general") << "units/0/general" << QJsonValue(u"marlborough"_qs)
                                         << "units[0].general: unknown general \"marlborough\"";
        QTest::newRow("many morale counters") << "units/0/moraleCounters" << QJsonValue(1000)
                                              << "units[0].moraleCounters: must be a whole number from 0 to 100";
        QTest::newRow("unknown terrain type") << "terrain/0/type" << QJsonValue(u"lava"_qs)
                                              << "terrain[0].type: unknown terrain type \"lava\"";
        QTest::newRow("self-intersecting terrain")
            << "terrain/0/points" << QJsonValue(QJsonArray{QJsonArray{0, 0}, QJsonArray{10, 10}, QJsonArray{10, 0}, QJsonArray{0, 10}})
            << "terrain[0].points: The terrain outline crosses itself";
        QTest::newRow("terrain of two points") << "terrain/0/points"
                                               << QJsonValue(QJsonArray{QJsonArray{0, 0}, QJsonArray{10, 10}})
                                               << "terrain[0].points: A terrain outline needs at least three";
        QTest::newRow("bad terrain point") << "terrain/0/points/1" << QJsonValue(QJsonArray{600})
                                           << "terrain[0].points[1]: must be a pair of numbers";
        QTest::newRow("unknown cover") << "terrain/0/cover" << QJsonValue(u"total"_qs)
                                       << "terrain[0].cover: unknown cover class \"total\"";
        QTest::newRow("negative hill") << "terrain/0/height" << QJsonValue(-5) << "terrain[0].height: must be from";
        QTest::newRow("terrain id used by a unit") << "terrain/0/id" << QJsonValue(u"u2"_qs)
                                                   << "terrain[0].id: duplicate id \"u2\"";
        QTest::newRow("fog of an unknown unit") << "fogZones/0/owner" << QJsonValue(u"u9"_qs)
                                                << "fogZones[0].owner: unknown unit \"u9\"";
        QTest::newRow("unknown marker kind") << "markers/0/kind" << QJsonValue(u"flag"_qs)
                                             << "markers[0].kind: unknown marker kind \"flag\"";
        QTest::newRow("display unit unknown") << "display" << QJsonValue(QJsonObject{{u"primary"_qs, u"furlong"_qs}})
                                              << "display.primary: unknown unit \"furlong\"";
        QTest::newRow("bad multiplier") << "badGoing" << QJsonValue(QJsonObject{{u"horseLine"_qs, u"never"_qs}})
                                        << "badGoing.horseLine: must be a number from 1 to 100 or \"impassable\"";
        QTest::newRow("footprint style") << "footprint" << QJsonValue(QJsonObject{{u"style"_qs, u"blobs"_qs}})
                                         << "footprint.style: must be \"elements\" or \"stands\"";
        QTest::newRow("general x without y") << "generals/0/x" << QJsonValue(10) << "generals[0]: needs both \"x\" and \"y\"";
        QTest::newRow("general placed off limits") << "generals/0" 
            << QJsonValue(QJsonObject{{u"id"_qs, u"cutts"_qs}, {u"side"_qs, u"allies"_qs}, {u"x"_qs, 1e9}, {u"y"_qs, 0}})
            << "generals[0].x: must be from";
        QTest::newRow("messenger unknown side") << "messengers/0/side" << QJsonValue(u"swedes"_qs)
                                                << "messengers[0].side: unknown side \"swedes\"";
        QTest::newRow("messenger unknown order") << "messengers/0/order" << QJsonValue(u"charge"_qs)
                                                 << "messengers[0].order: unknown order \"charge\"";
        QTest::newRow("messenger without place") << "messengers/0/x" << remove << "messengers[0].x: is missing";
        QTest::newRow("messenger route point") << "messengers/0/route/1" << QJsonValue(u"here"_qs)
                                               << "messengers[0].route[1]: must be a pair of numbers";
        QTest::newRow("messenger route NaN-like") << "messengers/0/route/0/0" << QJsonValue(1e12)
                                                  << "messengers[0].route[0]: must be finite numbers within";
        QTest::newRow("messenger duplicate id") << "messengers/0/id" << QJsonValue(u"u1"_qs)
                                                << "messengers[0].id: duplicate id \"u1\"";
        QTest::newRow("ruler end not an object") << "rulers/0/to" << QJsonValue(5) << "rulers[0].to: must be an object";
        QTest::newRow("ruler end without y") << "rulers/0/from/y" << remove << "rulers[0].from.y: is missing";
        QTest::newRow("rulers not a list") << "rulers" << QJsonValue(u"none"_qs) << "rulers: must be a list";
    }

    // Version 3: what a side has not yet seen, and the referee's own markers,
    // are kept through a file; a table without them writes neither key.
    void hiddenFromRoundTrips()
    {
        QJsonObject root = setAt(base(), {u"units"_qs, u"1"_qs, u"hiddenFrom"_qs}, QJsonArray{u"allies"_qs}).toObject();
        root = setAt(root, {u"markers"_qs, u"0"_qs, u"refereeOnly"_qs}, true).toObject();
        root = setAt(root, {u"markers"_qs, u"0"_qs, u"hiddenFrom"_qs}, QJsonArray{u"french"_qs, u"french"_qs}).toObject();
        root[u"version"_qs] = 3;
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY2(result, qPrintable(result.errorString));
        QCOMPARE(result.scenario->unit(u"u2"_qs)->hiddenFrom(), QStringList{u"allies"_qs});
        QVERIFY(result.scenario->unit(u"u2"_qs)->isHiddenFrom(u"allies"_qs));
        QVERIFY(!result.scenario->unit(u"u2"_qs)->isHiddenFrom(u"french"_qs)); // its own side sees it
        QVERIFY(result.scenario->unit(u"u1"_qs)->hiddenFrom().isEmpty());
        QVERIFY(result.scenario->marker(u"m1"_qs)->refereeOnly);
        QCOMPARE(result.scenario->marker(u"m1"_qs)->hiddenFrom, QStringList{u"french"_qs}); // once
        const QJsonObject written = ScenarioJson::toJson(*result.scenario);
        QCOMPARE(written.value(u"units"_qs).toArray()[1].toObject().value(u"hiddenFrom"_qs).toArray(),
                 QJsonArray{u"allies"_qs});
        QVERIFY(!written.value(u"units"_qs).toArray()[0].toObject().contains(u"hiddenFrom"_qs));
        QCOMPARE(written.value(u"markers"_qs).toArray()[0].toObject().value(u"refereeOnly"_qs), QJsonValue(true));
        const auto again = ScenarioJson::fromJson(written);
        QVERIFY2(again, qPrintable(again.errorString));
        QVERIFY(*again.scenario == *result.scenario);
        // An older file has none of it and reads as before.
        const auto old = ScenarioJson::fromJson(base());
        QVERIFY(old.scenario->unit(u"u2"_qs)->hiddenFrom().isEmpty());
        QVERIFY(!old.scenario->marker(u"m1"_qs)->refereeOnly);
        QVERIFY(!ScenarioJson::toJson(*old.scenario).value(u"markers"_qs).toArray()[0].toObject().contains(u"refereeOnly"_qs));
    }

    // Version 1 files (before messengers, rulers and placed generals) still read.
    void versionOneStillReads()
    {
        QJsonObject root = base();
        root.remove(u"messengers"_qs);
        root.remove(u"rulers"_qs);
        root[u"version"_qs] = 1;
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY2(result, qPrintable(result.errorString));
        QVERIFY(result.scenario->messengers().isEmpty());
        QVERIFY(!result.scenario->general(u"cutts"_qs)->position.has_value());
        // A table without them writes no empty lists, so it reads the same anywhere.
        const QJsonObject written = ScenarioJson::toJson(*result.scenario);
        QVERIFY(!written.contains(u"messengers"_qs));
        QVERIFY(!written.contains(u"rulers"_qs));
    }

    // Version 3: a unit without a place is waiting to be deployed; in older
    // files the place is required (the "no x" rows above), and in version 3
    // a place needs both coordinates.
    void unitsNotOnTheTable()
    {
        QJsonObject root = base();
        root[u"version"_qs] = 3;
        root = setAt(root, {u"units"_qs, u"0"_qs, u"x"_qs}, QJsonValue(QJsonValue::Undefined)).toObject();
        root = setAt(root, {u"units"_qs, u"0"_qs, u"y"_qs}, QJsonValue(QJsonValue::Undefined)).toObject();
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY2(result, qPrintable(result.errorString));
        QVERIFY(!result.scenario->unit(u"u1"_qs)->isOnTable());
        QVERIFY(result.scenario->unit(u"u2"_qs)->isOnTable());
        QVERIFY(validation::scenario(*result.scenario).isEmpty());
        const QJsonObject written = ScenarioJson::toJson(*result.scenario);
        const QJsonObject u1 = written.value(u"units"_qs).toArray().first().toObject();
        QVERIFY(!u1.contains(u"x"_qs) && !u1.contains(u"y"_qs));
        QCOMPARE(u1.value(u"facing"_qs).toDouble(), 90.0);
        QVERIFY(*ScenarioJson::fromJson(written).scenario == *result.scenario);

        const QJsonObject halfPlaced = setAt(root, {u"units"_qs, u"0"_qs, u"x"_qs}, 300).toObject();
        const auto refused = ScenarioJson::fromJson(halfPlaced);
        QVERIFY(!refused);
        QCOMPARE(refused.errorString, u"units[0].y: is missing"_qs);

        QJsonObject versionTwo = root;
        versionTwo[u"version"_qs] = 2;
        QCOMPARE(ScenarioJson::fromJson(versionTwo).errorString, u"units[0].x: is missing"_qs);
    }

    // A messenger's target or a ruler's unit may have left the table.
    void danglingUnitReferencesRead()
    {
        QJsonObject root = setAt(base(), {u"messengers"_qs, u"0"_qs, u"target"_qs}, u"gone"_qs).toObject();
        root = setAt(root, {u"rulers"_qs, u"0"_qs, u"from"_qs, u"unit"_qs}, u"gone"_qs).toObject();
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY2(result, qPrintable(result.errorString));
        QCOMPARE(result.scenario->messenger(u"ms1"_qs)->targetUnitId, u"gone"_qs);
        QCOMPARE(result.scenario->messenger(u"ms1"_qs)->route.size(), 2);
        QCOMPARE(result.scenario->ruler(u"r1"_qs)->from.point, QPointF(300, 400));
        QCOMPARE(result.scenario->ruler(u"r1"_qs)->label, u"charge"_qs);
    }

    void errors()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        const QJsonObject root = setAt(base(), path.split(QLatin1Char('/')), value).toObject();
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY(!result);
        QVERIFY2(result.errorString.contains(expected),
                 qPrintable(QStringLiteral("got: %1").arg(result.errorString)));
        // The same through the byte reader.
        const auto viaBytes = ScenarioJson::read(QJsonDocument(root).toJson());
        QCOMPARE(viaBytes.errorString, result.errorString);
    }

    void damagedText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");

        QTest::newRow("empty") << QByteArray() << "Not a valid scenario file";
        QTest::newRow("truncated") << QByteArray(baseJson).left(200) << "Not a valid scenario file";
        QTest::newRow("NaN literal") << QByteArray(baseJson).replace("\"x\": 300", "\"x\": NaN") << "Not a valid scenario file";
        QTest::newRow("top-level list") << QByteArray("[1, 2]") << "the top level must be an object";
        QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe{", 4) << "Not a valid scenario file";
    }

    void damagedText()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const auto result = ScenarioJson::read(text);
        QVERIFY(!result);
        QVERIFY2(result.errorString.contains(expected), qPrintable(result.errorString));
    }

    void tooManyUnits()
    {
        QJsonArray units;
        for (int i = 0; i < 20001; ++i)
            units.append(QJsonObject());
        QJsonObject root = base();
        root[QStringLiteral("units")] = units;
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY(!result);
        QCOMPARE(result.errorString, QStringLiteral("units: has more than 20000 entries"));
    }

    void bundledScenarios_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<RuleSystem>("system");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("height");
        QTest::addColumn<LengthUnit>("primary");

        QTest::newRow("Balaclava") << "balaclava-1854.json" << RuleSystem::Brown << 1828.8 << 1219.2 << LengthUnit::Inches;
        QTest::newRow("Blenheim") << "blenheim-1704.json" << RuleSystem::Balagan << 1200.0 << 800.0 << LengthUnit::Paces;
    }

    void bundledScenarios()
    {
        QFETCH(QString, file);
        QFETCH(RuleSystem, system);
        QFETCH(double, width);
        QFETCH(double, height);
        QFETCH(LengthUnit, primary);
        const auto result = ScenarioJson::readFile(QStringLiteral(VEDETTE_SCENARIO_DIR "/") + file);
        QVERIFY2(result, qPrintable(result.errorString));
        const Scenario &scenario = *result.scenario;
        QCOMPARE(scenario.ruleSystem(), system);
        QCOMPARE(scenario.tableWidth().mm(), width);
        QCOMPARE(scenario.tableHeight().mm(), height);
        QCOMPARE(scenario.displayUnits().primary, primary);
        QCOMPARE(validation::scenario(scenario), QStringList());
        QVERIFY(scenario.units().size() >= 15);
        QVERIFY(scenario.terrain().size() >= 8);
        // Set up as a real table: no two units stand on each other.
        for (qsizetype a = 0; a < scenario.units().size(); ++a) {
            for (qsizetype b = a + 1; b < scenario.units().size(); ++b) {
                const Unit &ua = scenario.units()[a];
                const Unit &ub = scenario.units()[b];
                QVERIFY2(!geometry::overlaps(scenario.footprint(ua), scenario.footprint(ub)),
                         qPrintable(ua.id() + QStringLiteral(" overlaps ") + ub.id()));
            }
        }
        // What Vedette writes, it reads back unchanged.
        const auto again = ScenarioJson::read(ScenarioJson::write(scenario));
        QVERIFY(again);
        QVERIFY(*again.scenario == scenario);
    }

    void balaclavaHasTheLightBrigade()
    {
        const auto result = ScenarioJson::readFile(QStringLiteral(VEDETTE_SCENARIO_DIR "/balaclava-1854.json"));
        QVERIFY(result);
        for (const char *id : {"4ld", "8h", "11h", "13ld", "17l"}) {
            const Unit *unit = result.scenario->unit(QString::fromLatin1(id));
            QVERIFY(unit);
            QCOMPARE(unit->arm(), Arm::Horse);
            QCOMPARE(unit->horseWeight(), HorseWeight::Light);
            QCOMPARE(unit->sideId(), QStringLiteral("british"));
        }
        const Terrain *fedioukine = result.scenario->terrainPiece(QStringLiteral("fedioukine"));
        QVERIFY(fedioukine);
        QCOMPARE(fedioukine->type(), TerrainType::Hill);
        QVERIFY(fedioukine->height().mm() > 0);
    }

    void tooManyPoints()
    {
        QJsonArray points;
        for (int i = 0; i < 10001; ++i)
            points.append(QJsonArray{i % 100, i / 100});
        const QJsonObject root = setAt(base(), {u"terrain"_qs, u"0"_qs, u"points"_qs}, points).toObject();
        const auto result = ScenarioJson::fromJson(root);
        QVERIFY(!result);
        QCOMPARE(result.errorString, QStringLiteral("terrain[0].points: has more than 10000 points"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioJson)
#include "test_scenariojson.moc"
