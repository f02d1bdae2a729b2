// Following a campaign that other programs write too (following.h): the
// looks CampaignStore::changes() takes, on a file and on a server.

#include "following.h"

#include "campaignfile.h"
#include "dialect.h"
#include "store/campaignstore.h"

#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::store {

void Following::wrote(const QList<qint64> &entries)
{
    for (qint64 id : entries)
        mOwnEntries.insert(id);
}

void Following::wroteRevision(qint64 battle, qint64 revision)
{
    auto known = mRevisions.find(battle);
    if (known != mRevisions.end() && *known + 1 == revision)
        *known = revision;
}

void Following::reset()
{
    mMarked = false;
    mRevisions.clear();
    mLastEntries.clear();
    mBattleStamps.clear();
    mDataVersion = 0;
    mOwnEntries.clear();
}

Changes Following::changes()
{
    Changes result;
    mFile.clearError();
    // A poll does not wait for a server that went away: the next one tries again.
    if (!mFile.readable() || !mFile.ensureConnected(0))
        return result;
    const bool server = mFile.dialect().hasSeveralWriters();
    QSqlQuery query(mFile.db());
    auto newest = [&](const QString &sql, qint64 battle) {
        // The entries after the last seen, of one battle (0: of none) or of all (-1).
        const qint64 after = mLastEntries.value(battle);
        const QVariantList values = battle > 0 ? QVariantList{after, battle} : QVariantList{after};
        if (!mFile.run(query, sql, values))
            return;
        while (query.next()) {
            const qint64 id = query.value(0).toLongLong();
            const qint64 owner = query.value(1).toLongLong();
            mLastEntries[battle] = std::max(mLastEntries.value(battle), id);
            if (!mOwnEntries.contains(id)) {
                result.entries.append(id);
                if (owner != 0 && !result.battles.contains(owner))
                    result.battles.append(owner);
            }
        }
        query.finish();
    };

    if (!server) {
        // A file: another connection's commit moves the data version. Its
        // entries come in the order written (one writer at a time), and a
        // battle whose table or state of play was written has a new time.
        const qint64 version = mFile.dataVersion();
        if (mMarked && version == mDataVersion)
            return result;
        QHash<qint64, QString> stamps;
        if (query.exec(u"SELECT id, updated FROM battle"_s)) {
            while (query.next())
                stamps.insert(query.value(0).toLongLong(), query.value(1).toString());
        }
        query.finish();
        if (!mMarked) {
            if (query.exec(u"SELECT coalesce(max(id), 0) FROM journal"_s) && query.next())
                mLastEntries[-1] = query.value(0).toLongLong();
            query.finish();
        } else {
            for (auto it = stamps.cbegin(); it != stamps.cend(); ++it) {
                if (mBattleStamps.value(it.key()) != it.value())
                    result.battles.append(it.key());
            }
            newest(u"SELECT id, coalesce(battle_id, 0) FROM journal WHERE id > ? ORDER BY id"_s, -1);
        }
        mBattleStamps = stamps;
        mDataVersion = version;
        mMarked = true;
        return result;
    }

    // A server: each battle's revision (and the campaign's, for steps of no
    // battle) moves with every step; the steps of one battle are written one
    // after the other, so its entries after the last seen are all new.
    QHash<qint64, qint64> revisions;
    // The first look also notes each battle's newest entry (by its index).
    const QString newestOf = mMarked ? u", 0"_s : u", (SELECT max(j.id) FROM journal j WHERE j.battle_id = battle.id)"_s;
    const QString newestOfNone = mMarked ? u", 0"_s : u", (SELECT max(j.id) FROM journal j WHERE j.battle_id IS NULL)"_s;
    if (!query.exec(u"SELECT id, revision%1 FROM battle UNION ALL SELECT 0, revision%2 FROM campaign"_s.arg(newestOf, newestOfNone))) {
        // The server went away since the last look: said at once (the
        // window's banner), and the next look tries to connect again.
        mFile.failQuery(query);
        if (mFile.mayRetry() || !mFile.db().isOpen())
            mFile.fail(CampaignStore::Error::Unreachable, mFile.errorString());
        return result;
    }
    while (query.next()) {
        revisions.insert(query.value(0).toLongLong(), query.value(1).toLongLong());
        if (!mMarked)
            mLastEntries.insert(query.value(0).toLongLong(), query.value(2).toLongLong());
    }
    query.finish();
    if (!mMarked) {
        mRevisions = revisions;
        mMarked = true;
        return result;
    }
    for (auto it = revisions.cbegin(); it != revisions.cend(); ++it) {
        if (mRevisions.value(it.key(), -1) == it.value())
            continue;
        const qint64 battle = it.key();
        if (battle != 0 && !result.battles.contains(battle))
            result.battles.append(battle);
        if (battle == 0)
            newest(u"SELECT id, 0 FROM journal WHERE id > ? AND battle_id IS NULL ORDER BY id"_s, 0);
        else
            newest(u"SELECT id, battle_id FROM journal WHERE id > ? AND battle_id = ? ORDER BY id"_s, battle);
    }
    mRevisions = revisions;
    std::sort(result.entries.begin(), result.entries.end());
    return result;
}

} // namespace vedette::store
