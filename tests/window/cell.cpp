#include "cell.h"

#include "document/document.h"
#include "table/scenario.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractEventDispatcher>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMetaEnum>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <iterator>

using namespace Qt::StringLiterals;
using vedette::MainWindow;

GeometryEvents::GeometryEvents()
{
    qApp->installEventFilter(this);
}

void GeometryEvents::reset()
{
    mTotal = 0;
    mByType.clear();
}

bool GeometryEvents::eventFilter(QObject *, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Resize:
    case QEvent::Move:
    case QEvent::LayoutRequest:
    case QEvent::Show:
    case QEvent::Hide:
        ++mTotal;
        ++mByType[event->type()];
        break;
    default:
        break;
    }
    return false;
}

Watchdog::Watchdog()
    : mThread([this] { run(); })
{
}

Watchdog::~Watchdog()
{
    mDone = true;
    mThread.join();
}

void Watchdog::enter(const QString &step)
{
    std::lock_guard lock(mMutex);
    mStep = step.toStdString();
    mSince = std::chrono::steady_clock::now();
}

void Watchdog::run()
{
    while (!mDone) {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        std::lock_guard lock(mMutex);
        if (std::chrono::steady_clock::now() - mSince > std::chrono::seconds(45)) {
            std::fprintf(stdout, "FAIL %s: the window did not come back from the step in 45 s (stuck in a loop?)\n",
                         mStep.c_str());
            std::fflush(stdout);
            std::_Exit(1);
        }
    }
}

namespace {

QString eventName(int type)
{
    switch (type) {
    case QEvent::Resize: return u"Resize"_s;
    case QEvent::Move: return u"Move"_s;
    case QEvent::LayoutRequest: return u"LayoutRequest"_s;
    case QEvent::Show: return u"Show"_s;
    case QEvent::Hide: return u"Hide"_s;
    default: return QString::number(type);
    }
}

// The docks that ask for the most width, to say what pushed the window out.
QString widestDocks(QWidget *top)
{
    QStringList parts;
    for (QDockWidget *dock : top->findChildren<QDockWidget *>()) {
        if (dock->isVisible())
            parts.append(u"%1 %2 px"_s.arg(dock->objectName()).arg(dock->minimumSizeHint().width()));
    }
    return parts.isEmpty() ? QString() : u"; docks' minimum widths: "_s + parts.join(u", "_s);
}

// The first parent that does not show the whole button, unless a scroll
// area's viewport (which scrolls to it).
QString clippedBy(QWidget *button)
{
    QRect rect = button->rect();
    QWidget *child = button;
    for (QWidget *parent = button->parentWidget(); parent; child = parent, parent = parent->parentWidget()) {
        rect.translate(child->pos());
        if (auto *area = qobject_cast<QAbstractScrollArea *>(parent->parentWidget()); area && parent == area->viewport()) {
            // A panel's scroll area may scroll down to a button, never
            // sideways: that is a panel wider than its dock.
            if (rect.left() < 0 || rect.right() > parent->width())
                return u"the side of %1's scroll area (it needs %2 px, it has %3 px)"_s
                    .arg(area->objectName()).arg(child->minimumSizeHint().width()).arg(parent->width());
            return {};
        }
        if (!parent->rect().contains(rect))
            return u"%1 (%2)"_s.arg(parent->objectName(), QString::fromLatin1(parent->metaObject()->className()));
        if (parent->isWindow())
            break;
    }
    return {};
}

// Shown to a person: visible and not behind another dock's tab.
bool seen(const QWidget *widget)
{
    return widget->isVisible() && !widget->visibleRegion().isEmpty();
}

QDockWidget *dockOf(QWidget *widget)
{
    for (QWidget *up = widget; up; up = up->parentWidget()) {
        if (auto *dock = qobject_cast<QDockWidget *>(up))
            return dock;
    }
    return nullptr;
}

QString withoutAccents(const QString &text)
{
    QString plain = text.normalized(QString::NormalizationForm_D);
    static const QRegularExpression marks(u"\\p{M}"_s);
    return plain.remove(marks);
}

const QRegularExpression &wordPattern()
{
    static const QRegularExpression words(u"[\\p{L}\\p{N}][\\p{L}\\p{N}_-]*"_s);
    return words;
}

// The keys of the order of battle (units, generals, sides, divisions) that
// have a name of their own, and that a reader would not take for a word of
// the sentence: keys with a digit or a hyphen ("17l", "fb-navarre") and keys
// that are a name's word in small letters ("cutts" of "Lord Cutts").
QHash<QString, QString> keysOf(const vedette::table::Scenario &scenario)
{
    QHash<QString, QString> names;
    for (const auto &unit : scenario.units())
        names.insert(unit.id(), unit.name());
    for (const auto &general : scenario.generals()) {
        names.insert(general.id, general.name);
        if (!general.divisionId.isEmpty())
            names.insert(general.divisionId, general.name);
    }
    for (const auto &side : scenario.sides())
        names.insert(side.id, side.name);
    QSet<QString> nameWords;
    for (const QString &name : std::as_const(names)) {
        for (auto it = wordPattern().globalMatch(name); it.hasNext();)
            nameWords.insert(withoutAccents(it.next().captured()).toLower());
    }
    static const QRegularExpression digitOrHyphen(u"[0-9-]"_s);
    QHash<QString, QString> keys;
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        if (it.value().isEmpty() || it.value() == it.key())
            continue;
        if (it.key().contains(digitOrHyphen) || nameWords.contains(it.key()))
            keys.insert(it.key(), it.value());
    }
    return keys;
}

} // namespace

