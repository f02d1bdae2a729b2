#include <QJsonDocument>
#include "rules/brown/houserules.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::brown;

class TestBrownHouseRules : public QObject
{
    Q_OBJECT

private slots:
    // The defaults are the values docs/rules.md B gives.
    void defaults()
    {
        const HouseRules r;
        QCOMPARE(r.activationTarget, 3);
        QCOMPARE(r.fireDisciplineTarget, 5);
        QCOMPARE(r.inSmokeModifier, -2);
        QCOMPARE(r.classDie(TroopClass::Elite).faces, 12);
        QCOMPARE(r.classDie(TroopClass::Veteran).faces, 10);
        QCOMPARE(r.classDie(TroopClass::Regular).faces, 8);
        QCOMPARE(r.classDie(TroopClass::Green).faces, 6);
        QCOMPARE(r.meleeModifier(TroopClass::Elite), 3);
        QCOMPARE(r.meleeModifier(TroopClass::Veteran), 2);
        QCOMPARE(r.meleeModifier(TroopClass::Regular), 1);
        QCOMPARE(r.meleeModifier(TroopClass::Green), 0);
        QCOMPARE(r.casualtyStepPercent, 10);
        QCOMPARE(r.secureFlankInches, 2.0);
        QCOMPARE(r.suggestedMoveInches, 6.0);
        QVERIFY(r.ridesDown(ChargeResult::Surrender));
        QVERIFY(r.ridesDown(ChargeResult::DefenderRouts));
        QVERIFY(!r.ridesDown(ChargeResult::DefenderFallsBackBroken));
        QCOMPARE(r.chargeReach(TroopType::Artillery), 0.0);
        QVERIFY(r.chargeReach(TroopType::LightCavalry) > r.chargeReach(TroopType::Infantry));
    }

    void casualties_data()
    {
        QTest::addColumn<int>("percent");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("expected");
        QTest::newRow("1 step of 600") << 10 << 1 << 600 << 60;
        QTest::newRow("3 steps of 36") << 10 << 3 << 36 << 11; // 10.8 rounds to 11
        QTest::newRow("0 steps") << 10 << 0 << 500 << 0;
        QTest::newRow("5% steps") << 5 << 2 << 300 << 30;
    }
    void casualties()
    {
        QFETCH(int, percent);
        QFETCH(int, steps);
        QFETCH(int, start);
        QFETCH(int, expected);
        HouseRules r;
        r.casualtyStepPercent = percent;
        QCOMPARE(r.casualties(steps, start), expected);
    }

    void roundTrip()
    {
        HouseRules r;
        r.activationTarget = 4;
        r.inSmokeModifier = -3;
        r.classDieFaces[2] = 10;
        r.meleeModifiers[3] = -1;
        r.chargeReachInches[0] = 7.5;
        r.secureFlankInches = 3.0;
        r.rideDown = {ChargeResult::Surrender};
        QString error;
        const auto back = HouseRules::fromJson(r.toJson(), &error);
        QVERIFY2(back.has_value(), qPrintable(error));
        QCOMPARE(*back, r);
        QCOMPARE(r.toJson()[u"rideDown"_s].toArray().first().toString(), u"surrender"_s);
        // An empty object is the defaults.
        QCOMPARE(*HouseRules::fromJson({}), HouseRules());
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("activation text") << QByteArray(R"({"activationTarget": "three"})");
        QTest::newRow("activation fraction") << QByteArray(R"({"activationTarget": 3.5})");
        QTest::newRow("step 0") << QByteArray(R"({"casualtyStepPercent": 0})");
        QTest::newRow("negative reach") << QByteArray(R"({"chargeReachInches": {"infantry": -1}})");
        QTest::newRow("bad die") << QByteArray(R"({"classDieFaces": {"elite": 1}})");
        QTest::newRow("unknown result") << QByteArray(R"({"rideDown": ["victory"]})");
        QTest::newRow("ride down not list") << QByteArray(R"({"rideDown": "surrender"})");
        // Found by the fuzzer (issue 20): read as "no value" and the defaults kept without a word.
        QTest::newRow("class dice not a table") << QByteArray(R"({"classDieFaces": 6})");
        QTest::newRow("reach as a list") << QByteArray(R"({"chargeReachInches": [6, 12]})");
        QTest::newRow("melee modifiers as text") << QByteArray(R"({"meleeModifiers": "+1"})");
        QTest::newRow("ride down a number") << QByteArray(R"({"rideDown": [7]})");
        QTest::newRow("ride down twice") << QByteArray(R"({"rideDown": ["surrender", "surrender"]})");
    }
    void rejects()
    {
        QFETCH(QByteArray, json);
        QString error;
        QVERIFY(!HouseRules::fromJson(QJsonDocument::fromJson(json).object(), &error).has_value());
        QVERIFY(!error.isEmpty());
    }

