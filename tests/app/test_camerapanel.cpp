// Table > Camera (issue 42) on pictures made by the test: a unit lifted and
// put down elsewhere is proposed only once it has been still for half a
// second, never while a hand covers it; Accept All makes the moves as one
// undoable step. Driven once with the pictures fed straight in and once
// with a recorded video (MJPEG in AVI, written with OpenCV) played by
// QMediaPlayer into the same QVideoSink as the camera.

#include "document/document.h"
#include "panels/camerapanel.h"
#include "table/scenario.h"
#include "vision/markerlayout.h"
#include "vision/syntheticpicture.h"

#include "camptable.h"

#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

using cameratest::campTable;

// The story the camera sees, 10 frames a second: the table still (1 s); a
// hand lifts Battalion 2 (0.5 s: the hand over it, then over its new
// place); the hand gone, the battalion still at its new place (1.5 s).
struct Story
{
    QList<cv::Mat> frames;
    int handFrames = 0; // the last frame with the hand
    static constexpr int fps = 10;
};

Story makeStory(const vision::MarkerLayout &layout)
{
    Story story;
    vision::SyntheticCamera camera = vision::SyntheticCamera::random(1920, 1080, 3);
    camera.hands = 0;
    auto piecesWith = [&layout](std::optional<QPointF> b2) {
        QList<vision::SyntheticPiece> pieces;
        for (const vision::UnitMarker &unit : layout.units) {
            if (unit.unitId == u"b2"_s && !b2)
                continue; // lifted
            pieces.append({unit.marker, unit.unitId == u"b2"_s ? b2.value_or(unit.positionMm) : unit.positionMm, unit.facing, unit.sideMm});
        }
        return pieces;
    };
    const vision::SyntheticPicture still(layout.tableMm, layout.reference, piecesWith(QPointF(900, 300)), camera);
    const vision::SyntheticPicture lifted(layout.tableMm, layout.reference, piecesWith(std::nullopt), camera);
    const vision::SyntheticPicture moved(layout.tableMm, layout.reference, piecesWith(QPointF(1000, 450)), camera);
    quint32 noise = 1;
    for (int i = 0; i < 10; ++i)
        story.frames.append(still.picture(noise++));
    // A hand (a pale blob) over the old place, then over the new one.
    for (int i = 0; i < 5; ++i) {
        cv::Mat frame = (i < 3 ? lifted : moved).picture(noise++);
        const QPointF at = still.imageOf(i < 3 ? QPointF(900, 300) : QPointF(1000, 450));
        cv::ellipse(frame, cv::Point(int(at.x()), int(at.y())), cv::Size(50, 60), 20, 0, 360, cv::Scalar(170),
                    cv::FILLED);
        story.frames.append(frame);
    }
    story.handFrames = int(story.frames.size());
    for (int i = 0; i < 15; ++i)
        story.frames.append(moved.picture(noise++));
    return story;
}

QImage imageOf(const cv::Mat &gray)
{
    return QImage(gray.data, gray.cols, gray.rows, int(gray.step), QImage::Format_Grayscale8).copy();
}

} // namespace

