// Counts as a referee reads them (issue 30), in English, German and French,
// each with its language's .qm loaded as the program loads it (English: the
// plural forms). A count goes through tr() with %n: "1 man", "1600 men", "0
// morale counters" (French: "0 marqueur de moral"), never "man/men",
// "counter(s)" or "1 counters". A battery shows its guns and its crew, the
// same in the tooltip, the label, the order of battle and the Inspector.

#include "test_bundledscenario.h"

#include "dice/scripteddicesource.h"
#include "document/document.h"
#include "journal/journalevent.h"
#include "panels/inspectorpanel.h"
#include "panels/orderofbattlepanel.h"
#include "render/unitpainter.h"
#include "rules/balagan/battle.h"
#include "rules/brown/meleefight.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

#include <QSpinBox>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// Vedette's translation for `language` from the program's own resources,
// installed while it lives.
class Speaking
{
public:
    explicit Speaking(const QString &language)
    {
        mLoaded = mTranslator.load(u":/i18n/vedette_"_s + language + u".qm"_s);
        if (mLoaded)
            QCoreApplication::installTranslator(&mTranslator);
    }
    ~Speaking() { QCoreApplication::removeTranslator(&mTranslator); }
    bool loaded() const { return mLoaded; }

private:
    QTranslator mTranslator;
    bool mLoaded = false;
};

table::Scenario brownTable()
{
    table::Scenario s;
    s.setTableSize(table::Length::fromMm(2000), table::Length::fromMm(2000));
    s.addSide({u"red"_s, u"Red"_s, Qt::red});
    table::Unit many(u"many"_s, u"red"_s, u"The many"_s, table::Arm::Foot);
    many.setPosition({500, 500});
    many.setStrength(1600);
    many.setStartingStrength(1600);
    s.addUnit(many);
    table::Unit one(u"one"_s, u"red"_s, u"The one"_s, table::Arm::Horse);
    one.setPosition({1000, 500});
    one.setStrength(1);
    one.setStartingStrength(1);
    one.setMoraleCounters(1);
    s.addUnit(one);
    table::Unit two(u"two"_s, u"red"_s, u"The two"_s, table::Arm::Horse);
    two.setPosition({1500, 500});
    two.setStrength(2);
    two.setStartingStrength(2);
    two.setMoraleCounters(2);
    s.addUnit(two);
    return s;
}

void addLanguages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << u"en"_s;
    QTest::newRow("German") << u"de"_s;
    QTest::newRow("French") << u"fr"_s;
}

// What each language must read.
struct Expected
{
    QString men1600, man1, men2, counters0, counter1, counters2;
    QString battery;     // the Don Cossack Battery: 8 guns, 160 crew
    QString crewOnly;    // a battery whose guns the scenario does not give
    QString crewSuffix;  // the Inspector's strength of a battery
    QString balaganFail; // a morale test that fails, its first counter
    QString meleeOne;    // a melee round's loser's part, one step
};

Expected expected(const QString &language)
{
    if (language == u"de"_s)
        return {u"1600 Mann"_s, u"1 Mann"_s, u"2 Mann"_s, u"0 Moralmarker"_s, u"1 Moralmarker"_s, u"2 Moralmarker"_s,
                u"8 Geschütze, 160 Mann Bedienung"_s, u"24 Mann Bedienung"_s, u" Mann Bedienung"_s,
                u"misslungen (1 Marker)."_s, u"verliert 1 Stufe (40)"_s};
    if (language == u"fr"_s)
        return {u"1600 hommes"_s, u"1 homme"_s, u"2 hommes"_s, u"0 marqueur de moral"_s, u"1 marqueur de moral"_s,
                u"2 marqueurs de moral"_s, u"8 canons, 160 servants"_s, u"24 servants"_s, u" servants"_s,
                u"échoue (1 marqueur)."_s, u"perd 1 niveau (40)"_s};
    return {u"1600 men"_s, u"1 man"_s, u"2 men"_s, u"0 morale counters"_s, u"1 morale counter"_s,
            u"2 morale counters"_s, u"8 guns, 160 crew"_s, u"24 crew"_s, u" crew"_s, u"fails (1 counter)."_s,
            u"loses 1 step (40)"_s};
}

// No count a referee reads is a hand-made plural.
bool handMade(const QString &text)
{
    static const QRegularExpression pattern(u"\\((s|e|es|x|n|ies)\\)|/men|\\b1 (men|guns|counters|steps)\\b"_s);
    return pattern.match(text).hasMatch();
}

} // namespace

class TestCounts : public QObject
{
    Q_OBJECT

private slots:
    void unitToolTip_data() { addLanguages(); }
    void unitToolTip()
    {
        QFETCH(QString, language);
        const Speaking speaking(language);
        QVERIFY(speaking.loaded());
        const Expected e = expected(language);
        const table::Scenario s = brownTable();
        const QString many = render::UnitPainter::toolTip(s, *s.unit(u"many"_s));
        const QString one = render::UnitPainter::toolTip(s, *s.unit(u"one"_s));
        const QString two = render::UnitPainter::toolTip(s, *s.unit(u"two"_s));
        const QStringList manyLines = many.split(u'\n');
        const QStringList oneLines = one.split(u'\n');
        const QStringList twoLines = two.split(u'\n');
        QVERIFY2(manyLines.contains(e.men1600), qPrintable(many));
        QVERIFY2(manyLines.contains(e.counters0), qPrintable(many));
        QVERIFY2(oneLines.contains(e.man1), qPrintable(one));
        QVERIFY2(oneLines.contains(e.counter1), qPrintable(one));
        QVERIFY2(twoLines.contains(e.men2), qPrintable(two));
        QVERIFY2(twoLines.contains(e.counters2), qPrintable(two));
        for (const QString &tip : {many, one, two})
            QVERIFY2(!handMade(tip), qPrintable(tip));
        // The label's detail says the same as the tooltip.
        QCOMPARE(render::UnitPainter::prepare(s, *s.unit(u"many"_s)).strengthText, e.men1600);
        QCOMPARE(render::UnitPainter::prepare(s, *s.unit(u"one"_s)).strengthText, e.man1);
    }

