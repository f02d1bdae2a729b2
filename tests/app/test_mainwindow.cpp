#include "window/mainwindow.h"
#include "document/document.h"

#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>

using namespace Qt::StringLiterals;
using vedette::MainWindow;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_mainwindow"_s);
    }

    void menusExist()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QStringList titles;
        for (QAction *action : window.menuBar()->actions())
            titles.append(action->text());
        QCOMPARE(titles, (QStringList{u"&File"_s, u"&Edit"_s, u"&View"_s, u"&Table"_s, u"&Rules"_s,
                                      u"&Solo Games"_s, u"&Help"_s}));
        QVERIFY(window.statusBar()->isVisible());
        QVERIFY(window.mainToolBar()->isVisible());
        QVERIFY(window.centralWidget() != nullptr);

        // Undo and redo are in the Edit menu and follow the undo stack.
        const QList<QAction *> edit = window.menu(MainWindow::Menu::Edit)->actions();
        QVERIFY(edit.size() >= 2);
        QVERIFY(!edit[0]->isEnabled());

        // The history panel can be toggled from View > Panels.
        auto *history = window.findChild<QDockWidget *>(u"historyDock"_s);
        QVERIFY(history);
        QVERIFY(history->toggleViewAction());
    }

    void closesCleanly()
    {
        auto *window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        QSignalSpy destroyed(window, &QObject::destroyed);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->close());
        QTRY_COMPARE(destroyed.count(), 1);
    }

    void titleShowsCampaign()
    {
        MainWindow window;
        QCOMPARE(window.windowTitle(), window.document()->displayName());
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
