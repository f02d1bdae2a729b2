#include "window/mainwindow.h"
#include "document/document.h"
#include "panels/newcampaigndialog.h"
#include "window/shortcutlist.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
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

    // New Campaign in a fresh home (issue 40): the documents folder is not
    // there yet, and Create stayed grey ("The folder ~/Documents does not
    // exist"); every label of the form names its field ("&Scenario:" showed
    // its ampersand). Create makes the folder.
    void newCampaignInAFreshHome()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QByteArray oldHome = qgetenv("HOME");
        const QByteArray oldDocuments = qgetenv("XDG_DOCUMENTS_DIR");
        qputenv("HOME", QFile::encodeName(home.path()));
        qunsetenv("XDG_DOCUMENTS_DIR");
        const auto restore = qScopeGuard([&] {
            qputenv("HOME", oldHome);
            if (!oldDocuments.isNull())
                qputenv("XDG_DOCUMENTS_DIR", oldDocuments);
        });
        vedette::NewCampaignDialog dialog;
        const QString folder = QFileInfo(dialog.campaignFilePath()).absolutePath();
        QVERIFY2(folder.startsWith(home.path()), qPrintable(folder));
        QVERIFY(!QDir(folder).exists());
        QPushButton *create = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY2(create->isEnabled(), qPrintable(dialog.findChild<QLabel *>(u"problemLabel"_s)->text()));
        for (QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->text().contains(u'&'))
                QVERIFY2(label->buddy(), qPrintable(label->text()));
        }
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        create->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(QDir(folder).exists());
    }

    // F11 makes the window full screen, on every desktop, and the shortcut
    // list says so (issue 40: a plain X11 desktop binds nothing to
    // QKeySequence::FullScreen).
    void fullScreenByF11()
    {
        MainWindow window;
        QAction *fullScreen = nullptr;
        for (QAction *action : window.findChildren<QAction *>())
            fullScreen = action->text() == u"&Full Screen"_s ? action : fullScreen;
        QVERIFY(fullScreen);
        QVERIFY(fullScreen->shortcuts().contains(QKeySequence(Qt::Key_F11)));
        bool listed = false;
        for (const vedette::ShortcutList::Entry &entry : vedette::ShortcutList::entries(&window))
            listed = listed || (entry.action == u"Full Screen"_s && entry.keys.contains(u"F11"_s));
        QVERIFY(listed);
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
