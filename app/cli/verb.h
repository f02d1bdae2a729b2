#pragma once

#include <QStringList>
#include <QTextStream>

#include <functional>

namespace vedette::cli {

// Where a verb writes: standard output and standard error.
struct Io
{
    QTextStream &out;
    QTextStream &err;
};

// One sub-command of vedette-cli ("roll", "odds", "brown", ...).
// `arguments` starts with the verb's own name, as QCommandLineParser expects.
struct Verb
{
    QString name;
    QString summary; // one line for `vedette-cli --help`
    std::function<int(const QStringList &arguments, Io &io)> run;
};

// Verbs register themselves from a static object in their own file:
//   static const bool registered = vedette::cli::registerVerb({...});
bool registerVerb(Verb verb);
const QList<Verb> &verbs();

// Exit codes shared by every verb.
enum ExitCode { Success = 0, Failure = 1, UsageError = 2 };

} // namespace vedette::cli
