#include "application.h"

#include "window/languages.h"
#include "window/mainwindow.h"

#include "translations.h"

#include <QApplication>
#include <QDateTime>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QProcess>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// Opens the campaign once the window has painted for the first time, so the
// referee sees Vedette at once and the table a moment later (reading the
// campaign and drawing its table is most of the start-up).
//
// With VEDETTE_REPORT_STARTUP set it also prints the wall-clock time (ms since
// the epoch) of the first paint and of the first paint with the campaign on
// the table, so a script can measure start-up from outside the process;
// "quit" ends the program at the first paint, "campaign" once the campaign is
// on the table. Used for the start-up figures in the README.
class FirstPaint : public QObject
{
public:
    FirstPaint(MainWindow *window, const QString &campaign)
        : QObject(window)
        , mWindow(window)
        , mCampaign(campaign)
        , mReport(qEnvironmentVariable("VEDETTE_REPORT_STARTUP"))
    {
        qApp->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || !watched->isWidgetType()
            || static_cast<QWidget *>(watched)->window() != mWindow)
            return false;
        if (!mOpened) {
            mOpened = true;
            report("first-paint-epoch-ms", u"quit"_s);
            if (mReport == u"quit"_s)
                return false; // measured up to here: the campaign is not opened
            QMetaObject::invokeMethod(this, [this] {
                mWindow->start(mCampaign);
                mStarted = true;
            }, Qt::QueuedConnection);
        } else if (mStarted) {
            qApp->removeEventFilter(this);
            report("campaign-paint-epoch-ms", u"campaign"_s);
        }
        return false;
    }

private:
    void report(const char *what, const QString &quitWhen)
    {
        if (mReport.isEmpty())
            return;
        fprintf(stdout, "%s %lld\n", what, static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
        fflush(stdout);
        if (mReport == quitWhen)
            QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    }

    MainWindow *mWindow;
    QString mCampaign;
    QString mReport;
    bool mOpened = false;
    bool mStarted = false;
};

} // namespace

bool Application::sRestartRequested = false;

void Application::requestRestart()
{
    sRestartRequested = true;
    // Closing the main window ends the event loop; run() starts the new Vedette.
    QMetaObject::invokeMethod(qApp, [] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *window = qobject_cast<MainWindow *>(widget))
                window->close();
        }
    }, Qt::QueuedConnection);
}

bool Application::restartRequested()
{
    return sRestartRequested;
}

void Application::installTranslators()
{
    Languages::setInEffect(Languages::chosen());
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

void Application::prepare()
{
    setIdentity();
    QApplication::setApplicationDisplayName(u"Vedette"_s);
    QApplication::setDesktopFileName(u"io.github.vedette.Vedette"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/vedette.svg"_s));
    installTranslators();
}

void Application::markCampaignAfterFirstPaint()
{
    // The campaign opens after the first paint (FirstPaint): the window
    // shows no stand-in table meanwhile.
    qApp->setProperty("vedette.campaignAfterFirstPaint", true);
}

void Application::showAndOpen(MainWindow &window, const QString &campaign)
{
    new FirstPaint(&window, campaign);
    window.show();
}

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
    prepare();

    QCommandLineParser parser;
    describe(parser);
    parser.process(app);

    int status = 0;
    {
        markCampaignAfterFirstPaint();
        MainWindow window;
        const QStringList files = parser.positionalArguments();
        showAndOpen(window, files.isEmpty() ? QString() : files.constFirst());
        status = app.exec();
    }
    // The window and its campaign are closed (the file unlocked) before the
    // new Vedette starts; it reopens the last campaign in the new language.
    if (sRestartRequested)
        QProcess::startDetached(QCoreApplication::applicationFilePath(), {});
    return status;
}

} // namespace vedette
