// Brown's rules that need the battle in play, reached through the
// BrownController as the Charge panel and the command line reach them:
// Standing Cav. derived from whether the defending cavalry moved this turn
// (docs/rules.md B-12), the referee's General Order mark (B-13) and the
// continued charge after a result that allows it (B-30). Each is one step
// kept with the battle.
#include "test_documentfixture.h"

#include "commands/unitfieldcommand.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignstore.h"
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

    // docs/rules.md B-12: the defending cavalry that has not moved this turn
    // is standing (-3 to the attacker); once moved it is not, until the next
    // turn; undoing the move makes it standing again; the line is derived
    // (switchable) and kept with the charge over a restart.
    void standingCavalryFromTheTurn()
    {
        const QString path = mDir.filePath(u"standing.vedette"_s);
        {
            Document document;
            QVERIFY(document.campaign()->create(path, u"Standing"_s, campaign(u"standing"_s)));
            BrownController *brown = document.brown();
            QVERIFY(!brown->movedThisTurn(u"cuir"_s)); // set-up: not known
            QVERIFY(brown->nextTurn());
            QCOMPARE(brown->movedThisTurn(u"cuir"_s), std::optional<bool>(false));

            QVERIFY2(brown->declare(u"horse"_s, u"cuir"_s), qPrintable(brown->lastError()));
            const rules::brown::Modifier *standing = line(brown, u"attacker.standing-cavalry"_s);
            QVERIFY(standing);
            QVERIFY(standing->derived);
            QVERIFY(standing->enabled);
            QCOMPARE(standing->effective(), -3);
            const int netStanding = brown->procedure()->modifiers().net();
            // Switchable as any derived line.
            QVERIFY(brown->setModifier(u"attacker.standing-cavalry"_s, false, -3));
            QCOMPARE(brown->procedure()->modifiers().net(), netStanding + 3);
            QVERIFY(brown->finishCharge());

            // The cuirassiers move: not standing this turn.
            const QPointF at = document.scenario().unit(u"cuir"_s)->position();
            QVERIFY(document.push(new MoveUnitCommand(&document, u"cuir"_s, at, at + QPointF(0, 25))));
            QCOMPARE(brown->movedThisTurn(u"cuir"_s), std::optional<bool>(true));
            QCOMPARE(brown->movedThisTurn(u"horse"_s), std::optional<bool>(false));
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
            QVERIFY(line(brown, u"attacker.standing-cavalry"_s)->derived);
            QVERIFY(!line(brown, u"attacker.standing-cavalry"_s)->enabled);
            QVERIFY(line(brown, u"attacker.standing-cavalry"_s)->reason.contains(u"moved"_s));
            QCOMPARE(brown->procedure()->modifiers().net(), netStanding + 3);
            // Undo the declaration and the move: standing again.
            document.undoStack()->undo();
            document.undoStack()->undo();
            QCOMPARE(brown->movedThisTurn(u"cuir"_s), std::optional<bool>(false));
            QVERIFY(document.push(new MoveUnitCommand(&document, u"cuir"_s, at, at + QPointF(0, 25))));
            // The next turn forgets the moves of this one.
            QVERIFY(brown->nextTurn());
            QCOMPARE(brown->turn(), 2);
            QCOMPARE(brown->movedThisTurn(u"cuir"_s), std::optional<bool>(false));
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
            QVERIFY(line(brown, u"attacker.standing-cavalry"_s)->enabled);
            // Turning in place is a move too.
            QVERIFY(brown->finishCharge());
            QVERIFY(document.push(new RotateUnitCommand(&document, u"cuir"_s, 0.0, 30.0)));
            QCOMPARE(brown->movedThisTurn(u"cuir"_s), std::optional<bool>(true));
            document.undoStack()->undo();
            QVERIFY(brown->declare(u"horse"_s, u"cuir"_s));
        }
        // A restart keeps the turn's start and the derived line of the charge.
        Document reopened;
        QVERIFY(reopened.campaign()->open(path));
        BrownController *brown = reopened.brown();
        QCOMPARE(brown->movedThisTurn(u"cuir"_s), std::optional<bool>(false));
        const rules::brown::Modifier *standing = line(brown, u"attacker.standing-cavalry"_s);
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
};

QTEST_GUILESS_MAIN(TestBrownTurn)
#include "test_brownturn.moc"
