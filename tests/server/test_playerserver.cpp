// The players' server on 127.0.0.1 with an in-process client: every byte a
// side is served (the page, its picture, its state, its socket's frames)
// holds none of the other side's secrets and all of its own units; bad
// links are refused; a device that comes back gets the whole state; a slow
// or malformed client is closed and blocks no one.
#include "serverclient.h"

#include "server/httprequest.h"
#include "server/playerserver.h"
#include "table/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace vedette;
using server::PlayerServer;
using serverclient::Device;

namespace {

// Red and blue, each with secrets from the other.
server::BattleSnapshot umpired()
{
    using namespace table;
    server::BattleSnapshot b;
    Scenario &s = b.table;
    s.setTitle(u"The umpired field"_s);
    s.setRuleSystem(RuleSystem::Balagan);
    s.setTableSize(Length::fromMm(1200), Length::fromMm(800));
    s.addSide({u"red"_s, u"Red"_s, QColor(Qt::red)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(Qt::blue)});
    Unit r1(u"r1"_s, u"red"_s, u"Red foot"_s, Arm::Foot);
    r1.setPosition({300, 600});
    r1.setOrder(Order::Advance);
    r1.setDivisionId(u"d-red-one"_s);
    s.addUnit(r1);
    Unit r2(u"r2"_s, u"red"_s, u"Red horse in the wood"_s, Arm::Horse);
    r2.setPosition({500, 600});
    r2.setOrder(Order::Advance);
    r2.setHiddenFrom({u"blue"_s});
    s.addUnit(r2);
    Unit r3(u"r3"_s, u"red"_s, u"Red reserve guards"_s, Arm::Foot);
    r3.setOnTable(false);
    r3.setOrder(Order::Advance);
    s.addUnit(r3);
    Unit b1(u"b1"_s, u"blue"_s, u"Blue foot"_s, Arm::Foot);
    b1.setPosition({600, 200});
    b1.setFacing(180);
    b1.setOrder(Order::Retreat);
    s.addUnit(b1);
    Unit b2(u"b2"_s, u"blue"_s, u"Blue dragoons in the lane"_s, Arm::Dragoons);
    b2.setPosition({900, 200});
    b2.setOrder(Order::Retreat);
    b2.setHiddenFrom({u"red"_s});
    s.addUnit(b2);
    s.addMarker({u"m-ref"_s, MarkerKind::Note, {100, 100}, {}, u"Reserve arrives bound 4"_s, 1, {}, true});
    s.addMarker({u"m-hid"_s, MarkerKind::Note, {700, 600}, {}, u"Red ambush laid"_s, 1, {u"blue"_s}, false});
    s.addMarker({u"m-hid2"_s, MarkerKind::Note, {800, 250}, {}, u"Blue mine laid"_s, 1, {u"red"_s}, false});
    s.addGeneral({u"g1"_s, u"red"_s, u"Hidden general"_s, 1, u"d-red-one"_s, false, u"r2"_s, {}});
    s.addGeneral({u"g2"_s, u"blue"_s, u"Blue general"_s, -1, u"d-blue-one"_s, false, {}, QPointF(650, 150)});
    Messenger undelivered;
    undelivered.id = u"ms1"_s;
    undelivered.sideId = u"blue"_s;
    undelivered.name = u"Lieutenant Undelivered"_s;
    undelivered.targetUnitId = u"b1"_s;
    undelivered.order = Order::Advance;
    undelivered.position = {640, 160};
    s.addMessenger(undelivered);
    Messenger swift = undelivered;
    swift.id = u"ms2"_s;
    swift.name = u"Captain Swift"_s;
    swift.order = Order::Retreat;
    swift.delivered = true;
    s.addMessenger(swift);
    Messenger galloper = undelivered;
    galloper.id = u"ms3"_s;
    galloper.sideId = u"red"_s;
    galloper.name = u"Red galloper"_s;
    galloper.targetUnitId = u"r1"_s;
    galloper.order = Order::Advance;
    galloper.delivered = true;
    s.addMessenger(galloper);
    journal::JournalEvent toRed;
    toRed.kind = u"player.message"_s;
    toRed.summary = u"To Red: The wood hides the horse"_s;
    toRed.detail.insert(u"text"_s, u"The wood hides the horse"_s);
    toRed.visibility = u"red"_s;
    toRed.turn = 3;
    journal::JournalEvent toBlue = toRed;
    toBlue.summary = u"To Blue: Hold the bridge"_s;
    toBlue.detail.insert(u"text"_s, u"Hold the bridge"_s);
    toBlue.visibility = u"blue"_s;
    journal::JournalEvent note;
    note.kind = u"note"_s;
    note.summary = u"Secret referee note"_s;
    b.log = {toRed, toBlue, note};
    b.play.ruleSystem = u"balagan"_s;
    b.play.turn = 3;
    b.play.phase = u"action"_s;
    b.play.side = u"blue"_s;
    b.play.clockMinutes = 13 * 60;
    b.play.state.insert(u"batch"_s, u"SECRETDICE 6 6 1"_s);
    return b;
}

struct Expect
{
    QStringList own;     // in the state and the frames
    QStringList drawn;   // in the picture too
    QStringList never;   // in no byte at all
};

Expect expectFor(const QString &side)
{
    const QStringList referee{u"Reserve arrives bound 4"_s, u"Secret referee note"_s, u"SECRETDICE"_s,
                              u"Lieutenant Undelivered"_s};
    if (side == u"blue"_s) {
        return {{u"Blue foot"_s, u"Blue dragoons in the lane"_s, u"Captain Swift"_s, u"Hold the bridge"_s, u"Red foot"_s},
                {u"Blue foot"_s, u"Blue dragoons in the lane"_s},
                referee + QStringList{u"Red horse in the wood"_s, u"Red reserve guards"_s, u"Red ambush laid"_s,
                                      u"Hidden general"_s, u"Red galloper"_s, u"The wood hides the horse"_s,
                                      u"d-red-one"_s, u"Advance"_s, u"advance"_s}};
    }
    return {{u"Red foot"_s, u"Red horse in the wood"_s, u"Red reserve guards"_s, u"Red galloper"_s,
             u"The wood hides the horse"_s, u"Blue foot"_s},
            {u"Red foot"_s, u"Red horse in the wood"_s},
            referee + QStringList{u"Blue dragoons in the lane"_s, u"Blue mine laid"_s, u"Captain Swift"_s,
                                  u"Hold the bridge"_s, u"d-blue-one"_s, u"Retreat"_s, u"retreat"_s}};
}

QString target(const QString &path, const QString &token)
{
    return path + u"?t="_s + token;
}

QUrl liveUrl(const PlayerServer &server, const QString &token)
{
    return QUrl(u"ws://127.0.0.1:%1/live?t=%2"_s.arg(server.port()).arg(token));
}

QJsonObject json(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

// What the page does with a frame of changes (page.html, applyChanges()).
QJsonObject applied(QJsonObject state, const QJsonObject &changes)
{
    const QJsonObject set = changes.value(u"set"_s).toObject();
    for (auto it = set.begin(); it != set.end(); ++it) {
        if (it.value().isNull())
            state.remove(it.key());
        else
            state.insert(it.key(), it.value());
    }
    for (const QString &key : {u"units"_s, u"enemies"_s, u"generals"_s}) {
        if (!changes.contains(key))
            continue;
        const QJsonObject list = changes.value(key).toObject();
        QHash<QString, QJsonObject> byId;
        QStringList order;
        for (const QJsonValue &value : state.value(key).toArray()) {
            byId.insert(value.toObject().value(u"id"_s).toString(), value.toObject());
            order.append(value.toObject().value(u"id"_s).toString());
        }
        for (const QJsonValue &value : list.value(u"changed"_s).toArray())
            byId.insert(value.toObject().value(u"id"_s).toString(), value.toObject());
        for (const QJsonValue &value : list.value(u"removed"_s).toArray())
            byId.remove(value.toString());
        if (list.contains(u"order"_s)) {
            order.clear();
            for (const QJsonValue &value : list.value(u"order"_s).toArray())
                order.append(value.toString());
        }
        QJsonArray items;
        for (const QString &id : order)
            if (byId.contains(id))
                items.append(byId.value(id));
        state.insert(key, items);
    }
    if (changes.contains(u"messages"_s)) {
        QJsonArray messages = state.value(u"messages"_s).toArray();
        for (const QJsonValue &value : changes.value(u"messages"_s).toObject().value(u"added"_s).toArray())
            messages.append(value);
        state.insert(u"messages"_s, messages);
    }
    state.insert(u"revision"_s, changes.value(u"revision"_s));
    return state;
}

} // namespace

class TestPlayerServer : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<PlayerServer> serve(const server::BattleSnapshot &battle = umpired())
    {
        auto server = std::make_unique<PlayerServer>();
        server->publish(battle);
        if (!server->listen(QHostAddress::LocalHost, 0))
            qWarning("cannot listen: %s", qPrintable(server->errorString()));
        return server;
    }

private slots:
    void tokensAreLongAndRandom()
    {
        auto server = serve();
        QCOMPARE(server->sides(), (QStringList{u"red"_s, u"blue"_s}));
        const QString red = server->token(u"red"_s);
        const QString blue = server->token(u"blue"_s);
        // 128 bits in base64url: 22 characters.
        QCOMPARE(red.size(), 22);
        QVERIFY(red != blue);
        const QUrl url = server->url(u"blue"_s);
        QCOMPARE(url.host(), u"127.0.0.1"_s);
        QCOMPARE(url.port(), int(server->port()));
        QCOMPARE(url.query(), u"t="_s + blue);
        // Published again, the same battle keeps its links.
        server->publish(umpired());
        QCOMPARE(server->token(u"red"_s), red);
        PlayerServer other;
        other.publish(umpired());
        QVERIFY(other.token(u"red"_s) != red);
    }

