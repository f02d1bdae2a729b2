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
    QString text;                 // full-text search: every word must match (searchWords())
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

// A search as typed, in the form the store keys it by: its words one space
// apart (every other space taken out, QString::simplified()), and one space
// after the last when the text ends with one (the last word typed whole).
inline QString searchText(const QString &typed)
{
    QString text = typed.simplified();
    if (!text.isEmpty() && typed.back().isSpace())
        text += u' ';
    return text;
}

// One word of a search and how it matches the words of an entry.
struct SearchWord
{
    QString text;
    bool prefix = false; // matches the beginning of a word; else the whole word
};

// The words of a search (JournalFilter::text) and how each matches: a word
// followed by a space was typed whole and matches whole words only; the
// last word, with nothing after it, is the one being typed and matches the
// beginnings of words ("Battalion 42 ev" finds "Battalion 42 evades", not
// "Battalions 420 evade"). A whole word is also far cheaper to look up
// than a beginning (the index reads its own list, not the lists of every
// word it begins).
inline QList<SearchWord> searchWords(const QString &text)
{
    QList<SearchWord> words;
    const QString normal = searchText(text);
    const QStringList parts = normal.split(u' ', Qt::SkipEmptyParts);
    for (const QString &part : parts)
        words.append({part, false});
    if (!words.isEmpty() && !normal.endsWith(u' '))
        words.back().prefix = true;
    return words;
}

} // namespace vedette::store
