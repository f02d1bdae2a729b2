// vedette-cli on a campaign file: battle, balagan play and brown charge drive
// the battle's controllers, one transaction per step, and what they print
// agrees with what the file holds; killing balagan play never leaves a bound
// half-written.
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "table/geometry.h"
#include "table/scenario.h"
#include "table/scenariojson.h"

#include "clirun.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

using clitest::Result;

Result cli(const QStringList &arguments)
{
    return clitest::run(arguments);
}

qsizetype count(const store::CampaignStore &store, qint64 battle, const QString &kind)
{
    store::JournalFilter filter;
    filter.battle = battle;
    filter.kinds = {kind};
    filter.includeVoided = false;
    return store.journalCount(filter);
}

QByteArray bytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A Brown table: the Greys (heavy horse, 20 mm deep, facing down) charge
// the cuirassiers (heavy horse at (900, 500), front edge y = 490) from
// `inches`; French lancers (one 40 mm stand) stand `besideInches` beyond
// the cuirassiers' right flank (x = 980), the 2e Ligne far away.
table::Scenario chargeTable(double inches, double besideInches = 20.0)
{
    using namespace table;
    Scenario s;
    s.setTitle(u"Charge"_s);
    s.setRuleSystem(RuleSystem::Brown);
    s.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
    s.addSide({u"fr"_s, u"French"_s, Qt::blue});
    s.addSide({u"gb"_s, u"British"_s, Qt::red});
    Unit cuirassiers(u"cuir"_s, u"fr"_s, u"1er Cuirassiers"_s, Arm::Horse);
    cuirassiers.setHorseWeight(HorseWeight::Heavy);
    cuirassiers.setPosition({900, 500});
    s.addUnit(cuirassiers);
    Unit lancers(u"lancers"_s, u"fr"_s, u"Lanciers"_s, Arm::Horse);
    lancers.setStandCount(1);
    lancers.setPosition({980 + Length::fromInches(besideInches).mm() + 20, 500});
    s.addUnit(lancers);
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({300, 1100});
    s.addUnit(foot);
    Unit greys(u"greys"_s, u"gb"_s, u"Scots Greys"_s, Arm::Horse);
    greys.setHorseWeight(HorseWeight::Heavy);
    greys.setFacing(180);
    greys.setPosition({900, 490 - Length::fromInches(inches).mm() - 10});
    s.addUnit(greys);
    return s;
}

// A campaign file with one battle on `scenario`; its battle id in `battle`.
QString campaignOf(const QTemporaryDir &dir, const QString &name, const table::Scenario &scenario, qint64 *battle)
{
    const QString file = dir.filePath(name + u".vedette"_s);
    store::CampaignStore store;
    if (!store.create(file, name))
        return {};
    *battle = *store.startBattle({*store.addScenario(scenario), name, 5, 0});
    return file;
}

QString scenarioFile(const QTemporaryDir &dir, const QString &name, const table::Scenario &scenario)
{
    const QString path = dir.filePath(name + u".json"_s);
    QString error;
    if (!table::ScenarioJson::writeFile(scenario, path, &error))
        qFatal("%s", qPrintable(error));
    return path;
}

QJsonObject modifier(const QJsonObject &json, const QString &id)
{
    for (const QJsonValue &m : json.value(u"modifiers"_s).toArray()) {
        if (m[u"id"_s].toString() == id)
            return m.toObject();
    }
    return {};
}

// What a campaign holds, for "nothing written": its log, each battle's
// state of play and table (its bytes may move when the write-ahead log is
// folded in on closing; its contents may not).
QString contentsOf(const QString &file)
{
    store::CampaignStore store;
    if (!store.open(file, store::CampaignStore::Mode::ReadOnly))
        return QString();
    QStringList parts{QString::number(store.journalCount())};
    for (const store::BattleInfo &info : store.battles()) {
        const auto play = store.play(info.id);
        const auto table = store.loadBattle(info.id);
        parts.append(QString::number(info.turn) + u'/'
                     + (play ? QString::fromUtf8(QJsonDocument(play->state).toJson(QJsonDocument::Compact)) : QString())
                     + u'/' + (table ? QString::fromUtf8(table::ScenarioJson::write(*table)) : QString()));
    }
    return parts.join(u' ');
}

} // namespace

class TestCliBattle : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mFile;
    qint64 mBlenheim = 0;
    qint64 mBalaclava = 0;

