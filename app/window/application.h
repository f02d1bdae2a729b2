#pragma once

namespace vedette {

// Start-up of the desktop program: application identity, command line,
// translations, the main window. Kept out of main() so tests can reuse it.
class Application
{
public:
    static int run(int argc, char *argv[]);
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