class TestCameraPanel : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        mDocument = std::make_unique<Document>();
        mDocument->scenario() = campTable();
        mDocument->undoStack()->clear();
        mLayout = vision::MarkerLayout::of(mDocument->scenario());
    }

    void cleanup()
    {
        mDocument.reset();
    }

    void picturesFedDirectly()
    {
        const Story story = makeStory(mLayout);
        CameraPanel panel(mDocument.get());
        panel.show();
        QSignalSpy located(&panel, &CameraPanel::located);
        QVERIFY(!panel.acceptAllButton()->isEnabled());
        for (int i = 0; i < story.frames.size(); ++i) {
            panel.feed(imageOf(story.frames[i]), i * 1000 / Story::fps);
            QVERIFY(located.wait(10000));
            // Nothing proposed while the hand is there, nor before half a second of stillness.
            if (i < story.handFrames + 5)
                QVERIFY2(panel.proposals().isEmpty(), qPrintable(u"frame %1"_s.arg(i)));
        }
        QCOMPARE(panel.proposals().size(), 1);
        QCOMPARE(panel.proposals()[0].id, u"b2"_s);
        QVERIFY(QLineF(panel.proposals()[0].to, QPointF(1000, 450)).length() < 2.0);
        QCOMPARE(panel.proposalList()->count(), 1);
        QVERIFY(panel.proposalList()->item(0)->text().startsWith(u"Battalion 2: moved"_s));
        QVERIFY(panel.acceptAllButton()->isEnabled());

        // One input, one step, undoable.
        QTest::mouseClick(panel.acceptAllButton(), Qt::LeftButton);
        QCOMPARE(mDocument->undoStack()->count(), 1);
        QVERIFY(QLineF(mDocument->scenario().unit(u"b2"_s)->position(), QPointF(1000, 450)).length() < 2.0);
        QVERIFY(panel.proposals().isEmpty());
        QVERIFY(!panel.acceptAllButton()->isEnabled());
        // The next frames propose nothing more.
        panel.feed(imageOf(story.frames.last()), 5000);
        QVERIFY(located.wait(10000));
        QVERIFY(panel.proposals().isEmpty());
        mDocument->undoStack()->undo();
        QCOMPARE(mDocument->scenario().unit(u"b2"_s)->position(), QPointF(900, 300));
    }

    void framesWhileLocatingAreDropped()
    {
        const Story story = makeStory(mLayout);
        CameraPanel panel(mDocument.get());
        QSignalSpy located(&panel, &CameraPanel::located);
        panel.feed(imageOf(story.frames[0]), 0);
        QVERIFY(panel.isLocating());
        panel.feed(imageOf(story.frames[1]), 100); // the window does not wait: dropped
        QCOMPARE(panel.framesDropped(), 1);
        QVERIFY(located.wait(10000));
        QCOMPARE(panel.framesLocated(), 1);
        QVERIFY(panel.lastLocation().fitted);
    }

    void recordedVideo()
    {
        const Story story = makeStory(mLayout);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"story.avi"_s);
        {
            cv::VideoWriter writer(path.toStdString(), cv::CAP_OPENCV_MJPEG, cv::VideoWriter::fourcc('M', 'J', 'P', 'G'),
                                   Story::fps, cv::Size(story.frames[0].cols, story.frames[0].rows), true);
            QVERIFY(writer.isOpened());
            // In colour: OpenCV 4.6's own MJPEG writer fails an assertion on grey frames.
            for (const cv::Mat &frame : story.frames) {
                cv::Mat colour;
                cv::cvtColor(frame, colour, cv::COLOR_GRAY2BGR);
                writer.write(colour);
            }
        }
        CameraPanel panel(mDocument.get());
        panel.show();
        QSignalSpy located(&panel, &CameraPanel::located);
        panel.playVideo(path);
        if (!located.wait(15000))
            QSKIP("Qt Multimedia played no frame of the video here (no media backend?)");
        QTRY_VERIFY_WITH_TIMEOUT(!panel.proposals().isEmpty(), 30000);
        QCOMPARE(panel.proposals().size(), 1);
        QCOMPARE(panel.proposals()[0].id, u"b2"_s);
        QVERIFY(QLineF(panel.proposals()[0].to, QPointF(1000, 450)).length() < 3.0);
        QVERIFY(panel.acceptAll());
        QCOMPARE(mDocument->undoStack()->count(), 1);
        qInfo("video: %d frames located, %d dropped while one was in hand", panel.framesLocated(),
              panel.framesDropped());
        panel.stop();
    }

private:
    std::unique_ptr<Document> mDocument;
    vision::MarkerLayout mLayout;
};

QTEST_MAIN(TestCameraPanel)
#include "test_camerapanel.moc"
