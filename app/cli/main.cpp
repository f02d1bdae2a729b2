// vedette-cli: the command-line face of Vedette's core (like Tiled's
// tmxrasterizer).
//
// Two binaries. This executable links Qt Core and the rules that need
// nothing else: it answers --version before any of Qt starts, and runs the
// exact odds of dice (odds) and the simulations (lightbrigade, tennyson)
// itself. Every verb that reads a table or a campaign (they need Qt Gui:
// geometry, the undo stack, drawing) lives in the verbs module,
// vedette-cli-verbs.so, which holds all the verbs and the help and is loaded
// only when one of them is asked for: Qt Gui and the 16 libraries it brings
// (EGL, OpenGL, fontconfig, D-Bus...) are not loaded for the others (README,
// "vedette-cli without Qt Gui"). `render` has a module of its own,
// vedette-cli-render.so, which loads no more than drawing needs (no SQL,
// server or camera libraries: rendermodule.cpp).

#include "climain.h"
#include "verb.h"

#include "translations.h"

#include <QCoreApplication>

#include <filesystem>
#include <memory>
#include <string>
#include <system_error>

#include <cstdio>
#include <cstring>
#include <dlfcn.h>

namespace {

class Loader
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::main)

public:
    static QString missing(const QString &path, const QString &why)
    {
        return tr("vedette-cli: cannot load its verbs from %1 (%2). The installation is incomplete: "
                  "reinstall Vedette.")
            .arg(path, why);
    }
};

// A module (the verbs', or render's): beside the executable in the build
// tree, under VEDETTE_CLI_VERBS_DIR (relative to the executable's folder)
// once installed.
std::filesystem::path verbsModule(const char *verb)
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::filesystem::path folder = error ? std::filesystem::path(".") : self.parent_path();
    const std::filesystem::path name =
        verb && std::strcmp(verb, "render") == 0 ? "vedette-cli-render.so" : "vedette-cli-verbs.so";
    const std::filesystem::path installed = folder / VEDETTE_CLI_VERBS_DIR / name;
    if (std::filesystem::exists(installed, error))
        return installed;
    return folder / name;
}

std::unique_ptr<QCoreApplication> coreApplication(int &argc, char **argv)
{
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace

int main(int argc, char *argv[])
{
    // The version needs nothing of Qt: answer before any of it starts.
    if (argc == 2 && (std::strcmp(argv[1], "--version") == 0 || std::strcmp(argv[1], "-v") == 0)) {
        std::fputs("vedette-cli " VEDETTE_VERSION_STRING "\n", stdout);
        return vedette::cli::Success;
    }
    // A verb of this executable runs here, in a QCoreApplication.
    if (argc > 1) {
        for (const vedette::cli::Verb &verb : vedette::cli::verbs()) {
            if (verb.name == QLatin1StringView(argv[1]))
                return vedette::cli::run(argc, argv, coreApplication);
        }
    }
    // Any other verb, the help and every mistake: the module, which knows
    // all the verbs (these too) and says what is wrong in the user's words;
    // `render` its own.
    const std::filesystem::path module = verbsModule(argc > 1 ? argv[1] : nullptr);
    using Entry = int (*)(int, char **);
    void *handle = dlopen(module.c_str(), RTLD_LAZY | RTLD_LOCAL);
    auto entry = handle ? reinterpret_cast<Entry>(dlsym(handle, "vedette_cli_main")) : nullptr;
    if (!entry) {
        const char *why = dlerror();
        QCoreApplication app(argc, argv);
        vedette::Translations::install(QLocale::system());
        std::fprintf(stderr, "%s\n",
                     qPrintable(Loader::missing(QString::fromStdString(module.string()), QString::fromLocal8Bit(why ? why : "?"))));
        return vedette::cli::Failure;
    }
    // Never unloaded (no dlclose): Qt keeps pointers into the module (its
    // resources, meta-objects, translators) until the process ends.
    return entry(argc, argv);
}
