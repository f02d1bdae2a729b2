// A campaign on a PostgreSQL server (issue 34), against a server this run
// starts for itself (tests/store/pgtestserver.h: a Unix socket, fsync and
// synchronous_commit on, as a club's server would run):
// - a durable step on the server, against a bare libpq INSERT + COMMIT on
//   the same server (target: at most 1.3x);
// - opening the bundled campaign from the server, against from its file
//   (target: at most 2x), and the floor under it: a new session on the
//   server answering one query, through libpq alone and through Qt's QPSQL;
// - four referees writing 1,000 steps each on four battles at once: none
//   lost, and the steps per second.

#include "pgtestserver.h"

#include "document/campaign.h"
#include "document/document.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"
#include "table/scenario.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <libpq-fe.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <optional>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using namespace vedette;
using store::CampaignStore;

namespace {

double median(std::vector<double> samples)
{
    if (samples.empty())
        return 0.0;
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

// One server and the bundled campaign, file and server copy, per run.
struct Club
{
    store::test::PgTestServer server;
    QTemporaryDir dir;
    QString file;
    QString campaign;
    QString error;

    Club()
    {
        if (!server.start()) {
            error = server.errorString();
            return;
        }
        file = store::DefaultCampaign::create(dir.filePath(u"bundled"_s), &error);
        if (file.isEmpty())
            return;
        if (!server.createDatabase(u"club"_s) || !server.createDatabase(u"bare"_s)) {
            error = server.errorString();
            return;
        }
        campaign = server.uri(u"club"_s);
        CampaignStore::Error code = CampaignStore::Error::None;
        if (!CampaignStore::copy(file, campaign, &code, &error))
            campaign.clear();
    }
    bool ready(benchmark::State &state) const
    {
        if (campaign.isEmpty())
            state.SkipWithError(qPrintable(u"no club server: "_s + error));
        return !campaign.isEmpty();
    }
};

Club &club()
{
    static Club c;
    return c;
}

store::Commit noteStep(qint64 battle, int i)
{
    journal::JournalEvent event;
    event.kind = u"note"_s;
    event.summary = u"The referee notes the smoke over the valley (%1)"_s.arg(i);
    event.rolls = {dice::RollRecord{u"wind"_s, {{dice::Die::d6(), 1 + i % 6}}, dice::DiceOrigin::Entered}};
    store::Commit step;
    step.battle = battle;
    step.events = {event};
    return step;
}

// One open of the bundled campaign as the window does it (the campaign, its
// last battle's table and state of play, the mark for following others),
// closed again.
bool openAsTheWindow(const QString &location, QString *error)
{
    Document document;
    const bool opened = document.campaign()->open(location, Campaign::Mode::ReadOnly) && !document.scenario().units().isEmpty();
    if (!opened && error)
        *error = document.campaign()->errorString();
    benchmark::DoNotOptimize(document.campaign()->store()->journalCount());
    return opened;
}

} // namespace

// One log entry written durably to the server: the step's whole transaction
// (the battle claimed and notified, the entry, the step's id), committed.
static void BM_ServerAppendEntry(benchmark::State &state)
{
    Club &c = club();
    if (!c.ready(state))
        return;
    CampaignStore store;
    if (!store.open(c.campaign) || store.battles().isEmpty()) {
        state.SkipWithError(qPrintable(store.errorString()));
        return;
    }
    const qint64 battle = store.battles().constFirst().id;
    store.takeLease(battle);
    std::vector<double> samples;
    int i = 0;
    for (auto _ : state) {
        const store::Commit step = noteStep(battle, ++i);
        const auto start = std::chrono::steady_clock::now();
        if (!store.commit(step))
            state.SkipWithError(qPrintable(store.errorString()));
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
    }
    state.counters["median_ms"] = median(samples);
}
BENCHMARK(BM_ServerAppendEntry)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(500);

// The bare minimum on the same server, through libpq alone: one INSERT of a
// line of text committed (0: as one statement in its own transaction; 1:
// BEGIN, INSERT, COMMIT, three round trips like the step's).
static void BM_LibpqInsertCommit(benchmark::State &state)
{
    Club &c = club();
    if (!c.ready(state))
        return;
    const QByteArray conninfo = u"host=%1 port=%2 user=vedette dbname=bare"_s.arg(c.server.socketDirectory()).arg(c.server.port()).toUtf8();
    PGconn *connection = PQconnectdb(conninfo.constData());
    if (PQstatus(connection) != CONNECTION_OK) {
        state.SkipWithError(PQerrorMessage(connection));
        PQfinish(connection);
        return;
    }
    PQclear(PQexec(connection, "CREATE TABLE IF NOT EXISTS t (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, text TEXT)"));
    const bool explicitTransaction = state.range(0) == 1;
    const char *values[] = {"a line of the log"};
    std::vector<double> samples;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (explicitTransaction)
            PQclear(PQexec(connection, "BEGIN"));
        PGresult *result = PQexecParams(connection, "INSERT INTO t (text) VALUES ($1)", 1, nullptr, values, nullptr, nullptr, 0);
        if (PQresultStatus(result) != PGRES_COMMAND_OK)
            state.SkipWithError(PQerrorMessage(connection));
        PQclear(result);
        if (explicitTransaction)
            PQclear(PQexec(connection, "COMMIT"));
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
    }
    PQfinish(connection);
    state.counters["median_ms"] = median(samples);
    state.SetLabel(explicitTransaction ? "BEGIN, INSERT, COMMIT" : "INSERT (autocommit)");
}
BENCHMARK(BM_LibpqInsertCommit)->Arg(0)->Arg(1)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(500);