    void everyByteServedToASide_data()
    {
        QTest::addColumn<QString>("side");
        QTest::newRow("blue") << u"blue"_s;
        QTest::newRow("red") << u"red"_s;
    }

    void everyByteServedToASide()
    {
        QFETCH(QString, side);
        auto server = serve();
        const QString token = server->token(side);
        const quint16 port = server->port();
        const auto page = serverclient::get(port, target(u"/"_s, token));
        const auto svg = serverclient::get(port, target(u"/view.svg"_s, token));
        const auto state = serverclient::get(port, target(u"/state.json"_s, token));
        QCOMPARE(page.status, 200);
        QCOMPARE(svg.status, 200);
        QCOMPARE(state.status, 200);
        QVERIFY(page.body.contains("<script>"));
        QVERIFY(svg.body.contains("<svg"));
        QVERIFY(page.bytes.contains("Content-Security-Policy: default-src 'none'"));
        // No address the page would fetch from elsewhere.
        QVERIFY(!page.body.contains("http://") && !page.body.contains("https://"));

        Device device(liveUrl(*server, token));
        QVERIFY(device.waitFrames(1));
        // A step the side may see: a message to it, a unit of each side moved.
        server::BattleSnapshot after = umpired();
        journal::JournalEvent told = after.log.first();
        told.detail.insert(u"text"_s, side == u"blue"_s ? u"Blue: cross the ford"_s : u"Red: cross the ford"_s);
        told.visibility = side;
        after.log.append(told);
        for (const char16_t *id : {u"r1", u"b1"}) {
            table::Unit unit = *after.table.unit(QString::fromUtf16(id));
            unit.setPosition(unit.position() + QPointF(10, 0));
            after.table.updateUnit(unit);
        }
        server->publish(after);
        QVERIFY(device.waitFrames(2));
        const auto later = serverclient::get(port, target(u"/state.json"_s, token));
        const auto laterSvg = serverclient::get(port, target(u"/view.svg"_s, token));

        const QList<QByteArray> everything{page.bytes, svg.bytes, state.bytes, later.bytes, laterSvg.bytes,
                                           device.frames.join('\n')};
        const Expect expect = expectFor(side);
        for (const QByteArray &bytes : everything) {
            for (const QString &secret : expect.never)
                QVERIFY2(!bytes.contains(secret.toUtf8()), qPrintable(side + u" was sent "_s + secret));
        }
        for (const QString &own : expect.own) {
            QVERIFY2(state.body.contains(own.toUtf8()), qPrintable(u"state.json lacks "_s + own));
            QVERIFY2(device.frames.first().contains(own.toUtf8()), qPrintable(u"the first frame lacks "_s + own));
        }
        for (const QString &drawn : expect.drawn)
            QVERIFY2(svg.body.contains(drawn.toUtf8()), qPrintable(u"the picture lacks "_s + drawn));
        QVERIFY(later.body.contains((side == u"blue"_s ? u"Blue: cross the ford"_s : u"Red: cross the ford"_s).toUtf8()));

        // What the page needs: the side, its colour, the bound and phase.
        const QJsonObject object = json(state.body);
        QCOMPARE(object.value(u"side"_s).toObject().value(u"id"_s).toString(), side);
        QCOMPARE(object.value(u"side"_s).toObject().value(u"colour"_s).toString(),
                 side == u"blue"_s ? u"#0000ff"_s : u"#ff0000"_s);
        QCOMPARE(object.value(u"turn"_s).toInt(), 3);
        QCOMPARE(object.value(u"turnText"_s).toString(), u"Bound 3"_s);
        QCOMPARE(object.value(u"phase"_s).toString(), u"action"_s);
        QCOMPARE(object.value(u"clock"_s).toString(), u"13:00"_s);
        QCOMPARE(object.value(u"sideToMove"_s).toString(), u"Blue"_s);
        QCOMPARE(json(later.body).value(u"revision"_s).toInteger(), object.value(u"revision"_s).toInteger() + 1);
        // The frame after the step holds what changed, and made of the first
        // state it gives the state now.
        const QJsonObject changes = json(device.frames[1]);
        QCOMPARE(changes.value(u"revision"_s), json(later.body).value(u"revision"_s));
        QCOMPARE(changes.value(u"from"_s), object.value(u"revision"_s));
        QCOMPARE(applied(object, changes), json(later.body));
    }

