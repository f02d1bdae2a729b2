#include "test_campaignfixture.h"

#include "document/campaign.h"
#include "document/document.h"
#include "panels/campaignactions.h"
#include "panels/campaignbrowser.h"
#include "panels/logpanel.h"
#include "panels/logpanelmodel.h"
#include "store/defaultcampaign.h"
#include "window/mainwindow.h"
#include "window/recentfiles.h"

#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using vedette::Campaign;
using vedette::CampaignActions;
using vedette::MainWindow;

class TestCampaignWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    static CampaignActions *actionsOf(const MainWindow &window)
    {
        return window.findChild<CampaignActions *>(u"campaignActions"_s);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_campaignwindow"_s);
        QSettings().clear();
        QDir(CampaignActions::dataDirectory()).removeRecursively();
    }

    void cleanupTestCase()
    {
        QSettings().clear();
        QDir(CampaignActions::dataDirectory()).removeRecursively();
    }

    void fileMenuHasCampaignCommands()
    {
        MainWindow window;
        QStringList names;
        for (QAction *action : window.menu(MainWindow::Menu::File)->actions()) {
            if (action->menu())
                names.append(action->menu()->objectName());
            else if (!action->isSeparator())
                names.append(action->objectName().isEmpty() ? action->text() : action->objectName());
        }
        // The campaign commands open the menu; other features add theirs
        // (e.g. Export Table) before Quit, which stays last.
        QCOMPARE(names.mid(0, 8), (QStringList{u"newCampaignAction"_s, u"openCampaignAction"_s, u"openClubCampaignAction"_s,
                                               u"recentMenu"_s, u"saveCopyAction"_s, u"importScenarioAction"_s,
                                               u"exportScenarioAction"_s, u"exportLogAction"_s}));
        QCOMPARE(names.constLast(), u"&Quit"_s);
        QCOMPARE(actionsOf(window)->action(u"openCampaignAction"_s)->shortcut(), QKeySequence(QKeySequence::Open));
        QVERIFY(window.findChild<QDockWidget *>(u"campaignDock"_s));
        QVERIFY(window.findChild<QDockWidget *>(u"logDock"_s));
        // Nothing open yet: commands that need a campaign are off.
        QVERIFY(!actionsOf(window)->action(u"exportLogAction"_s)->isEnabled());
    }

    void firstStartOpensCopyOfBundledCampaign()
    {
        // The first start needs the bundled scenarios: a build without them fails here.
        QVERIFY2(!vedette::store::DefaultCampaign::bundledScenarios().isEmpty(), "no bundled scenarios in this build");
        QString path;
        {
            MainWindow window;
            window.start(QString());
            Campaign *campaign = window.document()->campaign();
            QVERIFY2(campaign->isOpen(), qPrintable(campaign->errorString()));
            path = campaign->filePath();
            QCOMPARE(QFileInfo(path).absolutePath(), QFileInfo(CampaignActions::dataDirectory()).absoluteFilePath());
            QVERIFY(campaign->currentBattle() != 0);
            // The title says which campaign and which battle.
            QVERIFY(window.windowTitle().contains(campaign->name()));
            QVERIFY(window.windowTitle().contains(campaign->currentBattleName()));
            QVERIFY(!window.windowTitle().contains(u"read-only"_s));
            QCOMPARE(window.recentFiles()->files().value(0), QFileInfo(path).absoluteFilePath());
            auto *tree = window.findChild<QTreeWidget *>(u"campaignTree"_s);
            QCOMPARE(tree->topLevelItemCount(), vedette::store::DefaultCampaign::bundledScenarios().size());
            QVERIFY(actionsOf(window)->action(u"exportLogAction"_s)->isEnabled());
            // Play a little: a note goes into the file at once.
            QVERIFY(actionsOf(window)->logPanel()->addNote(u"First start note"_s));
        }
        // The next start reopens the same campaign, where it was left.
        MainWindow window;
        window.start(QString());
        Campaign *campaign = window.document()->campaign();
        QCOMPARE(campaign->filePath(), path);
        const vedette::LogPanelModel *model = actionsOf(window)->logPanel()->model();
        // The log is read off the window's thread: its page comes a moment later.
        QTRY_VERIFY(!model->isReading());
        QCOMPARE(model->index(model->rowCount() - 1, vedette::LogPanelModel::ResultColumn).data().toString(),
                 u"First start note"_s);
    }

    void damagedFileGetsMessageAndStaysUntouched()
    {
        const QString bad = mDir.filePath(u"damaged.vedette"_s);
        QByteArray content = QByteArray("SQLite format 3\0", 16) + QByteArray("garbage").repeated(500);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();

        MainWindow window;
        fixture::ModalAnswerer answer([](QWidget *modal) { fixture::ModalAnswerer::clickButton(modal, QMessageBox::Ok); });
        QVERIFY(!actionsOf(window)->openFile(bad));
        QVERIFY(answer.seen());
        QVERIFY2(answer.text().contains(u"damaged.vedette"_s), qPrintable(answer.text()));
        QVERIFY(answer.text().contains(u"not changed"_s));
        QCOMPARE(fixture::fileBytes(bad), content);
        QCOMPARE(QDir(mDir.path()).entryList({u"damaged.vedette*"_s}, QDir::Files | QDir::Hidden),
                 QStringList{u"damaged.vedette"_s});
        QVERIFY(!window.document()->campaign()->isOpen());
        QVERIFY(!window.recentFiles()->files().contains(QFileInfo(bad).absoluteFilePath()));
    }

    // A real campaign whose pages were overwritten: the message says so in
    // plain words, once, not in SQLite's ("database disk image is malformed
    // Unable to fetch row"), and no -wal or -shm is left beside the file.
    void damagedCampaignIsRefusedInPlainWords()
    {
        const QString path = mDir.filePath(u"overwritten.vedette"_s);
        {
            vedette::Document holder;
            QVERIFY(holder.campaign()->create(path, u"Overwritten"_s, fixture::writeScenarioJson(mDir.path())));
        }
        QByteArray bytes = fixture::fileBytes(path);
        QVERIFY(bytes.size() > 8192);
        for (qsizetype i = 4096; i < bytes.size(); ++i)
            bytes[i] = char((i * 131) % 251);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        MainWindow window;
        fixture::ModalAnswerer answer([](QWidget *modal) { fixture::ModalAnswerer::clickButton(modal, QMessageBox::Ok); });
        QVERIFY(!actionsOf(window)->openFile(path));
        QVERIFY(answer.seen());
        const QString text = answer.text();
        QVERIFY2(text.contains(u"overwritten.vedette is damaged"_s), qPrintable(text));
        for (const QString &raw : {u"malformed"_s, u"Unable to"_s, u"disk image"_s, u"not a database"_s})
            QVERIFY2(!text.contains(raw), qPrintable(text));
        QCOMPARE(text.count(u"not been changed"_s) + text.count(u"not changed"_s), 1);
        QCOMPARE(fixture::fileBytes(path), bytes);
        QCOMPARE(QDir(mDir.path()).entryList({u"overwritten.vedette*"_s}, QDir::Files | QDir::Hidden),
                 QStringList{u"overwritten.vedette"_s});
        QVERIFY(!window.document()->campaign()->isOpen());
    }

    void lockedFileIsOfferedReadOnly()
    {
        vedette::Document holder;
        const QString path = mDir.filePath(u"shared.vedette"_s);
        QVERIFY(holder.campaign()->create(path, u"Shared"_s, fixture::writeScenarioJson(mDir.path())));

        MainWindow window;
        // Declining opens nothing.
        {
            fixture::ModalAnswerer decline([](QWidget *modal) { fixture::ModalAnswerer::clickButton(modal, QMessageBox::Cancel); });
            QVERIFY(!actionsOf(window)->openFile(path));
            QVERIFY(decline.seen());
            QVERIFY(decline.text().contains(u"another Vedette"_s));
            QVERIFY(decline.unexpected().isEmpty());
        }
        QVERIFY(!window.document()->campaign()->isOpen());

        fixture::ModalAnswerer accept([](QWidget *modal) { fixture::ModalAnswerer::clickButton(modal, QMessageBox::Open); });
        QVERIFY(actionsOf(window)->openFile(path));
        QVERIFY(accept.seen());
        QVERIFY(window.document()->campaign()->isReadOnly());
        QVERIFY2(window.windowTitle().contains(u"read-only"_s), qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().contains(u"Shared"_s));
        QVERIFY(!actionsOf(window)->action(u"importScenarioAction"_s)->isEnabled());
        QVERIFY(actionsOf(window)->action(u"exportLogAction"_s)->isEnabled());
        QVERIFY(!window.findChild<QPushButton *>(u"addNoteButton"_s)->isEnabled());
    }

    void browserSwitchesBattles()
    {
        vedette::Document holder;
        const QString path = mDir.filePath(u"browse.vedette"_s);
        QVERIFY(holder.campaign()->create(path, u"Browse"_s, fixture::writeScenarioJson(mDir.path())));
        vedette::store::NewBattle options;
        options.scenarioId = holder.campaign()->store()->scenarios().constFirst().id;
        options.name = u"Rematch"_s;
        const qint64 rematch = holder.campaign()->startBattle(options).value_or(0);
        QVERIFY(rematch != 0);
        const qint64 first = holder.campaign()->store()->battles().constFirst().id;
        QVERIFY(holder.campaign()->setCurrentBattle(first));
        holder.campaign()->close();

        MainWindow window;
        QVERIFY(actionsOf(window)->openFile(path));
        auto *tree = window.findChild<QTreeWidget *>(u"campaignTree"_s);
        QCOMPARE(tree->topLevelItemCount(), 1);
        QTreeWidgetItem *scenario = tree->topLevelItem(0);
        QCOMPARE(scenario->childCount(), 2);
        // The battle played last is on the table; double-click the other one.
        const qint64 current = window.document()->campaign()->currentBattle();
        QVERIFY(current == rematch || current == first);
        const qint64 other = current == rematch ? first : rematch;
        QTreeWidgetItem *otherItem = nullptr;
        for (int i = 0; i < scenario->childCount(); ++i) {
            QTreeWidgetItem *item = scenario->child(i);
            if (item->data(0, vedette::CampaignBrowser::IdRole).toLongLong() == other)
                otherItem = item;
            // The battle on the table is shown in bold.
            QCOMPARE(item->font(0).bold(), item->data(0, vedette::CampaignBrowser::IdRole).toLongLong() == current);
        }
        QVERIFY(otherItem);
        const QString otherName = otherItem->text(0);
        emit tree->itemActivated(otherItem, 0);
        QCOMPARE(window.document()->campaign()->currentBattle(), other);
        QVERIFY2(window.windowTitle().contains(otherName), qPrintable(window.windowTitle()));
    }
    void saveCopyAndExportLogThroughMenu_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("marker");
        QTest::newRow("save copy") << u"saveCopyAction"_s << u"copy.vedette"_s << QByteArray("SQLite format 3");
        QTest::newRow("log as pdf") << u"exportLogAction"_s << u"report.pdf"_s << QByteArray("%PDF-");
        QTest::newRow("log as markdown") << u"exportLogAction"_s << u"log.md"_s << QByteArray("Copy me");
    }

    void saveCopyAndExportLogThroughMenu()
    {
        QFETCH(QString, action);
        QFETCH(QString, file);
        QFETCH(QByteArray, marker);
        const QString path = mDir.filePath(u"menu-"_s + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".vedette"_s);
        MainWindow window;
        QVERIFY(window.document()->campaign()->create(path, u"Menu"_s, fixture::writeScenarioJson(mDir.path())));
        QVERIFY(actionsOf(window)->logPanel()->addNote(u"Copy me"_s));

        const QString target = mDir.filePath(file);
        QFile::remove(target);
        fixture::ModalAnswerer answer([target](QWidget *modal) {
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog) {
                qobject_cast<QDialog *>(modal)->reject();
                return;
            }
            // selectFile() leaves the name field alone while it has the focus.
            if (auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s))
                name->setText(target);
            else
                dialog->selectFile(target);
            static_cast<QDialog *>(dialog)->accept(); // public there, protected in QFileDialog
        });
        actionsOf(window)->action(action)->trigger();
        QVERIFY(answer.seen());
        QVERIFY2(answer.unexpected().isEmpty(), qPrintable(answer.unexpected().join(u" | "_s)));
        QVERIFY(fixture::fileBytes(target).contains(marker));
        // Saving a copy leaves the campaign being played where it was.
        QCOMPARE(window.document()->campaign()->filePath(), QFileInfo(path).absoluteFilePath());
        if (action == u"saveCopyAction"_s) {
            window.document()->campaign()->close();
            vedette::Document copy;
            QVERIFY2(copy.campaign()->open(target), qPrintable(copy.campaign()->errorString()));
            QCOMPARE(copy.campaign()->store()->journal().constLast().event.summary, u"Copy me"_s);
        }
    }
};

QTEST_MAIN(TestCampaignWindow)
#include "test_campaignwindow.moc"
