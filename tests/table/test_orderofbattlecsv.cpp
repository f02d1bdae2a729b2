#include "table/orderofbattlecsv.h"
#include "table/scenariojson.h"
#include "table/unitdefaults.h"
#include "table/validation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace vedette::table;
using namespace Qt::StringLiterals;

namespace {

// Fifteen lines, so that line 14 is the battery (the example).
const char goodCsv[] =
    "side,division,name,arm,id,general,general_rating,commander_in_chief,horse,mounted,class,cw,melee_modifier,strength,formation,stands,frontage_mm,depth_mm,order\n"
    "British,,Lord Raglan,general,raglan,,0,yes,,,,,,,,,,,\n"
    "British,cavalry,Lord Lucan,general,lucan,,0,no,,,,,,,,,,,\n"
    "British,light,Lord Cardigan,general,cardigan,,1,,,,,,,,,,,,\n"
    "British,light,17th Lancers,horse,17l,cardigan,,,light,,elite,3,3,145,single-line,3,40,30,advance\n"
    "British,light,13th Light Dragoons,horse,13ld,,,,light,,veteran,,,112,,3,40,30,advance\n"
    "British,light,11th Hussars,horse,11h,,,,light,,veteran,,,110,,3,40,30,advance\n"
    "British,heavy,Greys,horse,greys,,,,heavy,,veteran,,,300,,3,40,30,advance\n"
    "British,heavy,Inniskillings,horse,,,,,heavy,,,,,300,,3,40,30,hold\n"
    "British,,Rifles,foot,rifles,,,,,,,,,600,double-line,4,40,20,hold\n"
    "Russian,,Ryzhov,general,ryzhov,,0,,,,,,,,,,,,\n"
    "Russian,cav,Don Cossacks,horse,cossacks,ryzhov,,,light,,green,,,600,,,,,\n"
    "Russian,cav,Kiev Hussars,horse,kiev,,,,light,,,,,800,,,,,\n"
    "Russian,,Don Battery No. 3,artillery,don3,,,,,,,2,,8,unlimbered,4,40,40,\n"
    "Russian,,Dragoons,dragoons,drag,,,,heavy,no,,,,400,single-line,,,,\n";

Scenario brownBase()
{
    Scenario scenario;
    scenario.setRuleSystem(RuleSystem::Brown);
    scenario.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
    return scenario;
}

// The good file with one cell of one line replaced.
QByteArray withCell(int line, const QString &column, const QString &value)
{
    QStringList lines = QString::fromUtf8(goodCsv).split(u'\n');
    QStringList cells = lines[line - 1].split(u',');
    // The columns as this file's header has them (the reader takes any order
    // and leaves out optional ones, such as guns).
    cells[lines[0].split(u',').indexOf(column)] = value;
    lines[line - 1] = cells.join(u',');
    return lines.join(u'\n').toUtf8();
}

QString scenarioDir()
{
    return QStringLiteral(VEDETTE_SCENARIO_DIR);
}

// The fields an order of battle carries (not where a unit stands or how it fares).
void compareOrderOfBattle(const Unit &read, const Unit &expected, const Scenario &readIn, const Scenario &expectedIn)
{
    const QString what = expected.id();
    QVERIFY2(read.id() == expected.id(), qPrintable(what));
    QCOMPARE(readIn.side(read.sideId())->name, expectedIn.side(expected.sideId())->name);
    QCOMPARE(read.sideId(), expected.sideId());
    QCOMPARE(read.name(), expected.name());
    QCOMPARE(read.arm(), expected.arm());
    QCOMPARE(read.horseWeight(), expected.horseWeight());
    QCOMPARE(read.dragoonsMounted(), expected.dragoonsMounted());
    QCOMPARE(read.formation(), expected.formation());
    QCOMPARE(read.strength(), expected.strength());
    QCOMPARE(read.startingStrength(), expected.startingStrength());
    QCOMPARE(read.troopClass(), expected.troopClass());
    QCOMPARE(read.combatWeight(), expected.combatWeight());
    QCOMPARE(read.meleeModifier(), expected.meleeModifier());
    QCOMPARE(read.standCount(), expected.standCount());
    QCOMPARE(read.standFrontage(), expected.standFrontage());
    QCOMPARE(read.standDepth(), expected.standDepth());
    QCOMPARE(read.order(), expected.order());
    QCOMPARE(read.divisionId(), expected.divisionId());
    QCOMPARE(read.generalId(), expected.generalId());
}

void compareGenerals(const Scenario &read, const Scenario &expected)
{
    QCOMPARE(read.generals().size(), expected.generals().size());
    for (const General &general : expected.generals()) {
        const General *got = read.general(general.id);
        QVERIFY2(got, qPrintable(general.id));
        General placeless = general;
        placeless.position.reset();
        QCOMPARE(*got, placeless);
    }
}

} // namespace