Cell::Cell(MainWindow *window, const QString &out)
    : mWindow(window)
    , mOut(out)
{
}

void Cell::fail(const QString &step, const QString &why)
{
    ++mFailures;
    // A fault that stays is told at the step it is first seen; the steps
    // after that saw it again are counted at the end.
    if (mRepeats.contains(why)) {
        ++mRepeats[why];
        return;
    }
    mRepeats.insert(why, 0);
    std::fprintf(stdout, "FAIL %s: %s\n", qPrintable(step), qPrintable(why));
    std::fflush(stdout);
}

void Cell::summary()
{
    int repeated = 0;
    for (auto it = mRepeats.cbegin(); it != mRepeats.cend(); ++it)
        repeated += it.value() > 0 ? 1 : 0;
    std::fprintf(stdout, "%d steps: %.1f s in the steps, %.1f s waiting for idle, %.1f s checking, %.1f s in screenshots\n",
                 mSteps, double(mTimes[0]) / 1000.0, double(mTimes[1]) / 1000.0, double(mTimes[2]) / 1000.0,
                 double(mTimes[3]) / 1000.0);
    std::fprintf(stdout, "%d failure(s), %lld distinct, %d of them seen again in later steps\n", mFailures,
                 static_cast<long long>(mRepeats.size()), repeated);
    std::fflush(stdout);
}

void Cell::note(const QString &step, const QString &what)
{
    std::fprintf(stdout, "  %s: %s\n", qPrintable(step), qPrintable(what));
    std::fflush(stdout);
}

FrameTrace &FrameTrace::instance()
{
    static FrameTrace trace;
    return trace;
}

FrameTrace::FrameTrace()
{
    mClock.start();
}

void FrameTrace::setRecording(bool on)
{
    if (on && !mWatching) {
        if (QAbstractEventDispatcher *loop = QAbstractEventDispatcher::instance()) {
            connect(loop, &QAbstractEventDispatcher::aboutToBlock, this, &FrameTrace::blocks);
            connect(loop, &QAbstractEventDispatcher::awake, this, &FrameTrace::wakes);
            mWatching = true;
        }
    }
    mRecording = on;
}

qint64 FrameTrace::threadCpuNs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
}

void FrameTrace::enter(const QObject *receiver, const QEvent *event)
{
    // The class name lives in the static meta-object: it outlives a receiver
    // its event deletes.
    const Event opened{receiver ? receiver->metaObject()->className() : "?", int(event->type()), -1};
    mOpen.append(opened);
    if (mDepth++ == 0) {
        mTurnStart = mClock.nsecsElapsed();
        mTurnCpuStart = threadCpuNs();
        mTurnEvent = opened;
        mLongestInside = {};
        mLongestPaint = {};
    }
}

void FrameTrace::leave(qint64 tookNs)
{
    Event closed = mOpen.takeLast();
    closed.ns = tookNs;
    if (mDepth > 1 && tookNs > mLongestInside.ns)
        mLongestInside = closed;
    if (closed.type == QEvent::Paint && tookNs > mLongestPaint.ns)
        mLongestPaint = closed;
    if (--mDepth == 0 && mTurnStart >= 0) {
        hold(mClock.nsecsElapsed() - mTurnStart, threadCpuNs() - mTurnCpuStart);
        mTurnStart = -1;
    }
}

