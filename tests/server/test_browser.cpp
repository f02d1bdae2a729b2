// One real browser: Debian's chromium, headless, driven by chromedriver
// (WebDriver over HTTP on 127.0.0.1), loads a side's page from the server
// of this test and shows its units and not the enemy it has not seen; a
// step committed to the campaign file by another program (a second store
// here) appears on the page within a second.
#include "server/battlefollower.h"
#include "server/playerserver.h"
#include "store/campaignstore.h"

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
        return call("POST", u"/session/%1/execute/sync"_s.arg(session),
                    {{u"script"_s, u"return document.body.innerText"_s}, {u"args"_s, QJsonArray()}})
            .value(u"value"_s)
            .toString();
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

} // namespace

class TestBrowser : public QObject
{
    Q_OBJECT

private slots:
    void aSidesPageInChromium()
    {
        QVERIFY2(QFileInfo::exists(chromium) && QFileInfo::exists(chromedriver),
                 "chromium and chromium-driver are needed (packaging/setup-debian.sh installs them)");
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

        // chromedriver on a free port: a port found free may be taken by
        // another program before chromedriver binds it, so a driver that is
        // not ready soon is replaced on another port (three tries).
        QProcess driver;
        driver.setProcessChannelMode(QProcess::MergedChannels);
        std::optional<WebDriver> found;
        for (int attempt = 0; attempt < 3 && !found; ++attempt) {
            const quint16 driverPort = freePort();
            driver.start(chromedriver, {u"--port=%1"_s.arg(driverPort)});
            QVERIFY2(driver.waitForStarted(30000), qPrintable(driver.errorString()));
            WebDriver candidate(driverPort);
            QElapsedTimer ready;
            ready.start();
            bool isReady = false;
            while (!isReady && driver.state() == QProcess::Running && ready.elapsed() < 30000) {
                isReady = candidate.call("GET", u"/status"_s, {}, 2000)
                              .value(u"value"_s).toObject().value(u"ready"_s).toBool();
                if (!isReady)
                    QTest::qWait(100);
            }
            if (isReady) {
                found.emplace(driverPort);
            } else {
                qWarning("chromedriver not ready on port %d: %s", int(driverPort), driver.readAll().constData());
                driver.kill();
                driver.waitForFinished();
            }
        }
        QVERIFY2(found, "chromedriver did not start");
        WebDriver &web = *found;

        // chromedriver starts chromium itself: headless, no sandbox (which
        // fails as root and in containers without user namespaces), its own
        // profile in the test's temporary folder, /tmp rather than a small
        // /dev/shm.
        const QJsonArray arguments{u"--headless"_s, u"--no-sandbox"_s, u"--disable-gpu"_s, u"--disable-quic"_s,
                                   u"--disable-dev-shm-usage"_s,
                                   u"--no-first-run"_s, u"--disable-background-networking"_s,
                                   u"--disable-component-update"_s, u"--disable-sync"_s,
                                   u"--user-data-dir="_s + dir.filePath(u"chromium"_s),
                                   u"--no-proxy-server"_s, u"--window-size=412,915"_s};
        const QJsonObject capabilities{
            {u"capabilities"_s,
             QJsonObject{{u"alwaysMatch"_s,
                          QJsonObject{{u"browserName"_s, u"chrome"_s},
                                      {u"goog:chromeOptions"_s,
                                       QJsonObject{{u"binary"_s, chromium}, {u"args"_s, arguments}}}}}}}};
        const QJsonObject created = web.call("POST", u"/session"_s, capabilities, 90000);
        const QString session = created.value(u"value"_s).toObject().value(u"sessionId"_s).toString();
        QVERIFY2(!session.isEmpty(), QJsonDocument(created).toJson().constData());
        const auto cleanup = qScopeGuard([&] {
            web.call("DELETE", u"/session/"_s + session);
            driver.kill();
            driver.waitForFinished();
        });

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
};

QTEST_MAIN(TestBrowser)
#include "test_browser.moc"
