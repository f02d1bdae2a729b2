// vedette-cli: the command-line face of Vedette's core (like Tiled's
// tmxrasterizer). Each verb lives in its own file and registers itself.

#include "verb.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <memory>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

void printHelp(QTextStream &out)
{
    out << "Usage: vedette-cli [--help] [--version] VERB [options]\n\n"
           "The command-line companion of Vedette, the referee's table assistant.\n"
           "Every verb accepts --help. Verbs:\n";
    for (const vedette::cli::Verb &verb : vedette::cli::verbs())
        out << "  " << verb.name.leftJustified(14) << verb.summary << '\n';
    out << "\nExit status: 0 success, 1 failure, 2 bad usage or bad input.\n";
}

} // namespace

int main(int argc, char *argv[])
{
    // Only `render` draws (fonts, painters, never a window): it alone needs
    // a QGuiApplication, and then on the offscreen platform; every other verb
    // runs with no display at all.
    const bool draws = argc > 1 && qstrcmp(argv[1], "render") == 0;
    if (draws && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = draws ? std::make_unique<QGuiApplication>(argc, argv)
                                                        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(u"Vedette"_s);
    QCoreApplication::setApplicationName(u"vedette-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(VEDETTE_VERSION_STRING));

    QTextStream out(stdout);
    QTextStream err(stderr);
    vedette::cli::Io io{out, err};

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2 || arguments[1] == u"--help"_s || arguments[1] == u"-h"_s || arguments[1] == u"help"_s) {
        printHelp(out);
        return arguments.size() < 2 ? vedette::cli::UsageError : vedette::cli::Success;
    }
    if (arguments[1] == u"--version"_s || arguments[1] == u"-v"_s) {
        out << "vedette-cli " << QCoreApplication::applicationVersion() << '\n';
        return vedette::cli::Success;
    }
    for (const vedette::cli::Verb &verb : vedette::cli::verbs()) {
        if (verb.name == arguments[1])
            return verb.run(arguments.mid(1), io);
    }
    err << "vedette-cli: unknown verb '" << arguments[1] << "'. Try vedette-cli --help.\n";
    return vedette::cli::UsageError;
}
