// The window's panels and help (issue 16, "Windows, panels, help"): a panel
// opened from a menu comes to the front, every tab title is whole at
// 1600x1000 with all the rule panels open, a battle opens on double-click or
// Enter, the Help menu has the user guide (a page per rule system) and a
// shortcut list made from the actions, and Preferences says when a new
// language applies and offers the restart.
#include "document/campaign.h"
#include "document/document.h"
#include "panels/campaignbrowser.h"
#include "panels/preferencesdialog.h"
#include "window/application.h"
#include "window/helpwindow.h"
#include "window/languages.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

#include <functional>

using namespace Qt::StringLiterals;
using vedette::MainWindow;

namespace {

QDockWidget *dockOf(const MainWindow &window, const QAction *toggle)
{
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->toggleViewAction() == toggle)
            return dock;
    }
    return nullptr;
}

// The rule panels' entries of the Rules menu (the checkable ones).
QList<QAction *> panelActions(const MainWindow &window)
{
    QList<QAction *> list;
    for (QAction *action : window.menu(MainWindow::Menu::Rules)->actions()) {
        if (action->isCheckable() && dockOf(window, action))
            list.append(action);
    }
    return list;
}

bool inFront(const QDockWidget *dock)
{
    return !dock->isHidden() && dock->isVisible() && !dock->visibleRegion().isEmpty();
}

QString plain(QString text)
{
    return text.remove(u'&');
}

} // namespace

