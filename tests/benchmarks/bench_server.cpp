// The players' server (issue 33): ten devices connected (five a side), a
// step committed to the campaign file by another program reaches each
// within 200 ms on loopback: the follower sees the file move, the server
// makes each side's state, pushes the revision, and the device has fetched
// the new state and the side's new picture (drawn once a side). Each iteration's time is the slowest device's; the
// counters give the median and the worst over every device of every step.

#include "server/battlefollower.h"
#include "server/playerserver.h"
#include "store/campaignstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QWebSocket>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// A phone with the page open: on each revision it fetches state.json and
// the picture, as the page does; `doneAt` is when both had arrived.
struct Phone
{
    QWebSocket live;
    QByteArray token;
    quint16 port = 0;
    qint64 seen = 0;     // the newest revision fetched
    int pending = 0;     // requests of that revision still out
    double doneAt = -1;  // ms on the clock of the step
    double toldAt = -1;  // when the revision arrived
    const QElapsedTimer *clock = nullptr;
    // Each phone its own address (127.0.0.0/8 is all this computer's), as on
    // a club's network: the server lets one address hold 16 connections.
    QHostAddress from;

    void get(const QByteArray &path, qint64 revision)
    {
        auto *socket = new QTcpSocket();
        socket->bind(from);
        auto *got = new QByteArray();
        QObject::connect(socket, &QTcpSocket::connected, socket, [socket, path, this] {
            socket->write("GET " + path + "?t=" + token + " HTTP/1.1\r\n\r\n");
        });
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket, got] { *got += socket->readAll(); });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, [socket, got, revision, this] {
            if (got->startsWith("HTTP/1.1 200") && revision == seen && --pending == 0)
                doneAt = double(clock->nsecsElapsed()) / 1e6;
            delete got;
            socket->deleteLater();
        });
        socket->connectToHost(QHostAddress::LocalHost, port);
    }

    void fetch(qint64 revision)
    {
        seen = revision;
        pending = 2;
        get("/state.json", revision);
        get("/view.svg", revision);
    }
};

void BM_ServerStepReachesTenDevices(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bench.vedette"_s);
    store::CampaignStore writer;
    writer.create(path, u"Bench"_s);
    QFile json(u":/scenarios/blenheim-1704.json"_s);
    json.open(QIODevice::ReadOnly);
    const qint64 scenario = writer.importScenarioJson(json.readAll()).value_or(0);
    const qint64 battle = writer.startBattle({scenario, u"Blenheim"_s, 1, 0}).value_or(0);
    table::Scenario table = *writer.loadBattle(battle);

    server::BattleFollower follower; // as `vedette-cli serve` follows another program
    if (!follower.open(path, battle)) {
        state.SkipWithError("cannot follow the campaign");
        return;
    }
    server::PlayerServer server;
    server.publish(follower.snapshot());
    QObject::connect(&follower, &server::BattleFollower::changed, &server, &server::PlayerServer::publish);
    server.listen(QHostAddress::LocalHost, 0);

    QElapsedTimer clock;
    std::vector<std::unique_ptr<Phone>> phones;
    for (int i = 0; i < 10; ++i) {
        auto phone = std::make_unique<Phone>();
        const QString side = server.sides().at(i % 2);
        phone->token = server.token(side).toUtf8();
        phone->port = server.port();
        phone->clock = &clock;
        phone->from = QHostAddress(u"127.0.0.%1"_s.arg(20 + i));
        Phone *p = phone.get();
        QObject::connect(&p->live, &QWebSocket::textMessageReceived, &p->live, [p](const QString &message) {
            const qint64 revision = QJsonDocument::fromJson(message.toUtf8()).object().value(u"revision"_s).toInteger();
            if (!message.contains(u"\"state\""_s) && revision > p->seen) {
                p->toldAt = double(p->clock->nsecsElapsed()) / 1e6;
                p->fetch(revision);
            }
        });
        p->live.open(QUrl(u"ws://127.0.0.1:%1/live?t=%2"_s.arg(server.port()).arg(QString::fromUtf8(p->token))));
        phones.push_back(std::move(phone));
    }
    QElapsedTimer wait;
    wait.start();
    while (server.deviceCount() < 10 && wait.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    if (server.deviceCount() < 10) {
        state.SkipWithError("the devices did not connect");
        return;
    }

    std::vector<double> all;
    std::vector<double> told;
    double step = 0;
    for (auto _ : state) {
        // A unit of each side moves: both sides see the step.
        for (const QString &side : server.sides()) {
            for (const table::Unit &unit : table.units()) {
                if (unit.sideId() == side && unit.isOnTable()) {
                    table::Unit moved = unit;
                    moved.setPosition(unit.position() + QPointF(step == 0 ? 1 : (int(step) % 2 ? -1 : 1), 0));
                    table.updateUnit(moved);
                    break;
                }
            }
        }
        ++step;
        for (auto &phone : phones)
            phone->doneAt = phone->toldAt = -1;
        store::Commit commit;
        commit.battle = battle;
        commit.table = &table;
        writer.commit(commit);
        // From the moment the step is in the file.
        clock.start();
        while (std::any_of(phones.begin(), phones.end(), [](const auto &p) { return p->doneAt < 0; })
               && clock.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        double worst = 0;
        for (const auto &phone : phones) {
            const double ms = phone->doneAt < 0 ? 5000.0 : phone->doneAt;
            all.push_back(ms);
            told.push_back(phone->toldAt < 0 ? 5000.0 : phone->toldAt);
            worst = std::max(worst, ms);
        }
        state.SetIterationTime(worst / 1000.0);
    }
    std::sort(all.begin(), all.end());
    std::sort(told.begin(), told.end());
    if (!all.empty()) {
        state.counters["median_ms"] = all[all.size() / 2];
        state.counters["worst_ms"] = all.back();
        state.counters["devices"] = double(phones.size());
        // The revision alone, pushed on the socket.
        state.counters["told_median_ms"] = told[told.size() / 2];
        state.counters["told_worst_ms"] = told.back();
    }
}
BENCHMARK(BM_ServerStepReachesTenDevices)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(50);

} // namespace
