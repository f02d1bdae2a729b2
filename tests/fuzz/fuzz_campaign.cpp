// libFuzzer target for the campaign file, opened through
// store::CampaignStore as the program opens it (File > Open, the recent
// files, `vedette-cli` verbs on a .vedette file).
//
// The input is not the file itself but a list of damages done to a real
// campaign built at start-up (a bundled scenario, a battle, journal entries,
// saved games, house rules; and a write-ahead log of later steps that a
// machine which lost power leaves beside it): bytes written into the header,
// into b-tree pages (their headers and cell pointers in particular), into
// the log raw or with its checksums made good again (so SQLite believes the
// damaged page), pages copied over others, the file or the log cut short.
// Each input works on a fresh copy in a directory of its own.
//
// Invariants: nothing crashes or leaks; a refused file has a message in
// plain words (no SQLite text), is byte for byte what it was, log included,
// and leaves nothing beside it (no -wal, -shm, -journal or .lock); an
// accepted file answers every read with data or a message, a read-only open
// changes nothing, and no lock is left after closing.

#include "fuzzcheck.h"

#include "journal/journalevent.h"
#include "rules/balagan/houserules.h"
#include "rules/brown/houserules.h"
#include "rules/lightbrigade/savedcharge.h"
#include "rules/tennyson/gamestate.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtEndian>

#include <cstdint>
#include <memory>

using namespace Qt::StringLiterals;
using vedette::store::CampaignStore;
namespace fz = vedette::fuzz;

namespace {

constexpr int kPageSize = 4096; // what CampaignStore::create() gives (SQLite's default)
const QString kFixedTime = u"2025-10-25T11:10:00.000Z"_s;

struct Base
{
    std::unique_ptr<QTemporaryDir> dir;
    QByteArray file; // the campaign, every step checkpointed into it
    QByteArray wal;  // later steps, still in the log
};

Base *base = nullptr;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    fz::check(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size(),
              "cannot write the copy", path);
}

// SQLite's WAL checksum (wal.c, walChecksumBytes): pairs of 32-bit words in
// the byte order the log's magic number names.
void walChecksum(bool bigEndian, const char *bytes, qsizetype size, quint32 &s1, quint32 &s2)
{
    for (qsizetype i = 0; i + 8 <= size; i += 8) {
        const quint32 x0 = bigEndian ? qFromBigEndian<quint32>(bytes + i) : qFromLittleEndian<quint32>(bytes + i);
        const quint32 x1 = bigEndian ? qFromBigEndian<quint32>(bytes + i + 4) : qFromLittleEndian<quint32>(bytes + i + 4);
        s1 += x0 + s2;
        s2 += x1 + s1;
    }
}

// Makes every frame of the log valid again after its pages were changed:
// the header's salts copied into each frame, every checksum recomputed.
void repairWal(QByteArray &wal)
{
    if (wal.size() < 32)
        return;
    char *data = wal.data();
    const bool bigEndian = qFromBigEndian<quint32>(data) & 1;
    const quint32 pageSize = qFromBigEndian<quint32>(data + 8);
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) != 0)
        return;
    quint32 s1 = 0, s2 = 0;
    walChecksum(bigEndian, data, 24, s1, s2);
    qToBigEndian(s1, data + 24);
    qToBigEndian(s2, data + 28);
    for (qsizetype at = 32; at + 24 + qsizetype(pageSize) <= wal.size(); at += 24 + qsizetype(pageSize)) {
        char *frame = data + at;
        std::memcpy(frame + 8, data + 16, 8);
        walChecksum(bigEndian, frame, 8, s1, s2);
        walChecksum(bigEndian, frame + 24, pageSize, s1, s2);
        qToBigEndian(s1, frame + 16);
        qToBigEndian(s2, frame + 20);
    }
}

