// The campaign store's speed targets (issue 5): open a campaign with 2,000
// units and 100,000 log entries in under 300 ms; append a log entry durably
// in under 2 ms (median); full-text search over 100,000 entries in under 50 ms.

#include "store/campaignstore.h"

#include <QColor>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace vedette;
using store::CampaignStore;

namespace {

// One step: a battle's table and the entries written with it.
vedette::store::Commit stepOf(qint64 battle, const vedette::table::Scenario *table,
                              const QList<vedette::journal::JournalEvent> &events)
{
    vedette::store::Commit step;
    step.battle = battle;
    step.table = table;
    step.events = events;
    return step;
}

constexpr int unitCount = 2000;
constexpr int entryCount = 100000;

table::Scenario bigTable()
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Brown);
    s.setTitle(u"Benchmark table"_s);
    s.setTableSize(table::Length::fromFeet(6.0), table::Length::fromFeet(4.0));
    s.addSide({u"red"_s, u"Red"_s, QColor(Qt::red)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(Qt::blue)});
    for (int i = 0; i < unitCount; ++i) {
        table::Unit unit(u"u%1"_s.arg(i), i % 2 ? u"blue"_s : u"red"_s, u"Battalion %1"_s.arg(i),
                         i % 3 ? table::Arm::Foot : table::Arm::Horse);
        unit.setStandCount(2);
        unit.setStandFrontage(table::Length::fromMm(10.0));
        unit.setStandDepth(table::Length::fromMm(5.0));
        unit.setPosition(QPointF(50.0 + (i % 50) * 34.0, 50.0 + (i / 50) * 25.0));
        unit.setStrength(400 + i % 300);
        s.addUnit(unit);
    }
    return s;
}

// One campaign file, built once per run: 2,000 units, 100,000 entries.
struct Fixture
{
    QTemporaryDir dir;
    QString file;
    qint64 battle = 0;

    Fixture()
    {
        file = dir.filePath(u"bench.vedette"_s);
        CampaignStore store;
        if (!store.create(file, u"Benchmark"_s))
            qFatal("create: %s", qPrintable(store.errorString()));
        const auto scenario = store.addScenario(bigTable());
        battle = store.startBattle({*scenario, u"Big battle"_s, 1, 0}).value_or(0);
        static const char *const words[] = {"charges", "fires at", "routs", "rallies", "wheels towards", "forms square against"};
        store::Commit step;
        step.battle = battle;
        for (int i = 1; i < entryCount; ++i) {
            journal::JournalEvent event;
            event.kind = i % 7 == 0 ? u"note"_s : (i % 2 ? u"brown.charge"_s : u"brown.melee"_s);
            event.turn = i / 500;
            const int a = i % unitCount;
            const int b = (i * 7 + 3) % unitCount;
            event.summary = u"Battalion %1 %2 Battalion %3 (entry %4)"_s.arg(a).arg(QLatin1StringView(words[i % 6])).arg(b).arg(i);
            event.actors = {u"u%1"_s.arg(a), u"u%1"_s.arg(b)};
            event.detail = QJsonObject{{u"net"_s, i % 13 - 6}, {u"result"_s, u"r%1"_s.arg(i % 9)}};
            event.rolls = {dice::RollRecord{u"class die"_s, {{dice::Die::d(10), 1 + i % 10}, {dice::Die::d(8), 1 + i % 8}}, dice::DiceOrigin::Random}};
            step.events.append(event);
            if (step.events.size() == 2000) {
                if (!store.commit(step))
                    qFatal("commit: %s", qPrintable(store.errorString()));
                step.events.clear();
            }
        }
        if (!step.events.isEmpty())
            store.commit(step);
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

double medianMs(std::vector<double> samples)
{
    if (samples.empty())
        return 0.0;
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

} // namespace

// Open (checks, lock), load the battle's table, count the log and read its
// newest page: what the app does before the referee sees the campaign.
static void BM_StoreOpenCampaign(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state) {
        CampaignStore store;
        if (!store.open(f.file)) {
            state.SkipWithError(qPrintable(store.errorString()));
            return;
        }
        const auto table = store.loadBattle(f.battle);
        store::JournalFilter newest;
        newest.battle = f.battle;
        newest.newestFirst = true;
        newest.limit = 200;
        benchmark::DoNotOptimize(store.journalCount());
        benchmark::DoNotOptimize(store.journal(newest));
        if (!table || table->units().size() != unitCount)
            state.SkipWithError("battle not loaded");
    }
    state.counters["units"] = unitCount;
    state.counters["entries"] = entryCount;
}
BENCHMARK(BM_StoreOpenCampaign)->Unit(benchmark::kMillisecond)->Iterations(10);

// Open and write a first step: the first write waits for the check of the
// log's tables that open() leaves to a thread, so this is the whole cost of
// the checks, which BM_StoreOpenCampaign no longer waits for.
static void BM_StoreOpenAndFirstWrite(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state) {
        CampaignStore store;
        if (!store.open(f.file) || !store.commit(stepOf(f.battle, nullptr, {}))) {
            state.SkipWithError(qPrintable(store.errorString()));
            return;
        }
    }
}
BENCHMARK(BM_StoreOpenAndFirstWrite)->Unit(benchmark::kMillisecond)->Iterations(10);

