// Brown's rules that need the battle in play, reached through the
// BrownController as the Charge panel and the command line reach them:
// Standing Cav. derived from the charging cavalry's distance at the
// declaration (docs/rules.md B-12), the referee's General Order mark (B-13),
// the continued charge after a result that allows it, measured from the
// ground the defender held (B-30), the house rules' melee modifiers (B-27)
// and a melee fought on turn by turn (B-29). Each is one step kept with the
// battle.
#include "test_documentfixture.h"

#include "commands/unitfieldcommand.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignstore.h"
#include "table/geometry.h"
#include "table/scenariojson.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;
using Step = rules::brown::ChargeProcedure::Step;

namespace {

// Heavy horse 8" in front of heavy horse (no evade, no fire discipline), and
// foot just behind the defender: within 5" of the place the attacker occupies.
table::Scenario turnTable()
{
    using namespace table;
    Scenario s = fixture::brownTable(u"Standing"_s);
    Unit cuirassiers(u"cuir"_s, u"fr"_s, u"1er Cuirassiers"_s, Arm::Horse);
    cuirassiers.setHorseWeight(HorseWeight::Heavy);
    cuirassiers.setPosition({900, 500});
    s.addUnit(cuirassiers);
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({900, 620});
    s.addUnit(foot);
    Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
    horse.setHorseWeight(HorseWeight::Heavy);
    horse.setFacing(180);
    horse.setPosition({900, 300});
    s.addUnit(horse);
    return s;
}

const rules::brown::Modifier *line(BrownController *brown, const QString &id)
{
    return brown->procedure() ? brown->procedure()->modifiers().find(id) : nullptr;
}

} // namespace

