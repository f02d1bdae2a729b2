// The Charge tool on the main window's table, driven with the mouse and the
// keyboard as the referee would: C, click the attacker, click the target,
// Enter; a refused charge shows red with its reason; Esc cancels; the line
// follows the units and the panel's own choice redraws it.
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/chargepanel.h"
#include "scene/chargelineitem.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/scenario.h"
#include "tools/chargetool.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include "rules/brown/chargeprocedure.h"

#include <QAction>
#include <QComboBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;
using Step = rules::brown::ChargeProcedure::Step;

namespace {

constexpr double inch = table::Length::mmPerInch;

// French line infantry facing up the table at (500, 500), front edge y = 490;
// British heavy cavalry facing down, its front edge 6" from the French; a
// French battalion far away, out of the cavalry's 10" reach.
table::Scenario battle()
{
    using namespace table;
    Scenario s;
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromMm(1800), Length::fromMm(1200));
    s.addSide({u"fr"_s, u"French"_s, Qt::blue});
    s.addSide({u"gb"_s, u"British"_s, Qt::red});
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({500, 500});
    s.addUnit(foot);
    Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
    horse.setHorseWeight(HorseWeight::Heavy);
    horse.setFacing(180);
    horse.setPosition({500, 0});
    const double depth = s.footprint(horse).depth().mm();
    horse.setPosition({500, 490 - 6 * inch - depth / 2});
    s.addUnit(horse);
    Unit far(u"far"_s, u"fr"_s, u"4e Léger"_s, Arm::Foot);
    far.setPosition({1500, 1000});
    s.addUnit(far);
    return s;
}

} // namespace

class TestBrownChargeTool : public QObject
{
    Q_OBJECT

    MainWindow *mWindow = nullptr;
    TableView *mView = nullptr;
    ToolManager *mTools = nullptr;
    ChargeTool *mTool = nullptr;
    ChargePanel *mPanel = nullptr;

