// vedette-cli camera markers and camera locate on a campaign file (issue 42):
// the markers listed (and kept in the campaign), a picture made by the test
// from the battle's table with some units moved, the moves proposed without
// a write, made as one step with --apply, refused as a whole when the rules
// refuse one; a file that is not a picture, or a picture without enough of
// the table, refused plainly (exit 2) with the file untouched.

#include "store/campaignstore.h"
#include "table/scenario.h"
#include "vision/markerlayout.h"
#include "vision/syntheticpicture.h"

#include "camptable.h"

#include "clirun.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

using clitest::Result;

using cameratest::campTable;

QString campaignOf(const QTemporaryDir &dir, const table::Scenario &scenario)
{
    const QString file = dir.filePath(u"camp.vedette"_s);
    store::CampaignStore store;
    if (!store.create(file, u"Camp"_s))
        return {};
    store.startBattle({*store.addScenario(scenario), u"Camp"_s, 5, 0});
    return file;
}

table::Scenario tableOf(const QString &file)
{
    store::CampaignStore store;
    if (!store.open(file, store::CampaignStore::Mode::ReadOnly))
        return {};
    return store.loadBattle(store.battles().constFirst().id).value_or(table::Scenario());
}

qint64 journalCount(const QString &file)
{
    store::CampaignStore store;
    return store.open(file, store::CampaignStore::Mode::ReadOnly) ? store.journalCount() : -1;
}

// A picture of the table as `layout` has it, with `moved` units elsewhere.
QString pictureOf(const QTemporaryDir &dir, const QString &name, const vision::MarkerLayout &layout,
                  const QHash<QString, std::pair<QPointF, double>> &moved, int referenceMarkers = 8)
{
    QList<vision::SyntheticPiece> pieces;
    for (const vision::UnitMarker &unit : layout.units) {
        const auto to = moved.value(unit.unitId, {unit.positionMm, unit.facing});
        pieces.append({unit.marker, to.first, to.second, unit.sideMm});
    }
    vision::SyntheticCamera camera = vision::SyntheticCamera::random(1920, 1080, 7);
    camera.hands = 0;
    const vision::SyntheticPicture picture(layout.tableMm, layout.reference.mid(0, referenceMarkers), pieces, camera);
    const cv::Mat gray = picture.picture(1);
    const QString path = dir.filePath(name);
    QImage(gray.data, gray.cols, gray.rows, int(gray.step), QImage::Format_Grayscale8).copy().save(path);
    return path;
}

QJsonObject proposalOf(const QJsonObject &json, const QString &id)
{
    for (const QJsonValue &p : json.value(u"proposed"_s).toArray())
        if (p[u"id"_s].toString() == id)
            return p.toObject();
    return {};
}

} // namespace

class TestCliCamera : public QObject
{
    Q_OBJECT

private slots:
    void markersAreListedAndKept();
    void locateProposesWithoutWriting();
    void applyMakesTheMovesAsOneStep();
    void refusedMoveWritesNothing();
    void notAPictureIsRefused();
    void tooFewReferenceMarkersAreRefused();
    void pdfOfTheMarkers();

private:
    // The campaign, its markers given, and their layout as the table has it.
    vision::MarkerLayout prepare(const QTemporaryDir &dir, QString *file)
    {
        *file = campaignOf(dir, campTable());
        const Result markers = clitest::run({u"camera"_s, u"markers"_s, *file, u"--json"_s});
        if (markers.exitCode != 0)
            qWarning("%s", qPrintable(markers.err));
        return vision::MarkerLayout::of(tableOf(*file));
    }
};

void TestCliCamera::markersAreListedAndKept()
{
    QTemporaryDir dir;
    const QString file = campaignOf(dir, campTable());
    const Result first = clitest::run({u"camera"_s, u"markers"_s, file, u"--battle"_s, u"1"_s, u"--json"_s});
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.json.value(u"dictionary"_s).toString(), u"DICT_4X4_1000"_s);
    const QJsonArray reference = first.json.value(u"reference"_s).toArray();
    QCOMPARE(reference.size(), 8);
    QCOMPARE(reference[0][u"marker"_s].toInt(), 0);
    QCOMPARE(reference[0][u"xMm"_s].toDouble(), 40.0);
    QCOMPARE(reference[4][u"xMm"_s].toDouble(), 1828.8 - 40.0);
    QCOMPARE(reference[4][u"yMm"_s].toDouble(), 1219.2 - 40.0);
    QCOMPARE(reference[2][u"sideMm"_s].toDouble(), 50.0);
    const QJsonArray units = first.json.value(u"units"_s).toArray();
    QCOMPARE(units.size(), 6);
    QCOMPARE(units[0][u"id"_s].toString(), u"b1"_s);
    QCOMPARE(units[0][u"marker"_s].toInt(), 8);
    QCOMPARE(units[5][u"marker"_s].toInt(), 13);
    QCOMPARE(units[0][u"sideMm"_s].toDouble(), 40.0);
    // Kept in the units' data: the file has them now, and a second listing is the same.
    QCOMPARE(tableOf(file).unit(u"b6"_s)->cameraMarker(), 13);
    // Every unit has its marker now: listed again from a campaign open for
    // reading only (a window may hold it), the same.
    const Result second = clitest::run({u"camera"_s, u"markers"_s, file, u"--json"_s});
    QCOMPARE(second.exitCode, 0);
    QCOMPARE(second.json, first.json);
    store::CampaignStore held;
    QVERIFY(held.open(file, store::CampaignStore::Mode::ReadWrite)); // as a window would
    const Result whileHeld = clitest::run({u"camera"_s, u"markers"_s, file, u"--json"_s});
    QCOMPARE(whileHeld.exitCode, 0);
    QCOMPARE(whileHeld.json, first.json);
    held.close();
    // In words.
    const Result words = clitest::run({u"camera"_s, u"markers"_s, file});
    QCOMPARE(words.exitCode, 0);
    QVERIFY2(words.out.contains(u"Battalion 3 (b3): marker 10, 40 mm"_s), qPrintable(words.out));
}

