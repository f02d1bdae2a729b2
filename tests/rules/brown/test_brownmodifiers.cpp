#include "rules/brown/modifierlist.h"
#include "rules/brown/refusal.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;
using vedette::table::CoverClass;
using vedette::table::geometry::Arc;

namespace {

ChargeSituation basic()
{
    ChargeSituation s;
    s.attacker.id = u"a"_s;
    s.attacker.name = u"1st Foot"_s;
    s.defender.id = u"d"_s;
    s.defender.name = u"2e Ligne"_s;
    s.distanceInches = 5.0;
    return s;
}

// The ids of the lines that apply, with their values.
QMap<QString, int> applying(const ModifierList &list)
{
    QMap<QString, int> map;
    for (const Modifier &m : list.items()) {
        if (m.enabled)
            map.insert(m.id, m.value);
    }
    return map;
}

} // namespace

class TestBrownModifiers : public QObject
{
    Q_OBJECT

private slots:
    void everyLineListed()
    {
        const ModifierList list = ModifierList::derive(basic());
        QCOMPARE(list.items().size(), 23);
        for (const Modifier &m : list.items()) {
            QVERIFY2(!m.reason.isEmpty(), qPrintable(m.id));
            QVERIFY2(m.label() != m.id, qPrintable(m.id));
            QVERIFY(!m.overridden());
        }
        // Equal regular infantry in the open, face to face: nothing applies.
        QVERIFY(applying(list).isEmpty());
        QCOMPARE(list.net(), 0);
    }