void FrameTrace::blocks()
{
    // A handler's own loop (a dialog) waits: its turn so far ends here.
    if (mDepth > 0 && mTurnStart >= 0) {
        hold(mClock.nsecsElapsed() - mTurnStart, threadCpuNs() - mTurnCpuStart);
        mTurnStart = -1;
    }
}

void FrameTrace::wakes()
{
    if (mDepth > 0) {
        mTurnStart = mClock.nsecsElapsed();
        mTurnCpuStart = threadCpuNs();
    }
}

void FrameTrace::hold(qint64 ns, qint64 cpuNs)
{
    if (!mRecording)
        return;
    ++mTurns;
    if (ns <= 2000000)
        return;
    mHoldNs.append(ns);
    const double ms = double(ns) / 1e6;
    const double cpuMs = double(cpuNs) / 1e6;
    mLongest = std::max(mLongest, ms);
    mLongestCpu = std::max(mLongestCpu, cpuMs);
    if (ms > 16) {
        const auto name = [](const Event &e) {
            const char *type = QMetaEnum::fromType<QEvent::Type>().valueToKey(e.type);
            return u"%1 to %2"_s.arg(type ? QString::fromLatin1(type) : QString::number(e.type), QString::fromLatin1(e.receiver));
        };
        QString what = name(mTurnEvent);
        if (mLongestInside.ns >= 0)
            what += u"; inside it the longest: %1, %2 ms"_s.arg(name(mLongestInside)).arg(double(mLongestInside.ns) / 1e6, 0, 'f', 1);
        if (mLongestPaint.ns >= 0)
            what += u"; the longest paint: %1, %2 ms"_s.arg(QString::fromLatin1(mLongestPaint.receiver)).arg(double(mLongestPaint.ns) / 1e6, 0, 'f', 1);
        mHolds.append({mStep, ms, cpuMs, what});
    }
}

void FrameTrace::paintTook(qint64 ns)
{
    if (mRecording)
        mPaintNs.append(ns);
}

QString FrameTrace::histogram() const
{
    static constexpr double kEdges[] = {1, 2, 4, 8, 16, 33, 50};
    const auto buckets = [](const QList<qint64> &values) {
        QList<int> counts(std::size(kEdges) + 1, 0);
        for (const qint64 ns : values) {
            const double ms = double(ns) / 1e6;
            qsizetype i = 0;
            while (i < qsizetype(std::size(kEdges)) && ms >= kEdges[i])
                ++i;
            ++counts[i];
        }
        return counts;
    };
    const QList<int> paints = buckets(mPaintNs);
    const QList<int> holds = buckets(mHoldNs);
    QString text = u"| ms | < 1 | 1-2 | 2-4 | 4-8 | 8-16 | 16-33 | 33-50 | >= 50 |\n|---|---|---|---|---|---|---|---|---|\n"_s;
    const auto row = [&](const QString &name, const QList<int> &counts) {
        text += u"| "_s + name;
        for (const int n : counts)
            text += u" | "_s + QString::number(n);
        text += u" |\n"_s;
    };
    row(u"paints (%1)"_s.arg(mPaintNs.size()), paints);
    row(u"turns of the event loop over 2 ms (%1 of %2)"_s.arg(mHoldNs.size()).arg(mTurns), holds);
    return text;
}

bool TracedApplication::notify(QObject *receiver, QEvent *event)
{
    FrameTrace &trace = FrameTrace::instance();
    trace.enter(receiver, event);
    QElapsedTimer took;
    took.start();
    const bool painting = event->type() == QEvent::Paint;
    const bool done = QApplication::notify(receiver, event);
    const qint64 ns = took.nsecsElapsed();
    if (painting)
        trace.paintTook(ns);
    trace.leave(ns);
    return done;
}

void Cell::step(const QString &name, const std::function<void()> &action, int quietMs)
{
    mWatchdog.enter(name);
    note(name, u"begins"_s);
    QElapsedTimer clock;
    clock.start();
    FrameTrace &trace = FrameTrace::instance();
    // Only the program's own time: the step and its frames, not the
    // checks and screenshots that follow.
    const bool tracing = mTracing;
    trace.setStep(name);
    trace.setRecording(tracing);
    action();
    mTimes[0] += clock.restart();
    waitIdle(name, quietMs);
    trace.setRecording(false);
    mTimes[1] += clock.restart();
    checkOnScreen(name);
    checkButtons(name);
    checkPanels(name);
    checkScrollBars(name);
    checkTexts(name);
    dumpWide(name);
    mTimes[2] += clock.restart();
    shoot(name);
    mTimes[3] += clock.restart();
    ++mSteps;
}

