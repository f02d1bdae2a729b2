// One real browser: Debian's chromium, headless, driven by chromedriver
// (WebDriver over HTTP on 127.0.0.1), loads a side's page from the server
// of this test and shows its units and not the enemy it has not seen; a
// step committed to the campaign file by another program (a second store
// here) appears on the page within a second.
#include "server/battlefollower.h"
#include "server/playerserver.h"
#include "store/campaignstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkProxy>
#include <QProcess>
#include <QScopeGuard>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

const QString chromium = u"/usr/bin/chromium"_s;
const QString chromedriver = u"/usr/bin/chromedriver"_s;

// One WebDriver command, waiting on the event loop (the players' server
// runs in this thread and must go on answering the browser meanwhile).
class WebDriver
{
public:
    explicit WebDriver(quint16 port)
        : mBase(u"http://127.0.0.1:%1"_s.arg(port))
    {
        mNetwork.setProxy(QNetworkProxy::NoProxy);
    }

    QJsonObject call(const QByteArray &method, const QString &path, const QJsonObject &body = {}, int timeout = 20000)
    {
        QNetworkRequest request(QUrl(mBase + path));
        request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
        const QByteArray bytes = method == "GET" || method == "DELETE" ? QByteArray()
                                                                        : QJsonDocument(body).toJson(QJsonDocument::Compact);
        QNetworkReply *reply = mNetwork.sendCustomRequest(request, method, bytes);
        QElapsedTimer clock;
        clock.start();
        while (!reply->isFinished() && clock.elapsed() < timeout)
            QTest::qWait(2);
        if (!reply->isFinished())
            reply->abort();
        const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        return answer;
    }

    QString pageText(const QString &session)
    {
        return script(session, u"return document.body.innerText"_s).toString();
    }

    QJsonValue script(const QString &session, const QString &code, const QJsonArray &arguments = {})
    {
        return call("POST", u"/session/%1/execute/sync"_s.arg(session), {{u"script"_s, code}, {u"args"_s, arguments}})
            .value(u"value"_s);
    }

    // The page as the phone shows it, kept as a PNG file.
    bool screenshot(const QString &session, const QString &path)
    {
        const QByteArray png
            = QByteArray::fromBase64(call("GET", u"/session/%1/screenshot"_s.arg(session)).value(u"value"_s).toString().toLatin1());
        QFile file(path);
        const bool written = png.startsWith("\x89PNG") && file.open(QIODevice::WriteOnly) && file.write(png) == png.size();
        qInfo("screenshot %s: %s", qPrintable(path), written ? "kept" : "not taken");
        return written;
    }

    // W3C actions: fingers on the touch screen.
    QJsonObject act(const QString &session, const QJsonArray &sources)
    {
        return call("POST", u"/session/%1/actions"_s.arg(session), {{u"actions"_s, sources}});
    }

    bool click(const QString &session, const QString &css)
    {
        const QJsonObject found = call("POST", u"/session/%1/element"_s.arg(session),
                                       {{u"using"_s, u"css selector"_s}, {u"value"_s, css}})
                                      .value(u"value"_s)
                                      .toObject();
        const QString element = found.value(u"element-6066-11e4-a52e-4f735466cecf"_s).toString();
        if (element.isEmpty())
            return false;
        return !call("POST", u"/session/%1/element/%2/click"_s.arg(session, element)).value(u"value"_s).isObject();
    }

private:
    QString mBase;
    QNetworkAccessManager mNetwork;
};

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// chromedriver and the chromium it starts, for one test; both gone with it.
class Chromium
{
public:
    ~Chromium()
    {
        if (mWeb && !session.isEmpty())
            mWeb->call("DELETE", u"/session/"_s + session);
        if (mDriver.state() != QProcess::NotRunning) {
            mDriver.kill();
            mDriver.waitForFinished();
        }
    }

