// A year of club play (issue 35): a campaign of 50 battles, 5,000 units and
// 1,000,000 log entries, built once by a seeded generator (the same file
// every time, kept in the temporary folder between runs), and what a
// referee does with it: open it and see its last battle, search its log,
// export the whole log as CSV.
//
// The same open and search against a PostgreSQL server (issue 35: at most
// 2x the file): the run starts a server of its own (tests/store/pgtestserver.h,
// as bench_clubserver.cpp does) and copies the campaign onto it with the
// store's own copy (about 2.5 minutes for the million entries, and a VACUUM), once per run;
// the server and its copy go with the run. VEDETTE_BENCH_BIG_SERVER names a
// copy made before instead (vedette-cli campaign copy FILE URI).
//
// The smoke run (ctest's vedette_bench_smoke, VEDETTE_BENCH_SMOKE set) builds
// a campaign of the same shape with a hundredth of the entries.

#include "pgtestserver.h"

#include "document/campaign.h"
#include "document/document.h"
#include "panels/logpanel.h"
#include "panels/logpanelmodel.h"
#include "store/campaignstore.h"
#include "store/logexport.h"
#include "table/scenario.h"

#include <QColor>
#include <QCoreApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSaveFile>
#include <QScrollBar>
#include <QTableView>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using namespace vedette;
using store::CampaignStore;

namespace {

constexpr int battleCount = 50;
constexpr int unitsPerBattle = 100;

qint64 entriesPerBattle()
{
    return qEnvironmentVariableIsSet("VEDETTE_BENCH_SMOKE") ? 200 : 20000;
}

table::Scenario battleTable(int battle)
{
    table::Scenario s;
    s.setRuleSystem(table::RuleSystem::Brown);
    s.setTitle(u"Club battle %1"_s.arg(battle + 1));
    s.setTableSize(table::Length::fromFeet(6.0), table::Length::fromFeet(4.0));
    s.addSide({u"red"_s, u"Red"_s, QColor(Qt::red)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(Qt::blue)});
    for (int i = 0; i < unitsPerBattle; ++i) {
        table::Unit unit(u"b%1u%2"_s.arg(battle).arg(i), i % 2 ? u"blue"_s : u"red"_s,
                         u"Battalion %1 of battle %2"_s.arg(i).arg(battle + 1), i % 3 ? table::Arm::Foot : table::Arm::Horse);
        unit.setStandCount(2);
        unit.setStandFrontage(table::Length::fromMm(40.0));
        unit.setStandDepth(table::Length::fromMm(20.0));
        unit.setPosition(QPointF(100.0 + (i % 20) * 80.0, 100.0 + (i / 20) * 220.0));
        unit.setStrength(400 + i % 300);
        s.addUnit(unit);
    }
    return s;
}

// The campaign file, built once and kept (the same bytes of log every time:
// a fixed seed and fixed times). Returns its path and its last battle's id.
struct BigCampaign
{
    QString file;
    qint64 lastBattle = 0;
    qint64 entries = 0;
    QString error;

    BigCampaign()
    {
        entries = entriesPerBattle() * battleCount;
        // "v2": its entries' kinds are all ones the program names (the first
        // build wrote a "brown.morale" that no rule writes).
        file = QDir(QDir::tempPath()).filePath(u"vedette-bench-bigcampaign-%1-v2.vedette"_s.arg(entries));
        if (QFileInfo::exists(file) && check())
            return;
        QFile::remove(file);
        const QString building = file + u".building"_s;
        QFile::remove(building);
        if (!build(building) || !QFile::rename(building, file) || !check())
            QFile::remove(file);
    }

    bool check()
    {
        CampaignStore store;
        if (!store.open(file, CampaignStore::Mode::ReadOnly)) {
            error = store.errorString();
            return false;
        }
        const QList<store::BattleInfo> battles = store.battles();
        // (Each battle's own first entry, the battle begun, besides.)
        if (battles.size() != battleCount || store.journalCount() < entries) {
            error = u"the kept campaign is not whole"_s;
            return false;
        }
        lastBattle = battles.last().id;
        return true;
    }

