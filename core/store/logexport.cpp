#include "logexport.h"

#include "store/campaignstore.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::LogExport)
};

QString shownTime(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s) + u" UTC"_s : QString();
}

QString battleName(const JournalEntry &entry, const LogExport::Context &context)
{
    if (entry.battle == 0)
        return Tr::tr("Campaign");
    return context.battleNames.value(entry.battle, Tr::tr("Battle %1").arg(entry.battle));
}

QString who(const JournalEntry &entry, const LogExport::Context &context)
{
    QStringList names;
    for (const QString &actor : entry.event.actors) {
        // A game's own actors first ("<game>/<id>": its men's ids repeat).
        QString own = entry.game != 0 ? context.actorNames.value(QString::number(entry.game) + u'/' + actor) : QString();
        // Then the entry's battle's own (ids repeat from battle to battle).
        if (own.isEmpty() && entry.battle != 0)
            own = context.actorNames.value(battleActorKey(entry.battle, actor));
        names.append(!own.isEmpty() ? own : context.actorNames.value(actor, actor));
    }
    return names.join(u", "_s);
}

QString voidNote(const JournalEntry &entry)
{
    return entry.isVoided() ? Tr::tr("void (entry %1)").arg(entry.voidedBy) : QString();
}

QStringList headers()
{
    return {Tr::tr("#"), Tr::tr("Turn"), Tr::tr("Time"), Tr::tr("Kind"), Tr::tr("Who"), Tr::tr("Dice"), Tr::tr("What happened")};
}

// A Markdown table cell: one line, pipes escaped.
QString cell(QString text)
{
    text.replace(u'\\', u"\\\\"_s);
    text.replace(u'|', u"\\|"_s);
    text.replace(u'\n', u' ');
    text.replace(u'\r', u' ');
    return text;
}

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u'"', u"\"\""_s);
    return u'"' + quoted + u'"';
}

} // namespace

std::optional<LogExport::Format> LogExport::formatFromName(const QString &name)
{
    const QString lower = name.toLower();
    if (lower == u"md"_s || lower == u"markdown"_s)
        return Format::Markdown;
    if (lower == u"csv"_s)
        return Format::Csv;
    if (lower == u"json"_s)
        return Format::Json;
    if (lower == u"html"_s || lower == u"htm"_s)
        return Format::Html;
    return std::nullopt;
}

QString LogExport::fileSuffix(Format format)
{
    switch (format) {
    case Format::Markdown:
        return u"md"_s;
    case Format::Csv:
        return u"csv"_s;
    case Format::Json:
        return u"json"_s;
    case Format::Html:
        return u"html"_s;
    }
    return {};
}

QByteArray LogExport::write(Format format, const QList<JournalEntry> &entries, const Context &context)
{
    switch (format) {
    case Format::Markdown:
        return markdown(entries, context).toUtf8();
    case Format::Csv:
        return csv(entries, context).toUtf8();
    case Format::Json:
        return json(entries, context);
    case Format::Html:
        return html(entries, context).toUtf8();
    }
    return {};
}

QString LogExport::markdown(const QList<JournalEntry> &entries, const Context &context)
{
    QString out;
    out += u"# "_s + (context.campaign.isEmpty() ? Tr::tr("Campaign log") : Tr::tr("%1: campaign log").arg(context.campaign)) + u"\n"_s;
    const QStringList columns = headers();
    qint64 section = -1;
    for (const JournalEntry &entry : entries) {
        if (entry.battle != section) {
            section = entry.battle;
            out += u"\n## "_s + cell(battleName(entry, context)) + u"\n\n| "_s + columns.join(u" | "_s) + u" |\n|"_s;
            for (qsizetype i = 0; i < columns.size(); ++i)
                out += i == 0 || i == 1 ? u"---:|"_s : u"---|"_s;
            out += u'\n';
        }
        QString what = cell(entry.event.summary);
        if (entry.isVoided())
            what = u"~~"_s + what + u"~~ *"_s + voidNote(entry) + u'*';
        const QStringList cells{QString::number(entry.id),
                                QString::number(entry.event.turn),
                                shownTime(entry.event.time),
                                cell(entry.event.kind),
                                cell(who(entry, context)),
                                cell(entry.event.rollsText()),
                                what};
        out += u"| "_s + cells.join(u" | "_s) + u" |\n"_s;
    }
    if (entries.isEmpty())
        out += u"\n"_s + Tr::tr("No entries.") + u'\n';
    return out;
}