void Cell::checkNow(const QString &step)
{
    FrameTrace &trace = FrameTrace::instance();
    const bool tracing = trace.recording();
    trace.setRecording(false);
    checkOnScreen(step);
    checkButtons(step);
    checkTexts(step);
    shoot(step);
    trace.setRecording(tracing);
}

// Idle: a quiet spell (buckets of 100 ms with at most two geometry events
// in all), beginning within 2 s of the step.
bool Cell::waitIdle(const QString &step, int quietMs)
{
    const int quietBuckets = std::max(1, quietMs / 100);
    QList<int> buckets;
    QHash<int, int> seenTypes;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 2000 + quietMs) {
        mEvents.reset();
        QTest::qWait(100);
        buckets.append(mEvents.total());
        for (auto it = mEvents.byType().cbegin(); it != mEvents.byType().cend(); ++it)
            seenTypes[it.key()] += it.value();
        if (buckets.size() >= quietBuckets) {
            int sum = 0;
            for (qsizetype i = buckets.size() - quietBuckets; i < buckets.size(); ++i)
                sum += buckets[i];
            if (sum <= 2)
                return true;
        }
    }
    QStringList kinds;
    for (auto it = seenTypes.cbegin(); it != seenTypes.cend(); ++it)
        kinds.append(u"%1 x%2"_s.arg(eventName(it.key())).arg(it.value()));
    fail(step, u"the event loop is not idle 2 s after the step (geometry events in %1 s: %2)"_s
                   .arg(double(2000 + quietMs) / 1000.0)
                   .arg(kinds.join(u", "_s)));
    return false;
}

void Cell::checkOnScreen(const QString &step)
{
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (!top->isVisible() || top->windowType() == Qt::ToolTip || top->windowType() == Qt::Popup)
            continue;
        const QRect available = top->screen()->availableGeometry();
        const QRect frame = top->frameGeometry();
        if (!available.contains(frame))
            fail(step, u"window \"%1\" (%2) at %3,%4 %5x%6 is not inside the screen's %7x%8 (its minimum: %9x%10)"_s
                           .arg(top->windowTitle(), QString::fromLatin1(top->metaObject()->className()))
                           .arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height())
                           .arg(available.width()).arg(available.height())
                           .arg(top->minimumSizeHint().width()).arg(top->minimumSizeHint().height())
                       + widestDocks(top));
    }
}

// With --dump: the widgets of each dock that ask for more than 200 px
// across or 300 px down, the widest first, to find what holds a panel wide.
void Cell::dumpWide(const QString &step)
{
    if (!mDump)
        return;
    for (QDockWidget *dock : mWindow->findChildren<QDockWidget *>()) {
        if (dock->isHidden())
            continue;
        note(step, u"dock %1 minimum %2x%3"_s.arg(dock->objectName()).arg(dock->minimumSizeHint().width())
                       .arg(dock->minimumSizeHint().height()));
        QList<QWidget *> wide;
        for (QWidget *w : dock->findChildren<QWidget *>()) {
            const QSize m = w->minimumSizeHint().expandedTo(w->minimumSize());
            if (!w->isHidden() && (m.width() > 200 || m.height() > 300))
                wide.append(w);
        }
        std::sort(wide.begin(), wide.end(), [](QWidget *a, QWidget *b) {
            return a->minimumSizeHint().width() > b->minimumSizeHint().width();
        });
        for (QWidget *w : std::as_const(wide).mid(0, 12))
            note(step, u"    %1 %2 \"%3\" %4x%5"_s.arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                           .arg(w->property("text").toString().left(30))
                           .arg(w->minimumSizeHint().width()).arg(w->minimumSizeHint().height()));
        for (QWidget *w : dock->findChildren<QWidget *>()) {
            if (w->layout() && !w->isHidden())
                dumpLayout(step, w->layout(), 1);
        }
    }
}

