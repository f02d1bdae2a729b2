// The Charge panel driven as a referee would: declare, check the modifiers,
// Enter through the steps with physical dice, apply, undo.
#include "test_campaignfixture.h"

#include "commands/unitfieldcommand.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/chargepanel.h"
#include "panels/continuechargerow.h"
#include "panels/elidinglabel.h"
#include "panels/generalorderbox.h"
#include "panels/meleepanel.h"
#include "panels/oddswidget.h"

#include "rules/brown/chargeprocedure.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;
using Step = rules::brown::ChargeProcedure::Step;

namespace {

table::Scenario battle()
{
    using namespace table;
    Scenario s = fixture::brownTable();
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({500, 500});
    s.addUnit(foot);
    Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
    horse.setHorseWeight(HorseWeight::Heavy);
    horse.setPosition({500, 300});
    horse.setFacing(180);
    s.addUnit(horse);
    return s;
}

QTreeWidgetItem *modifierItem(QTreeWidget *tree, const QString &id)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *side = tree->topLevelItem(i);
        for (int j = 0; j < side->childCount(); ++j) {
            if (side->child(j)->data(0, Qt::UserRole).toString() == id)
                return side->child(j);
        }
    }
    return nullptr;
}

} // namespace

class TestChargePanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The rules of the battle in play, as the referee meets them in the panel
    // (docs/rules.md B-12, B-13, B-30): Standing Cav. derived from the
    // Greys' distance at the declaration and switchable, the General Order
    // box on the target (one step), and "Continue the charge against" after
    // a result that allows it.
    void turnRulesInThePanel()
    {
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        table::Scenario scenario = battle();
        table::Unit cuirassiers(u"cuir"_s, u"fr"_s, u"1er Cuirassiers"_s, table::Arm::Horse);
        cuirassiers.setHorseWeight(table::HorseWeight::Heavy);
        cuirassiers.setPosition({800, 500});
        scenario.addUnit(cuirassiers);
        table::Unit foot = *scenario.unit(u"foot"_s);
        foot.setPosition({800, 620});
        scenario.updateUnit(foot);
        table::Unit horse = *scenario.unit(u"horse"_s);
        horse.setPosition({800, 300});
        scenario.updateUnit(horse);
        ChargePanel panel(&document);
        document.scenario() = scenario;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        BrownController *brown = panel.controller();
        QVERIFY(brown->nextTurn());

        // The target's General Order box: one undoable step.
        panel.choose(u"horse"_s, u"cuir"_s);
        GeneralOrderBox *order = panel.generalOrderBox();
        QCOMPARE(order->unitId(), u"cuir"_s);
        QVERIFY(order->text().contains(u"1er Cuirassiers"_s));
        QVERIFY(order->isEnabled());
        QVERIFY(!order->isChecked());
        const int steps = document.undoStack()->count();
        QTest::mouseClick(order, Qt::LeftButton, {}, QPoint(8, order->height() / 2));
        QVERIFY(brown->underGeneralOrder(u"cuir"_s));
        QVERIFY(order->isChecked());
        QCOMPARE(document.undoStack()->count(), steps + 1);
        document.undoStack()->undo();
        QVERIFY(!order->isChecked());
        document.undoStack()->redo();
        QVERIFY(order->isChecked());

        // From 7.1" the Greys have a run-up: no Standing Cav. (derived).
        QVERIFY(panel.declare(u"horse"_s, u"cuir"_s));
        QTreeWidgetItem *standing = modifierItem(panel.modifierTree(), u"attacker.standing-cavalry"_s);
        QVERIFY(standing);
        QCOMPARE(standing->checkState(0), Qt::Unchecked);
        // Derived, not the referee's call (the tooltip holds the whole label).
        QVERIFY2(!standing->toolTip(0).contains(u"referee"_s), qPrintable(standing->toolTip(0)));
        QVERIFY2(standing->text(2).contains(u"Greys"_s), qPrintable(standing->text(2)));
        panel.cancel();
        document.undoStack()->undo(); // the cancel
        document.undoStack()->undo(); // the declaration

        // From 3" they charge from a stand: derived on, and switchable as the other lines.
        const QPointF at = document.scenario().unit(u"horse"_s)->position();
        QVERIFY(document.push(new MoveUnitCommand(&document, u"horse"_s, at, QPointF(800, 490 - 3 * 25.4 - 10))));
        QVERIFY(panel.declare(u"horse"_s, u"cuir"_s));
        standing = modifierItem(panel.modifierTree(), u"attacker.standing-cavalry"_s);
        QCOMPARE(standing->checkState(0), Qt::Checked);
        QVERIFY(!standing->toolTip(0).contains(u"referee"_s));
        QTreeWidgetItem *general = modifierItem(panel.modifierTree(), u"defender.general-order"_s);
        QCOMPARE(general->checkState(0), Qt::Checked);
        const int net = panel.procedure()->modifiers().net();
        standing->setCheckState(0, Qt::Unchecked);
        QCOMPARE(panel.procedure()->modifiers().net(), net + 3);
        standing->setCheckState(0, Qt::Checked);
        QCOMPARE(panel.procedure()->modifiers().net(), net);

        // No continuation before a result.
        QVERIFY(panel.continueRow()->isHidden());
        faces = {8};
        panel.advance(); // activation
        QCOMPARE(panel.procedure()->step(), Step::ChargeRoll);
        const rules::brown::Modifier *leader = panel.procedure()->modifiers().find(u"attacker.leader"_s);
        QVERIFY(brown->setModifier(u"attacker.leader"_s, true, 9 - (net - leader->effective())));
        faces = {1, 1};
        panel.advance(); // net +9: the defender routs
        QCOMPARE(panel.procedure()->step(), Step::Done);
        QVERIFY(panel.continueRow()->isHidden()); // not applied yet
        panel.advance(); // apply
        QVERIFY(panel.isApplied());
        QVERIFY(!panel.continueRow()->isHidden());
        QCOMPARE(panel.continueRow()->targetBox()->count(), 1);
        QCOMPARE(panel.continueRow()->targetBox()->itemData(0).toString(), u"foot"_s);
        QVERIFY(panel.continueRow()->targetBox()->itemText(0).contains(u"2e Ligne"_s));
        QTest::mouseClick(panel.continueRow()->continueButton(), Qt::LeftButton);
        QVERIFY(!panel.isApplied());
        QCOMPARE(brown->charge()->situation.defender.id, u"foot"_s);
        QVERIFY(brown->charge()->situation.continued);
        QCOMPARE(panel.chosenTargetId(), u"foot"_s);
        QVERIFY(panel.continueRow()->isHidden());
        QVERIFY(panel.titleLabel()->text().contains(u"2e Ligne"_s));
    }

    // Each step's text once (issue 30: the declaration, and a refusal, were
    // printed twice: once as the event was logged, once as the panel told
    // the new charge's steps again).
    void eachStepToldOnce()
    {
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        table::Scenario scenario = battle();
        table::Unit far(u"far"_s, u"gb"_s, u"Far Hussars"_s, table::Arm::Horse);
        far.setPosition({1500, 1500});
        scenario.addUnit(far);
        ChargePanel panel(&document);
        document.scenario() = scenario;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.controller()->nextTurn());
        const auto count = [&panel](const QString &what) {
            return int(panel.resultLabel()->text().count(what));
        };

        // Out of reach: refused, and said so once.
        panel.declare(u"far"_s, u"foot"_s);
        QVERIFY2(count(u"out of reach"_s) == 1, qPrintable(panel.resultLabel()->text()));

        QVERIFY(panel.declare(u"horse"_s, u"foot"_s));
        QVERIFY2(count(u"declares a charge"_s) == 1, qPrintable(panel.resultLabel()->text()));
        faces = {8};
        panel.advance(); // activation
        QVERIFY2(count(u"declares a charge"_s) == 1, qPrintable(panel.resultLabel()->text()));
        QVERIFY2(count(u"activates"_s) == 1, qPrintable(panel.resultLabel()->text()));
    }

    // A sentence that ends in a sentence ends once (issue 30: "The charge
    // goes onto the table: ... The attacking cavalry is Blown..").
    void oneFullStop()
    {
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        ChargePanel panel(&document);
        document.scenario() = battle();
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.declare(u"horse"_s, u"foot"_s));
        faces = {8};
        panel.advance(); // activates
        faces = {2};
        panel.advance(); // the defender fires
        QCOMPARE(panel.procedure()->step(), Step::ClosingCasualties);
        panel.casualtiesBox()->setValue(0);
        panel.advance();
        faces = {1, 8}; // 1 + 6 against 8: net -1, the attacking cavalry is Blown
        panel.advance();
        QVERIFY(panel.procedure()->outcome().reading);
        QVERIFY(panel.procedure()->outcome().reading->blown);
        while (panel.procedure()->step() != Step::Done) {
            faces = {5, 5};
            panel.advance();
        }
        panel.advance(); // apply
        QVERIFY2(panel.isApplied(), qPrintable(panel.resultLabel()->text() + panel.controller()->lastError()));
        QVERIFY(document.scenario().unit(u"horse"_s)->hasMarker(table::StateMarker::Blown));
        static const QRegularExpression twoStops(u"(?<!\\.)\\.\\.(?!\\.)"_s);
        int told = 0;
        for (const auto &e : document.events()) {
            if (!e.kind.startsWith(u"brown."_s))
                continue;
            ++told;
            QVERIFY2(!twoStops.match(e.summary).hasMatch(), qPrintable(e.summary));
        }
        QVERIFY(told > 4);
        QVERIFY2(!twoStops.match(panel.resultLabel()->text()).hasMatch(), qPrintable(panel.resultLabel()->text()));
    }

    // A panel shows one state (issue 40): after a charge is applied, another
    // unit chosen shows its own pair and nothing of that charge (the
    // modifiers, odds and result of the charge before were shown beside the
    // new attacker and target); the pair chosen again shows the charge again.
    void anotherUnitShowsNothingOfTheChargeBefore()
    {
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        table::Scenario scenario = battle();
        table::Unit hussars(u"hussars"_s, u"gb"_s, u"11th Hussars"_s, table::Arm::Horse);
        hussars.setPosition({700, 350});
        hussars.setFacing(180);
        scenario.addUnit(hussars);
        ChargePanel panel(&document);
        document.scenario() = scenario;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.declare(u"horse"_s, u"foot"_s));
        faces = {8};
        panel.advance(); // activates
        faces = {2};
        panel.advance(); // the defender fires
        panel.casualtiesBox()->setValue(0);
        panel.advance();
        while (panel.procedure()->step() != Step::Done) {
            faces = {5, 5};
            panel.advance();
        }
        panel.advance(); // apply
        QVERIFY2(panel.isApplied(), qPrintable(panel.resultLabel()->text()));
        QVERIFY(panel.modifierTree()->topLevelItemCount() > 0);
        QVERIFY(!panel.resultLabel()->text().isEmpty());

        panel.pickAttacker(u"hussars"_s);
        QCOMPARE(panel.chosenAttackerId(), u"hussars"_s);
        QVERIFY2(panel.titleLabel()->text().contains(u"11th Hussars"_s), qPrintable(panel.titleLabel()->text()));
        QCOMPARE(panel.modifierTree()->topLevelItemCount(), 0);
        QVERIFY2(panel.netLabel()->text().isEmpty(), qPrintable(panel.netLabel()->text()));
        QVERIFY(panel.odds()->outcomes().isEmpty());
        QVERIFY2(!panel.resultLabel()->text().contains(u"Greys"_s), qPrintable(panel.resultLabel()->text()));
        QVERIFY(panel.continueRow()->isHidden());
        QCOMPARE(panel.advanceButton()->text(), u"Declare"_s);

        // The charge's own pair again: its figures are back.
        panel.choose(u"horse"_s, u"foot"_s);
        QVERIFY(panel.modifierTree()->topLevelItemCount() > 0);
        QVERIFY2(panel.resultLabel()->text().contains(u"Greys"_s), qPrintable(panel.resultLabel()->text()));

        // Another battle: nothing of this one.
        document.scenario() = battle();
        panel.refresh();
        QVERIFY(panel.attackerBox()->findData(u"hussars"_s) < 0);
    }

    void wholeChargeByKeyboard()
    {
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        table::Scenario scenario = battle();
        ChargePanel panel(&document);
        document.scenario() = scenario;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        QVERIFY(!panel.declare(u"horse"_s, u"horse"_s));
        QVERIFY(panel.declare(u"horse"_s, u"foot"_s));
        QCOMPARE(panel.procedure()->step(), Step::Activation);
        QCOMPARE(panel.stepList()->currentRow(), 1);

        // Heavy cavalry against infantry in line: +6, and only that.
        QTreeWidgetItem *line = modifierItem(panel.modifierTree(), u"attacker.cavalry-vs-line"_s);
        QVERIFY(line);
        QCOMPARE(line->checkState(0), Qt::Checked);
        QVERIFY(!line->text(2).isEmpty());
        QCOMPARE(panel.procedure()->modifiers().net(), 6);
        QCOMPARE(panel.odds()->total(), quint64(64)); // d8 against d8
        QCOMPARE(panel.odds()->outcomes().size(), 12);
        line->setCheckState(0, Qt::Unchecked);
        QCOMPARE(panel.procedure()->modifiers().net(), 0);
        QVERIFY(panel.procedure()->modifiers().find(u"attacker.cavalry-vs-line"_s)->overridden());
        line->setCheckState(0, Qt::Checked);
        QCOMPARE(panel.procedure()->modifiers().net(), 6);
        auto *spin = qobject_cast<QSpinBox *>(panel.modifierTree()->itemWidget(line, 1));
        QVERIFY(spin);

        panel.advanceButton()->setFocus();
        faces = {5};
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return); // activation
        QCOMPARE(panel.procedure()->step(), Step::FireDiscipline);
        QCOMPARE(panel.procedure()->distanceInches(), 4.0);

        // A cancelled keypad leaves the step to be thrown again.
        faces.clear();
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        QCOMPARE(panel.procedure()->step(), Step::FireDiscipline);
        QVERIFY(panel.resultLabel()->text().contains(u"cancelled"_s));

        faces = {2};
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return); // fires
        QCOMPARE(panel.procedure()->step(), Step::ClosingCasualties);
        QVERIFY(panel.casualtiesBox()->isVisible());
        // Nothing entered yet: the button waits. A quick pick by mouse is the
        // answer: one click enters it and the step advances (issue 32).
        QVERIFY(!panel.advanceButton()->isEnabled());
        QAbstractButton *tenPercent = nullptr;
        for (QAbstractButton *button : panel.casualtyButtons())
            tenPercent = button->text() == u"10 %"_s ? button : tenPercent;
        QVERIFY(tenPercent);
        QCOMPARE(panel.casualtyButtons().value(1), tenPercent);
        QTest::mouseClick(tenPercent, Qt::LeftButton);
        QCOMPARE(panel.procedure()->step(), Step::ChargeRoll);
        QCOMPARE(panel.procedure()->modifiers().net(), 4);

        faces = {8, 1};
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return); // 8 + 4 - 1 = 11: surrender
        QCOMPARE(panel.procedure()->outcome().reading->net, 11);
        QCOMPARE(panel.odds()->highlightedOutcome(), u"surrender"_s);
        QCOMPARE(panel.procedure()->step(), Step::RideDown);
        faces = {6, 5};
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        QCOMPARE(panel.procedure()->step(), Step::Surrender);
        faces = {3};
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        QCOMPARE(panel.procedure()->step(), Step::Done);
        QCOMPARE(panel.stepList()->currentRow(), 8);
        QVERIFY(panel.applySuggestedBox()->isVisible());

        const QPointF footBefore = document.scenario().unit(u"foot"_s)->position();
        QSignalSpy applied(&panel, &ChargePanel::chargeApplied);
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        QCOMPARE(applied.size(), 1);
        QVERIFY(panel.isApplied());
        const table::Unit *foot = document.scenario().unit(u"foot"_s);
        QVERIFY(foot->hasMarker(table::StateMarker::Rout));
        QVERIFY(foot->strength() < 500);
        QVERIFY(foot->position() != footBefore); // the suggested rout move, confirmed
        QVERIFY(document.scenario().unit(u"horse"_s)->strength() < 500); // 10% closing casualties and ride-down steps
        // Every step was one undo step (declare, the modifier switches merged,
        // seven rolls and entries, apply); undo takes back the last one only.
        QCOMPARE(document.undoStack()->count(), 9);

        document.undoStack()->undo();
        QVERIFY(!panel.isApplied());
        QCOMPARE(panel.procedure()->step(), Step::Done);
        QVERIFY(!document.scenario().unit(u"foot"_s)->hasMarker(table::StateMarker::Rout));
        QCOMPARE(document.scenario().unit(u"foot"_s)->strength(), 500);
        QCOMPARE(document.scenario().unit(u"foot"_s)->position(), footBefore);
        document.undoStack()->redo();
        QVERIFY(document.scenario().unit(u"foot"_s)->hasMarker(table::StateMarker::Rout));

        // The log has every step with its dice.
        QStringList kinds;
        int rolls = 0;
        for (const auto &e : document.events()) {
            if (e.kind.startsWith(u"brown."_s)) {
                kinds.append(e.kind);
                rolls += e.rolls.size();
            }
        }
        QVERIFY(kinds.contains(u"brown.declare"_s));
        QVERIFY(kinds.contains(u"brown.charge"_s));
        QVERIFY(kinds.contains(u"brown.ride-down"_s));
        QVERIFY(kinds.contains(u"brown.surrender"_s));
        QVERIFY(kinds.contains(u"brown.pursuit"_s));
        QCOMPARE(rolls, 5); // activation, fire discipline, class dice, ride down, surrender
        for (const auto &e : document.events()) {
            if (e.kind.startsWith(u"brown."_s) && !e.rolls.isEmpty())
                QCOMPARE(e.rolls.first().origin, dice::DiceOrigin::Entered);
        }
    }

    // What the panel offers, the rules allow: the targets listed are those
    // the attacker may charge now, nearest first; with none within reach
    // none is listed, the box says so, and neither Declare nor Resolve is
    // offered (Balaclava's 13th Light Dragoons at turn 1, 49.6" from the
    // battery, was offered it and refused on Resolve).
    void onlyTargetsWithinReachAreOffered()
    {
        Document document;
        table::Scenario scenario = battle();
        table::Unit far(u"far"_s, u"fr"_s, u"Far Battalion"_s, table::Arm::Foot);
        far.setPosition({500, 1100}); // out of the Greys' reach
        scenario.addUnit(far);
        ChargePanel panel(&document);
        document.scenario() = scenario;
        const auto listed = [&] {
            QStringList ids;
            for (int i = 0; i < panel.targetBox()->count(); ++i)
                ids.append(panel.targetBox()->itemData(i).toString());
            return ids;
        };
        panel.attackerBox()->setCurrentIndex(panel.attackerBox()->findData(u"horse"_s));
        QCOMPARE(listed(), QStringList{u"foot"_s});
        QCOMPARE(listed(), document.brown()->chargeableTargets(u"horse"_s));
        QVERIFY(panel.declareButton()->isEnabled());
        QVERIFY(panel.resolveButton()->isEnabled());

        // The foot moved out of reach too: nothing to charge.
        table::Unit foot = *document.scenario().unit(u"foot"_s);
        foot.setPosition({500, 1000});
        table::Scenario moved = document.scenario();
        moved.updateUnit(foot);
        document.scenario() = moved;
        panel.attackerBox()->setCurrentIndex(panel.attackerBox()->findData(u"foot"_s));
        panel.attackerBox()->setCurrentIndex(panel.attackerBox()->findData(u"horse"_s));
        QVERIFY(document.brown()->chargeableTargets(u"horse"_s).isEmpty());
        QCOMPARE(listed(), QStringList());
        QCOMPARE(panel.targetBox()->currentIndex(), -1);
        QVERIFY(!panel.targetBox()->placeholderText().isEmpty());
        QVERIFY(!panel.declareButton()->isEnabled());
        QVERIFY(!panel.resolveButton()->isEnabled());
        QVERIFY(!panel.advanceButton()->isEnabled());
    }

    void refusalShown()
    {
        Document document;
        table::Scenario scenario = battle();
        table::Unit foot = *scenario.unit(u"foot"_s);
        foot.setPosition({500, 1000}); // far out of reach
        scenario.updateUnit(foot);
        ChargePanel panel(&document);
        document.scenario() = scenario;
        QVERIFY(panel.declare(u"horse"_s, u"foot"_s));
        QVERIFY(panel.procedure()->isRefused());
        QVERIFY(panel.resultLabel()->text().contains(u"out of reach"_s));
        QCOMPARE(panel.stepList()->currentRow(), 0);
    }

    // A melee on the table, turn by turn: a tie and morale holds, a decided
    // round and morale holds, a retreat. After each round both sides check
    // morale; a melee that goes on is fought in the next turn (the button
    // waits for Next Turn).
    void meleeTurnByTurn()
    {
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        table::Scenario scenario = battle();
        MeleePanel panel(&document);
        document.scenario() = scenario;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        BrownController *brown = document.brown();
        QVERIFY(!panel.start(u"horse"_s, u"nobody"_s));
        QVERIFY(panel.start(u"horse"_s, u"foot"_s));
        QCOMPARE(panel.attackerModifierBox()->value(), 1); // Regular
        panel.attackerModifierBox()->setValue(2);          // the referee's override
        panel.advanceButton()->setFocus();

        faces = {5, 6}; // 5 + 2 = 7 against 6 + 1 = 7: tie, 1 step each
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        QCOMPARE(panel.fight()->stage(), rules::brown::MeleeFight::Stage::AwaitMorale);
        QVERIFY(panel.defenderRetreatsBox()->isVisible());
        QCOMPARE(document.scenario().unit(u"horse"_s)->strength(), 450);
        QCOMPARE(document.scenario().unit(u"foot"_s)->strength(), 450);
        QVERIFY(document.scenario().unit(u"foot"_s)->hasMarker(table::StateMarker::Disordered));
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return); // nobody retreats
        QCOMPARE(panel.fight()->stage(), rules::brown::MeleeFight::Stage::AwaitRound);
        // The next round is the next turn's.
        QVERIFY(!panel.advanceButton()->isEnabled());
        QVERIFY2(panel.stepLabel()->text().contains(u"Next Turn"_s), qPrintable(panel.stepLabel()->text()));
        QVERIFY(brown->nextTurn());
        QVERIFY(panel.advanceButton()->isEnabled());

        faces = {9, 2}; // 11 against 3: the foot loses 8 steps, the horse 7
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        QCOMPARE(panel.fight()->stage(), rules::brown::MeleeFight::Stage::AwaitMorale);
        QVERIFY(panel.defenderRetreatsBox()->isVisible());
        QCOMPARE(document.scenario().unit(u"foot"_s)->strength(), 450 - 400);
        QCOMPARE(document.scenario().unit(u"horse"_s)->strength(), 450 - 350);
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return); // nobody retreats
        QCOMPARE(panel.fight()->stage(), rules::brown::MeleeFight::Stage::AwaitRound);
        QVERIFY(brown->nextTurn());

        faces = {4, 3};
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        panel.defenderRetreatsBox()->setChecked(true);
        QTest::keyClick(panel.advanceButton(), Qt::Key_Return);
        QCOMPARE(panel.fight()->stage(), rules::brown::MeleeFight::Stage::Over);
        // Over: the button ends it (the units stay as the melee left them).
        QCOMPARE(panel.advanceButton()->text(), u"End the Melee"_s);
        // The melee, the modifier, three rounds, three morale records and two
        // turns: a step each.
        QCOMPARE(document.undoStack()->count(), 10);
        for (int i = 0; i < 8; ++i)
            document.undoStack()->undo();
        QCOMPARE(panel.fight()->roundsFought(), 0);
        QCOMPARE(panel.attackerModifierBox()->value(), 2);
        QCOMPARE(document.scenario().unit(u"foot"_s)->strength(), 500);
        QVERIFY(!document.scenario().unit(u"foot"_s)->hasMarker(table::StateMarker::Disordered));
        int melees = 0;
        for (const auto &e : document.events())
            melees += e.kind == u"brown.melee"_s ? 1 : 0;
        QCOMPARE(melees, 3);
    }

    // Block against block in a town: the melee panel fights with the stands
    // of both blocks and spreads each side's losses over its units.
    void townMeleeSpreadsLosses()
    {
        using namespace table;
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        Scenario scenario;
        scenario.setRuleSystem(RuleSystem::Brown);
        scenario.addSide({u"fr"_s, u"French"_s, Qt::blue});
        scenario.addSide({u"gb"_s, u"British"_s, Qt::red});
        Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot); // 4 stands, 500 men
        foot.setPosition({500, 500});
        scenario.addUnit(foot);
        Unit gren(u"gren"_s, u"gb"_s, u"Grenadiers"_s, Arm::Foot);
        gren.setPosition({500, 400});
        gren.setFacing(180);
        scenario.addUnit(gren);
        Unit lights(u"lights"_s, u"gb"_s, u"Lights"_s, Arm::Foot);
        lights.setStandCount(2);
        lights.setPosition({500, 360});
        lights.setFacing(180);
        scenario.addUnit(lights);
        scenario.addTerrain(Terrain(u"north"_s, TerrainType::Buildings,
                                    QPolygonF{QPointF(300, 320), QPointF(700, 320), QPointF(700, 430), QPointF(300, 430)}));
        scenario.addTerrain(Terrain(u"south"_s, TerrainType::Buildings,
                                    QPolygonF{QPointF(300, 470), QPointF(700, 470), QPointF(700, 530), QPointF(300, 530)}));

        MeleePanel panel(&document);
        document.scenario() = scenario;
        QVERIFY(panel.start(u"gren"_s, u"foot"_s));
        // Six British stands (500 + 500 men) against four French (500 men).
        QCOMPARE(panel.fight()->fighter(rules::brown::Side::Attacker).startingStrength, 1000);
        QVERIFY(panel.fight()->townBlock(rules::brown::Side::Attacker).has_value());
        faces = {2, 6}; // 2+1 = 3 against 6+1 = 7: the British lose 4 steps (400 men), the French 4 (200)
        panel.advance();
        QCOMPARE(document.scenario().unit(u"gren"_s)->strength(), 500 - 267); // 4 of the 6 stands
        QCOMPARE(document.scenario().unit(u"lights"_s)->strength(), 500 - 133);
        QCOMPARE(document.scenario().unit(u"foot"_s)->strength(), 500 - 200);
        QVERIFY(document.scenario().unit(u"lights"_s)->hasMarker(StateMarker::Disordered));
        QCOMPARE(document.undoStack()->count(), 2); // the melee begins, the round
        document.undoStack()->undo();
        QCOMPARE(document.scenario().unit(u"lights"_s)->strength(), 500);
        QVERIFY(!document.scenario().unit(u"lights"_s)->hasMarker(StateMarker::Disordered));
    }

    void houseRulesLogged()
    {
        Document document;
        ChargePanel panel(&document);
        rules::brown::HouseRules rules;
        rules.activationTarget = 4;
        const auto before = document.events().size();
        panel.setHouseRules(rules);
        QCOMPARE(panel.houseRules().activationTarget, 4);
        QCOMPARE(document.events().size(), before + 1);
        QCOMPARE(document.events().last().kind, u"brown.house-rules"_s);
        panel.setHouseRules(rules); // unchanged: nothing logged
        QCOMPARE(document.events().size(), before + 1);
    }

    void houseRulesKeptByTheCampaign()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"rules.vedette"_s);
        QCOMPARE(fixture::createCampaignFile(path), QString());
        {
            Document document;
            QVERIFY2(document.campaign()->open(path), qPrintable(document.campaign()->errorString()));
            ChargePanel panel(&document);
            QCOMPARE(panel.houseRules().activationTarget, 3);
            rules::brown::HouseRules rules;
            rules.activationTarget = 5;
            panel.setHouseRules(rules);
            QCOMPARE(document.campaign()->store()->houseRules(u"brown"_s).isEmpty(), false);
        }
        Document document;
        ChargePanel panel(&document);
        QCOMPARE(panel.houseRules().activationTarget, 3);
        QVERIFY2(document.campaign()->open(path), qPrintable(document.campaign()->errorString()));
        QCOMPARE(panel.houseRules().activationTarget, 5);
        document.campaign()->close();
        QCOMPARE(panel.houseRules().activationTarget, 3);
    }
};

QTEST_MAIN(TestChargePanel)
#include "test_chargepanel.moc"
