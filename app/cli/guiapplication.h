#pragma once

#include <QCoreApplication>

#include <memory>

namespace vedette::cli {

// The application of a verb that draws (render, serve, camera markers
// --pdf): a QGuiApplication for fonts and painters, never a window, on the
// offscreen platform unless QT_QPA_PLATFORM names another. In both modules
// (rendermodule.cpp, verbsmodule.cpp), not in climain.cpp: the executable
// compiles that too, and it links Qt Core alone.
std::unique_ptr<QCoreApplication> drawingApplication(int &argc, char **argv);

} // namespace vedette::cli