namespace {

// Column names are fixed (not translated): a CSV is read by programs.
const QString kCsvHeader = u"id,battle,battle_name,turn,time,kind,actors,dice,summary,visibility,voided_by\r\n"_s;

} // namespace

QString LogExport::csvRow(const JournalEntry &entry, const Context &context)
{
    const QStringList fields{QString::number(entry.id),
                             entry.battle == 0 ? QString() : QString::number(entry.battle),
                             csvField(battleName(entry, context)),
                             QString::number(entry.event.turn),
                             entry.event.time.toUTC().toString(Qt::ISODateWithMs),
                             csvField(entry.event.kind),
                             csvField(entry.event.actors.join(u' ')),
                             csvField(entry.event.rollsText()),
                             csvField(entry.event.summary),
                             csvField(entry.event.visibility),
                             entry.isVoided() ? QString::number(entry.voidedBy) : QString()};
    return fields.join(u',') + u"\r\n"_s;
}

QString LogExport::csv(const QList<JournalEntry> &entries, const Context &context)
{
    QString out = kCsvHeader;
    for (const JournalEntry &entry : entries)
        out += csvRow(entry, context);
    return out;
}

bool LogExport::writeCsv(const CampaignStore &store, const JournalFilter &filter, const Context &context,
                         const TextSink &write, const EntryTest &keep, int pageSize)
{
    if (!write || !store.isOpen() || !write(kCsvHeader))
        return false;
    // As many entries as match now: a page that comes back short before
    // that is a read that failed; entries written meanwhile come after them.
    JournalFilter page = filter;
    page.newestFirst = false;
    page.beforeId = 0;
    page.afterId = 0;
    page.limit = -1;
    const qint64 total = store.journalCount(page);
    qint64 read = 0;
    while (read < total) {
        page.limit = int(std::min<qint64>(std::max(1, pageSize), total - read));
        const QList<JournalEntry> entries = store.journal(page);
        if (entries.isEmpty())
            return false;
        QString text;
        for (const JournalEntry &entry : entries) {
            if (!keep || keep(entry))
                text += csvRow(entry, context);
        }
        if (!text.isEmpty() && !write(text))
            return false;
        read += entries.size();
        page.afterId = entries.last().id;
    }
    return true;
}

bool LogExport::writeCsv(const CampaignStore &store, const JournalFilter &filter, const Context &context, QIODevice *out,
                         int pageSize)
{
    if (!out || !out->isWritable())
        return false;
    const auto write = [out](const QString &text) {
        const QByteArray bytes = text.toUtf8();
        return out->write(bytes) == bytes.size();
    };
    return writeCsv(store, filter, context, write, {}, pageSize);
}

