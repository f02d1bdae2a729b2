#pragma once

// What the parts of the campaign store share: its private state and the
// small conversions between model values and SQL values. Internal to core/store.

#include "campaignstore.h"


#include "table/scenario.h"
#include "table/scenariojson.h"
#include "table/templatejson.h"
#include "table/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QtEndian>

#include <array>
#include <functional>
#include <atomic>
#include <map>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace detail {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::CampaignStore)
};

inline QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

inline QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

inline QDateTime timeFromText(const QString &text)
{
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    return time.isValid() ? time.toUTC() : time;
}

inline QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

inline QByteArray compact(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

inline QJsonObject objectFrom(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toByteArray()).object();
}

// Qt SQL binds a null QString as NULL; the schema's text columns are NOT NULL.
inline QString text(const QString &value)
{
    return value.isNull() ? QString(u""_s) : value;
}

// NULL for "no battle" (0), as the schema wants.
inline QVariant battleValue(qint64 battle)
{
    return battle == 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(battle);
}

// model values (cheap) and serialises only what changed.
struct TableCache
{
    QByteArray settings;                // the settings JSON as stored
    std::optional<table::Scenario> table; // the table as stored
};


} // namespace detail

using namespace detail;

class CampaignStore::Private
{
public:
    ~Private() { closeConnection(); }

    bool fail(Error error, const QString &message)
    {
        mError = error;
        mErrorString = message;
        return false;
    }
    bool failQuery(const QSqlQuery &query)
    {
        return fail(Error::Database, Tr::tr("The campaign file could not be written or read: %1").arg(query.lastError().text()));
    }
    void clearError()
    {
        mError = Error::None;
        mErrorString.clear();
    }

    // `immutable`: read-only, and SQLite creates nothing beside the file
    // (no -wal, no -shm), for checking a file nobody has open.
    bool openConnection(const QString &path, bool readOnly, bool immutable = false);
    void closeConnection();

    bool writable()
    {
        if (!mDb.isOpen())
            return fail(Error::Invalid, Tr::tr("No campaign is open."));
        if (mReadOnly)
            return fail(Error::ReadOnly, Tr::tr("The campaign is open read-only; nothing can be changed."));
        return true;
    }
    bool readable() const { return mDb.isOpen(); }

    // A prepared statement, kept for reuse (autosave writes the same few
    // statements thousands of times).
    QSqlQuery &prepared(const QString &sql)
    {
        auto it = mQueries.find(sql);
        if (it == mQueries.end()) {
            auto query = std::make_unique<QSqlQuery>(mDb);
            query->prepare(sql);
            it = mQueries.emplace(sql, std::move(query)).first;
        }
        return *it->second;
    }

    bool begin()
    {
        if (!mDb.transaction())
            return fail(Error::Database, Tr::tr("Cannot start writing the campaign: %1").arg(mDb.lastError().text()));
        return true;
    }
    bool end()
    {
        if (!mDb.commit()) {
            const QString message = mDb.lastError().text();
            mDb.rollback();
            return fail(Error::Database, Tr::tr("Cannot write the campaign: %1").arg(message));
        }
        return true;
    }
    bool abort()
    {
        mDb.rollback();
        return false;
    }

    std::optional<qint64> insertEvent(qint64 battle, const journal::JournalEvent &event, qint64 game = 0);
    bool writePlay(qint64 battle, const PlayRecord &play);
    bool setVoidedBy(const QList<qint64> &entries, qint64 voidedBy);
    bool writeTable(qint64 battle, const table::Scenario &scenario, TableCache &cache);
    std::optional<table::Scenario> readTable(qint64 battle, TableCache *cache) const;
    std::optional<qint64> saveGame(const GameState &game);
    bool battleExists(qint64 battle) const;

    QList<JournalEntry> readEntries(QSqlQuery &query) const;
    QString whereClause(const JournalFilter &filter, QVariantList &values) const;

    QSqlDatabase mDb;
    QString mConnectionName;
    std::map<QString, std::unique_ptr<QSqlQuery>> mQueries;
    std::unique_ptr<QLockFile> mLock;
    QString mPath;
    bool mReadOnly = false;
    bool mFts = false;
    int mFileVersion = 0;
    QString mBackupPath;
    Error mError = Error::None;
    QString mErrorString;
    QList<qint64> mLastEntryIds;
    QList<qint64> mLastGameIds;
    mutable QHash<qint64, TableCache> mTables;
    // The state of play as last written per battle, to skip unchanged ones.
    mutable QHash<qint64, PlayRecord> mPlays;
};

} // namespace vedette::store
