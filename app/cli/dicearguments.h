#pragma once

#include <QStringList>

namespace vedette::cli {

// "-d6" or "-2+d6" would be read as options by QCommandLineParser; anything
// that looks like dice is moved after "--" so it stays positional. The
// arguments right after one of `valueOptions` are that option's values.
QStringList protectNegativeDice(const QStringList &arguments, const QStringList &valueOptions);

} // namespace vedette::cli