// Runs statements on the file with a plain connection, not the store's.
// `keepOpen` leaves the connection open so its log is not checkpointed.
void rawSql(const QString &path, const QStringList &statements, const std::function<void()> &whileOpen = {})
{
    const QString name = u"fuzz-raw"_s;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        fz::check(db.open(), "cannot open the base campaign");
        QSqlQuery query(db);
        for (const QString &sql : statements)
            fz::check(query.exec(sql), "base campaign statement failed", sql);
        query.finish();
        if (whileOpen)
            whileOpen();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// The same campaign, byte for byte, every time (timestamps and the log's
// salts fixed), so a finding replays anywhere.
Base *buildBase()
{
    auto result = new Base;
    result->dir = std::make_unique<QTemporaryDir>();
    fz::check(result->dir->isValid(), "no temporary directory");
    const QString path = result->dir->filePath(u"base.vedette"_s);
    qint64 battle = 0;
    {
        CampaignStore store;
        fz::check(store.create(path, u"Crimea 1854"_s), "cannot create the base campaign", store.errorString());
        const QStringList bundled = vedette::store::DefaultCampaign::bundledScenarios();
        fz::check(!bundled.isEmpty(), "no bundled scenario");
        const std::optional<qint64> scenario = store.importScenarioJson(readAll(bundled.first()), u"bundled"_s);
        fz::check(scenario.has_value(), "cannot import the scenario", store.errorString());
        const std::optional<qint64> started = store.startBattle({*scenario, u"First day"_s, 42, 0});
        fz::check(started.has_value(), "cannot start the battle", store.errorString());
        battle = *started;
        std::optional<vedette::table::Scenario> table = store.loadBattle(battle);
        fz::check(table.has_value(), "cannot load the battle", store.errorString());
        vedette::store::Commit step;
        step.battle = battle;
        step.table = &*table;
        step.turn = 2;
        for (int i = 0; i < 40; ++i) {
            vedette::journal::JournalEvent event;
            event.kind = i % 3 ? u"note"_s : u"brown.charge"_s;
            event.summary = u"Entry %1: the Heavy Brigade charges uphill into the Russian cavalry"_s.arg(i);
            event.turn = 1 + i / 20;
            event.time = QDateTime::fromString(kFixedTime, Qt::ISODateWithMs);
            event.detail = QJsonObject{{u"step"_s, i}};
            step.events.append(event);
        }
        fz::check(store.commit(step), "cannot commit", store.errorString());
        namespace lb = vedette::rules::lightbrigade;
        vedette::store::GameState charge;
        charge.kind = lb::SavedCharge::kind();
        charge.version = lb::SavedCharge::kVersion;
        charge.name = u"A charge"_s;
        charge.state = lb::SavedCharge{lb::Game(), lb::SavedCharge::Dice{7, 0}}.toJson();
        fz::check(store.saveGame(charge).has_value(), "cannot save a game", store.errorString());
        vedette::store::GameState cards;
        cards.kind = u"tennyson"_s;
        cards.name = u"Cards"_s;
        cards.state = QJsonObject{{u"format"_s, u"vedette.tennyson.table"_s}, {u"game"_s, vedette::rules::tennyson::GameState().toJson()}};
        fz::check(store.saveGame(cards).has_value(), "cannot save a game", store.errorString());
        fz::check(store.setHouseRules(u"brown"_s, vedette::rules::brown::HouseRules().toJson()), "house rules", store.errorString());
        fz::check(store.setHouseRules(u"balagan"_s, vedette::rules::balagan::HouseRules().toJson()), "house rules",
                  store.errorString());
    }
    // Every text column that holds a time of writing gets one fixed time.
    QStringList fixTimes;
    {
        const QString name = u"fuzz-schema"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            db.setDatabaseName(path);
            fz::check(db.open(), "cannot read the schema");
            QSqlQuery tables(db);
            fz::check(tables.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE '%VIRTUAL%'"_s), "schema");
            QStringList names;
            while (tables.next())
                names.append(tables.value(0).toString());
            for (const QString &table : names) {
                QSqlQuery columns(db);
                fz::check(columns.exec(u"PRAGMA table_info(\"%1\")"_s.arg(table)), "table_info");
                while (columns.next()) {
                    const QString column = columns.value(1).toString();
                    if (column == u"created"_s || column == u"updated"_s || column == u"started"_s)
                        fixTimes.append(u"UPDATE \"%1\" SET %2 = '%3'"_s.arg(table, column, kFixedTime));
                }
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    rawSql(path, fixTimes);
    result->file = readAll(path);
    fz::check(!QFile::exists(path + u"-wal"_s), "the base campaign kept its log");

    // Later steps left in the log, as after a power cut: copied while the
    // connection that wrote them is still open.
    const QString copy = result->dir->filePath(u"pending.vedette"_s);
    rawSql(path,
           {u"PRAGMA wal_autocheckpoint = 0"_s,
            u"INSERT INTO journal (battle_id, turn, time, kind, actors, summary, detail, visibility) "
            "VALUES (%1, 3, '%2', 'note', '[]', 'Written after the last checkpoint', '{}', '')"_s.arg(battle).arg(kFixedTime),
            u"UPDATE battle SET turn = 3 WHERE id = %1"_s.arg(battle),
            u"UPDATE unit SET data = json_set(data, '$.strength', 250) WHERE battle_id = %1"_s.arg(battle)},
           [&] {
               fz::check(QFile::copy(path, copy) && QFile::copy(path + u"-wal"_s, copy + u"-wal"_s), "cannot copy the log");
           });
    fz::check(readAll(copy) == result->file, "the log's writer changed the file");
    result->wal = readAll(copy + u"-wal"_s);
    fz::check(result->wal.size() > 32 + kPageSize, "the log is empty");
    qToBigEndian<quint32>(0x56454454, result->wal.data() + 16); // "VEDT": the salts SQLite drew at random
    qToBigEndian<quint32>(0x46555a5a, result->wal.data() + 20);
    repairWal(result->wal);
    return result;
}

// Reads the input as a list of damages (see the top of this file).
class Damage
{
public:
    Damage(const std::uint8_t *data, std::size_t size)
        : mData(data)
        , mSize(size)
    {
    }

    bool atEnd() const { return mAt >= mSize; }
    std::uint8_t byte() { return mAt < mSize ? mData[mAt++] : 0; }
    quint32 u16() { return quint32(byte()) << 8 | byte(); }
    quint32 u24() { return u16() << 8 | byte(); }
    QByteArray bytes()
    {
        const std::size_t length = std::min<std::size_t>(byte() % 16 + 1, mSize - std::min(mAt, mSize));
        const QByteArray result(reinterpret_cast<const char *>(mData + mAt), qsizetype(length));
        mAt += length;
        return result;
    }

private:
    const std::uint8_t *mData;
    std::size_t mSize;
    std::size_t mAt = 0;
};

void overwrite(QByteArray &target, qsizetype at, const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size() && at + i < target.size(); ++i)
        target[at + i] = bytes[i];
}

qsizetype pages(const QByteArray &file)
{
    return std::max<qsizetype>(1, (file.size() + kPageSize - 1) / kPageSize);
}

QStringList listing(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

// SQLite's own words, which a referee should never be shown.
void checkPlainWords(const QString &message)
{
    for (const char *raw : {"malformed", "Unable to fetch", "Unable to execute", "file is not a database", "disk image",
                            "Error opening database", "SQLITE_", "btreeInitPage", "*** in database"}) {
        fz::check(!message.contains(QLatin1StringView(raw), Qt::CaseInsensitive), "SQLite's words in a message", message);
    }
}

// Everything the program reads from an open campaign.
void readEverything(CampaignStore &store)
{
    auto checkFailure = [&](bool ok) {
        if (!ok)
            fz::checkRefusal(store.errorString());
    };
    store.campaignName();
    for (const vedette::store::ScenarioInfo &info : store.scenarios()) {
        checkFailure(store.scenario(info.id).has_value());
        checkFailure(store.exportScenarioJson(info.id).has_value());
        store.battlesOf(info.id);
    }
    for (const vedette::store::BattleInfo &info : store.battles()) {
        checkFailure(store.loadBattle(info.id).has_value());
        checkFailure(store.exportBattleJson(info.id).has_value());
        vedette::store::JournalFilter ofBattle;
        ofBattle.battle = info.id;
        store.journalCount(ofBattle);
    }
    const QList<vedette::store::JournalEntry> entries = store.journal();
    store.journalCount();
    store.journalKinds();
    vedette::store::JournalFilter search;
    search.text = u"charge"_s;
    store.journal(search);
    if (!entries.isEmpty())
        store.journalEntry(entries.constLast().id);
    // The games and house rules go to their readers, as the windows do.
    for (const vedette::store::GameState &game : store.games()) {
        QString error;
        if (game.kind == vedette::rules::lightbrigade::SavedCharge::kind()
            && !vedette::rules::lightbrigade::SavedCharge::fromJson(game.state, &error))
            fz::checkRefusal(error);
        if (game.kind == u"tennyson"_s && !vedette::rules::tennyson::GameState::fromJson(game.state.value(u"game"_s).toObject(), &error))
            fz::checkRefusal(error);
    }
    QString error;
    if (!vedette::rules::brown::HouseRules::fromJson(store.houseRules(u"brown"_s), &error))
        fz::checkRefusal(error);
    if (!vedette::rules::balagan::HouseRules::fromJson(store.houseRules(u"balagan"_s), &error))
        fz::checkRefusal(error);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    base = buildBase();
    // The undamaged campaign opens both ways, with and without its log.
    for (int mode = 0; mode < 4; ++mode) {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"c.vedette"_s);
        writeAll(path, base->file);
        if (mode & 2)
            writeAll(path + u"-wal"_s, base->wal);
        CampaignStore store;
        fz::check(store.open(path, mode & 1 ? CampaignStore::Mode::ReadOnly : CampaignStore::Mode::ReadWrite),
                  "the undamaged campaign does not open", store.errorString());
        fz::check(store.journalCount() == (mode & 2 ? 42 : 41), "the log was not read",
                  QString::number(store.journalCount()));
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Damage damage(data, size);
    const std::uint8_t flags = damage.byte();
    const bool readOnly = flags & 1;
    const bool withLog = flags & 2;
    QByteArray file = base->file;
    QByteArray wal = base->wal;
    bool repairLog = false;
    for (int op = 0; op < 64 && !damage.atEnd(); ++op) {
        switch (damage.byte() % 8) {
        case 0: { // bytes anywhere in a page
            const qsizetype page = damage.u16() % pages(file);
            const qsizetype at = page * kPageSize + damage.u16() % kPageSize;
            overwrite(file, at, damage.bytes());
            break;
        }
        case 1: // the database header
            overwrite(file, damage.byte() % 100, damage.bytes());
            break;
        case 2: { // a b-tree page header and its cell pointers
            const qsizetype page = damage.u16() % pages(file);
            overwrite(file, page * kPageSize + (page == 0 ? 100 : 0) + damage.byte() % 64, damage.bytes());
            break;
        }
        case 3: { // the file cut short, at a page boundary or anywhere
            const quint32 where = damage.u24();
            file.truncate(where & 1 ? qsizetype(where >> 1) % (file.size() + 1)
                                    : (qsizetype(where >> 1) % pages(file)) * kPageSize);
            break;
        }
        case 4: // the log, raw: its checksums no longer match from there on
            if (!wal.isEmpty())
                overwrite(wal, qsizetype(damage.u24()) % wal.size(), damage.bytes());
            break;
        case 5: { // a page in the log, checksums made good afterwards
            const qsizetype frames = std::max<qsizetype>(1, (wal.size() - 32) / (24 + kPageSize));
            const qsizetype at = 32 + (damage.u16() % frames) * (24 + kPageSize) + 24 + damage.u16() % kPageSize;
            overwrite(wal, at, damage.bytes());
            repairLog = true;
            break;
        }
        case 6: // the log cut short
            wal.truncate(qsizetype(damage.u24()) % (wal.size() + 1));
            break;
        case 7: { // one page copied over another
            const qsizetype from = damage.u16() % pages(file);
            const qsizetype to = damage.u16() % pages(file);
            const QByteArray page = file.mid(from * kPageSize, kPageSize);
            overwrite(file, to * kPageSize + (to == 0 ? 100 : 0), page.mid(to == 0 ? 100 : 0));
            break;
        }
        }
    }
    if (repairLog)
        repairWal(wal);

    QTemporaryDir dir(base->dir->filePath(u"run-XXXXXX"_s));
    fz::check(dir.isValid(), "no directory for the copy");
    const QString path = dir.filePath(u"damaged.vedette"_s);
    writeAll(path, file);
    if (withLog)
        writeAll(path + u"-wal"_s, wal);
    const QStringList before = listing(dir.path());

    CampaignStore store;
    const bool opened = store.open(path, readOnly ? CampaignStore::Mode::ReadOnly : CampaignStore::Mode::ReadWrite);
    // VEDETTE_FUZZ_VERBOSE=1 says what became of each input, to check that a seed does what its name says.
    static const bool verbose = qEnvironmentVariableIsSet("VEDETTE_FUZZ_VERBOSE");
    if (verbose)
        std::fprintf(stderr, "%s%s: %s\n", readOnly ? "read-only" : "read-write", withLog ? " with log" : "",
                     opened ? "opened" : qPrintable(store.errorString()));
    if (!opened) {
        fz::checkRefusal(store.errorString());
        checkPlainWords(store.errorString());
        fz::check(store.error() != CampaignStore::Error::None, "refused without an error code");
        fz::check(!store.isOpen(), "refused but open");
        fz::check(readAll(path) == file, "a refused file was changed", store.errorString());
        if (withLog)
            fz::check(readAll(path + u"-wal"_s) == wal, "a refused file's log was changed", store.errorString());
        fz::check(listing(dir.path()) == before, "a refused file left something beside it",
                  listing(dir.path()).join(u' ') + u": "_s + store.errorString());
        return 0;
    }
    readEverything(store);
    if (!readOnly) {
        // A step written to a damaged file is written or refused with a message, never half done.
        if (!store.addNote(0, 1, u"Written to a damaged file"_s))
            fz::checkRefusal(store.errorString());
    }
    store.close();
    fz::check(!QFile::exists(path + u".lock"_s), "a lock left after closing");
    if (readOnly) {
        fz::check(readAll(path) == file, "a read-only open changed the file");
        if (withLog)
            fz::check(readAll(path + u"-wal"_s) == wal, "a read-only open changed the log");
    }
    return 0;
}