    // docs/rules.md B-33: off by default (the text has none); when on, by arm
    // and formation; kept with the campaign's house rules.
    void movementAllowances_data()
    {
        QTest::addColumn<int>("arm");
        QTest::addColumn<int>("formation");
        QTest::addColumn<bool>("mounted");
        QTest::addColumn<double>("inches");
        using vedette::table::Arm;
        using vedette::table::Formation;
        QTest::newRow("foot in line") << int(Arm::Foot) << int(Formation::DoubleLine) << true << 6.0;
        QTest::newRow("foot in column") << int(Arm::Foot) << int(Formation::ClosedColumn) << true << 9.0;
        QTest::newRow("foot in square") << int(Arm::Foot) << int(Formation::Square) << true << 2.0;
        QTest::newRow("horse in line") << int(Arm::Horse) << int(Formation::SingleLine) << true << 12.0;
        QTest::newRow("horse in column") << int(Arm::Horse) << int(Formation::ColumnOfMarch) << true << 15.0;
        QTest::newRow("dragoons mounted") << int(Arm::Dragoons) << int(Formation::ColumnOfMarch) << true << 15.0;
        QTest::newRow("dragoons on foot") << int(Arm::Dragoons) << int(Formation::SingleLine) << false << 6.0;
        QTest::newRow("guns limbered") << int(Arm::Artillery) << int(Formation::Limbered) << true << 12.0;
        QTest::newRow("guns unlimbered") << int(Arm::Artillery) << int(Formation::Unlimbered) << true << 0.0;
    }
    void movementAllowances()
    {
        QFETCH(int, arm);
        QFETCH(int, formation);
        QFETCH(bool, mounted);
        QFETCH(double, inches);
        vedette::table::Unit unit(u"u"_s, u"s"_s, u"U"_s, vedette::table::Arm(arm));
        unit.setFormation(vedette::table::Formation(formation));
        unit.setDragoonsMounted(mounted);
        HouseRules rules;
        QVERIFY(!rules.movementAllowances);
        QCOMPARE(rules.moveAllowanceInches(unit), std::nullopt);
        rules.movementAllowances = true;
        QCOMPARE(rules.moveAllowanceInches(unit), std::optional<double>(inches));
        rules.moveInches[std::size_t(moveKindOf(unit))] = 7.5;
        const std::optional<HouseRules> back = HouseRules::fromJson(rules.toJson());
        QVERIFY(back);
        QCOMPARE(*back, rules);
        QCOMPARE(back->moveAllowanceInches(unit), std::optional<double>(7.5));
        QJsonObject bad = rules.toJson();
        bad.insert(u"movementAllowances"_s, 1);
        QString error;
        QVERIFY(!HouseRules::fromJson(bad, &error));
        QVERIFY(error.contains(u"movementAllowances"_s));
    }
};

QTEST_GUILESS_MAIN(TestBrownHouseRules)
#include "test_brownhouserules.moc"
