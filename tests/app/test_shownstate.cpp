// State the window shows is the state of the table (issue 30, "State that
// flickers or hides"):
// - a unit's state markers stay with its name on the table at every zoom
//   (the 17th Lancers' "Blown" vanished at the whole-table zoom while the
//   tooltip still said "States: Blown": the label's short forms dropped it);
// (a drop from the order of battle that the table refuses:
// test_orderofbattledrag, which needs a real window system);
// - the Light Brigade window shows the state a question is about (Ride to
//   the End asked six rallies while the cards, track and narrative still
//   showed turn 2).

#include "test_bundledscenario.h"

#include "document/diceservice.h"
#include "document/document.h"
#include "modes/lightbrigadedecider.h"
#include "modes/lightbrigadewindow.h"
#include "panels/inspectorpanel.h"
#include "panels/orderofbattlepanel.h"
#include "panels/orderofbattletree.h"
#include "render/tablelabels.h"
#include "rules/lightbrigade/game.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/unititem.h"
#include "table/scenario.h"

#include <QApplication>
#include <QDrag>
#include <QDropEvent>
#include <QLabel>
#include <QMimeData>
#include <QStandardPaths>
#include <QTest>
#include <QTextEdit>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;
using Placed = render::TableLabels::Placed;
namespace lb = vedette::rules::lightbrigade;

namespace {

// A window-sized view of the whole table, painted once.
struct WholeTable
{
    Document document;
    TableScene *scene = nullptr;
    TableView view;

    explicit WholeTable(const table::Scenario &scenario)
    {
        document.scenario() = scenario;
        scene = new TableScene(&document, &view);
        view.setScene(scene);
        view.resize(1300, 900);
        view.show();
        view.fitTable();
    }
    // A frame once its labels are laid out for the table as it is (on a
    // crowded table, or a slow build, they come a moment after a step).
    QList<Placed> paint()
    {
        if (!QTest::qWaitFor([this] { return !view.viewport()->grab().isNull() && view.labelsFitView(); }, 5000))
            qWarning("the labels were not laid out for the table");
        return scene->placedLabels();
    }
};

} // namespace

class TestShownState : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every unit of Balaclava Blown, the whole table in view: each name on
    // the table says so, the long name, the short one or the id alike.
    void statesStayWithTheName()
    {
        table::Scenario s = test::bundledScenario(u"balaclava-1854.json"_s);
        for (table::Unit unit : s.units()) {
            unit.setMarker(table::StateMarker::Blown);
            QVERIFY(s.updateUnit(unit));
        }
        WholeTable table(s);
        QVERIFY(QTest::qWaitForWindowExposed(&table.view));
        int named = 0;
        for (const Placed &p : table.paint()) {
            if (p.kind != Placed::UnitName)
                continue;
            ++named;
            const table::Unit *unit = table.document.scenario().unit(p.owner);
            QVERIFY(unit);
            QVERIFY2(p.detail.contains(table::stateMarkerName(table::StateMarker::Blown)),
                     qPrintable(p.owner + u": \""_s + p.text + u"\" shown without its state"_s));
            // The tooltip says the same.
            QVERIFY(table.scene->unitItem(p.owner)->toolTip().contains(table::stateMarkerName(table::StateMarker::Blown)));
        }
        QVERIFY2(named * 2 >= int(s.units().size()), qPrintable(u"%1 named"_s.arg(named)));

        // The marker taken off: the name stands alone again.
        table::Unit lancers = *table.document.scenario().unit(u"17l"_s);
        lancers.setMarker(table::StateMarker::Blown, false);
        QVERIFY(table.document.scenario().updateUnit(lancers));
        for (const Placed &p : table.paint())
            if (p.kind == Placed::UnitName && p.owner == u"17l"_s)
                QVERIFY2(!p.detail.contains(table::stateMarkerName(table::StateMarker::Blown)), qPrintable(p.detail));
    }

    // Light Brigade, decisions asked: when a rally is asked, the status line
    // and the narrative show the turn the question is about.
    void lightBrigadeShowsTheTurnItAsksAbout()
    {
        Document document;
        document.dice()->setSeed(11);
        LightBrigadeWindow window(&document);
        window.decider()->setMode(LightBrigadeDecider::Mode::Ask);
        auto *status = window.findChild<QLabel *>(u"lightBrigadeStatus"_s);
        QVERIFY(status);
        int asked = 0;
        QStringList wrong;
        window.decider()->setRallyAsker([&](const lb::Game &game) {
            ++asked;
            const QString turn = u"Turn %1"_s.arg(game.turn());
            if (!status->text().contains(turn + u" "_s))
                wrong.append(u"status \"%1\" during a rally of turn %2"_s.arg(status->text()).arg(game.turn()));
            if (!window.logText().contains(turn + u"\n"_s))
                wrong.append(u"the narrative has no %1 yet"_s.arg(turn));
            return lb::BreakStatus::Retreating;
        });
        window.decider()->setSwitchAsker([](const lb::Game &, qsizetype) { return true; });
        QVERIFY(window.newGame(lb::Settings{}, {}));
        window.rideToEnd();
        QVERIFY(window.game().isOver());
        QVERIFY(asked > 1);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        // The campaign still keeps where the charge stands on its last event.
        QCOMPARE(LightBrigadeWindow::lastSavedState(&document), window.saveState());
    }
};

QTEST_MAIN(TestShownState)
#include "test_shownstate.moc"
