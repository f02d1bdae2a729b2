// vedette-cli render: the picture's views (referee, players, side:ID), the
// exact scale of --px-per-mm, sheets at true scale, and that it draws with
// no display and no widgets.
#include "clirun.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using clitest::Result;

Result run(const QStringList &arguments, const QProcessEnvironment &environment = clitest::environment())
{
    return clitest::run(arguments, environment);
}

QString scenarioPath(const QString &name)
{
    return QStringLiteral(VEDETTE_SCENARIOS) + u'/' + name;
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool writeJson(const QString &path, const QJsonObject &object)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(object).toJson()) > 0;
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Blenheim with everything the players must not learn added or changed:
// other orders and ratings, a messenger riding, the referee's own marker, a
// marker the allies have not seen, and a French unit they have not seen.
QJsonObject withSecrets(QJsonObject scenario)
{
    scenario[u"version"_s] = 3;
    QJsonArray units = scenario[u"units"_s].toArray();
    for (qsizetype i = 0; i < units.size(); ++i) {
        QJsonObject unit = units[i].toObject();
        unit[u"order"_s] = i % 2 ? u"retreat"_s : u"advance"_s;
        units[i] = unit;
    }
    units.append(QJsonObject{{u"id"_s, u"fb-hidden-horse"_s}, {u"side"_s, u"franco-bavarian"_s},
                             {u"name"_s, u"Horse behind the stream"_s}, {u"arm"_s, u"horse"_s},
                             {u"x"_s, 380}, {u"y"_s, 420}, {u"facing"_s, 90},
                             {u"hiddenFrom"_s, QJsonArray{u"allies"_s}}});
    scenario[u"units"_s] = units;
    QJsonArray generals = scenario[u"generals"_s].toArray();
    for (qsizetype i = 0; i < generals.size(); ++i) {
        QJsonObject general = generals[i].toObject();
        general[u"rating"_s] = -general[u"rating"_s].toInt() - 1;
        generals[i] = general;
    }
    scenario[u"generals"_s] = generals;
    QJsonArray markers = scenario[u"markers"_s].toArray();
    markers.append(QJsonObject{{u"id"_s, u"plan"_s}, {u"kind"_s, u"objective"_s}, {u"x"_s, 600}, {u"y"_s, 400},
                               {u"refereeOnly"_s, true}});
    markers.append(QJsonObject{{u"id"_s, u"ambush"_s}, {u"kind"_s, u"note"_s}, {u"x"_s, 420}, {u"y"_s, 300},
                               {u"text"_s, u"Dragoons in the village"_s}, {u"hiddenFrom"_s, QJsonArray{u"allies"_s}}});
    scenario[u"markers"_s] = markers;
    scenario[u"messengers"_s] = QJsonArray{QJsonObject{
        {u"id"_s, u"parker"_s}, {u"side"_s, u"allies"_s}, {u"name"_s, u"Captain Parker"_s},
        {u"fromGeneral"_s, u"marlborough"_s}, {u"target"_s, u"al-prussian-foot"_s}, {u"order"_s, u"advance"_s},
        {u"x"_s, 740}, {u"y"_s, 300}, {u"route"_s, QJsonArray{QJsonArray{760, 400}, QJsonArray{740, 300}}}}};
    return scenario;
}

} // namespace

