#include "rules/brown/modifierlist.h"
#include "rules/brown/refusal.h"
#include "rules/brown/chargerecord.h"
#include "rules/brown/meleefight.h"
#include "rules/brown/tablecharge.h"

#include "table/scenariojson.h"

#include <QTest>

#include <array>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;
using namespace vedette::table;

namespace {

constexpr double inch = Length::mmPerInch;

// A Brown table: French line infantry (4 stands of 40 x 20 mm, single line)
// facing up the table at (500, 500): its front edge is y = 490, its rear
// edge y = 510, its flanks x = 420 and x = 580.
Scenario table()
{
    Scenario s;
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromMm(1800), Length::fromMm(1200));
    s.addSide({u"fr"_s, u"French"_s, Qt::blue});
    s.addSide({u"gb"_s, u"British"_s, Qt::red});
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({500, 500});
    foot.setFacing(0);
    foot.setStrength(600);
    foot.setStartingStrength(600);
    s.addUnit(foot);
    Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
    horse.setHorseWeight(HorseWeight::Heavy);
    horse.setStandCount(1);
    horse.setStandFrontage(Length::fromMm(40));
    horse.setStandDepth(Length::fromMm(30));
    horse.setPosition({500, 400});
    horse.setFacing(180);
    horse.setStrength(300);
    horse.setStartingStrength(300);
    s.addUnit(horse);
    return s;
}

void moveUnit(Scenario &s, const QString &id, QPointF to, double facing)
{
    Unit u = *s.unit(id);
    u.setPosition(to);
    u.setFacing(facing);
    s.updateUnit(u);
}

ChargeSituation read(const Scenario &s, const QString &attacker = u"horse"_s, const QString &target = u"foot"_s)
{
    const TableCharge::Result r = TableCharge::situation(s, attacker, target, HouseRules());
    if (!r)
        qFatal("%s", qPrintable(r.errorString));
    return *r.situation;
}

} // namespace

class TestBrownTableCharge : public QObject
{
    Q_OBJECT

private slots:
    void footprintAsAssumed()
    {
        const Scenario s = table();
        const Footprint fp = s.footprint(*s.unit(u"foot"_s));
        QCOMPARE(fp.outline().width(), 160.0);
        QCOMPARE(fp.outline().depth(), 20.0);
    }

    void units()
    {
        const ChargeSituation sit = read(table());
        QCOMPARE(sit.attacker.type, TroopType::HeavyCavalry);
        QCOMPARE(sit.defender.type, TroopType::Infantry);
        QCOMPARE(sit.defender.formation, FormationClass::Line);
        QCOMPARE(sit.attacker.strength, 300);
        // Greys' front edge at y = 415, the foot's at 490.
        QCOMPARE(sit.distanceInches, 75.0 / inch);
        QCOMPARE(sit.approach, geometry::Arc::Front);
        QCOMPARE(sit.cover, CoverClass::None);
        QCOMPARE(sit.secureFlanks, 0);
        QVERIFY(!sit.downhill);
        const ModifierList list = ModifierList::derive(sit);
        QVERIFY(list.find(u"attacker.cavalry-vs-line"_s)->enabled);
        QCOMPARE(list.find(u"defender.mass"_s)->effective(), 3); // 600 against 300: 2x
    }

    // Beside the defender, 200 mm to its right, the attacker's centre slides
    // from ahead of its front line to behind its rear line.
    void arcs_data()
    {
        QTest::addColumn<double>("y");
        QTest::addColumn<int>("arc");
        QTest::newRow("ahead") << 480.0 << int(geometry::Arc::Front);
        QTest::newRow("on the front line") << 490.0 << int(geometry::Arc::Front);
        QTest::newRow("just behind the front line") << 490.01 << int(geometry::Arc::Flank);
        QTest::newRow("level with the centre") << 500.0 << int(geometry::Arc::Flank);
        QTest::newRow("on the rear line") << 510.0 << int(geometry::Arc::Flank);
        QTest::newRow("just behind the rear line") << 510.01 << int(geometry::Arc::Rear);
        QTest::newRow("far behind") << 600.0 << int(geometry::Arc::Rear);
    }
    void arcs()
    {
        QFETCH(double, y);
        QFETCH(int, arc);
        Scenario s = table();
        moveUnit(s, u"horse"_s, {700, y}, 270);
        const ChargeSituation sit = read(s);
        QCOMPARE(int(sit.approach), arc);
        QVERIFY(!sit.approachReason.isEmpty());
        const ModifierList list = ModifierList::derive(sit);
        QCOMPARE(list.find(u"attacker.flank"_s)->enabled, arc == int(geometry::Arc::Flank));
        QCOMPARE(list.find(u"attacker.rear"_s)->enabled, arc == int(geometry::Arc::Rear));
    }

