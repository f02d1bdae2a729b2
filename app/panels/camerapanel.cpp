#include "camerapanel.h"

#include "commands/facade.h"
#include "document/document.h"
#include "panels/elidinglabel.h"
#include "vision/markerlayout.h"

#include <QCamera>
#include <QCameraDevice>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMediaCaptureSession>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QPainter>
#include <QPushButton>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>
#include <QVideoFrame>
#include <QVideoSink>

#include <cstring>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The luma plane of a frame, copied (a frame holds the camera's buffer: it
// is not kept, and not converted whole with toImage()).
QImage lumaOf(const QVideoFrame &source)
{
    QVideoFrame frame = source;
    if (!frame.isValid() || !frame.map(QVideoFrame::ReadOnly))
        return {};
    const int w = frame.width();
    const int h = frame.height();
    QImage gray;
    switch (frame.pixelFormat()) {
    case QVideoFrameFormat::Format_NV12:
    case QVideoFrameFormat::Format_NV21:
    case QVideoFrameFormat::Format_YUV420P:
    case QVideoFrameFormat::Format_YUV422P:
    case QVideoFrameFormat::Format_YV12:
    case QVideoFrameFormat::Format_IMC1:
    case QVideoFrameFormat::Format_IMC2:
    case QVideoFrameFormat::Format_IMC3:
    case QVideoFrameFormat::Format_IMC4:
    case QVideoFrameFormat::Format_Y8: {
        gray = QImage(w, h, QImage::Format_Grayscale8);
        for (int y = 0; y < h; ++y)
            std::memcpy(gray.scanLine(y), frame.bits(0) + qsizetype(y) * frame.bytesPerLine(0), std::size_t(w));
        break;
    }
    case QVideoFrameFormat::Format_YUYV:
    case QVideoFrameFormat::Format_UYVY: {
        const int offset = frame.pixelFormat() == QVideoFrameFormat::Format_UYVY ? 1 : 0;
        gray = QImage(w, h, QImage::Format_Grayscale8);
        for (int y = 0; y < h; ++y) {
            const uchar *in = frame.bits(0) + qsizetype(y) * frame.bytesPerLine(0) + offset;
            uchar *out = gray.scanLine(y);
            for (int x = 0; x < w; ++x)
                out[x] = in[2 * x];
        }
        break;
    }
    default:
        break;
    }
    frame.unmap();
    if (gray.isNull()) // another format (RGB, a JPEG not decoded): the slow way
        gray = source.toImage().convertToFormat(QImage::Format_Grayscale8);
    return gray;
}

} // namespace

CameraPanel::CameraPanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Camera"), parent)
    , mDocument(document)
{
    setObjectName(u"cameraPanel"_s);
    mPool.setMaxThreadCount(1);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    auto *sourceRow = new QHBoxLayout;
    mSource = new QComboBox(body);
    mSource->setToolTip(tr("The camera over the table, or a recorded video played as if it were the camera"));
    mStop = new QPushButton(tr("Stop"), body);
    sourceRow->addWidget(mSource, 1);
    sourceRow->addWidget(mStop);
    layout->addLayout(sourceRow);

    mPicture = new QLabel(body);
    mPicture->setMinimumSize(160, 90);
    mPicture->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    mPicture->setAlignment(Qt::AlignCenter);
    mPicture->setWordWrap(true);
    mPicture->setToolTip(tr("Blue: reference markers. Green: units seen where the table has them. Orange: units "
                            "seen moved, proposed once still for half a second."));
    layout->addWidget(mPicture, 3);

    mStatus = new QLabel(body);
    mStatus->setWordWrap(true);
    layout->addWidget(mStatus);

    mList = new QListWidget(body);
    mList->setWordWrap(true);
    mList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(mList, 1);

    mAcceptAll = new QPushButton(tr("Accept All"), body);
    mAcceptAll->setToolTip(tr("Make every proposed move the rules allow, as one step (Edit > Undo takes it back)"));
    layout->addWidget(mAcceptAll);
    mResult = new ElidingLabel(body);
    layout->addWidget(mResult);
    setWidget(body);

    connect(mSource, &QComboBox::activated, this, &CameraPanel::sourceChosen);
    connect(mStop, &QPushButton::clicked, this, &CameraPanel::stop);
    connect(mAcceptAll, &QPushButton::clicked, this, &CameraPanel::acceptAll);
    connect(mDocument->undoStack(), &QUndoStack::indexChanged, this, &CameraPanel::refresh);
    connect(mDocument, &Document::editableChanged, this, &CameraPanel::refresh);
    mClock.start();
    mSource->addItem(tr("No camera"));
    mSource->addItem(tr("Recorded video…"));
    refresh();
}