    // Empty, or why not. `phone`: Chrome's phone emulation at 412 x 915 with
    // a touch screen (pointer events of fingers, pinch and all); else a
    // window of that size.
    QString start(const QString &profile, bool phone)
    {
        if (!QFileInfo::exists(chromium) || !QFileInfo::exists(chromedriver))
            return u"chromium and chromium-driver are needed (packaging/setup-debian.sh installs them)"_s;
        // chromedriver on a free port: a port found free may be taken by
        // another program before chromedriver binds it, so a driver that is
        // not ready soon is replaced on another port (three tries).
        mDriver.setProcessChannelMode(QProcess::MergedChannels);
        for (int attempt = 0; attempt < 3 && !mWeb; ++attempt) {
            const quint16 driverPort = freePort();
            mDriver.start(chromedriver, {u"--port=%1"_s.arg(driverPort)});
            if (!mDriver.waitForStarted(30000))
                return mDriver.errorString();
            WebDriver candidate(driverPort);
            QElapsedTimer ready;
            ready.start();
            bool isReady = false;
            while (!isReady && mDriver.state() == QProcess::Running && ready.elapsed() < 30000) {
                isReady = candidate.call("GET", u"/status"_s, {}, 2000)
                              .value(u"value"_s).toObject().value(u"ready"_s).toBool();
                if (!isReady)
                    QTest::qWait(100);
            }
            if (isReady) {
                mWeb.emplace(driverPort);
            } else {
                qWarning("chromedriver not ready on port %d: %s", int(driverPort), mDriver.readAll().constData());
                mDriver.kill();
                mDriver.waitForFinished();
            }
        }
        if (!mWeb)
            return u"chromedriver did not start"_s;

        // chromedriver starts chromium itself: headless, no sandbox (which
        // fails as root and in containers without user namespaces), its own
        // profile in the test's temporary folder, /tmp rather than a small
        // /dev/shm.
        const QJsonArray arguments{u"--headless"_s, u"--no-sandbox"_s, u"--disable-gpu"_s, u"--disable-quic"_s,
                                   u"--disable-dev-shm-usage"_s,
                                   u"--no-first-run"_s, u"--disable-background-networking"_s,
                                   u"--disable-component-update"_s, u"--disable-sync"_s,
                                   u"--user-data-dir="_s + profile,
                                   u"--no-proxy-server"_s, u"--window-size=412,915"_s};
        QJsonObject options{{u"binary"_s, chromium}, {u"args"_s, arguments}};
        if (phone) {
            options.insert(u"mobileEmulation"_s,
                           QJsonObject{{u"deviceMetrics"_s, QJsonObject{{u"width"_s, 412},
                                                                        {u"height"_s, 915},
                                                                        {u"pixelRatio"_s, 2},
                                                                        {u"touch"_s, true},
                                                                        {u"mobile"_s, true}}}});
        }
        const QJsonObject capabilities{
            {u"capabilities"_s,
             QJsonObject{{u"alwaysMatch"_s,
                          QJsonObject{{u"browserName"_s, u"chrome"_s}, {u"goog:chromeOptions"_s, options}}}}}};
        const QJsonObject created = mWeb->call("POST", u"/session"_s, capabilities, 90000);
        session = created.value(u"value"_s).toObject().value(u"sessionId"_s).toString();
        if (session.isEmpty())
            return QString::fromUtf8(QJsonDocument(created).toJson());
        return {};
    }

    WebDriver &web() { return *mWeb; }
    QString session;

private:
    QProcess mDriver;
    std::optional<WebDriver> mWeb;
};