    void cover_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("cover"); // -1: the type's default
        QTest::addColumn<QPolygonF>("outline");
        QTest::addColumn<int>("expected");
        const QPolygonF under{QPointF(400, 480), QPointF(600, 480), QPointF(600, 520), QPointF(400, 520)};
        const QPolygonF partly{QPointF(560, 480), QPointF(700, 480), QPointF(700, 520), QPointF(560, 520)};
        // The foot spans x 420..580: half of it is right of x = 500.
        const QPolygonF half{QPointF(500, 480), QPointF(700, 480), QPointF(700, 520), QPointF(500, 520)};
        const QPolygonF underHalf{QPointF(500.1, 480), QPointF(700, 480), QPointF(700, 520), QPointF(500.1, 520)};
        const QPolygonF beside{QPointF(600, 480), QPointF(700, 480), QPointF(700, 520), QPointF(600, 520)};
        QTest::newRow("woods") << int(TerrainType::Woods) << -1 << under << int(CoverClass::Light);
        QTest::newRow("buildings") << int(TerrainType::Buildings) << -1 << under << int(CoverClass::Heavy);
        QTest::newRow("medium") << int(TerrainType::Woods) << int(CoverClass::Medium) << under << int(CoverClass::Medium);
        // docs/rules.md B-8, G-6: the defender stands in cover when at least half of
        // its footprint's area is inside (an eighth is not enough).
        QTest::newRow("an eighth in woods") << int(TerrainType::Woods) << -1 << partly << int(CoverClass::None);
        QTest::newRow("half in woods") << int(TerrainType::Woods) << -1 << half << int(CoverClass::Light);
        QTest::newRow("just under half in woods") << int(TerrainType::Woods) << -1 << underHalf << int(CoverClass::None);
        QTest::newRow("half in buildings") << int(TerrainType::Buildings) << -1 << half << int(CoverClass::Heavy);
        QTest::newRow("woods beside") << int(TerrainType::Woods) << -1 << beside << int(CoverClass::None);
        QTest::newRow("hill") << int(TerrainType::Hill) << -1 << under << int(CoverClass::None);
    }
    void cover()
    {
        QFETCH(int, type);
        QFETCH(int, cover);
        QFETCH(QPolygonF, outline);
        QFETCH(int, expected);
        Scenario s = table();
        Terrain t(u"t"_s, TerrainType(type), outline);
        if (cover >= 0)
            t.setCover(CoverClass(cover));
        s.addTerrain(t);
        const ChargeSituation sit = read(s);
        QCOMPARE(int(sit.cover), expected);
        // Cavalry may never charge into cover.
        QCOMPARE(refusalReason(sit, HouseRules()).isEmpty(), expected == int(CoverClass::None));
    }

    // The cover class's name already says "cover": every sentence that
    // names it says it once ("in Light cover", never "Light cover cover").
    void coverNamedOnce_data()
    {
        QTest::addColumn<int>("cover");
        QTest::newRow("light") << int(CoverClass::Light);
        QTest::newRow("medium") << int(CoverClass::Medium);
        QTest::newRow("heavy") << int(CoverClass::Heavy);
    }
    void coverNamedOnce()
    {
        QFETCH(int, cover);
        const QString name = coverClassName(CoverClass(cover));
        Scenario s = table();
        Terrain t(u"t"_s, TerrainType::Woods,
                  QPolygonF{QPointF(400, 480), QPointF(600, 480), QPointF(600, 520), QPointF(400, 520)});
        t.setCover(CoverClass(cover));
        s.addTerrain(t);
        const ChargeSituation sit = read(s);
        // A situation without the table's reason words it itself.
        ChargeSituation bare = sit;
        bare.coverReason.clear();
        const QStringList sentences{sit.coverReason, refusalReason(sit, HouseRules()),
                                    ModifierList::derive(sit).find(u"defender.cover"_s)->reason,
                                    ModifierList::derive(bare).find(u"defender.cover"_s)->reason};
        for (const QString &sentence : sentences) {
            QVERIFY2(sentence.contains(name), qPrintable(sentence));
            QVERIFY2(!sentence.contains(u"cover cover"_s, Qt::CaseInsensitive), qPrintable(sentence));
        }
    }

    // docs/rules.md B-27: a unit without its own melee modifier takes the house
    // rule's value for its class; its own value wins.
    void meleeModifierFromHouseRules_data()
    {
        QTest::addColumn<int>("troopClass");
        QTest::addColumn<int>("own"); // 99: none
        QTest::addColumn<int>("expected");
        // House rules here: Elite +5, Veteran +4, Regular -1, Green -2.
        QTest::newRow("elite, none of its own") << int(TroopClass::Elite) << 99 << 5;
        QTest::newRow("veteran, none of its own") << int(TroopClass::Veteran) << 99 << 4;
        QTest::newRow("regular, none of its own") << int(TroopClass::Regular) << 99 << -1;
        QTest::newRow("green, none of its own") << int(TroopClass::Green) << 99 << -2;
        QTest::newRow("green, its own +1") << int(TroopClass::Green) << 1 << 1;
        QTest::newRow("elite, its own 0") << int(TroopClass::Elite) << 0 << 0;
    }
    void meleeModifierFromHouseRules()
    {
        QFETCH(int, troopClass);
        QFETCH(int, own);
        QFETCH(int, expected);
        Scenario s = table();
        Unit foot = *s.unit(u"foot"_s);
        foot.setTroopClass(TroopClass(troopClass));
        if (own != 99)
            foot.setMeleeModifier(own);
        s.updateUnit(foot);
        HouseRules rules;
        rules.meleeModifiers = {5, 4, -1, -2};
        QCOMPARE(TableCharge::meleeModifier(*s.unit(u"foot"_s), rules), expected);
        const TableCharge::Result r = TableCharge::situation(s, u"horse"_s, u"foot"_s, rules);
        QCOMPARE(r.situation->defender.meleeModifier, expected);
        QCOMPARE(MeleeFight::fighterOf(*s.unit(u"foot"_s), rules).meleeModifier, expected);
        // The default house rules are the defaults of docs/rules.md B.
        constexpr std::array<int, 4> defaults{3, 2, 1, 0};
        QCOMPARE(TableCharge::meleeModifier(*s.unit(u"foot"_s), HouseRules{}),
                 own != 99 ? own : defaults[std::size_t(troopClass)]);
    }

    // docs/rules.md B-12: Standing Cav. -3 is the attacker's own state: cavalry
    // charging from a stand, already at or inside 4" of its target when it
    // declares (step 2 leaves it where it is: no run-up). Derived from the
    // geometry at the declaration, whatever the defender is or did.
    void standingCavalry_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("defender");
        QTest::addColumn<double>("inches"); // closest edges at the declaration
        QTest::addColumn<bool>("applies");
        QTest::newRow("cavalry from 3\" on foot") << u"horse"_s << u"foot"_s << 3.0 << true;
        QTest::newRow("cavalry from 6.8\" on foot") << u"horse"_s << u"foot"_s << 6.8 << false;
        QTest::newRow("cavalry from 4\"") << u"horse"_s << u"foot"_s << 4.0 << true;
        QTest::newRow("cavalry from 4.1\"") << u"horse"_s << u"foot"_s << 4.1 << false;
        QTest::newRow("cavalry in contact") << u"horse"_s << u"foot"_s << 0.0 << true;
        QTest::newRow("cavalry from 3\" on cavalry") << u"horse"_s << u"hussars"_s << 3.0 << true;
        QTest::newRow("cavalry from 6.8\" on cavalry") << u"horse"_s << u"hussars"_s << 6.8 << false;
        QTest::newRow("foot from 3\" on cavalry") << u"foot"_s << u"horse"_s << 3.0 << false;
    }
    void standingCavalry()
    {
        QFETCH(QString, attacker);
        QFETCH(QString, defender);
        QFETCH(double, inches);
        QFETCH(bool, applies);
        Scenario s = table();
        Unit hussars(u"hussars"_s, u"fr"_s, u"7e Hussards"_s, Arm::Horse);
        hussars.setPosition({1200, 500});
        s.addUnit(hussars);
        // The defender at (500, 500) facing up; the attacker faces it from
        // `inches` in front of its front edge.
        const Footprint dfp = s.footprint(*s.unit(defender));
        const Footprint afp = s.footprint(*s.unit(attacker));
        moveUnit(s, defender, {500, 500}, 0);
        if (defender != u"foot"_s)
            moveUnit(s, u"foot"_s, {1400, 900}, 0); // out of the way
        moveUnit(s, attacker, {500, 500 - dfp.depth().mm() / 2 - inches * inch - afp.depth().mm() / 2}, 180);
        const TableCharge::Result r = TableCharge::situation(s, attacker, defender, HouseRules());
        QVERIFY2(r, qPrintable(r.errorString));
        QVERIFY(std::abs(r.situation->distanceInches - inches) < 1e-6);
        const ModifierList list = ModifierList::derive(*r.situation);
        const Modifier *line = list.find(u"attacker.standing-cavalry"_s);
        QVERIFY(line);
        QVERIFY(line->derived); // from the table, never left unknown
        QCOMPARE(line->enabled, applies);
        QCOMPARE(line->value, -3);
        QCOMPARE(line->effective(), applies ? -3 : 0);
        QCOMPARE(line->side, vedette::rules::brown::Side::Attacker);
        // The reason names the charging unit, not the defender's moves.
        QVERIFY2(line->reason.contains(s.unit(attacker)->name()), qPrintable(line->reason));
        QVERIFY2(!line->reason.contains(u"moved"_s), qPrintable(line->reason));
        // The referee may switch it as any derived line.
        ModifierList overridden = list;
        QVERIFY(overridden.setEnabled(line->id, !applies));
        QCOMPARE(overridden.net(), list.net() + (applies ? 3 : -3));
    }

    // The Standing Cav. fact is kept with the charge in progress: a charge
    // read back (a restart) shows the line derived as it was declared.
    void standingCavalryKeptWithTheCharge()
    {
        // The Greys stand 75 mm (2.95") from the foot: cavalry from a stand.
        const TableCharge::Result r = TableCharge::situation(table(), u"horse"_s, u"foot"_s, HouseRules());
        QVERIFY(r);
        QCOMPARE(r.situation->standingCavalry, std::optional<bool>(true));
        const auto back = chargeSituationFromJson(chargeSituationToJson(*r.situation));
        QVERIFY(back);
        QCOMPARE(back->standingCavalry, std::optional<bool>(true));
        QCOMPARE(back->standingCavalryReason, r.situation->standingCavalryReason);
        QVERIFY(ModifierList::derive(*back).find(u"attacker.standing-cavalry"_s)->enabled);
    }

    // docs/rules.md B-13: General Order -2 is derived from the referee's mark
    // on the defender (the state of play says); unknown, the referee's call.
    void generalOrder_data()
    {
        QTest::addColumn<int>("marked"); // -1 unknown
        QTest::addColumn<bool>("applies");
        QTest::addColumn<bool>("derived");
        QTest::newRow("marked") << 1 << true << true;
        QTest::newRow("not marked") << 0 << false << true;
        QTest::newRow("not known") << -1 << false << false;
    }
    void generalOrder()
    {
        QFETCH(int, marked);
        QFETCH(bool, applies);
        QFETCH(bool, derived);
        TableCharge::PlayFacts facts;
        if (marked >= 0)
            facts.defenderUnderGeneralOrder = marked == 1;
        const TableCharge::Result r = TableCharge::situation(table(), u"horse"_s, u"foot"_s, HouseRules(), facts);
        QVERIFY(r);
        const ModifierList list = ModifierList::derive(*r.situation);
        const Modifier *line = list.find(u"defender.general-order"_s);
        QCOMPARE(line->enabled, applies);
        QCOMPARE(line->value, -2);
        QCOMPARE(line->side, vedette::rules::brown::Side::Defender);
        QCOMPARE(line->derived, derived);
        QCOMPARE(line->effective(), applies ? -2 : 0);
        // The facts of the state of play survive the record of the charge.
        const auto back = chargeSituationFromJson(chargeSituationToJson(*r.situation));
        QVERIFY(back);
        QCOMPARE(back->generalOrder, r.situation->generalOrder);
        QCOMPARE(back->generalOrderReason, r.situation->generalOrderReason);
    }

    // docs/rules.md B-6: mass compares men; the bundled Balaclava batteries have
    // their crews as strength (guns beside it, 20 men a gun). The 17th
    // Lancers (145) charging each: no mass against 160 or 120 men (under
    // 1.5x), +2 against 80 (1.81x); counted in guns (8, 6, 4) every one gave +5.
    void balaclavaBatteryIsMen_data()
    {
        QTest::addColumn<QString>("battery");
        QTest::addColumn<int>("guns");
        QTest::addColumn<int>("men");
        QTest::addColumn<int>("attackerMass");
        QTest::newRow("Don Cossack battery No. 3") << u"don3"_s << 8 << 160 << 0;
        QTest::newRow("Fedioukine battery") << u"fed-guns"_s << 8 << 160 << 0;
        QTest::newRow("Horse battery No. 12") << u"fed-guns-2"_s << 6 << 120 << 0;
        QTest::newRow("Redoubt No. 3") << u"redoubt-guns"_s << 6 << 120 << 0;
        QTest::newRow("Redoubt No. 2") << u"redoubt-guns-2"_s << 4 << 80 << 2;
    }
    void balaclavaBatteryIsMen()
    {
        QFETCH(QString, battery);
        QFETCH(int, guns);
        QFETCH(int, men);
        QFETCH(int, attackerMass);
        const auto read = ScenarioJson::readFile(QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/balaclava-1854.json"));
        QVERIFY2(read, qPrintable(read.errorString));
        const Unit *unit = read.scenario->unit(battery);
        QVERIFY(unit);
        QCOMPARE(unit->arm(), Arm::Artillery);
        QCOMPARE(unit->guns(), guns);
        QCOMPARE(unit->strength(), men);
        // The mass lines as the charge derives them, whatever else refuses it.
        ChargeSituation s;
        s.attacker = TableCharge::chargeUnit(*read.scenario, *read.scenario->unit(u"17l"_s));
        s.defender = TableCharge::chargeUnit(*read.scenario, *unit);
        QCOMPARE(s.attacker.strength, 145);
        const ModifierList list = ModifierList::derive(s);
        const Modifier *attacker = list.find(u"attacker.mass"_s);
        QCOMPARE(attacker->enabled ? attacker->value : 0, attackerMass);
        QVERIFY(!list.find(u"defender.mass"_s)->enabled); // no battery outnumbers the Lancers 1.5 to 1
    }

    void downhill()
    {
        Scenario s = table();
        Terrain hill(u"hill"_s, TerrainType::Hill, QPolygonF{QPointF(300, 300), QPointF(700, 300), QPointF(700, 450), QPointF(300, 450)});
        hill.setHeight(Length::fromMm(25));
        s.addTerrain(hill);
        QVERIFY(read(s).downhill); // Greys on the hill, the foot below
        QVERIFY(!read(s).downhillReason.isEmpty());
        // Both on the same hill: not downhill.
        Terrain big = hill;
        big.setId(u"plateau"_s);
        big.setOutline(QPolygonF{QPointF(300, 300), QPointF(700, 300), QPointF(700, 600), QPointF(300, 600)});
        s.removeTerrain(u"hill"_s);
        s.addTerrain(big);
        QVERIFY(!read(s).downhill);
    }

    // A friendly unit whose nearest edge is 1.9" or 2.1" beyond the right flank (x = 580).
    void secureFlanks_data()
    {
        QTest::addColumn<double>("gapInches");
        QTest::addColumn<int>("flanks");
        QTest::newRow("1.9 in") << 1.9 << 1;
        QTest::newRow("exactly 2 in") << 2.0 << 1;
        QTest::newRow("2.1 in") << 2.1 << 0;
    }
    void secureFlanks()
    {
        QFETCH(double, gapInches);
        QFETCH(int, flanks);
        Scenario s = table();
        Unit friendFoot(u"friend"_s, u"fr"_s, u"3e Ligne"_s, Arm::Foot);
        friendFoot.setStandCount(1);
        // One 40 x 20 stand: its left edge gap" beyond x = 580.
        friendFoot.setPosition({580 + gapInches * inch + 20.0, 500});
        s.addUnit(friendFoot);
        QCOMPARE(read(s).secureFlanks, flanks);
        // Impassable terrain on the left secures the other flank.
        Terrain marsh(u"marsh"_s, TerrainType::Marsh, QPolygonF{QPointF(350, 480), QPointF(400, 480), QPointF(400, 520), QPointF(350, 520)});
        marsh.setImpassable(true);
        s.addTerrain(marsh);
        const ChargeSituation sit = read(s);
        QCOMPARE(sit.secureFlanks, flanks + 1);
        QCOMPARE(ModifierList::derive(sit).find(u"defender.secure-flanks"_s)->effective(), flanks + 1);
    }

    // "Secure Flanks" counts formed friends only (docs/rules.md B-11): a
    // routed or broken unit beside the defender secures nothing; a shaken or
    // disordered one still stands in its ranks.
    void onlyFormedFriendsSecure_data()
    {
        QTest::addColumn<int>("marker");
        QTest::addColumn<int>("flanks");
        QTest::newRow("formed") << 0 << 1;
        QTest::newRow("shaken") << int(StateMarker::Shaken) << 1;
        QTest::newRow("disordered") << int(StateMarker::Disordered) << 1;
        QTest::newRow("in firefight") << int(StateMarker::Firefight) << 1;
        QTest::newRow("broken") << int(StateMarker::Broken) << 0;
        QTest::newRow("routed") << int(StateMarker::Rout) << 0;
    }
    void onlyFormedFriendsSecure()
    {
        QFETCH(int, marker);
        QFETCH(int, flanks);
        Scenario s = table();
        Unit friendFoot(u"friend"_s, u"fr"_s, u"3e Ligne"_s, Arm::Foot);
        friendFoot.setStandCount(1);
        friendFoot.setPosition({580 + 1.0 * inch + 20.0, 500});
        if (marker != 0)
            friendFoot.setMarker(StateMarker(marker));
        s.addUnit(friendFoot);
        const ChargeSituation sit = read(s);
        QCOMPARE(sit.secureFlanks, flanks);
        if (flanks == 0)
            QVERIFY2(!sit.secureFlanksReason.contains(u"3e Ligne"_s), qPrintable(sit.secureFlanksReason));
    }

    void enemyDoesNotSecure()
    {
        Scenario s = table();
        Unit enemy(u"enemy"_s, u"gb"_s, u"Rifles"_s, Arm::Foot);
        enemy.setStandCount(1);
        enemy.setPosition({600, 500});
        s.addUnit(enemy);
        QCOMPARE(read(s).secureFlanks, 0);
    }

    void stateAndLeader()
    {
        Scenario s = table();
        Unit foot = *s.unit(u"foot"_s);
        foot.setMarker(StateMarker::Broken);
        foot.setMarker(StateMarker::Shaken);
        s.updateUnit(foot);
        General g;
        g.id = u"scarlett"_s;
        g.sideId = u"gb"_s;
        g.name = u"Scarlett"_s;
        g.rating = 1;
        g.attachedUnitId = u"horse"_s;
        s.addGeneral(g);
        const ChargeSituation sit = read(s);
        QVERIFY(sit.defender.routOrBroken);
        QVERIFY(sit.defender.shaken);
        QCOMPARE(sit.attacker.leaderRating, std::optional<int>(1));
        const ModifierList list = ModifierList::derive(sit);
        QCOMPARE(list.find(u"defender.rout-broken"_s)->effective(), -9);
        QCOMPARE(list.find(u"attacker.leader"_s)->effective(), 1);

        // A routed attacker is refused.
        const TableCharge::Result back = TableCharge::situation(s, u"foot"_s, u"horse"_s, HouseRules());
        QVERIFY(back);
        QVERIFY(refusalReason(*back.situation, HouseRules()).contains(u"routed or broken"_s));
    }

    void errors()
    {
        const Scenario s = table();
        QVERIFY(!TableCharge::situation(s, u"nobody"_s, u"foot"_s, HouseRules()).errorString.isEmpty());
        QVERIFY(!TableCharge::situation(s, u"horse"_s, u"horse"_s, HouseRules()));
        Scenario t = table();
        Unit friendFoot(u"friend"_s, u"fr"_s, u"3e Ligne"_s, Arm::Foot);
        friendFoot.setPosition({100, 100});
        t.addUnit(friendFoot);
        QVERIFY(TableCharge::situation(t, u"friend"_s, u"foot"_s, HouseRules()).errorString.contains(u"same side"_s));
    }

    // Charges between town blocks (docs/rules.md B-32): the CW difference is
    // taken between the average CW of the stands of each side in its block.
    void townBlocks_data()
    {
        QTest::addColumn<bool>("attackerInTown");
        QTest::addColumn<bool>("defenderInTown");
        QTest::addColumn<int>("attackerCw");
        QTest::addColumn<QPointF>("friendAt");
        QTest::addColumn<int>("friendStands");
        QTest::addColumn<int>("friendCw");
        QTest::addColumn<int>("defenderCw");
        QTest::addColumn<bool>("town");
        QTest::addColumn<int>("attackerStands");
        QTest::addColumn<int>("cwDifference");
        const QPointF inBlock(500, 360);   // wholly inside the attacker's block
        const QPointF halfIn(700, 360);    // a 2-stand unit: one stand centre inside (x 680), one outside (x 720)
        const QPointF outside(500, 250);   // nowhere near the block
        // (4 x 4 + 2 x 1) / 6 = 3 against 2: +1 where the units alone would give +2.
        QTest::newRow("between blocks") << true << true << 4 << inBlock << 2 << 1 << 2 << true << 6 << 1;
        // Only the friend's stand inside counts: (4 x 4 + 1 x 1) / 5 = 3.4 against 2: +1.
        QTest::newRow("friend half in") << true << true << 4 << halfIn << 2 << 1 << 2 << true << 5 << 1;
        QTest::newRow("friend outside") << true << true << 4 << outside << 2 << 1 << 2 << true << 4 << 2;
        // (4 x 3 + 4 x 2) / 8 = 2.5: halves go away from zero.
        QTest::newRow("half up") << true << true << 3 << inBlock << 4 << 2 << 2 << true << 8 << 1;
        QTest::newRow("half down") << true << true << 3 << inBlock << 4 << 2 << 3 << true << 8 << -1;
        // Charging into a town, or out of one, is treated normally.
        QTest::newRow("into town") << false << true << 4 << inBlock << 2 << 1 << 2 << false << 0 << 2;
        QTest::newRow("out of town") << true << false << 4 << inBlock << 2 << 1 << 2 << false << 6 << 2;
        QTest::newRow("no town") << false << false << 1 << inBlock << 2 << 1 << 3 << false << 0 << -2;
    }
    void townBlocks()
    {
        QFETCH(bool, attackerInTown);
        QFETCH(bool, defenderInTown);
        QFETCH(int, attackerCw);
        QFETCH(QPointF, friendAt);
        QFETCH(int, friendStands);
        QFETCH(int, friendCw);
        QFETCH(int, defenderCw);
        QFETCH(bool, town);
        QFETCH(int, attackerStands);
        QFETCH(int, cwDifference);

        Scenario s = table();
        s.removeUnit(u"horse"_s);
        Unit foot = *s.unit(u"foot"_s); // 4 stands at y 490..510
        foot.setCombatWeight(defenderCw);
        s.updateUnit(foot);
        Unit grenadiers(u"gren"_s, u"gb"_s, u"Grenadiers"_s, Arm::Foot);
        grenadiers.setPosition({500, 400}); // y 390..410, 3.1" from the French
        grenadiers.setFacing(180);
        grenadiers.setCombatWeight(attackerCw);
        s.addUnit(grenadiers);
        Unit lights(u"lights"_s, u"gb"_s, u"Light Company"_s, Arm::Foot);
        lights.setStandCount(friendStands);
        lights.setPosition(friendAt);
        lights.setFacing(180);
        lights.setCombatWeight(friendCw);
        s.addUnit(lights);
        // Enemy stands in the attacker's block are not the attacker's.
        Unit voltigeurs(u"volt"_s, u"fr"_s, u"Voltigeurs"_s, Arm::Foot);
        voltigeurs.setStandCount(1);
        voltigeurs.setPosition({340, 340});
        voltigeurs.setCombatWeight(9);
        s.addUnit(voltigeurs);
        const auto block = [](const QString &id, const QString &name, double top, double bottom) {
            Terrain t(id, TerrainType::Buildings,
                      QPolygonF{QPointF(300, top), QPointF(700, top), QPointF(700, bottom), QPointF(300, bottom)});
            t.setName(name);
            return t;
        };
        if (attackerInTown)
            s.addTerrain(block(u"north"_s, u"North Block"_s, 320, 430));
        if (defenderInTown)
            s.addTerrain(block(u"south"_s, u"South Block"_s, 470, 530));
        // Woods are not a town.
        s.addTerrain(Terrain(u"wood"_s, TerrainType::Woods,
                             QPolygonF{QPointF(0, 0), QPointF(1800, 0), QPointF(1800, 1200), QPointF(0, 1200)}));

        const ChargeSituation sit = read(s, u"gren"_s, u"foot"_s);
        QCOMPARE(sit.attackerBlock.has_value(), attackerInTown);
        QCOMPARE(sit.defenderBlock.has_value(), defenderInTown);
        QCOMPARE(sit.isTownCharge(), town);
        if (sit.attackerBlock) {
            QCOMPARE(sit.attackerBlock->name, u"North Block"_s);
            QCOMPARE(sit.attackerBlock->units.first().unitId, u"gren"_s);
            QCOMPARE(sit.attackerBlock->stands(), attackerStands);
        }
        if (sit.defenderBlock) {
            QCOMPARE(sit.defenderBlock->stands(), 4);
            QCOMPARE(sit.defenderBlock->averageCombatWeight(), double(defenderCw));
        }
        const ModifierList mods = ModifierList::derive(sit);
        const Modifier *cw = mods.find(u"attacker.cw-difference"_s);
        QVERIFY(cw);
        QCOMPARE(cw->value, cwDifference);
        QCOMPARE(cw->enabled, cwDifference != 0);
        QCOMPARE(cw->reason.contains(u"average CW"_s), town);
        if (town)
            QVERIFY(cw->reason.contains(u"North Block"_s));
    }

    void townBlockSpread_data()
    {
        QTest::addColumn<QList<int>>("stands");   // per unit, in the block
        QTest::addColumn<QList<int>>("strength"); // per unit (4 stands each)
        QTest::addColumn<int>("men");
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("even") << QList<int>{4, 2} << QList<int>{400, 400} << 60 << QList<int>{40, 20};
        QTest::newRow("remainder") << QList<int>{1, 1, 1} << QList<int>{400, 400, 400} << 10 << QList<int>{4, 3, 3};
        // The second unit has only 10 men on its stand in the block: the rest falls on the first.
        QTest::newRow("capped") << QList<int>{1, 1} << QList<int>{400, 40} << 60 << QList<int>{50, 10};
        QTest::newRow("more than all") << QList<int>{2, 2} << QList<int>{400, 400} << 1000 << QList<int>{200, 200};
        QTest::newRow("none") << QList<int>{3, 1} << QList<int>{400, 400} << 0 << QList<int>{0, 0};
    }
    void townBlockSpread()
    {
        QFETCH(QList<int>, stands);
        QFETCH(QList<int>, strength);
        QFETCH(int, men);
        QFETCH(QList<int>, expected);
        TownBlock block;
        for (qsizetype i = 0; i < stands.size(); ++i)
            block.units.append({QString::number(i), QString::number(i), stands[i], 4, 2, strength[i], 400});
        const QList<int> spread = block.spread(men);
        QCOMPARE(spread, expected);
        int sum = 0;
        for (int n : spread)
            sum += n;
        QCOMPARE(sum, std::min(men, block.strength()));
    }

    // docs/rules.md B-30: "the distance from the position occupied to the next
    // target is 5-inches or less". The position occupied is the ground the
    // defender held: measured edge to edge from its footprint as it stood
    // before its retreat, whatever the attacker's own frontage (the Greys
    // are one 40 mm stand; the foot four, 160 mm wide).
    void pursuitCandidates_data()
    {
        QTest::addColumn<QPointF>("direction"); // from the defender's edge, outwards
        QTest::addColumn<double>("inches");
        QTest::addColumn<bool>("offered");
        QTest::newRow("4.5\" beside its right flank") << QPointF(1, 0) << 4.5 << true;
        QTest::newRow("5.5\" beside its right flank") << QPointF(1, 0) << 5.5 << false;
        QTest::newRow("4.5\" beside its left flank") << QPointF(-1, 0) << 4.5 << true;
        QTest::newRow("4.9\" behind it") << QPointF(0, 1) << 4.9 << true;
        QTest::newRow("5.1\" behind it") << QPointF(0, 1) << 5.1 << false;
    }
    void pursuitCandidates()
    {
        QFETCH(QPointF, direction);
        QFETCH(double, inches);
        QFETCH(bool, offered);
        Scenario s = table();
        // A one-stand French unit (40 x 20 mm) beside or behind the foot
        // (x 420..580, y 490..510).
        Unit second(u"second"_s, u"fr"_s, u"4e Ligne"_s, Arm::Foot);
        second.setStandCount(1);
        const double gap = inches * inch;
        const QPointF at = direction.x() != 0 ? QPointF(500 + direction.x() * (80 + gap + 20), 500)
                                              : QPointF(500, 510 + gap + 10);
        second.setPosition(at);
        s.addUnit(second);
        Unit far(u"far"_s, u"fr"_s, u"5e Ligne"_s, Arm::Foot);
        far.setPosition({1500, 1000});
        s.addUnit(far);
        const auto list = TableCharge::pursuitCandidates(s, u"horse"_s, u"foot"_s);
        QCOMPARE(list.size(), offered ? 1 : 0);
        if (offered) {
            QCOMPARE(list[0].unitId, u"second"_s);
            QVERIFY(std::abs(list[0].distanceInches - inches) < 1e-6);
        }
    }
};

QTEST_GUILESS_MAIN(TestBrownTableCharge)
#include "test_browntablecharge.moc"
