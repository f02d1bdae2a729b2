#pragma once

class QString;

namespace vedette {

class MainWindow;

// Start-up of the desktop program: application identity, command line,
// translations, the main window. Kept out of main() so tests can reuse it.
class Application
{
public:
    static int run(int argc, char *argv[]);
    // The steps of run(), for the tests that start the window as a referee
    // does (tests/window): the identity, icon and translators of the
    // program, once the QApplication exists; the mark that a campaign will
    // open after the first paint (before the window is made); and the
    // window shown, with `campaign` (empty: the last one or the bundled
    // one) opened once it has painted.
    static void prepare();
    static void markCampaignAfterFirstPaint();
    static void showAndOpen(MainWindow &window, const QString &campaign);
    // Installs the translators for the saved language (or the system locale).
    static void installTranslators();
    // Closes the window and starts Vedette again (a new language needs a new
    // start: every panel takes its words when it is built).
    static void requestRestart();
    static bool restartRequested();

private:
    static bool sRestartRequested;
};

} // namespace vedette