class TestCliRender : public QObject
{
    Q_OBJECT

private slots:
    void pxPerMmIsExact_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("view");
        QTest::addColumn<double>("pxPerMm");
        QTest::addColumn<double>("widthMm");
        QTest::addColumn<double>("heightMm");
        QTest::newRow("Balaclava 6'x4' at 1 px/mm, referee") << u"balaclava-1854.json"_s << u"referee"_s << 1.0 << 1828.8 << 1219.2;
        QTest::newRow("Balaclava at 1 px/mm, players") << u"balaclava-1854.json"_s << u"players"_s << 1.0 << 1828.8 << 1219.2;
        QTest::newRow("Blenheim 120x80 cm at 2.5 px/mm, a side") << u"blenheim-1704.json"_s << u"side:allies"_s << 2.5 << 1200.0 << 800.0;
    }

    void pxPerMmIsExact()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, view);
        QFETCH(double, pxPerMm);
        QFETCH(double, widthMm);
        QFETCH(double, heightMm);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"table.png"_s);
        const Result r = run({u"render"_s, scenarioPath(scenario), u"--out"_s, out, u"--view"_s, view, u"--px-per-mm"_s,
                              QString::number(pxPerMm)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image(out);
        QVERIFY(!image.isNull());
        // The table alone, edge to edge, one pixel of rounding at most.
        QVERIFY2(std::abs(image.width() - widthMm * pxPerMm) <= 1.0, qPrintable(QString::number(image.width())));
        QVERIFY2(std::abs(image.height() - heightMm * pxPerMm) <= 1.0, qPrintable(QString::number(image.height())));
        // Its resolution is recorded, so it prints at true scale too.
        QCOMPARE(image.dotsPerMeterX(), qRound(pxPerMm * 1000));
        // The cloth reaches the very edge: no margin round the table.
        QCOMPARE(image.pixelColor(image.width() / 2, 0).alpha(), 255);
        QVERIFY(image.pixelColor(image.width() / 2, 0) != QColor(Qt::white));
    }

    void playersNeverSeeSecrets_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<bool>("same");
        QTest::newRow("players") << u"players"_s << true;
        QTest::newRow("the allies") << u"side:allies"_s << true;
        // The hidden horse is their own: they see it.
        QTest::newRow("the Franco-Bavarians") << u"side:franco-bavarian"_s << false;
        QTest::newRow("the referee") << u"referee"_s << false;
    }

    // Two tables that differ only in what the players may not see give the
    // same bytes to them, and different ones to the referee.
    void playersNeverSeeSecrets()
    {
        QFETCH(QString, view);
        QFETCH(bool, same);
        QTemporaryDir dir;
        const QJsonObject plain = readJson(scenarioPath(u"blenheim-1704.json"_s));
        QVERIFY(!plain.isEmpty());
        const QString open = dir.filePath(u"open.json"_s);
        const QString secret = dir.filePath(u"secret.json"_s);
        QVERIFY(writeJson(open, plain));
        QVERIFY(writeJson(secret, withSecrets(plain)));
        QStringList pictures;
        for (const QString &scenario : {open, secret}) {
            const QString out = dir.filePath(QFileInfo(scenario).baseName() + u".png"_s);
            const Result r = run({u"render"_s, scenario, u"--out"_s, out, u"--view"_s, view, u"--px-per-mm"_s, u"2"_s});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            pictures.append(out);
        }
        const QByteArray a = bytesOf(pictures[0]);
        const QByteArray b = bytesOf(pictures[1]);
        QVERIFY(a.size() > 10000);
        QCOMPARE(a == b, same);
        // The SVG of the same tables agrees.
        if (view == u"players"_s) {
            QStringList drawings;
            for (const QString &scenario : {open, secret}) {
                const QString out = dir.filePath(QFileInfo(scenario).baseName() + u".svg"_s);
                const Result r = run({u"render"_s, scenario, u"--out"_s, out, u"--view"_s, view});
                QVERIFY2(r.exitCode == 0, qPrintable(r.err));
                drawings.append(out);
            }
            QCOMPARE(bytesOf(drawings[0]), bytesOf(drawings[1]));
            QVERIFY(!bytesOf(drawings[1]).contains("Captain Parker"));
            QVERIFY(!bytesOf(drawings[1]).contains("Dragoons in the village"));
        }
    }

    void sheetsAtTrueScale_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<int>("pages");
        // 6'x4' on A4 portrait: 178 x 256 mm of picture a sheet (10 mm page
        // margins, 6 mm for the cut marks, 9 mm for the sheet's name),
        // 10 mm shared by neighbours: 11 columns of 168 mm, 5 rows of 246 mm.
        QTest::newRow("A4") << u"a4"_s << 55;
        // Letter (216 x 279 mm) lies landscape, which needs fewer: 247 x 175 mm
        // a sheet, 8 columns and 8 rows (portrait would need 11 x 6).
        QTest::newRow("Letter") << u"letter"_s << 64;
    }

    void sheetsAtTrueScale()
    {
        QFETCH(QString, paper);
        QFETCH(int, pages);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"sheets.pdf"_s);
        const Result r = run({u"render"_s, scenarioPath(u"balaclava-1854.json"_s), u"--out"_s, out, u"--sheets"_s, paper});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray pdf = bytesOf(out);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(int(pdf.count("/Type /Page") - pdf.count("/Type /Pages")), pages);
    }

    void badArgumentsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown view") << QStringList{u"--view"_s, u"umpire"_s} << u"referee, players or side:ID"_s;
        QTest::newRow("unknown side") << QStringList{u"--view"_s, u"side:prussians"_s} << u"its sides: british, russian"_s;
        QTest::newRow("side without id") << QStringList{u"--view"_s, u"side:"_s} << u"needs a side's id"_s;
        QTest::newRow("zero scale") << QStringList{u"--px-per-mm"_s, u"0"_s} << u"0.05 to 40"_s;
        QTest::newRow("scale as text") << QStringList{u"--px-per-mm"_s, u"big"_s} << u"0.05 to 40"_s;
        QTest::newRow("both scales") << QStringList{u"--px-per-mm"_s, u"1"_s, u"--dpi"_s, u"100"_s} << u"not both"_s;
        QTest::newRow("sheets of a PNG") << QStringList{u"--sheets"_s, u"a4"_s} << u"must be a .pdf"_s;
    }

    void badArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"table.png"_s);
        const Result r = run(QStringList{u"render"_s, scenarioPath(u"balaclava-1854.json"_s), u"--out"_s, out} + arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(out)); // nothing written
    }

    // Drawing needs no display: it runs where there is none, and every
    // other verb does not even start Qt Gui.
    void runsWithoutDisplay()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(u"QT_QPA_PLATFORM"_s);
        environment.remove(u"DISPLAY"_s);
        environment.remove(u"WAYLAND_DISPLAY"_s);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"table.png"_s);
        Result r = run({u"render"_s, scenarioPath(u"blenheim-1704.json"_s), u"--out"_s, out, u"--px-per-mm"_s, u"0.5"_s},
                       environment);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QImage(out).width(), 600);
        // A platform that cannot start would abort a QGuiApplication.
        environment.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
        r = run({u"roll"_s, u"2d6"_s, u"--seed"_s, u"7"_s}, environment);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliRender)
#include "test_clirender.moc"
