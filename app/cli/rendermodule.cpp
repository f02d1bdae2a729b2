// The entry of vedette-cli-render.so, the module that holds `render` alone
// (main.cpp loads it for that verb). Drawing a table needs Qt Gui and Svg,
// the table, the renderer and the PNG encoder, nothing of the campaigns, the
// server or the camera: linked with --as-needed, the module loads none of
// Qt Sql, libpq, Qt Network and WebSockets, OpenCV and the 30-odd libraries
// they bring, which the verbs module loads (20-odd milliseconds of each
// render, measured by tests/benchmarks/render_vs_tmxrasterizer.sh).

#include "climain.h"
#include "guiapplication.h"

extern "C" Q_DECL_EXPORT int vedette_cli_main(int argc, char **argv)
{
    // Qt keeps a reference to argc: this one lives until the verb returns.
    return vedette::cli::run(argc, argv, vedette::cli::drawingApplication);
}