// The items of a layout that ask for more than 200 px across.
void Cell::dumpLayout(const QString &step, QLayout *layout, int depth)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (item->minimumSize().width() <= 200 || item->isEmpty())
            continue;
        QString what = item->layout() ? QString::fromLatin1(item->layout()->metaObject()->className()) : QString();
        if (QWidget *w = item->widget())
            what = QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName() + u" \""_s
                + w->property("text").toString().left(30) + u'"';
        note(step, u"%1layout item %2: min %3 px"_s.arg(QString(depth * 2, u' '), what).arg(item->minimumSize().width()));
        if (item->layout() && depth < 4)
            dumpLayout(step, item->layout(), depth + 1);
    }
}

// A panel may scroll down, never sideways: sideways, it is wider than its dock.
void Cell::checkPanels(const QString &step)
{
    for (QDockWidget *dock : mWindow->findChildren<QDockWidget *>()) {
        auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
        if (!scroll || !dock->isVisible() || dock->visibleRegion().isEmpty() || !scroll->widget())
            continue;
        if (scroll->horizontalScrollBar()->isVisible())
            fail(step, u"panel %1 scrolls sideways: its contents need %2 px, it has %3 px"_s.arg(dock->objectName())
                           .arg(scroll->widget()->minimumSizeHint().width()).arg(scroll->viewport()->width()));
    }
}

// Nothing inside a panel scrolls sideways either: a list whose columns are
// wider than the panel hides its last column (the Reason, the Result)
// behind a scroll bar.
void Cell::checkScrollBars(const QString &step)
{
    for (QDockWidget *dock : mWindow->findChildren<QDockWidget *>()) {
        if (!seen(dock))
            continue;
        // A list whose columns pass its width with its scroll bar turned off
        // hides them as surely: its last column is cut, with nothing to reach
        // it (a stretched last section kept the header's 100 px).
        for (QAbstractItemView *view : dock->findChildren<QAbstractItemView *>()) {
            auto *tree = qobject_cast<QTreeView *>(view);
            if (!tree || !seen(view) || view->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
                continue;
            const int length = tree->header()->length();
            if (length > view->viewport()->width() + 1)
                fail(step, u"%1 in panel %2 cuts its columns off: %3 px wide, its columns %4 px"_s
                               .arg(view->objectName().isEmpty() ? QString::fromLatin1(view->metaObject()->className())
                                                                 : view->objectName(),
                                    dock->objectName())
                               .arg(view->viewport()->width())
                               .arg(length));
        }
        for (QAbstractScrollArea *area : dock->findChildren<QAbstractScrollArea *>()) {
            // The panel's own scroll area: checkPanels says what holds it wide.
            if (area == dock->widget() || !seen(area) || !area->horizontalScrollBar()->isVisible())
                continue;
            QString what = QString::fromLatin1(area->metaObject()->className());
            if (auto *view = qobject_cast<QAbstractItemView *>(area)) {
                QStringList columns;
                if (auto *tree = qobject_cast<QTreeView *>(view); tree && view->model()) {
                    for (int c = 0; c < view->model()->columnCount(); ++c)
                        if (!tree->isColumnHidden(c))
                            columns.append(u"%1 %2 px"_s.arg(view->model()->headerData(c, Qt::Horizontal).toString())
                                               .arg(tree->columnWidth(c)));
                }
                if (!columns.isEmpty())
                    what += u" (columns: "_s + columns.join(u", "_s) + u')';
            }
            fail(step, u"%1 in panel %2 scrolls sideways: %3 wide, its contents %4 px"_s
                           .arg(area->objectName().isEmpty() ? QString::fromLatin1(area->metaObject()->className())
                                                             : area->objectName(),
                                dock->objectName())
                           .arg(area->viewport()->width())
                           .arg(area->viewport()->width() + area->horizontalScrollBar()->maximum())
                       + u": "_s + what);
        }
    }
}

void Cell::checkText(const QString &step, const QString &where, const QString &text, bool mnemonic)
{
    if (text.isEmpty())
        return;
    QString shown = text;
    if (mnemonic) {
        // "&&" shows an ampersand meant to be there; a single one marks the mnemonic.
        shown.replace(u"&&"_s, QString());
        shown.remove(u'&');
    }
    if (shown.contains(u'&'))
        fail(step, u"%1 shows a literal \"&\": \"%2\""_s.arg(where, text.left(80)));
    for (auto it = wordPattern().globalMatch(text); it.hasNext();) {
        const QString word = it.next().captured();
        if (mKeys.contains(word)) {
            fail(step, u"%1 shows the key \"%2\" where the order of battle has the name \"%3\": \"%4\""_s.arg(
                           where, word, mKeys.value(word), text.left(80)));
            break;
        }
    }
}

void Cell::checkTexts(const QString &step)
{
    mKeys = keysOf(mWindow->document()->scenario());
    const QString displayName = QGuiApplication::applicationDisplayName();
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (!top->isVisible() || top->windowType() == Qt::ToolTip || top->windowType() == Qt::Popup)
            continue;
        // Qt adds the program's name to a window's title ("Table Screen —
        // Vedette"): a title that names the program itself names it twice.
        QString title = top->windowTitle();
        title.remove(u"[*]"_s);
        if (!displayName.isEmpty() && title != displayName
            && (title.startsWith(displayName + u" \u2014"_s) || title.endsWith(u"\u2014 "_s + displayName)))
            fail(step, u"the window's title names the program twice: \"%1 \u2014 %2\""_s.arg(title, displayName));
        checkText(step, u"the title of window %1"_s.arg(top->objectName()), top->windowTitle(), false);

        for (QWidget *widget : top->findChildren<QWidget *>()) {
            if (widget->window() != top || !seen(widget))
                continue;
            const QString where = QString::fromLatin1(widget->metaObject()->className()) + u' '
                + (widget->objectName().isEmpty() ? QString() : widget->objectName() + u' ');
            if (auto *label = qobject_cast<QLabel *>(widget)) {
                QString text = label->text();
                const bool rich = label->textFormat() == Qt::RichText
                    || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
                if (rich)
                    text = QTextDocumentFragment::fromHtml(text).toPlainText();
                checkText(step, where, text, !rich && label->buddy());
            } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
                checkText(step, where, button->text(), true);
            } else if (auto *box = qobject_cast<QGroupBox *>(widget)) {
                checkText(step, where, box->title(), true);
            } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
                checkText(step, where, combo->currentText(), false);
            } else if (auto *dock = qobject_cast<QDockWidget *>(widget)) {
                checkText(step, where + u"title"_s, dock->windowTitle(), false);
            } else if (auto *view = qobject_cast<QAbstractItemView *>(widget)) {
                QAbstractItemModel *model = view->model();
                if (!model || qobject_cast<QHeaderView *>(view))
                    continue;
                auto *tree = qobject_cast<QTreeView *>(view);
                const int height = view->viewport()->height();
                QModelIndex index = view->indexAt(QPoint(1, 1));
                for (int guard = 0; index.isValid() && guard < 200; ++guard) {
                    if (view->visualRect(index).top() > height)
                        break;
                    for (int c = 0; c < model->columnCount(index.parent()); ++c) {
                        if (tree && tree->isColumnHidden(c))
                            continue;
                        checkText(step, where + u"row"_s, model->data(index.siblingAtColumn(c)).toString(), false);
                    }
                    index = tree ? tree->indexBelow(index) : index.siblingAtRow(index.row() + 1);
                }
            }
        }
    }
}

