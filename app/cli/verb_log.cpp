// vedette-cli log: a campaign's log as Markdown, CSV, JSON or HTML, read
// from a .vedette file without changing it (read-only, so it also works
// while the campaign is open in Vedette).

#include "verb.h"

#include "render/playerview.h"
#include "store/campaignstore.h"
#include "store/logexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;
using vedette::store::CampaignStore;
using vedette::store::LogExport;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::cli::log", text);
}

int run(const QStringList &arguments, vedette::cli::Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Prints the campaign log of a Vedette campaign file (.vedette), oldest entry "
                                        "first, voided entries marked. The file is opened read-only."));
    parser.addHelpOption();
    const QCommandLineOption battleOption(u"battle"_s, tr("Only the entries of battle N (0 = campaign-wide entries)."), u"N"_s);
    const QCommandLineOption formatOption(u"format"_s, tr("md (default), csv, json or html."), u"FORMAT"_s, u"md"_s);
    const QCommandLineOption searchOption(u"search"_s, tr("Only entries whose text has all these words."), u"WORDS"_s);
    const QCommandLineOption listOption(u"battles"_s, tr("List the battles (id, turn, name) instead of the log."));
    const QCommandLineOption sideOption(u"side"_s,
                                        tr("Only what side ID may see: the entries whose visibility is that side "
                                           "(never the referee's own entries)."),
                                        u"ID"_s);
    parser.addOptions({battleOption, formatOption, searchOption, listOption, sideOption});
    parser.addPositionalArgument(u"file"_s, tr("Campaign file (.vedette)."));
    if (!parser.parse(arguments)) {
        io.err << "vedette-cli log: " << parser.errorText() << '\n';
        return vedette::cli::UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return vedette::cli::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        io.err << tr("Usage: vedette-cli log FILE [--battle N] [--side ID] [--format md|csv|json|html] [--search WORDS]\n");
        return vedette::cli::UsageError;
    }
    const std::optional<LogExport::Format> format = LogExport::formatFromName(parser.value(formatOption));
    if (!format) {
        io.err << "vedette-cli log: " << tr("unknown format \"%1\" (md, csv, json or html)").arg(parser.value(formatOption)) << '\n';
        return vedette::cli::UsageError;
    }

    CampaignStore store;
    if (!store.open(positional[0], CampaignStore::Mode::ReadOnly)) {
        io.err << "vedette-cli log: " << store.errorString() << '\n';
        return vedette::cli::UsageError;
    }
    const QList<vedette::store::BattleInfo> battles = store.battles();
    if (parser.isSet(listOption)) {
        for (const vedette::store::BattleInfo &battle : battles)
            io.out << battle.id << '\t' << battle.turn << '\t' << battle.name << '\n';
        return vedette::cli::Success;
    }

    vedette::store::JournalFilter filter;
    if (parser.isSet(battleOption)) {
        bool ok = false;
        const qint64 battle = parser.value(battleOption).toLongLong(&ok);
        const bool known = battle == 0 || std::any_of(battles.cbegin(), battles.cend(), [&](const auto &b) { return b.id == battle; });
        if (!ok || battle < 0 || !known) {
            io.err << "vedette-cli log: " << tr("there is no battle \"%1\" in this campaign (see --battles)").arg(parser.value(battleOption))
                   << '\n';
            return vedette::cli::UsageError;
        }
        filter.battle = battle;
    }
    filter.text = parser.value(searchOption);

    LogExport::Context context;
    context.campaign = store.campaignName();
    QStringList sides;
    for (const vedette::store::BattleInfo &battle : battles) {
        context.battleNames.insert(battle.id, battle.name);
        if (filter.battle && *filter.battle != battle.id)
            continue;
        if (const std::optional<vedette::table::Scenario> table = store.loadBattle(battle.id)) {
            for (const vedette::table::Unit &unit : table->units())
                context.actorNames.insert(unit.id(), unit.name());
            for (const vedette::table::Side &side : table->sides())
                if (!sides.contains(side.id))
                    sides.append(side.id);
        }
    }
    QList<vedette::store::JournalEntry> entries = store.journal(filter);
    if (parser.isSet(sideOption)) {
        const QString side = parser.value(sideOption).trimmed();
        if (side.isEmpty() || !sides.contains(side)) {
            io.err << "vedette-cli log: "
                   << tr("there is no side \"%1\" in these battles (their sides: %2)").arg(side, sides.join(u", "_s))
                   << '\n';
            return vedette::cli::UsageError;
        }
        // The one filter of what players may see: a referee-only entry
        // (visibility empty) never reaches a side.
        const vedette::render::PlayerView view = vedette::render::PlayerView::side(side);
        entries.removeIf([&view](const vedette::store::JournalEntry &entry) { return !view.maySee(entry.event); });
    }
    const QByteArray text = LogExport::write(*format, entries, context);
    io.out << QString::fromUtf8(text);
    io.out.flush();
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"log"_s, QCoreApplication::translate("vedette::cli::log", "print a campaign's log (md, csv, json, html)"), run});

} // namespace