// Opening the bundled campaign as the window does (the campaign, its last
// battle's table and state of play, the mark for following others): 0 from
// its file, 1 from the server.
static void BM_OpenBundledCampaign(benchmark::State &state)
{
    Club &c = club();
    if (!c.ready(state))
        return;
    const QString location = state.range(0) == 1 ? c.campaign : c.file;
    std::vector<double> samples;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        QString error;
        if (!openAsTheWindow(location, &error))
            state.SkipWithError(qPrintable(error));
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
    }
    state.counters["median_ms"] = median(samples);
    state.SetLabel(state.range(0) == 1 ? "server" : "file");
}
BENCHMARK(BM_OpenBundledCampaign)->Arg(0)->Arg(1)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(50);

namespace {

// What the server received for one open, in its own order: each statement
// with the session (the server process) that sent it, and its values when
// it came by the extended protocol.
struct TracedStatement
{
    qint64 session = 0;
    QByteArray sql;
    bool extended = false;
    std::vector<std::optional<QByteArray>> values;
};

struct TracedOpen
{
    std::vector<TracedStatement> statements;
    int sessions = 0;
    QString error;
};

// "$1 = '5', $2 = NULL" (the server's DETAIL of an extended statement).
std::vector<std::optional<QByteArray>> tracedValues(const QByteArray &detail)
{
    std::vector<std::optional<QByteArray>> values;
    qsizetype i = 0;
    while ((i = detail.indexOf('$', i)) >= 0) {
        const qsizetype equals = detail.indexOf(" = ", i);
        if (equals < 0)
            break;
        i = equals + 3;
        if (detail.mid(i, 4) == "NULL") {
            values.emplace_back(std::nullopt);
            i += 4;
            continue;
        }
        QByteArray value;
        for (++i; i < detail.size(); ++i) {
            if (detail[i] == '\'') {
                if (i + 1 < detail.size() && detail[i + 1] == '\'') {
                    value += '\'';
                    ++i;
                    continue;
                }
                ++i;
                break;
            }
            value += detail[i];
        }
        values.emplace_back(value);
    }
    return values;
}

// Every statement one open of the campaign sent, as the server logged them
// (log_statement = all for that database during one open, set and reset
// from another database so that only the open's sessions are logged).
TracedOpen traceOpen(Club &c)
{
    TracedOpen traced;
    QFile log(c.server.logFile());
    if (!log.open(QIODevice::ReadOnly)) {
        traced.error = u"cannot read the server's log "_s + log.fileName();
        return traced;
    }
    const qint64 from = log.size();
    if (c.server.query(u"bare"_s, u"ALTER DATABASE club SET log_statement = 'all'"_s).toString().startsWith(u"error"_s)) {
        traced.error = u"cannot set log_statement"_s;
        return traced;
    }
    QString error;
    const bool opened = openAsTheWindow(c.campaign, &error);
    c.server.query(u"bare"_s, u"ALTER DATABASE club RESET log_statement"_s);
    if (!opened) {
        traced.error = error;
        return traced;
    }
    log.seek(from);
    const QList<QByteArray> lines = log.readAll().split('\n');
    // '%m [%p] ' (the server's default log_line_prefix), then the message;
    // a statement of several lines goes on without the prefix, each line
    // after a tab.
    static const QRegularExpression prefix(u"^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d+ \\S+ \\[(\\d+)\\] (\\w+):  (.*)$"_s);
    static const QRegularExpression execute(u"^execute [^:]*: (.*)$"_s, QRegularExpression::DotMatchesEverythingOption);
    struct Message
    {
        qint64 session;
        QByteArray level;
        QByteArray text;
    };
    std::vector<Message> messages;
    for (const QByteArray &line : lines) {
        const QRegularExpressionMatch m = prefix.match(QString::fromUtf8(line));
        if (m.hasMatch())
            messages.push_back({m.captured(1).toLongLong(), m.captured(2).toUtf8(), m.captured(3).toUtf8()});
        else if (!messages.empty() && !line.isEmpty())
            messages.back().text += '\n' + (line.startsWith('\t') ? line.mid(1) : line); // the server's tab after each newline
    }
    std::map<qint64, bool> sessions;
    for (const Message &message : messages) {
        if (message.level == "LOG" && message.text.startsWith("statement: ")) {
            traced.statements.push_back({message.session, message.text.mid(11), false, {}});
            sessions[message.session] = true;
        } else if (message.level == "LOG" && message.text.startsWith("execute ")) {
            const QRegularExpressionMatch m = execute.match(QString::fromUtf8(message.text));
            traced.statements.push_back({message.session, m.captured(1).toUtf8(), true, {}});
            sessions[message.session] = true;
        } else if (message.level == "DETAIL" && message.text.startsWith("parameters: ") && !traced.statements.empty()
                   && traced.statements.back().session == message.session && traced.statements.back().extended) {
            traced.statements.back().values = tracedValues(message.text.mid(12));
        }
    }
    traced.sessions = int(sessions.size());
    // VEDETTE_BENCH_PRINT_OPEN=1: the statements, to read what the open sends.
    if (qEnvironmentVariableIsSet("VEDETTE_BENCH_PRINT_OPEN")) {
        for (const TracedStatement &statement : traced.statements)
            qInfo("[%lld] %s", statement.session, statement.sql.constData());
    }
    if (traced.statements.empty())
        traced.error = u"the server logged no statement of the open"_s;
    return traced;
}

} // namespace

