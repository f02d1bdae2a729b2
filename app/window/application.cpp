#include "application.h"

#include "window/languages.h"
#include "window/mainwindow.h"

#include "translations.h"

#include <QApplication>
#include <QDateTime>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// With VEDETTE_REPORT_STARTUP set, prints the wall-clock time (ms since the
// epoch) of the first paint, so a script can measure start-up from outside the
// process; "quit" also ends the program there. Used for the start-up figures.
class FirstPaintReporter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched->isWidgetType()) {
            qApp->removeEventFilter(this);
            fprintf(stdout, "first-paint-epoch-ms %lld\n", static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
            fflush(stdout);
            if (qEnvironmentVariable("VEDETTE_REPORT_STARTUP") == u"quit"_s)
                QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
        }
        return false;
    }
};

} // namespace

void Application::installTranslators()
{
    const QLocale locale = Languages::effectiveLocale();
    QLocale::setDefault(locale);
    Translations::install(locale);
}

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(u"Vedette"_s);
    QCoreApplication::setOrganizationDomain(u"vedette.invalid"_s);
    QCoreApplication::setApplicationName(u"vedette"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(VEDETTE_VERSION_STRING));
}

void describe(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("Application", "Vedette: the referee's table assistant for miniatures wargames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"campaign"_s,
        QCoreApplication::translate("Application", "Campaign file (.vedette) to open."),
        u"[campaign]"_s);
}

// --help and --version print text only, so they must work without a display
// (on a server, in a package check, over ssh).
bool wantsTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--")
            return false;
        if (argument == "-h" || argument == "--help" || argument == "-?" || argument == "--help-all"
            || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

} // namespace

int Application::run(int argc, char *argv[])
{
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        installTranslators();
        QCommandLineParser parser;
        describe(parser);
        parser.process(app); // prints the help or the version and exits
        return 0;
    }

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setApplicationDisplayName(u"Vedette"_s);
    QApplication::setDesktopFileName(u"io.github.vedette.Vedette"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/vedette.svg"_s));

    installTranslators();

    QCommandLineParser parser;
    describe(parser);
    parser.process(app);

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    window.start(files.isEmpty() ? QString() : files.constFirst());
    if (qEnvironmentVariableIsSet("VEDETTE_REPORT_STARTUP"))
        app.installEventFilter(new FirstPaintReporter(&app));
    window.show();
    return app.exec();
}

} // namespace vedette