private slots:
    void initTestCase()
    {
        QString error;
        mFile = store::DefaultCampaign::create(mDir.filePath(u"campaign"_s), &error);
        QVERIFY2(!mFile.isEmpty(), qPrintable(error));
        store::CampaignStore store;
        QVERIFY(store.open(mFile));
        for (const store::BattleInfo &info : store.battles()) {
            const QString rules = store.scenarioInfo(info.scenarioId)->ruleSystem;
            (rules == u"balagan"_s ? mBlenheim : mBalaclava) = info.id;
        }
        QVERIFY(mBlenheim && mBalaclava);
    }

    // Three bounds played (deployment, then morale tests and the end of the
    // bound, three times); `battle` says what the journal says.
    void threeBoundsThenWhereTheBattleStands()
    {
        const Result played = cli({u"balagan"_s, u"play"_s, mFile, u"--battle"_s, QString::number(mBlenheim), u"--seed"_s,
                                   u"1704"_s, u"--phases"_s, u"7"_s, u"--json"_s});
        QVERIFY2(played.exitCode == 0, qPrintable(played.err));
        const QJsonArray phases = played.json.value(u"phases"_s).toArray();
        QCOMPARE(phases.size(), 7);
        QCOMPARE(phases.first().toObject().value(u"step"_s).toString(), u"deployment"_s);
        QCOMPARE(phases.last().toObject().value(u"step"_s).toString(), u"end-bound"_s);
        const Result where = cli({u"battle"_s, mFile, u"--battle"_s, QString::number(mBlenheim), u"--json"_s});
        QVERIFY2(where.exitCode == 0, qPrintable(where.err));
        const QJsonObject state = where.json;
        QCOMPARE(state.value(u"ruleSystem"_s).toString(), u"balagan"_s);
        QCOMPARE(state.value(u"turn"_s).toInt(), 4);
        QCOMPARE(state.value(u"phase"_s).toString(), u"morale"_s);
        QCOMPARE(state.value(u"clock"_s).toString(), u"10:45"_s);
        QCOMPARE(state, played.json.value(u"state"_s).toObject());
        store::CampaignStore store;
        QVERIFY(store.open(mFile, store::CampaignStore::Mode::ReadOnly));
        QCOMPARE(count(store, mBlenheim, u"balagan.bound"_s), 3);
        QCOMPARE(count(store, mBlenheim, u"balagan.deployment"_s), 2);
        QCOMPARE(store.battleInfo(mBlenheim)->turn, 4);
        // The text form says the same in words.
        const Result words = cli({u"battle"_s, mFile, u"--battle"_s, QString::number(mBlenheim)});
        QVERIFY(words.out.contains(u"bound 4"_s));
    }

    // Killed at any moment, `balagan play` leaves every bound whole: the
    // state of play and the journal agree after each kill.
    void killedPlayLeavesNoHalfBound()
    {
        QRandomGenerator random(1704);
        // The kill comes 30-250 ms into the play, after the start that every
        // run of the program costs (a cheap verb timed here): an ASan build
        // takes longer to start than the slowest kill of a plain build, and
        // its kills all came before the first bound.
        QElapsedTimer started;
        started.start();
        QCOMPARE(cli({u"battle"_s, mFile, u"--battle"_s, QString::number(mBlenheim), u"--json"_s}).exitCode, 0);
        const int startMs = int(started.elapsed());
        int last = 0;
        for (int round = 0; round < 15; ++round) {
            QProcess process;
            process.start(QStringLiteral(VEDETTE_CLI_PATH), {u"balagan"_s, u"play"_s, mFile, u"--battle"_s,
                                                             QString::number(mBlenheim), u"--seed"_s,
                                                             QString::number(round + 1), u"--phases"_s, u"10000"_s});
            QVERIFY(process.waitForStarted(10000));
            QTest::qWait(startMs + int(random.bounded(30, 250)));
            process.kill();
            // (Gone already when the play ended by itself; on a loaded
            // machine an ASan build's killed process took over 10 s to be
            // reaped once, and left the campaign locked for the next tests.)
            QVERIFY(process.state() == QProcess::NotRunning || process.waitForFinished(60000));
            const Result where = cli({u"battle"_s, mFile, u"--battle"_s, QString::number(mBlenheim), u"--json"_s});
            QVERIFY2(where.exitCode == 0, qPrintable(where.err));
            store::CampaignStore store;
            QVERIFY(store.open(mFile, store::CampaignStore::Mode::ReadOnly));
            const int bound = where.json.value(u"bound"_s).toInt();
            QCOMPARE(bound, 1 + int(count(store, mBlenheim, u"balagan.bound"_s)));
            QVERIFY(bound >= last);
            last = bound;
            if (!where.json.value(u"lostSide"_s).toString().isEmpty())
                break;
        }
        QVERIFY(last > 4);
    }

    // Issue 32, docs/rules.md M-34: `balagan options` says what the side to
    // move may do; `balagan act` does one of the offers (one transaction)
    // and refuses the rest with exit 2, the campaign unchanged.
    void balaganOptionsAndAct()
    {
        const auto read = table::ScenarioJson::readFile(QStringLiteral(VEDETTE_SOURCE_DIR "/resources/scenarios/blenheim-1704.json"));
        QVERIFY(read.scenario);
        qint64 battle = 0;
        const QString file = campaignOf(mDir, u"acts"_s, *read.scenario, &battle);
        QVERIFY(!file.isEmpty());
        const QString number = QString::number(battle);
        const auto options = [&] {
            return cli({u"balagan"_s, u"options"_s, file, u"--battle"_s, number, u"--json"_s});
        };
        const auto refused = [&](const QStringList &arguments, const QString &message) {
            const QString before = contentsOf(file);
            const Result r = cli(arguments);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
            QCOMPARE(contentsOf(file), before);
        };
        // In the set-up nothing is offered, and nothing is done.
        Result offered = options();
        QVERIFY2(offered.exitCode == 0, qPrintable(offered.err));
        QCOMPARE(offered.json.value(u"phase"_s).toString(), u"set-up"_s);
        QVERIFY(offered.json.value(u"units"_s).toArray().isEmpty());
        QVERIFY(!offered.json.value(u"why"_s).toString().isEmpty());
        refused({u"balagan"_s, u"act"_s, file, u"al-rowe"_s, u"wheel"_s, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"morale"_s);

        // The deployment rolls and the first morale phase.
        const Result played = cli({u"balagan"_s, u"play"_s, file, u"--battle"_s, number, u"--seed"_s, u"3"_s,
                                   u"--phases"_s, u"2"_s});
        QVERIFY2(played.exitCode == 0, qPrintable(played.err));
        offered = options();
        QVERIFY2(offered.exitCode == 0, qPrintable(offered.err));
        QCOMPARE(offered.json.value(u"phase"_s).toString(), u"action"_s);
        const QString side = offered.json.value(u"side"_s).toString();
        const QJsonArray units = offered.json.value(u"units"_s).toArray();
        QVERIFY(!units.isEmpty());
        QString other;
        for (const table::Unit &unit : read.scenario->units()) {
            if (unit.sideId() != side)
                other = unit.id();
        }
        for (const QJsonValue &unit : units) {
            QCOMPARE(read.scenario->unit(unit[u"id"_s].toString())->sideId(), side);
            for (const QJsonValue &action : unit[u"actions"_s].toArray()) {
                QVERIFY(action[u"targets"_s].isArray());
                QVERIFY(action[u"odds"_s].toDouble() > 0.0);
            }
        }
        // A unit of the other side, an unknown action, an action not offered.
        const QString first = units.first()[u"id"_s].toString();
        refused({u"balagan"_s, u"act"_s, file, other, u"wheel"_s, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"side to move"_s);
        refused({u"balagan"_s, u"act"_s, file, first, u"dance"_s, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"no action 'dance'"_s);
        // (no charge reaches across the gap between the armies in the first bound)
        refused({u"balagan"_s, u"act"_s, file, first, u"charge"_s, other, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"vedette-cli balagan act: "_s);
        refused({u"balagan"_s, u"act"_s, file, first, u"change-formation"_s, u"--formation"_s, u"square"_s,
                 u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"cannot form"_s);
        // A target of its own side is never offered, to charge or to fire on.
        QString friendOf;
        for (const table::Unit &unit : read.scenario->units())
            if (unit.sideId() == side && unit.id() != first)
                friendOf = unit.id();
        refused({u"balagan"_s, u"act"_s, file, first, u"charge"_s, friendOf, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"on the same side"_s);
        refused({u"balagan"_s, u"act"_s, file, first, u"fire"_s, friendOf, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"vedette-cli balagan act: "_s);

        // Every unit does its first offer: accepted, one step each.
        store::CampaignStore before;
        QVERIFY(before.open(file, store::CampaignStore::Mode::ReadOnly));
        const qsizetype entries = before.journalCount();
        before.close();
        for (const QJsonValue &unit : units) {
            const QJsonObject action = unit[u"actions"_s].toArray().first().toObject();
            QStringList arguments{u"balagan"_s, u"act"_s, file, unit[u"id"_s].toString(), action[u"action"_s].toString()};
            if (!action[u"targets"_s].toArray().isEmpty())
                arguments.append(action[u"targets"_s].toArray().first().toString());
            if (action.contains(u"formations"_s))
                arguments += {u"--formation"_s, action[u"formations"_s].toArray().first().toString()};
            arguments += {u"--battle"_s, number, u"--seed"_s, u"5"_s, u"--json"_s};
            const Result done = cli(arguments);
            QVERIFY2(done.exitCode == 0, qPrintable(arguments.join(u' ') + u": "_s + done.err));
            QVERIFY(!done.json.value(u"entries"_s).toArray().isEmpty());
            QCOMPARE(done.json.value(u"overridden"_s).toBool(), false);
            // The act is done: its unit is not offered it again.
            const QJsonArray now = options().json.value(u"units"_s).toArray();
            for (const QJsonValue &still : now) {
                if (still[u"id"_s] != unit[u"id"_s] || action[u"action"_s] == u"fire"_s || action[u"action"_s] == u"move"_s)
                    continue;
                for (const QJsonValue &again : still[u"actions"_s].toArray())
                    QVERIFY(again[u"action"_s] != action[u"action"_s]);
            }
        }
        store::CampaignStore after;
        QVERIFY(after.open(file, store::CampaignStore::Mode::ReadOnly));
        QVERIFY(after.journalCount() >= entries + units.size());
        after.close();

        // A unit that has acted may not act again.
        QString acted;
        QString action;
        for (const QJsonValue &unit : units) {
            const QString first = unit[u"actions"_s].toArray().first()[u"action"_s].toString();
            if (first != u"move"_s && first != u"fire"_s && acted.isEmpty()) {
                acted = unit[u"id"_s].toString();
                action = first;
            }
        }
        QVERIFY(!acted.isEmpty());
        refused({u"balagan"_s, u"act"_s, file, acted, u"wheel"_s, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"already attempted an action"_s);

        // The referee's override of a refusal is done and logged.
        const Result forced = cli({u"balagan"_s, u"act"_s, file, other, u"wheel"_s, u"--override"_s, u"--battle"_s,
                                   number, u"--seed"_s, u"1"_s, u"--json"_s});
        QVERIFY2(forced.exitCode == 0, qPrintable(forced.err));
        QVERIFY(forced.json.value(u"overridden"_s).toBool());
        QCOMPARE(forced.json.value(u"entries"_s).toArray().first()[u"kind"_s].toString(), u"balagan.act-override"_s);
    }

    // Issue 41, docs/rules.md M-35, M-32, M-28: a move halts short of the
    // enemy (contact only by a charge); a unit under Retreat is offered no
    // move towards the enemy and no charge, and is refused them (exit 2,
    // nothing written) unless --override, logged with the order; the side's
    // messengers ride once a bound.
    void balaganContactOrdersMessengers()
    {
        using namespace table;
        Scenario s;
        s.setTitle(u"Orders"_s);
        s.setRuleSystem(RuleSystem::Balagan);
        s.setTableSize(Length::fromMm(3000), Length::fromMm(3000));
        s.addSide({u"red"_s, u"Red"_s, Qt::red});
        s.addSide({u"blue"_s, u"Blue"_s, Qt::blue});
        const auto unit = [&s](const QString &id, const QString &side, Arm arm, Formation formation, QPointF at,
                               double facing, Order order) {
            Unit u(id, side, id, arm);
            u.setFormation(formation);
            u.setPosition(at);
            u.setFacing(facing);
            u.setOrder(order);
            s.addUnit(u);
        };
        // Horse in column of march 800 p (80 mm) from foot; foot in line
        // under Retreat 300 p from foot.
        unit(u"hc"_s, u"red"_s, Arm::Horse, Formation::ColumnOfMarch, {1000, 1500}, 0.0, Order::Advance);
        unit(u"bf"_s, u"blue"_s, Arm::Foot, Formation::ColumnOfMarch, {1000, 1360}, 180.0, Order::Hold);
        unit(u"rr"_s, u"red"_s, Arm::Foot, Formation::SingleLine, {2000, 1500}, 0.0, Order::Retreat);
        unit(u"bf2"_s, u"blue"_s, Arm::Foot, Formation::ColumnOfMarch, {2000, 1430}, 180.0, Order::Hold);
        s.addGeneral({u"gen"_s, u"red"_s, u"Cutts"_s, 0, QString(), true, QString(), QPointF(200, 2500)});
        Messenger messenger;
        messenger.id = u"messenger-1"_s;
        messenger.sideId = u"red"_s;
        messenger.name = u"Messenger 1 of Cutts"_s;
        messenger.fromGeneralId = u"gen"_s;
        messenger.targetUnitId = u"rr"_s;
        messenger.order = Order::Advance;
        messenger.position = QPointF(200, 2500);
        messenger.route = {messenger.position};
        s.addMessenger(messenger);
        qint64 battle = 0;
        const QString file = campaignOf(mDir, u"balaganorders"_s, s, &battle);
        QVERIFY(!file.isEmpty());
        const QString number = QString::number(battle);
        const auto refused = [&](const QStringList &arguments, const QString &message) {
            const QString before = contentsOf(file);
            const Result r = cli(arguments);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
            QCOMPARE(contentsOf(file), before);
        };
        refused({u"balagan"_s, u"messengers"_s, file, u"--battle"_s, number, u"--seed"_s, u"1"_s}, u"set up"_s);
        // The deployment rolls (seed 5: both sides deploy as they wish) and red's morale phase.
        const Result played = cli({u"balagan"_s, u"play"_s, file, u"--battle"_s, number, u"--seed"_s, u"5"_s,
                                   u"--phases"_s, u"2"_s});
        QVERIFY2(played.exitCode == 0, qPrintable(played.err));
        const Result offered = cli({u"balagan"_s, u"options"_s, file, u"--battle"_s, number, u"--json"_s});
        QVERIFY2(offered.exitCode == 0, qPrintable(offered.err));
        QJsonObject horseMove;
        QStringList retreating;
        for (const QJsonValue &u : offered.json.value(u"units"_s).toArray()) {
            for (const QJsonValue &action : u[u"actions"_s].toArray()) {
                if (u[u"id"_s] == u"hc"_s && action[u"action"_s] == u"move"_s)
                    horseMove = action.toObject();
                if (u[u"id"_s] == u"rr"_s)
                    retreating.append(action[u"action"_s].toString());
            }
        }
        // M-35: 800 p to the foot, the move halts 100 p short.
        QVERIFY2(std::abs(horseMove.value(u"paces"_s).toDouble() - 700.0) < 0.1,
                 qPrintable(QString::number(horseMove.value(u"paces"_s).toDouble())));
        // M-32: under Retreat no move towards the enemy and no charge.
        QVERIFY2(!retreating.contains(u"move"_s) && !retreating.contains(u"charge"_s), qPrintable(retreating.join(u' ')));
        QVERIFY(retreating.contains(u"change-formation"_s));
        refused({u"balagan"_s, u"act"_s, file, u"rr"_s, u"move"_s, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"orders to retreat"_s);
        refused({u"balagan"_s, u"act"_s, file, u"rr"_s, u"charge"_s, u"bf2"_s, u"--battle"_s, number, u"--seed"_s, u"1"_s},
                u"orders to retreat"_s);
        const Result moved = cli({u"balagan"_s, u"act"_s, file, u"hc"_s, u"move"_s, u"--battle"_s, number, u"--seed"_s,
                                  u"2"_s, u"--json"_s});
        QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
        {
            store::CampaignStore store;
            QVERIFY(store.open(file, store::CampaignStore::Mode::ReadOnly));
            const std::optional<Scenario> table = store.loadBattle(battle);
            QVERIFY(table);
            const double apart = geometry::edgeDistance(table->footprint(*table->unit(u"hc"_s)),
                                                        table->footprint(*table->unit(u"bf"_s)))
                                     .mm();
            QVERIFY2(std::abs(apart - 10.0) < 0.01, qPrintable(QString::number(apart)));
        }
        // The referee's override: done, logged with the order.
        const Result forced = cli({u"balagan"_s, u"act"_s, file, u"rr"_s, u"move"_s, u"--override"_s, u"--battle"_s,
                                   number, u"--seed"_s, u"1"_s, u"--json"_s});
        QVERIFY2(forced.exitCode == 0, qPrintable(forced.err));
        const QJsonObject override = forced.json.value(u"entries"_s).toArray().first().toObject();
        QCOMPARE(override.value(u"kind"_s).toString(), u"balagan.act-override"_s);
        QVERIFY2(override.value(u"summary"_s).toString().contains(u"orders to retreat"_s),
                 qPrintable(override.value(u"summary"_s).toString()));
        // M-28: red's messenger rides once this bound, with one death roll.
        const Result rode = cli({u"balagan"_s, u"messengers"_s, file, u"--battle"_s, number, u"--seed"_s, u"1"_s,
                                 u"--json"_s});
        QVERIFY2(rode.exitCode == 0, qPrintable(rode.err));
        QCOMPARE(rode.json.value(u"rode"_s).toInt(), 1);
        int rolls = 0;
        for (const QJsonValue &entry : rode.json.value(u"entries"_s).toArray())
            rolls += int(entry[u"rolls"_s].toArray().size());
        QCOMPARE(rolls, 1);
        refused({u"balagan"_s, u"messengers"_s, file, u"--battle"_s, number, u"--seed"_s, u"2"_s}, u"ridden this bound"_s);
    }

    // A Brown charge resolved with computer dice and applied: one
    // transaction with its entries; without --apply nothing is written.
    void brownChargeOnTheCampaign()
    {
        using namespace table;
        Scenario s;
        s.setTitle(u"Charge"_s);
        s.setRuleSystem(RuleSystem::Brown);
        s.setTableSize(Length::fromFeet(6), Length::fromFeet(4));
        s.addSide({u"fr"_s, u"French"_s, Qt::blue});
        s.addSide({u"gb"_s, u"British"_s, Qt::red});
        Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
        foot.setPosition({900, 500});
        s.addUnit(foot);
        Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, Arm::Horse);
        horse.setHorseWeight(HorseWeight::Heavy);
        horse.setFacing(180);
        horse.setPosition({900, 300});
        s.addUnit(horse);
        const QString file = mDir.filePath(u"charge.vedette"_s);
        qint64 battle = 0;
        {
            store::CampaignStore store;
            QVERIFY(store.create(file, u"Charge"_s));
            battle = *store.startBattle({*store.addScenario(s), u"Charge"_s, 5, 0});
        }
        const QByteArray before = bytes(file);
        const Result dry = cli({u"brown"_s, u"charge"_s, file, u"horse"_s, u"foot"_s, u"--seed"_s, u"3"_s, u"--json"_s});
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        QVERIFY(!dry.json.value(u"applied"_s).toBool());
        QCOMPARE(bytes(file), before);

        const Result applied = cli({u"brown"_s, u"charge"_s, file, u"horse"_s, u"foot"_s, u"--battle"_s,
                                    QString::number(battle), u"--seed"_s, u"3"_s, u"--closing-casualties"_s, u"10"_s,
                                    u"--apply"_s, u"--json"_s});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        const QJsonObject result = applied.json;
        QVERIFY(result.value(u"applied"_s).toBool());
        QCOMPARE(result.value(u"state"_s).toObject().value(u"charge"_s).toObject().value(u"applied"_s).toBool(), true);
        store::CampaignStore store;
        QVERIFY(store.open(file, store::CampaignStore::Mode::ReadOnly));
        store::JournalFilter filter;
        filter.battle = battle;
        const QList<store::JournalEntry> entries = store.journal(filter);
        const QJsonArray events = result.value(u"events"_s).toArray();
        // battle.start, then exactly the charge's entries, in order.
        QCOMPARE(entries.size(), events.size() + 1);
        for (qsizetype i = 0; i < events.size(); ++i)
            QCOMPARE(entries[i + 1].event.kind, events[i].toObject().value(u"kind"_s).toString());
        const int lost = result.value(u"outcome"_s).toObject().value(u"defenderLosses"_s).toInt();
        QCOMPARE(store.loadBattle(battle)->unit(u"foot"_s)->strength(), std::max(0, 500 - lost));
    }

    // docs/rules.md B-12 on the command line: the Greys charging from 3"
    // carry Standing Cav. -3 (derived, with its reason), from 6.8" they do
    // not, on a scenario and in a campaign alike; the campaign's --json lists
    // the modifiers as the scenario's does. Dry runs write nothing.
    void standingCavalryInBothForms_data()
    {
        QTest::addColumn<double>("inches");
        QTest::addColumn<bool>("standing");
        QTest::newRow("from 3\"") << 3.0 << true;
        QTest::newRow("from 6.8\"") << 6.8 << false;
    }
    void standingCavalryInBothForms()
    {
        QFETCH(double, inches);
        QFETCH(bool, standing);
        const table::Scenario s = chargeTable(inches);
        qint64 battle = 0;
        const QString file = campaignOf(mDir, u"standing-%1"_s.arg(inches), s, &battle);
        const QString scenario = scenarioFile(mDir, u"standing-%1"_s.arg(inches), s);
        const QString before = contentsOf(file);
        const Result onScenario = cli({u"brown"_s, u"charge"_s, scenario, u"greys"_s, u"cuir"_s, u"--seed"_s, u"5"_s, u"--json"_s});
        const Result inCampaign = cli({u"brown"_s, u"charge"_s, file, u"greys"_s, u"cuir"_s, u"--seed"_s, u"5"_s, u"--json"_s});
        for (const Result *r : {&onScenario, &inCampaign}) {
            QVERIFY2(r->exitCode == 0, qPrintable(r->err));
            QVERIFY(std::abs(r->json[u"distanceInches"_s].toDouble() - inches) < 1e-6);
            QCOMPARE(r->json[u"modifiers"_s].toArray().size(), 23);
            const QJsonObject line = modifier(r->json, u"attacker.standing-cavalry"_s);
            QCOMPARE(line[u"enabled"_s].toBool(), standing);
            QCOMPARE(line[u"value"_s].toInt(), -3);
            QCOMPARE(line[u"derived"_s].toBool(), true);
            QVERIFY(line[u"reason"_s].toString().contains(u"Scots Greys"_s));
            QCOMPARE(r->json[u"attackerModifiers"_s].toInt() - r->json[u"defenderModifiers"_s].toInt(),
                     r->json[u"netModifier"_s].toInt());
        }
        // The same lines, the same values, in both forms; only General Order
        // differs: a scenario has no state of play, so no referee's marks.
        const QJsonArray campaignLines = inCampaign.json[u"modifiers"_s].toArray();
        const QJsonArray scenarioLines = onScenario.json[u"modifiers"_s].toArray();
        for (qsizetype i = 0; i < campaignLines.size(); ++i) {
            if (campaignLines[i][u"id"_s].toString() != u"defender.general-order"_s)
                QCOMPARE(campaignLines[i].toObject(), scenarioLines[i].toObject());
        }
        QVERIFY(!inCampaign.json[u"applied"_s].toBool());
        QCOMPARE(contentsOf(file), before);
        // The referee's override, as for every derived line.
        const Result off = cli({u"brown"_s, u"charge"_s, file, u"greys"_s, u"cuir"_s, u"--seed"_s, u"5"_s,
                                u"--off"_s, u"attacker.standing-cavalry"_s, u"--json"_s});
        QVERIFY2(off.exitCode == 0, qPrintable(off.err));
        QVERIFY(!modifier(off.json, u"attacker.standing-cavalry"_s)[u"enabled"_s].toBool());
        QCOMPARE(modifier(off.json, u"attacker.standing-cavalry"_s)[u"overridden"_s].toBool(), standing);
    }

    // docs/rules.md B-30 on the command line: after a result that allows
    // pursuit, the lancers 4.5" beside the cuirassiers' old place are offered
    // (5.5" are not), on a scenario and in a campaign, with the defender's
    // retreat applied or not; --continue then charges them from the ground
    // held, In Smoke; one not offered is refused (exit 2, nothing written).
    void continuationInBothForms_data()
    {
        QTest::addColumn<double>("beside");
        QTest::addColumn<bool>("suggested");
        QTest::addColumn<bool>("offered");
        QTest::newRow("4.5\", suggested moves") << 4.5 << true << true;
        QTest::newRow("4.5\", numbered moves only") << 4.5 << false << true;
        QTest::newRow("5.5\", suggested moves") << 5.5 << true << false;
        QTest::newRow("5.5\", numbered moves only") << 5.5 << false << false;
    }
    void continuationInBothForms()
    {
        QFETCH(double, beside);
        QFETCH(bool, suggested);
        QFETCH(bool, offered);
        const table::Scenario s = chargeTable(7.0, beside);
        const QString name = u"pursuit-%1-%2"_s.arg(beside).arg(suggested);
        qint64 battle = 0;
        const QString file = campaignOf(mDir, name, s, &battle);
        const QString scenario = scenarioFile(mDir, name, s);
        // Leader +30: every throw is an 11+, the cuirassiers surrender and
        // rout, the Greys may occupy. The first seed whose activation succeeds.
        QStringList common{u"greys"_s, u"cuir"_s, u"--set"_s, u"attacker.leader=30"_s, u"--json"_s};
        if (!suggested)
            common.append(u"--no-suggested-moves"_s);
        QString seed;
        for (int i = 1; i < 30 && seed.isEmpty(); ++i) {
            const Result r = cli(QStringList{u"brown"_s, u"charge"_s, scenario, u"--seed"_s, QString::number(i)}
                                 + common.mid(0, 4) + QStringList{u"--json"_s});
            if (r.json[u"outcome"_s][u"ending"_s].toString() == u"resolved"_s)
                seed = QString::number(i);
        }
        QVERIFY(!seed.isEmpty());
        const Result onScenario = cli(QStringList{u"brown"_s, u"charge"_s, scenario, u"--seed"_s, seed} + common.mid(0, 4)
                                      + QStringList{u"--json"_s});
        QVERIFY(onScenario.json[u"outcome"_s][u"pursuitAllowed"_s].toBool());
        const Result dry = cli(QStringList{u"brown"_s, u"charge"_s, file, u"--seed"_s, seed} + common);
        const Result applied = cli(QStringList{u"brown"_s, u"charge"_s, file, u"--seed"_s, seed, u"--apply"_s} + common);
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        QVERIFY(applied.json[u"applied"_s].toBool());
        for (const Result *r : {&onScenario, &dry, &applied}) {
            const QJsonArray pursuit = r->json[u"pursuit"_s].toArray();
            QCOMPARE(pursuit.size(), offered ? 1 : 0);
            if (offered) {
                QCOMPARE(pursuit[0][u"id"_s].toString(), u"lancers"_s);
                QVERIFY(std::abs(pursuit[0][u"distanceInches"_s].toDouble() - beside) < 1e-6);
            }
        }
        const QString before = contentsOf(file);
        const Result next = cli({u"brown"_s, u"charge"_s, file, u"greys"_s, u"cuir"_s, u"--continue"_s, u"lancers"_s,
                                 u"--seed"_s, u"2"_s, u"--apply"_s, u"--json"_s});
        if (!offered) {
            QCOMPARE(next.exitCode, 2);
            QVERIFY2(next.err.contains(u"may not continue"_s), qPrintable(next.err));
            QCOMPARE(contentsOf(file), before);
            return;
        }
        QVERIFY2(next.exitCode == 0, qPrintable(next.err));
        QCOMPARE(next.json[u"target"_s].toString(), u"lancers"_s);
        QVERIFY(next.json[u"continued"_s].toBool());
        QVERIFY(std::abs(next.json[u"distanceInches"_s].toDouble() - beside) < 1e-6);
        QVERIFY(!modifier(next.json, u"attacker.standing-cavalry"_s)[u"enabled"_s].toBool());
        QVERIFY(next.json[u"applied"_s].toBool());
    }

    // General Order, modifier overrides and the melee through the command
    // line, each step one transaction with its entries.
    void generalOrderAndOverrides()
    {
        qint64 battle = 0;
        const QString file = campaignOf(mDir, u"orders"_s, chargeTable(7.0), &battle);
        const Result r = cli({u"brown"_s, u"charge"_s, file, u"greys"_s, u"cuir"_s, u"--seed"_s, u"4"_s,
                              u"--general-order"_s, u"cuir"_s, u"--set"_s, u"attacker.leader=2"_s, u"--off"_s,
                              u"attacker.mass"_s, u"--apply"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(modifier(r.json, u"defender.general-order"_s)[u"enabled"_s].toBool());
        QVERIFY(!modifier(r.json, u"defender.general-order"_s)[u"overridden"_s].toBool());
        QCOMPARE(modifier(r.json, u"attacker.leader"_s)[u"value"_s].toInt(), 2);
        QVERIFY(modifier(r.json, u"attacker.leader"_s)[u"enabled"_s].toBool());
        QVERIFY(!modifier(r.json, u"attacker.mass"_s)[u"enabled"_s].toBool());
        QCOMPARE(r.json[u"events"_s].toArray().first()[u"kind"_s].toString(), u"brown.general-order"_s);
        // The mark is kept with the battle: the next charge derives it.
        const Result again = cli({u"brown"_s, u"charge"_s, file, u"greys"_s, u"cuir"_s, u"--seed"_s, u"4"_s, u"--json"_s});
        QVERIFY(modifier(again.json, u"defender.general-order"_s)[u"enabled"_s].toBool());
        store::CampaignStore store;
        QVERIFY(store.open(file, store::CampaignStore::Mode::ReadOnly));
        QCOMPARE(count(store, battle, u"brown.general-order"_s), 1);
    }

    // docs/rules.md B-29: a melee from the command line, turn by turn: begun
    // and its first round thrown, the morale after it, the next round only
    // in the next turn, then a retreat that ends it.
    void meleeTurnByTurn()
    {
        qint64 battle = 0;
        const QString file = campaignOf(mDir, u"melee"_s, chargeTable(0.0), &battle);
        const QStringList melee{u"brown"_s, u"melee"_s, file, u"greys"_s, u"cuir"_s, u"--seed"_s, u"8"_s, u"--json"_s};
        const QString before = contentsOf(file);
        const Result dry = cli(melee);
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        QVERIFY(dry.json[u"started"_s].toBool());
        QCOMPARE(dry.json[u"rounds"_s].toArray().size(), 1);
        QVERIFY(!dry.json[u"applied"_s].toBool());
        QCOMPARE(contentsOf(file), before);

        const Result first = cli(melee + QStringList{u"--apply"_s});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QCOMPARE(first.json[u"rounds"_s], dry.json[u"rounds"_s]);
        QCOMPARE(first.json[u"melee"_s][u"stage"_s].toString(), u"await-morale"_s);
        QVERIFY(first.json[u"state"_s][u"melee"_s].toBool());
        // Its morale first: without it, refused.
        const QString afterFirst = contentsOf(file);
        const Result noMorale = cli(melee + QStringList{u"--apply"_s});
        QCOMPARE(noMorale.exitCode, 2);
        QVERIFY2(noMorale.err.contains(u"--morale"_s), qPrintable(noMorale.err));
        QCOMPARE(contentsOf(file), afterFirst);
        const Result held = cli(melee + QStringList{u"--morale"_s, u"held"_s, u"--apply"_s});
        QVERIFY2(held.exitCode == 0, qPrintable(held.err));
        QVERIFY(held.json[u"rounds"_s].toArray().isEmpty());
        QCOMPARE(held.json[u"melee"_s][u"nextTurn"_s].toInt(), 1);
        // The next round is the next turn's.
        const QString afterMorale = contentsOf(file);
        const Result early = cli(melee + QStringList{u"--apply"_s});
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.err.contains(u"turn 1"_s), qPrintable(early.err));
        QCOMPARE(contentsOf(file), afterMorale);
        const Result turn = cli({u"brown"_s, u"next-turn"_s, file, u"--json"_s});
        QVERIFY2(turn.exitCode == 0, qPrintable(turn.err));
        QCOMPARE(turn.json[u"turn"_s].toInt(), 1);
        const Result second = cli(melee + QStringList{u"--morale"_s, u"defender-retreats"_s, u"--attacker-modifier"_s,
                                                      u"4"_s, u"--apply"_s});
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QCOMPARE(second.json[u"rounds"_s].toArray().size(), 1);
        QCOMPARE(second.json[u"rounds"_s][0][u"attacker"_s][u"modifier"_s].toInt(), 4);
        QVERIFY(second.json[u"ended"_s].toBool());
        QCOMPARE(second.json[u"melee"_s][u"retreated"_s].toString(), u"defender"_s);
        QVERIFY(!second.json[u"state"_s].toObject().contains(u"melee"_s));
        store::CampaignStore store;
        QVERIFY(store.open(file, store::CampaignStore::Mode::ReadOnly));
        QCOMPARE(count(store, battle, u"brown.melee"_s), 2);
        QCOMPARE(count(store, battle, u"brown.melee-morale"_s), 2);
        // Every unit in a melee is Disordered: the rounds reached the table.
        QVERIFY(store.loadBattle(battle)->unit(u"cuir"_s)->hasMarker(table::StateMarker::Disordered));
        QVERIFY(store.loadBattle(battle)->unit(u"greys"_s)->hasMarker(table::StateMarker::Disordered));
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no seed") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s} << u"--seed"_s;
        QTest::newRow("bad seed") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s, u"--seed"_s, u"abc"_s} << u"'abc'"_s;
        QTest::newRow("zero phases") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s, u"--seed"_s, u"1"_s, u"--phases"_s, u"0"_s}
                                     << u"--phases"_s;
        QTest::newRow("no battle 99") << QStringList{u"battle"_s, u"FILE"_s, u"--battle"_s, u"99"_s} << u"no battle '99'"_s;
        QTest::newRow("Brown battle") << QStringList{u"balagan"_s, u"play"_s, u"FILE"_s, u"--battle"_s, u"BALACLAVA"_s,
                                                     u"--seed"_s, u"1"_s}
                                      << u"Brown"_s;
        QTest::newRow("stray argument") << QStringList{u"battle"_s, u"FILE"_s, u"extra"_s} << u"'extra'"_s;
        QTest::newRow("not a campaign") << QStringList{u"battle"_s, QStringLiteral(VEDETTE_SOURCE_DIR "/README.md")}
                                        << u"not a campaign"_s;
        // Brown's steps on the campaign (Balaclava): bad input writes nothing, even with --apply.
        const QStringList charge{u"brown"_s, u"charge"_s, u"FILE"_s, u"17l"_s, u"don3"_s, u"--battle"_s, u"BALACLAVA"_s,
                                 u"--seed"_s, u"1"_s, u"--apply"_s};
        QTest::newRow("unknown modifier") << charge + QStringList{u"--set"_s, u"attacker.nope=1"_s} << u"no modifier 'attacker.nope'"_s;
        QTest::newRow("--set without a value") << charge + QStringList{u"--set"_s, u"attacker.leader"_s} << u"MODIFIER=VALUE"_s;
        QTest::newRow("--set out of range") << charge + QStringList{u"--set"_s, u"attacker.leader=51"_s} << u"-50 to 50"_s;
        QTest::newRow("a line set and switched off") << charge + QStringList{u"--set"_s, u"attacker.leader=1"_s, u"--off"_s,
                                                                             u"attacker.leader"_s}
                                                     << u"named twice"_s;
        QTest::newRow("General Order on nobody") << charge + QStringList{u"--general-order"_s, u"nobody"_s} << u"no unit 'nobody'"_s;
        QTest::newRow("continue nothing applied") << charge + QStringList{u"--continue"_s, u"cossacks"_s}
                                                  << u"no applied charge of 17l on don3"_s;
        QTest::newRow("continue against nobody") << charge + QStringList{u"--continue"_s, u"nobody"_s} << u"no unit 'nobody'"_s;
        const QStringList melee{u"brown"_s, u"melee"_s, u"FILE"_s, u"--battle"_s, u"BALACLAVA"_s, u"--seed"_s, u"1"_s,
                                u"--apply"_s};
        QTest::newRow("melee with nobody") << melee + QStringList{u"17l"_s, u"nobody"_s} << u"no unit 'nobody'"_s;
        QTest::newRow("melee with itself") << melee + QStringList{u"17l"_s, u"17l"_s} << u"itself"_s;
        QTest::newRow("melee bad morale") << melee + QStringList{u"17l"_s, u"don3"_s, u"--morale"_s, u"maybe"_s}
                                          << u"--morale must be one of"_s;
        QTest::newRow("melee modifier out of range") << melee + QStringList{u"17l"_s, u"don3"_s, u"--attacker-modifier"_s, u"99"_s}
                                                     << u"--attacker-modifier"_s;
        QTest::newRow("next turn of no battle") << QStringList{u"brown"_s, u"next-turn"_s, u"FILE"_s, u"--battle"_s, u"99"_s}
                                                << u"no battle '99'"_s;
    }
    void badInputIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        arguments.replaceInStrings(u"FILE"_s, mFile);
        arguments.replaceInStrings(u"BALACLAVA"_s, QString::number(mBalaclava));
        // What the campaign holds (its bytes may move when the write-ahead
        // log is folded in on closing; its contents may not).
        const auto contents = [this] { return contentsOf(mFile); };
        const QString before = contents();
        QVERIFY(!before.isEmpty());
        const Result r = cli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(contents(), before);
    }
};

QTEST_GUILESS_MAIN(TestCliBattle)
#include "test_clibattle.moc"
