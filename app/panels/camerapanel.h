#pragma once

#include "vision/locator.h"
#include "vision/stillness.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QImage>
#include <QThreadPool>

#include <memory>

class QCamera;
class QComboBox;
class QLabel;
class QListWidget;
class QMediaCaptureSession;
class QMediaPlayer;
class QPushButton;
class QVideoFrame;
class QVideoSink;

namespace vedette {

class Document;
class ElidingLabel;

// Table > Camera (issue 42): an overhead camera (Qt Multimedia's QCamera
// through a QMediaCaptureSession) or a recorded video (QMediaPlayer) into
// one QVideoSink. Each frame's luma plane is copied and located off the
// window's thread (a frame that comes while one is being located is
// dropped: the window never waits); a unit is proposed once its marker has
// been still for half a second, never while a hand covers it. The picture
// shows what was found: reference markers blue, units seen green, proposed
// moves orange with an arrow. Accept All makes every proposed move the
// rules allow as one undoable step (cmd::moveSeenUnits), the refused ones
// listed with their reasons.
class CameraPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit CameraPanel(Document *document, QWidget *parent = nullptr);
    ~CameraPanel() override;

    // Plays a recorded video as if it were the camera.
    void playVideo(const QString &path);
    // Starts the camera at `index` of the system's cameras.
    void startCamera(int index);
    void stop();

    // One grey picture taken at `ms` (what the sink's frames become).
    void feed(const QImage &gray, qint64 ms);

    const QList<vision::Proposal> &proposals() const { return mProposals; }
    const vision::Location &lastLocation() const { return mLast; }
    // Frames located so far, and frames dropped because one was in hand.
    int framesLocated() const { return mLocated; }
    int framesDropped() const { return mDropped; }
    bool isLocating() const { return mBusy; }
    QPushButton *acceptAllButton() const { return mAcceptAll; }
    QLabel *statusLabel() const { return mStatus; }
    QListWidget *proposalList() const { return mList; }

    // Makes every proposed move the rules allow, one step; false when none was made.
    bool acceptAll();

signals:
    // A frame has been located and the panel shows it.
    void located();
    // The proposed moves changed (the table shows them as ghosts).
    void proposalsChanged();

protected:
    // The cameras are looked up when the panel is first shown: that loads Qt
    // Multimedia's backend (GStreamer), which the window's start need not wait for.
    void showEvent(QShowEvent *event) override;

private:
    void fillSources();
    QVideoSink *sink();
    void sourceChosen();
    void frameArrived(const QVideoFrame &frame);
    void finished(const QImage &gray, const vision::Location &location, qint64 ms);
    // Sets or clears every widget from the last location and the proposals.
    void refresh();

    Document *mDocument;
    QComboBox *mSource = nullptr;
    QPushButton *mStop = nullptr;
    QLabel *mPicture = nullptr;
    QLabel *mStatus = nullptr;
    QListWidget *mList = nullptr;
    QPushButton *mAcceptAll = nullptr;
    ElidingLabel *mResult = nullptr;

    QMediaCaptureSession *mSession = nullptr;
    QCamera *mCamera = nullptr;
    QMediaPlayer *mPlayer = nullptr;
    QVideoSink *mSink = nullptr;
    QElapsedTimer mClock;

    bool mSourcesFilled = false;
    QThreadPool mPool;
    bool mBusy = false;
    int mLocated = 0;
    int mDropped = 0;
    vision::StillnessFilter mStillness;
    vision::Location mLast;
    QImage mLastPicture;
    QList<vision::Proposal> mProposals;
};

} // namespace vedette
