#pragma once

#include "store/campaignrecords.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace vedette::store {

class CampaignFile;

// Following a campaign that other programs write too: what they wrote since
// the last look (CampaignStore::changes()), told apart from what this
// program wrote itself.
//
// A file: another connection's commit moves SQLite's data version; a
// battle whose table or state of play was written has a new `updated`, and
// entries come in the order written. A server: each battle's revision (and
// the campaign's, for steps of no battle) moves with every step, and the
// entries of one battle after the last seen are all new.
//
// The first look only notes where things stand and reports nothing.
class Following
{
public:
    explicit Following(CampaignFile &file)
        : mFile(file)
    {
    }

    Changes changes();
    // Entries this program wrote: never reported as news.
    void wrote(const QList<qint64> &entries);
    // This program's step moved `battle` to `revision` (a server): no news,
    // unless another program's step slipped in before it.
    void wroteRevision(qint64 battle, qint64 revision);
    // Forgets all it knew (the campaign closed or another opened).
    void reset();

private:
    CampaignFile &mFile;
    // What the last look knew: each battle's revision (0: the campaign's),
    // the newest entry seen per battle (0: of none; -1: of all, a file), a
    // file's data version and its battles' last writes.
    bool mMarked = false;
    QHash<qint64, qint64> mRevisions;
    QHash<qint64, qint64> mLastEntries;
    QHash<qint64, QString> mBattleStamps;
    qint64 mDataVersion = 0;
    QSet<qint64> mOwnEntries;
};

} // namespace vedette::store