class TestOrderOfBattleCsv : public QObject
{
    Q_OBJECT

private slots:
    void readsAGoodFile()
    {
        const auto result = OrderOfBattleCsv::read(goodCsv, brownBase());
        QVERIFY2(result, qPrintable(result.errorString()));
        const Scenario &s = *result.scenario;
        QCOMPARE(s.sides().size(), 2);
        QCOMPARE(s.sides()[0].id, u"british"_s);
        QCOMPARE(s.sides()[0].name, u"British"_s);
        QVERIFY(s.sides()[0].colour.isValid());
        QCOMPARE(s.sides()[1].id, u"russian"_s);
        QCOMPARE(s.generals().size(), 4);
        QCOMPARE(s.units().size(), 10);
        QVERIFY(validation::scenario(s).isEmpty());

        const General *raglan = s.general(u"raglan"_s);
        QVERIFY(raglan && raglan->commanderInChief && raglan->divisionId.isEmpty());
        QVERIFY(!raglan->position);
        QCOMPARE(s.general(u"cardigan"_s)->rating, 1);
        QCOMPARE(s.general(u"cardigan"_s)->attachedUnitId, u"17l"_s);
        QCOMPARE(s.general(u"cardigan"_s)->divisionId, u"light"_s);
        QCOMPARE(s.general(u"ryzhov"_s)->sideId, u"russian"_s);

        const Unit *lancers = s.unit(u"17l"_s);
        QVERIFY(lancers);
        QVERIFY(!lancers->isOnTable());
        QCOMPARE(lancers->generalId(), u"cardigan"_s);
        QCOMPARE(lancers->troopClass(), TroopClass::Elite);
        QCOMPARE(lancers->combatWeight(), 3);
        QCOMPARE(lancers->meleeModifier(), 3);
        QCOMPARE(lancers->strength(), 145);
        QCOMPARE(lancers->startingStrength(), 145);
        QCOMPARE(lancers->order(), Order::Advance);
        QCOMPARE(lancers->standDepth(), Length::fromMm(30));

        // What the row leaves out comes from the rule system's defaults.
        const Unit *inniskillings = s.unit(u"inniskillings"_s); // id made from the name
        QVERIFY(inniskillings);
        QCOMPARE(inniskillings->troopClass(), TroopClass::Regular);
        QCOMPARE(inniskillings->combatWeight(), defaultCombatWeight(TroopClass::Regular));
        QCOMPARE(inniskillings->formation(), Formation::SingleLine);
        QCOMPARE(inniskillings->horseWeight(), HorseWeight::Heavy);
        const Unit *kiev = s.unit(u"kiev"_s);
        const Unit defaults = UnitDefaults::unit(RuleSystem::Brown, Arm::Horse);
        QCOMPARE(kiev->standCount(), defaults.standCount());
        QCOMPARE(kiev->standFrontage(), defaults.standFrontage());
        QCOMPARE(kiev->order(), Order::Hold);
        QCOMPARE(s.unit(u"don3"_s)->combatWeight(), 2);
        QCOMPARE(s.unit(u"don3"_s)->formation(), Formation::Unlimbered);
        QVERIFY(!s.unit(u"drag"_s)->dragoonsMounted());
        QCOMPARE(s.unit(u"rifles"_s)->formation(), Formation::DoubleLine);
        QVERIFY(s.unit(u"rifles"_s)->divisionId().isEmpty());
    }

