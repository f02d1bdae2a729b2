#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/policydecider.h"
#include "rules/lightbrigade/savedcharge.h"

#include "dice/scripteddicesource.h"
#include "dice/seededdicesource.h"
#include "journal/journalevent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette::rules::lightbrigade;
using vedette::dice::ScriptedDiceSource;
using vedette::dice::SeededDiceSource;

namespace {

// Through text, as the campaign file stores it.
std::optional<SavedCharge> throughText(const SavedCharge &saved, QString *error)
{
    const QByteArray text = QJsonDocument(saved.toJson()).toJson(QJsonDocument::Compact);
    return SavedCharge::fromJson(QJsonDocument::fromJson(text).object(), error);
}

Settings settingsFor(int troop, bool frontRank)
{
    Settings s;
    s.troop = TroopType(troop);
    s.frontRank = frontRank;
    return s;
}

} // namespace

class TestLightBrigadeSave : public QObject
{
    Q_OBJECT

private slots:
    void seededDiceCountAndSkip()
    {
        SeededDiceSource a(77);
        QCOMPARE(a.draws(), quint64(0));
        for (int k = 0; k < 1000; ++k)
            a.face(vedette::dice::Die::d6());
        const quint64 at = a.draws();
        QVERIFY(at >= 1000);
        SeededDiceSource b(77);
        b.skip(at);
        QCOMPARE(b.draws(), at);
        for (int k = 0; k < 700; ++k)
            QCOMPARE(b.next(), a.next());
        QCOMPARE(b.draws(), a.draws());
    }

