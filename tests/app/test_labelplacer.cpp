// LabelPlacer looks rectangles up in a grid of squares (issue 18: a whole
// table's labels made the layout quadratic): it must take exactly the places
// a check against every label and obstacle takes, for labels anywhere, of
// any size, touching or not. The labels' text widths are kept from frame to
// frame: a frame drawn with them kept is the frame drawn measuring afresh.
#include "render/labelplacer.h"
#include "render/picturewriter.h"
#include "render/tablepicture.h"
#include "table/scenario.h"
#include "table/scenariojson.h"

#include <QImage>

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;
using vedette::render::LabelPlacer;

namespace {

// What LabelPlacer did before its index: every rectangle against all.
class Reference
{
public:
    void addObstacle(const QRectF &rect, const QString &owner) { mObstacles.append({rect, owner}); }
    void reserve(const QRectF &rect) { mPlaced.append(rect); }
    bool isFree(const QRectF &rect, const QString &owner) const
    {
        for (const QRectF &other : mPlaced)
            if (other.intersects(rect))
                return false;
        for (const auto &obstacle : mObstacles)
            if ((owner.isEmpty() || obstacle.second != owner) && obstacle.first.intersects(rect))
                return false;
        return true;
    }
    int place(const QList<QRectF> &candidates, const QString &owner)
    {
        for (qsizetype i = 0; i < candidates.size(); ++i)
            if (isFree(candidates[i], owner)) {
                mPlaced.append(candidates[i]);
                return int(i);
            }
        return -1;
    }

private:
    QList<std::pair<QRectF, QString>> mObstacles;
    QList<QRectF> mPlaced;
};

QRectF randomRect(QRandomGenerator &rng, double extent)
{
    const double x = rng.bounded(2 * extent) - extent;
    const double y = rng.bounded(2 * extent) - extent;
    switch (rng.bounded(10)) {
    case 0: // far bigger than a square of the index
        return QRectF(x, y, rng.bounded(3000.0), rng.bounded(3000.0));
    case 1: // drawn backwards
        return QRectF(x, y, -rng.bounded(80.0), -rng.bounded(30.0));
    case 2: // on a square's edge exactly
        return QRectF(std::round(x / LabelPlacer::cellPx) * LabelPlacer::cellPx,
                      std::round(y / LabelPlacer::cellPx) * LabelPlacer::cellPx, LabelPlacer::cellPx,
                      LabelPlacer::cellPx);
    default: // a label or a unit
        return QRectF(x, y, 4 + rng.bounded(90.0), 4 + rng.bounded(30.0));
    }
}

} // namespace

