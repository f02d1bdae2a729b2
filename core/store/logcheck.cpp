#include "logcheck.h"

#include <QFile>

#include <chrono>

#include <sqlite3.h>

namespace vedette::store {

LogCheck::LogCheck(const QString &path, const QStringList &tables)
    : mFuture(mPromise.get_future())
{
    mThread = std::thread([this, file = QFile::encodeName(path), tables] { run(file, tables); });
}

LogCheck::~LogCheck()
{
    mCancel = true;
    // An interruption between two tables' checks would be lost (SQLite
    // forgets it when no statement runs): it is repeated until the verdict.
    while (!mHaveVerdict && mFuture.wait_for(std::chrono::milliseconds(0)) != std::future_status::ready) {
        {
            std::lock_guard lock(mDbMutex);
            if (mDb)
                sqlite3_interrupt(mDb);
        }
        mFuture.wait_for(std::chrono::milliseconds(1));
    }
    if (mThread.joinable())
        mThread.join();
}

LogCheck::Verdict LogCheck::verdict()
{
    if (!mHaveVerdict) {
        mVerdict = mFuture.get();
        mHaveVerdict = true;
    }
    return mVerdict;
}

void LogCheck::run(const QByteArray &path, const QStringList &tables)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.constData(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        mPromise.set_value(Verdict::Unknown);
        return;
    }
    sqlite3_busy_timeout(db, 5000);
    {
        // Closing the campaign interrupts the check from now on.
        std::lock_guard lock(mDbMutex);
        mDb = db;
    }
    Verdict verdict = Verdict::Sound;
    for (const QString &table : tables) {
        if (mCancel) {
            verdict = Verdict::Unknown;
            break;
        }
        QByteArray sql = "PRAGMA quick_check(\"" + table.toUtf8().replace('"', "\"\"") + "\")";
        sqlite3_stmt *statement = nullptr;
        int rc = sqlite3_prepare_v2(db, sql.constData(), -1, &statement, nullptr);
        bool sound = rc == SQLITE_OK;
        while (sound && (rc = sqlite3_step(statement)) == SQLITE_ROW) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(statement, 0));
            sound = text && qstrcmp(text, "ok") == 0;
        }
        if (sound && rc != SQLITE_DONE)
            sound = false;
        const int code = sqlite3_errcode(db) & 0xff;
        sqlite3_finalize(statement);
        if (mCancel) {
            verdict = Verdict::Unknown;
            break;
        }
        if (!sound) {
            // SQLITE_CORRUPT and SQLITE_NOTADB say damage; a busy or
            // interrupted check says nothing.
            verdict = rc == SQLITE_ROW || rc == SQLITE_DONE || code == SQLITE_CORRUPT || code == SQLITE_NOTADB
                ? Verdict::Damaged
                : Verdict::Unknown;
            break;
        }
    }
    {
        std::lock_guard lock(mDbMutex);
        mDb = nullptr;
    }
    sqlite3_close(db);
    mPromise.set_value(verdict);
}

} // namespace vedette::store
