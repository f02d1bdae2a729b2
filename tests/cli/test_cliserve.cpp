// vedette-cli serve: the players' server without a window. It writes each
// side's link to --links, serves the side its state, follows a step another
// program commits to the campaign file, and stops cleanly on SIGTERM.
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
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(links), 20000);
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
        QVERIFY(device.waitFrames(1, 10000));
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
        QVERIFY(device.waitFrames(2, 5000));
        QVERIFY(serverclient::get(quint16(url.port()), u"/state.json?t="_s + token).body.contains("The Nebel is fordable"));
        const QJsonObject french = sides.last().toObject();
        const QString frenchToken = QUrlQuery(QUrl(french.value(u"url"_s).toString())).queryItemValue(u"t"_s);
        QVERIFY(!serverclient::get(quint16(url.port()), u"/state.json?t="_s + frenchToken).body.contains("Nebel is fordable"));

        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(10000));
        QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
        QCOMPARE(serve.exitCode(), 0);
        const QString out = QString::fromUtf8(serve.readAllStandardOutput());
        QVERIFY2(out.contains(u"Allies: http://127.0.0.1:"_s), qPrintable(out));
        QVERIFY(out.contains(u"Stopped serving."_s));
    }
};

QTEST_MAIN(TestCliServe)
#include "test_cliserve.moc"
