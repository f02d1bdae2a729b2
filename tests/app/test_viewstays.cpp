// The view is the referee's (issue 30): zoom and centre change only when the
// referee zooms, pans, fits or opens another battle, never after a step of
// play. A bound's move and a Brown charge's Apply replace the whole table
// (the step's command sets the table after it), and that once fitted the
// whole table back into the view.
#include "test_campaignfixture.h"

#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "scene/tableview.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "window/mainwindow.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

qint64 battleOf(const Campaign *campaign, const QString &ruleSystem)
{
    for (const store::BattleInfo &battle : campaign->store()->battles()) {
        const auto scenario = campaign->store()->scenarioInfo(battle.scenarioId);
        if (scenario && scenario->ruleSystem == ruleSystem)
            return battle.id;
    }
    return 0;
}

// What the referee sees: the zoom and the table point in the view's middle.
struct ViewPlace
{
    double zoom;
    QPointF centre;
};

ViewPlace placeOf(TableView *view)
{
    return {view->zoom(), view->mapToScene(view->viewport()->rect().center())};
}

// Zoomed in on `at`, as the referee zooms with the wheel and pans.
ViewPlace zoomInOn(TableView *view, QPointF at)
{
    QTest::qWait(50); // what the steps before left queued
    view->fitTable();
    const double whole = view->zoom();
    view->setZoom(whole * 4, view->viewport()->rect().center());
    view->centerOn(at);
    const ViewPlace place = placeOf(view);
    if (!qFuzzyCompare(place.zoom, whole * 4))
        qFatal("the view did not zoom in");
    return place;
}

void compareViews(const ViewPlace &before, const ViewPlace &after)
{
    QVERIFY2(qFuzzyCompare(before.zoom, after.zoom),
             qPrintable(u"zoom %1 px/mm became %2"_s.arg(before.zoom).arg(after.zoom)));
    QVERIFY2(QLineF(before.centre, after.centre).length() < 2.0,
             qPrintable(u"the view's centre moved from (%1, %2) to (%3, %4) mm"_s.arg(before.centre.x())
                            .arg(before.centre.y()).arg(after.centre.x()).arg(after.centre.y())));
}

table::Scenario chargeTable()
{
    using namespace table;
    Scenario s = fixture::brownTable(u"Charge"_s);
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({900, 500});
    s.addUnit(foot);
    Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
    horse.setHorseWeight(HorseWeight::Heavy);
    horse.setFacing(180);
    horse.setPosition({900, 300});
    s.addUnit(horse);
    return s;
}

} // namespace

class TestViewStays : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void brownApplyKeepsTheView()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document *document = window.document();
        const QString json = mDir.filePath(u"charge.json"_s);
        QString error;
        QVERIFY2(table::ScenarioJson::writeFile(chargeTable(), json, &error), qPrintable(error));
        QVERIFY(document->campaign()->create(mDir.filePath(u"charge.vedette"_s), u"Charge"_s, json));
        QTest::qWait(50);
        TableView *view = window.tableView();
        const ViewPlace before = zoomInOn(view, {900, 400});

        BrownController *brown = document->brown();
        QVERIFY(brown->nextTurn());
        document->dice()->setSeed(7);
        QVERIFY2(brown->declare(u"horse"_s, u"foot"_s), qPrintable(brown->lastError()));
        for (int i = 0; i < 20 && brown->procedure()->step() != rules::brown::ChargeProcedure::Step::Done; ++i) {
            const bool closing = brown->procedure()->step() == rules::brown::ChargeProcedure::Step::ClosingCasualties;
            QVERIFY2(closing ? brown->advance(10) : brown->advance(), qPrintable(brown->lastError()));
        }
        QCOMPARE(brown->procedure()->step(), rules::brown::ChargeProcedure::Step::Done);
        QVERIFY2(brown->apply(true), qPrintable(brown->lastError()));
        QTest::qWait(100);
        compareViews(before, placeOf(view));
    }

    void balaganMoveKeepsTheView()
    {
        QString error;
        const QString path = store::DefaultCampaign::create(mDir.filePath(u"bundled"_s), &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document *document = window.document();
        QVERIFY(document->campaign()->open(path));
        const qint64 blenheim = battleOf(document->campaign(), u"balagan"_s);
        QVERIFY(document->campaign()->setCurrentBattle(blenheim));
        QTest::qWait(50);
        BalaganController *balagan = document->balagan();
        document->dice()->setSeed(1704);
        QVERIFY(balagan->testAll()); // the first bound begins
        QVERIFY(!balagan->inSetUp());

        // A unit of the side to move steps forward 5 mm (50 p).
        const QString side = balagan->state().sideToMove();
        const table::Unit *mover = nullptr;
        for (const table::Unit &unit : document->scenario().units()) {
            if (unit.sideId() == side && unit.isOnTable())
                mover = &unit;
        }
        QVERIFY(mover);
        const QString id = mover->id();
        const QPointF from = mover->position();
        TableView *view = window.tableView();
        const ViewPlace before = zoomInOn(view, from);
        const QPointF to = from + QPointF(std::sin(mover->facing() * M_PI / 180) * 5, -std::cos(mover->facing() * M_PI / 180) * 5);
        QVERIFY2(balagan->moveUnit(id, to), qPrintable(balagan->lastError()));
        QVERIFY(document->scenario().unit(id)->position() != from);
        QTest::qWait(100);
        compareViews(before, placeOf(view));
    }

    // Opening another battle shows it whole.
    void anotherBattleIsShownWhole()
    {
        QString error;
        const QString path = store::DefaultCampaign::create(mDir.filePath(u"whole"_s), &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document *document = window.document();
        QVERIFY(document->campaign()->open(path));
        QVERIFY(document->campaign()->setCurrentBattle(battleOf(document->campaign(), u"balagan"_s)));
        QTest::qWait(50);
        TableView *view = window.tableView();
        zoomInOn(view, {100, 100});
        QVERIFY(document->campaign()->setCurrentBattle(battleOf(document->campaign(), u"brown"_s)));
        QTest::qWait(100);
        const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect();
        const QSizeF table(document->scenario().tableWidth().mm(), document->scenario().tableHeight().mm());
        QVERIFY2(shown.contains(QRectF(QPointF(0, 0), table)),
                 qPrintable(u"%1x%2 mm shown of a %3x%4 mm table"_s.arg(shown.width()).arg(shown.height())
                                .arg(table.width()).arg(table.height())));
    }
};

QTEST_MAIN(TestViewStays)
#include "test_viewstays.moc"