void CameraPanel::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    if (!mSourcesFilled)
        fillSources();
}

CameraPanel::~CameraPanel()
{
    stop();
    mPool.waitForDone();
}

void CameraPanel::fillSources()
{
    mSourcesFilled = true;
    mSource->clear();
    mSource->addItem(tr("No camera"));
    const QList<QCameraDevice> cameras = QMediaDevices::videoInputs();
    for (const QCameraDevice &camera : cameras)
        mSource->addItem(camera.description());
    mSource->addItem(tr("Recorded video…"));
}

void CameraPanel::sourceChosen()
{
    const int index = mSource->currentIndex();
    if (index <= 0) {
        stop();
    } else if (index == mSource->count() - 1) {
        const QString path = QFileDialog::getOpenFileName(this, tr("Play a Recorded Video"), QString(),
                                                          tr("Videos (*.avi *.mp4 *.mkv *.webm *.mov);;All files (*)"));
        if (!path.isEmpty())
            playVideo(path);
    } else {
        startCamera(index - 1);
    }
}

QVideoSink *CameraPanel::sink()
{
    // Made on first use: a sink starts Qt Multimedia's backend.
    if (!mSink) {
        mSink = new QVideoSink(this);
        connect(mSink, &QVideoSink::videoFrameChanged, this, &CameraPanel::frameArrived);
    }
    return mSink;
}

void CameraPanel::startCamera(int index)
{
    stop();
    const QList<QCameraDevice> cameras = QMediaDevices::videoInputs();
    if (index < 0 || index >= cameras.size())
        return;
    const QCameraDevice device = cameras[index];
    mCamera = new QCamera(device, this);
    // Many webcams give 1920x1080 at 30 fps only as MJPEG (YUYV at 5).
    QCameraFormat best;
    for (const QCameraFormat &format : device.videoFormats()) {
        if (format.pixelFormat() != QVideoFrameFormat::Format_Jpeg || format.maxFrameRate() < 10
            || format.resolution().width() > 1920)
            continue;
        if (best.isNull() || format.resolution().width() > best.resolution().width())
            best = format;
    }
    if (!best.isNull())
        mCamera->setCameraFormat(best);
    mSession = new QMediaCaptureSession(this);
    mSession->setCamera(mCamera);
    mSession->setVideoSink(sink());
    mStillness.clear();
    mCamera->start();
}

void CameraPanel::playVideo(const QString &path)
{
    stop();
    mPlayer = new QMediaPlayer(this);
    mPlayer->setVideoSink(sink());
    connect(mPlayer, &QMediaPlayer::errorOccurred, this, [this](QMediaPlayer::Error, const QString &text) {
        mResult->setText(tr("The video cannot be played: %1").arg(text));
    });
    mStillness.clear();
    mPlayer->setSource(QUrl::fromLocalFile(path));
    mPlayer->play();
}

void CameraPanel::stop()
{
    if (mPlayer) {
        mPlayer->stop();
        mPlayer->setVideoSink(nullptr);
        mPlayer->deleteLater();
        mPlayer = nullptr;
    }
    if (mCamera) {
        mCamera->stop();
        mCamera->deleteLater();
        mCamera = nullptr;
    }
    if (mSession) {
        mSession->deleteLater();
        mSession = nullptr;
    }
}

void CameraPanel::frameArrived(const QVideoFrame &frame)
{
    // A frame's time: the video's own, else when it came.
    const qint64 ms = frame.startTime() >= 0 ? frame.startTime() / 1000 : mClock.elapsed();
    if (mBusy) {
        ++mDropped;
        return;
    }
    feed(lumaOf(frame), ms);
}

void CameraPanel::feed(const QImage &gray, qint64 ms)
{
    if (gray.isNull())
        return;
    if (mBusy) {
        ++mDropped;
        return;
    }
    mBusy = true;
    // The layout is read here, on the window's thread; the job gets a copy.
    const vision::Locator locator(vision::MarkerLayout::of(mDocument->scenario()));
    mPool.start([this, locator, gray, ms] {
        const vision::Location location = locator.locate(gray);
        QMetaObject::invokeMethod(this, [this, gray, location, ms] { finished(gray, location, ms); },
                                  Qt::QueuedConnection);
    });
}

void CameraPanel::finished(const QImage &gray, const vision::Location &location, qint64 ms)
{
    mBusy = false;
    ++mLocated;
    mLast = location;
    mLastPicture = gray;
    const QList<vision::UnitSeen> still = mStillness.feed(location, ms);
    // Against the table as it is now (a move accepted meanwhile is not proposed again).
    const vision::MarkerLayout layout = vision::MarkerLayout::of(mDocument->scenario());
    mProposals = location.fitted ? vision::Locator::proposals(layout, still, vision::LocateSettings()) : QList<vision::Proposal>();
    refresh();
    emit proposalsChanged();
    emit located();
}