class TestWindowPanels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_windowpanels"_s);
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        QSettings().clear();
    }

    // Open every rule panel: the last one opened is in front, every tab
    // title is shown whole, and picking a panel that is open but behind
    // another tab brings it forward instead of closing it.
    void panelsComeToFrontWithReadableTabs()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QList<QAction *> actions = panelActions(window);
        QVERIFY(actions.size() >= 4); // Brown's Charge and Melee, Balagan Bound and Orders
        for (QAction *action : actions) {
            QVERIFY(!action->isChecked());
            action->trigger();
            QVERIFY(action->isChecked());
            QTRY_VERIFY(inFront(dockOf(window, action)));
        }

        int tabs = 0;
        for (const QTabBar *bar : window.findChildren<QTabBar *>()) {
            if (!bar->isVisible())
                continue;
            const bool vertical = bar->shape() == QTabBar::RoundedEast || bar->shape() == QTabBar::RoundedWest
                || bar->shape() == QTabBar::TriangularEast || bar->shape() == QTabBar::TriangularWest;
            for (int i = 0; i < bar->count(); ++i) {
                const QRect rect = bar->tabRect(i);
                const int room = vertical ? rect.height() : rect.width();
                const int needed = bar->fontMetrics().horizontalAdvance(plain(bar->tabText(i)));
                QVERIFY2(room >= needed, qPrintable(u"tab \"%1\": %2 px for %3 px of text"_s.arg(bar->tabText(i)).arg(room).arg(needed)));
                QVERIFY(bar->rect().contains(rect));
                ++tabs;
            }
        }
        QVERIFY2(tabs >= 6, qPrintable(QString::number(tabs)));

        // The first panel is behind the last one now.
        QAction *first = actions.constFirst();
        QDockWidget *dock = dockOf(window, first);
        QVERIFY(!inFront(dock));
        first->trigger();
        QVERIFY(first->isChecked());
        QTRY_VERIFY(inFront(dock));
        // In front, the same entry closes it, and opens it again.
        first->trigger();
        QVERIFY(!first->isChecked());
        QVERIFY(dock->isHidden());
        first->trigger();
        QTRY_VERIFY(inFront(dock));
    }

    // The bundled campaign has a battle of each scenario: a double-click on
    // the other battle puts it on the table, and so does Enter.
    void battleOpensOnDoubleClickOrEnter()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.start(QString());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        vedette::Campaign *campaign = window.document()->campaign();
        QVERIFY(campaign->isOpen());
        auto *tree = window.findChild<QTreeWidget *>(u"campaignTree"_s);
        QVERIFY(tree);
        auto otherBattle = [&]() -> QTreeWidgetItem * {
            for (int s = 0; s < tree->topLevelItemCount(); ++s) {
                for (int b = 0; b < tree->topLevelItem(s)->childCount(); ++b) {
                    QTreeWidgetItem *item = tree->topLevelItem(s)->child(b);
                    if (item->data(0, vedette::CampaignBrowser::IdRole).toLongLong() != campaign->currentBattle())
                        return item;
                }
            }
            return nullptr;
        };

        QTreeWidgetItem *item = otherBattle();
        QVERIFY(item);
        qint64 wanted = item->data(0, vedette::CampaignBrowser::IdRole).toLongLong();
        tree->scrollToItem(item);
        const QPoint at = tree->visualItemRect(item).center();
        // As a real mouse: press and release, then the double-click.
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(campaign->currentBattle() == wanted, false); // a single click only selects
        QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, at);
        QTRY_COMPARE(campaign->currentBattle(), wanted);

        item = otherBattle();
        QVERIFY(item);
        wanted = item->data(0, vedette::CampaignBrowser::IdRole).toLongLong();
        tree->setFocus();
        tree->setCurrentItem(item);
        QTest::keyClick(tree, Qt::Key_Return);
        QTRY_COMPARE(campaign->currentBattle(), wanted);
    }

    // Help > User Guide: a page for the table and one per rule system;
    // Help > Keyboard Shortcuts: every shortcut of every menu, read from the
    // actions (so a feature's new shortcut is listed without editing it).
    void helpGuideAndShortcuts()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *guide = window.findChild<QAction *>(u"userGuideAction"_s);
        QAction *shortcuts = window.findChild<QAction *>(u"shortcutsAction"_s);
        QVERIFY(guide && shortcuts);
        QVERIFY(window.menu(MainWindow::Menu::Help)->actions().contains(guide));
        QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));

        guide->trigger();
        auto *help = window.findChild<vedette::HelpWindow *>();
        QVERIFY(help);
        QTRY_VERIFY(help->isVisible());
        QCOMPARE(help->currentPage(), u"table"_s);
        QStringList pages;
        for (int i = 0; i < help->pageList()->count(); ++i)
            pages.append(help->pageList()->item(i)->data(Qt::UserRole + 1).toString());
        QCOMPARE(pages, (QStringList{u"table"_s, u"brown"_s, u"balagan"_s, u"lightbrigade"_s, u"tennyson"_s, u"shortcuts"_s}));
        help->showPage(u"brown"_s);
        QVERIFY(help->browser()->toPlainText().contains(u"Brown's Charge"_s));
        help->showPage(u"balagan"_s);
        QVERIFY(help->browser()->toPlainText().contains(u"Balagan Bound"_s));

        shortcuts->trigger();
        QCOMPARE(help->currentPage(), u"shortcuts"_s);
        const QString list = help->browser()->toPlainText();
        int listed = 0;
        std::function<void(const QMenu *)> visit = [&](const QMenu *menu) {
            for (const QAction *action : menu->actions()) {
                if (action->menu()) {
                    visit(action->menu());
                } else if (!action->shortcut().isEmpty()) {
                    QVERIFY2(list.contains(plain(action->text())), qPrintable(action->text()));
                    QVERIFY2(list.contains(action->shortcut().toString(QKeySequence::NativeText)), qPrintable(action->text()));
                    ++listed;
                }
            }
        };
        for (const QAction *top : window.menuBar()->actions())
            visit(top->menu());
        QVERIFY2(listed >= 10, qPrintable(QString::number(listed)));
        QVERIFY(list.contains(u"Fit Table"_s));
    }

    // Preferences says a new language applies after a restart and offers it.
    void languageSwitchSaysWhenItApplies()
    {
        vedette::Languages::setInEffect(QString());
        vedette::PreferencesDialog dialog(nullptr);
        auto *note = dialog.findChild<QLabel *>(u"languageNote"_s);
        auto *restart = dialog.findChild<QCheckBox *>(u"restartCheck"_s);
        QVERIFY(note && restart);
        QVERIFY(restart->isHidden());
        QVERIFY(note->text().contains(u"restart"_s));

        QComboBox *box = dialog.languageBox();
        // The entry of the language the system speaks changes nothing, so
        // no restart is offered ("Deutsch" where LANG is German).
        const QString systemLanguage = vedette::Languages::spokenFor(QString());
        QVERIFY(box->findData(systemLanguage) >= 0);
        box->setCurrentIndex(box->findData(systemLanguage));
        QVERIFY(restart->isHidden());
        QVERIFY(note->text().contains(u"restart"_s));

        const QString other = systemLanguage == u"de"_s ? u"fr"_s : u"de"_s;
        const QString otherName = vedette::Languages::nativeName(other);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        box->setCurrentIndex(box->findData(other));
        QVERIFY(note->text().contains(otherName));
        QVERIFY(note->text().contains(u"next start"_s));
        QVERIFY(note->text().contains(u"loses nothing"_s));
        QVERIFY(!restart->isHidden());
        // The dialog grew to show the check box and the note whole.
        QTRY_VERIFY(restart->isVisible());
        QVERIFY2(restart->width() >= restart->sizeHint().width(),
                 qPrintable(u"%1 px for %2 px"_s.arg(restart->width()).arg(restart->sizeHint().width())));
        QVERIFY(note->height() >= note->heightForWidth(note->width()));
        restart->setChecked(false);
        dialog.accept();
        QCOMPARE(vedette::Languages::chosen(), other);
        QVERIFY(!vedette::Application::restartRequested());

        vedette::PreferencesDialog again(nullptr);
        again.languageBox()->setCurrentIndex(again.languageBox()->findData(systemLanguage));
        QVERIFY(!again.restartChosen());
        again.languageBox()->setCurrentIndex(again.languageBox()->findData(other));
        QVERIFY(again.restartChosen());
        again.accept();
        QVERIFY(vedette::Application::restartRequested());
        vedette::Languages::choose(QString());
    }
};

QTEST_MAIN(TestWindowPanels)
#include "test_windowpanels.moc"