    // Semicolons, a byte-order mark, CRLF, any column order and case, quoted
    // cells with separators, quotes and line breaks, a decimal comma, a
    // general named rather than given by id.
    void readsASpreadsheetsFile()
    {
        const QByteArray csv = "\xEF\xBB\xBF"
                               "Name;ARM;Side;Division;General;Frontage mm;Melee-Modifier\r\n"
                               "\"Scarlett; Sir James\";general;Britain;heavy;;;\r\n"
                               "\"The \"\"Greys\"\"\";horse;Britain;heavy;\"scarlett; sir james\";38,1;2\r\n"
                               "\r\n"
                               ";;;;;;\r\n"
                               "\"Two\nlines\";foot;Britain;;;;\r\n";
        const auto result = OrderOfBattleCsv::read(csv, brownBase());
        QVERIFY2(result, qPrintable(result.errorString()));
        const Scenario &s = *result.scenario;
        QCOMPARE(s.generals().size(), 1);
        const General &scarlett = s.generals().constFirst();
        QCOMPARE(scarlett.name, u"Scarlett; Sir James"_s);
        QCOMPARE(scarlett.id, u"scarlett-sir-james"_s);
        QCOMPARE(s.units().size(), 2);
        const Unit &greys = s.units()[0];
        QCOMPARE(greys.name(), u"The \"Greys\""_s);
        QCOMPARE(greys.id(), u"the-greys"_s);
        QCOMPARE(greys.generalId(), scarlett.id);
        QCOMPARE(greys.standFrontage().mm(), 38.1);
        QCOMPARE(greys.meleeModifier(), 2);
        QCOMPARE(s.units()[1].name(), u"Two\nlines"_s);
        QCOMPARE(s.sides().constFirst().name, u"Britain"_s);
    }