    // A charge saved after `steps` steps and resumed from the saved text plays
    // on exactly as the uninterrupted one, dice included.
    void resumedChargeRidesOnTheSame_data()
    {
        QTest::addColumn<int>("troop");
        QTest::addColumn<int>("policy");
        QTest::addColumn<bool>("frontRank");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("steps");
        QTest::newRow("after the set-up") << 2 << 0 << false << quint64(1854) << 1;
        QTest::newRow("in the first turn") << 0 << 1 << false << quint64(7) << 4;
        QTest::newRow("on the approach") << 1 << 1 << false << quint64(11) << 40;
        QTest::newRow("at the battery") << 2 << 0 << true << quint64(5) << 150;
        QTest::newRow("on the way back") << 0 << 0 << false << quint64(21) << 260;
        QTest::newRow("late") << 1 << 1 << true << quint64(99) << 400;
    }
    void resumedChargeRidesOnTheSame()
    {
        QFETCH(int, troop);
        QFETCH(int, policy);
        QFETCH(bool, frontRank);
        QFETCH(quint64, seed);
        QFETCH(int, steps);
        PolicyDecider decider{Policy(policy)};
        const Settings settings = settingsFor(troop, frontRank);

        Game whole(settings);
        SeededDiceSource wholeDice(seed);
        vedette::journal::EventList wholeEvents;
        Engine(whole, wholeDice, decider, &wholeEvents).playToEnd();

        Game first(settings);
        SeededDiceSource firstDice(seed);
        vedette::journal::EventList events;
        {
            Engine engine(first, firstDice, decider, &events);
            for (int k = 0; k < steps && !first.isOver(); ++k)
                engine.step();
        }
        QVERIFY(steps < 150 || first.turn() > 1);
        QString error;
        const auto resumed = throughText(SavedCharge{first, SavedCharge::Dice{seed, firstDice.draws()}}, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(resumed->game.toJson(), first.toJson());
        QVERIFY(resumed->dice);
        QCOMPARE(resumed->dice->seed, seed);

        Game second = resumed->game;
        SeededDiceSource secondDice(resumed->dice->seed);
        secondDice.skip(resumed->dice->draws);
        Engine(second, secondDice, decider, &events).playToEnd();
        QVERIFY(second.isOver());
        QCOMPARE(second.toJson(), whole.toJson());
        QCOMPARE(second.tally().score, whole.tally().score);
        QCOMPARE(secondDice.draws(), wholeDice.draws());
        // The journal of the two halves is the journal of the whole charge.
        QCOMPARE(events.events().size(), wholeEvents.events().size());
        QCOMPARE(events.events().constLast().summary, wholeEvents.events().constLast().summary);
    }

    // With scripted dice (the physical-dice case: no seeded state is saved)
    // the resumed charge uses the rest of the script as the whole one would.
    void resumedWithScriptedDice()
    {
        QList<int> faces;
        for (int k = 0; k < 6000; ++k)
            faces.append(1 + (k * 7 + k / 5) % 6);
        PolicyDecider decider(Policy::Bold);

        Game whole(settingsFor(1, false));
        ScriptedDiceSource wholeDice(faces);
        Engine(whole, wholeDice, decider).playToEnd();
        QVERIFY(whole.isOver());

        Game first(settingsFor(1, false));
        ScriptedDiceSource dice(faces);
        {
            Engine engine(first, dice, decider);
            for (int k = 0; k < 60; ++k)
                engine.step();
        }
        QString error;
        const auto resumed = throughText(SavedCharge{first, std::nullopt}, &error);
        QVERIFY2(resumed, qPrintable(error));
        QVERIFY(!resumed->dice);
        Game second = resumed->game;
        Engine(second, dice, decider).playToEnd();
        QCOMPARE(second.toJson(), whole.toJson());
        QCOMPARE(dice.used(), wholeDice.used());
    }

    void refusesBadData_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("message");
        Game game(Settings{});
        SeededDiceSource dice(3);
        PolicyDecider decider;
        Engine engine(game, dice, decider);
        for (int k = 0; k < 30; ++k)
            engine.step();
        const QJsonObject good = SavedCharge{game, SavedCharge::Dice{3, dice.draws()}}.toJson();
        const auto with = [&good](const QString &key, const QJsonValue &value) {
            QJsonObject o = good;
            o.insert(key, value);
            return o;
        };
        const auto withGame = [&good, &with](const std::function<void(QJsonObject &)> &edit) {
            QJsonObject g = good.value(u"game"_s).toObject();
            edit(g);
            return with(u"game"_s, g);
        };
        QTest::newRow("empty") << QJsonObject() << u"not a saved"_s;
        QTest::newRow("another format") << with(u"format"_s, u"vedette.tennyson.table"_s) << u"not a saved"_s;
        QTest::newRow("newer") << with(u"version"_s, SavedCharge::kVersion + 1) << u"newer"_s;
        QTest::newRow("no version") << with(u"version"_s, u"one"_s) << u"version"_s;
        QTest::newRow("no game") << with(u"game"_s, QJsonValue()) << u"damaged"_s;
        QTest::newRow("newer game") << withGame([](QJsonObject &g) { g.insert(u"version"_s, 99); }) << u"newer"_s;
        QTest::newRow("eleven men") << withGame([](QJsonObject &g) {
            QJsonArray men = g.value(u"men"_s).toArray();
            men.removeLast();
            g.insert(u"men"_s, men);
        }) << u"twelve"_s;
        QTest::newRow("man off the track") << withGame([](QJsonObject &g) {
            QJsonArray men = g.value(u"men"_s).toArray();
            QJsonObject m = men[3].toObject();
            m.insert(u"space"_s, 25);
            men[3] = m;
            g.insert(u"men"_s, men);
        }) << u"out of range"_s;
        QTest::newRow("unknown phase") << withGame([](QJsonObject &g) { g.insert(u"phase"_s, u"lunch"_s); }) << u"phase"_s;
        QTest::newRow("dice as a number") << with(u"dice"_s, QJsonObject{{u"seed"_s, 3}, {u"draws"_s, u"10"_s}}) << u"dice"_s;
        QTest::newRow("dice not a count") << with(u"dice"_s, QJsonObject{{u"seed"_s, u"3"_s}, {u"draws"_s, u"-4"_s}}) << u"dice"_s;
        QTest::newRow("dice not an object") << with(u"dice"_s, 12) << u"dice"_s;
        // Found by the fuzzer (issue 20): values of another type were read as
        // a default, counters near the int limit overflowed in play, and a
        // count of draws no charge reaches took hours to skip on resuming.
        const auto withMan = [&withGame](int index, const QString &key, const QJsonValue &value) {
            return withGame([=](QJsonObject &g) {
                QJsonArray men = g.value(u"men"_s).toArray();
                QJsonObject m = men[index].toObject();
                m.insert(key, value);
                men[index] = m;
                g.insert(u"men"_s, men);
            });
        };
        QTest::newRow("blown as text") << withMan(3, u"blown"_s, u"yes"_s) << u"out of range"_s;
        QTest::newRow("name as a number") << withMan(4, u"name"_s, 7) << u"name"_s;
        QTest::newRow("wounds as text") << withMan(2, u"wounds"_s, u"2"_s) << u"out of range"_s;
        QTest::newRow("captain's wounds overflow") << withMan(0, u"wounds"_s, 2147483647) << u"out of range"_s;
        QTest::newRow("spur points overflow") << withMan(5, u"spurPoints"_s, 2147483647) << u"out of range"_s;
        QTest::newRow("turn without end") << withGame([](QJsonObject &g) { g.insert(u"turn"_s, 2147483647); })
                                          << u"out of range"_s;
        QTest::newRow("killed this turn as text") << withGame([](QJsonObject &g) { g.insert(u"killedThisTurn"_s, u"no"_s); })
                                                  << u"out of range"_s;
        QTest::newRow("front rank as a number") << withGame([](QJsonObject &g) {
            QJsonObject settings = g.value(u"settings"_s).toObject();
            settings.insert(u"frontRank"_s, 1);
            g.insert(u"settings"_s, settings);
        }) << u"neither on nor off"_s;
        QTest::newRow("seed with a sign") << with(u"dice"_s, QJsonObject{{u"seed"_s, u"+3"_s}, {u"draws"_s, u"10"_s}}) << u"dice"_s;
        QTest::newRow("draws with a space") << with(u"dice"_s, QJsonObject{{u"seed"_s, u"3"_s}, {u"draws"_s, u" 10"_s}}) << u"dice"_s;
        QTest::newRow("more draws than any charge")
            << with(u"dice"_s, QJsonObject{{u"seed"_s, u"3"_s}, {u"draws"_s, QString::number(SavedCharge::kMaxDraws + 1)}})
            << u"dice"_s;
    }
    void refusesBadData()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!SavedCharge::fromJson(json, &error));
        QVERIFY2(error.contains(message, Qt::CaseInsensitive), qPrintable(error));
    }

    void seedsBeyondDoublePrecisionSurvive()
    {
        const SavedCharge saved{Game(Settings{}), SavedCharge::Dice{0xFFFFFFFFFFFFFFF1ULL, SavedCharge::kMaxDraws}};
        QString error;
        const auto back = throughText(saved, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back->dice, *saved.dice);
        QCOMPARE(back->game.phase(), Phase::Setup);
    }
};

QTEST_GUILESS_MAIN(TestLightBrigadeSave)
#include "test_lightbrigadesave.moc"
