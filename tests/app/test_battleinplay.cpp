// The battle in play as a referee lives it: the state of play belongs to the
// battle (not to a panel), follows the battle on the table, survives closing
// the program, and every step is one transaction with its log entries.
#include "test_campaignfixture.h"

#include "commands/moveunitcommand.h"
#include "commands/unitfieldcommand.h"
#include "controllers/balagancontroller.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "modes/lightbrigadedecider.h"
#include "modes/lightbrigadewindow.h"
#include "panels/boundpanel.h"
#include "panels/chargepanel.h"
#include "scene/tablescene.h"
#include "scene/unititem.h"
#include "scene/tableview.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "table/lengthformat.h"
#include "tools/selecttool.h"
#include "window/mainwindow.h"

#include "rules/lightbrigade/settings.h"

#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// The battle of the bundled campaign played with `ruleSystem`.
qint64 battleOf(const Campaign *campaign, const QString &ruleSystem)
{
    for (const store::BattleInfo &battle : campaign->store()->battles()) {
        const auto scenario = campaign->store()->scenarioInfo(battle.scenarioId);
        if (scenario && scenario->ruleSystem == ruleSystem)
            return battle.id;
    }
    return 0;
}

QList<store::JournalEntry> journalOf(const Campaign *campaign, qint64 battle)
{
    store::JournalFilter filter;
    filter.battle = battle;
    return campaign->store()->journal(filter);
}

// Heavy horse 6" in front of foot in line: a Brown charge in reach.
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
    Unit other(u"other"_s, u"gb"_s, u"Royals"_s, Arm::Horse);
    other.setPosition({400, 300});
    s.addUnit(other);
    return s;
}

QString writeJson(const QString &dir, const table::Scenario &scenario)
{
    const QString path = dir + u"/charge.json"_s;
    QString error;
    if (!table::ScenarioJson::writeFile(scenario, path, &error))
        qFatal("cannot write scenario: %s", qPrintable(error));
    return path;
}

} // namespace

