// The locator on pictures made from a known table (core/vision): markers
// found, position and facing errors at 1920x1080 and 3840x2160, no unit
// proposed on a still table however the noise falls, moved units proposed,
// and a picture without the table refused.

#include "vision/locator.h"
#include "vision/stillness.h"
#include "vision/syntheticpicture.h"

#include <QImage>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace vedette::vision;
using namespace Qt::StringLiterals;

namespace {

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t index = std::min(values.size() - 1, std::size_t(p * double(values.size() - 1) + 0.5));
    return values[index];
}

// VEDETTE_CAMERA_TABLES: tables per size instead of the rows' own counts.
int tablesToRun(int rowCount)
{
    bool ok = false;
    const int count = qEnvironmentVariableIntValue("VEDETTE_CAMERA_TABLES", &ok);
    return ok && count > 0 ? count : rowCount;
}

int picturesToRun()
{
    bool ok = false;
    const int count = qEnvironmentVariableIntValue("VEDETTE_CAMERA_PICTURES", &ok);
    return ok && count > 0 ? count : 40;
}

} // namespace

class TestVision : public QObject
{
    Q_OBJECT

private slots:
    void layoutOfReferenceMarkers();
    void markersFoundAndPlaced_data();
    void markersFoundAndPlaced();
    void stillTableProposesNothing();
    void movedUnitsAreProposed();
    void pictureWithoutTheTableIsRefused();
    void stillnessWaitsForAStillBase();
};

void TestVision::layoutOfReferenceMarkers()
{
    const QList<ReferenceMarker> reference = MarkerLayout::referenceMarkers(sixByFourFeet);
    QCOMPARE(reference.size(), 8);
    QCOMPARE(reference[0].centreMm, QPointF(40, 40));
    QCOMPARE(reference[1].centreMm, QPointF(1828.8 / 2, 40));
    QCOMPARE(reference[4].centreMm, QPointF(1828.8 - 40, 1219.2 - 40));
    QCOMPARE(reference[7].centreMm, QPointF(40, 1219.2 / 2));
    QCOMPARE(reference[6].sideMm, 50.0);
}

void TestVision::markersFoundAndPlaced_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("tables");
    QTest::newRow("1920x1080") << 1920 << 1080 << 8;
    QTest::newRow("3840x2160") << 3840 << 2160 << 3;
}

void TestVision::markersFoundAndPlaced()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, tables);
    tables = tablesToRun(tables);
    std::vector<double> position;
    std::vector<double> facing;
    int uncovered = 0;
    int found = 0;
    double worstResidual = 0.0;
    for (int t = 0; t < tables; ++t) {
        const quint32 seed = quint32(1000 + t);
        const MarkerLayout layout = randomLayout(sixByFourFeet, 50, seed);
        const SyntheticCamera camera = SyntheticCamera::random(width, height, seed);
        const SyntheticPicture picture(layout.tableMm, layout.reference, piecesOf(layout), camera);
        const Locator locator(layout);
        const cv::Mat gray = picture.picture(seed);
        const Location location = locator.locate(gray);
        // VEDETTE_CAMERA_DUMP=DIR keeps the pictures for a look.
        if (const QString dump = qEnvironmentVariable("VEDETTE_CAMERA_DUMP"); !dump.isEmpty())
            QImage(gray.data, gray.cols, gray.rows, int(gray.step), QImage::Format_Grayscale8)
                .save(u"%1/table-%2x%3-%4.png"_s.arg(dump).arg(width).arg(height).arg(t));
        QVERIFY2(location.fitted, qPrintable(QStringLiteral("table %1: %2 reference markers").arg(t).arg(location.referenceSeen)));
        worstResidual = std::max(worstResidual, location.residualMm);
        for (const UnitMarker &unit : layout.units) {
            if (picture.covered().contains(unit.marker))
                continue;
            ++uncovered;
            const auto seen = std::find_if(location.units.cbegin(), location.units.cend(),
                                           [&](const UnitSeen &s) { return s.marker == unit.marker; });
            if (seen == location.units.cend()) {
                const QPointF at = picture.imageOf(unit.positionMm);
                for (const FoundMarker &f : location.found)
                    if (f.marker == unit.marker)
                        qWarning("  found at %.1f %.1f", f.corners[0].x(), f.corners[0].y());
                qWarning("table %d (k1 %.3f, keystone %.3f): marker %d at (%.0f, %.0f) mm, (%.0f, %.0f) px not found",
                         t, camera.k1, camera.keystone, unit.marker, unit.positionMm.x(), unit.positionMm.y(), at.x(),
                         at.y());
                continue;
            }
            ++found;
            position.push_back(std::hypot(seen->xMm - unit.positionMm.x(), seen->yMm - unit.positionMm.y()));
            facing.push_back(std::abs(angleBetween(unit.facing, seen->facing)));
        }
        for (const Proposal &proposal : location.proposed)
            QFAIL(qPrintable(QStringLiteral("table %1: %2 proposed, moved by %3 mm")
                                 .arg(t)
                                 .arg(proposal.id)
                                 .arg(QLineF(proposal.from, proposal.to).length())));
    }
    const double medianMm = percentile(position, 0.5);
    const double p95Mm = percentile(position, 0.95);
    const double medianDeg = percentile(facing, 0.5);
    qInfo("%dx%d: %d of %d uncovered markers found; position error median %.2f mm, 95th %.2f mm, max %.2f mm; "
          "facing error median %.2f deg, 95th %.2f deg; worst reference residual %.2f mm",
          width, height, found, uncovered, medianMm, p95Mm, percentile(position, 1.0), medianDeg,
          percentile(facing, 0.95), worstResidual);
    if (width == 1920)
        QCOMPARE(found, uncovered);
    else
        QVERIFY(found >= uncovered * 99 / 100);
    QVERIFY(medianMm <= 1.5);
    QVERIFY(p95Mm <= 3.0);
    QVERIFY(medianDeg <= 2.0);
}