    // After a step, a device is sent what changed: the unit that moved, the
    // message that came; nothing else (not the picture, not the other units).
    void onlyWhatChangedIsSent()
    {
        auto server = serve();
        Device device(liveUrl(*server, server->token(u"red"_s)));
        QVERIFY(device.waitFrames(1));
        const QJsonObject first = json(device.frames[0]).value(u"state"_s).toObject();
        const qint64 version = first.value(u"picture"_s).toObject().value(u"version"_s).toInteger();
        server::BattleSnapshot after = umpired();
        table::Unit moved = *after.table.unit(u"r1"_s);
        moved.setPosition({320, 590});
        after.table.updateUnit(moved);
        server->publish(after);
        QVERIFY(device.waitFrames(2));
        const QJsonObject changes = json(device.frames[1]);
        QCOMPARE(changes.keys(), (QStringList{u"from"_s, u"revision"_s, u"units"_s}));
        const QJsonArray changed = changes.value(u"units"_s).toObject().value(u"changed"_s).toArray();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed[0].toObject().value(u"id"_s).toString(), u"r1"_s);
        QCOMPARE(changed[0].toObject().value(u"x"_s).toDouble(), 320.0);
        QVERIFY2(device.frames[1].size() < 1000, device.frames[1].constData());
        QVERIFY(device.frames[1].size() * 5 < device.frames[0].size());
        // The picture under the pieces did not change: its version stays, and
        // it draws no unit (their names are the page's).
        const QJsonObject now = json(serverclient::get(server->port(), target(u"/state.json"_s, server->token(u"red"_s))).body);
        QCOMPARE(now.value(u"picture"_s).toObject().value(u"version"_s).toInteger(), version);
        const auto table = serverclient::get(server->port(), target(u"/table.svg"_s, server->token(u"red"_s)));
        QCOMPARE(table.status, 200);
        QVERIFY(table.body.contains("<svg"));
        QVERIFY(!table.body.contains("Red foot") && !table.body.contains("Blue foot"));
        QVERIFY(serverclient::get(server->port(), target(u"/view.svg"_s, server->token(u"red"_s))).body.contains("Red foot"));
        // A marker placed: the picture changed, its version moves.
        server::BattleSnapshot marked = after;
        marked.table.addMarker({u"m-new"_s, table::MarkerKind::Note, {400, 400}, {}, u"Smoke on the ridge"_s, 1, {}, false});
        server->publish(marked);
        QVERIFY(device.waitFrames(3));
        const QJsonObject set = json(device.frames[2]).value(u"set"_s).toObject();
        QCOMPARE(set.value(u"picture"_s).toObject().value(u"version"_s).toInteger(), version + 1);
        QVERIFY(serverclient::get(server->port(), target(u"/table.svg"_s, server->token(u"red"_s))).body.contains("Smoke on the ridge"));
        // A message: only it.
        server::BattleSnapshot told = marked;
        journal::JournalEvent message = told.log.first();
        message.detail.insert(u"text"_s, u"Red: hold the ridge"_s);
        told.log.append(message);
        server->publish(told);
        QVERIFY(device.waitFrames(4));
        const QJsonObject added = json(device.frames[3]);
        QCOMPARE(added.keys(), (QStringList{u"from"_s, u"messages"_s, u"revision"_s}));
        QCOMPARE(added.value(u"messages"_s).toObject().value(u"added"_s).toArray().size(), 1);
        // Each frame, applied in turn to the first state, gives the state served.
        QJsonObject state = first;
        for (qsizetype i = 1; i < device.frames.size(); ++i)
            state = applied(state, json(device.frames[i]));
        QCOMPARE(state, json(serverclient::get(server->port(), target(u"/state.json"_s, server->token(u"red"_s))).body));
    }

    // A phone was lost: a new link for its side alone. Its devices are
    // closed, the other side's stay and go on hearing of steps.
    void aNewLinkForOneSide()
    {
        auto server = serve();
        const QString red = server->token(u"red"_s);
        const QString blue = server->token(u"blue"_s);
        Device lost(liveUrl(*server, red));
        Device kept(liveUrl(*server, blue));
        QVERIFY(lost.waitFrames(1) && kept.waitFrames(1));
        server->newToken(u"red"_s);
        QVERIFY(server->token(u"red"_s) != red);
        QCOMPARE(server->token(u"blue"_s), blue);
        QVERIFY(lost.waitClosed());
        QCOMPARE(lost.closeCode, 1008);
        QTest::qWait(100);
        QVERIFY(!kept.closed);
        QCOMPARE(serverclient::get(server->port(), target(u"/state.json"_s, red)).status, 403);
        QCOMPARE(serverclient::get(server->port(), target(u"/state.json"_s, blue)).status, 200);
        server::BattleSnapshot after = umpired();
        table::Unit moved = *after.table.unit(u"b1"_s);
        moved.setPosition({610, 210});
        after.table.updateUnit(moved);
        server->publish(after);
        QVERIFY(kept.waitFrames(2));
        // Links kept from before (a server started again) are taken as they were.
        PlayerServer again;
        again.keepTokens({{u"blue"_s, blue}, {u"red"_s, u"not a token"_s}});
        again.publish(umpired());
        QCOMPARE(again.token(u"blue"_s), blue);
        QCOMPARE(again.token(u"red"_s).size(), 22);
    }

    void badLinksAreRefused()
    {
        auto server = serve();
        const quint16 port = server->port();
        const QString red = server->token(u"red"_s);
        int from = 0; // an address a request: past ten wrong links, one address is slowed
        for (const QString &path : {u"/"_s, u"/view.svg"_s, u"/table.svg"_s, u"/state.json"_s}) {
            for (const QString &query : {QString(), u"?t="_s, u"?t=nonsense"_s, u"?t="_s + red.chopped(1),
                                         u"?t="_s + red + u"x"_s}) {
                const auto answer = serverclient::get(port, path + query, QHostAddress(u"127.0.4.%1"_s.arg(++from)));
                QVERIFY2(answer.status == 403, qPrintable(path + query));
                QVERIFY(!answer.bytes.contains("Red foot"));
            }
        }
        QCOMPARE(serverclient::get(port, u"/etc/passwd?t="_s + red).status, 404);
        QCOMPARE(serverclient::exchange(port, "POST /state.json?t=" + red.toUtf8() + " HTTP/1.1\r\n\r\n").status, 405);
        QCOMPARE(serverclient::exchange(port, "NONSENSE\r\n\r\n").status, 400);
        for (const QString &token : {QString(), u"nonsense"_s}) {
            Device device(liveUrl(*server, token));
            QVERIFY(device.waitClosed());
            QCOMPARE(device.closeCode, 1008);
            QVERIFY(device.frames.isEmpty());
        }
        QCOMPARE(server->deviceCount(), 0);
    }

    void aDeviceThatComesBackGetsTheWholeState()
    {
        auto server = serve();
        const QString blue = server->token(u"blue"_s);
        QSignalSpy devices(server.get(), &PlayerServer::devicesChanged);
        auto device = std::make_unique<Device>(liveUrl(*server, blue));
        QVERIFY(device->waitFrames(1));
        QCOMPARE(server->deviceCount(), 1);
        const QJsonObject first = json(device->frames.first());
        const qint64 revision = first.value(u"revision"_s).toInteger();
        QCOMPARE(first.value(u"state"_s).toObject().value(u"revision"_s).toInteger(), revision);
        device.reset();
        QTRY_COMPARE(server->deviceCount(), 0);

        server::BattleSnapshot after = umpired();
        journal::JournalEvent told = after.log[1];
        told.detail.insert(u"text"_s, u"Blue: the ford is yours"_s);
        after.log.append(told);
        server->publish(after);
        Device back(liveUrl(*server, blue));
        QVERIFY(back.waitFrames(1));
        const QJsonObject again = json(back.frames.first());
        QCOMPARE(again.value(u"revision"_s).toInteger(), revision + 1);
        const QJsonArray messages = again.value(u"state"_s).toObject().value(u"messages"_s).toArray();
        QCOMPARE(messages.last().toObject().value(u"text"_s).toString(), u"Blue: the ford is yours"_s);
        QVERIFY(devices.count() >= 3);
    }

    // What a side may not see moves nothing on its devices: not even the
    // revision tells it that something happened behind the wood.
    void aChangeBehindTheWoodTellsBlueNothing()
    {
        auto server = serve();
        Device blue(liveUrl(*server, server->token(u"blue"_s)));
        Device red(liveUrl(*server, server->token(u"red"_s)));
        QVERIFY(blue.waitFrames(1) && red.waitFrames(1));
        const qint64 blueRevision = server->revision(u"blue"_s);
        server::BattleSnapshot after = umpired();
        table::Unit ambush = *after.table.unit(u"r2"_s);
        ambush.setPosition({520, 610});
        after.table.updateUnit(ambush);
        server->publish(after);
        QVERIFY(red.waitFrames(2));
        QTest::qWait(100);
        QCOMPARE(blue.frames.size(), 1);
        QCOMPARE(server->revision(u"blue"_s), blueRevision);
    }

    void newLinksStopTheOldOnes()
    {
        auto server = serve();
        const QString old = server->token(u"red"_s);
        Device device(liveUrl(*server, old));
        QVERIFY(device.waitFrames(1));
        server->newTokens();
        QVERIFY(server->token(u"red"_s) != old);
        QVERIFY(device.waitClosed());
        QCOMPARE(device.closeCode, 1008);
        QCOMPARE(serverclient::get(server->port(), target(u"/state.json"_s, old)).status, 403);
        QCOMPARE(serverclient::get(server->port(), target(u"/state.json"_s, server->token(u"red"_s))).status, 200);
    }

    void aHeadOver16KbIsRefused()
    {
        auto server = serve();
        QByteArray request = "GET /state.json?t=" + server->token(u"red"_s).toUtf8() + " HTTP/1.1\r\n";
        while (request.size() <= PlayerServer::maxHeadBytes)
            request += "X-Filler: " + QByteArray(100, 'a') + "\r\n";
        request += "\r\n";
        const auto answer = serverclient::exchange(server->port(), request);
        QCOMPARE(answer.status, 431);
        QVERIFY(answer.closed);
        QVERIFY(!answer.bytes.contains("Red foot"));
    }

    // A client that sends half a request and stops is closed after the idle
    // time; meanwhile others are answered at once.
    void aSlowClientBlocksNoOne()
    {
        auto server = serve();
        server->setHeadTimeout(400);
        QTcpSocket slow;
        bool slowClosed = false;
        connect(&slow, &QTcpSocket::disconnected, this, [&] { slowClosed = true; });
        slow.connectToHost(QHostAddress::LocalHost, server->port());
        QTRY_VERIFY(slow.state() == QAbstractSocket::ConnectedState);
        slow.write("GET /state.json?t=");
        QElapsedTimer clock;
        clock.start();
        const auto answer = serverclient::get(server->port(), target(u"/state.json"_s, server->token(u"blue"_s)));
        QCOMPARE(answer.status, 200);
        QVERIFY(!slowClosed);
        QTRY_VERIFY_WITH_TIMEOUT(slowClosed, 3000);
        QVERIFY(clock.elapsed() >= 300);
        QCOMPARE(slow.readAll(), QByteArray());
    }

    // A live socket that stops answering pings is closed too.
    void aSilentDeviceIsClosed()
    {
        auto server = serve();
        server->setIdleTimeout(300);
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, server->port());
        QTRY_VERIFY(raw.state() == QAbstractSocket::ConnectedState);
        raw.write("GET /live?t=" + server->token(u"blue"_s).toUtf8()
                  + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        QTRY_COMPARE(server->deviceCount(), 1);
        // It never answers a ping (it reads nothing).
        QTRY_COMPARE_WITH_TIMEOUT(server->deviceCount(), 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(raw.state(), QAbstractSocket::UnconnectedState, 5000);
    }

    // Every place taken, by 17 addresses of 16 idle connections each: a
    // newcomer takes the place of the longest-waiting one of the address
    // with the most, and is served.
    void aFullServerMakesRoom()
    {
        auto server = serve();
        server->setHeadTimeout(30000);
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int address = 0; address < 17; ++address) {
            for (int i = 0; i < PlayerServer::maxConnectionsPerAddress; ++i) {
                idle.push_back(std::make_unique<QTcpSocket>());
                QVERIFY(idle.back()->bind(QHostAddress(u"127.0.3.%1"_s.arg(address + 1))));
                idle.back()->connectToHost(QHostAddress::LocalHost, server->port());
            }
        }
        QTRY_COMPARE_WITH_TIMEOUT(server->connectionCount(), PlayerServer::maxConnections, 10000);
        for (int address = 0; address < 17; ++address)
            QVERIFY(server->connectionCount(QHostAddress(u"127.0.3.%1"_s.arg(address + 1))) <= PlayerServer::maxConnectionsPerAddress);
        const auto served = serverclient::get(server->port(), target(u"/state.json"_s, server->token(u"red"_s)),
                                              QHostAddress(u"127.0.0.9"_s));
        QCOMPARE(served.status, 200);
        QVERIFY(server->connectionCount() <= PlayerServer::maxConnections);
    }

    // The trial: one device opens 65 connections that each send half
    // a head and wait. A player on another address is answered at once, and
    // so is one more request from that device itself (its oldest half head
    // gives way).
    void oneDeviceCannotTakeEveryPlace()
    {
        auto server = serve();
        const QHostAddress stuck(u"127.0.0.2"_s);
        std::vector<std::unique_ptr<QTcpSocket>> halves;
        int closed = 0;
        for (int i = 0; i < 65; ++i) {
            halves.push_back(std::make_unique<QTcpSocket>());
            QTcpSocket *socket = halves.back().get();
            QVERIFY(socket->bind(stuck));
            connect(socket, &QTcpSocket::connected, this, [socket] { socket->write("GET /state.json?t="); });
            connect(socket, &QTcpSocket::disconnected, this, [&closed] { ++closed; });
            socket->connectToHost(QHostAddress::LocalHost, server->port());
        }
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(halves.begin(), halves.end(),
                                             [](const auto &s) { return s->state() != QAbstractSocket::ConnectingState; }),
                                 5000);
        QTest::qWait(200);
        const QString red = target(u"/state.json"_s, server->token(u"red"_s));
        const auto player = serverclient::get(server->port(), red, QHostAddress(u"127.0.0.3"_s));
        QCOMPARE(player.status, 200);
        QVERIFY(player.body.contains("Red foot"));
        QCOMPARE(serverclient::get(server->port(), red, stuck).status, 200);
        QVERIFY2(server->connectionCount() <= PlayerServer::maxConnectionsPerAddress,
                 qPrintable(QString::number(server->connectionCount())));
        QVERIFY(closed >= 65 - PlayerServer::maxConnectionsPerAddress);
    }

    // A head sent a byte at a time is closed once its deadline has passed,
    // though it never stops sending (5 s, not the 30 s a live page may be silent).
    void aWholeHeadHasAShortDeadline()
    {
        auto server = serve();
        QTcpSocket slow;
        QVERIFY(slow.bind(QHostAddress(u"127.0.0.2"_s)));
        bool slowClosed = false;
        connect(&slow, &QTcpSocket::disconnected, this, [&] { slowClosed = true; });
        slow.connectToHost(QHostAddress::LocalHost, server->port());
        QTRY_VERIFY(slow.state() == QAbstractSocket::ConnectedState);
        const QByteArray head = "GET /state.json?t=" + server->token(u"red"_s).toUtf8()
                                + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: " + QByteArray(200, 'a') + "\r\n\r\n";
        QElapsedTimer clock;
        clock.start();
        QTimer drip;
        qsizetype sent = 0;
        connect(&drip, &QTimer::timeout, this, [&] {
            if (sent < head.size() - 1 && slow.state() == QAbstractSocket::ConnectedState)
                slow.write(head.mid(sent++, 1));
        });
        drip.start(100);
        QTRY_VERIFY_WITH_TIMEOUT(slowClosed, 12000);
        QVERIFY2(clock.elapsed() >= 4000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(slow.readAll(), QByteArray());
    }

    // What cannot be a request is refused at its first line, not after a deadline.
    void junkIsRefusedAtOnce_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("binary") << QByteArray("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11);
        QTest::newRow("nul") << QByteArray("GET /\0 HTTP/1.1\r\n", 17);
        QTest::newRow("not http") << QByteArray("HELLO THERE\r\n");
        QTest::newRow("bare LF") << QByteArray("GET / HTTP/1.1\nHost: x\n");
        QTest::newRow("absolute") << QByteArray("GET http://example.org/ HTTP/1.1\r\n");
        QTest::newRow("HTTP/2") << QByteArray("PRI * HTTP/2.0\r\n");
    }

    void junkIsRefusedAtOnce()
    {
        QFETCH(QByteArray, bytes);
        auto server = serve();
        QElapsedTimer clock;
        clock.start();
        const auto answer = serverclient::exchange(server->port(), bytes, 4000, QHostAddress(u"127.0.0.2"_s));
        QCOMPARE(answer.status, 400);
        QVERIFY(answer.closed);
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    }

    // A handshake no browser sends is refused before the WebSocket server
    // sees it (Qt's takes any key), even with the right token.
    void badHandshakesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("fields");
        QTest::addColumn<int>("status");
        QTest::newRow("no key") << QByteArray("Sec-WebSocket-Version: 13\r\n") << 400;
        QTest::newRow("short key") << QByteArray("Sec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n") << 400;
        QTest::newRow("not base64") << QByteArray("Sec-WebSocket-Key: !!!!!!!!!!!!!!!!!!!!!!==\r\nSec-WebSocket-Version: 13\r\n")
                                    << 400;
        QTest::newRow("version 8") << QByteArray("Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n")
                                   << 426;
        QTest::newRow("no version") << QByteArray("Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n") << 426;
    }

    void badHandshakesAreRefused()
    {
        QFETCH(QByteArray, fields);
        QFETCH(int, status);
        auto server = serve();
        const auto answer = serverclient::exchange(
            server->port(), "GET /live?t=" + server->token(u"red"_s).toUtf8()
                                + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" + fields + "\r\n");
        QCOMPARE(answer.status, status);
        QVERIFY(!answer.bytes.contains("Red foot"));
        QCOMPARE(server->deviceCount(), 0);
    }

    // Paths that climb: nothing but the four names is ever served.
    void climbingPathsAreNotFound()
    {
        auto server = serve();
        const QString red = u"?t="_s + server->token(u"red"_s);
        for (const QString &path : {u"/../state.json"_s, u"/%2e%2e/state.json"_s, u"/%2E%2E/%2e%2e/etc/passwd"_s,
                                    u"/view.svg/.."_s, u"/%2e%2e%2fetc%2fpasswd"_s, u"/./state.json"_s}) {
            const auto answer = serverclient::get(server->port(), path + red);
            QVERIFY2(answer.status == 404 || answer.status == 400, qPrintable(path + u": "_s + QString::number(answer.status)));
            QVERIFY(!answer.body.contains("root:") && !answer.body.contains("Red foot"));
        }
    }

    // Ten wrong tokens from an address are refused as any is; after them,
    // every request from it that carries a token, right or wrong, waits a
    // second and is refused the same way (no answer tells a right token
    // from a wrong one, by its bytes or its time). Other addresses are
    // served as before.
    void wrongTokensFromOneAddressAreSlowed()
    {
        auto server = serve();
        const quint16 port = server->port();
        const QHostAddress guesser(u"127.0.0.4"_s);
        const QString right = target(u"/state.json"_s, server->token(u"red"_s));
        const auto wrong = [&](int i) { return target(u"/state.json"_s, u"AAAAAAAAAAAAAAAAAAA%1"_s.arg(i, 3, 10, QChar(u'0'))); };
        for (int i = 0; i < 10; ++i)
            QCOMPARE(serverclient::get(port, wrong(i), guesser).status, 403);
        QByteArray refusal;
        QList<qint64> wrongTimes;
        QList<qint64> rightTimes;
        for (int i = 0; i < 6; ++i) {
            const bool guessRight = i % 2 == 1;
            QElapsedTimer clock;
            clock.start();
            const auto answer = serverclient::get(port, guessRight ? right : wrong(100 + i), guesser);
            (guessRight ? rightTimes : wrongTimes).append(clock.elapsed());
            QCOMPARE(answer.status, 429);
            QVERIFY(!answer.body.contains("Red foot"));
            if (refusal.isEmpty())
                refusal = answer.bytes;
            QCOMPARE(answer.bytes, refusal);
        }
        std::sort(wrongTimes.begin(), wrongTimes.end());
        std::sort(rightTimes.begin(), rightTimes.end());
        qInfo("slowed: wrong tokens %lld-%lld ms, right ones %lld-%lld ms", wrongTimes.first(), wrongTimes.last(),
              rightTimes.first(), rightTimes.last());
        QVERIFY(wrongTimes.first() >= 900 && rightTimes.first() >= 900);
        // Another address is not slowed.
        QCOMPARE(serverclient::get(port, right, QHostAddress(u"127.0.0.5"_s)).status, 200);
    }

    void listensOnlyWhereChosen()
    {
        PlayerServer server;
        QVERIFY(!server.isListening());
        server.publish(umpired());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QCOMPARE(server.address(), QHostAddress(QHostAddress::LocalHost));
        server.close();
        QVERIFY(!server.isListening());
    }

    void requestHeads_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("token");
        QTest::newRow("plain") << QByteArray("GET /state.json?t=abc HTTP/1.1\r\nHost: x\r\n\r\n") << true
                               << u"/state.json"_s << u"abc"_s;
        QTest::newRow("encoded") << QByteArray("GET /view.svg?r=2&t=a%2Db HTTP/1.0\r\n\r\n") << true << u"/view.svg"_s
                                 << u"a-b"_s;
        QTest::newRow("no version") << QByteArray("GET /\r\n\r\n") << false << QString() << QString();
        QTest::newRow("absolute") << QByteArray("GET http://x/ HTTP/1.1\r\n\r\n") << false << QString() << QString();
        QTest::newRow("bad header") << QByteArray("GET / HTTP/1.1\r\nnocolon\r\n\r\n") << false << QString()
                                    << QString();
    }

    void requestHeads()
    {
        QFETCH(QByteArray, head);
        QFETCH(bool, ok);
        QFETCH(QString, path);
        QFETCH(QString, token);
        const qsizetype end = server::HttpRequest::headEnd(head);
        QCOMPARE(end, head.size());
        const auto request = server::HttpRequest::parse(head.left(end));
        QCOMPARE(request.has_value(), ok);
        if (ok) {
            QCOMPARE(request->path, path);
            QCOMPARE(request->token, token);
        }
        QCOMPARE(server::HttpRequest::headEnd("GET / HTTP/1.1\r\nHost: x\r\n"), qsizetype(-1));
    }
};

QTEST_MAIN(TestPlayerServer)
#include "test_playerserver.moc"
