// vedette-cli serve: the players' server without a window. It writes each
// side's link to --links, serves the side its state, follows the steps other
// programs commit to the campaign file (a store in this test, then another
// vedette-cli process), and stops cleanly on SIGTERM. The waits are generous
// (a loaded CI machine): they end as soon as what is awaited has happened.
#include "clirun.h"

#include "../server/serverclient.h"

#include "store/campaignstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// The revision a live frame tells: {"revision":N} or {"revision":N,"state":{...}}.
int revisionOf(const QByteArray &frame)
{
    return QJsonDocument::fromJson(frame).object().value(u"revision"_s).toInt();
}

QJsonObject stateOf(int port, const QString &token)
{
    const auto answer = serverclient::get(quint16(port), u"/state.json?t="_s + token);
    return answer.status == 200 ? QJsonDocument::fromJson(answer.body).object() : QJsonObject();
}

} // namespace

class TestCliServe : public QObject
{
    Q_OBJECT

private slots:
    void servesUntilTerminated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"serve.vedette"_s);
        store::CampaignStore writer;
        QVERIFY(writer.create(path, u"Serve"_s));
        QFile json(QStringLiteral(VEDETTE_SOURCE_DIR) + u"/resources/scenarios/blenheim-1704.json"_s);
        QVERIFY(json.open(QIODevice::ReadOnly));
        const auto scenario = writer.importScenarioJson(json.readAll());
        QVERIFY(scenario);
        const qint64 battle = *writer.startBattle({*scenario, u"Blenheim"_s, 3, 0});

        const QString links = dir.filePath(u"links.json"_s);
        QProcess serve;
        serve.setProcessEnvironment(clitest::environment());
        serve.start(QStringLiteral(VEDETTE_CLI_PATH), {u"serve"_s, path, u"--battle"_s, QString::number(battle),
                                                      u"--listen"_s, u"127.0.0.1:0"_s, u"--links"_s, links});
        QVERIFY(serve.waitForStarted());
        // Port 0: the server takes a free port and writes it into the links.
        QTRY_VERIFY2_WITH_TIMEOUT(QFile::exists(links) || serve.state() == QProcess::NotRunning,
                                  qPrintable(QString::fromUtf8(serve.readAllStandardError())), 30000);
        QVERIFY2(serve.state() == QProcess::Running, serve.readAllStandardError().constData());
        QFile file(links);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray sides = QJsonDocument::fromJson(file.readAll()).object().value(u"sides"_s).toArray();
        QCOMPARE(sides.size(), 2);
        const QJsonObject allies = sides.first().toObject();
        QCOMPARE(allies.value(u"id"_s).toString(), u"allies"_s);
        QCOMPARE(allies.value(u"name"_s).toString(), u"Allies"_s);
        const QUrl url(allies.value(u"url"_s).toString());
        QCOMPARE(url.host(), u"127.0.0.1"_s);
        const QString token = QUrlQuery(url).queryItemValue(u"t"_s);
        QCOMPARE(token.size(), 22);

        const auto state = serverclient::get(quint16(url.port()), u"/state.json?t="_s + token);
        QCOMPARE(state.status, 200);
        QVERIFY(state.body.contains("\"id\":\"allies\""));
        QCOMPARE(serverclient::get(quint16(url.port()), u"/state.json?t=wrong"_s).status, 403);

        serverclient::Device device(QUrl(u"ws://127.0.0.1:%1/live?t=%2"_s.arg(url.port()).arg(token)));
        QVERIFY(device.waitFrames(1, 20000));
        // A (re)connecting device gets the whole state at once.
        QVERIFY(device.frames.first().contains("\"state\":"));
        QCOMPARE(revisionOf(device.frames.first()), 1);
        // Another program commits a step: a message to the allies.
        store::Commit step;
        step.battle = battle;
        journal::JournalEvent told;
        told.kind = u"player.message"_s;
        told.summary = u"To the allies: the Nebel is fordable"_s;
        told.detail.insert(u"text"_s, u"The Nebel is fordable"_s);
        told.visibility = u"allies"_s;
        step.events = {told};
        QVERIFY(writer.commit(step));
        QVERIFY(device.waitFrames(2, 20000));
        QCOMPARE(revisionOf(device.frames.at(1)), 2);
        const QJsonObject told2 = stateOf(url.port(), token);
        QCOMPARE(told2.value(u"revision"_s).toInt(), 2);
        QVERIFY(QJsonDocument(told2).toJson().contains("The Nebel is fordable"));
        const QJsonObject french = sides.last().toObject();
        const QString frenchToken = QUrlQuery(QUrl(french.value(u"url"_s).toString())).queryItemValue(u"t"_s);
        QVERIFY(!serverclient::get(quint16(url.port()), u"/state.json?t="_s + frenchToken).body.contains("Nebel is fordable"));

        // Another vedette-cli process plays a phase of the battle and commits it
        // (the store lets go of the file first: one writer at a time).
        writer.close();
        QProcess play;
        play.setProcessEnvironment(clitest::environment());
        play.start(QStringLiteral(VEDETTE_CLI_PATH), {u"balagan"_s, u"play"_s, path, u"--battle"_s, QString::number(battle),
                                                     u"--seed"_s, u"7"_s});
        QVERIFY(play.waitForFinished(60000));
        QVERIFY2(play.exitCode() == 0, play.readAllStandardError().constData());
        QVERIFY(device.waitFrames(3, 20000));
        QCOMPARE(revisionOf(device.frames.at(2)), 3);
        const QJsonObject played = stateOf(url.port(), token);
        QCOMPARE(played.value(u"revision"_s).toInt(), 3);
        QVERIFY2(played.value(u"phase"_s) != told2.value(u"phase"_s)
                     || played.value(u"turn"_s) != told2.value(u"turn"_s),
                 QJsonDocument(played).toJson().constData());

        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(30000));
        QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
        QCOMPARE(serve.exitCode(), 0);
        const QString out = QString::fromUtf8(serve.readAllStandardOutput());
        QVERIFY2(out.contains(u"Allies: http://127.0.0.1:"_s), qPrintable(out));
        QVERIFY(out.contains(u"Stopped serving."_s));

        // Served again with the same --links: the links given before still
        // work (the phones follow the battle again by themselves).
        QProcess again;
        again.setProcessEnvironment(clitest::environment());
        again.start(QStringLiteral(VEDETTE_CLI_PATH), {u"serve"_s, path, u"--battle"_s, QString::number(battle), u"--listen"_s,
                                                      u"127.0.0.1:0"_s, u"--links"_s, links});
        QVERIFY(again.waitForStarted());
        QString printed;
        QTRY_VERIFY_WITH_TIMEOUT((printed += QString::fromUtf8(again.readAllStandardOutput())).count(u"?t="_s) >= 2
                                     || again.state() == QProcess::NotRunning,
                                 30000);
        QVERIFY2(again.state() == QProcess::Running, again.readAllStandardError().constData());
        QVERIFY2(printed.contains(u"?t="_s + token + u'\n') && printed.contains(u"?t="_s + frenchToken + u'\n'), qPrintable(printed));
        ::kill(pid_t(again.processId()), SIGTERM);
        QVERIFY(again.waitForFinished(30000));
        QCOMPARE(again.exitCode(), 0);
    }
};

QTEST_MAIN(TestCliServe)
#include "test_cliserve.moc"