class TestBattleInPlay : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    QString defaultCampaign(const QString &name)
    {
        const QString dir = mDir.filePath(name);
        QString error;
        const QString path = store::DefaultCampaign::create(dir, &error);
        if (path.isEmpty())
            qFatal("no default campaign: %s", qPrintable(error));
        return path;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Blenheim's Bound panel plays Blenheim's sides, not Balaclava's (the
    // first version kept a state made from whichever battle came first).
    void boundPanelPlaysTheBattleOnTheTable()
    {
        const QString path = defaultCampaign(u"sides"_s);
        Document document;
        QVERIFY(document.campaign()->open(path));
        const qint64 balaclava = battleOf(document.campaign(), u"brown"_s);
        const qint64 blenheim = battleOf(document.campaign(), u"balagan"_s);
        QVERIFY(balaclava && blenheim);
        QVERIFY(document.campaign()->setCurrentBattle(balaclava));
        BoundPanel panel(&document);
        QVERIFY(document.campaign()->setCurrentBattle(blenheim));
        const table::Scenario &table = document.scenario();
        const QString first = table.sides().at(0).name;
        const QString second = table.sides().at(1).name;
        QVERIFY(panel.header()->text().contains(first));
        QVERIFY(!panel.header()->text().contains(u"British"_s));
        document.dice()->setSeed(1704);
        panel.testAll();
        panel.endBound();
        const QList<store::JournalEntry> entries = journalOf(document.campaign(), blenheim);
        bool tested = false;
        for (const store::JournalEntry &entry : entries) {
            for (const QString &actor : entry.event.actors)
                QVERIFY2(table.unit(actor) || table.general(actor), qPrintable(actor));
            tested = tested || entry.event.kind == u"balagan.morale"_s;
        }
        QVERIFY(tested);
        QVERIFY(entries.constLast().event.summary.contains(second));
        QVERIFY(panel.header()->text().contains(second));
        QCOMPARE(document.campaign()->store()->battleInfo(blenheim)->turn, 2);
        // Nothing of Blenheim's reached Balaclava's log.
        for (const store::JournalEntry &entry : journalOf(document.campaign(), balaclava))
            QVERIFY(!entry.event.kind.startsWith(u"balagan."_s));
    }

    // A panel's message is about its battle: opening another battle clears
    // it (issue 30: the Bound panel kept a Blenheim message on Balaclava).
    void panelMessagesStayWithTheirBattle()
    {
        const QString path = defaultCampaign(u"messages"_s);
        MainWindow window;
        Document *document = window.document();
        QVERIFY(document->campaign()->open(path));
        auto *bound = window.findChild<BoundPanel *>();
        auto *charge = window.findChild<ChargePanel *>(u"chargePanel"_s);
        QVERIFY(bound && charge);
        const qint64 balaclava = battleOf(document->campaign(), u"brown"_s);
        const qint64 blenheim = battleOf(document->campaign(), u"balagan"_s);

        QVERIFY(document->campaign()->setCurrentBattle(blenheim));
        document->dice()->setSeed(1704);
        // Units are offered once the bound's morale tests are taken (docs/rules.md M-34).
        QVERIFY(document->balagan()->rollDeployment());
        QVERIFY(document->balagan()->testAll());
        QVERIFY(bound->selectActionUnit(u"al-rowe"_s));
        bound->attemptAction(rules::balagan::Action::Charge); // refused or rolled: either way a message
        QVERIFY(!bound->message()->text().isEmpty());
        QVERIFY(document->campaign()->setCurrentBattle(balaclava));
        QVERIFY2(bound->message()->text().isEmpty(), qPrintable(bound->message()->text()));

        // Balaclava's charge panel says why a charge is refused; Blenheim does not hear it.
        charge->declare(u"17l"_s, u"don3"_s);
        QVERIFY(!charge->resultLabel()->text().isEmpty());
        QVERIFY(document->campaign()->setCurrentBattle(blenheim));
        QVERIFY2(charge->resultLabel()->text().isEmpty(), qPrintable(charge->resultLabel()->text()));
        QVERIFY2(bound->message()->text().isEmpty(), qPrintable(bound->message()->text()));
    }

    // Each panel follows the battle on the table or stands aside with a
    // reason, and never acts on a battle of another rule system.
    void panelsFollowTheBattle()
    {
        const QString path = defaultCampaign(u"follow"_s);
        MainWindow window;
        Document *document = window.document();
        QVERIFY(document->campaign()->open(path));
        auto *bound = window.findChild<BoundPanel *>();
        auto *charge = window.findChild<ChargePanel *>(u"chargePanel"_s);
        QVERIFY(bound && charge);
        const qint64 balaclava = battleOf(document->campaign(), u"brown"_s);
        const qint64 blenheim = battleOf(document->campaign(), u"balagan"_s);
        for (int round = 0; round < 2; ++round) {
            QVERIFY(document->campaign()->setCurrentBattle(balaclava));
            QVERIFY(!bound->combatList()->isEnabled());
            QCOMPARE(bound->header()->text(), document->balagan()->unavailableReason());
            QVERIFY(bound->header()->text().contains(u"Brown"_s));
            const table::Scenario before = document->scenario();
            QVERIFY(!document->balagan()->rollDeployment());
            QVERIFY(!document->balagan()->testAll());
            QVERIFY(document->scenario() == before);
            // The Charge panel works on Balaclava (its Declare waits for an
            // enemy within reach: none at the set-up).
            QVERIFY(charge->attackerBox()->isEnabled());
            QCOMPARE(charge->advanceButton()->isEnabled(),
                     !document->brown()->chargeableTargets(charge->attackerBox()->currentData().toString()).isEmpty());

            QVERIFY(document->campaign()->setCurrentBattle(blenheim));
            QVERIFY(bound->combatList()->isEnabled());
            QVERIFY(bound->header()->text().contains(document->scenario().sides().at(0).name));
            QVERIFY(!charge->advanceButton()->isEnabled());
            QVERIFY(!charge->attackerBox()->isEnabled());
            QVERIFY(charge->titleLabel()->text().contains(u"Balagan"_s));
            QVERIFY(!document->brown()->declare(document->scenario().units().at(0).id(),
                                                document->scenario().units().at(1).id()));
        }
    }

    // Close the program mid-bound (no close(), as a kill would) and open the
    // campaign again: the bound, phase, clock, counters, overrides and routs
    // are as they were.
    void balaganBoundSurvivesRestart()
    {
        const QString path = defaultCampaign(u"restart"_s);
        QJsonObject state;
        qint64 blenheim = 0;
        int counters = 0;
        {
            Document document;
            QVERIFY(document.campaign()->open(path));
            blenheim = battleOf(document.campaign(), u"balagan"_s);
            QVERIFY(document.campaign()->setCurrentBattle(blenheim));
            document.dice()->setSeed(31);
            BalaganController *balagan = document.balagan();
            QVERIFY(balagan->rollDeployment());
            QVERIFY(balagan->testAll());
            QVERIFY(balagan->setFactorOverride(u"al-rowe"_s, rules::balagan::FactorKind::Unsupported, 0));
            QVERIFY(balagan->endBound());
            QVERIFY(balagan->testAll());
            QVERIFY2(balagan->state().bound == 2, qPrintable(QString::number(balagan->state().bound)));
            state = balagan->state().toJson();
            for (const table::Unit &unit : document.scenario().units())
                counters += unit.moraleCounters();
            // A note during bound 2 is filed under bound 2.
            QVERIFY(document.campaign()->addNote(u"The Nebel is fordable"_s));
        }
        Document reopened;
        QVERIFY(reopened.campaign()->open(path));
        QCOMPARE(reopened.campaign()->currentBattle(), blenheim);
        QCOMPARE(reopened.balagan()->state().toJson(), state);
        QCOMPARE(reopened.play().turn, 2);
        QCOMPARE(reopened.play().phase, u"action"_s);
        QVERIFY(!reopened.balagan()->inSetUp());
        int reopenedCounters = 0;
        for (const table::Unit &unit : reopened.scenario().units())
            reopenedCounters += unit.moraleCounters();
        QCOMPARE(reopenedCounters, counters);
        QCOMPARE(journalOf(reopened.campaign(), blenheim).constLast().event.turn, 2);
        QCOMPARE(reopened.campaign()->store()->battleInfo(blenheim)->turn, 2);
    }

    // A Brown charge left at its chart roll is there after a restart, at the
    // same step with the same distances, and the dice already thrown are the
    // ones in the log: nothing is thrown again.
    void brownChargeSurvivesRestart()
    {
        const QString path = mDir.filePath(u"charge.vedette"_s);
        QJsonObject procedure;
        {
            Document document;
            QVERIFY(document.campaign()->create(path, u"Charge"_s, writeJson(mDir.path(), chargeTable())));
            BrownController *brown = document.brown();
            QVERIFY(brown->nextTurn());
            QCOMPARE(brown->turn(), 1);
            // Physical dice: activation 5, the foot holds on 6, then fires on 2.
            QList<int> faces{5, 6, 2};
            document.dice()->setPhysicalDice(true);
            document.dice()->setFaceAsker([&faces](const QList<dice::Die> &dice, const QString &, const QString &)
                                              -> std::optional<QList<int>> {
                if (faces.size() < dice.size())
                    return std::nullopt;
                const QList<int> thrown = faces.mid(0, dice.size());
                faces.remove(0, dice.size());
                return thrown;
            });
            QVERIFY2(brown->declare(u"horse"_s, u"foot"_s), qPrintable(brown->lastError()));
            QVERIFY(brown->advance()); // activation
            QVERIFY(brown->advance()); // holds
            QVERIFY(brown->advance()); // fires
            QCOMPARE(brown->procedure()->step(), rules::brown::ChargeProcedure::Step::ClosingCasualties);
            QVERIFY(!brown->advance(25)); // not a 10% step
            QVERIFY(brown->advance(20));
            QVERIFY(faces.isEmpty());
            document.dice()->setPhysicalDice(false);
            QVERIFY(brown->setModifier(u"attacker.cavalry-vs-line"_s, true, 5));
            QCOMPARE(brown->procedure()->step(), rules::brown::ChargeProcedure::Step::ChargeRoll);
            procedure = brown->charge()->toJson();
        }
        Document reopened;
        QVERIFY(reopened.campaign()->open(path));
        BrownController *brown = reopened.brown();
        QVERIFY(brown->charge());
        QCOMPARE(brown->charge()->toJson(), procedure);
        QCOMPARE(brown->turn(), 1);
        QCOMPARE(brown->procedure()->step(), rules::brown::ChargeProcedure::Step::ChargeRoll);
        QCOMPARE(brown->procedure()->modifiers().find(u"attacker.cavalry-vs-line"_s)->value, 5);
        // The faces kept with the charge are those its log entries show.
        QList<int> kept;
        for (const rules::brown::ChargeRecord::Step &step : brown->charge()->steps)
            kept.append(step.faces);
        QList<int> logged;
        for (const store::JournalEntry &entry : journalOf(reopened.campaign(), reopened.campaign()->currentBattle())) {
            QCOMPARE(entry.event.turn, entry.event.kind == u"battle.start"_s ? 0 : 1);
            for (const dice::RollRecord &roll : entry.event.rolls)
                logged.append(roll.faces());
        }
        QVERIFY(!kept.isEmpty());
        QCOMPARE(logged, kept);
        // Playing on: roll, apply; the table and the log hold the result.
        reopened.dice()->setSeed(9);
        QVERIFY(brown->advance());
        while (brown->procedure()->step() != rules::brown::ChargeProcedure::Step::Done)
            QVERIFY(brown->advance());
        const int before = reopened.scenario().unit(u"foot"_s)->strength() + reopened.scenario().unit(u"horse"_s)->strength();
        QVERIFY2(brown->apply(true), qPrintable(brown->lastError()));
        QVERIFY(brown->chargeApplied());
        const std::optional<table::Scenario> stored = reopened.campaign()->store()->loadBattle(reopened.campaign()->currentBattle());
        QVERIFY(stored);
        QCOMPARE(stored->units(), reopened.scenario().units());
        QVERIFY(stored->unit(u"foot"_s)->strength() + stored->unit(u"horse"_s)->strength() <= before);
    }

    // Undo writes an entry that voids the entries of the step it takes back;
    // redo reinstates them: the log never reports what the table does not show.
    void undoAndRedoAreLogged()
    {
        const QString path = defaultCampaign(u"undo"_s);
        Document document;
        QVERIFY(document.campaign()->open(path));
        const qint64 blenheim = battleOf(document.campaign(), u"balagan"_s);
        QVERIFY(document.campaign()->setCurrentBattle(blenheim));
        document.dice()->setSeed(4);
        QVERIFY(document.balagan()->testAll());
        const QList<store::JournalEntry> afterTests = journalOf(document.campaign(), blenheim);
        QList<qint64> stepEntries;
        for (const store::JournalEntry &entry : afterTests) {
            if (entry.event.kind.startsWith(u"balagan."_s))
                stepEntries.append(entry.id);
        }
        QVERIFY(!stepEntries.isEmpty());
        const table::Scenario tested = document.scenario();
        document.undoStack()->undo();
        QVERIFY(document.balagan()->inSetUp());
        QList<store::JournalEntry> entries = journalOf(document.campaign(), blenheim);
        const store::JournalEntry undo = entries.constLast();
        QCOMPARE(undo.event.kind, u"undo"_s);
        QVERIFY(undo.event.summary.startsWith(u"Undone: "_s));
        for (qint64 id : stepEntries)
            QCOMPARE(document.campaign()->store()->journalEntry(id)->voidedBy, undo.id);
        document.undoStack()->redo();
        QVERIFY(document.scenario() == tested);
        entries = journalOf(document.campaign(), blenheim);
        QCOMPARE(entries.constLast().event.kind, u"redo"_s);
        for (qint64 id : stepEntries)
            QCOMPARE(document.campaign()->store()->journalEntry(id)->voidedBy, 0);
        // The file holds what the table shows.
        QCOMPARE(document.campaign()->store()->loadBattle(blenheim)->units(), document.scenario().units());
        QCOMPARE(document.campaign()->store()->play(blenheim)->state, document.play().state);
    }

    // A set-up move is not logged, and neither is its undo or redo (issue 30:
    // undoing one logged "Undone: Move Dutch horse" for an entry that was
    // never written). A step that logged something still logs its undo.
    void setUpMovesAndTheirUndoAreNotLogged()
    {
        const QString path = defaultCampaign(u"setupmoves"_s);
        Document document;
        QVERIFY(document.campaign()->open(path));
        const qint64 blenheim = battleOf(document.campaign(), u"balagan"_s);
        QVERIFY(document.campaign()->setCurrentBattle(blenheim));
        QVERIFY(document.balagan()->inSetUp());
        const qsizetype logged = journalOf(document.campaign(), blenheim).size();
        const table::Unit unit = document.scenario().units().constFirst();
        QVERIFY(document.push(new MoveUnitCommand(&document, unit.id(), unit.position(), unit.position() + QPointF(0, 20))));
        QCOMPARE(journalOf(document.campaign(), blenheim).size(), logged);
        document.undoStack()->undo();
        QCOMPARE(document.scenario().unit(unit.id())->position(), unit.position());
        QList<store::JournalEntry> entries = journalOf(document.campaign(), blenheim);
        QVERIFY2(entries.size() == logged, qPrintable(entries.constLast().event.summary));
        document.undoStack()->redo();
        entries = journalOf(document.campaign(), blenheim);
        QVERIFY2(entries.size() == logged, qPrintable(entries.constLast().event.summary));
        // The file still holds what the table shows.
        QCOMPARE(document.campaign()->store()->loadBattle(blenheim)->units(), document.scenario().units());
        document.undoStack()->undo();
        QCOMPARE(document.campaign()->store()->loadBattle(blenheim)->units(), document.scenario().units());
    }

    // A step the file refuses changes neither the table nor the file, and
    // the referee is told why.
    void refusedStepChangesNothing()
    {
        const QString path = defaultCampaign(u"refused"_s);
        Document document;
        QVERIFY(document.campaign()->open(path));
        const table::Unit unit = document.scenario().units().constFirst();
        const QByteArray before = fixture::fileBytes(path);
        QSignalSpy failed(&document, &Document::stepFailed);
        const int steps = document.undoStack()->count();
        // Off the table: the store will not keep a battle it could not reopen.
        QVERIFY(!document.push(new MoveUnitCommand(&document, unit.id(), unit.position(), {-5000, -5000})));
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.constFirst().constFirst().toString().contains(u"off the table"_s));
        QCOMPARE(document.scenario().unit(unit.id())->position(), unit.position());
        QCOMPARE(document.undoStack()->count(), steps);
        QCOMPARE(document.campaign()->store()->loadBattle(document.campaign()->currentBattle())->unit(unit.id())->position(),
                 unit.position());
        QCOMPARE(fixture::fileBytes(path), before);
    }

    // A drag writes nothing until it is released; a move the rules refuse
    // goes back and is not written.
    void dragWritesNothingUntilReleased()
    {
        const QString path = mDir.filePath(u"drag.vedette"_s);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document *document = window.document();
        QVERIFY(document->campaign()->create(path, u"Drag"_s, writeJson(mDir.path(), chargeTable())));
        TableView *view = window.tableView();
        view->fitTable();
        const qint64 battle = document->campaign()->currentBattle();
        const auto at = [view](QPointF scene) { return view->mapFromScene(scene); };
        const QPointF start = document->scenario().unit(u"other"_s)->position();

        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(start));
        QTest::mouseMove(view->viewport(), at(start + QPointF(40, 40)));
        QTest::mouseMove(view->viewport(), at(start + QPointF(80, 80)));
        // Mid-drag: the picture moved, the table and the file did not.
        QCOMPARE(document->scenario().unit(u"other"_s)->position(), start);
        QCOMPARE(document->campaign()->store()->loadBattle(battle)->unit(u"other"_s)->position(), start);
        QCOMPARE(document->undoStack()->count(), 0);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(start + QPointF(80, 80)));
        QCOMPARE(document->undoStack()->count(), 1);
        const QPointF moved = document->scenario().unit(u"other"_s)->position();
        QVERIFY(QLineF(moved, start).length() > 50);
        QCOMPARE(document->campaign()->store()->loadBattle(battle)->unit(u"other"_s)->position(), moved);

        // Onto the Greys: interpenetration, red, refused.
        const QPointF greys = document->scenario().unit(u"horse"_s)->position();
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(moved));
        QTest::mouseMove(view->viewport(), at((moved + greys) / 2));
        QTest::mouseMove(view->viewport(), at(greys));
        auto *select = window.findChild<SelectTool *>();
        QVERIFY(select && select->trailWarning());
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(greys));
        QCOMPARE(document->scenario().unit(u"other"_s)->position(), moved);
        QCOMPARE(document->undoStack()->count(), 1);
        QCOMPARE(document->campaign()->store()->loadBattle(battle)->unit(u"other"_s)->position(), moved);
        auto *scene = qobject_cast<TableScene *>(view->scene());
        QCOMPARE(scene->unitItem(u"other"_s)->pos(), moved);
    }

    // A drag shows the allowance the rules give (rules::balagan::movement):
    // dismounted dragoons in column move as foot in line, 600 p (the app's
    // own copy of the allowances said 1,200 p).
    void dragShowsTheRulesAllowance()
    {
        using namespace table;
        Scenario s;
        s.setRuleSystem(RuleSystem::Balagan);
        s.setTableSize(Length::fromCm(120), Length::fromCm(80));
        s.addSide({u"a"_s, u"Allies"_s, Qt::red});
        s.addSide({u"f"_s, u"French"_s, Qt::blue});
        Unit dragoons(u"dr"_s, u"a"_s, u"Ross's Dragoons"_s, Arm::Dragoons);
        dragoons.setDragoonsMounted(false);
        dragoons.setFormation(Formation::ColumnOfMarch);
        dragoons.setPosition({300, 300});
        s.addUnit(dragoons);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->scenario() = s;
        TableView *view = window.tableView();
        view->fitTable();
        const auto at = [view](QPointF scene) { return view->mapFromScene(scene); };
        // A column of march has a gap between its elements: grip the first.
        const QPointF grip = s.footprint(dragoons).bases().constFirst().rect.centre();
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(grip));
        QTest::mouseMove(view->viewport(), at(grip + QPointF(0, 30)));
        QTest::mouseMove(view->viewport(), at(grip + QPointF(0, 40)));
        auto *select = window.findChild<SelectTool *>();
        QVERIFY(select);
        const QString shown = select->trailNote();
        const QString allowance = formatLength(Length::fromPaces(600, s.groundScale()), s.displayUnits());
        QVERIFY2(shown.contains(allowance), qPrintable(shown + u" / "_s + allowance));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(grip + QPointF(0, 40)));
    }

    // A solo game's entries go to the game's own record, never to the log
    // or the after-action report of the battle that happens to be open.
    void soloGamesKeepTheirOwnLog()
    {
        const QString path = defaultCampaign(u"solo"_s);
        Document document;
        QVERIFY(document.campaign()->open(path));
        const qint64 battle = document.campaign()->currentBattle();
        const qsizetype before = journalOf(document.campaign(), battle).size();
        document.dice()->setSeed(1854);
        LightBrigadeWindow charge(&document);
        charge.decider()->setMode(LightBrigadeDecider::Mode::Steady); // no questions asked
        QVERIFY(charge.newGame(rules::lightbrigade::Settings{}, {}));
        charge.rollTurn();
        charge.rollTurn();
        QCOMPARE(journalOf(document.campaign(), battle).size(), before);
        const QList<store::GameState> games = document.campaign()->store()->games(u"lightbrigade"_s);
        QCOMPARE(games.size(), 1);
        store::JournalFilter ofGame;
        ofGame.game = games.constFirst().id;
        const QList<store::JournalEntry> entries = document.campaign()->store()->journal(ofGame);
        QVERIFY(entries.size() > 3);
        for (const store::JournalEntry &entry : entries) {
            QVERIFY(entry.event.kind.startsWith(u"lightbrigade."_s));
            QCOMPARE(entry.battle, 0);
        }
        // Resumed, the charge's narrative so far is back.
        LightBrigadeWindow resumed(&document);
        QString error;
        QVERIFY2(resumed.resumeRecord(games.constFirst(), &error), qPrintable(error));
        QVERIFY(resumed.logText().contains(entries.constLast().event.summary.left(20)));
    }
};

QTEST_MAIN(TestBattleInPlay)
#include "test_battleinplay.moc"
