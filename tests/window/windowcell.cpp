// One cell of the window test matrix (test_windowmatrix runs it): the real
// main window, started as `vedette` starts it (Application::prepare, the
// bundled campaign opened after the first paint), on the X server and in the
// language its environment names. It then takes the steps a referee takes
// on a first evening and checks after each one what a referee would see:
//
//   - the event loop goes idle within 2 s (a second with no more than two
//     geometry events: resize, move, layout request, show, hide), where the
//     German window at 1600x1000 once resized itself for ever;
//   - the main window (and any window it opened) lies inside the screen's
//     available geometry;
//   - no push button's text is clipped: each shown button is as wide as its
//     text needs and lies whole inside its parents;
//   - (at the start and the end) a real click on the first menu, through the
//     X server with xdotool, opens it.
//
// Each step leaves a screenshot of the whole screen in --out. Failures are
// printed one a line ("FAIL step: why"); the exit status is 1 when any.
#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/document.h"
#include "render/tablelabels.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "store/campaignstore.h"
#include "table/unittypes.h"
#include "window/application.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QHash>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QScreen>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <thread>

using namespace Qt::StringLiterals;
using vedette::MainWindow;

namespace {

// Counts the geometry events the whole program delivers.
class GeometryEvents : public QObject
{
public:
    GeometryEvents() { qApp->installEventFilter(this); }

    int total() const { return mTotal; }
    QHash<int, int> byType() const { return mByType; }
    void reset()
    {
        mTotal = 0;
        mByType.clear();
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
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

private:
    int mTotal = 0;
    QHash<int, int> mByType;
};

// A window stuck in a loop of its own never returns from a step: the
// watchdog says which step it was in and ends the cell.
class Watchdog
{
public:
    Watchdog()
        : mThread([this] { run(); })
    {
    }
    ~Watchdog()
    {
        mDone = true;
        mThread.join();
    }
    void enter(const QString &step)
    {
        std::lock_guard lock(mMutex);
        mStep = step.toStdString();
        mSince = std::chrono::steady_clock::now();
    }

private:
    void run()
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

    std::atomic_bool mDone = false;
    std::mutex mMutex;
    std::string mStep = "start";
    std::chrono::steady_clock::time_point mSince = std::chrono::steady_clock::now();
    std::thread mThread;
};

class Cell
{
public:
    Cell(MainWindow *window, const QString &out)
        : mWindow(window)
        , mOut(out)
    {
    }

    int failures() const { return mFailures; }

    void fail(const QString &step, const QString &why)
    {
        ++mFailures;
        std::fprintf(stdout, "FAIL %s: %s\n", qPrintable(step), qPrintable(why));
        std::fflush(stdout);
    }

    void note(const QString &step, const QString &what)
    {
        std::fprintf(stdout, "  %s: %s\n", qPrintable(step), qPrintable(what));
        std::fflush(stdout);
    }

    // Idle: a second (ten buckets of 100 ms) with at most two geometry
    // events, beginning within 2 s of the step.
    bool waitIdle(const QString &step)
    {
        QList<int> buckets;
        QHash<int, int> seen;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 3000) {
            mEvents.reset();
            QTest::qWait(100);
            buckets.append(mEvents.total());
            for (auto it = mEvents.byType().cbegin(); it != mEvents.byType().cend(); ++it)
                seen[it.key()] += it.value();
            if (buckets.size() >= 10) {
                int sum = 0;
                for (qsizetype i = buckets.size() - 10; i < buckets.size(); ++i)
                    sum += buckets[i];
                if (sum <= 2)
                    return true;
            }
        }
        QStringList kinds;
        for (auto it = seen.cbegin(); it != seen.cend(); ++it)
            kinds.append(u"%1 x%2"_s.arg(eventName(it.key())).arg(it.value()));
        fail(step, u"the event loop is not idle 2 s after the step (geometry events in 3 s: %1)"_s.arg(kinds.join(u", "_s)));
        return false;
    }

    void checkOnScreen(const QString &step)
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
    void dumpWide(const QString &step)
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
    void dumpLayout(const QString &step, QLayout *layout, int depth)
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
    bool mDump = false;

    // A panel may scroll down, never sideways: sideways, it is wider than its dock.
    void checkPanels(const QString &step)
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

    void checkButtons(const QString &step)
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

    // Through the X server, as a person clicks: the first menu opens.
    void checkMenuOpens(const QString &step)
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

    void shoot(const QString &step)
    {
        const QPixmap shot = mWindow->screen()->grabWindow(0);
        const QString name = u"%1-%2.png"_s.arg(QString::number(++mShots).rightJustified(2, u'0'), step);
        if (!shot.save(QDir(mOut).filePath(name)))
            fail(step, u"could not save the screenshot %1"_s.arg(name));
    }

    // One step: do it, then the checks.
    void step(const QString &name, const std::function<void()> &action)
    {
        mWatchdog.enter(name);
        note(name, u"begins"_s);
        action();
        waitIdle(name);
        checkOnScreen(name);
        checkButtons(name);
        checkPanels(name);
        dumpWide(name);
        shoot(name);
    }

private:
    static QString eventName(int type)
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
    static QString widestDocks(QWidget *top)
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
    static QString clippedBy(QWidget *button)
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

