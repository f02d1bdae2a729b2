// The entry of vedette-cli-verbs.so, the module that holds every verb of
// vedette-cli and its help (main.cpp loads it). Only `render`, `serve`
// (which draws each side's table) and `camera markers --pdf` draw (fonts,
// painters, never a window):
// they alone need a QGuiApplication, and then on the offscreen platform;
// every other verb runs with no display at all.

#include "climain.h"
#include "guiapplication.h"

#include <cstring>

namespace {

std::unique_ptr<QCoreApplication> application(int &argc, char **argv)
{
    bool draws = argc > 1 && (std::strcmp(argv[1], "render") == 0 || std::strcmp(argv[1], "serve") == 0);
    if (argc > 1 && std::strcmp(argv[1], "camera") == 0)
        for (int i = 2; i < argc; ++i)
            draws = draws || std::strncmp(argv[i], "--pdf", 5) == 0;
    if (!draws)
        return std::make_unique<QCoreApplication>(argc, argv);
    return vedette::cli::drawingApplication(argc, argv);
}

} // namespace

extern "C" Q_DECL_EXPORT int vedette_cli_main(int argc, char **argv)
{
    // Qt keeps a reference to argc: this one lives until the verb returns.
    return vedette::cli::run(argc, argv, application);
}
