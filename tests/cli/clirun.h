#pragma once

// How the CLI tests run vedette-cli (VEDETTE_CLI_PATH, defined per test in
// tests/cli/CMakeLists.txt) and what they get back: the exit status and both
// streams, so a test checks the status and the words together.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace clitest {

using namespace Qt::StringLiterals;

struct Result
{
    int exitCode = -1; // -1: it crashed or did not finish
    QString out;
    QString err;
    QJsonObject json; // standard output read as a JSON object (empty when it is not one)
};

// English (C.UTF-8) and offscreen, with a runtime directory of its own (Qt
// warns on stderr without one, and rows check stderr); `changes` are
// NAME=VALUE pairs on top.
inline QProcessEnvironment environment(const QStringList &changes = {})
{
    static const QTemporaryDir runtime;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"XDG_RUNTIME_DIR"_s, runtime.path());
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.remove(u"LANG"_s);
    env.remove(u"LANGUAGE"_s);
    for (const QString &pair : changes) {
        const qsizetype eq = pair.indexOf(u'=');
        env.insert(pair.left(eq), pair.mid(eq + 1));
    }
    return env;
}

inline Result run(const QStringList &arguments, const QProcessEnvironment &env = environment())
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(VEDETTE_CLI_PATH), arguments);
    Result result;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    result.json = QJsonDocument::fromJson(result.out.toUtf8()).object();
    return result;
}

} // namespace clitest