    MainWindow *mWindow;
    QString mOut;
    GeometryEvents mEvents;
    Watchdog mWatchdog;
    int mFailures = 0;
    int mShots = 0;
};

QDockWidget *dock(MainWindow &window, const QString &objectName)
{
    return window.findChild<QDockWidget *>(objectName);
}

// The battle of the bundled campaign played with `system`.
qint64 battleOf(MainWindow &window, vedette::table::RuleSystem system)
{
    const vedette::store::CampaignStore *store = window.document()->campaign()->store();
    if (!store)
        return 0;
    for (const auto &battle : store->battles()) {
        const auto table = store->loadBattle(battle.id);
        if (table && table->ruleSystem() == system)
            return battle.id;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    vedette::Application::prepare();
    QCommandLineParser parser;
    parser.addOption({u"out"_s, u"Folder for the screenshots."_s, u"dir"_s});
    parser.addOption({u"dump"_s, u"Print what holds each panel wide."_s});
    parser.process(app);
    const QString out = parser.value(u"out"_s);
    QDir().mkpath(out);

    vedette::Application::markCampaignAfterFirstPaint();
    MainWindow window;
    Cell cell(&window, out);
    cell.mDump = parser.isSet(u"dump"_s);
    vedette::Application::showAndOpen(window, {});

    // As a referee first sees it: the window the program opens, with the
    // bundled campaign on the table.
    cell.step(u"start"_s, [&] {
        if (!QTest::qWaitFor([&] { return window.document()->campaign()->currentBattle() != 0; }, 30000))
            cell.fail(u"start"_s, u"the bundled campaign did not open"_s);
    });
    cell.checkMenuOpens(u"menu-at-start"_s);

    // The whole screen, as a window manager's full screen or -geometry gives it.
    cell.step(u"whole-screen"_s, [&] { window.setGeometry(window.screen()->availableGeometry()); });

    const auto openPanel = [&](const QString &objectName) {
        QDockWidget *panel = dock(window, objectName);
        if (!panel) {
            cell.fail(objectName, u"no such panel"_s);
            return;
        }
        const bool inFront = panel->isVisible() && !panel->visibleRegion().isEmpty();
        if (!inFront)
            panel->toggleViewAction()->trigger();
    };
    const auto openBattle = [&](vedette::table::RuleSystem system, const QString &step) {
        const qint64 id = battleOf(window, system);
        if (id == 0 || !window.document()->campaign()->setCurrentBattle(id))
            cell.fail(step, u"the bundled campaign has no such battle"_s);
    };

    cell.step(u"blenheim"_s, [&] { openBattle(vedette::table::RuleSystem::Balagan, u"blenheim"_s); });
    for (const QString &panel : {u"balaganBoundPanel"_s, u"balaganOrdersPanel"_s, u"orderOfBattleDock"_s,
                                 u"logDock"_s, u"diceTrayDock"_s})
        cell.step(panel, [&] { openPanel(panel); });

    // A bound begun: the panels fill with the units in combat.
    cell.step(u"bound-begun"_s, [&] {
        openPanel(u"balaganBoundPanel"_s);
        if (!window.document()->balagan()->testAll())
            cell.fail(u"bound-begun"_s, window.document()->balagan()->lastError());
    });

    cell.step(u"balaclava"_s, [&] { openBattle(vedette::table::RuleSystem::Brown, u"balaclava"_s); });
    for (const QString &panel : {u"chargePanel"_s, u"meleePanel"_s})
        cell.step(panel, [&] { openPanel(panel); });
    // A charge declared: the panel fills with its modifiers and odds.
    cell.step(u"charge-declared"_s, [&] {
        openPanel(u"chargePanel"_s);
        vedette::BrownController *brown = window.document()->brown();
        if (!brown->nextTurn() || !brown->declare(u"17l"_s, u"don3"_s))
            cell.fail(u"charge-declared"_s, brown->lastError());
    });
    // The charge line's distance is on the table, whole, inside the view.
    {
        bool shown = false;
        for (const vedette::render::TableLabels::Placed &placed : window.tableView()->tableScene()->placedLabels())
            shown = shown || placed.kind == vedette::render::TableLabels::Placed::ChargeCaption;
        if (!shown)
            cell.fail(u"charge-declared"_s, u"the charge line's distance is not on the table"_s);
    }

    QAction *tableScreen = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->objectName() == u"tableScreenAction"_s)
            tableScreen = action;
    }
    if (!tableScreen) {
        cell.fail(u"table-screen"_s, u"no action tableScreenAction"_s);
    } else {
        cell.step(u"table-screen"_s, [&] { tableScreen->trigger(); });
        cell.step(u"table-screen-closed"_s, [&] {
            if (tableScreen->isChecked())
                tableScreen->trigger();
            window.activateWindow();
        });
    }
    cell.checkMenuOpens(u"menu-at-end"_s);

    std::fprintf(stdout, "%d failure(s)\n", cell.failures());
    return cell.failures() == 0 ? 0 : 1;
}
