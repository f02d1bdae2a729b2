#pragma once

#include "store/journalentry.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace vedette::store {

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
    static QByteArray json(const QList<JournalEntry> &entries, const Context &context);
    static QString html(const QList<JournalEntry> &entries, const Context &context);
};

} // namespace vedette::store