void Cell::checkButtons(const QString &step)
{
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (!top->isVisible() || top->windowType() == Qt::ToolTip || top->windowType() == Qt::Popup)
            continue;
        for (QAbstractButton *button : top->findChildren<QAbstractButton *>()) {
            // Docks behind another's tab are laid out off the window.
            if (!button->isVisible() || button->window() != top || button->visibleRegion().isEmpty())
                continue;
            const QString text = QString(button->text()).remove(u'&');
            if (text.isEmpty())
                continue;
            if (auto *tool = qobject_cast<QToolButton *>(button)) {
                // Tool bars fold what has no room into their extension menu.
                if (tool->toolButtonStyle() == Qt::ToolButtonIconOnly || qobject_cast<QToolBar *>(tool->parentWidget()))
                    continue;
            } else if (!qobject_cast<QPushButton *>(button)) {
                continue; // check boxes and radio buttons wrap or elide in their own way
            }
            if (button->width() < button->sizeHint().width())
                fail(step, u"button \"%1\" is %2 px wide, its text needs %3 px"_s.arg(text)
                               .arg(button->width()).arg(button->sizeHint().width()));
            else if (const QString cut = clippedBy(button); !cut.isEmpty())
                fail(step, u"button \"%1\" is cut off by %2"_s.arg(text, cut));
        }
    }
}

