// vedette-cli balagan: the JSON the README documents, checked against the core.
#include "rules/balagan/battle.h"
#include "rules/balagan/combatanalysis.h"

#include "dice/seededdicesource.h"
#include "table/scenariojson.h"

#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::balagan;

namespace {

using clitest::Result;

// Every row is a command of vedette-cli balagan.
Result run(const QStringList &arguments)
{
    return clitest::run(QStringList{u"balagan"_s} + arguments);
}

QString blenheim()
{
    return QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/blenheim-1704.json");
}

} // namespace

class TestBalaganCli : public QObject
{
    Q_OBJECT

private slots:
    void factors_data()
    {
        QTest::addColumn<QString>("unit");
        const auto read = vedette::table::ScenarioJson::readFile(blenheim());
        QVERIFY(read);
        for (const auto &unit : read.scenario->units())
            QTest::newRow(qPrintable(unit.id())) << unit.id();
    }
    void factors()
    {
        QFETCH(QString, unit);
        const Result result = run({u"factors"_s, blenheim(), unit, u"--json"_s});
        QCOMPARE(result.exitCode, 0);
        const auto read = vedette::table::ScenarioJson::readFile(blenheim());
        BattleState state;
        for (const auto &side : read.scenario->sides())
            state.sideOrder.append(side.id);
        const CombatStatus status = CombatAnalysis::analyseUnit(*read.scenario, HouseRules{}, state, unit);
        QJsonObject expected = status.toJson(read.scenario->groundScale());
        expected.insert(u"houseRules"_s, HouseRules{}.toJson());
        QCOMPARE(result.json, expected);
        QCOMPARE(result.json.value(u"factors"_s).toArray().size(), allFactorKinds().size());
    }

    void bound_data()
    {
        QTest::addColumn<QString>("side");
        QTest::addColumn<int>("seed");
        QTest::newRow("allies 7") << u"allies"_s << 7;
        QTest::newRow("allies 8") << u"allies"_s << 8;
        QTest::newRow("franco-bavarian 7") << u"franco-bavarian"_s << 7;
    }
    void bound()
    {
        QFETCH(QString, side);
        QFETCH(int, seed);
        const Result result = run({u"bound"_s, blenheim(), u"--seed"_s, QString::number(seed), u"--side"_s, side, u"--json"_s});
        QCOMPARE(result.exitCode, 0);
        const auto read = vedette::table::ScenarioJson::readFile(blenheim());
        Battle battle(*read.scenario);
        battle.state().sideIndex = static_cast<int>(battle.state().sideOrder.indexOf(side));
        vedette::dice::SeededDiceSource dice(static_cast<quint64>(seed));
        vedette::journal::EventList events;
        const QList<MoraleResult> results = battle.runMoralePhase(dice, events);
        const QJsonArray tests = result.json.value(u"tests"_s).toArray();
        QCOMPARE(tests.size(), results.size());
        for (qsizetype i = 0; i < results.size(); ++i) {
            QCOMPARE(tests[i].toObject().value(u"unit"_s).toString(), results[i].unitId);
            QCOMPARE(tests[i].toObject().value(u"roll"_s).toInt(), results[i].roll);
            QCOMPARE(tests[i].toObject().value(u"failed"_s).toBool(), results[i].failed);
        }
        QCOMPARE(result.json.value(u"log"_s).toArray().size(), events.events().size());
        QCOMPARE(result.json.value(u"side"_s).toString(), side);
        QCOMPARE(result.json.value(u"clock"_s).toString(), u"10:00"_s);
    }

    // Each refusal: exit 2, a message that says what is wrong, and no JSON
    // on standard output that a script could take for an answer.
    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such unit") << QStringList{u"factors"_s, blenheim(), u"nobody"_s, u"--json"_s}
                                      << u"balagan factors: no unit \"nobody\"; units are: "_s;
        QTest::newRow("no such side") << QStringList{u"bound"_s, blenheim(), u"--side"_s, u"nobody"_s}
                                      << u"no side \"nobody\"; sides are: allies, franco-bavarian"_s;
        QTest::newRow("bad seed") << QStringList{u"bound"_s, blenheim(), u"--seed"_s, u"x"_s} << u"'x' is not a number"_s;
        QTest::newRow("unknown command") << QStringList{u"dance"_s, blenheim()} << u"unknown command 'dance'"_s;
        QTest::newRow("no such file") << QStringList{u"bound"_s, u"/nonexistent.json"_s}
                                      << u"balagan bound: Cannot open /nonexistent.json"_s;
    }
    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Result r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.json.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBalaganCli)
#include "test_balagancli.moc"
