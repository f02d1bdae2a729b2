// vedette-cli's command lines as a table: every row runs the program and
// checks BOTH its exit status and what it says (on stdout or stderr), so a
// refusal that prints the right words but exits 0, or exits 2 for the wrong
// reason, fails. The rows follow issue 14 ("The command line, hardened"):
// help on every verb and sub-command, numbers outside their documented range,
// stray arguments, seeds, Balagan's refusals, scenario errors, reshuffles.
#include "rules/lightbrigade/simulation.h"

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using clitest::Result;

Result run(const QStringList &arguments, const QStringList &environment = {})
{
    return clitest::run(arguments, clitest::environment(environment));
}

QString scenario(const char *name)
{
    return QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/") + QString::fromLatin1(name);
}

} // namespace

class TestCliTable : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    // Files the rows refer to as @name: a scenario that is not JSON, and
    // Blenheim with Lord Cutts attached to a French unit.
    QString file(const QString &name) const { return mDir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QFile bad(file(u"badjson.json"_s));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{ \"format\": ");
        bad.close();
        QFile badCsv(file(u"bad.csv"_s));
        QVERIFY(badCsv.open(QIODevice::WriteOnly));
        badCsv.write("side,division,name,arm,cw,strength\nRed,,Guards,foot,12,600\n");
        badCsv.close();

        QFile blenheim(scenario("blenheim-1704.json"));
        QVERIFY(blenheim.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(blenheim.readAll()).object();
        QJsonArray generals = root[u"generals"_s].toArray();
        for (qsizetype i = 0; i < generals.size(); ++i) {
            QJsonObject g = generals[i].toObject();
            if (g[u"id"_s].toString() == u"cutts"_s) {
                g[u"attachedUnit"_s] = u"fb-navarre"_s;
                generals[i] = g;
            }
        }
        root[u"generals"_s] = generals;
        QFile traitor(file(u"traitor.json"_s));
        QVERIFY(traitor.open(QIODevice::WriteOnly));
        traitor.write(QJsonDocument(root).toJson());
    }

    void table_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("environment");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stream"); // "out" or "err"
        QTest::addColumn<QString>("pattern"); // a regular expression the stream must match

        const QString balaclava = scenario("balaclava-1854.json");
        const QString blenheim = scenario("blenheim-1704.json");
        const QStringList none;
        const QStringList odds{u"brown"_s, u"odds"_s, u"--attacker-die"_s, u"d10"_s, u"--defender-die"_s, u"d8"_s,
                               u"--chart"_s, u"open"_s};
        const QStringList melee{u"brown"_s, u"melee"_s, u"--attacker-roll"_s, u"7"_s, u"--defender-roll"_s, u"4"_s};
        auto row = [&](const char *name, const QStringList &arguments, int exitCode, const char *stream,
                       const QString &pattern, const QStringList &environment = {}) {
            QTest::newRow(name) << arguments << environment << exitCode << QString::fromLatin1(stream) << pattern;
        };

        // Help works on every verb and sub-command, even without the required options.
        row("help", {u"--help"_s}, 0, "out", u"Usage: vedette-cli"_s);
        row("no verb", none, 2, "err", u"Usage: vedette-cli"_s);
        row("unknown verb", {u"frobnicate"_s}, 2, "err", u"unknown verb 'frobnicate'"_s);
        row("version extra", {u"--version"_s, u"extra"_s}, 2, "err", u"unexpected argument 'extra'"_s);
        row("brown help", {u"brown"_s, u"--help"_s}, 0, "out", u"chart.*odds.*melee.*charge"_s);
        row("brown chart help", {u"brown"_s, u"chart"_s, u"--help"_s}, 0, "out", u"--net N.*-1000 to 1000"_s);
        row("brown odds help", {u"brown"_s, u"odds"_s, u"--help"_s}, 0, "out", u"--modifier M.*-50 to 50;\\s+default 0"_s);
        row("brown melee help", {u"brown"_s, u"melee"_s, u"--help"_s}, 0, "out", u"--attacker-roll R.*1 to 10"_s);
        row("brown charge help", {u"brown"_s, u"charge"_s, u"--help"_s}, 0, "out",
            u"SCENARIO ATTACKER TARGET.*--closing-casualties P.*0 to 100 in steps of 10"_s);
        row("balagan help", {u"balagan"_s, u"--help"_s}, 0, "out", u"factors.*bound"_s);
        row("balagan factors help", {u"balagan"_s, u"factors"_s, u"--help"_s}, 0, "out", u"SCENARIO UNIT"_s);
        row("balagan bound help", {u"balagan"_s, u"bound"_s, u"--help"_s}, 0, "out", u"--seed N.*--side ID"_s);
        row("lightbrigade help", {u"lightbrigade"_s, u"--help"_s}, 0, "out", u"simulate.*play"_s);
        row("lightbrigade simulate help", {u"lightbrigade"_s, u"simulate"_s, u"--help"_s}, 0, "out",
            u"--games N.*1 to 100000000"_s);
        row("lightbrigade play help", {u"lightbrigade"_s, u"play"_s, u"--help"_s}, 0, "out", u"--troop"_s);
        row("tennyson help", {u"tennyson"_s, u"--help"_s}, 0, "out", u"simulate"_s);
        row("tennyson simulate help", {u"tennyson"_s, u"simulate"_s, u"--help"_s}, 0, "out", u"--games N.*1 to 100000000"_s);
        row("roll help", {u"roll"_s, u"--help"_s}, 0, "out", u"--times N.*1 to 100000"_s);
        row("odds help", {u"odds"_s, u"-h"_s}, 0, "out", u"--at-least N"_s);
        row("measure help", {u"measure"_s, u"--help"_s}, 0, "out", u"SCENARIO UNIT_A UNIT_B"_s);
        row("log help", {u"log"_s, u"--help"_s}, 0, "out", u"--format md\\|markdown\\|csv\\|json\\|html"_s);
        row("serve help", {u"serve"_s, u"--help"_s}, 0, "out", u"--listen ADDR:PORT.*--links FILE"_s);
        row("camera help", {u"camera"_s, u"--help"_s}, 0, "out", u"markers.*locate"_s);
        row("camera markers help", {u"camera"_s, u"markers"_s, u"--help"_s}, 0, "out", u"--side MM.*20 to\\s+100.*--pdf FILE"_s);
        row("camera locate help", {u"camera"_s, u"locate"_s, u"--help"_s}, 0, "out", u"CAMPAIGN PICTURE.*--apply"_s);
        row("camera locate no campaign", {u"camera"_s, u"locate"_s, u"/no/such.vedette"_s, u"/no/such.png"_s}, 2, "err",
            u"is not a picture"_s);
        row("serve no listen", {u"serve"_s, u"/no/such.vedette"_s, u"--battle"_s, u"1"_s}, 2, "err", u"--listen is required"_s);
        row("serve bad listen", {u"serve"_s, u"/no/such.vedette"_s, u"--battle"_s, u"1"_s, u"--listen"_s, u"nowhere"_s}, 2,
            "err", u"--listen must be ADDR:PORT"_s);
        row("serve port too high", {u"serve"_s, u"/no/such.vedette"_s, u"--battle"_s, u"1"_s, u"--listen"_s,
            u"127.0.0.1:70000"_s}, 2, "err", u"--listen must be ADDR:PORT"_s);
        row("serve no file", {u"serve"_s, u"/no/such.vedette"_s, u"--battle"_s, u"1"_s, u"--listen"_s, u"127.0.0.1:0"_s}, 2,
            "err", u"vedette-cli serve: "_s);
        row("brown no sub-command", {u"brown"_s}, 2, "err", u"which command\\?"_s);
        row("brown unknown sub-command", {u"brown"_s, u"dance"_s}, 2, "err", u"unknown command 'dance'"_s);
        row("required option", {u"brown"_s, u"chart"_s, u"--chart"_s, u"open"_s}, 2, "err", u"--net is required"_s);

        // Every number has a documented range and is refused outside it; the
        // boundaries themselves are accepted.
        row("modifier huge", odds + QStringList{u"--modifier"_s, u"2147483647"_s}, 2, "err",
            u"brown odds: --modifier needs a whole number from -50 to 50; 2147483647 is out of range"_s);
        row("modifier 51", odds + QStringList{u"--modifier"_s, u"51"_s}, 2, "err", u"51 is out of range"_s);
        row("modifier -51", odds + QStringList{u"--modifier"_s, u"-51"_s}, 2, "err", u"-51 is out of range"_s);
        row("modifier 50", odds + QStringList{u"--modifier"_s, u"50"_s, u"--json"_s}, 0, "out", u"\"modifier\": 50"_s);
        row("modifier -50", odds + QStringList{u"--modifier=-50"_s, u"--json"_s}, 0, "out", u"\"modifier\": -50"_s);
        row("modifier word", odds + QStringList{u"--modifier"_s, u"three"_s}, 2, "err", u"'three' is not a number"_s);
        row("die d101", {u"brown"_s, u"odds"_s, u"--attacker-die"_s, u"d101"_s, u"--defender-die"_s, u"d8"_s, u"--chart"_s, u"open"_s},
            2, "err", u"--attacker-die needs a die from d2 to d100"_s);
        row("chart woods", {u"brown"_s, u"chart"_s, u"--chart"_s, u"woods"_s, u"--net"_s, u"1"_s}, 2, "err",
            u"--chart must be one of open, cover, not 'woods'"_s);
        row("net 1001", {u"brown"_s, u"chart"_s, u"--chart"_s, u"open"_s, u"--net"_s, u"1001"_s}, 2, "err", u"1001 is out of range"_s);
        row("melee modifier huge", melee + QStringList{u"--attacker-modifier"_s, u"2147483647"_s}, 2, "err",
            u"--attacker-modifier needs a whole number from -50 to 50; 2147483647 is out of range"_s);
        row("melee modifiers at the ends", melee + QStringList{u"--attacker-modifier"_s, u"50"_s, u"--defender-modifier"_s, u"-50"_s, u"--json"_s},
            0, "out", u"\"winner\": \"attacker\""_s);
        row("melee roll 0", {u"brown"_s, u"melee"_s, u"--attacker-roll"_s, u"0"_s, u"--defender-roll"_s, u"4"_s}, 2, "err",
            u"--attacker-roll needs a whole number from 1 to 10; 0 is out of range"_s);
        row("melee roll 11", {u"brown"_s, u"melee"_s, u"--attacker-roll"_s, u"7"_s, u"--defender-roll"_s, u"11"_s}, 2, "err",
            u"--defender-roll needs a whole number from 1 to 10; 11 is out of range"_s);
        row("melee text", melee, 0, "out", u"The attacker wins\\. The attacker takes \\d+ casualty step"_s);
        row("closing casualties 15", {u"brown"_s, u"charge"_s, balaclava, u"17l"_s, u"don3"_s, u"--closing-casualties"_s, u"15"_s},
            2, "err", u"from 0 to 100 in steps of 10; 15 is not one of them"_s);
        row("closing casualties 110", {u"brown"_s, u"charge"_s, balaclava, u"17l"_s, u"don3"_s, u"--closing-casualties"_s, u"110"_s},
            2, "err", u"110 is out of range"_s);
        row("lightbrigade games huge", {u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"99999999999"_s}, 2, "err",
            u"--games needs a whole number from 1 to 100000000; 99999999999 is out of range"_s);
        row("lightbrigade games 100000001", {u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"100000001"_s}, 2, "err",
            u"100000001 is out of range"_s);
        row("lightbrigade games 0", {u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"0"_s}, 2, "err", u"0 is out of range"_s);
        row("tennyson games huge", {u"tennyson"_s, u"simulate"_s, u"--games"_s, u"2147483647"_s}, 2, "err",
            u"--games needs a whole number from 1 to 100000000; 2147483647 is out of range"_s);
        row("roll times", {u"roll"_s, u"2d6"_s, u"--times"_s, u"100001"_s}, 2, "err", u"--times needs a whole number from 1 to 100000"_s);
        row("odds at-least", {u"odds"_s, u"2d6"_s, u"--at-least"_s, u"1000001"_s}, 2, "err", u"1000001 is out of range"_s);
        row("odds at-least far", {u"odds"_s, u"2d6"_s, u"--at-least"_s, u"1000000"_s}, 0, "out", u"1000000 or more: 0/36"_s);
        row("log battle", {u"log"_s, u"/no/such.vedette"_s, u"--battle"_s, u"-1"_s}, 2, "err", u"-1 is out of range"_s);

        // Stray arguments are refused.
        row("brown odds extra", odds + QStringList{u"extra"_s}, 2, "err", u"brown odds: unexpected argument 'extra'"_s);
        row("lightbrigade play games", {u"lightbrigade"_s, u"play"_s, u"--games"_s, u"5"_s}, 2, "err",
            u"lightbrigade play: unknown option '--games'"_s);
        row("tennyson extra", {u"tennyson"_s, u"simulate"_s, u"extra"_s}, 2, "err", u"unexpected argument 'extra'"_s);
        row("measure extra", {u"measure"_s, balaclava, u"17l"_s, u"don3"_s, u"13ld"_s}, 2, "err", u"unexpected argument '13ld'"_s);
        row("measure missing", {u"measure"_s, balaclava, u"17l"_s}, 2, "err", u"UNIT_B is missing"_s);
        row("factors extra", {u"balagan"_s, u"factors"_s, blenheim, u"al-rowe"_s, u"x"_s}, 2, "err", u"unexpected argument 'x'"_s);
        row("option twice", odds + QStringList{u"--chart"_s, u"cover"_s}, 2, "err", u"--chart is given twice"_s);
        row("flag with value", odds + QStringList{u"--json=yes"_s}, 2, "err", u"--json takes no value"_s);
        row("value missing", {u"roll"_s, u"2d6"_s, u"--seed"_s}, 2, "err", u"--seed needs a value"_s);
        row("short option", {u"roll"_s, u"2d6"_s, u"-x"_s}, 2, "err", u"unknown option '-x'"_s);

        // Seeds say what is wrong with them.
        row("seed word", {u"roll"_s, u"2d6"_s, u"--seed"_s, u"abc"_s}, 2, "err",
            u"--seed needs a whole number from 0 to 18446744073709551615; 'abc' is not a number"_s);
        row("seed negative", {u"roll"_s, u"2d6"_s, u"--seed"_s, u"-1"_s}, 2, "err", u"a seed is never negative, so not -1"_s);
        row("seed fraction", {u"roll"_s, u"2d6"_s, u"--seed"_s, u"1.5"_s}, 2, "err", u"1\\.5 is not a whole number"_s);
        row("seed overflow", {u"roll"_s, u"2d6"_s, u"--seed"_s, u"18446744073709551616"_s}, 2, "err",
            u"18446744073709551616 is larger than that"_s);
        row("seed largest", {u"roll"_s, u"2d6"_s, u"--seed"_s, u"18446744073709551615"_s}, 0, "out", u"\\(seed 18446744073709551615\\)"_s);
        row("seed lightbrigade", {u"lightbrigade"_s, u"play"_s, u"--seed"_s, u"x"_s}, 2, "err", u"lightbrigade play: --seed needs"_s);
        row("seed balagan", {u"balagan"_s, u"bound"_s, blenheim, u"--seed"_s, u"-3"_s}, 2, "err", u"never negative"_s);
        row("seed tennyson", {u"tennyson"_s, u"simulate"_s, u"--seed"_s, u"1e9"_s}, 2, "err", u"1e9 is not a whole number"_s);

        // Balagan refuses with a reason.
        row("side empty", {u"balagan"_s, u"bound"_s, blenheim, u"--side"_s, QString()}, 2, "err",
            u"--side needs a value \\(ID\\), not an empty one"_s);
        row("side unknown", {u"balagan"_s, u"bound"_s, blenheim, u"--side"_s, u"nobody"_s}, 2, "err",
            u"no side \"nobody\"; sides are: allies, franco-bavarian"_s);
        row("factors on Brown", {u"balagan"_s, u"factors"_s, balaclava, u"17l"_s}, 2, "err",
            u"balaclava-1854\\.json is not a scenario for Balagan's rules"_s);
        row("bound on Brown", {u"balagan"_s, u"bound"_s, balaclava}, 2, "err", u"is not a scenario for Balagan's rules"_s);
        row("general with the enemy", {u"balagan"_s, u"factors"_s, u"@traitor.json"_s, u"al-rowe"_s}, 2, "err",
            u"General \"Lord Cutts\" is attached to \"[^\"]+\", a unit of the other side \\(Franco-Bavarians?\\)"_s);
        row("Brown charge on Balagan", {u"brown"_s, u"charge"_s, blenheim, u"al-rowe"_s, u"fb-navarre"_s}, 2, "err",
            u"is not a scenario for Dan Brown's rules"_s);
        row("factors", {u"balagan"_s, u"factors"_s, blenheim, u"al-rowe"_s}, 0, "out", u"Total tactical factors"_s);
        row("bound", {u"balagan"_s, u"bound"_s, blenheim, u"--seed"_s, u"7"_s}, 0, "out", u"Bound 1, .* to move: \\d+ morale test"_s);

        // A scenario error names its file once.
        row("bad scenario measure", {u"measure"_s, u"@badjson.json"_s, u"a"_s, u"b"_s}, 2, "err",
            u"^vedette-cli measure: [^\n]*badjson\\.json: (?![^\n]*badjson\\.json)"_s);
        row("bad scenario charge", {u"brown"_s, u"charge"_s, u"@badjson.json"_s, u"a"_s, u"b"_s}, 2, "err",
            u"^vedette-cli brown charge: [^\n]*badjson\\.json: (?![^\n]*badjson\\.json)"_s);
        row("bad scenario factors", {u"balagan"_s, u"factors"_s, u"@badjson.json"_s, u"a"_s}, 2, "err",
            u"^vedette-cli balagan factors: [^\n]*badjson\\.json: (?![^\n]*badjson\\.json)"_s);
        row("missing scenario", {u"balagan"_s, u"bound"_s, u"/no/such/file.json"_s}, 2, "err",
            u"^vedette-cli balagan bound: Cannot open /no/such/file\\.json: "_s);

        // Tennyson reports reshuffles (and the window's other figures); long
        // runs report progress on stderr, never on stdout.
        row("tennyson reshuffles", {u"tennyson"_s, u"simulate"_s, u"--games"_s, u"50"_s, u"--json"_s}, 0, "out",
            u"\"meanBatteriesOnTable\": [0-9.]+,.*\"meanReshuffles\": [0-9.]+,.*\"reshuffles\": \\d+"_s);
        row("tennyson glory", {u"tennyson"_s, u"simulate"_s, u"--games"_s, u"50"_s, u"--victory"_s, u"glory"_s}, 0, "out",
            u"glory points a game.*Mean reshuffles: [0-9.]+ reshuffles a game"_s);
        row("tennyson progress", {u"tennyson"_s, u"simulate"_s, u"--games"_s, u"2000"_s, u"--progress"_s}, 0, "err",
            u"tennyson simulate: 2,?000 of 2,?000 games \\(100 %\\)"_s);
        row("lightbrigade progress", {u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"20000"_s, u"--progress"_s}, 0, "err",
            u"lightbrigade simulate: 20,?000 of 20,?000 games \\(100 %\\)"_s);
        row("lightbrigade quiet", {u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"100"_s}, 0, "err", u"\\A\\z"_s);

        // Golden output of the dice and the tape (formerly CTest regular
        // expressions that ignored the exit status).
        row("roll", {u"roll"_s, u"2d6"_s, u"--seed"_s, u"42"_s}, 0, "out", u"2d6: 1 \\+ 3 = 4\n\\(seed 42\\)"_s);
        row("roll json", {u"roll"_s, u"d10z"_s, u"--seed"_s, u"1"_s, u"--times"_s, u"3"_s, u"--json"_s}, 0, "out",
            u"\"face\": 8,(.|\n)*\"face\": 2,(.|\n)*\"face\": 0,"_s);
        row("odds", {u"odds"_s, u"d10+3-d8"_s, u"--at-least"_s, u"4"_s}, 0, "out", u" 4  8/80   10\\.00 %(.|\n)*4 or more: 44/80 = 55\\.00 %"_s);
        row("odds json", {u"odds"_s, u"2d6"_s, u"--json"_s}, 0, "out", u"\"total\": \"36\""_s);
        row("odds bad", {u"odds"_s, u"2d"_s}, 2, "err", u"vedette-cli odds: .*\n  2d\n"_s);
        row("roll nothing", {u"roll"_s}, 2, "err", u"which dice\\?"_s);
        row("odds negative dice", {u"odds"_s, u"-d6"_s, u"--json"_s}, 0, "out", u"\"min\": -6"_s);
        row("odds negative option", {u"odds"_s, u"-d6"_s, u"--at-least"_s, u"-2"_s}, 0, "out", u"-2 or more: 2/6"_s);
        row("measure", {u"measure"_s, balaclava, u"13ld"_s, u"17l"_s}, 0, "out",
            u"Closest edge to edge: +5 mm +0\\.2\" +0\\.5 cm +50 p(.|\n)*on the flank of 17th Lancers"_s);
        row("measure json", {u"measure"_s, balaclava, u"17l"_s, u"don3"_s, u"--json"_s}, 0, "out",
            u"\"arc\": \"front\"(.|\n)*\"mm\": 1260"_s);
        row("measure no unit", {u"measure"_s, balaclava, u"17l"_s, u"nobody"_s}, 2, "err", u"no unit 'nobody'"_s);
        row("measure no file", {u"measure"_s, u"/no/such/file.json"_s, u"a"_s, u"b"_s}, 2, "err", u"Cannot open /no/such/file\\.json"_s);

        // The Light Brigade: one charge told in words or as JSON, many as
        // figures with their units; a choice outside its list is refused.
        row("lightbrigade play", {u"lightbrigade"_s, u"play"_s, u"--seed"_s, u"3"_s}, 0, "out",
            u"\\AA troop of [^\n]+ forms up for the charge"_s);
        row("lightbrigade play json", {u"lightbrigade"_s, u"play"_s, u"--seed"_s, u"3"_s, u"--json"_s}, 0, "out",
            u"\"kind\": \"lightbrigade\\.setup\".*\"kind\": \"lightbrigade\\.end\""_s);
        row("lightbrigade simulate", {u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"200"_s, u"--seed"_s, u"2"_s}, 0, "out",
            u"\\ACharge of the Light Brigade: 200 charges, seed 2, .*Score.*points.*Men home \\(of 12\\).*"
            "History: of the 673 men who charged"_s);
        row("lightbrigade troop", {u"lightbrigade"_s, u"play"_s, u"--troop"_s, u"cossacks"_s}, 2, "err",
            u"^vedette-cli lightbrigade play: --troop must be one of dragoons, hussars, lancers, not 'cossacks'\\."_s);
        row("lightbrigade policy", {u"lightbrigade"_s, u"simulate"_s, u"--policy"_s, u"rash"_s}, 2, "err",
            u"--policy must be one of steady, bold, not 'rash'"_s);
        row("lightbrigade no command", {u"lightbrigade"_s}, 2, "err", u"which command\\? simulate, play"_s);
        row("lightbrigade refusal prints nothing", {u"lightbrigade"_s, u"play"_s, u"--seed"_s, u"-1"_s}, 2, "out", u"\\A\\z"_s);

        // Anyone for Tennyson: the figures of each regiment, with units.
        row("tennyson simulate", {u"tennyson"_s, u"simulate"_s, u"--games"_s, u"20"_s, u"--seed"_s, u"1"_s}, 0, "out",
            u"\\AAnyone for Tennyson: 20 games, seed 1, .*Russians.*Draws.*"
            "Mean cards played: [0-9.]+ cards a game"_s);
        row("tennyson players", {u"tennyson"_s, u"simulate"_s, u"--players"_s, u"clever"_s}, 2, "err",
            u"--players must be random, sensible, or five of them separated by commas, not 'clever'"_s);
        row("tennyson victory", {u"tennyson"_s, u"simulate"_s, u"--victory"_s, u"points"_s}, 2, "err",
            u"--victory must be one of first-to-the-guns, glory, not 'points'"_s);
        row("tennyson no command", {u"tennyson"_s, u"play"_s}, 2, "err", u"unknown command 'play'; the commands are simulate"_s);
        row("tennyson refusal prints nothing", {u"tennyson"_s, u"simulate"_s, u"--games"_s, u"0"_s}, 2, "out", u"\\A\\z"_s);

        // The campaign verbs on what is not a campaign; oob's sub-commands.
        row("battle not a campaign", {u"battle"_s, blenheim}, 2, "err",
            u"^vedette-cli battle: [^\n]*blenheim-1704\\.json is not a campaign file \\(\\.vedette\\)"_s);
        row("battle no file", {u"battle"_s, u"/no/such.vedette"_s}, 2, "err",
            u"^vedette-cli battle: /no/such\\.vedette: no such campaign file"_s);
        row("battle nothing", {u"battle"_s}, 2, "err", u"CAMPAIGN is missing"_s);
        row("battle 0", {u"battle"_s, u"/no/such.vedette"_s, u"--battle"_s, u"0"_s}, 2, "err",
            u"--battle needs a whole number from 1 to \\d+; 0 is out of range"_s);
        row("balagan play seed 0", {u"balagan"_s, u"play"_s, u"/no/such.vedette"_s, u"--seed"_s, u"0"_s}, 2, "err",
            u"^vedette-cli balagan play: --seed needs a whole number from 1 to 18446744073709551615; 0 is out of range"_s);
        row("balagan play no seed", {u"balagan"_s, u"play"_s, u"/no/such.vedette"_s}, 2, "err", u"--seed is required"_s);
        row("balagan play phases", {u"balagan"_s, u"play"_s, u"/no/such.vedette"_s, u"--seed"_s, u"1"_s, u"--phases"_s, u"10001"_s},
            2, "err", u"--phases needs a whole number from 1 to 10000; 10001 is out of range"_s);
        row("balagan play help", {u"balagan"_s, u"play"_s, u"--help"_s}, 0, "out",
            u"Usage: vedette-cli balagan play CAMPAIGN.*--seed N .*\\(1\\s+to\\s+18446744073709551615;\\s+required\\)"_s);
        row("campaign help", {u"campaign"_s, u"--help"_s}, 0, "out", u"Commands:\n  copy "_s);
        row("campaign copy help", {u"campaign"_s, u"copy"_s, u"--help"_s}, 0, "out",
            u"Usage: vedette-cli campaign copy SOURCE TARGET.*postgresql://USER@HOST:PORT/DATABASE"_s);
        row("campaign copy no target", {u"campaign"_s, u"copy"_s, balaclava}, 2, "err", u"TARGET is missing"_s);
        row("campaign copy missing file", {u"campaign"_s, u"copy"_s, u"/no/such.vedette"_s, u"/tmp/never-made.vedette"_s}, 2, "err",
            u"/no/such.vedette does not exist"_s);
        row("campaign copy bad address", {u"campaign"_s, u"copy"_s, u"/no/such.vedette"_s, u"postgresql://x:pw@h/db"_s}, 2, "err",
            u"not a campaign address: it holds a password"_s);
        row("battle on a bad address", {u"battle"_s, u"postgresql://vedette@localhost/"_s}, 2, "err", u"names no database"_s);
        row("oob help", {u"oob"_s, u"--help"_s}, 0, "out", u"Commands:\n  import .*  export "_s);
        row("oob import help", {u"oob"_s, u"import"_s, u"--help"_s}, 0, "out",
            u"Usage: vedette-cli oob import OOB.*--rules brown\\|balagan.*required"_s);
        row("oob export nothing", {u"oob"_s, u"export"_s, u"--out"_s, u"-"_s}, 2, "err", u"SCENARIO is missing"_s);
        row("oob export", {u"oob"_s, u"export"_s, balaclava, u"--out"_s, u"-"_s}, 0, "out", u"\\Aside,"_s);
    }

    void table()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, environment);
        QFETCH(int, exitCode);
        QFETCH(QString, stream);
        QFETCH(QString, pattern);
        for (QString &argument : arguments) {
            if (argument.startsWith(u'@'))
                argument = file(argument.mid(1));
        }
        const Result r = run(arguments, environment);
        const QString &text = stream == u"out"_s ? r.out : r.err;
        const QRegularExpression expression(pattern, QRegularExpression::DotMatchesEverythingOption
                                                         | QRegularExpression::MultilineOption);
        QVERIFY2(expression.isValid(), qPrintable(expression.errorString()));
        const QString context = u"exit %1\nstdout:\n%2\nstderr:\n%3"_s.arg(r.exitCode).arg(r.out.left(2000), r.err.left(2000));
        QVERIFY2(r.exitCode == exitCode, qPrintable(u"expected exit %1; "_s.arg(exitCode) + context));
        QVERIFY2(expression.match(text).hasMatch(), qPrintable(u"no match for /%1/ on std%2; "_s.arg(pattern, stream) + context));
    }

    // A refusal writes nothing over the file named by --out: each row's
    // @keep file holds "keep" before the run and after it.
    void refusalKeepsTheFile_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("pattern");
        const QString balaclava = scenario("balaclava-1854.json");
        auto row = [](const char *name, const QStringList &arguments, const QString &pattern) {
            QTest::newRow(name) << arguments << pattern;
        };
        row("render of a bad scenario", {u"render"_s, u"@badjson.json"_s, u"--out"_s, u"@keep.png"_s}, u"badjson\\.json"_s);
        row("render of an unknown side", {u"render"_s, balaclava, u"--out"_s, u"@keep.png"_s, u"--view"_s, u"side:prussians"_s},
            u"its sides: british, russian"_s);
        row("render at a bad dpi", {u"render"_s, balaclava, u"--out"_s, u"@keep.png"_s, u"--dpi"_s, u"6000"_s}, u"--dpi"_s);
        row("oob import of bad rows", {u"oob"_s, u"import"_s, u"@bad.csv"_s, u"--rules"_s, u"brown"_s, u"--out"_s, u"@keep.json"_s},
            u"bad\\.csv was not imported:\n  [^\n]*line 2"_s);
        row("oob import with bad rules", {u"oob"_s, u"import"_s, u"@bad.csv"_s, u"--rules"_s, u"dba"_s, u"--out"_s, u"@keep.json"_s},
            u"--rules must be one of brown, balagan"_s);
        row("oob export of a bad scenario", {u"oob"_s, u"export"_s, u"@badjson.json"_s, u"--out"_s, u"@keep.csv"_s},
            u"^vedette-cli oob export: "_s);
    }

    void refusalKeepsTheFile()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, pattern);
        QString kept;
        for (QString &argument : arguments) {
            if (!argument.startsWith(u'@'))
                continue;
            argument = file(argument.mid(1));
            if (QFileInfo(argument).fileName().startsWith(u"keep."_s)) {
                kept = argument;
                QFile keep(kept);
                QVERIFY(keep.open(QIODevice::WriteOnly | QIODevice::Truncate));
                keep.write("keep");
            }
        }
        QVERIFY(!kept.isEmpty());
        const Result r = run(arguments);
        QVERIFY2(r.exitCode == 2, qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(r.err)));
        QVERIFY2(QRegularExpression(pattern, QRegularExpression::MultilineOption).match(r.err).hasMatch(), qPrintable(r.err));
        QFile keep(kept);
        QVERIFY(keep.open(QIODevice::ReadOnly));
        QCOMPARE(keep.readAll(), QByteArray("keep"));
        // Nothing left beside it either (no temporary file of a save).
        const QStringList left = QDir(mDir.path()).entryList({QFileInfo(kept).fileName() + u"*"_s}, QDir::Files);
        QCOMPARE(left, QStringList{QFileInfo(kept).fileName()});
    }

    // Every verb listed by --help, and every command of a verb that has
    // some, answers --help with exit 0 and a usage line: a verb added later
    // is covered without a new row.
    void helpOnEveryVerbAndCommand()
    {
        const Result top = run({u"--help"_s});
        QCOMPARE(top.exitCode, 0);
        QStringList verbs;
        for (const QString &line : top.out.split(u'\n')) {
            static const QRegularExpression verbLine(u"^  ([a-z]+)  "_s);
            if (const auto m = verbLine.match(line); m.hasMatch())
                verbs.append(m.captured(1));
        }
        QVERIFY2(verbs.size() >= 9, qPrintable(verbs.join(u' ')));
        int checked = 0;
        for (const QString &verb : std::as_const(verbs)) {
            const Result help = run({verb, u"--help"_s});
            QVERIFY2(help.exitCode == 0 && help.out.contains(u"Usage: "_s), qPrintable(verb + u": "_s + help.out + help.err));
            ++checked;
            const qsizetype commands = help.out.indexOf(u"\nCommands:\n"_s);
            if (commands < 0)
                continue;
            for (const QString &line : help.out.mid(commands + 11).split(u'\n')) {
                static const QRegularExpression commandLine(u"^  ([a-z]+) "_s);
                const auto m = commandLine.match(line);
                if (!m.hasMatch())
                    break;
                const Result sub = run({verb, m.captured(1), u"--help"_s});
                QVERIFY2(sub.exitCode == 0 && sub.out.contains(u"Usage: vedette-cli %1 %2"_s.arg(verb, m.captured(1))),
                         qPrintable(verb + u' ' + m.captured(1) + u": "_s + sub.out + sub.err));
                ++checked;
            }
        }
        QVERIFY(checked >= 15);
    }

    // The simulation runs in chunks for the progress report, yet the
    // figures are those of one run of the core's Simulation from the seed.
    void chunksGiveTheFiguresOfOneRun()
    {
        const QStringList arguments{u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"25000"_s, u"--seed"_s, u"9"_s, u"--json"_s};
        const Result loud = run(arguments + QStringList{u"--progress"_s});
        QCOMPARE(loud.exitCode, 0);
        QVERIFY(!loud.err.isEmpty());
        namespace lb = vedette::rules::lightbrigade;
        lb::Simulation one(lb::Settings{}, lb::Policy::Steady, 9);
        one.run(25000);
        QCOMPARE(QJsonDocument::fromJson(loud.out.toUtf8()).object(), one.toJson());
    }
};

QTEST_GUILESS_MAIN(TestCliTable)
#include "test_clitable.moc"