// A finger on the touch screen: down at `from`, moved to `to` over `ms`, up.
QJsonObject finger(const QString &id, QPointF from, QPointF to, int ms)
{
    const auto move = [](QPointF at, int duration) {
        return QJsonObject{{u"type"_s, u"pointerMove"_s}, {u"duration"_s, duration}, {u"origin"_s, u"viewport"_s},
                           {u"x"_s, qRound(at.x())}, {u"y"_s, qRound(at.y())}};
    };
    QJsonArray actions{move(from, 0), QJsonObject{{u"type"_s, u"pointerDown"_s}, {u"button"_s, 0}}};
    // In steps, as a finger goes (one move would be one jump).
    for (int i = 1; i <= 8; ++i)
        actions.append(move(from + (to - from) * (i / 8.0), ms / 8));
    actions.append(QJsonObject{{u"type"_s, u"pointerUp"_s}, {u"button"_s, 0}});
    return QJsonObject{{u"type"_s, u"pointer"_s},
                       {u"id"_s, id},
                       {u"parameters"_s, QJsonObject{{u"pointerType"_s, u"touch"_s}}},
                       {u"actions"_s, actions}};
}

} // namespace

class TestBrowser : public QObject
{
    Q_OBJECT

private slots:
    void aSidesPageInChromium()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"browser.vedette"_s);
        // The campaign, written by "another program": this store.
        store::CampaignStore writer;
        QVERIFY(writer.create(path, u"Browser"_s));
        QFile json(u":/scenarios/blenheim-1704.json"_s);
        QVERIFY(json.open(QIODevice::ReadOnly));
        const auto scenario = writer.importScenarioJson(json.readAll());
        QVERIFY(scenario);
        const qint64 battle = *writer.startBattle({*scenario, u"Blenheim"_s, 3, 0});
        // One French unit the allies have not seen.
        table::Scenario table = *writer.loadBattle(battle);
        QString hiddenName;
        QStringList allied;
        for (table::Unit unit : table.units()) {
            if (unit.sideId() == u"allies"_s && unit.isOnTable()) {
                allied.append(unit.name());
            } else if (unit.sideId() == u"franco-bavarian"_s && hiddenName.isEmpty()) {
                hiddenName = unit.name();
                unit.setHiddenFrom({u"allies"_s});
                table.updateUnit(unit);
            }
        }
        store::Commit hide;
        hide.battle = battle;
        hide.table = &table;
        QVERIFY(writer.commit(hide));

        server::BattleFollower follower;
        QVERIFY(follower.open(path, battle));
        server::PlayerServer server;
        server.publish(follower.snapshot());
        connect(&follower, &server::BattleFollower::changed, &server, &server::PlayerServer::publish);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));

        Chromium browser;
        const QString why = browser.start(dir.filePath(u"chromium"_s), false);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        WebDriver &web = browser.web();
        const QString session = browser.session;

        web.call("POST", u"/session/%1/url"_s.arg(session), {{u"url"_s, server.url(u"allies"_s).toString()}});
        QString text;
        QElapsedTimer shown;
        shown.start();
        while (!text.contains(allied.first()) && shown.elapsed() < 30000) {
            text = web.pageText(session);
            QTest::qWait(20);
        }
        for (const QString &name : allied)
            QVERIFY2(text.contains(name), qPrintable(name + u" is not on the page:\n"_s + text));
        QVERIFY2(!text.contains(hiddenName), qPrintable(hiddenName));
        QVERIFY(text.contains(u"Allies"_s));

        // A step committed to the file: a message the allies' general sends.
        store::Commit step;
        step.battle = battle;
        journal::JournalEvent told;
        told.kind = u"player.message"_s;
        told.summary = u"To the allies: cross the Nebel"_s;
        told.detail.insert(u"text"_s, u"Cross the Nebel at once"_s);
        told.visibility = u"allies"_s;
        step.events = {told};
        QVERIFY(writer.commit(step));
        QElapsedTimer live;
        live.start();
        while (!text.contains(u"Cross the Nebel at once"_s) && live.elapsed() < 3000) {
            text = web.pageText(session);
            QTest::qWait(10);
        }
        const qint64 elapsed = live.elapsed();
        QVERIFY2(text.contains(u"Cross the Nebel at once"_s), qPrintable(text));
        qInfo("the step was on the page after %lld ms", elapsed);
        QVERIFY2(elapsed < 1000, qPrintable(u"%1 ms"_s.arg(elapsed)));
    }

    // A side's page on a phone (412 x 915, a touch screen): the whole table
    // at first, names at a readable size; two fingers zoom in, one moves the
    // table; a unit tapped in "Your units" is centred; after a step nothing
    // but the live socket's frame arrives; and when the referee's table goes,
    // the page says so after 10 s, with the time of its last news, and
    // follows it again when it is back. Screenshots are kept in
    // build/test/test-screenshots/test_browser/.
    void aPhoneView()
    {
        QTemporaryDir dir;
        const QString shots = QStringLiteral(VEDETTE_SCREENSHOT_DIR);
        QVERIFY(QDir().mkpath(shots));
        const QString path = dir.filePath(u"phone.vedette"_s);
        store::CampaignStore writer;
        QVERIFY(writer.create(path, u"Phone"_s));
        QFile json(u":/scenarios/blenheim-1704.json"_s);
        QVERIFY(json.open(QIODevice::ReadOnly));
        const qint64 battle = *writer.startBattle({*writer.importScenarioJson(json.readAll()), u"Blenheim"_s, 3, 0});
        table::Scenario table = *writer.loadBattle(battle);

        server::BattleFollower follower;
        QVERIFY(follower.open(path, battle));
        server::PlayerServer server;
        server.publish(follower.snapshot());
        connect(&follower, &server::BattleFollower::changed, &server, &server::PlayerServer::publish);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const quint16 port = server.port();

        Chromium browser;
        const QString why = browser.start(dir.filePath(u"chromium"_s), true);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        WebDriver &web = browser.web();
        const QString session = browser.session;
        const auto js = [&](const QString &code) { return web.script(session, code); };
        const auto waitFor = [&](const QString &condition, int timeout) {
            QElapsedTimer clock;
            clock.start();
            while (clock.elapsed() < timeout) {
                if (js(u"return !!("_s + condition + u")"_s).toBool())
                    return true;
                QTest::qWait(50);
            }
            return false;
        };
        web.call("POST", u"/session/%1/url"_s.arg(session), {{u"url"_s, server.url(u"allies"_s).toString()}});
        QVERIFY2(waitFor(u"document.querySelector('#view').complete && document.querySelector('#view').naturalWidth > 0 "
                         "&& document.querySelectorAll('.label').length > 0"_s, 30000),
                 qPrintable(web.pageText(session)));
        QTest::qWait(300);
        QCOMPARE(js(u"return window.innerWidth"_s).toInt(), 412);

        // The names on the table: how many shown, their size on the screen.
        const QString namesShown = uR"(
            var shown = [].filter.call(document.querySelectorAll('#labels .label'),
                                       function (l) { return getComputedStyle(l).visibility === 'visible'; });
            var heights = shown.map(function (l) { return l.getBoundingClientRect().height; });
            var sizes = shown.map(function (l) { return parseFloat(getComputedStyle(l).fontSize); });
            return { count: shown.length, least: Math.min.apply(null, sizes), lowest: Math.min.apply(null, heights),
                     names: shown.map(function (l) { return l.textContent; }) };)"_s;
        const auto scale = [&] { return js(u"return parseFloat(document.querySelector('#map').dataset.scale)"_s).toDouble(); };
        const QJsonObject whole = js(namesShown).toObject();
        const double fit = scale();
        qInfo("whole table: %.3f px/mm, %d names shown, the smallest %.1f px high", fit, whole.value(u"count"_s).toInt(),
              whole.value(u"lowest"_s).toDouble());
        QVERIFY(whole.value(u"count"_s).toInt() >= 3);
        QVERIFY(whole.value(u"least"_s).toDouble() >= 12.0);
        QVERIFY(whole.value(u"lowest"_s).toDouble() >= 14.0);
        // The table fills the phone's width, not a corner of a 1,220 mm picture.
        QVERIFY(js(uR"(var s = document.querySelector('#stage').getBoundingClientRect();
                       var m = document.querySelector('#map').getBoundingClientRect();
                       return s.width <= m.width + 1 && s.height <= m.height + 1
                              && (s.width >= m.width - 1 || s.height >= m.height - 1);)"_s).toBool());
        QVERIFY(web.screenshot(session, shots + u"/1-whole-table.png"_s));

        // Two fingers apart about the map's middle: zoomed in threefold or more.
        const QJsonObject map = js(u"var r = document.querySelector('#map').getBoundingClientRect(); "
                                   "return {x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width}"_s).toObject();
        const QPointF middle(map.value(u"x"_s).toDouble(), map.value(u"y"_s).toDouble());
        web.act(session, {finger(u"one"_s, middle - QPointF(30, 0), middle - QPointF(150, 0), 400),
                          finger(u"two"_s, middle + QPointF(30, 0), middle + QPointF(150, 0), 400)});
        QVERIFY2(waitFor(u"parseFloat(document.querySelector('#map').dataset.scale) > %1"_s.arg(fit * 3), 5000),
                 qPrintable(u"%1 px/mm after the pinch, %2 before"_s.arg(scale()).arg(fit)));
        QTest::qWait(300);
        const QJsonObject zoomed = js(namesShown).toObject();
        qInfo("pinched: %.3f px/mm, %d names shown, the smallest %.1f px high", scale(), zoomed.value(u"count"_s).toInt(),
              zoomed.value(u"lowest"_s).toDouble());
        QVERIFY(zoomed.value(u"count"_s).toInt() >= 1);
        QVERIFY(zoomed.value(u"least"_s).toDouble() >= 12.0);
        QVERIFY(web.screenshot(session, shots + u"/2-pinched.png"_s));

        // One finger drags the table 120 px to the left.
        const auto stageX = [&] {
            return js(u"return new DOMMatrix(getComputedStyle(document.querySelector('#stage')).transform).e"_s).toDouble();
        };
        const double before = stageX();
        web.act(session, {finger(u"one"_s, middle + QPointF(60, 40), middle + QPointF(-60, 40), 300)});
        QTest::qWait(300);
        const double after = stageX();
        qInfo("dragged: the table moved %.0f px", after - before);
        QVERIFY2(after - before < -100 && after - before > -140, qPrintable(u"%1 -> %2"_s.arg(before).arg(after)));
        QVERIFY(web.screenshot(session, shots + u"/3-dragged.png"_s));

        // A unit tapped in "Your units": centred on the table, its name shown.
        QString unitId;
        QString unitName;
        for (const table::Unit &unit : table.units()) {
            if (unit.sideId() == u"allies"_s && unit.isOnTable()) {
                unitId = unit.id();
                unitName = unit.name();
            }
        }
        QVERIFY(web.click(session, u"#units li[data-id='%1']"_s.arg(unitId)));
        QVERIFY(waitFor(u"document.querySelector('#pieces g.found')"_s, 5000));
        QTest::qWait(300);
        const QJsonObject centred = js(uR"(
            var m = document.querySelector('#map').getBoundingClientRect();
            var u = document.querySelector('#pieces g.found').getBoundingClientRect();
            var l = document.querySelector('#labels .label.found');
            return { dx: u.left + u.width / 2 - (m.left + m.width / 2), dy: u.top + u.height / 2 - (m.top + m.height / 2),
                     top: m.top, bottom: m.bottom, label: l ? l.textContent : '', shown: l ? getComputedStyle(l).visibility : '',
                     size: l ? l.getBoundingClientRect().height : 0 };)"_s).toObject();
        qInfo("tapped %s: %.0f, %.0f px from the map's middle; its name %.1f px high", qPrintable(unitName),
              centred.value(u"dx"_s).toDouble(), centred.value(u"dy"_s).toDouble(), centred.value(u"size"_s).toDouble());
        QVERIFY(qAbs(centred.value(u"dx"_s).toDouble()) < 12 && qAbs(centred.value(u"dy"_s).toDouble()) < 12);
        QCOMPARE(centred.value(u"label"_s).toString(), unitName);
        QCOMPARE(centred.value(u"shown"_s).toString(), u"visible"_s);
        // The table is in sight: below the header, within the screen.
        QVERIFY(centred.value(u"top"_s).toDouble() >= 0 && centred.value(u"bottom"_s).toDouble() <= 915 + 1);
        QVERIFY(web.screenshot(session, shots + u"/4-unit-found.png"_s));

        // A step: the unit moves and a message comes. Nothing is fetched for
        // it (no picture, no state): the socket's frame had all of it.
        const QString fetched = u"return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
                                ".filter(function (n) { return /svg|json/.test(n); }).length"_s;
        const int fetchedBefore = js(fetched).toInt();
        const QString moved = js(u"return document.querySelector('#pieces g.found polygon').getAttribute('points')"_s).toString();
        table::Unit unit = *table.unit(unitId);
        unit.setPosition(unit.position() + QPointF(40, 0));
        table.updateUnit(unit);
        store::Commit step;
        step.battle = battle;
        step.table = &table;
        journal::JournalEvent told;
        told.kind = u"player.message"_s;
        told.summary = u"To the allies: the Nebel is fordable"_s;
        told.detail.insert(u"text"_s, u"The Nebel is fordable at Unterglau"_s);
        told.visibility = u"allies"_s;
        step.events = {told};
        QVERIFY(writer.commit(step));
        QVERIFY(waitFor(u"document.body.innerText.indexOf('The Nebel is fordable at Unterglau') >= 0"_s, 5000));
        QVERIFY(js(u"return document.querySelector('#pieces g.found polygon').getAttribute('points')"_s).toString() != moved);
        QCOMPARE(js(fetched).toInt(), fetchedBefore);

        // The referee's table goes: after 10 s the page says so.
        // The last news: the step's frame, a moment ago on the phone's clock.
        const double stepAt = js(u"return Date.now()"_s).toDouble();
        server.close();
        QElapsedTimer gone;
        gone.start();
        QVERIFY(waitFor(u"document.body.dataset.gone === '1'"_s, 20000));
        const qint64 goneAfter = gone.elapsed();
        qInfo("the page said the table is closed %lld ms after it went", goneAfter);
        QVERIFY2(goneAfter >= 9000, qPrintable(QString::number(goneAfter)));
        const QString text = web.pageText(session);
        QVERIFY2(text.contains(u"The referee's table is closed; this page will follow it again when it comes back."_s),
                 qPrintable(text));
        const double news = js(u"return parseFloat(document.body.dataset.news)"_s).toDouble();
        QVERIFY2(news > stepAt - 5000 && news <= stepAt + 1000, qPrintable(u"%1 / %2"_s.arg(news).arg(stepAt)));
        const QString newsTime = js(u"return new Date(parseFloat(document.body.dataset.news)).toLocaleTimeString([], "
                                    "{hour: '2-digit', minute: '2-digit', second: '2-digit'})"_s)
                                     .toString();
        QVERIFY2(text.contains(u"Last news at "_s + newsTime), qPrintable(newsTime + u"\n"_s + text));
        QVERIFY(web.screenshot(session, shots + u"/5-table-closed.png"_s));
        // Back on the same port with the same links: the page follows again.
        QVERIFY(server.listen(QHostAddress::LocalHost, port));
        QVERIFY(waitFor(u"document.body.dataset.gone === '0' && document.querySelector('#live').className === 'live'"_s, 15000));
        QVERIFY(web.screenshot(session, shots + u"/6-back.png"_s));
    }
};

QTEST_MAIN(TestBrowser)
#include "test_browser.moc"