    bool build(const QString &path)
    {
        CampaignStore store;
        if (!store.create(path, u"A year of club play"_s)) {
            error = store.errorString();
            return false;
        }
        std::mt19937_64 random(35);
        static const char *const words[] = {"charges", "fires at", "routs", "rallies", "wheels towards",
                                            "forms square against", "evades", "pursues"};
        static const char *const kinds[] = {"brown.charge", "brown.melee", "brown.melee-morale", "note"};
        const QDateTime start(QDate(2026, 1, 3), QTime(19, 0), Qt::UTC);
        qint64 written = 0;
        for (int b = 0; b < battleCount; ++b) {
            const auto scenario = store.addScenario(battleTable(b));
            const auto battle = scenario ? store.startBattle({*scenario, u"Club battle %1"_s.arg(b + 1), 1, 0}) : std::nullopt;
            if (!battle) {
                error = store.errorString();
                return false;
            }
            store::Commit step;
            step.battle = *battle;
            for (qint64 i = 0; i < entriesPerBattle(); ++i) {
                journal::JournalEvent event;
                const auto pick = random();
                event.kind = QLatin1StringView(kinds[pick % 4]);
                event.turn = int(i / 400) + 1;
                event.time = start.addSecs(written * 3);
                const int a = int((pick >> 8) % unitsPerBattle);
                const int d = int((pick >> 24) % unitsPerBattle);
                event.summary = u"Battalion %1 %2 Battalion %3 at turn %4"_s.arg(a)
                                    .arg(QLatin1StringView(words[(pick >> 40) % 8]))
                                    .arg(d)
                                    .arg(event.turn);
                event.actors = {u"b%1u%2"_s.arg(b).arg(a), u"b%1u%2"_s.arg(b).arg(d)};
                event.rolls = {dice::RollRecord{u"class die"_s,
                                                {{dice::Die::d(10), int(1 + (pick >> 48) % 10)},
                                                 {dice::Die::d(8), int(1 + (pick >> 56) % 8)}},
                                                dice::DiceOrigin::Random}};
                step.events.append(event);
                ++written;
                if (step.events.size() == 5000) {
                    if (!store.commit(step)) {
                        error = store.errorString();
                        return false;
                    }
                    step.events.clear();
                }
            }
            if (!step.events.isEmpty() && !store.commit(step)) {
                error = store.errorString();
                return false;
            }
        }
        return true;
    }
};

BigCampaign &bigCampaign()
{
    static BigCampaign campaign;
    return campaign;
}

// The big campaign copied onto a server of this run's own.
struct BigCampaignServer
{
    store::test::PgTestServer server;
    QString campaign;
    QString error;

    BigCampaignServer()
    {
        BigCampaign &c = bigCampaign();
        if (c.lastBattle == 0) {
            error = c.error;
            return;
        }
        // A copy already on a server of one's own (campaign copy), to measure
        // again without copying again.
        if (const QString kept = qEnvironmentVariable("VEDETTE_BENCH_BIG_SERVER"); !kept.isEmpty()) {
            campaign = kept;
            return;
        }
        if (!server.start() || !server.createDatabase(u"big"_s)) {
            error = server.errorString();
            return;
        }
        CampaignStore::Error code = CampaignStore::Error::None;
        if (!CampaignStore::copy(c.file, server.uri(u"big"_s), &code, &error))
            return;
        campaign = server.uri(u"big"_s);
    }
};

BigCampaignServer &bigCampaignServer()
{
    static BigCampaignServer server;
    return server;
}

// The campaign the benchmark's argument names: 0 the file, 1 the server's copy.
QString bigCampaignAt(benchmark::State &state, int which)
{
    if (which == 0) {
        BigCampaign &c = bigCampaign();
        if (c.lastBattle == 0)
            state.SkipWithError(qPrintable(c.error));
        return c.lastBattle == 0 ? QString() : c.file;
    }
    BigCampaignServer &s = bigCampaignServer();
    if (s.campaign.isEmpty())
        state.SkipWithError(qPrintable(u"no server: "_s + s.error));
    return s.campaign;
}

double median(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples.empty() ? 0.0 : samples[samples.size() / 2];
}

// Peak resident memory of this process (VmHWM, kB), reset by clearRefs().
qint64 peakKb()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

bool resetPeak()
{
    QFile refs(u"/proc/self/clear_refs"_s);
    return refs.open(QIODevice::WriteOnly) && refs.write("5") == 1;
}

// The big campaign's file opened read-only, or the benchmark skipped with why.
bool openBigCampaign(benchmark::State &state, CampaignStore &store)
{
    BigCampaign &c = bigCampaign();
    if (c.lastBattle == 0 || !store.open(c.file, CampaignStore::Mode::ReadOnly)) {
        state.SkipWithError(qPrintable(c.lastBattle == 0 ? c.error : store.errorString()));
        return false;
    }
    return true;
}

} // namespace

