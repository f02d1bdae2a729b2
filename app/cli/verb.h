#pragma once

#include <QJsonObject>
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

// Prints `json` indented, the stable format every verb's --json gives.
void printJson(Io &io, const QJsonObject &json);

// One sub-command of vedette-cli ("roll", "odds", "brown", ...).
// `arguments` starts with the verb's own name (CommandLine skips it).
struct Verb
{
    QString name;
    // One line for `vedette-cli --help`, in English: verbs register before
    // any translator is installed, so the summary is marked with
    // QT_TRANSLATE_NOOP("vedette::cli::NAME", "...") and translated when
    // printed, in the context "vedette::cli::" + name (see summaryOf()).
    QString summary;
    std::function<int(const QStringList &arguments, Io &io)> run;
};

// The verb's summary in the user's language.
QString summaryOf(const Verb &verb);

// Verbs register themselves from a static object in their own file:
//   static const bool registered = vedette::cli::registerVerb({...});
bool registerVerb(Verb verb);
const QList<Verb> &verbs();

// Exit codes shared by every verb.
enum ExitCode { Success = 0, Failure = 1, UsageError = 2 };

} // namespace vedette::cli
