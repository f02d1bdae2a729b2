// Following a battle of a campaign file: steps another program (here a
// second store on the same file) commits reach the follower; the referee's
// text to one side is kept in the file and read by that side alone.
#include "controllers/playermessages.h"
#include "document/campaign.h"
#include "document/document.h"
#include "render/playerview.h"
#include "server/battlefollower.h"
#include "store/campaignstore.h"

#include "pgtestserver.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

const QString blenheim = u":/scenarios/blenheim-1704.json"_s;

// A campaign with Blenheim started; the store stays open read-write.
qint64 startBlenheim(store::CampaignStore &store, const QString &path)
{
    if (!store.create(path, u"Follow"_s))
        return 0;
    QFile file(blenheim);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const auto scenario = store.importScenarioJson(file.readAll());
    if (!scenario)
        return 0;
    return store.startBattle({*scenario, u"Blenheim"_s, 7, 0}).value_or(0);
}

} // namespace

class TestBattleFollower : public QObject
{
    Q_OBJECT

private slots:
    void followsWhatAnotherProgramCommits()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"follow.vedette"_s);
        store::CampaignStore writer;
        const qint64 battle = startBlenheim(writer, path);
        QVERIFY2(battle > 0, qPrintable(writer.errorString()));

        server::BattleFollower follower;
        follower.setInterval(20);
        QVERIFY2(follower.open(path, battle), qPrintable(follower.errorString()));
        QCOMPARE(follower.snapshot().table.title(), writer.loadBattle(battle)->title());
        QSignalSpy changed(&follower, &server::BattleFollower::changed);
        follower.check();
        QCOMPARE(changed.count(), 0); // nothing new

        table::Scenario table = *writer.loadBattle(battle);
        table::Unit unit = table.units().first();
        unit.setPosition(unit.position() + QPointF(25, 0));
        table.updateUnit(unit);
        store::PlayRecord play;
        play.ruleSystem = u"balagan"_s;
        play.turn = 1;
        play.phase = u"morale"_s;
        play.side = u"allies"_s;
        store::Commit step;
        step.battle = battle;
        step.table = &table;
        step.play = play;
        journal::JournalEvent entry;
        entry.kind = u"note"_s;
        entry.summary = u"The first bound"_s;
        step.events = {entry};
        QVERIFY2(writer.commit(step), qPrintable(writer.errorString()));
        QVERIFY(changed.wait(2000));
        const server::BattleSnapshot &now = follower.snapshot();
        QCOMPARE(now.table.unit(unit.id())->position(), unit.position());
        QCOMPARE(now.play.turn, 1);
        QCOMPARE(now.log.last().summary, u"The first bound"_s);

        // And the next: what the reader read before is read again, not
        // remembered (the store's own memory of the state of play was for
        // the steps it wrote itself).
        play.turn = 2;
        play.side = u"franco-bavarian"_s;
        store::Commit next;
        next.battle = battle;
        next.play = play;
        unit.setPosition(unit.position() + QPointF(25, 0));
        table.updateUnit(unit);
        next.table = &table;
        QVERIFY(writer.commit(next));
        QVERIFY(changed.wait(2000));
        QCOMPARE(follower.snapshot().play.turn, 2);
        QCOMPARE(follower.snapshot().play.side, u"franco-bavarian"_s);
        QCOMPARE(follower.snapshot().table.unit(unit.id())->position(), unit.position());
        QVERIFY(!follower.open(path, battle + 100));
        QVERIFY(!follower.errorString().isEmpty());
    }

    // A campaign on a PostgreSQL server has no file to watch and no data
    // version: the store's changes() tells when another program wrote the
    // battle, and the battle is not read again while nothing was written.
    void followsACampaignOnAServer()
    {
        if (store::test::PgTestServer::binDirectory().isEmpty())
            QSKIP("postgresql-15 is not installed (packaging/setup-debian.sh installs it)");
        store::test::PgTestServer pg;
        QVERIFY2(pg.start({u"fsync=off"_s}), qPrintable(pg.errorString()));
        QVERIFY(pg.createDatabase(u"follow"_s, true));
        const QString uri = pg.uri(u"follow"_s);
        store::CampaignStore writer;
        const qint64 battle = startBlenheim(writer, uri);
        QVERIFY2(battle > 0, qPrintable(writer.errorString()));

        server::BattleFollower follower;
        follower.setInterval(20);
        QVERIFY2(follower.open(uri, battle), qPrintable(follower.errorString()));
        QSignalSpy changed(&follower, &server::BattleFollower::changed);
        // Many looks at the server, nothing written: nothing new.
        for (int look = 0; look < 10; ++look)
            follower.check();
        QTest::qWait(200);
        QCOMPARE(changed.count(), 0);

        store::Commit step;
        step.battle = battle;
        journal::JournalEvent told;
        told.kind = u"player.message"_s;
        told.summary = u"To the allies: the Nebel is fordable"_s;
        told.detail.insert(u"text"_s, u"The Nebel is fordable"_s);
        told.visibility = u"allies"_s;
        step.events = {told};
        QVERIFY2(writer.commit(step), qPrintable(writer.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0, 20000);
        QCOMPARE(follower.snapshot().log.last().summary, told.summary);
        const qsizetype heard = changed.count();
        for (int look = 0; look < 10; ++look)
            follower.check();
        QCOMPARE(changed.count(), heard);
    }

    void theRefereeWritesToOneSide()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"messages.vedette"_s);
        {
            Document document;
            QVERIFY2(document.campaign()->create(path, u"Messages"_s, blenheim),
                     qPrintable(document.campaign()->errorString()));
            QString why;
            QVERIFY(!playermessages::send(&document, u"allies"_s, u"   "_s, &why));
            QVERIFY(!why.isEmpty());
            QVERIFY(!playermessages::send(&document, u"prussians"_s, u"Hello"_s, &why));
            QVERIFY(!playermessages::send(&document, u"allies"_s, QString(300, u'x'), &why));
            QVERIFY2(playermessages::send(&document, u"allies"_s, u"Hold   Blindheim at all costs"_s, &why),
                     qPrintable(why));
        }
        // The program is gone; the message is in the file.
        store::CampaignStore reader;
        QVERIFY(reader.open(path, store::CampaignStore::Mode::ReadOnly));
        const qint64 battle = reader.battles().first().id;
        server::BattleFollower follower;
        QVERIFY(follower.open(path, battle));
        const auto &snapshot = follower.snapshot();
        const render::PlayerView::SideState allies
            = render::PlayerView::side(u"allies"_s).sideState(snapshot.table, snapshot.play, snapshot.log);
        const render::PlayerView::SideState french
            = render::PlayerView::side(u"franco-bavarian"_s).sideState(snapshot.table, snapshot.play, snapshot.log);
        QCOMPARE(allies.messages.size(), 1);
        QCOMPARE(allies.messages.first().text, u"Hold Blindheim at all costs"_s);
        QCOMPARE(allies.messages.first().kind, u"player.message"_s);
        QVERIFY(french.messages.isEmpty());
        store::JournalFilter filter;
        filter.kinds = {u"player.message"_s};
        const QList<store::JournalEntry> entries = reader.journal(filter);
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().event.visibility, u"allies"_s);
        QCOMPARE(entries.first().battle, battle);
    }
};

QTEST_MAIN(TestBattleFollower)
#include "test_battlefollower.moc"