// Open the campaign as the window does and show its last battle: the
// campaign, the battle's table and state of play, and the window's own log
// panel (there before the campaign, as in the window) with its first page
// and count of the battle shown, its filters filled.
static void BM_BigCampaignOpen(benchmark::State &state)
{
    BigCampaign &c = bigCampaign();
    const QString location = bigCampaignAt(state, int(state.range(0)));
    if (location.isEmpty())
        return;
    std::vector<double> samples;
    std::vector<double> closeSamples;
    for (auto _ : state) {
        // Until the referee sees the battle and its log; closing it again
        // (which interrupts the check of the log's tables that open() leaves
        // to a thread) is not part of it, and is told apart (close_ms).
        auto document = std::make_unique<Document>();
        auto log = std::make_unique<LogPanel>(document.get());
        const auto start = std::chrono::steady_clock::now();
        if (!document->campaign()->open(location) || document->campaign()->currentBattle() != c.lastBattle
            || document->scenario().units().size() != unitsPerBattle) {
            state.SkipWithError("the last battle was not shown");
            return;
        }
        // The log's page and count come from its reader, off the window's thread.
        while (log->model()->isReading() || !log->model()->countKnown()) {
            QCoreApplication::processEvents();
            std::this_thread::sleep_for(std::chrono::microseconds(100));
        }
        if (log->model()->filter().battle != std::optional<qint64>(c.lastBattle) || log->model()->rowCount() == 0) {
            state.SkipWithError("the log panel does not show the last battle");
            return;
        }
        benchmark::DoNotOptimize(log->model()->totalCount());
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
        const auto closing = std::chrono::steady_clock::now();
        log.reset();
        document.reset();
        const std::chrono::duration<double, std::milli> closed = std::chrono::steady_clock::now() - closing;
        closeSamples.push_back(closed.count());
    }
    state.counters["median_ms"] = median(samples);
    state.counters["close_ms"] = median(closeSamples);
    state.counters["entries"] = double(c.entries);
    state.SetLabel(state.range(0) == 1 ? "server" : "file");
}
// 0: the file, 1: its copy on the server.
BENCHMARK(BM_BigCampaignOpen)->Arg(0)->Arg(1)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