void TestCliCamera::locateProposesWithoutWriting()
{
    QTemporaryDir dir;
    QString file;
    const vision::MarkerLayout layout = prepare(dir, &file);
    const QString picture = pictureOf(dir, u"moved.png"_s, layout,
                                      {{u"b2"_s, {QPointF(950, 420), 30.0}}, {u"b5"_s, {QPointF(900, 800), 90.0}}});
    const QByteArray before = tableOf(file).unit(u"b2"_s)->id().toUtf8();
    const qint64 entries = journalCount(file);
    const Result located = clitest::run({u"camera"_s, u"locate"_s, file, u"--battle"_s, u"1"_s, picture, u"--json"_s});
    QCOMPARE(located.exitCode, 0);
    QCOMPARE(located.json[u"picture"_s][u"width"_s].toInt(), 1920);
    QCOMPARE(located.json[u"picture"_s][u"height"_s].toInt(), 1080);
    QCOMPARE(located.json[u"reference"_s][u"seen"_s].toInt(), 8);
    QVERIFY(located.json[u"reference"_s][u"residualMm"_s].toDouble() < 1.5);
    QCOMPARE(located.json[u"units"_s].toArray().size(), 6);
    QVERIFY(located.json[u"unseen"_s].toArray().isEmpty());
    QCOMPARE(located.json[u"proposed"_s].toArray().size(), 2);
    const QJsonObject b2 = proposalOf(located.json, u"b2"_s);
    QCOMPARE(b2[u"fromXMm"_s].toDouble(), 900.0);
    QCOMPARE(b2[u"fromYMm"_s].toDouble(), 300.0);
    QCOMPARE(b2[u"fromFacing"_s].toDouble(), 0.0);
    QVERIFY(std::abs(b2[u"toXMm"_s].toDouble() - 950) < 2.0);
    QVERIFY(std::abs(b2[u"toYMm"_s].toDouble() - 420) < 2.0);
    QVERIFY(std::abs(b2[u"toFacing"_s].toDouble() - 30) < 2.0);
    QVERIFY(std::abs(proposalOf(located.json, u"b5"_s)[u"toFacing"_s].toDouble() - 90) < 2.0);
    // Nothing written.
    QCOMPARE(tableOf(file).unit(u"b2"_s)->position(), QPointF(900, 300));
    QCOMPARE(journalCount(file), entries);
    Q_UNUSED(before);
    // Markers on 50 mm stands under a camera 1,250 mm up are seen a twenty-fifth
    // further from the point under the camera than they stand: told so, the
    // locator pulls them back in (here the picture has them on the cloth, so
    // every unit now looks moved towards the middle, b1 near a corner by about 24 mm).
    const Result raised = clitest::run({u"camera"_s, u"locate"_s, file, picture, u"--marker-height"_s, u"50"_s,
                                        u"--camera-height"_s, u"1250"_s, u"--json"_s});
    QCOMPARE(raised.exitCode, 0);
    const QJsonObject b1 = proposalOf(raised.json, u"b1"_s);
    QVERIFY2(!b1.isEmpty(), qPrintable(raised.out));
    QVERIFY(b1[u"toXMm"_s].toDouble() > 400.0 + 5.0 && b1[u"toYMm"_s].toDouble() > 300.0 + 5.0);
    // In words.
    const Result words = clitest::run({u"camera"_s, u"locate"_s, file, picture});
    QCOMPARE(words.exitCode, 0);
    QVERIFY2(words.out.contains(u"Battalion 2 moved: (900, 300) facing 0 to"_s), qPrintable(words.out));
}