void CameraPanel::refresh()
{
    const bool running = mPlayer || mCamera;
    mStop->setEnabled(running);
    const table::Scenario &scenario = mDocument->scenario();
    auto nameOf = [&scenario](const QString &id) {
        const table::Unit *unit = scenario.unit(id);
        return unit && !unit->name().isEmpty() ? unit->name() : id;
    };

    if (mLastPicture.isNull()) {
        mPicture->setText(tr("Pick the camera over the table, or a recorded video.")); // (clears the picture)
    } else {
        QImage shown = mLastPicture.convertToFormat(QImage::Format_RGB32);
        QPainter painter(&shown);
        painter.setRenderHint(QPainter::Antialiasing);
        QSet<int> proposed;
        for (const vision::Proposal &p : std::as_const(mProposals))
            for (const vision::UnitSeen &seen : std::as_const(mLast.units))
                if (seen.id == p.id)
                    proposed.insert(seen.marker);
        const double pen = std::max(2.0, shown.width() / 400.0);
        for (const vision::FoundMarker &marker : std::as_const(mLast.found)) {
            QColor colour = marker.marker < vision::referenceCount ? QColor(40, 110, 255) : QColor(40, 200, 60);
            if (proposed.contains(marker.marker))
                colour = QColor(255, 140, 0);
            painter.setPen(QPen(colour, pen));
            QPolygonF outline;
            for (const QPointF &corner : marker.corners)
                outline << corner;
            painter.drawPolygon(outline);
            // The top edge, the unit's front.
            painter.setPen(QPen(colour, pen * 2));
            painter.drawLine(marker.corners[0], marker.corners[1]);
        }
        painter.end();
        const QSize room = mPicture->size().expandedTo(QSize(160, 90));
        mPicture->setPixmap(QPixmap::fromImage(shown.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    }

    if (mLocated == 0)
        mStatus->setText(running ? tr("Waiting for the first picture…") : QString());
    else if (!mLast.fitted)
        mStatus->setText(tr("%1 of 8 reference markers seen: at least 4 are needed to find the table.")
                             .arg(mLast.referenceSeen));
    else
        mStatus->setText(tr("Table found from %1 of 8 reference markers (%2 mm). %n unit(s) seen, %3 not seen.", nullptr,
                            int(mLast.units.size()))
                             .arg(mLast.referenceSeen)
                             .arg(QLocale().toString(mLast.residualMm, 'f', 1))
                             .arg(mLast.unseen.size()));

    mList->clear();
    for (const vision::Proposal &p : std::as_const(mProposals)) {
        const double distance = std::hypot(p.to.x() - p.from.x(), p.to.y() - p.from.y());
        mList->addItem(tr("%1: moved %2 mm, turned %3°")
                           .arg(nameOf(p.id))
                           .arg(std::lround(distance))
                           .arg(std::lround(vision::angleBetween(p.fromFacing, p.toFacing))));
    }
    mAcceptAll->setEnabled(!mProposals.isEmpty() && mDocument->isEditable());
}

bool CameraPanel::acceptAll()
{
    QList<cmd::SeenMove> moves;
    for (const vision::Proposal &p : std::as_const(mProposals))
        moves.append({p.id, p.to, p.toFacing});
    if (moves.isEmpty())
        return false;
    const QList<cmd::MoveRefusal> refusals = cmd::checkSeenMoves(mDocument, moves);
    QStringList refused;
    for (const cmd::MoveRefusal &refusal : refusals) {
        const table::Unit *unit = mDocument->scenario().unit(refusal.unitId);
        refused.append(tr("%1: %2").arg(unit && !unit->name().isEmpty() ? unit->name() : refusal.unitId, refusal.reason));
        moves.removeIf([&refusal](const cmd::SeenMove &move) { return move.unitId == refusal.unitId; });
    }
    const bool made = !moves.isEmpty() && cmd::moveSeenUnits(mDocument, moves);
    QString text;
    if (made)
        text = tr("%n move(s) made as one step.", nullptr, int(moves.size()));
    else if (!moves.isEmpty())
        text = tr("Not written: %1").arg(mDocument->lastError());
    if (!refused.isEmpty())
        text = (text.isEmpty() ? QString() : text + u' ') + tr("Refused: %1").arg(refused.join(u"; "_s));
    mResult->setText(text);
    mProposals.clear();
    refresh();
    emit proposalsChanged();
    return made;
}

} // namespace vedette