// The log panel of that campaign scrolled up from its newest entry a page
// at a time (about 20 rows a frame; 55,000 frames reach the oldest of the
// million), each frame drawn: older entries are read 400 at a time as the
// top comes near (LogPanel::maybeFetch), the newest forgotten beyond the
// model's window (LogPanelModel::keepRows).
// An iteration is one frame; longest_ms is the longest of them, rows_back
// how far back the run got, rows_kept the rows in the model at the end and
// peak_mb the process's peak resident memory during the run. Target: 16 ms
// a frame (60 Hz).
static void BM_LogScrollFrame(benchmark::State &state)
{
    BigCampaign &c = bigCampaign();
    if (c.lastBattle == 0) {
        state.SkipWithError(qPrintable(c.error));
        return;
    }
    Document document;
    if (!document.campaign()->open(c.file, Campaign::Mode::ReadOnly)) {
        state.SkipWithError("the campaign did not open");
        return;
    }
    LogPanel panel(&document);
    panel.setAttribute(Qt::WA_DontShowOnScreen);
    panel.resize(1000, 500);
    panel.show();
    QCoreApplication::processEvents();
    auto *view = panel.findChild<QTableView *>();
    if (!view) {
        state.SkipWithError("no table in the log panel");
        return;
    }
    // The whole log, not only the battle shown.
    auto *battles = panel.findChild<QComboBox *>(u"logBattleFilter"_s);
    if (!battles || battles->itemText(0) != LogPanel::tr("All battles")) {
        state.SkipWithError("no battle filter");
        return;
    }
    battles->setCurrentIndex(0);
    while (panel.model()->isReading() || !panel.model()->countKnown()) {
        QCoreApplication::processEvents();
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    QCoreApplication::processEvents();
    view->scrollToBottom();
    QImage frame(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QScrollBar *bar = view->verticalScrollBar();
    double longest = 0;
    int slow = 0;
    if (!resetPeak()) {
        state.SkipWithError("cannot reset the memory high-water mark");
        return;
    }
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        bar->setValue(bar->value() - bar->pageStep());
        view->viewport()->render(&frame);
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        longest = std::max(longest, took.count());
        if (took.count() > 16)
            ++slow;
        state.SetIterationTime(took.count() / 1000.0);
    }
    state.counters["longest_ms"] = longest;
    state.counters["frames_over_16ms"] = slow;
    const auto *model = qobject_cast<const LogPanelModel *>(view->model());
    qint64 back = 0;
    if (model && model->rowCount() > 0) {
        store::JournalFilter newer;
        newer.afterId = model->entryAt(0)->id - 1;
        back = document.campaign()->store()->journalCount(newer);
    }
    state.counters["rows_back"] = double(back);
    state.counters["rows_kept"] = double(view->model()->rowCount());
    state.counters["peak_mb"] = double(peakKb()) / 1024.0;
}
BENCHMARK(BM_LogScrollFrame)->UseManualTime()->Unit(benchmark::kMillisecond)
    ->Iterations(qEnvironmentVariableIsSet("VEDETTE_BENCH_SMOKE") ? 200 : 55000);

// A filter set on the log panel's model as the panel sets it, and the event
// loop turned until the page and then the count came: the longest hold of
// the window's thread (setFilter() itself, and each turn of the loop), the
// time to the first page and to the count.
struct PanelRead
{
    double holdMs = 0;
    double firstPageMs = -1;
    double countMs = -1;
};

PanelRead readAsThePanel(LogPanelModel &model, const store::JournalFilter &filter)
{
    using Clock = std::chrono::steady_clock;
    const auto ms = [](Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); };
    PanelRead read;
    const auto start = Clock::now();
    model.setFilter(filter);
    read.holdMs = ms(Clock::now() - start);
    if (!model.isReading())
        read.firstPageMs = read.holdMs;
    while (model.isReading() || !model.countKnown()) {
        const auto turn = Clock::now();
        QCoreApplication::processEvents();
        const auto end = Clock::now();
        read.holdMs = std::max(read.holdMs, ms(end - turn));
        if (read.firstPageMs < 0 && !model.isReading())
            read.firstPageMs = ms(end - start);
        if (end - start > std::chrono::minutes(5))
            return read;
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    read.countMs = ms(Clock::now() - start);
    return read;
}

// What the reads of one benchmark told: the longest hold of all, the
// medians of the first page and of the count.
struct PanelReads
{
    std::vector<double> pages;
    std::vector<double> counts;
    double hold = 0;

    void add(benchmark::State &state, const PanelRead &read)
    {
        hold = std::max(hold, read.holdMs);
        pages.push_back(read.firstPageMs);
        counts.push_back(read.countMs);
        state.SetIterationTime(std::max(read.firstPageMs, 0.0) / 1000.0);
    }
    void report(benchmark::State &state, qint64 matches) const
    {
        state.counters["matches"] = double(matches);
        state.counters["ui_hold_ms"] = hold;
        state.counters["first_page_ms"] = median(pages);
        state.counters["count_ms"] = median(counts);
    }
};

// A full-text search of the whole log as the log panel runs it (its model,
// which reads off the window's thread): the newest page and the number of
// matches. /0/x a rare word pair, /1/x a common word (a quarter of the log
// matches). Manual time: to the first page.
static void BM_BigCampaignSearch(benchmark::State &state)
{
    const QString location = bigCampaignAt(state, int(state.range(1)));
    if (location.isEmpty())
        return;
    CampaignStore store;
    if (!store.open(location, CampaignStore::Mode::ReadOnly)) {
        state.SkipWithError(qPrintable(store.errorString()));
        return;
    }
    LogPanelModel model;
    model.setStore(&store, LogPanelModel::Reload::Later);
    const QString text = state.range(0) == 0 ? u"Battalion 42 evades"_s : u"square"_s;
    store::JournalFilter other;
    other.text = u"zzzz"_s;
    store::JournalFilter filter;
    filter.text = text;
    PanelReads reads;
    for (auto _ : state) {
        // A search the reader has not answered before (it keeps the last
        // one's count and newest matches while the log stays as it was).
        state.PauseTiming();
        readAsThePanel(model, other);
        state.ResumeTiming();
        reads.add(state, readAsThePanel(model, filter));
    }
    reads.report(state, model.totalCount());
    state.SetLabel(text.toStdString() + (state.range(1) == 1 ? ", server" : ", file"));
}
// The first argument: 0 a rare word pair, 1 a common word; the second: 0 the
// file, 1 its copy on the server.
BENCHMARK(BM_BigCampaignSearch)
    ->Args({0, 0})
    ->Args({1, 0})
    ->Args({0, 1})
    ->Args({1, 1})
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10);