QByteArray LogExport::json(const QList<JournalEntry> &entries, const Context &context)
{
    QJsonArray array;
    for (const JournalEntry &entry : entries) {
        QJsonArray rolls;
        for (const dice::RollRecord &roll : entry.event.rolls) {
            QJsonArray dice;
            for (const dice::DieRoll &die : roll.dice)
                dice.append(QJsonObject{{u"die"_s, die.die.name()}, {u"face"_s, die.face}});
            rolls.append(QJsonObject{{u"purpose"_s, roll.purpose},
                                     {u"origin"_s, dice::originName(roll.origin)},
                                     {u"dice"_s, dice},
                                     {u"total"_s, roll.total()}});
        }
        QJsonObject object{{u"id"_s, entry.id},
                           {u"turn"_s, entry.event.turn},
                           {u"time"_s, entry.event.time.toUTC().toString(Qt::ISODateWithMs)},
                           {u"kind"_s, entry.event.kind},
                           {u"actors"_s, QJsonArray::fromStringList(entry.event.actors)},
                           {u"summary"_s, entry.event.summary},
                           {u"detail"_s, entry.event.detail},
                           {u"rolls"_s, rolls},
                           {u"visibility"_s, entry.event.visibility}};
        if (entry.battle != 0) {
            object.insert(u"battle"_s, entry.battle);
            object.insert(u"battleName"_s, battleName(entry, context));
        }
        if (entry.isVoided())
            object.insert(u"voidedBy"_s, entry.voidedBy);
        array.append(object);
    }
    const QJsonObject root{{u"format"_s, u"vedette-log"_s},
                           {u"version"_s, 1},
                           {u"campaign"_s, context.campaign},
                           {u"entries"_s, array}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString LogExport::html(const QList<JournalEntry> &entries, const Context &context)
{
    const QString title = context.campaign.isEmpty() ? Tr::tr("Campaign log") : Tr::tr("%1: campaign log").arg(context.campaign);
    QString out;
    out += u"<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>"_s + title.toHtmlEscaped()
        + u"</title>\n<style>\n"
          "body { font-family: Georgia, 'DejaVu Serif', serif; margin: 2em; color: #222; }\n"
          "table { border-collapse: collapse; width: 100%; margin-bottom: 2em; }\n"
          "th, td { border-bottom: 1px solid #ccc; padding: 0.3em 0.5em; text-align: left; vertical-align: top; }\n"
          "th { background: #eee8d5; }\n"
          "td.num { text-align: right; white-space: nowrap; }\n"
          "td.dice { font-family: 'DejaVu Sans Mono', monospace; white-space: nowrap; }\n"
          "tr.voided td { color: #888; }\n"
          "tr.voided td.what { text-decoration: line-through; }\n"
          "</style>\n</head>\n<body>\n<h1>"_s
        + title.toHtmlEscaped() + u"</h1>\n"_s;
    const QStringList columns = headers();
    qint64 section = -1;
    bool open = false;
    for (const JournalEntry &entry : entries) {
        if (entry.battle != section) {
            if (open)
                out += u"</table>\n"_s;
            section = entry.battle;
            open = true;
            out += u"<h2>"_s + battleName(entry, context).toHtmlEscaped() + u"</h2>\n<table>\n<tr>"_s;
            for (const QString &column : columns)
                out += u"<th>"_s + column.toHtmlEscaped() + u"</th>"_s;
            out += u"</tr>\n"_s;
        }
        out += entry.isVoided() ? u"<tr class=\"voided\">"_s : u"<tr>"_s;
        out += u"<td class=\"num\">"_s + QString::number(entry.id) + u"</td><td class=\"num\">"_s
            + QString::number(entry.event.turn) + u"</td><td>"_s + shownTime(entry.event.time).toHtmlEscaped() + u"</td><td>"_s
            + entry.event.kind.toHtmlEscaped() + u"</td><td>"_s + who(entry, context).toHtmlEscaped()
            + u"</td><td class=\"dice\">"_s + entry.event.rollsText().toHtmlEscaped() + u"</td><td class=\"what\">"_s
            + entry.event.summary.toHtmlEscaped();
        if (entry.isVoided())
            out += u" <em>("_s + voidNote(entry).toHtmlEscaped() + u")</em>"_s;
        out += u"</td></tr>\n"_s;
    }
    if (open)
        out += u"</table>\n"_s;
    if (entries.isEmpty())
        out += u"<p>"_s + Tr::tr("No entries.").toHtmlEscaped() + u"</p>\n"_s;
    out += u"</body>\n</html>\n"_s;
    return out;
}

} // namespace vedette::store
