// vedette-cli log: a campaign's log as Markdown, CSV, JSON or HTML, read
// from a .vedette file without changing it (read-only, so it also works
// while the campaign is open in Vedette).

#include "commandline.h"
#include "verb.h"

#include "render/playerview.h"
#include "store/campaignstore.h"
#include "store/logexport.h"

#include <QCoreApplication>

#include <limits>
#include <optional>

using namespace Qt::StringLiterals;
using vedette::store::CampaignStore;
using vedette::store::LogExport;

namespace {

class Log
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::log)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

int run(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(
        u"log"_s,
        Log::tr("Prints the campaign log of a Vedette campaign (a .vedette file or a PostgreSQL server's "
                "postgresql:// address), oldest entry first, voided entries marked. The campaign is opened read-only."),
        {Option::integer(u"battle"_s, u"N"_s, Log::tr("Only the entries of battle N (0 = campaign-wide entries)."), 0,
                         std::numeric_limits<qint64>::max()),
         Option::choice(u"format"_s, Log::tr("The format of the log."), {u"md"_s, u"markdown"_s, u"csv"_s, u"json"_s, u"html"_s}, u"md"_s),
         Option::text(u"search"_s, u"WORDS"_s, Log::tr("Only entries whose text has all these words.")),
         Option::flag(u"battles"_s, Log::tr("List the battles (id, turn, name) instead of the log.")),
         Option::text(u"side"_s, u"ID"_s,
                      Log::tr("Only what side ID may see: the entries whose visibility is that side (never the "
                              "referee's own entries)."))},
        {{u"FILE"_s, Log::tr("Campaign file (.vedette), or a server's postgresql://USER@HOST:PORT/DATABASE.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    const LogExport::Format format = *LogExport::formatFromName(command.value(u"format"_s));

    CampaignStore store;
    if (!store.open(positional[0], CampaignStore::Mode::ReadOnly))
        return command.fail(io, store.errorString());
    const QList<vedette::store::BattleInfo> battles = store.battles();
    if (command.isSet(u"battles"_s)) {
        for (const vedette::store::BattleInfo &battle : battles)
            io.out << battle.id << '\t' << battle.turn << '\t' << battle.name << '\n';
        return vedette::cli::Success;
    }

    vedette::store::JournalFilter filter;
    if (command.isSet(u"battle"_s)) {
        const qint64 battle = command.integer(u"battle"_s);
        const bool known = battle == 0 || std::any_of(battles.cbegin(), battles.cend(), [&](const auto &b) { return b.id == battle; });
        if (!known)
            return command.fail(io, Log::tr("there is no battle %1 in this campaign (see --battles)").arg(battle));
        filter.battle = battle;
    }
    filter.text = command.value(u"search"_s);

    LogExport::Context context;
    context.campaign = store.campaignName();
    QStringList sides;
    for (const vedette::store::BattleInfo &battle : battles) {
        context.battleNames.insert(battle.id, battle.name);
        if (filter.battle && *filter.battle != battle.id)
            continue;
        if (const std::optional<vedette::table::Scenario> table = store.loadBattle(battle.id)) {
            // (By id alone for an entry of no battle; the battle's own below.)
            for (const vedette::table::Unit &unit : table->units())
                context.actorNames.insert(unit.id(), unit.name());
            for (const vedette::table::Side &side : table->sides())
                if (!sides.contains(side.id))
                    sides.append(side.id);
        }
    }
    // Every battle's sides, generals and units, by battle (ids repeat).
    context.actorNames.insert(store.battleActorNames());
    std::optional<vedette::render::PlayerView> view;
    if (command.isSet(u"side"_s)) {
        const QString side = command.value(u"side"_s).trimmed();
        if (side.isEmpty() || !sides.contains(side))
            return command.fail(io, Log::tr("there is no side \"%1\" in these battles (their sides: %2)")
                                        .arg(side, sides.join(u", "_s)));
        // The one filter of what players may see: a referee-only entry
        // (visibility empty) never reaches a side.
        view = vedette::render::PlayerView::side(side);
    }
    const auto maySee = [&view](const vedette::store::JournalEntry &entry) { return !view || view->maySee(entry.event); };
    if (format == LogExport::Format::Csv) {
        // Streamed, a page of the log at a time: a club's million entries
        // are never held whole.
        const bool whole = LogExport::writeCsv(
            store, filter, context,
            [&io](const QString &text) {
                io.out << text;
                return io.out.status() == QTextStream::Ok;
            },
            maySee);
        io.out.flush();
        if (!whole)
            return command.fail(io, Log::tr("the log could not be read whole: %1").arg(store.errorString()));
        return vedette::cli::Success;
    }
    QList<vedette::store::JournalEntry> entries = store.journal(filter);
    entries.removeIf([&maySee](const vedette::store::JournalEntry &entry) { return !maySee(entry); });
    const QByteArray text = LogExport::write(format, entries, context);
    io.out << QString::fromUtf8(text);
    io.out.flush();
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"log"_s, QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::log", "print a campaign's log (md, csv, json, html)")), run});

} // namespace