    // Every bad cell is refused with its line and column; nothing is read.
    void refusesBadCells_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cw too high") << 14 << u"cw"_s << u"11"_s << u"line 14, cw: must be a whole number from 0 to 10"_s;
        QTest::newRow("cw fractional") << 14 << u"cw"_s << u"2.5"_s << u"line 14, cw: must be a whole number from 0 to 10"_s;
        QTest::newRow("cw negative") << 14 << u"cw"_s << u"-1"_s << u"line 14, cw: must be a whole number from 0 to 10"_s;
        QTest::newRow("no strength") << 5 << u"strength"_s << u"0"_s
                                     << u"line 5, strength: must be a whole number from 1 to 1000000"_s;
        QTest::newRow("strength in words") << 5 << u"strength"_s << u"many"_s
                                           << u"line 5, strength: must be a whole number from 1 to 1000000"_s;
        QTest::newRow("huge strength") << 5 << u"strength"_s << u"99999999999"_s
                                       << u"line 5, strength: must be a whole number from 1 to 1000000"_s;
        QTest::newRow("melee modifier") << 5 << u"melee_modifier"_s << u"-11"_s
                                        << u"line 5, melee_modifier: must be a whole number from -10 to 10"_s;
        QTest::newRow("unknown class") << 5 << u"class"_s << u"conscript"_s
                                       << u"line 5, class: must be one of: elite, veteran, regular, green"_s;
        QTest::newRow("unknown horse") << 5 << u"horse"_s << u"medium"_s << u"line 5, horse: must be one of: light, heavy"_s;
        QTest::newRow("foot with horses") << 10 << u"horse"_s << u"light"_s
                                          << u"line 10, horse: only horse and dragoons have a horse weight"_s;
        QTest::newRow("hussars dismounting") << 5 << u"mounted"_s << u"no"_s
                                             << u"line 5, mounted: only dragoons mount and dismount"_s;
        QTest::newRow("mounted perhaps") << 15 << u"mounted"_s << u"perhaps"_s << u"line 15, mounted: must be yes or no"_s;
        QTest::newRow("guns in line") << 14 << u"formation"_s << u"single-line"_s
                                      << u"line 14, formation: Artillery must be one of: limbered, unlimbered"_s;
        QTest::newRow("dismounted dragoons in column") << 15 << u"formation"_s << u"column-of-march"_s
                                                       << u"line 15, formation: dismounted dragoons are always in "
                                                          "single-line (mounted yes for another formation)"_s;
        QTest::newRow("unknown formation") << 10 << u"formation"_s << u"wedge"_s
                                           << u"line 10, formation: must be one of: single-line, double-line, "
                                              "column-of-march, square, closed-column"_s;
        QTest::newRow("unknown arm") << 5 << u"arm"_s << u"elephants"_s
                                     << u"line 5, arm: must be one of: foot, horse, dragoons, artillery, general"_s;
        QTest::newRow("no arm") << 5 << u"arm"_s << QString() << u"line 5, arm: must not be empty"_s;
        QTest::newRow("no name") << 5 << u"name"_s << QString() << u"line 5, name: must not be empty"_s;
        QTest::newRow("no side") << 5 << u"side"_s << QString() << u"line 5, side: must not be empty"_s;
        QTest::newRow("rating too high") << 4 << u"general_rating"_s << u"5"_s
                                         << u"line 4, general_rating: must be a whole number from -3 to 3"_s;
        QTest::newRow("chief perhaps") << 2 << u"commander_in_chief"_s << u"perhaps"_s
                                       << u"line 2, commander_in_chief: must be yes or no"_s;
        QTest::newRow("general with men") << 3 << u"strength"_s << u"400"_s
                                          << u"line 3, strength: must be empty on a general's row"_s;
        QTest::newRow("unit with a rating") << 5 << u"general_rating"_s << u"1"_s
                                            << u"line 5, general_rating: only a general's row (arm general) has this"_s;
        QTest::newRow("unknown general") << 5 << u"general"_s << u"nobody"_s
                                         << u"line 5, general: no general \"nobody\" (a row with arm general, by its "
                                            "id or name)"_s;
        QTest::newRow("general of the other side") << 12 << u"general"_s << u"cardigan"_s
                                                   << u"line 12, general: Lord Cardigan is not of the side Russian"_s;
        QTest::newRow("general with two units") << 6 << u"general"_s << u"Lord Cardigan"_s
                                                << u"line 6, general: Lord Cardigan is already with the unit on line 5"_s;
        QTest::newRow("id twice") << 6 << u"id"_s << u"17l"_s << u"line 6, id: \"17l\" is already used on line 5"_s;
        QTest::newRow("no stands") << 5 << u"stands"_s << u"0"_s << u"line 5, stands: must be a whole number from 1 to 100"_s;
        QTest::newRow("no frontage") << 5 << u"frontage_mm"_s << u"0"_s
                                     << u"line 5, frontage_mm: must be a number from 1 to 1000"_s;
        QTest::newRow("frontage in words") << 5 << u"frontage_mm"_s << u"wide"_s
                                           << u"line 5, frontage_mm: must be a number from 1 to 1000"_s;
        QTest::newRow("depth not a number") << 5 << u"depth_mm"_s << u"nan"_s
                                            << u"line 5, depth_mm: must be a number from 1 to 1000"_s;
        QTest::newRow("unknown order") << 5 << u"order"_s << u"charge"_s
                                       << u"line 5, order: must be one of: advance, hold, retreat"_s;
    }

    void refusesBadCells()
    {
        QFETCH(int, line);
        QFETCH(QString, column);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        const auto result = OrderOfBattleCsv::read(withCell(line, column, value), brownBase());
        QVERIFY(!result);
        QCOMPARE(result.errors, QStringList{expected});
    }

    // Every bad row is named, and nothing at all is imported.
    void reportsEveryBadRow()
    {
        QByteArray csv = withCell(14, u"cw"_s, u"11"_s);
        QStringList lines = QString::fromUtf8(csv).split(u'\n');
        QStringList cells = lines[4].split(u',');
        const QStringList header = lines[0].split(u',');
        cells[header.indexOf(u"class"_s)] = u"conscript"_s;
        cells[header.indexOf(u"order"_s)] = u"charge"_s;
        lines[4] = cells.join(u',');
        const auto result = OrderOfBattleCsv::read(lines.join(u'\n').toUtf8(), brownBase());
        QVERIFY(!result);
        QCOMPARE(result.errors.size(), 3);
        QVERIFY(result.errors[0].startsWith(u"line 5, class:"_s));
        QVERIFY(result.errors[1].startsWith(u"line 5, order:"_s));
        QVERIFY(result.errors[2].startsWith(u"line 14, cw:"_s));
        QVERIFY(!result.scenario);
    }

    void refusesBadFiles_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << u"The file is empty"_s;
        QTest::newRow("blank lines") << QByteArray("\n\n ,, \n") << u"The file is empty"_s;
        QTest::newRow("unknown column") << QByteArray("side,division,name,arm,colour\nA,,B,foot,red\n")
                                        << u"line 1: unknown column \"colour\" (the columns are: side, division"_s;
        QTest::newRow("column twice") << QByteArray("side,division,name,arm,Name\n") << u"line 1: the column \"name\" is there twice"_s;
        QTest::newRow("no arm column") << QByteArray("side,division,name\nA,,B\n") << u"line 1: the column \"arm\" is missing"_s;
        QTest::newRow("too many values") << QByteArray("side,division,name,arm\nA,,B,foot,extra\n")
                                         << u"line 2: 5 value(s), but the header names 4 column(s)"_s;
        QTest::newRow("open quote") << QByteArray("side,division,name,arm\nA,,\"B,foot\n") << u"line 2: a quote is opened and never closed"_s;
        QTest::newRow("text after quote") << QByteArray("side,division,name,arm\nA,,\"B\"x,foot\n")
                                          << u"line 2: text after the closing quote of a cell"_s;
        QTest::newRow("not utf-8") << QByteArray("side,division,name,arm\nA,,B\xe9ton,foot\n") << u"The file is not UTF-8 text"_s;
        QTest::newRow("binary") << QByteArray("side,division,name,arm\nA,,B\0,foot\n", 28) << u"The file is not text"_s;
    }

    void refusesBadFiles()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, expected);
        const auto result = OrderOfBattleCsv::read(csv, brownBase());
        QVERIFY(!result);
        QVERIFY2(result.errorString().startsWith(expected), qPrintable(result.errorString()));
    }

    void manyBadRowsAreCounted()
    {
        QByteArray csv = "side,division,name,arm,strength\n";
        for (int i = 0; i < 80; ++i)
            csv += "A,,Unit,foot,-1\n";
        const auto result = OrderOfBattleCsv::read(csv, brownBase());
        QVERIFY(!result);
        QCOMPARE(result.errors.size(), OrderOfBattleCsv::maxErrors + 1);
        QCOMPARE(result.errors.constLast(), u"… and 30 more problem(s)."_s);
    }

    void balaganRatesGeneralsFromMinusOneToOne()
    {
        Scenario base;
        base.setRuleSystem(RuleSystem::Balagan);
        const auto result = OrderOfBattleCsv::read("side,division,name,arm,general_rating\nAllies,d,Cutts,general,2\n", base);
        QCOMPARE(result.errors, QStringList{u"line 2, general_rating: must be a whole number from -1 to 1"_s});
        const Unit brigade = UnitDefaults::unit(RuleSystem::Balagan, Arm::Foot);
        const auto ok = OrderOfBattleCsv::read("side,division,name,arm\nAllies,d,Rowe,foot\n", base);
        QVERIFY2(ok, qPrintable(ok.errorString()));
        QCOMPARE(ok.scenario->units().constFirst().strength(), brigade.strength());
        QCOMPARE(ok.scenario->units().constFirst().strength(), 2000);
    }

    // Into a battle that has sides and units: sides are matched by id or
    // name, ids already used are refused.
    void readsIntoABattle()
    {
        Scenario base = brownBase();
        base.addSide({u"british"_s, u"British"_s, QColor(Qt::red)});
        Unit guards(u"guards"_s, u"british"_s, u"Guards"_s, Arm::Foot);
        guards.setPosition({900, 600});
        base.addUnit(guards);
        const auto result = OrderOfBattleCsv::read("side,division,name,arm\nbritish,,Highlanders,foot\nBRITISH,,Guards,foot\n", base);
        QVERIFY2(result, qPrintable(result.errorString()));
        QCOMPARE(result.scenario->sides().size(), 1);
        QCOMPARE(result.scenario->units().size(), 3);
        QCOMPARE(result.scenario->units()[2].id(), u"guards-2"_s);
        QVERIFY(result.scenario->unit(u"guards"_s)->isOnTable());
        QCOMPARE(result.scenario->side(u"british"_s)->colour, QColor(Qt::red));

        const auto clash = OrderOfBattleCsv::read("side,division,name,arm,id\nBritish,,Guards,foot,guards\n", base);
        QCOMPARE(clash.errors, QStringList{u"line 2, id: \"guards\" is already used in this battle"_s});
    }

    void idsFromNames()
    {
        Scenario s = brownBase();
        QCOMPARE(OrderOfBattleCsv::idFor(u"Lord Cardigan"_s, u"general"_s, s), u"lord-cardigan"_s);
        QCOMPARE(OrderOfBattleCsv::idFor(u"  2nd (Scots) Greys!"_s, u"unit"_s, s), u"2nd-scots-greys"_s);
        QCOMPARE(OrderOfBattleCsv::idFor(u"Clérambault"_s, u"general"_s, s), u"clérambault"_s);
        QCOMPARE(OrderOfBattleCsv::idFor(u"***"_s, u"unit"_s, s), u"unit"_s);
        QCOMPARE(OrderOfBattleCsv::idFor(u"Greys"_s, u"unit"_s, s, {u"greys"_s, u"greys-2"_s}), u"greys-3"_s);
    }

    // What was written reads back to the same order of battle and is written
    // again byte for byte.
    void roundTripIsExact()
    {
        const auto first = OrderOfBattleCsv::read(goodCsv, brownBase());
        QVERIFY2(first, qPrintable(first.errorString()));
        const QByteArray written = OrderOfBattleCsv::write(*first.scenario);
        QVERIFY(written.startsWith(OrderOfBattleCsv::columns().join(u',').toUtf8() + '\n'));
        const auto second = OrderOfBattleCsv::read(written, brownBase());
        QVERIFY2(second, qPrintable(second.errorString()));
        QCOMPARE(OrderOfBattleCsv::write(*second.scenario), written);
        QCOMPARE(second.scenario->units().size(), first.scenario->units().size());
        for (const Unit &unit : first.scenario->units())
            compareOrderOfBattle(*second.scenario->unit(unit.id()), unit, *second.scenario, *first.scenario);
        compareGenerals(*second.scenario, *first.scenario);
        // The good file is already in the written order (sides, chief,
        // divisions with their generals first, units of no division last).
        const QStringList expected = QString::fromUtf8(goodCsv).split(u'\n');
        const QStringList got = QString::fromUtf8(written).split(u'\n');
        QCOMPARE(got.size(), expected.size());
        for (qsizetype i = 0; i < got.size(); ++i)
            QCOMPARE(got[i].section(u',', 2, 2), expected[i].section(u',', 2, 2));
    }

    void writesThroughAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"oob.csv"_s);
        const auto read = OrderOfBattleCsv::read(goodCsv, brownBase());
        QVERIFY(OrderOfBattleCsv::writeFile(*read.scenario, path));
        const auto again = OrderOfBattleCsv::readFile(path, brownBase());
        QVERIFY2(again, qPrintable(again.errorString()));
        QCOMPARE(again.scenario->units().size(), 10);
        const auto missing = OrderOfBattleCsv::readFile(dir.filePath(u"none.csv"_s), brownBase());
        QVERIFY(missing.errorString().startsWith(u"Cannot open"_s));
    }

    // The bundled orders of battle import into the units of the bundled
    // scenarios, and are what exporting those scenarios writes.
    void bundledOrdersOfBattle_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("Balaclava") << u"balaclava-1854"_s;
        QTest::newRow("Blenheim") << u"blenheim-1704"_s;
    }

    void bundledOrdersOfBattle()
    {
        QFETCH(QString, name);
        const auto json = ScenarioJson::readFile(scenarioDir() + u'/' + name + u".json"_s);
        QVERIFY2(json, qPrintable(json.errorString));
        const Scenario &bundled = *json.scenario;
        Scenario base;
        base.setRuleSystem(bundled.ruleSystem());
        base.setTableSize(bundled.tableWidth(), bundled.tableHeight());
        const auto csv = OrderOfBattleCsv::readFile(scenarioDir() + u'/' + name + u".csv"_s, base);
        QVERIFY2(csv, qPrintable(csv.errorString()));
        const Scenario &read = *csv.scenario;
        QCOMPARE(read.units().size(), bundled.units().size());
        for (const Unit &unit : bundled.units()) {
            const Unit *got = read.unit(unit.id());
            QVERIFY2(got, qPrintable(unit.id()));
            QVERIFY(!got->isOnTable());
            compareOrderOfBattle(*got, unit, read, bundled);
        }
        compareGenerals(read, bundled);
        QCOMPARE(read.sides().size(), bundled.sides().size());
        for (qsizetype i = 0; i < bundled.sides().size(); ++i) {
            QCOMPARE(read.sides()[i].id, bundled.sides()[i].id);
            QCOMPARE(read.sides()[i].name, bundled.sides()[i].name);
        }
        QFile file(scenarioDir() + u'/' + name + u".csv"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(OrderOfBattleCsv::write(bundled), file.readAll());
    }
};

QTEST_GUILESS_MAIN(TestOrderOfBattleCsv)
#include "test_orderofbattlecsv.moc"
