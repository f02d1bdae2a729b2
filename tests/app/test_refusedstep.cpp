// Issue 39: a step that is refused, taken back or overtaken by another
// table's never leaves a tool holding an item the scene has rebuilt. Each
// refusal path is driven with the mouse on the real window: a read-only
// window's drag, a follower's drag, the server stopped in the middle of a
// drag, the lease lost in the middle of one, the table changed under the
// hand, a move refused by the rules. Before the fix the first four died in
// SelectTool::finishMove (a UnitItem deleted by the table put back, then
// synced): a heap-use-after-free under the ASan build.
#include "test_campaignfixture.h"

#include "pgtestserver.h"

#include "controllers/balagancontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/inspectorpanel.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "table/scenariojson.h"
#include "tools/selecttool.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

table::Unit unitAt(const QString &id, const QString &side, table::Arm arm, QPointF at, double facing = 0.0)
{
    table::Unit unit(id, side, id, arm);
    unit.setFormation(table::Formation::SingleLine);
    unit.setPosition(at);
    unit.setFacing(facing);
    // Orders bind (M-32): under Advance a move towards the enemy is allowed.
    unit.setOrder(table::Order::Advance);
    return unit;
}

// A Balagan table: red foot and horse face blue foot, far apart.
table::Scenario battleTable()
{
    using namespace table;
    Scenario s;
    s.setTitle(u"Refusals"_s);
    s.setRuleSystem(RuleSystem::Balagan);
    s.setTableSize(Length::fromMm(2000), Length::fromMm(1600));
    s.addSide({u"red"_s, u"Red"_s, Qt::red});
    s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    s.addUnit(unitAt(u"rf"_s, u"red"_s, Arm::Foot, {1400, 1200}));
    s.addUnit(unitAt(u"rh"_s, u"red"_s, Arm::Horse, {600, 1200}));
    s.addUnit(unitAt(u"bf"_s, u"blue"_s, Arm::Foot, {1000, 300}, 180.0));
    return s;
}

} // namespace