// The log panel's filters on the whole log of that campaign, as the panel
// reads them (LogPanelModel::setFilter, its reader off the window's thread):
// 0 one battle, 1 one unit, 2 one side in the whole log, 3 one kind, 4 a
// unit and a word of search, 5 one side in one battle; the second argument:
// 0 the file, 1 its copy on the server. Manual time: to the first page.
// Targets (issue 43): ui_hold_ms <= 16, first_page_ms <= 50.
static void BM_BigCampaignFilter(benchmark::State &state)
{
    BigCampaign &c = bigCampaign();
    const QString location = bigCampaignAt(state, int(state.range(1)));
    if (location.isEmpty())
        return;
    CampaignStore store;
    if (!store.open(location, CampaignStore::Mode::ReadOnly)) {
        state.SkipWithError(qPrintable(store.errorString()));
        return;
    }
    store::JournalFilter filter;
    static const char *const names[] = {"battle", "unit", "side", "kind", "unit and word", "side in a battle"};
    const auto which = int(state.range(0));
    switch (which) {
    case 0:
        filter.battle = c.lastBattle;
        break;
    case 1:
        filter.unit = u"b%1u7"_s.arg(battleCount - 1);
        break;
    case 2:
        filter.side = u"red"_s;
        break;
    case 3:
        filter.kinds = {u"brown.melee"_s};
        break;
    case 4:
        filter.unit = u"b%1u7"_s.arg(battleCount - 1);
        filter.text = u"square"_s;
        break;
    default:
        filter.battle = c.lastBattle;
        filter.side = u"red"_s;
        break;
    }
    LogPanelModel model;
    model.setStore(&store, LogPanelModel::Reload::Later);
    // The reader's own connection opened, as when the campaign was opened.
    store::JournalFilter first;
    first.battle = c.lastBattle;
    readAsThePanel(model, first);
    PanelReads reads;
    for (auto _ : state)
        reads.add(state, readAsThePanel(model, filter));
    reads.report(state, model.totalCount());
    state.SetLabel(std::string(names[which]) + (state.range(1) == 1 ? ", server" : ", file"));
}
BENCHMARK(BM_BigCampaignFilter)
    ->ArgsProduct({benchmark::CreateDenseRange(0, 5, 1), {0, 1}})
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

// The whole log exported as CSV, streamed to a file page by page: the peak
// memory the export added (the process's high-water mark, reset before).
static void BM_BigCampaignExport(benchmark::State &state)
{
    CampaignStore store;
    if (!openBigCampaign(state, store))
        return;
    const QString out = QDir(QDir::tempPath()).filePath(u"vedette-bench-bigcampaign.csv"_s);
    qint64 before = 0;
    qint64 peak = 0;
    qint64 bytes = 0;
    for (auto _ : state) {
        if (!resetPeak()) {
            state.SkipWithError("cannot reset the memory high-water mark");
            return;
        }
        before = peakKb();
        QSaveFile file(out);
        if (!file.open(QIODevice::WriteOnly)
            || !store::LogExport::writeCsv(store, store::JournalFilter{}, store::LogExport::Context{}, &file)
            || !file.commit()) {
            state.SkipWithError("the export failed");
            return;
        }
        peak = std::max(peak, peakKb() - before);
        bytes = QFileInfo(out).size();
    }
    QFile::remove(out);
    state.counters["added_peak_MB"] = double(peak) / 1024.0;
    state.counters["peak_MB"] = double(peakKb()) / 1024.0;
    state.counters["csv_MB"] = double(bytes) / 1048576.0;
}
BENCHMARK(BM_BigCampaignExport)->Unit(benchmark::kMillisecond)->Iterations(1);