    // Balaclava's Don Cossack Battery No. 3: 8 guns and a crew of 160, read
    // so everywhere it is shown (it read "160 gun(s)").
    void battery_data() { addLanguages(); }
    void battery()
    {
        QFETCH(QString, language);
        const Speaking speaking(language);
        QVERIFY(speaking.loaded());
        const Expected e = expected(language);
        Document document;
        document.scenario() = test::bundledScenario(u"balaclava-1854.json"_s);
        document.undoStack()->clear();
        const table::Scenario &s = document.scenario();
        const table::Unit *battery = s.unit(u"don3"_s);
        QVERIFY(battery);
        QCOMPARE(battery->guns(), 8);
        QCOMPARE(battery->strength(), 160);

        const QString tip = render::UnitPainter::toolTip(s, *battery);
        QVERIFY2(tip.split(u'\n').contains(e.battery), qPrintable(tip));
        QCOMPARE(render::UnitPainter::prepare(s, *battery).strengthText, e.battery);

        TableScene scene(&document);
        InspectorPanel inspector(&document, &scene);
        OrderOfBattlePanel oob(&document, &scene, &inspector);
        auto *tree = oob.findChild<QTreeWidget *>(u"orderOfBattleTree"_s);
        QVERIFY(tree);
        const QList<QTreeWidgetItem *> rows = tree->findItems(battery->name(), Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first()->text(2), e.battery);

        scene.selectUnit(u"don3"_s);
        QCOMPARE(inspector.unitId(), u"don3"_s);
        auto *strength = inspector.findChild<QSpinBox *>(u"strengthSpin"_s);
        auto *guns = inspector.findChild<QSpinBox *>(u"gunsSpin"_s);
        QVERIFY(strength);
        QVERIFY(guns);
        QCOMPARE(strength->value(), 160);
        QCOMPARE(strength->suffix(), e.crewSuffix);
        QCOMPARE(guns->value(), 8);
        QVERIFY(!guns->isHidden());
        // The guns are edited as a command, like every field.
        guns->setValue(6);
        QCOMPARE(document.scenario().unit(u"don3"_s)->guns(), 6);
        document.undoStack()->undo();
        QCOMPARE(document.scenario().unit(u"don3"_s)->guns(), 8);
        QCOMPARE(guns->value(), 8);
        // A horse unit has men and no guns row.
        scene.selectUnit(u"cossacks"_s);
        QVERIFY(guns->isHidden());
        QVERIFY(strength->suffix() != e.crewSuffix);

        // A battery whose guns are not given shows its crew alone.
        table::Scenario plain = document.scenario();
        table::Unit crew = *battery;
        crew.setGuns(0);
        crew.setStrength(24);
        QVERIFY(plain.updateUnit(crew));
        QCOMPARE(render::UnitPainter::prepare(plain, *plain.unit(u"don3"_s)).strengthText, e.crewOnly);
    }

    // The log: a Balagan morale test that fails (it read "fails (1
    // counters)") and a Brown melee round (it read "loses 1 step(s)").
    void logCounts_data() { addLanguages(); }
    void logCounts()
    {
        QFETCH(QString, language);
        const Speaking speaking(language);
        QVERIFY(speaking.loaded());
        const Expected e = expected(language);

        table::Scenario s;
        s.setRuleSystem(table::RuleSystem::Balagan);
        s.setTableSize(table::Length::fromMm(3000.0), table::Length::fromMm(3000.0));
        s.addSide({u"red"_s, u"Red"_s, Qt::red});
        table::Unit unit(u"foot"_s, u"red"_s, u"Foot"_s, table::Arm::Foot);
        unit.setPosition({1000, 1000});
        s.addUnit(unit);
        rules::balagan::Battle battle(s);
        dice::ScriptedDiceSource failing({1});
        journal::EventList events;
        const rules::balagan::MoraleResult result = battle.testMorale(u"foot"_s, failing, events);
        QVERIFY(result.failed);
        QCOMPARE(result.counters, 1);
        const QString morale = events.events().first().summary;
        QVERIFY2(morale.endsWith(e.balaganFail), qPrintable(morale));
        QVERIFY2(!handMade(morale), qPrintable(morale));

        using rules::brown::MeleeFight;
        MeleeFight fight({u"a"_s, u"2nd Hussars"_s, 2, 400, 400, 0}, {u"d"_s, u"Line"_s, 1, 600, 600, 0}, 10, 3);
        dice::ScriptedDiceSource dice({6, 7}); // 6+2 = 8 against 7+1 = 8: a tie, a step each
        journal::EventList log;
        fight.fightRound(dice, log);
        const QString round = log.events().first().summary;
        QVERIFY2(round.contains(e.meleeOne), qPrintable(round));
        QVERIFY2(!handMade(round), qPrintable(round));
    }
};

QTEST_MAIN(TestCounts)
#include "test_counts.moc"
