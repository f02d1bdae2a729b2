#pragma once

#include <QApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

class QAbstractButton;
class QDockWidget;
class QLayout;
class QWidget;

namespace vedette {
class MainWindow;
}

// Counts the geometry events the whole program delivers.
class GeometryEvents : public QObject
{
public:
    GeometryEvents();

    int total() const { return mTotal; }
    QHash<int, int> byType() const { return mByType; }
    void reset();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int mTotal = 0;
    QHash<int, int> mByType;
};

// A window stuck in a loop of its own never returns from a step: the
// watchdog says which step it was in and ends the cell.
class Watchdog
{
public:
    Watchdog();
    ~Watchdog();
    void enter(const QString &step);

private:
    void run();

    std::atomic_bool mDone = false;
    std::mutex mMutex;
    std::string mStep = "start";
    std::chrono::steady_clock::time_point mSince = std::chrono::steady_clock::now();
    std::thread mThread;
};

// The frame-time trace of real play (issue 43): while it records, every
// paint a widget gets is timed, and every turn of the event loop: each
// event the loop hands out (QApplication::notify at the outermost level: a
// click and the step it takes, a timer, a frame), until it returns or its
// handler's own loop waits (a dialog: QAbstractEventDispatcher::aboutToBlock
// ends the turn, awake() begins the next). The cell's own waits (QTest
// sleeps between its looks at the loop), checks and screenshots are not in
// it (Cell::step stops it around the checks).
class FrameTrace : public QObject
{
public:
    static FrameTrace &instance();
    void setRecording(bool on);
    bool recording() const { return mRecording; }
    void setStep(const QString &step) { mStep = step; }
    // Called by the application around every event.
    void paintTook(qint64 ns);
    // Around every event; `receiver` and `event` name what the turn (or
    // the longest event inside it) was.
    void enter(const QObject *receiver, const QEvent *event);
    void leave(qint64 tookNs);
    struct Hold
    {
        QString step;
        double ms = 0;    // wall time
        double cpuMs = 0; // the window thread's own time in it
        QString what;     // the event that began the turn, and the longest one inside it
    };
    const QList<Hold> &holds() const { return mHolds; } // those over 16 ms
    double longestHoldMs() const { return mLongest; }
    double longestHoldCpuMs() const { return mLongestCpu; }
    // The paints and holds in buckets, as the README shows them.
    QString histogram() const;

private:
    FrameTrace();
    void hold(qint64 ns, qint64 cpuNs);
    static qint64 threadCpuNs();
    void blocks();
    void wakes();

    QElapsedTimer mClock;
    int mDepth = 0;
    qint64 mTurnStart = -1; // -1: no turn (the loop waits)
    qint64 mTurnCpuStart = 0;
    // What the turn is: its event, and the longest event handed out inside it.
    struct Event
    {
        const char *receiver = nullptr;
        int type = 0;
        qint64 ns = -1;
    };
    QList<Event> mOpen; // the events being handled, outermost first
    Event mTurnEvent;
    Event mLongestInside;
    Event mLongestPaint;
    bool mRecording = false;
    bool mWatching = false;
    QString mStep;
    QList<qint64> mPaintNs;
    QList<qint64> mHoldNs; // every turn over 2 ms
    QList<Hold> mHolds;
    double mLongest = 0;
    double mLongestCpu = 0;
    int mTurns = 0;
};

// The cell's application: times paints for the trace.
class TracedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override;
};

// One cell's steps and the checks after each (see windowcell.cpp).
class Cell
{
public:
    Cell(vedette::MainWindow *window, const QString &out);

    int failures() const { return mFailures; }
    // The steps that follow record the frame-time trace (FrameTrace).
    void setTracing(bool on) { mTracing = on; }
    bool dump() const { return mDump; }
    void setDump(bool dump) { mDump = dump; }

    void fail(const QString &step, const QString &why);
    void note(const QString &step, const QString &what);
    // The count of failures, and how many were seen again.
    void summary();

    // One step: do it, then every check. `quietMs`: how long the event loop
    // must stay quiet (at most two geometry events) to count as idle; the
    // first steps, where the window once resized itself for ever, wait a
    // whole second, the play walk's steps less.
    void step(const QString &name, const std::function<void()> &action, int quietMs = 1000);

    // Through the X server, as a person clicks: the first menu opens.
    void checkMenuOpens(const QString &step);
    void shoot(const QString &step);
    // The checks of a step where it stands (inside a modal dialog's loop).
    void checkNow(const QString &step);

    // The button the next step needs: shown, enabled, and whole inside the
    // viewport of its dock's scroll area as it stands (no scrolling to find
    // it). Empty when it is, else why not.
    static QString unreachable(QAbstractButton *button);
    // Clicks it as a person would, after checking it is reachable.
    bool click(const QString &step, QAbstractButton *button);
    // The panel in front of its tab group, as View > panel or its tab does.
    void bringToFront(QDockWidget *dock);

private:
    bool waitIdle(const QString &step, int quietMs);
    void checkOnScreen(const QString &step);
    void checkButtons(const QString &step);
    void checkPanels(const QString &step);
    // No widget in a dock in front shows a horizontal scroll bar.
    void checkScrollBars(const QString &step);
    // Every visible label, button, title, combo and item text: no literal
    // "&", no order-of-battle key where the order of battle has a name.
    void checkTexts(const QString &step);
    void checkText(const QString &step, const QString &where, const QString &text, bool mnemonic);
    void dumpWide(const QString &step);
    void dumpLayout(const QString &step, QLayout *layout, int depth);

    vedette::MainWindow *mWindow;
    QString mOut;
    GeometryEvents mEvents;
    Watchdog mWatchdog;
    int mFailures = 0;
    int mShots = 0;
    bool mDump = false;
    bool mTracing = false;
    // The keys of the order of battle that must not be shown where a name
    // exists, as of the step (the battle changes).
    QHash<QString, QString> mKeys;
    // Each failure's text, and how many later steps saw it again.
    QHash<QString, int> mRepeats;
    // Where a cell's time goes: the steps, the waits for idle, the checks,
    // the screenshots (ms); printed by summary().
    qint64 mTimes[4] = {0, 0, 0, 0};
    int mSteps = 0;
};