void TestCliCamera::applyMakesTheMovesAsOneStep()
{
    QTemporaryDir dir;
    QString file;
    const vision::MarkerLayout layout = prepare(dir, &file);
    const QString picture = pictureOf(dir, u"moved.png"_s, layout,
                                      {{u"b2"_s, {QPointF(950, 420), 30.0}}, {u"b4"_s, {QPointF(380, 650), 350.0}}});
    const Result applied
        = clitest::run({u"camera"_s, u"locate"_s, file, picture, u"--apply"_s, u"--json"_s});
    QCOMPARE(applied.exitCode, 0);
    QVERIFY(applied.json[u"applied"_s].toBool());
    QVERIFY(applied.json[u"refused"_s].toArray().isEmpty());
    const table::Scenario after = tableOf(file);
    QVERIFY(QLineF(after.unit(u"b2"_s)->position(), QPointF(950, 420)).length() < 2.0);
    QVERIFY(std::abs(after.unit(u"b2"_s)->facing() - 30.0) < 2.0);
    QVERIFY(QLineF(after.unit(u"b4"_s)->position(), QPointF(380, 650)).length() < 2.0);
    QCOMPARE(after.unit(u"b1"_s)->position(), QPointF(400, 300));
    // The same picture again: nothing more to move.
    const Result again = clitest::run({u"camera"_s, u"locate"_s, file, picture, u"--json"_s});
    QCOMPARE(again.exitCode, 0);
    QVERIFY(again.json[u"proposed"_s].toArray().isEmpty());
}

void TestCliCamera::refusedMoveWritesNothing()
{
    QTemporaryDir dir;
    QString file;
    const vision::MarkerLayout layout = prepare(dir, &file);
    // b2 put down across b1 (their 160 mm fronts overlap); b6 moved lawfully.
    const QString picture = pictureOf(dir, u"overlap.png"_s, layout,
                                      {{u"b2"_s, {QPointF(480, 300), 0.0}}, {u"b6"_s, {QPointF(1450, 850), 0.0}}});
    const table::Scenario before = tableOf(file);
    const qint64 entries = journalCount(file);
    const Result refused = clitest::run({u"camera"_s, u"locate"_s, file, picture, u"--apply"_s, u"--json"_s});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(!refused.json[u"applied"_s].toBool());
    const QJsonArray list = refused.json[u"refused"_s].toArray();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0][u"id"_s].toString(), u"b2"_s);
    QVERIFY(!list[0][u"reason"_s].toString().isEmpty());
    QVERIFY(tableOf(file) == before);
    QCOMPARE(journalCount(file), entries);
    const Result words = clitest::run({u"camera"_s, u"locate"_s, file, picture, u"--apply"_s});
    QCOMPARE(words.exitCode, 1);
    QVERIFY2(words.out.contains(u"Refused: Battalion 2: "_s) && words.out.contains(u"Nothing was written."_s),
             qPrintable(words.out));
}

void TestCliCamera::notAPictureIsRefused()
{
    QTemporaryDir dir;
    QString file;
    prepare(dir, &file);
    const QString text = dir.filePath(u"notes.png"_s);
    QFile notes(text);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("not a picture at all\n");
    notes.close();
    const table::Scenario before = tableOf(file);
    const Result refused = clitest::run({u"camera"_s, u"locate"_s, file, text, u"--apply"_s});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(u"is not a picture"_s), qPrintable(refused.err));
    QVERIFY(tableOf(file) == before);
}

void TestCliCamera::tooFewReferenceMarkersAreRefused()
{
    QTemporaryDir dir;
    QString file;
    const vision::MarkerLayout layout = prepare(dir, &file);
    const QString picture = pictureOf(dir, u"three.png"_s, layout, {{u"b2"_s, {QPointF(950, 420), 30.0}}}, 3);
    const table::Scenario before = tableOf(file);
    const Result refused = clitest::run({u"camera"_s, u"locate"_s, file, picture, u"--apply"_s, u"--json"_s});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(u"shows 3 of the 8 reference markers"_s), qPrintable(refused.err));
    QVERIFY(tableOf(file) == before);
}

void TestCliCamera::pdfOfTheMarkers()
{
    QTemporaryDir dir;
    const QString file = campaignOf(dir, campTable());
    const QString pdf = dir.filePath(u"markers.pdf"_s);
    const Result printed = clitest::run({u"camera"_s, u"markers"_s, file, u"--pdf"_s, pdf});
    QCOMPARE(printed.exitCode, 0);
    QFile out(pdf);
    QVERIFY(out.open(QIODevice::ReadOnly));
    const QByteArray bytes = out.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    // The reference markers (70 mm cards, six a page) on pages of their own, the units' on another.
    QCOMPARE(bytes.count("/Type /Page") - bytes.count("/Type /Pages"), 3);
}

QTEST_GUILESS_MAIN(TestCliCamera)
#include "test_clicamera.moc"
