// Balagan's bound state as a battle keeps it in the campaign file: after
// every step of a seeded battle on Blenheim's table, the state written as
// JSON reads back equal; JSON the writer could not have written is refused.
#include "rules/balagan/battle.h"

#include "dice/seededdicesource.h"
#include "table/scenariojson.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::balagan;

class TestBalaganState : public QObject
{
    Q_OBJECT

private slots:
    void everyStepReadsBack()
    {
        const auto read = vedette::table::ScenarioJson::readFile(QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/blenheim-1704.json"));
        QVERIFY(read);
        Battle battle(*read.scenario);
        QVERIFY(battle.state().setUp);
        vedette::dice::SeededDiceSource dice(1704);
        vedette::journal::EventList log;
        const auto check = [&battle] {
            QString error;
            const std::optional<BattleState> back = BattleState::fromJson(battle.state().toJson(), &error);
            QVERIFY2(back, qPrintable(error));
            QVERIFY(*back == battle.state());
        };
        check();
        for (const vedette::table::Side &side : read.scenario->sides()) {
            battle.rollDeployment(side.id, dice, log);
            battle.state().deploymentRolled.append(side.id);
            check();
        }
        battle.state().setUp = false;
        battle.state().setOverride(u"al-rowe"_s, FactorKind::Unsupported, 0);
        battle.state().units[u"al-rowe"_s].chargedBound = 1;
        for (int bound = 0; bound < 12 && battle.state().phase != BoundPhase::Over; ++bound) {
            battle.runMoralePhase(dice, log);
            check();
            battle.endBound(dice, log);
            check();
        }
        QVERIFY(battle.state().bound > 6);
        QCOMPARE(battle.state().overrideFor(u"al-rowe"_s, FactorKind::Unsupported), std::optional<int>(0));
        QCOMPARE(battle.state().unit(u"al-rowe"_s).chargedBound, 1);
        QCOMPARE(battle.state().toJson().value(u"bound"_s).toInt(), battle.state().bound);
    }

    void badStatesAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("bound 0") << u"bound"_s << QJsonValue(0);
        QTest::newRow("bound not whole") << u"bound"_s << QJsonValue(1.5);
        QTest::newRow("side index outside") << u"sideIndex"_s << QJsonValue(2);
        QTest::newRow("unknown phase") << u"phase"_s << QJsonValue(u"lunch"_s);
        QTest::newRow("clock past midnight") << u"startMinutes"_s << QJsonValue(24 * 60);
        QTest::newRow("negative routs") << u"routed"_s << QJsonValue(QJsonObject{{u"allies"_s, -1}});
        QTest::newRow("unknown factor") << u"overrides"_s << QJsonValue(QJsonObject{{u"u"_s, QJsonObject{{u"luck"_s, 1}}}});
        QTest::newRow("sides not ids") << u"sideOrder"_s << QJsonValue(QJsonArray{1, 2});
    }
    void badStatesAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        BattleState state;
        state.sideOrder = {u"allies"_s, u"french"_s};
        QJsonObject json = state.toJson();
        QVERIFY(BattleState::fromJson(json));
        json.insert(key, value);
        QString error;
        QVERIFY(!BattleState::fromJson(json, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestBalaganState)
#include "test_balaganstate.moc"