QString Cell::unreachable(QAbstractButton *button)
{
    if (!button)
        return u"there is no such button"_s;
    if (!button->isVisible())
        return u"it is hidden"_s;
    if (!button->isEnabled())
        return u"it is disabled"_s;
    if (QDockWidget *dock = dockOf(button); dock && dock->visibleRegion().isEmpty())
        return u"its panel %1 is behind another's tab"_s.arg(dock->objectName());
    // Whole inside every parent as they stand, the viewport of a scroll area
    // included: no scrolling to reach it.
    const QRect shown = button->visibleRegion().boundingRect();
    if (shown != button->rect()) {
        QString inside;
        for (QWidget *up = button->parentWidget(); up; up = up->parentWidget()) {
            if (auto *area = qobject_cast<QAbstractScrollArea *>(up->parentWidget()); area && up == area->viewport()) {
                const QRect at(button->mapTo(up, QPoint(0, 0)), button->size());
                inside = u" (at %1,%2 %3x%4 in a viewport of %5x%6)"_s.arg(at.x()).arg(at.y()).arg(at.width())
                             .arg(at.height()).arg(up->width()).arg(up->height());
                break;
            }
        }
        return u"only %1x%2 of its %3x%4 px are in view%5"_s.arg(shown.width()).arg(shown.height())
            .arg(button->width()).arg(button->height()).arg(inside);
    }
    return {};
}

bool Cell::click(const QString &step, QAbstractButton *button)
{
    if (!button) {
        fail(step, u"the button the step needs is missing"_s);
        return false;
    }
    const QString text = QString(button->text()).remove(u'&');
    if (const QString why = unreachable(button); !why.isEmpty()) {
        fail(step, u"the button \"%1\" the step needs is out of reach: %2"_s.arg(text, why));
        if (!button->isEnabled())
            return false;
        button->click();
        return true;
    }
    // A check box takes a click on its box and its text, not on the room beyond.
    QPoint at = button->rect().center();
    if (auto *box = qobject_cast<QCheckBox *>(button)) {
        QStyleOptionButton option;
        option.initFrom(box);
        at = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box).center();
    }
    QTest::mouseClick(button, Qt::LeftButton, {}, at);
    return true;
}

void Cell::bringToFront(QDockWidget *dock)
{
    if (!dock)
        return;
    if (!seen(dock)) {
        dock->show();
        dock->raise();
    }
}

// Through the X server, as a person clicks: the first menu opens.
void Cell::checkMenuOpens(const QString &step)
{
    mWatchdog.enter(step);
    QMenuBar *bar = mWindow->menuBar();
    const QList<QAction *> actions = bar->actions();
    if (actions.isEmpty()) {
        fail(step, u"the window has no menu"_s);
        return;
    }
    const QPoint at = bar->mapToGlobal(bar->actionGeometry(actions.constFirst()).center());
    QProcess xdotool;
    // Not a sanitizer preloaded into this process (xdotool is not ours).
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"LD_PRELOAD"_s);
    xdotool.setProcessEnvironment(env);
    xdotool.start(u"xdotool"_s, {u"mousemove"_s, QString::number(at.x()), QString::number(at.y()), u"click"_s, u"1"_s});
    if (!xdotool.waitForFinished(10000) || xdotool.exitStatus() != QProcess::NormalExit || xdotool.exitCode() != 0) {
        fail(step, u"xdotool could not click (is it installed? packaging/setup-debian.sh installs it): %1"_s
                       .arg(QString::fromLocal8Bit(xdotool.readAllStandardError()) + xdotool.errorString()));
        return;
    }
    if (!QTest::qWaitFor([] { return qobject_cast<QMenu *>(QApplication::activePopupWidget()) != nullptr; }, 2000)) {
        fail(step, u"a click on the first menu (%1,%2) opened nothing within 2 s"_s.arg(at.x()).arg(at.y()));
        return;
    }
    shoot(step);
    QApplication::activePopupWidget()->close();
    if (!QTest::qWaitFor([] { return QApplication::activePopupWidget() == nullptr; }, 2000))
        fail(step, u"the menu did not close"_s);
}

void Cell::shoot(const QString &step)
{
    const QPixmap shot = mWindow->screen()->grabWindow(0);
    const QString name = u"%1-%2.png"_s.arg(QString::number(++mShots).rightJustified(2, u'0'), step);
    // Little compression (zlib level 2): a cell takes some 70 screenshots.
    if (!shot.save(QDir(mOut).filePath(name), "PNG", 80))
        fail(step, u"could not save the screenshot %1"_s.arg(name));
}