// The same open from the server by a bare libpq client: the statements the
// store sent for one open (BM_OpenBundledCampaign/1's, read from the
// server's log before the run), sent again in the same order, each session
// connected as the store connects (the same options) at its first
// statement and finished after its last. Nothing else: no Qt, no document.
// Issue 43: the store's open at most 1.3x this, measured in the same run.
static void BM_OpenBundledCampaignLibpq(benchmark::State &state)
{
    Club &c = club();
    if (!c.ready(state))
        return;
    static const TracedOpen traced = traceOpen(c);
    if (!traced.error.isEmpty()) {
        state.SkipWithError(qPrintable(traced.error));
        return;
    }
    const QByteArray conninfo = u"host=%1 port=%2 user=vedette dbname=club connect_timeout=5 application_name=Vedette "
                                "options='-c client_min_messages=warning -c default_transaction_read_only=on'"_s
                                    .arg(c.server.socketDirectory())
                                    .arg(c.server.port())
                                    .toUtf8();
    std::map<qint64, size_t> last;
    for (size_t i = 0; i < traced.statements.size(); ++i)
        last[traced.statements[i].session] = i;
    std::vector<double> samples;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        std::map<qint64, PGconn *> connections;
        for (size_t i = 0; i < traced.statements.size(); ++i) {
            const TracedStatement &statement = traced.statements[i];
            PGconn *&connection = connections[statement.session];
            if (!connection) {
                connection = PQconnectdb(conninfo.constData());
                if (PQstatus(connection) != CONNECTION_OK)
                    state.SkipWithError(PQerrorMessage(connection));
            }
            PGresult *result = nullptr;
            if (statement.extended) {
                std::vector<const char *> values;
                for (const std::optional<QByteArray> &value : statement.values)
                    values.push_back(value ? value->constData() : nullptr);
                result = PQexecParams(connection, statement.sql.constData(), int(values.size()), nullptr, values.data(), nullptr,
                                      nullptr, 0);
            } else {
                result = PQexec(connection, statement.sql.constData());
            }
            const ExecStatusType status = PQresultStatus(result);
            if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
                state.SkipWithError(PQerrorMessage(connection));
            // The rows are read as a client reads them.
            for (int row = 0; row < PQntuples(result); ++row) {
                for (int column = 0; column < PQnfields(result); ++column)
                    benchmark::DoNotOptimize(PQgetvalue(result, row, column));
            }
            PQclear(result);
            if (last[statement.session] == i) {
                PQfinish(connection);
                connection = nullptr;
            }
        }
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
    }
    state.counters["median_ms"] = median(samples);
    state.counters["statements"] = double(traced.statements.size());
    state.counters["sessions"] = traced.sessions;
    state.SetLabel("libpq: the open's statements, as the server logged them");
}
BENCHMARK(BM_OpenBundledCampaignLibpq)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(50);

