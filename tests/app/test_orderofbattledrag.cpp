// A drag from the order of battle that the table refuses leaves the tree as
// it was (issue 30: the dragged unit vanished from its division until the
// next change). A real drag needs a real window system: the offscreen
// platform has no drag and drop (its QDrag::exec returns at once), so this
// test starts an Xvfb server of its own and runs on xcb.

#include "test_bundledscenario.h"

#include "document/document.h"
#include "panels/inspectorpanel.h"
#include "panels/orderofbattlepanel.h"
#include "panels/orderofbattletree.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/scenario.h"

#include <QApplication>
#include <QDropEvent>
#include <QMouseEvent>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// An Xvfb server on a display it picks itself (-displayfd).
class XServer
{
public:
    ~XServer()
    {
        if (mProcess.state() == QProcess::NotRunning)
            return;
        mProcess.terminate();
        if (!mProcess.waitForFinished(5000))
            mProcess.kill();
        mProcess.waitForFinished(5000);
    }

    bool start(QString *error)
    {
        const QString xvfb = QStandardPaths::findExecutable(u"Xvfb"_s);
        if (xvfb.isEmpty()) {
            *error = u"Xvfb is not installed (packaging/setup-debian.sh installs xvfb)"_s;
            return false;
        }
        mProcess.start(xvfb, {u"-displayfd"_s, u"1"_s, u"-screen"_s, u"0"_s, u"1024x768x24"_s, u"-nolisten"_s, u"tcp"_s});
        QByteArray out;
        while (!out.contains('\n') && mProcess.waitForReadyRead(10000))
            out += mProcess.readAllStandardOutput();
        bool ok = false;
        const int display = out.trimmed().toInt(&ok);
        if (!ok) {
            *error = u"Xvfb gave no display: "_s + QString::fromLocal8Bit(mProcess.readAllStandardError());
            return false;
        }
        mDisplay = u":%1"_s.arg(display);
        return true;
    }

    QString display() const { return mDisplay; }

private:
    QProcess mProcess;
    QString mDisplay;
};

// A place that takes what is dragged from the order of battle and then
// changes nothing, as the table does with a deployment it refuses.
class RefusingTable : public QWidget
{
public:
    RefusingTable() { setAcceptDrops(true); }
    int drops = 0;

protected:
    void dragEnterEvent(QDragEnterEvent *event) override { event->acceptProposedAction(); }
    void dragMoveEvent(QDragMoveEvent *event) override { event->acceptProposedAction(); }
    void dropEvent(QDropEvent *event) override
    {
        ++drops;
        event->acceptProposedAction();
    }
};

} // namespace

class TestOrderOfBattleDrag : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(QGuiApplication::platformName(), u"xcb"_s);
    }

    // The 17th Lancers dragged onto a table that takes the drop and changes
    // nothing: the tree still shows them in their division.
    void refusedDropKeepsTheTree()
    {
        Document document;
        document.scenario() = test::bundledScenario(u"balaclava-1854.json"_s);
        document.undoStack()->clear();
        TableView view;
        auto *scene = new TableScene(&document, &view);
        InspectorPanel inspector(&document, scene);
        OrderOfBattlePanel panel(&document, scene, &inspector);
        auto *tree = panel.findChild<OrderOfBattleTree *>(u"orderOfBattleTree"_s);
        QVERIFY(tree);
        panel.setGeometry(0, 0, 500, 700);
        panel.show();
        RefusingTable table;
        table.setGeometry(600, 0, 300, 300);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(QTest::qWaitForWindowExposed(&table));

        QTreeWidgetItem *lancers = tree->findItem(OrderOfBattleTree::UnitItem, u"17l"_s);
        QVERIFY(lancers);
        QTreeWidgetItem *division = lancers->parent();
        QVERIFY(division);
        const int units = division->childCount();
        tree->scrollToItem(lancers);
        tree->setCurrentItem(lancers); // picked first, as a referee does before dragging
        const QPoint from = tree->visualItemRect(lancers).center();

        // The drag runs its own event loop: in it, move onto the table and let go.
        QWindow *target = table.windowHandle();
        bool released = false;
        QTimer::singleShot(0, &table, [&] {
            const QPoint inside(150, 150);
            QTest::mouseMove(target, inside);
            QTest::mouseMove(target, inside + QPoint(5, 5));
            QTest::mouseRelease(target, Qt::LeftButton, {}, inside + QPoint(5, 5));
            released = true;
        });
        QTest::mousePress(tree->viewport(), Qt::LeftButton, {}, from);
        for (int step = 1; step <= 4 && !released; ++step) {
            // QTest::mouseMove carries no button, and the tree drags only
            // with one held.
            const QPoint at = from + QPoint(step * QApplication::startDragDistance(), 0);
            QMouseEvent move(QEvent::MouseMove, at, tree->viewport()->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QApplication::sendEvent(tree->viewport(), &move);
        }
        QTRY_VERIFY(released);
        QTRY_COMPARE(table.drops, 1);

        QCOMPARE(document.undoStack()->count(), 0); // nothing changed
        QVERIFY2(tree->findItem(OrderOfBattleTree::UnitItem, u"17l"_s), "the dragged unit left the tree");
        QCOMPARE(division->childCount(), units);
    }
};

int main(int argc, char *argv[])
{
    XServer server;
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    qputenv("DISPLAY", server.display().toLocal8Bit());
    qputenv("QT_QPA_PLATFORM", "xcb");
    QApplication app(argc, argv);
    TestOrderOfBattleDrag test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_orderofbattledrag.moc"