    void mass_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::addColumn<int>("attackerMass");
        QTest::addColumn<int>("defenderMass");
        QTest::newRow("equal") << 500 << 500 << 0 << 0;
        QTest::newRow("just under 1.5x") << 599 << 400 << 0 << 0;
        QTest::newRow("exactly 1.5x") << 600 << 400 << 2 << 0;
        QTest::newRow("just under 2x") << 799 << 400 << 2 << 0;
        QTest::newRow("exactly 2x") << 800 << 400 << 3 << 0;
        QTest::newRow("exactly 3x") << 1200 << 400 << 4 << 0;
        QTest::newRow("exactly 4x") << 1600 << 400 << 5 << 0;
        QTest::newRow("10x") << 4000 << 400 << 5 << 0;
        QTest::newRow("defender 1.5x") << 400 << 600 << 0 << 2;
        QTest::newRow("defender 2x") << 300 << 600 << 0 << 3;
        QTest::newRow("defender 3x odd") << 3 << 9 << 0 << 4;
    }
    void mass()
    {
        QFETCH(int, attacker);
        QFETCH(int, defender);
        QFETCH(int, attackerMass);
        QFETCH(int, defenderMass);
        ChargeSituation s = basic();
        s.attacker.strength = attacker;
        s.defender.strength = defender;
        const ModifierList list = ModifierList::derive(s);
        QCOMPARE(list.find(u"attacker.mass"_s)->effective(), attackerMass);
        QCOMPARE(list.find(u"defender.mass"_s)->effective(), defenderMass);
    }

    void matchups_data()
    {
        QTest::addColumn<int>("attackerType");
        QTest::addColumn<int>("defenderType");
        QTest::addColumn<int>("formation");
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("value");
        const int inf = int(TroopType::Infantry), lc = int(TroopType::LightCavalry), hc = int(TroopType::HeavyCavalry);
        QTest::newRow("cav vs line") << lc << inf << int(FormationClass::Line) << u"attacker.cavalry-vs-line"_s << 6;
        QTest::newRow("cav vs column") << hc << inf << int(FormationClass::Column) << u"attacker.cavalry-vs-column"_s << 4;
        QTest::newRow("cav vs square") << lc << inf << int(FormationClass::Square) << u"attacker.cavalry-vs-square"_s << -5;
        QTest::newRow("cav vs closed column") << lc << inf << int(FormationClass::ClosedColumn)
                                              << u"attacker.cavalry-vs-closed-column"_s << -2;
        QTest::newRow("heavy vs light") << hc << lc << int(FormationClass::Line) << u"attacker.heavy-vs-light-cavalry"_s << 4;
        QTest::newRow("inf vs square") << inf << inf << int(FormationClass::Square) << u"attacker.infantry-vs-square"_s << 4;
        QTest::newRow("light vs heavy: none") << lc << hc << int(FormationClass::Line) << QString() << 0;
        QTest::newRow("cav vs cav line: none") << lc << lc << int(FormationClass::Line) << QString() << 0;
        QTest::newRow("inf vs line: none") << inf << inf << int(FormationClass::Line) << QString() << 0;
        QTest::newRow("cav vs artillery: none") << lc << int(TroopType::Artillery) << int(FormationClass::Other) << QString() << 0;
    }
    void matchups()
    {
        QFETCH(int, attackerType);
        QFETCH(int, defenderType);
        QFETCH(int, formation);
        QFETCH(QString, id);
        QFETCH(int, value);
        ChargeSituation s = basic();
        s.attacker.type = TroopType(attackerType);
        s.defender.type = TroopType(defenderType);
        s.defender.formation = FormationClass(formation);
        const QMap<QString, int> on = applying(ModifierList::derive(s));
        if (id.isEmpty()) {
            QVERIFY(on.isEmpty());
        } else {
            QCOMPARE(on.size(), 1);
            QCOMPARE(on.value(id), value);
        }
    }

    void situation_data()
    {
        QTest::addColumn<int>("cover");
        QTest::addColumn<int>("arc");
        QTest::addColumn<int>("net");
        QTest::newRow("open front") << int(CoverClass::None) << int(Arc::Front) << 0;
        QTest::newRow("light cover") << int(CoverClass::Light) << int(Arc::Front) << -1;
        QTest::newRow("medium cover") << int(CoverClass::Medium) << int(Arc::Front) << -3;
        QTest::newRow("heavy cover") << int(CoverClass::Heavy) << int(Arc::Front) << -5;
        QTest::newRow("flank") << int(CoverClass::None) << int(Arc::Flank) << 6;
        QTest::newRow("rear") << int(CoverClass::None) << int(Arc::Rear) << 8;
        QTest::newRow("rear into woods") << int(CoverClass::Light) << int(Arc::Rear) << 7;
    }
    void situation()
    {
        QFETCH(int, cover);
        QFETCH(int, arc);
        QFETCH(int, net);
        ChargeSituation s = basic();
        s.cover = CoverClass(cover);
        s.approach = Arc(arc);
        QCOMPARE(ModifierList::derive(s).net(), net);
    }

    void statesAndRest()
    {
        ChargeSituation s = basic();
        s.attacker.shaken = true;      // -2
        s.attacker.disordered = true;  // -4
        s.attacker.combatWeight = 3;   // +2 against CW 1
        s.attacker.leaderRating = 2;   // +2
        s.attacker.leaderName = u"Picton"_s;
        s.downhill = true;             // +1
        s.closingCasualtyPercent = 20; // -4
        s.defender.shaken = true;      // -2 for the defender
        s.defender.routOrBroken = true; // -9
        s.secureFlanks = 2;            // +2
        s.generalOrder = true;         // -2 (marked by the referee)
        ModifierList list = ModifierList::derive(s);
        QCOMPARE(list.total(Side::Attacker), -2 - 4 + 2 + 2 + 1 - 4);
        QCOMPARE(list.total(Side::Defender), -2 - 9 + 2 - 2);
        QCOMPARE(list.net(), -5 - (-11));
        QVERIFY(list.find(u"attacker.leader"_s)->reason.contains(u"Picton"_s));
        // B-13: derived from the referee's mark on the defender; with no
        // mark known it is the referee's call, off.
        QVERIFY(list.find(u"defender.general-order"_s)->derived);
        QVERIFY(!ModifierList::derive(basic()).find(u"defender.general-order"_s)->derived);
        QVERIFY(!ModifierList::derive(basic()).find(u"defender.general-order"_s)->enabled);

        // The referee switches the leader off and calls the slope 2.
        QVERIFY(list.setEnabled(u"attacker.leader"_s, false));
        QVERIFY(list.setValue(u"attacker.downhill"_s, 2));
        QVERIFY(list.find(u"attacker.leader"_s)->overridden());
        QCOMPARE(list.total(Side::Attacker), -5 - 2 + 1);
        const QJsonObject json = list.find(u"attacker.downhill"_s)->toJson();
        QCOMPARE(json[u"overridden"_s].toBool(), true);
        QCOMPARE(json[u"derivedValue"_s].toInt(), 1);
        QCOMPARE(json[u"effective"_s].toInt(), 2);
        QVERIFY(list.reset(u"attacker.downhill"_s));
        QVERIFY(!list.find(u"attacker.downhill"_s)->overridden());
        QVERIFY(!list.setEnabled(u"attacker.nonsense"_s, true));

        list.setClosingCasualties(30);
        QCOMPARE(list.find(u"attacker.closing-casualties"_s)->effective(), -6);
        list.setClosingCasualties(0);
        QCOMPARE(list.find(u"attacker.closing-casualties"_s)->effective(), 0);
        QCOMPARE(list.toJson().size(), 23);
    }

    void refusals_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("routed");
        QTest::addColumn<int>("cover");
        QTest::addColumn<double>("distance");
        QTest::addColumn<QString>("contains"); // empty: allowed
        const int inf = int(TroopType::Infantry), lc = int(TroopType::LightCavalry);
        QTest::newRow("allowed") << inf << false << int(CoverClass::None) << 5.0 << QString();
        QTest::newRow("infantry into woods") << inf << false << int(CoverClass::Light) << 5.0 << QString();
        QTest::newRow("exactly at reach") << inf << false << int(CoverClass::None) << 6.0 << QString();
        QTest::newRow("just beyond reach") << inf << false << int(CoverClass::None) << 6.01 << u"out of reach"_s;
        QTest::newRow("cavalry far") << lc << false << int(CoverClass::None) << 12.0 << QString();
        QTest::newRow("cavalry into cover") << lc << false << int(CoverClass::Light) << 5.0 << u"cover"_s;
        QTest::newRow("routed") << inf << true << int(CoverClass::None) << 2.0 << u"routed or broken"_s;
        QTest::newRow("artillery") << int(TroopType::Artillery) << false << int(CoverClass::None) << 1.0 << u"cannot charge"_s;
    }
    void refusals()
    {
        QFETCH(int, type);
        QFETCH(bool, routed);
        QFETCH(int, cover);
        QFETCH(double, distance);
        QFETCH(QString, contains);
        ChargeSituation s = basic();
        s.attacker.type = TroopType(type);
        s.attacker.routOrBroken = routed;
        s.cover = CoverClass(cover);
        s.distanceInches = distance;
        const QString reason = refusalReason(s, HouseRules());
        if (contains.isEmpty())
            QVERIFY2(reason.isEmpty(), qPrintable(reason));
        else
            QVERIFY2(reason.contains(contains), qPrintable(reason));
    }
};

QTEST_GUILESS_MAIN(TestBrownModifiers)
#include "test_brownmodifiers.moc"
