// vedette-cli oob import|export: a scenario from an order of battle in CSV
// (not on the table, or deployed along the table edges or in the Balagan
// zones without overlaps), the CSV of a scenario, bad input refused with
// exit status 2 and a clear message, nothing written.

#include "rules/balagan/movement.h"
#include "table/deployment.h"
#include "table/geometry.h"
#include "table/orderofbattlecsv.h"
#include "table/scenariojson.h"
#include "table/validation.h"

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace {

using clitest::Result;

Result cli(const QStringList &arguments)
{
    return clitest::run(arguments);
}

QString bundled(const QString &name)
{
    return QStringLiteral(VEDETTE_SCENARIO_DIR) + u'/' + name;
}

QByteArray bytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestOob : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

private slots:
    void importWithoutDeploying()
    {
        const QString out = mDir.filePath(u"balaclava.json"_s);
        const Result r = cli({u"oob"_s, u"import"_s, bundled(u"balaclava-1854.csv"_s), u"--rules"_s, u"brown"_s,
                              u"--out"_s, out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed(), u"Wrote %1: 2 sides, 4 generals, 21 units (0 on the table)."_s.arg(out));
        const auto read = ScenarioJson::readFile(out);
        QVERIFY2(read, qPrintable(read.errorString));
        QCOMPARE(read.scenario->ruleSystem(), RuleSystem::Brown);
        QCOMPARE(read.scenario->tableWidth(), Length::fromFeet(6));
        QCOMPARE(read.scenario->title(), u"balaclava-1854"_s);
        for (const Unit &unit : read.scenario->units())
            QVERIFY(!unit.isOnTable());
        // And back: the same CSV as bundled, byte for byte.
        const QString csv = mDir.filePath(u"again.csv"_s);
        const Result back = cli({u"oob"_s, u"export"_s, out, u"--out"_s, csv});
        QVERIFY2(back.exitCode == 0, qPrintable(back.err));
        QCOMPARE(bytes(csv), bytes(bundled(u"balaclava-1854.csv"_s)));
    }

    void exportOfTheBundledScenario_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("Balaclava") << u"balaclava-1854"_s;
        QTest::newRow("Blenheim") << u"blenheim-1704"_s;
    }

    void exportOfTheBundledScenario()
    {
        QFETCH(QString, name);
        const Result r = cli({u"oob"_s, u"export"_s, bundled(name + u".json"_s), u"--out"_s, u"-"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.toUtf8(), bytes(bundled(name + u".csv"_s)));
    }

    // --deploy: every unit on the table, in its side's band or zone, none on another.
    void importAndDeploy_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("rules");
        QTest::newRow("Balaclava, Brown, along the long edges") << u"balaclava-1854"_s << u"brown"_s;
        QTest::newRow("Blenheim, Balagan, in the zones") << u"blenheim-1704"_s << u"balagan"_s;
    }

    void importAndDeploy()
    {
        QFETCH(QString, name);
        QFETCH(QString, rules);
        const QString out = mDir.filePath(name + u"-deployed.json"_s);
        const Result r = cli({u"oob"_s, u"import"_s, bundled(name + u".csv"_s), u"--rules"_s, rules, u"--deploy"_s,
                              u"--title"_s, u"Deployed"_s, u"--out"_s, out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto read = ScenarioJson::readFile(out);
        QVERIFY2(read, qPrintable(read.errorString));
        const Scenario &s = *read.scenario;
        QCOMPARE(s.title(), u"Deployed"_s);
        QVERIFY(validation::scenario(s).isEmpty());
        for (qsizetype i = 0; i < s.units().size(); ++i) {
            const Unit &unit = s.units()[i];
            QVERIFY2(unit.isOnTable(), qPrintable(unit.id()));
            for (qsizetype j = i + 1; j < s.units().size(); ++j)
                QVERIFY2(!geometry::overlaps(s.footprint(unit), s.footprint(s.units()[j])),
                         qPrintable(unit.id() + u" / "_s + s.units()[j].id()));
            const bool first = unit.sideId() == s.sides()[0].id;
            const auto zones = vedette::rules::balagan::movement::deploymentZones(s);
            const QRectF area = s.ruleSystem() == RuleSystem::Balagan ? (first ? zones.first : zones.second)
                                                                      : *Deployment::edgeBand(s, unit.sideId());
            const Footprint print = s.footprint(unit);
            for (const Base &base : print.bases())
                for (QPointF corner : base.rect.corners())
                    QVERIFY2(area.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(corner), qPrintable(unit.id()));
            // Facing the other side across the table.
            QCOMPARE(unit.facing(), unit.sideId() == s.sides()[0].id ? (s.ruleSystem() == RuleSystem::Balagan ? 180.0 : 0.0)
                                                                     : (s.ruleSystem() == RuleSystem::Balagan ? 0.0 : 180.0));
        }
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        const QString csv = bundled(u"balaclava-1854.csv"_s);
        QTest::newRow("no sub-command") << QStringList{u"oob"_s} << u"vedette-cli oob: which command? import, export"_s;
        QTest::newRow("unknown sub-command") << QStringList{u"oob"_s, u"merge"_s} << u"unknown command 'merge'; the commands are import, export"_s;
        QTest::newRow("no rules") << QStringList{u"oob"_s, u"import"_s, csv, u"--out"_s, u"x.json"_s}
                                  << u"vedette-cli oob import: --rules is required"_s;
        QTest::newRow("unknown rules") << QStringList{u"oob"_s, u"import"_s, csv, u"--rules"_s, u"dba"_s, u"--out"_s, u"x.json"_s}
                                       << u"--rules must be one of brown, balagan, not 'dba'"_s;
        QTest::newRow("no out") << QStringList{u"oob"_s, u"import"_s, csv, u"--rules"_s, u"brown"_s} << u"--out is required"_s;
        QTest::newRow("stray argument") << QStringList{u"oob"_s, u"import"_s, csv, u"extra.csv"_s, u"--rules"_s, u"brown"_s,
                                                       u"--out"_s, u"x.json"_s}
                                        << u"unexpected argument 'extra.csv'"_s;
        QTest::newRow("unknown option") << QStringList{u"oob"_s, u"export"_s, csv, u"--colour"_s, u"--out"_s, u"-"_s}
                                        << u"vedette-cli oob export: unknown option '--colour'"_s;
        QTest::newRow("bad table") << QStringList{u"oob"_s, u"import"_s, csv, u"--rules"_s, u"brown"_s, u"--table"_s,
                                                  u"6x"_s, u"--out"_s, u"x.json"_s}
                                   << u"--table must be WIDTHxHEIGHT in millimetres"_s;
        QTest::newRow("no such file") << QStringList{u"oob"_s, u"import"_s, u"/no/such.csv"_s, u"--rules"_s, u"brown"_s,
                                                     u"--out"_s, u"x.json"_s}
                                      << u"Cannot open /no/such.csv"_s;
        QTest::newRow("export of a CSV") << QStringList{u"oob"_s, u"export"_s, csv, u"--out"_s, u"-"_s}
                                         << u"vedette-cli oob export: "_s;
        QTest::newRow("too small to deploy") << QStringList{u"oob"_s, u"import"_s, csv, u"--rules"_s, u"brown"_s,
                                                            u"--table"_s, u"300x300"_s, u"--deploy"_s, u"--out"_s, u"x.json"_s}
                                             << u"vedette-cli oob import --deploy: British: "_s;
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        QDir::setCurrent(mDir.path());
        const Result r = cli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFile::exists(mDir.filePath(u"x.json"_s)));
    }

    // Every bad row of the file, each with its line and column; nothing written.
    void badRows()
    {
        const QString csv = mDir.filePath(u"bad.csv"_s);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("side,division,name,arm,cw,strength\nRed,,Guards,foot,12,600\nRed,,Rifles,foot,2,lots\n");
        file.close();
        const QString out = mDir.filePath(u"bad.json"_s);
        const Result r = cli({u"oob"_s, u"import"_s, csv, u"--rules"_s, u"brown"_s, u"--out"_s, out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"line 2, cw: must be a whole number from 0 to 10"_s), qPrintable(r.err));
        QVERIFY(r.err.contains(u"line 3, strength: must be a whole number from 1 to 1000000"_s));
        QVERIFY(!QFile::exists(out));
    }

    void help()
    {
        const Result r = cli({u"oob"_s, u"import"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"--deploy"_s));
        const Result top = cli({u"--help"_s});
        QVERIFY(top.out.contains(u"oob"_s));
    }
};

QTEST_GUILESS_MAIN(TestOob)
#include "test_oob.moc"