    QPoint at(QPointF scenePos) const { return mView->mapFromScene(scenePos); }
    QPoint atUnit(const QString &id) const
    {
        return at(mWindow->document()->scenario().unit(id)->position());
    }
    void click(const QString &id) { QTest::mouseClick(mView->viewport(), Qt::LeftButton, {}, atUnit(id)); }
    void key(Qt::Key k) { QTest::keyClick(mView->viewport(), k); }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        mWindow = new MainWindow;
        mWindow->resize(1400, 900);
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow));
        Document *document = mWindow->document();
        document->scenario() = battle();
        document->undoStack()->clear();
        mView = mWindow->tableView();
        // The docks settle first (the Order of Battle dock narrows the
        // view), so the whole table is in the viewport the clicks land in.
        QCoreApplication::processEvents();
        mView->fitTable();
        QVERIFY(mView->viewport()->rect().contains(at(QPointF(1500, 1000))));
        mTools = mWindow->findChild<ToolManager *>(u"toolManager"_s);
        QVERIFY(mTools);
        mTool = qobject_cast<ChargeTool *>(mTools->tool(u"chargeTool"_s));
        QVERIFY(mTool);
        QCOMPARE(mTool->shortcut(), QKeySequence(Qt::Key_C));
        mPanel = mWindow->findChild<ChargePanel *>(u"chargePanel"_s);
        QVERIFY(mPanel);
        mTools->action(mTool)->trigger();
        QCOMPARE(mTools->activeTool(), mTool);
        mView->viewport()->setFocus();
    }

    void cleanup()
    {
        delete mWindow;
        mWindow = nullptr;
    }

    // Hover names the unit a click would pick; two clicks hand the pair to
    // the panel and draw the line with its distance and fire-discipline marks.
    void clickAttackerAndTarget()
    {
        QTest::mouseMove(mView->viewport(), atUnit(u"horse"_s));
        QCOMPARE(mTool->hoveredId(), u"horse"_s);
        click(u"horse"_s);
        QCOMPARE(mTool->attackerId(), u"horse"_s);
        QTest::mouseMove(mView->viewport(), atUnit(u"foot"_s));
        QCOMPARE(mTool->hoveredId(), u"foot"_s);
        QVERIFY(mTool->previewLine());
        QVERIFY(mTool->previewLine()->isVisible());
        click(u"foot"_s);
        QVERIFY(!mTool->previewLine());
        QVERIFY(mTool->attackerId().isEmpty());

        QCOMPARE(mPanel->chosenAttackerId(), u"horse"_s);
        QCOMPARE(mPanel->chosenTargetId(), u"foot"_s);
        QVERIFY(mPanel->isVisible());
        ChargeLineItem *line = mPanel->chargeLine();
        QVERIFY(line);
        QVERIFY(line->isVisible());
        QVERIFY(!line->isRefused());
        QCOMPARE(qRound(line->distanceMm() * 100), qRound(6 * inch * 100));
        TableScene *scene = mView->tableScene();
        QVERIFY(line->labelText().contains(scene->formatDistance(6 * inch)));
        QVERIFY(line->labelText().contains(u"Greys"_s));
        // The line runs from the cavalry's front edge (y 490 - 6") to the French front (y 490).
        QCOMPARE(qRound(line->line().p1().y()), qRound(490 - 6 * inch));
        QCOMPARE(qRound(line->line().p2().y()), 490);
        QCOMPARE(line->tickDistancesMm().size(), 4); // 4", 3", 2", 1"
        QCOMPARE(line->tickDistancesMm().first(), 4 * inch);

        // Enter declares, Enter rolls the activation (a 5 on the d8): all from the table.
        Document *document = mWindow->document();
        document->dice()->setPhysicalDice(true);
        document->dice()->setFaceAsker([](const QList<dice::Die> &, const QString &, const QString &) {
            return std::optional<QList<int>>(QList<int>{5});
        });
        key(Qt::Key_Return);
        QVERIFY(mPanel->procedure());
        QCOMPARE(mPanel->procedure()->step(), Step::Activation);
        QCOMPARE(mPanel->chargeLine(), line);
        key(Qt::Key_Return);
        QVERIFY(mPanel->procedure()->step() != Step::Activation);

        // The line follows the units: the French step back an inch.
        table::Unit foot = *mWindow->document()->scenario().unit(u"foot"_s);
        foot.setPosition(foot.position() + QPointF(0, inch));
        mWindow->document()->scenario().updateUnit(foot);
        QCOMPARE(qRound(mPanel->chargeLine()->distanceMm() * 100), qRound(7 * inch * 100));

        // Esc on the table cancels the charge and takes the line away: the
        // declaration, the roll and the cancellation are steps of the battle
        // (logged, undoable); nothing reached the table.
        key(Qt::Key_Escape);
        QVERIFY(!mPanel->procedure());
        QVERIFY(!mPanel->chargeLine());
        QCOMPARE(mWindow->document()->undoStack()->count(), 3);
        QCOMPARE(mWindow->document()->undoStack()->text(2), u"Cancel Charge"_s);
        document->dice()->setPhysicalDice(false);
    }

    // Out of reach: the line is red, says why, and the declared charge is refused.
    void refusedCharge()
    {
        click(u"horse"_s);
        QTest::mouseMove(mView->viewport(), atUnit(u"far"_s));
        QVERIFY(mTool->previewLine()->isRefused());
        click(u"far"_s);
        ChargeLineItem *line = mPanel->chargeLine();
        QVERIFY(line);
        QVERIFY(line->isRefused());
        QVERIFY(line->refusal().contains(u"out of reach"_s));
        QCOMPARE(line->toolTip(), line->refusal());
        QVERIFY(mWindow->statusBar()->currentMessage().contains(u"out of reach"_s));
        QVERIFY(line->tickDistancesMm().size() == 4);
        key(Qt::Key_Return);
        QVERIFY(mPanel->procedure()->isRefused());
        QVERIFY(mPanel->chargeLine()->isRefused());
        key(Qt::Key_Return); // finished: the line goes
        QVERIFY(!mPanel->procedure());
        QVERIFY(!mPanel->chargeLine());
    }

    // Esc while picking forgets the attacker; the next clicks start afresh.
    void escapeWhilePicking()
    {
        click(u"horse"_s);
        QCOMPARE(mTool->attackerId(), u"horse"_s);
        key(Qt::Key_Escape);
        QVERIFY(mTool->attackerId().isEmpty());
        QVERIFY(!mPanel->chargeLine());
        // A click on the empty table picks nothing.
        QTest::mouseClick(mView->viewport(), Qt::LeftButton, {}, at({1000, 200}));
        QVERIFY(mTool->attackerId().isEmpty());
        // Another tool drops what was being picked.
        click(u"horse"_s);
        mTools->action(mTools->tool(u"selectTool"_s))->trigger();
        QVERIFY(mTool->attackerId().isEmpty());
    }

    // The panel's own lists redraw the line and offer only what the rules
    // allow; a near target has fewer marks.
    void panelChoiceRedraws()
    {
        click(u"horse"_s);
        click(u"foot"_s);
        QCOMPARE(mPanel->chargeLine()->targetId(), u"foot"_s);
        QComboBox *target = nullptr;
        for (QComboBox *box : mPanel->findChildren<QComboBox *>()) {
            if (box->accessibleName() == u"Target"_s)
                target = box;
        }
        QVERIFY(target);
        // Out of reach: the list does not offer it (a pick on the table
        // shows why the rules refuse it: refusedCharge()).
        QCOMPARE(target->findData(u"far"_s), -1);

        table::Unit foot = *mWindow->document()->scenario().unit(u"foot"_s);
        foot.setPosition({500, 500 - 3.4 * inch}); // the French advance: 2.6" apart
        mWindow->document()->scenario().updateUnit(foot);
        const int near = target->findData(u"foot"_s);
        target->setCurrentIndex(near);
        emit target->activated(near);
        ChargeLineItem *line = mPanel->chargeLine();
        QCOMPARE(line->targetId(), u"foot"_s);
        QVERIFY(!line->isRefused());
        QCOMPARE(line->tickDistancesMm().size(), 2); // 2" and 1"
        QVERIFY(line->labelText().contains(mView->tableScene()->formatDistance(2.6 * inch)));
    }
};

QTEST_MAIN(TestBrownChargeTool)
#include "test_brownchargetool.moc"