// The floor under any open from the server: a new session that answers one
// query and ends. 0: libpq alone (PQconnectdb, SELECT 1, PQfinish); 1: as
// the store connects, through Qt's QPSQL with the store's connection options
// (QPSQL sends five set-up statements of its own on open), SELECT 1, close.
// The server starts a process for each session and that process reads the
// catalog afresh: no open from the server can take less.
static void BM_ServerSessionFloor(benchmark::State &state)
{
    Club &c = club();
    if (!c.ready(state))
        return;
    const bool qpsql = state.range(0) == 1;
    const QByteArray conninfo = u"host=%1 port=%2 user=vedette dbname=club"_s.arg(c.server.socketDirectory()).arg(c.server.port()).toUtf8();
    std::vector<double> samples;
    int i = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (qpsql) {
            const QString name = u"floor-%1"_s.arg(++i);
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
                db.setDatabaseName(u"club"_s);
                db.setUserName(u"vedette"_s);
                db.setHostName(c.server.socketDirectory());
                db.setPort(c.server.port());
                db.setConnectOptions(u"connect_timeout=5;application_name=Vedette;options='-c client_min_messages=warning "
                                     "-c default_transaction_read_only=on'"_s);
                QSqlQuery query(db);
                if (!db.open() || !query.exec(u"SELECT 1"_s) || !query.next())
                    state.SkipWithError("QPSQL could not connect");
            }
            QSqlDatabase::removeDatabase(name);
        } else {
            PGconn *connection = PQconnectdb(conninfo.constData());
            PGresult *result = PQexec(connection, "SELECT 1");
            if (PQresultStatus(result) != PGRES_TUPLES_OK)
                state.SkipWithError(PQerrorMessage(connection));
            PQclear(result);
            PQfinish(connection);
        }
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        samples.push_back(took.count());
        state.SetIterationTime(took.count() / 1000.0);
    }
    state.counters["median_ms"] = median(samples);
    state.SetLabel(qpsql ? "QPSQL open, SELECT 1, close" : "libpq connect, SELECT 1, finish");
}
BENCHMARK(BM_ServerSessionFloor)->Arg(0)->Arg(1)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(50);

// Four referees at once, each on his own battle of one campaign with his
// own connection, 1,000 steps each (a unit moved and its log entry): none
// lost, and how many steps the server takes per second.
static void BM_FourReferees(benchmark::State &state)
{
    Club &c = club();
    if (!c.ready(state))
        return;
    constexpr int referees = 4;
    const int steps = int(state.range(0));
    for (auto _ : state) {
        state.PauseTiming();
        const QString database = u"four_%1"_s.arg(QDateTime::currentMSecsSinceEpoch());
        c.server.createDatabase(database);
        const QString location = c.server.uri(database);
        QList<qint64> battles;
        {
            CampaignStore::Error code = CampaignStore::Error::None;
            QString error;
            CampaignStore setup;
            if (!CampaignStore::copy(c.file, location, &code, &error) || !setup.open(location)) {
                state.SkipWithError(qPrintable(error));
                return;
            }
            const QList<store::BattleInfo> existing = setup.battles();
            for (const store::BattleInfo &battle : existing)
                battles.append(battle.id);
            while (battles.size() < referees)
                battles.append(*setup.startBattle({existing[battles.size() % existing.size()].scenarioId, {}, 7, 0}));
        }
        std::atomic<int> failures{0};
        state.ResumeTiming();
        QElapsedTimer clock;
        clock.start();
        std::vector<std::thread> threads;
        for (int r = 0; r < referees; ++r) {
            threads.emplace_back([&, r] {
                CampaignStore store;
                if (!store.open(location) || !store.takeLease(battles[r])) {
                    ++failures;
                    return;
                }
                table::Scenario table = *store.loadBattle(battles[r]);
                const QString unitId = table.units().constFirst().id();
                for (int i = 0; i < steps; ++i) {
                    table::Unit unit = *table.unit(unitId);
                    unit.setFacing(double(i % 360));
                    table.updateUnit(unit);
                    store::Commit step = noteStep(battles[r], i);
                    step.table = &table;
                    if (!store.commit(step))
                        ++failures;
                }
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        const double seconds = double(clock.nsecsElapsed()) / 1e9;
        state.PauseTiming();
        // None lost: every battle holds each of its referee's steps, once.
        CampaignStore check;
        check.open(location, CampaignStore::Mode::ReadOnly);
        qint64 lost = failures;
        for (qint64 battle : battles) {
            store::JournalFilter notes;
            notes.battle = battle;
            notes.kinds = {u"note"_s};
            lost += std::abs(check.journalCount(notes) - steps);
        }
        state.counters["lost"] = double(lost);
        state.counters["steps_per_s"] = double(referees * steps) / seconds;
        state.counters["seconds"] = seconds;
        if (lost != 0)
            state.SkipWithError("steps lost");
        state.ResumeTiming();
    }
}
BENCHMARK(BM_FourReferees)->Arg(1000)->Iterations(1)->Unit(benchmark::kMillisecond);