class TestRefusedStep : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    store::test::PgTestServer mPg;
    bool mServer = false;
    int mCampaigns = 0;
    QString mDatabase; // the last campaign's on the server

    static void show(MainWindow &window)
    {
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.tableView()->fitTable();
    }

    // A new campaign of battleTable() (a file, or on the test's server),
    // its battle begun (the set-up over: a move is a step of the bound).
    QString makeCampaign(bool onServer)
    {
        const QString name = u"refused%1"_s.arg(++mCampaigns);
        const QString json = mDir.filePath(name + u".json"_s);
        QString error;
        if (!table::ScenarioJson::writeFile(battleTable(), json, &error))
            return {};
        const QString file = mDir.filePath(name + u".vedette"_s);
        {
            Document maker;
            if (!maker.campaign()->create(file, name, json))
                return {};
            maker.dice()->setSeed(7);
            if (!maker.balagan()->testAll())
                return {};
        }
        if (!onServer)
            return file;
        if (!mPg.createDatabase(name))
            return {};
        mDatabase = name;
        const QString address = mPg.uri(name);
        store::CampaignStore::Error code = store::CampaignStore::Error::None;
        if (!store::CampaignStore::copy(file, address, &code, &error))
            return {};
        return address;
    }

    // Presses on the unit and drags it by `delta` (mm); the release is the caller's.
    static QPoint pressAndDrag(MainWindow &window, const QString &unitId, QPointF delta)
    {
        TableView *view = window.tableView();
        const table::Scenario &s = window.document()->scenario();
        const QPointF grip = s.footprint(*s.unit(unitId)).bases().constFirst().rect.centre();
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(grip));
        QTest::mouseMove(view->viewport(), view->mapFromScene(grip + delta / 2));
        QTest::mouseMove(view->viewport(), view->mapFromScene(grip + delta));
        return view->mapFromScene(grip + delta);
    }

    static void release(MainWindow &window, QPoint at)
    {
        QTest::mouseRelease(window.tableView()->viewport(), Qt::LeftButton, {}, at);
    }

    static QPointF storedPosition(Document *document, const QString &unitId)
    {
        const auto table = document->campaign()->store()->loadBattle(document->campaign()->currentBattle());
        return table ? table->unit(unitId)->position() : QPointF(-1, -1);
    }

    static bool toolEnabled(MainWindow &window, const QString &toolId)
    {
        auto *tools = window.findChild<ToolManager *>(u"toolManager"_s);
        return tools && tools->action(tools->tool(toolId))->isEnabled();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        QCoreApplication::setApplicationName(u"test_refusedstep"_s);
        QSettings().clear();
        QVERIFY(mDir.isValid());
        mServer = mPg.start({u"fsync=off"_s});
        if (!mServer)
            qWarning("no PostgreSQL server (%s): the server's cases are skipped", qPrintable(mPg.errorString()));
    }

    // A second window on a campaign open in the first gets it read-only: it
    // offers no drag (the tools that change the table are off, the
    // inspector's fields too), and a drag tried anyway changes nothing.
    void readOnlyWindowDragsNothing()
    {
        const QString file = makeCampaign(false);
        QVERIFY(!file.isEmpty());
        MainWindow playing;
        QVERIFY(playing.document()->campaign()->open(file));
        MainWindow reading;
        QVERIFY(reading.document()->campaign()->open(file, Campaign::Mode::ReadOnly));
        show(reading);
        QVERIFY(!reading.document()->isEditable());
        QVERIFY(!toolEnabled(reading, u"placeUnitTool"_s));
        QVERIFY(toolEnabled(reading, u"selectTool"_s));
        const QPointF before = reading.document()->scenario().unit(u"rf"_s)->position();
        release(reading, pressAndDrag(reading, u"rf"_s, {0, -40}));
        QCOMPARE(reading.document()->scenario().unit(u"rf"_s)->position(), before);
        QCOMPARE(qobject_cast<TableScene *>(reading.tableView()->scene())->selectedUnitId(), u"rf"_s); // picked, not moved
        auto *inspector = reading.findChild<InspectorPanel *>();
        QVERIFY(inspector);
        QVERIFY(!inspector->findChild<QLineEdit *>(u"nameEdit"_s)->isEnabled());
        // Still drawn and alive: another drag and a key are harmless too.
        release(reading, pressAndDrag(reading, u"rh"_s, {30, 0}));
        QTest::keyClick(reading.tableView()->viewport(), Qt::Key_R);
        QCOMPARE(reading.document()->scenario().unit(u"rh"_s)->facing(), 0.0);
    }

    // The table put back under the hand (what a reload or another table's
    // step does) lets the drag go: nothing is written, nothing dangles.
    void tableReplacedMidDragLetsTheDragGo()
    {
        const QString file = makeCampaign(false);
        QVERIFY(!file.isEmpty());
        MainWindow window;
        QVERIFY(window.document()->campaign()->open(file));
        show(window);
        Document *document = window.document();
        const QPointF before = document->scenario().unit(u"rf"_s)->position();
        const QPoint at = pressAndDrag(window, u"rf"_s, {0, -40});
        const table::Scenario copy = document->scenario();
        document->scenario() = copy; // every item rebuilt
        release(window, at);
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), before);
        QCOMPARE(storedPosition(document, u"rf"_s), before);
        QVERIFY(window.findChild<SelectTool *>()->trailText().isEmpty());
        // The next drag works as ever.
        release(window, pressAndDrag(window, u"rf"_s, {0, -30}));
        QVERIFY(document->scenario().unit(u"rf"_s)->position() != before);
        QCOMPARE(storedPosition(document, u"rf"_s), document->scenario().unit(u"rf"_s)->position());
    }

    // A move beyond the allowance is refused by the rules on release: the
    // unit goes back, nothing is written.
    void ruleRefusalGoesBack()
    {
        const QString file = makeCampaign(false);
        QVERIFY(!file.isEmpty());
        MainWindow window;
        QVERIFY(window.document()->campaign()->open(file));
        show(window);
        Document *document = window.document();
        const QPointF before = document->scenario().unit(u"rf"_s)->position();
        release(window, pressAndDrag(window, u"rf"_s, {0, -900}));
        QVERIFY(window.findChild<SelectTool *>()->trailWarning());
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), before);
        QCOMPARE(storedPosition(document, u"rf"_s), before);
    }

    // Window A plays, window B follows: B offers no drag, and one tried
    // anyway changes nothing (it died on release before).
    void followerDragsNothing()
    {
        if (!mServer)
            QSKIP("no PostgreSQL server");
        const QString address = makeCampaign(true);
        QVERIFY(!address.isEmpty());
        MainWindow anna;
        QVERIFY2(anna.document()->campaign()->open(address), qPrintable(anna.document()->campaign()->errorString()));
        MainWindow ben;
        QVERIFY2(ben.document()->campaign()->open(address), qPrintable(ben.document()->campaign()->errorString()));
        QVERIFY(ben.document()->campaign()->isBattleReadOnly());
        QVERIFY(!ben.document()->isEditable());
        show(ben);
        QVERIFY(!toolEnabled(ben, u"terrainTool"_s));
        const QPointF before = ben.document()->scenario().unit(u"rh"_s)->position();
        release(ben, pressAndDrag(ben, u"rh"_s, {20, -30}));
        QCOMPARE(ben.document()->scenario().unit(u"rh"_s)->position(), before);
        QCOMPARE(storedPosition(anna.document(), u"rh"_s), before);

        // Anna moves on; Ben's table follows, mid-drag too: the drag is let go.
        const QPoint at = pressAndDrag(ben, u"rf"_s, {0, -30});
        show(anna);
        release(anna, pressAndDrag(anna, u"rf"_s, {0, -25}));
        const QPointF moved = anna.document()->scenario().unit(u"rf"_s)->position();
        QVERIFY(moved != before);
        QTRY_COMPARE_WITH_TIMEOUT(ben.document()->scenario().unit(u"rf"_s)->position(), moved, 3000);
        release(ben, at);
        QCOMPARE(ben.document()->scenario().unit(u"rf"_s)->position(), moved);
    }

    // The server stops while A drags: the release is refused and taken back
    // (one box, opened without a loop of its own), the server comes back and
    // OK is clicked: A lives, and its table is what the server holds.
    void serverStoppedMidDrag()
    {
        if (!mServer)
            QSKIP("no PostgreSQL server");
        const QString address = makeCampaign(true);
        QVERIFY(!address.isEmpty());
        MainWindow anna;
        QVERIFY2(anna.document()->campaign()->open(address), qPrintable(anna.document()->campaign()->errorString()));
        MainWindow ben;
        QVERIFY(ben.document()->campaign()->open(address));
        show(anna);
        Document *document = anna.document();
        const QPointF before = document->scenario().unit(u"rf"_s)->position();
        const QPoint at = pressAndDrag(anna, u"rf"_s, {0, -30});
        QVERIFY(mPg.stop());
        release(anna, at);
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), before);
        QTRY_VERIFY_WITH_TIMEOUT(anna.findChild<QMessageBox *>(u"writeFailure"_s), 2000);
        QCOMPARE(anna.findChildren<QMessageBox *>(u"writeFailure"_s).size(), 1);
        // Another drag while the box is up: still one box.
        release(anna, pressAndDrag(anna, u"rh"_s, {0, -30}));
        QTest::qWait(100);
        QCOMPARE(anna.findChildren<QMessageBox *>(u"writeFailure"_s).size(), 1);
        QVERIFY(mPg.startAgain());
        QTest::qWait(300);
        anna.findChild<QMessageBox *>(u"writeFailure"_s)->button(QMessageBox::Ok)->click();
        QTest::qWait(300);
        // Alive, and playing on: the next drag is written.
        release(anna, pressAndDrag(anna, u"rf"_s, {0, -30}));
        const QPointF now = document->scenario().unit(u"rf"_s)->position();
        QVERIFY(now != before);
        QCOMPARE(storedPosition(document, u"rf"_s), now);
    }

    // A's lease is taken while A drags (it ran out and another referee took
    // the battle): the release is refused, A follows from then on.
    void leaseLostMidDrag()
    {
        if (!mServer)
            QSKIP("no PostgreSQL server");
        const QString address = makeCampaign(true);
        QVERIFY(!address.isEmpty());
        const QString database = mDatabase;
        MainWindow anna;
        QVERIFY2(anna.document()->campaign()->open(address), qPrintable(anna.document()->campaign()->errorString()));
        show(anna);
        Document *document = anna.document();
        QVERIFY(document->isEditable());
        const QPointF before = document->scenario().unit(u"rf"_s)->position();
        const QPoint at = pressAndDrag(anna, u"rf"_s, {0, -30});
        mPg.query(database, u"UPDATE lease SET holder = 'zoe-1', label = 'zoe@elsewhere', "
                            "expires = '2099-01-01T00:00:00.000Z'"_s);
        release(anna, at);
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), before);
        QCOMPARE(storedPosition(document, u"rf"_s), before);
        QTRY_VERIFY_WITH_TIMEOUT(!document->isEditable(), 2000);
        QVERIFY(!toolEnabled(anna, u"placeUnitTool"_s));
        release(anna, pressAndDrag(anna, u"rf"_s, {0, -30}));
        QCOMPARE(document->scenario().unit(u"rf"_s)->position(), before);
    }
};

QTEST_MAIN(TestRefusedStep)
#include "test_refusedstep.moc"
