#pragma once

#include <QCoreApplication>

#include <memory>

namespace vedette::cli {

// The application object a binary of vedette-cli runs its verbs in: a
// QCoreApplication, or (in the verbs module, for `render` alone) a
// QGuiApplication on the offscreen platform.
using MakeApplication = std::unique_ptr<QCoreApplication> (*)(int &argc, char **argv);

// Everything vedette-cli does after `--version`'s answer without Qt: the
// help, --version's own errors and the verbs registered in this binary.
// Returns the exit status.
int run(int &argc, char **argv, MakeApplication make);

} // namespace vedette::cli