void TestVision::stillTableProposesNothing()
{
    const int pictures = picturesToRun();
    const MarkerLayout layout = randomLayout(sixByFourFeet, 50, 77);
    const SyntheticCamera camera = SyntheticCamera::random(1920, 1080, 77);
    const SyntheticPicture picture(layout.tableMm, layout.reference, piecesOf(layout), camera);
    const Locator locator(layout);
    int falseProposals = 0;
    int seen = 0;
    for (int i = 0; i < pictures; ++i) {
        const Location location = locator.locate(picture.picture(quint32(5000 + i)));
        QVERIFY(location.fitted);
        falseProposals += int(location.proposed.size());
        seen += int(location.units.size());
    }
    qInfo("%d still pictures at 1920x1080: %d units seen, %d false proposals", pictures, seen, falseProposals);
    QCOMPARE(falseProposals, 0);
}

void TestVision::movedUnitsAreProposed()
{
    const MarkerLayout layout = randomLayout(sixByFourFeet, 30, 11);
    QList<SyntheticPiece> pieces = piecesOf(layout);
    pieces[2].centreMm += QPointF(40, -25);
    pieces[5].facing += 30.0;
    pieces[9].centreMm += QPointF(6, 6); // 8.5 mm: more than 5
    SyntheticCamera camera = SyntheticCamera::random(1920, 1080, 11);
    camera.hands = 0;
    const SyntheticPicture picture(layout.tableMm, layout.reference, pieces, camera);
    const Location location = Locator(layout).locate(picture.picture(3));
    QVERIFY(location.fitted);
    QStringList proposed;
    for (const Proposal &proposal : location.proposed)
        proposed.append(proposal.id);
    proposed.sort();
    QCOMPARE(proposed, QStringList({u"u10"_s, u"u3"_s, u"u6"_s}));
    for (const Proposal &proposal : location.proposed) {
        if (proposal.id == u"u3"_s) {
            QVERIFY(QLineF(proposal.to, layout.units[2].positionMm + QPointF(40, -25)).length() < 2.0);
            QCOMPARE(proposal.from, layout.units[2].positionMm);
        }
        if (proposal.id == u"u6"_s)
            QVERIFY(std::abs(angleBetween(layout.units[5].facing + 30.0, proposal.toFacing)) < 2.0);
    }
    QVERIFY(location.unseen.isEmpty());
}

void TestVision::pictureWithoutTheTableIsRefused()
{
    const MarkerLayout layout = randomLayout(sixByFourFeet, 10, 5);
    SyntheticCamera camera = SyntheticCamera::random(1920, 1080, 5);
    // Three reference markers only.
    const QList<ReferenceMarker> three = layout.reference.mid(0, 3);
    const SyntheticPicture picture(layout.tableMm, three, piecesOf(layout), camera);
    const Location location = Locator(layout).locate(picture.picture(1));
    QCOMPARE(location.referenceSeen, 3);
    QVERIFY(!location.fitted);
    QVERIFY(location.units.isEmpty());
    QCOMPARE(location.unseen.size(), layout.units.size());
    // Nothing at all: a blank picture.
    const Location blank = Locator(layout).locate(QImage(640, 480, QImage::Format_Grayscale8));
    QVERIFY(!blank.fitted);
}

void TestVision::stillnessWaitsForAStillBase()
{
    StillnessFilter filter(500);
    Location frame;
    frame.units = {UnitSeen{u"a"_s, 8, 100, 100, 0}};
    QVERIFY(filter.feed(frame, 0).isEmpty());
    QVERIFY(filter.feed(frame, 300).isEmpty());
    QCOMPARE(filter.feed(frame, 520).size(), 1);
    // Carried: it moves, and the wait starts again.
    frame.units[0].xMm = 140;
    QVERIFY(filter.feed(frame, 560).isEmpty());
    QVERIFY(filter.feed(frame, 900).isEmpty());
    // A hand over it: not seen, and the wait starts again when it is.
    Location covered;
    QVERIFY(filter.feed(covered, 1000).isEmpty());
    QVERIFY(filter.feed(frame, 1100).isEmpty());
    QVERIFY(filter.feed(frame, 1500).isEmpty());
    const QList<UnitSeen> still = filter.feed(frame, 1650);
    QCOMPARE(still.size(), 1);
    QCOMPARE(still[0].xMm, 140.0);
}

QTEST_GUILESS_MAIN(TestVision)
#include "test_vision.moc"
