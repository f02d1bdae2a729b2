#pragma once

#include "store/journalentry.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

class QIODevice;

namespace vedette::store {

class CampaignStore;
struct JournalFilter;

// Turns campaign-log entries into the after-action formats: Markdown, CSV,
// JSON and HTML (the app prints PDF from the HTML). Voided entries are kept
// and marked, because the log shows what happened, mistakes included.
class LogExport
{
public:
    struct Context
    {
        QString campaign;                  // heading
        QHash<qint64, QString> battleNames; // battle id -> name, for headings and columns
        QHash<QString, QString> actorNames; // actor id (or "<game id>/<actor id>") -> name, to show names instead of ids
    };

    enum class Format { Markdown, Csv, Json, Html };

    // "md", "markdown", "csv", "json", "html" (case-insensitive).
    static std::optional<Format> formatFromName(const QString &name);
    static QString fileSuffix(Format format); // "md", "csv", "json", "html"

    static QByteArray write(Format format, const QList<JournalEntry> &entries, const Context &context);

    static QString markdown(const QList<JournalEntry> &entries, const Context &context);
    static QString csv(const QList<JournalEntry> &entries, const Context &context);
    // The same CSV written straight from the store, `pageSize` entries read
    // at a time (the filter's own paging is ignored): a log of a million
    // entries is never held whole. `write` takes each piece of text in turn
    // and says whether it was written; `keep`, when given, says which of the
    // filter's entries go in (a side's view). False when the store cannot be
    // read or a piece not written (what was written is then incomplete:
    // write to a QSaveFile and commit only on true).
    using TextSink = std::function<bool(const QString &text)>;
    using EntryTest = std::function<bool(const JournalEntry &entry)>;
    static bool writeCsv(const CampaignStore &store, const JournalFilter &filter, const Context &context,
                         const TextSink &write, const EntryTest &keep = {}, int pageSize = 2000);
    // Into a device, as UTF-8.
    static bool writeCsv(const CampaignStore &store, const JournalFilter &filter, const Context &context, QIODevice *out,
                         int pageSize = 2000);
    static QByteArray json(const QList<JournalEntry> &entries, const Context &context);
    static QString html(const QList<JournalEntry> &entries, const Context &context);

private:
    // One entry's line of the CSV, its CRLF included.
    static QString csvRow(const JournalEntry &entry, const Context &context);
};

} // namespace vedette::store