class TestBrownTurn : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    QString campaign(const QString &name)
    {
        const QString json = mDir.filePath(name + u".json"_s);
        QString error;
        if (!table::ScenarioJson::writeFile(turnTable(), json, &error))
            qFatal("cannot write scenario: %s", qPrintable(error));
        return json;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // docs/rules.md B-12: Standing Cav. -3 is the charging cavalry's own
    // state, from the geometry at the declaration: the Greys charging from
    // 3" carry it, from 6.8" they do not, in turn 1 as in any other, whether
    // the defender moved or not. Derived, switchable, kept over a restart.
    void standingCavalryFromTheGeometry()
    {
        const QString path = mDir.filePath(u"standing.vedette"_s);
        // The cuirassiers' front edge is at y = 490; the Greys (20 mm deep)
        // stand `inches` in front of it.
        const auto greysAt = [](double inches) { return QPointF(900, 490 - inches * 25.4 - 10); };
        {
            Document document;
            QVERIFY(document.campaign()->create(path, u"Standing"_s, campaign(u"standing"_s)));
            BrownController *brown = document.brown();
            QVERIFY(brown->nextTurn());
            const QPointF start = document.scenario().unit(u"horse"_s)->position();
            QVERIFY(document.push(new MoveUnitCommand(&document, u"horse"_s, start, greysAt(6.8))));

            QVERIFY2(brown->declare(u"horse"_s, u"cuir"_s), qPrintable(brown->lastError()));
            QVERIFY(std::abs(brown->charge()->situation.distanceInches - 6.8) < 1e-6);
            const rules::brown::Modifier *running = line(brown, u"attacker.standing-cavalry"_s);
            QVERIFY(running);
            QVERIFY(running->derived);
            QVERIFY(!running->enabled);
            const int netRunning = brown->procedure()->modifiers().net();
            QVERIFY(brown->finishCharge());

            QVERIFY(document.push(new MoveUnitCommand(&document, u"horse"_s, greysAt(6.8), greysAt(3.0))));
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
            const rules::brown::Modifier *standing = line(brown, u"attacker.standing-cavalry"_s);
            QVERIFY(standing->derived);
            QVERIFY(standing->enabled);
            QCOMPARE(standing->effective(), -3);
            QVERIFY2(standing->reason.contains(u"Greys"_s), qPrintable(standing->reason));
            QCOMPARE(brown->procedure()->modifiers().net(), netRunning - 3);
            // Switchable as any derived line.
            QVERIFY(brown->setModifier(u"attacker.standing-cavalry"_s, false, -3));
            QCOMPARE(brown->procedure()->modifiers().net(), netRunning);
            QVERIFY(brown->resetModifier(u"attacker.standing-cavalry"_s));
            QVERIFY(brown->finishCharge());

            // What the defender did does not count: the cuirassiers move
            // (still 3" away), and it is the Greys' own stand that counts.
            const QPointF cuir = document.scenario().unit(u"cuir"_s)->position();
            QVERIFY(document.push(new MoveUnitCommand(&document, u"cuir"_s, cuir, cuir + QPointF(30, 0))));
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
            QVERIFY(line(brown, u"attacker.standing-cavalry"_s)->enabled);
        }
        // A restart keeps the derived line of the charge.
        Document reopened;
        QVERIFY(reopened.campaign()->open(path));
        const rules::brown::Modifier *standing = line(reopened.brown(), u"attacker.standing-cavalry"_s);
        QVERIFY(standing);
        QVERIFY(standing->derived);
        QVERIFY(standing->enabled);
    }

    // docs/rules.md B-13: the referee marks a General Order on a unit (one
    // undoable step with its log entry, kept with the battle); a charge on it
    // derives the defender's -2; marking the defender of a charge not yet
    // rolled switches its line in the same step.
    void generalOrderMark()
    {
        const QString path = mDir.filePath(u"order.vedette"_s);
        {
            Document document;
            QVERIFY(document.campaign()->create(path, u"Order"_s, campaign(u"order"_s)));
            BrownController *brown = document.brown();
            QVERIFY(brown->nextTurn());
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
            QVERIFY(!line(brown, u"defender.general-order"_s)->enabled);
            QVERIFY(line(brown, u"defender.general-order"_s)->derived);
            const int net = brown->procedure()->modifiers().net();
            const int steps = document.undoStack()->count();

            QVERIFY(brown->setGeneralOrder(u"cuir"_s, true));
            QCOMPARE(document.undoStack()->count(), steps + 1);
            QVERIFY(brown->underGeneralOrder(u"cuir"_s));
            QVERIFY(!brown->underGeneralOrder(u"horse"_s));
            // The charge in progress follows the mark: the defender's -2.
            QVERIFY(line(brown, u"defender.general-order"_s)->enabled);
            QCOMPARE(brown->procedure()->modifiers().net(), net + 2);
            document.undoStack()->undo();
            QVERIFY(!brown->underGeneralOrder(u"cuir"_s));
            QCOMPARE(brown->procedure()->modifiers().net(), net);
            document.undoStack()->redo();
            QVERIFY(brown->underGeneralOrder(u"cuir"_s));

            // A charge declared on the marked unit derives it.
            QVERIFY(brown->finishCharge());
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
            const rules::brown::Modifier *order = line(brown, u"defender.general-order"_s);
            QVERIFY(order->derived);
            QVERIFY(order->enabled);
            QCOMPARE(order->effective(), -2);
            QVERIFY(!brown->setGeneralOrder(u"nobody"_s, true));
            // The log has the mark.
            bool logged = false;
            store::JournalFilter filter;
            filter.battle = document.campaign()->currentBattle();
            for (const store::JournalEntry &entry : document.campaign()->store()->journal(filter))
                logged = logged || (entry.event.kind == u"brown.general-order"_s && entry.event.actors == QStringList{u"cuir"_s});
            QVERIFY(logged);
        }
        Document reopened;
        QVERIFY(reopened.campaign()->open(path));
        QVERIFY(reopened.brown()->underGeneralOrder(u"cuir"_s));
        QVERIFY(reopened.brown()->setGeneralOrder(u"cuir"_s, false));
        QVERIFY(!reopened.brown()->underGeneralOrder(u"cuir"_s));
    }

    // docs/rules.md B-30: after a result that allows pursuit the applied charge
    // offers the enemy within 5" of the position occupied; continuing declares
    // the next charge (one step), its defender In Smoke for Fire Discipline.
    // Before the charge is applied, or against a unit not offered, it is refused.
    void continuedCharge()
    {
        Document document;
        QVERIFY(document.campaign()->create(mDir.filePath(u"continue.vedette"_s), u"Continue"_s,
                                            campaign(u"continue"_s)));
        BrownController *brown = document.brown();
        QVERIFY(brown->nextTurn());
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
        QVERIFY(brown->continuationTargets().isEmpty());
        QVERIFY(!brown->continueCharge(u"foot"_s));
        faces = {8}; // activation
        QVERIFY2(brown->advance(), qPrintable(brown->lastError()));
        QCOMPARE(brown->procedure()->step(), Step::ChargeRoll);
        // A net of +9 on 1 against 1: the defender routs, the attacker may continue.
        const rules::brown::Modifier *leader = line(brown, u"attacker.leader"_s);
        const int net = brown->procedure()->modifiers().net();
        QVERIFY(brown->setModifier(u"attacker.leader"_s, true, 9 - (net - leader->effective())));
        QCOMPARE(brown->procedure()->modifiers().net(), 9);
        faces = {1, 1};
        QVERIFY(brown->advance());
        QCOMPARE(brown->procedure()->step(), Step::Done);
        QVERIFY(brown->procedure()->outcome().pursuitAllowed);
        QVERIFY(brown->continuationTargets().isEmpty()); // not applied yet
        QVERIFY(brown->apply(false));
        const auto targets = brown->continuationTargets();
        QCOMPARE(targets.size(), 1);
        QCOMPARE(targets.first().unitId, u"foot"_s);
        QVERIFY(targets.first().distanceInches <= 5.0);
        QVERIFY(!brown->continueCharge(u"cuir"_s)); // not offered
        const int steps = document.undoStack()->count();
        QVERIFY2(brown->continueCharge(u"foot"_s), qPrintable(brown->lastError()));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QVERIFY(!brown->chargeApplied());
        QCOMPARE(brown->charge()->situation.attacker.id, u"horse"_s);
        QCOMPARE(brown->charge()->situation.defender.id, u"foot"_s);
        QVERIFY(brown->charge()->situation.continued);
        QCOMPARE(brown->procedure()->fireDisciplineModifier(), brown->houseRules().inSmokeModifier);
        QVERIFY(brown->continuationTargets().isEmpty());
        // Undo gives back the applied charge and its offer.
        document.undoStack()->undo();
        QVERIFY(brown->chargeApplied());
        QCOMPARE(brown->continuationTargets().size(), 1);
    }

    // docs/rules.md B-30: the position occupied is the ground the defender
    // held. A French unit 4.5" beside the cuirassiers' right flank is offered
    // for a continued charge, one 5.5" away is not, with the defender's rout
    // back (a suggested move) on the table or not; the continued charge is
    // measured from that ground too.
    void continuationFromTheGroundHeld_data()
    {
        QTest::addColumn<bool>("suggested");
        QTest::addColumn<double>("inches");
        QTest::addColumn<bool>("offered");
        QTest::newRow("4.5\", suggested moves") << true << 4.5 << true;
        QTest::newRow("5.5\", suggested moves") << true << 5.5 << false;
        QTest::newRow("4.5\", numbered moves only") << false << 4.5 << true;
        QTest::newRow("5.5\", numbered moves only") << false << 5.5 << false;
    }
    void continuationFromTheGroundHeld()
    {
        QFETCH(bool, suggested);
        QFETCH(double, inches);
        QFETCH(bool, offered);
        // The cuirassiers span x 820..980, y 490..510; the lancers (one
        // 40 mm stand) stand `inches` beyond their right flank, the foot far.
        table::Scenario s = turnTable();
        table::Unit foot = *s.unit(u"foot"_s);
        foot.setPosition({300, 1000});
        s.updateUnit(foot);
        table::Unit lancers(u"lancers"_s, u"fr"_s, u"Lanciers"_s, table::Arm::Horse);
        lancers.setStandCount(1);
        lancers.setPosition({980 + inches * 25.4 + 20, 500});
        s.addUnit(lancers);
        const QString json = mDir.filePath(u"ground.json"_s);
        QString error;
        QVERIFY2(table::ScenarioJson::writeFile(s, json, &error), qPrintable(error));
        const QString path = mDir.filePath(u"ground-%1-%2.vedette"_s.arg(suggested).arg(inches));
        {
            Document document;
            QVERIFY(document.campaign()->create(path, u"Ground"_s, json));
            BrownController *brown = document.brown();
            QVERIFY(brown->nextTurn());
            QList<int> faces{8};
            fixture::throwFaces(document.dice(), faces);
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
            QVERIFY2(brown->advance(), qPrintable(brown->lastError()));
            // A net of +9 on 1 against 1: the defender routs, the attacker may continue.
            const int net = brown->procedure()->modifiers().net();
            const int leader = line(brown, u"attacker.leader"_s)->effective();
            QVERIFY(brown->setModifier(u"attacker.leader"_s, true, 9 - (net - leader)));
            faces = {1, 1};
            QVERIFY(brown->advance());
            QVERIFY(brown->procedure()->outcome().pursuitAllowed);
            const QPointF held = document.scenario().unit(u"cuir"_s)->position();
            QVERIFY(brown->apply(suggested));
            QCOMPARE(document.scenario().unit(u"cuir"_s)->position() != held, suggested);
            // The entry says the result once, its own full stop included.
            const journal::JournalEvent &applied = *std::find_if(
                document.events().crbegin(), document.events().crend(),
                [](const journal::JournalEvent &e) { return e.kind == u"brown.apply"_s; });
            QVERIFY2(!applied.summary.contains(u".."_s), qPrintable(applied.summary));
            const auto targets = brown->continuationTargets();
            QCOMPARE(targets.size(), offered ? 1 : 0);
            if (!offered) {
                QVERIFY(!brown->continueCharge(u"lancers"_s));
                return;
            }
            QCOMPARE(targets.first().unitId, u"lancers"_s);
            QVERIFY(std::abs(targets.first().distanceInches - inches) < 1e-6);
        }
        // Reopened, the applied charge still knows the ground it took.
        Document reopened;
        QVERIFY(reopened.campaign()->open(path));
        BrownController *brown = reopened.brown();
        QCOMPARE(brown->continuationTargets().size(), 1);
        QVERIFY2(brown->continueCharge(u"lancers"_s), qPrintable(brown->lastError()));
        const rules::brown::ChargeSituation &next = brown->charge()->situation;
        QVERIFY(next.continued);
        QVERIFY(std::abs(next.distanceInches - inches) < 1e-6);
        // From 4.5" the Greys have a run-up: not standing.
        QVERIFY(!line(brown, u"attacker.standing-cavalry"_s)->enabled);
    }

    // docs/rules.md B-27: a unit without a melee modifier of its own fights
    // every melee with its class's value from the house rules: a melee
    // begun in the panel and one that a MELEE! result starts.
    void houseRulesInTheMelee()
    {
        Document document;
        QVERIFY(document.campaign()->create(mDir.filePath(u"housemelee.vedette"_s), u"House"_s,
                                            campaign(u"housemelee"_s)));
        BrownController *brown = document.brown();
        rules::brown::HouseRules rules = brown->houseRules();
        rules.meleeModifiers = {5, 5, 5, 5};
        QVERIFY(brown->setHouseRules(rules));
        QVERIFY(brown->nextTurn());
        QVERIFY(brown->startMelee(u"horse"_s, u"cuir"_s));
        QCOMPARE(brown->melee()->attacker.meleeModifier, 5);
        QCOMPARE(brown->melee()->defender.meleeModifier, 5);
        QVERIFY(brown->endMelee());

        QList<int> faces{8};
        fixture::throwFaces(document.dice(), faces);
        QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
        QVERIFY(brown->advance());
        const int net = brown->procedure()->modifiers().net();
        const int leader = line(brown, u"attacker.leader"_s)->effective();
        QVERIFY(brown->setModifier(u"attacker.leader"_s, true, 0 - (net - leader)));
        faces = {4, 4}; // net 0: MELEE!
        QVERIFY(brown->advance());
        QVERIFY(brown->procedure()->outcome().meleeBegins);
        QVERIFY(brown->apply(true));
        const journal::JournalEvent &applied = *std::find_if(
            document.events().crbegin(), document.events().crend(),
            [](const journal::JournalEvent &e) { return e.kind == u"brown.apply"_s; });
        QVERIFY2(applied.summary.contains(u"MELEE! The attacking cavalry is Blown."_s), qPrintable(applied.summary));
        QVERIFY2(!applied.summary.contains(u".."_s) && !applied.summary.contains(u"!."_s), qPrintable(applied.summary));
        QVERIFY(brown->melee());
        QCOMPARE(brown->melee()->attacker.meleeModifier, 5);
        QCOMPARE(brown->melee()->defender.meleeModifier, 5);
    }

    // docs/rules.md B-22: attacking cavalry on a net from -7 to 2 is Blown;
    // on a MELEE! row it fights the melee in contact, on any other row it
    // halts just outside 4" with no melee: one result on the table, each.
    void blownCavalryOnTheTable_data()
    {
        QTest::addColumn<int>("net");
        QTest::addColumn<bool>("melee");
        QTest::newRow("0: MELEE!, Blown, in contact") << 0 << true;
        QTest::newRow("2: FIREFIGHT shifted in to MELEE!, Blown") << 2 << true;
        QTest::newRow("-5: Blown, halts just outside 4\"") << -5 << false;
        QTest::newRow("-3: Blown, halts just outside 4\" (not at 3\")") << -3 << false;
    }
    void blownCavalryOnTheTable()
    {
        QFETCH(int, net);
        QFETCH(bool, melee);
        Document document;
        const QString name = u"blown%1"_s.arg(net + 10);
        QVERIFY(document.campaign()->create(mDir.filePath(name + u".vedette"_s), name, campaign(name)));
        BrownController *brown = document.brown();
        QVERIFY(brown->nextTurn());
        QList<int> faces{8};
        fixture::throwFaces(document.dice(), faces);
        QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
        QVERIFY(brown->advance());
        const int now = brown->procedure()->modifiers().net();
        const int leader = line(brown, u"attacker.leader"_s)->effective();
        QVERIFY(brown->setModifier(u"attacker.leader"_s, true, net - (now - leader)));
        faces = {4, 4};
        QVERIFY(brown->advance());
        const rules::brown::ChargeOutcome &outcome = brown->procedure()->outcome();
        QCOMPARE(outcome.reading->net, net);
        QVERIFY(outcome.reading->blown);
        QCOMPARE(outcome.meleeBegins, melee);
        QVERIFY(brown->apply(false));
        const table::Scenario &s = document.scenario();
        const table::Unit &horse = *s.unit(u"horse"_s);
        QVERIFY(horse.hasMarker(table::StateMarker::Blown));
        const double apart = table::geometry::edgeDistance(s.footprint(horse), s.footprint(*s.unit(u"cuir"_s))).inches();
        if (melee) {
            QVERIFY2(apart < 0.01, qPrintable(QString::number(apart)));
            QVERIFY(brown->melee());
        } else {
            QVERIFY2(apart > 4.0 && apart < 4.2, qPrintable(QString::number(apart)));
            QVERIFY(!brown->melee());
        }
        const journal::JournalEvent &applied = *std::find_if(
            document.events().crbegin(), document.events().crend(),
            [](const journal::JournalEvent &e) { return e.kind == u"brown.apply"_s; });
        QCOMPARE(applied.summary.contains(u"MELEE!"_s), melee);
        QCOMPARE(applied.summary.contains(u"just outside"_s), !melee);
        QVERIFY2(applied.summary.contains(u"Blown"_s), qPrintable(applied.summary));
    }

    // docs/rules.md B-29: after every round, a tie too, both sides check
    // morale; if neither retreats the melee is fought on in the next turn:
    // its next round is refused until Next Turn, and the log files it there.
    void meleeFoughtTurnByTurn()
    {
        Document document;
        QVERIFY(document.campaign()->create(mDir.filePath(u"melee.vedette"_s), u"Melee"_s, campaign(u"melee"_s)));
        BrownController *brown = document.brown();
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        QVERIFY(brown->nextTurn());
        QVERIFY(brown->startMelee(u"horse"_s, u"cuir"_s));
        faces = {4, 4}; // 4+1 against 4+1: a tie
        QVERIFY(brown->fightRound());
        QCOMPARE(brown->meleeFight()->stage(), rules::brown::MeleeFight::Stage::AwaitMorale);
        faces = {9, 2};
        QVERIFY(!brown->fightRound()); // morale first
        QVERIFY(brown->recordMorale(false, false));
        QVERIFY(!brown->fightRound()); // the next turn's
        QVERIFY2(brown->lastError().contains(u"turn 2"_s), qPrintable(brown->lastError()));
        QCOMPARE(faces.size(), 2); // no die thrown
        QVERIFY(brown->nextTurn());
        QVERIFY2(brown->fightRound(), qPrintable(brown->lastError()));
        QList<int> roundTurns;
        for (const journal::JournalEvent &e : document.events())
            if (e.kind == u"brown.melee"_s)
                roundTurns.append(e.turn);
        QCOMPARE(roundTurns, (QList<int>{1, 2}));
    }
};

QTEST_GUILESS_MAIN(TestBrownTurn)
#include "test_brownturn.moc"
