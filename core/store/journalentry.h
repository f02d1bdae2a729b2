#pragma once

#include "journal/journalevent.h"

#include <QStringList>

#include <optional>

namespace vedette::store {

// One stored entry of the campaign log.
struct JournalEntry
{
    qint64 id = 0;        // increases with every entry: the order of the log
    qint64 battle = 0;    // 0 = campaign-wide entry (not tied to a battle)
    qint64 game = 0;      // the solo or card game it belongs to, 0 = none
    journal::JournalEvent event;
    qint64 voidedBy = 0;  // id of the "void" entry that cancelled this one, 0 = valid

    bool isVoided() const { return voidedBy != 0; }
};

// The key of a battle's own side, general or unit among the names of the
// log's actors (LogExport::Context::actorNames): ids repeat from battle to
// battle, so "@<battle>/<id>".
inline QString battleActorKey(qint64 battle, const QString &actor)
{
    return u'@' + QString::number(battle) + u'/' + actor;
}

// Which entries to read. Empty fields do not filter.
struct JournalFilter
{
    std::optional<qint64> battle; // 0 = entries of no battle (campaign-wide and games)
    std::optional<qint64> game;   // -1 = of no game, 0 = of any solo or card game, N = of game N
    QString side;                 // entries visible to this side or naming one of its units
    QString unit;                 // entries naming this unit id among their actors
    QStringList kinds;            // any of these kinds ("note", "brown.charge", ...)
    QString text;                 // full-text search: every word must match (prefix match)
    bool includeVoided = true;
    // Paging: only entries with afterId < id < beforeId (0 = no bound), at
    // most `limit` of them (negative = all). Results are always returned in
    // log order (oldest first); newestFirst picks the newest `limit` entries,
    // e.g. to fill a log view from the bottom and fetch older ones on scroll.
    qint64 afterId = 0;
    qint64 beforeId = 0;
    int limit = -1;
    bool newestFirst = false;

    bool operator==(const JournalFilter &) const = default;
};

} // namespace vedette::store
