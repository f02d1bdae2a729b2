// vedette-cli campaign copy SOURCE TARGET: a whole campaign copied between a
// file and a PostgreSQL server (either way, or file to file), in one
// transaction; a target that holds anything is refused and left as it was.

#include "commandline.h"
#include "verb.h"

#include "store/campaignstore.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;
using vedette::store::CampaignStore;

namespace {

class CampaignVerb
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::campaign)
};

using vedette::cli::CommandLine;

int runCopy(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(
        u"campaign copy"_s,
        CampaignVerb::tr("Copies a whole campaign (scenarios, battles, states of play, games, templates and the log, with "
                         "their numbers) to a new file or to an empty database on a PostgreSQL server, or back, in one "
                         "transaction. A target that already holds a campaign (or anything else) is refused and left as it "
                         "was. Passwords come from ~/.pgpass or PGPASSWORD, never from the address."),
        {},
        {{u"SOURCE"_s, CampaignVerb::tr("The campaign to copy: a file (.vedette) or postgresql://USER@HOST:PORT/DATABASE.")},
         {u"TARGET"_s, CampaignVerb::tr("Where the copy goes: a new file, or a server's empty database.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    CampaignStore::Error error = CampaignStore::Error::None;
    QString message;
    if (!CampaignStore::copy(positional[0], positional[1], &error, &message)) {
        io.err << u"vedette-cli campaign copy: "_s << message << '\n';
        // The places themselves (a missing or foreign source, a target that
        // is taken, a server out of reach) are the caller's to put right.
        return error == CampaignStore::Error::Database || error == CampaignStore::Error::Locked ? vedette::cli::Failure
                                                                                                 : vedette::cli::UsageError;
    }
    CampaignStore copy;
    if (copy.open(positional[1], CampaignStore::Mode::ReadOnly)) {
        io.out << CampaignVerb::tr("Copied “%1” to %2: %n battle(s),", nullptr, int(copy.battles().size()))
                      .arg(copy.campaignName(), copy.filePath())
               << ' ' << CampaignVerb::tr("%n log entry(ies).", nullptr, int(copy.journalCount())) << '\n';
    }
    return vedette::cli::Success;
}

int run(const QStringList &arguments, vedette::cli::Io &io)
{
    return CommandLine::dispatch(u"campaign"_s, CampaignVerb::tr("Whole campaigns: files and PostgreSQL servers."),
                                 {{u"copy"_s,
                                   CampaignVerb::tr("Copies a campaign between a file and a PostgreSQL server, in one transaction."),
                                   runCopy}},
                                 arguments, io);
}

const bool registered = vedette::cli::registerVerb(
    {u"campaign"_s,
     QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::campaign", "whole campaigns: copy between a file and a PostgreSQL server")), run});

} // namespace
