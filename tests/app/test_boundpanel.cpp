// The Balagan Bound panel: units in combat with their factors, morale tests
// with the referee's physical dice, end of bound, undo.
#include "test_campaignfixture.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "controllers/balagancontroller.h"
#include "panels/boundpanel.h"

#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// Foot in single line under orders to advance: the only troops of the skirmish.
table::Unit makeUnit(const QString &id, const QString &side, QPointF position, double facing)
{
    table::Unit unit = fixture::placedUnit(id, side, table::Arm::Foot, table::Formation::SingleLine, position, facing);
    unit.setOrder(table::Order::Advance);
    return unit;
}

// Red and blue foot in line 100p apart, each under the other's fire, and a
// red reserve far away.
table::Scenario skirmish()
{
    table::Scenario scenario;
    scenario.setRuleSystem(table::RuleSystem::Balagan);
    scenario.setTableSize(table::Length::fromMm(3000.0), table::Length::fromMm(3000.0));
    scenario.addSide({u"red"_s, u"Red"_s, Qt::red});
    scenario.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
    scenario.addUnit(makeUnit(u"blue-foot"_s, u"blue"_s, {1000, 1000}, 0.0));
    scenario.addUnit(makeUnit(u"red-foot"_s, u"red"_s, {1000, 970}, 180.0));
    scenario.addUnit(makeUnit(u"red-reserve"_s, u"red"_s, {2000, 2000}, 0.0));
    return scenario;
}

} // namespace

class TestBoundPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void houseRulesKeptByTheCampaign()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"balagan.vedette"_s);
        QCOMPARE(fixture::createCampaignFile(path), QString());
        {
            Document document;
            QVERIFY2(document.campaign()->open(path), qPrintable(document.campaign()->errorString()));
            BoundPanel panel(&document);
            vedette::rules::balagan::HouseRules rules;
            rules.footRangePaces = 150.0;
            const auto before = document.events().size();
            panel.controller()->setHouseRules(rules);
            QCOMPARE(document.events().size(), before + 1);
            QCOMPARE(document.events().last().kind, u"balagan.house-rules"_s);
        }
        Document document;
        BoundPanel panel(&document);
        QCOMPARE(panel.controller()->houseRules().footRangePaces, 200.0);
        QVERIFY2(document.campaign()->open(path), qPrintable(document.campaign()->errorString()));
        QCOMPARE(panel.controller()->houseRules().footRangePaces, 150.0);
        document.campaign()->close();
        QCOMPARE(panel.controller()->houseRules().footRangePaces, 200.0);
    }

    void boundWithPhysicalDice()
    {
        Document document;
        QList<int> faces;
        fixture::throwFaces(document.dice(), faces);
        document.scenario() = skirmish();
        const table::Scenario before = document.scenario();
        BoundPanel panel(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        // Both foot units are under fire; each shows its unsupported factor and reason.
        QTreeWidget *list = panel.combatList();
        QCOMPARE(list->topLevelItemCount(), 2);
        QTreeWidgetItem *first = list->topLevelItem(0);
        QCOMPARE(first->text(1), u"\u22121"_s);
        QCOMPARE(first->childCount(), 1);
        QVERIFY(!first->child(0)->text(2).isEmpty());

        // Cancelled dice change nothing.
        panel.testAll();
        QCOMPARE(document.undoStack()->count(), 0);

        // Red moves first: red-foot throws 2 - 1 = 1, fails.
        faces = {2};
        panel.testAll();
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.scenario().unit(u"red-foot"_s)->moraleCounters(), 1);
        QCOMPARE(document.scenario().fogZones().size(), 2);
        QCOMPARE(panel.battleState().phase, rules::balagan::BoundPhase::Action);
        qsizetype morale = 0;
        for (const journal::JournalEvent &event : document.events())
            morale += event.kind == u"balagan.morale"_s ? 1 : 0;
        QCOMPARE(morale, 1);

        panel.endBound();
        QCOMPARE(panel.battleState().bound, 2);
        QCOMPARE(panel.battleState().clockText(), u"10:15"_s);
        QCOMPARE(panel.battleState().sideToMove(), u"blue"_s);

        // Undo twice: the table and the bound are as they were.
        document.undoStack()->undo();
        QCOMPARE(panel.battleState().bound, 1);
        document.undoStack()->undo();
        QCOMPARE(document.scenario(), before);
        QCOMPARE(panel.battleState().phase, rules::balagan::BoundPhase::Morale);
        document.undoStack()->redo();
        QCOMPARE(document.scenario().unit(u"red-foot"_s)->moraleCounters(), 1);

        // One unit at a time: select blue-foot, throw a 6.
        list->setCurrentItem(list->topLevelItem(0));
        const QString selected = list->topLevelItem(0)->data(0, Qt::UserRole).toString();
        faces = {6};
        panel.testSelected();
        QCOMPARE(document.undoStack()->count(), 2);
        QCOMPARE(document.scenario().unit(selected)->moraleCounters(), selected == u"red-foot"_s ? 1 : 0);
        QVERIFY(faces.isEmpty());

        // The referee overrides red-foot's unsupported factor: logged, undoable.
        QVERIFY(panel.setFactorOverride(u"red-foot"_s, rules::balagan::FactorKind::Unsupported, 0));
        QCOMPARE(panel.battleState().overrideFor(u"red-foot"_s, rules::balagan::FactorKind::Unsupported), 0);
        QCOMPARE(document.events().last().kind, u"balagan.override"_s);
        document.undoStack()->undo();
        QVERIFY(!panel.battleState().overrideFor(u"red-foot"_s, rules::balagan::FactorKind::Unsupported));

        // An action for a unit of the side to move: 3 or more with no
        // modifier. Blue's units are not offered in red's bound.
        list->setCurrentItem(list->topLevelItem(0));
        QVERIFY(!panel.selectActionUnit(u"blue-foot"_s));
        QVERIFY(panel.selectActionUnit(u"red-reserve"_s));
        faces = {3};
        QVERIFY(panel.attemptAction(rules::balagan::Action::Wheel));
        QCOMPARE(document.events().last().kind, u"balagan.action"_s);
        QVERIFY(document.events().last().detail.value(u"succeeded"_s).toBool());
    }
};

QTEST_MAIN(TestBoundPanel)
#include "test_boundpanel.moc"
