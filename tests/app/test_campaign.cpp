#include "test_campaignfixture.h"

#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignstore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using vedette::Campaign;
using vedette::Document;
namespace store = vedette::store;
namespace table = vedette::table;

namespace {

// Moves a unit: the kind of command the table tools push.
class MoveUnit : public QUndoCommand
{
public:
    MoveUnit(Document *document, const QString &id, QPointF to)
        : mDocument(document)
        , mId(id)
        , mTo(to)
        , mFrom(document->scenario().unit(id)->position())
    {
        setText(u"Move"_s);
    }
    void redo() override { place(mTo); }
    void undo() override { place(mFrom); }

private:
    void place(QPointF at)
    {
        table::Unit unit = *mDocument->scenario().unit(mId);
        unit.setPosition(at);
        mDocument->scenario().updateUnit(unit);
    }
    Document *mDocument;
    QString mId;
    QPointF mTo;
    QPointF mFrom;
};

QList<store::JournalEntry> journalOf(const QString &path)
{
    store::CampaignStore reader;
    if (!reader.open(path, store::CampaignStore::Mode::ReadOnly))
        qFatal("cannot reopen: %s", qPrintable(reader.errorString()));
    return reader.journal();
}

} // namespace

class TestCampaign : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    QString newCampaign(Document &document, const QString &name)
    {
        const QString path = mDir.filePath(name + u".vedette"_s);
        if (!document.campaign()->create(path, name, fixture::writeScenarioJson(mDir.path())))
            qFatal("create failed: %s", qPrintable(document.campaign()->errorString()));
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
    }

    void createStartsFirstBattle()
    {
        Document document;
        QSignalSpy battleChanged(document.campaign(), &Campaign::currentBattleChanged);
        const QString path = newCampaign(document, u"create"_s);
        Campaign *campaign = document.campaign();
        QVERIFY(campaign->isOpen());
        QVERIFY(!campaign->isReadOnly());
        QCOMPARE(campaign->name(), u"create"_s);
        QCOMPARE(document.filePath(), campaign->filePath());
        QVERIFY(campaign->currentBattle() != 0);
        QCOMPARE(battleChanged.count(), 1);
        QCOMPARE(document.scenario().units().size(), 3);
        QCOMPARE(document.scenario().unit(u"l17"_s)->name(), u"17th Lancers"_s);
        QCOMPARE(document.displayName(), u"create"_s);
        QVERIFY(QFileInfo::exists(path));
        // Creating over an existing file is refused and leaves it alone.
        document.campaign()->close();
        QVERIFY(!document.campaign()->isOpen());
        QCOMPARE(document.campaign()->currentBattle(), 0);
        const QByteArray before = fixture::fileBytes(path);
        Document other;
        QVERIFY(!other.campaign()->create(path, u"again"_s, fixture::writeScenarioJson(mDir.path())));
        QCOMPARE(other.campaign()->error(), Campaign::Error::Exists);
        QCOMPARE(fixture::fileBytes(path), before);
    }

    void everyStepIsWrittenAndReopens()
    {
        QString path;
        QPointF moved(700, 500);
        {
            Document document;
            path = newCampaign(document, u"steps"_s);
            // A command and the log entry it produced are one step, written at once.
            QVERIFY(document.push(new MoveUnit(&document, u"l17"_s, moved),
                                  {fixture::event(u"dice.roll"_s, u"17th Lancers test morale: pass"_s, 1, {u"l17"_s}, {5, 2})}));
            QVERIFY(!document.campaign()->hasPendingStep());
            // A second move, logged, undone: the undo is written too, with its entry.
            QVERIFY(document.push(new MoveUnit(&document, u"h11"_s, {300, 300}),
                                  {fixture::event(u"note"_s, u"The 11th Hussars go forward"_s, 1, {u"h11"_s})}));
            document.undoStack()->undo();
            QVERIFY(!document.campaign()->hasPendingStep());
            // A move that logged nothing (a set-up move), undone: the table
            // is written, the log gets no entry.
            QVERIFY(document.push(new MoveUnit(&document, u"l17"_s, {100, 100})));
            document.undoStack()->undo();
            QVERIFY(!document.campaign()->hasPendingStep());
            // The document is destroyed without a close(): nothing is lost.
        }
        Document reopened;
        QVERIFY2(reopened.campaign()->open(path), qPrintable(reopened.campaign()->errorString()));
        QCOMPARE(reopened.scenario().unit(u"l17"_s)->position(), moved);
        QCOMPARE(reopened.scenario().unit(u"h11"_s)->position(), QPointF(600, 900));
        table::Scenario expected = fixture::sampleScenario();
        table::Unit lancers = *expected.unit(u"l17"_s);
        lancers.setPosition(moved);
        expected.updateUnit(lancers);
        QCOMPARE(reopened.scenario().units(), expected.units());

        const QList<store::JournalEntry> journal = reopened.campaign()->store()->journal();
        QVERIFY(journal.size() >= 3);
        QCOMPARE(journal.constLast().event.kind, u"undo"_s);
        QCOMPARE(journal.at(journal.size() - 2).event.summary, u"The 11th Hussars go forward"_s);
        QCOMPARE(journal.at(journal.size() - 2).voidedBy, journal.constLast().id);
        const store::JournalEntry &last = journal.at(journal.size() - 3);
        QCOMPARE(last.event.kind, u"dice.roll"_s);
        QCOMPARE(last.event.summary, u"17th Lancers test morale: pass"_s);
        QCOMPARE(last.event.rolls.size(), 1);
        QCOMPARE(last.event.rolls.constFirst().faces(), (QList<int>{5, 2}));
        QCOMPARE(last.battle, reopened.campaign()->currentBattle());
        QVERIFY(last.event.time.isValid());

        // Opening the campaign that is already open (Open Recent) keeps it as it is.
        const qint64 battle = reopened.campaign()->currentBattle();
        QVERIFY(reopened.campaign()->open(path));
        QVERIFY(!reopened.campaign()->isReadOnly());
        QCOMPARE(reopened.campaign()->currentBattle(), battle);
    }

    void damagedFileIsRefusedUntouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("garbage") << QByteArray("this is not a campaign at all\n").repeated(100);
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("sqlite header only") << QByteArray("SQLite format 3\0", 16) + QByteArray(84, '\0');
    }

    void damagedFileIsRefusedUntouched()
    {
        QFETCH(QByteArray, content);
        Document document;
        const QString good = newCampaign(document, u"good-"_s + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
        const qint64 battle = document.campaign()->currentBattle();

        const QString bad = mDir.filePath(u"bad.vedette"_s);
        QFile::remove(bad);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();

        QVERIFY(!document.campaign()->open(bad));
        QVERIFY(!document.campaign()->errorString().isEmpty());
        QVERIFY(document.campaign()->error() != Campaign::Error::None);
        QCOMPARE(fixture::fileBytes(bad), content);
        // The campaign open before stays open.
        QCOMPARE(document.campaign()->filePath(), good);
        QCOMPARE(document.campaign()->currentBattle(), battle);
    }

    void truncatedCampaignIsRefusedUntouched()
    {
        QString path;
        {
            Document document;
            path = newCampaign(document, u"truncate"_s);
        }
        QByteArray bytes = fixture::fileBytes(path);
        QVERIFY(bytes.size() > 4096);
        bytes.truncate(bytes.size() / 2);
        bytes.replace(200, 64, QByteArray(64, '\xff'));
        const QString bad = mDir.filePath(u"truncated.vedette"_s);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        Document document;
        QVERIFY(!document.campaign()->open(bad));
        QVERIFY(!document.campaign()->isOpen());
        QCOMPARE(fixture::fileBytes(bad), bytes);
    }

    void lockedFileOpensReadOnly()
    {
        Document first;
        const QString path = newCampaign(first, u"locked"_s);
        QVERIFY(first.campaign()->flush());
        const qsizetype entries = first.campaign()->store()->journal().size();

        Document second;
        QVERIFY(!second.campaign()->open(path));
        QVERIFY2(second.campaign()->error() == Campaign::Error::Locked, qPrintable(second.campaign()->errorString()));
        QVERIFY(second.campaign()->open(path, Campaign::Mode::ReadOnly));
        QVERIFY(second.campaign()->isReadOnly());
        QCOMPARE(second.scenario().units().size(), 3);
        // Edits in a read-only campaign are refused: neither the table nor the file changes.
        const QPointF before = second.scenario().unit(u"l17"_s)->position();
        QVERIFY(!second.push(new MoveUnit(&second, u"l17"_s, {10, 10})));
        QCOMPARE(second.scenario().unit(u"l17"_s)->position(), before);
        QVERIFY(second.lastError().contains(u"read-only"_s));
        QVERIFY(!second.record(fixture::event(u"note"_s, u"not saved"_s, 0)));
        QVERIFY(!second.campaign()->addNote(u"nor this"_s));
        QCOMPARE(second.campaign()->error(), Campaign::Error::ReadOnly);
        second.campaign()->close();
        first.campaign()->close();
        QCOMPARE(journalOf(path).size(), entries);
    }

    void notesAndVoids()
    {
        Document document;
        newCampaign(document, u"notes"_s);
        Campaign *campaign = document.campaign();
        QSignalSpy appended(campaign, &Campaign::journalAppended);
        QSignalSpy voided(campaign, &Campaign::entryVoided);
        document.record(fixture::event(u"brown.charge"_s, u"Charge: the guns are taken"_s, 2, {u"l17"_s}, {6}));
        QVERIFY(campaign->flush());
        QCOMPARE(appended.count(), 1);
        const qint64 charge = appended.constLast().constFirst().value<QList<qint64>>().constLast();

        const std::optional<qint64> note = campaign->addNote(u"Lord Lucan disputes the order"_s);
        QVERIFY(note);
        const std::optional<qint64> voiding = campaign->voidEntry(charge, u"wrong target"_s);
        QVERIFY(voiding);
        QCOMPARE(voided.count(), 1);
        QCOMPARE(voided.constFirst().at(0).toLongLong(), charge);
        // Nothing is deleted: the charge is still there, marked void.
        const auto entry = campaign->store()->journalEntry(charge);
        QVERIFY(entry);
        QCOMPARE(entry->voidedBy, *voiding);
        QCOMPARE(campaign->store()->journalEntry(*note)->event.summary, u"Lord Lucan disputes the order"_s);
        QCOMPARE(campaign->store()->journalEntry(*note)->battle, campaign->currentBattle());
        // Voiding twice is refused.
        QVERIFY(!campaign->voidEntry(charge, u"again"_s));
    }

    void newBattleCarriesStrength()
    {
        Document document;
        newCampaign(document, u"carry"_s);
        Campaign *campaign = document.campaign();
        const qint64 first = campaign->currentBattle();
        table::Unit lancers = *document.scenario().unit(u"l17"_s);
        lancers.setStrength(250);
        document.scenario().updateUnit(lancers);
        QVERIFY(campaign->flush());

        const qint64 scenario = campaign->store()->battleInfo(first)->scenarioId;
        store::NewBattle fresh;
        fresh.scenarioId = scenario;
        fresh.name = u"Fresh"_s;
        const std::optional<qint64> freshId = campaign->startBattle(fresh);
        QVERIFY(freshId);
        QCOMPARE(campaign->currentBattle(), *freshId);
        QCOMPARE(document.scenario().unit(u"l17"_s)->strength(), 600);

        store::NewBattle carried;
        carried.scenarioId = scenario;
        carried.name = u"Second day"_s;
        carried.carryStrengthFrom = first;
        const std::optional<qint64> carriedId = campaign->startBattle(carried);
        QVERIFY(carriedId);
        QCOMPARE(document.scenario().unit(u"l17"_s)->strength(), 250);
        QCOMPARE(document.scenario().unit(u"h11"_s)->strength(), 600);
        QCOMPARE(campaign->currentBattleName(), u"Second day"_s);

        // Switching back restores the first battle's table, with no undo
        // history from the other battle.
        QVERIFY(campaign->setCurrentBattle(first));
        QCOMPARE(document.scenario().unit(u"l17"_s)->strength(), 250);
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void reopenContinuesLastBattle()
    {
        QString path;
        qint64 second = 0;
        {
            Document document;
            path = newCampaign(document, u"last"_s);
            store::NewBattle options;
            options.scenarioId = document.campaign()->store()->scenarios().constFirst().id;
            options.name = u"Later"_s;
            second = document.campaign()->startBattle(options).value_or(0);
            QVERIFY(second != 0);
            table::Unit battery = *document.scenario().unit(u"don"_s);
            battery.setFacing(180);
            document.scenario().updateUnit(battery);
        }
        Document document;
        QVERIFY(document.campaign()->open(path));
        QCOMPARE(document.campaign()->currentBattle(), second);
        QCOMPARE(document.scenario().unit(u"don"_s)->facing(), 180.0);
    }

    void battleKeepsItsDiceSeed()
    {
        QString path;
        qint64 first = 0;
        qint64 second = 0;
        {
            Document document;
            path = newCampaign(document, u"seeds"_s);
            first = document.campaign()->currentBattle();
            const std::uint64_t given = document.campaign()->store()->battleInfo(first)->diceSeed;
            QVERIFY(given != 0);
            // Opening a battle hands its seed to the dice.
            QCOMPARE(document.dice()->seed(), given);
            // The referee sets another seed in the tray: the battle keeps it.
            document.dice()->setSeed(4242);
            QCOMPARE(document.campaign()->store()->battleInfo(first)->diceSeed, std::uint64_t(4242));
            store::NewBattle options;
            options.scenarioId = document.campaign()->store()->scenarios().constFirst().id;
            options.diceSeed = 777;
            second = document.campaign()->startBattle(options).value_or(0);
            QVERIFY(second != 0);
            QCOMPARE(document.dice()->seed(), std::uint64_t(777));
            // The first battle's seed is not overwritten by switching away.
            QCOMPARE(document.campaign()->store()->battleInfo(first)->diceSeed, std::uint64_t(4242));
            QVERIFY(document.campaign()->setCurrentBattle(first));
            QCOMPARE(document.dice()->seed(), std::uint64_t(4242));
            QVERIFY(document.campaign()->setCurrentBattle(second));
        }
        Document document;
        QVERIFY(document.campaign()->open(path));
        QCOMPARE(document.campaign()->currentBattle(), second);
        QCOMPARE(document.dice()->seed(), std::uint64_t(777));
    }

    void importScenarioReportsBadJson()
    {
        Document document;
        newCampaign(document, u"import"_s);
        const QString bad = mDir.filePath(u"bad.json"_s);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"vedette-scenario","version":1,"title":"Bad","table":{"width":-5}})");
        file.close();
        QSignalSpy changed(document.campaign(), &Campaign::contentsChanged);
        QVERIFY(!document.campaign()->importScenario(bad));
        QVERIFY(!document.campaign()->errorString().isEmpty());
        QCOMPARE(changed.count(), 0);
        QVERIFY(document.campaign()->importScenario(fixture::writeScenarioJson(mDir.path())));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(document.campaign()->store()->scenarios().size(), 2);
    }
};

QTEST_MAIN(TestCampaign)
#include "test_campaign.moc"
