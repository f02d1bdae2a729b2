// vedette-cli's dispatch: the help, --version and the verbs registered in
// this binary (the executable's own, or all of them in the verbs module; see
// main.cpp). Each verb lives in its own file and registers itself.

#include "climain.h"

#include "verb.h"

#include "translations.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

class Main
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::main)

public:
    static void printHelp(QTextStream &out)
    {
        out << tr("Usage: vedette-cli [--help] [--version] VERB [options]\n\n"
                  "The command-line companion of Vedette, the referee's table assistant.\n"
                  "Every verb accepts --help. Verbs:\n");
        int width = 0;
        for (const vedette::cli::Verb &verb : vedette::cli::verbs())
            width = std::max(width, int(verb.name.size()));
        for (const vedette::cli::Verb &verb : vedette::cli::verbs())
            out << "  " << verb.name.leftJustified(width + 2) << vedette::cli::summaryOf(verb) << '\n';
        out << '\n' << tr("Exit status: 0 success, 1 failure, 2 bad usage or bad input.") << '\n';
    }

    static QString unknownVerb(const QString &verb)
    {
        return tr("vedette-cli: unknown verb '%1'. Try vedette-cli --help.").arg(verb);
    }

    static QString strayArgument(const QString &argument)
    {
        return tr("vedette-cli: unexpected argument '%1' after --version.").arg(argument);
    }
};

} // namespace

namespace vedette::cli {

int run(int &argc, char **argv, MakeApplication make)
{
    const std::unique_ptr<QCoreApplication> app = make(argc, argv);
    QCoreApplication::setOrganizationName(u"Vedette"_s);
    QCoreApplication::setApplicationName(u"vedette-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(VEDETTE_VERSION_STRING));
    // Help and messages in the language of LANG / LC_ALL / LC_MESSAGES.
    vedette::Translations::install(QLocale::system());

    QTextStream out(stdout);
    QTextStream err(stderr);
    vedette::cli::Io io{out, err};

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2 || arguments[1] == u"--help"_s || arguments[1] == u"-h"_s || arguments[1] == u"help"_s) {
        Main::printHelp(arguments.size() < 2 ? err : out);
        return arguments.size() < 2 ? vedette::cli::UsageError : vedette::cli::Success;
    }
    if (arguments[1] == u"--version"_s || arguments[1] == u"-v"_s) {
        if (arguments.size() > 2) {
            err << Main::strayArgument(arguments[2]) << '\n';
            return vedette::cli::UsageError;
        }
        out << "vedette-cli " << QCoreApplication::applicationVersion() << '\n';
        return vedette::cli::Success;
    }
    for (const vedette::cli::Verb &verb : vedette::cli::verbs()) {
        if (verb.name == arguments[1])
            return verb.run(arguments.mid(1), io);
    }
    err << Main::unknownVerb(arguments[1]) << '\n';
    return vedette::cli::UsageError;
}

} // namespace vedette::cli