class TestLabelPlacer : public QObject
{
    Q_OBJECT

private slots:
    void placesAsACheckAgainstAll_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<double>("extent");
        QTest::addColumn<int>("units");
        QTest::newRow("a crowded screen") << 7u << 800.0 << 2000;
        QTest::newRow("a sparse one") << 11u << 4000.0 << 300;
        QTest::newRow("a printed table, far from the origin") << 2024u << 20000.0 << 2000;
    }

    void placesAsACheckAgainstAll()
    {
        QFETCH(quint32, seed);
        QFETCH(double, extent);
        QFETCH(int, units);
        QRandomGenerator rng(seed);
        LabelPlacer placer;
        Reference reference;
        for (int i = 0; i < units; ++i) {
            const QRectF body = randomRect(rng, extent);
            placer.addObstacle(body, u"u%1"_s.arg(i));
            reference.addObstacle(body, u"u%1"_s.arg(i));
        }
        for (int i = 0; i < units / 3; ++i) {
            const QRectF badge = randomRect(rng, extent);
            placer.reserve(badge);
            reference.reserve(badge);
        }
        int placed = 0;
        int dropped = 0;
        for (int i = 0; i < units; ++i) {
            QList<QRectF> candidates;
            const int count = 1 + int(rng.bounded(8));
            for (int k = 0; k < count; ++k)
                candidates.append(randomRect(rng, extent));
            const QString owner = i % 5 ? u"u%1"_s.arg(i) : QString();
            const int expected = reference.place(candidates, owner);
            QCOMPARE(placer.place(candidates, owner), expected);
            (expected >= 0 ? placed : dropped) += 1;
        }
        // Both outcomes were exercised.
        QVERIFY(placed > 0);
        QVERIFY(dropped > 0);
        for (int i = 0; i < 500; ++i) {
            const QRectF probe = randomRect(rng, extent);
            QCOMPARE(placer.isFree(probe), reference.isFree(probe, {}));
        }
    }

    // Rectangles that only touch do not overlap, on a square's edge too; a
    // label over its own unit is free, over another's it is not.
    void edgesAndOwners()
    {
        LabelPlacer placer;
        const double c = LabelPlacer::cellPx;
        placer.addObstacle(QRectF(0, 0, c, c), u"a"_s);
        QVERIFY(placer.isFree(QRectF(c, 0, 10, 10)));
        QVERIFY(placer.isFree(QRectF(-10, -10, 10, 10)));
        QVERIFY(!placer.isFree(QRectF(c - 1, c - 1, 10, 10)));
        QVERIFY(placer.isFree(QRectF(10, 10, 20, 20), u"a"_s));
        QVERIFY(!placer.isFree(QRectF(10, 10, 20, 20), u"b"_s));
        QCOMPARE(placer.place({QRectF(10, 10, 20, 20), QRectF(2 * c, 2 * c, 5, 5)}, u"b"_s), 1);
        QVERIFY(!placer.isFree(QRectF(2 * c + 1, 2 * c + 1, 1, 1), u"a"_s));
        // Out of the index's reach: still checked against everything.
        const double far = 1e12;
        placer.reserve(QRectF(far, far, 10, 10));
        QVERIFY(!placer.isFree(QRectF(far + 5, far + 5, 10, 10)));
        QVERIFY(placer.isFree(QRectF(far + 20, far, 10, 10)));
        QCOMPARE(placer.placed().size(), 2);
    }

    // The first picture measures every label's text; the second finds the
    // widths kept: the same pixels. A unit renamed is measured under its new
    // name (the width is kept by the text itself).
    void keptTextWidthsDrawTheSamePicture()
    {
        auto read = vedette::table::ScenarioJson::readFile(u":/scenarios/blenheim-1704.json"_s);
        QVERIFY(read);
        vedette::table::Scenario scenario = *read.scenario;
        QVERIFY(!scenario.units().isEmpty());
        // Names this process has never measured.
        const QString id = scenario.units().first().id();
        vedette::table::Unit renamed = *scenario.unit(id);
        renamed.setName(u"Régiment de Navarre %1"_s.arg(quintptr(this)));
        QVERIFY(scenario.updateUnit(renamed));
        vedette::render::PictureWriter::Settings settings;
        settings.pixelsPerMm = 2.0;
        const auto picture = vedette::render::TablePicture::ofScenario(scenario);
        const QImage first = vedette::render::PictureWriter::image(picture, settings);
        const QImage second = vedette::render::PictureWriter::image(picture, settings);
        QVERIFY(!first.isNull());
        QCOMPARE(second, first);
        renamed.setName(u"Picardie %1"_s.arg(quintptr(this)));
        QVERIFY(scenario.updateUnit(renamed));
        const QImage third = vedette::render::PictureWriter::image(vedette::render::TablePicture::ofScenario(scenario), settings);
        QVERIFY(third != first);
        QCOMPARE(vedette::render::PictureWriter::image(vedette::render::TablePicture::ofScenario(scenario), settings), third);
    }

    // A rectangle with no number for a corner answers as it did when every
    // rectangle was checked (QRectF's own comparisons decide).
    void rectanglesWithNoNumber()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        LabelPlacer placer;
        Reference reference;
        for (const QRectF &r : {QRectF(0, 0, 40, 20), QRectF(nan, 5, 10, 10), QRectF(100, 100, 30, 30)}) {
            placer.addObstacle(r, u"x"_s);
            reference.addObstacle(r, u"x"_s);
        }
        for (const QRectF &probe : {QRectF(nan, 0, 10, 10), QRectF(200, 0, 10, 10), QRectF(105, 105, 5, 5),
                                    QRectF(0, nan, 10, 10), QRectF(300, 300, 10, 10)})
            QCOMPARE(placer.isFree(probe), reference.isFree(probe, {}));
    }
};

QTEST_MAIN(TestLabelPlacer)
#include "test_labelplacer.moc"
