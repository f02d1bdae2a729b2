#include "application.h"

#include "window/languages.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDateTime>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

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

    auto *qtTranslator = new QTranslator(qApp);
    if (qtTranslator->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;

    auto *translator = new QTranslator(qApp);
    // English is the source language; its .qm only carries plural forms.
    if (translator->load(locale, u"vedette"_s, u"_"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

int Application::run(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Vedette"_s);
    QApplication::setOrganizationDomain(u"vedette.invalid"_s);
    QApplication::setApplicationName(u"vedette"_s);
    QApplication::setApplicationDisplayName(u"Vedette"_s);
    QApplication::setApplicationVersion(QStringLiteral(VEDETTE_VERSION_STRING));
    QApplication::setDesktopFileName(u"io.github.vedette.Vedette"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/vedette.svg"_s));

    installTranslators();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("Application", "Vedette: the referee's table assistant for miniatures wargames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"campaign"_s,
        QCoreApplication::translate("Application", "Campaign file (.vedette) to open."),
        u"[campaign]"_s);
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