// The first write after open() waits for the log check (measured above):
// the append benchmarks make it before they start timing.
static bool firstWrite(CampaignStore &store, qint64 battle, benchmark::State &state)
{
    if (store.commit(stepOf(battle, nullptr, {})))
        return true;
    state.SkipWithError(qPrintable(store.errorString()));
    return false;
}

// One log entry (a note with a roll) written durably: its own transaction,
// WAL, synchronous=FULL.
static void BM_StoreAppendEntry(benchmark::State &state)
{
    Fixture &f = fixture();
    CampaignStore store;
    if (!store.open(f.file)) {
        state.SkipWithError(qPrintable(store.errorString()));
        return;
    }
    if (!firstWrite(store, f.battle, state))
        return;
    std::vector<double> samples;
    journal::JournalEvent event;
    event.kind = u"note"_s;
    event.summary = u"The referee notes the smoke over the valley"_s;
    event.rolls = {dice::RollRecord{u"wind"_s, {{dice::Die::d6(), 3}}, dice::DiceOrigin::Entered}};
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (!store.commit(stepOf(f.battle, nullptr, {event})))
            state.SkipWithError(qPrintable(store.errorString()));
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
    }
    state.counters["median_ms"] = medianMs(samples);
}
BENCHMARK(BM_StoreAppendEntry)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(500);

// A whole autosave step: one unit moved among 2,000 plus its log entry.
static void BM_StoreCommitMove(benchmark::State &state)
{
    Fixture &f = fixture();
    CampaignStore store;
    if (!store.open(f.file)) {
        state.SkipWithError(qPrintable(store.errorString()));
        return;
    }
    table::Scenario table = *store.loadBattle(f.battle);
    if (!firstWrite(store, f.battle, state))
        return;
    std::vector<double> samples;
    int step = 0;
    for (auto _ : state) {
        table::Unit unit = *table.unit(u"u10"_s);
        unit.setFacing(double(++step % 360));
        table.updateUnit(unit);
        journal::JournalEvent event;
        event.kind = u"table.move"_s;
        event.summary = u"Battalion 10 wheels"_s;
        event.actors = {u"u10"_s};
        const auto start = std::chrono::steady_clock::now();
        if (!store.commit(stepOf(f.battle, &table, {event})))
            state.SkipWithError(qPrintable(store.errorString()));
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
    }
    state.counters["median_ms"] = medianMs(samples);
}
BENCHMARK(BM_StoreCommitMove)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(100);

// Full-text search: count the matches and read the newest page of them.
static void BM_StoreSearch(benchmark::State &state)
{
    Fixture &f = fixture();
    CampaignStore store;
    if (!store.open(f.file, CampaignStore::Mode::ReadOnly)) {
        state.SkipWithError(qPrintable(store.errorString()));
        return;
    }
    const QString query = state.range(0) == 0 ? u"square"_s : u"rallies battal entry 4242"_s;
    qint64 matches = 0;
    for (auto _ : state) {
        store::JournalFilter filter;
        filter.text = query;
        matches = store.journalCount(filter);
        filter.newestFirst = true;
        filter.limit = 200;
        benchmark::DoNotOptimize(store.journal(filter));
    }
    state.counters["matches"] = double(matches);
    state.SetLabel(query.toStdString());
}
BENCHMARK(BM_StoreSearch)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// synchronous=FULL against NORMAL for one durable insert (plain SQLite, WAL):
// the store uses FULL so a power cut cannot lose a confirmed step.
static void BM_SqliteSynchronous(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString name = u"bench-sync-%1"_s.arg(state.range(0));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(dir.filePath(u"sync.db"_s));
        db.open();
        QSqlQuery query(db);
        query.exec(u"PRAGMA journal_mode = WAL"_s);
        query.exec(state.range(0) == 2 ? u"PRAGMA synchronous = FULL"_s : u"PRAGMA synchronous = NORMAL"_s);
        query.exec(u"CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT)"_s);
        query.prepare(u"INSERT INTO t (text) VALUES (?)"_s);
        // Google Benchmark reports the mean per insert; median_ms is the
        // median of the inserts, the figure BM_StoreAppendEntry reports
        // (a checkpoint every ~870 inserts lifts the mean, not the median).
        std::vector<double> samples;
        for (auto _ : state) {
            const auto start = std::chrono::steady_clock::now();
            query.addBindValue(u"a line of the log"_s);
            query.exec();
            const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
            samples.push_back(took.count());
        }
        state.counters["median_ms"] = medianMs(samples);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    state.SetLabel(state.range(0) == 2 ? "FULL" : "NORMAL");
}
BENCHMARK(BM_SqliteSynchronous)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond);
