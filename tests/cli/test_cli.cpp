// The executables' own command lines: --help, --version, unknown verbs.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

Result run(const QString &program, const QStringList &arguments, bool withoutDisplay = false)
{
    QProcess process;
    if (withoutDisplay) {
        // No display of any kind, and no platform chosen: as over ssh.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QString::fromLatin1(name));
        process.setProcessEnvironment(env);
    }
    process.start(program, arguments);
    Result result;
    if (!process.waitForFinished(30000))
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void cliVersion()
    {
        const Result r = run(QStringLiteral(VEDETTE_CLI_PATH), {u"--version"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), u"vedette-cli "_s + QStringLiteral(VEDETTE_VERSION_STRING));
    }

    void cliHelpListsVerbs()
    {
        const Result r = run(QStringLiteral(VEDETTE_CLI_PATH), {u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"Usage: vedette-cli"_s));
        QVERIFY(r.out.contains(u"Exit status"_s));
    }

    // vedette-cli's own verbs (odds, the simulations) and the module's are all in
    // the help, which comes from the module.
    void cliHelpListsEveryVerb()
    {
        const Result r = run(QStringLiteral(VEDETTE_CLI_PATH), {u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        for (const QString &verb : {u"balagan"_s, u"battle"_s, u"brown"_s, u"camera"_s, u"lightbrigade"_s, u"log"_s, u"measure"_s, u"odds"_s,
                                    u"oob"_s, u"render"_s, u"roll"_s, u"serve"_s, u"tennyson"_s}) {
            QVERIFY2(r.out.contains(QRegularExpression(u"\\n  "_s + verb + u" +\\S"_s)), qPrintable(verb));
        }
    }

    // Without its verbs module (a broken installation), vedette-cli still
    // answers --version and runs its own verbs, and for any other verb says
    // what is missing, with exit status 1, and writes nothing.
    void cliWithoutItsVerbsModule()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString alone = folder.filePath(u"vedette-cli"_s);
        QVERIFY(QFile::copy(QStringLiteral(VEDETTE_CLI_PATH), alone));
        QVERIFY(QFile::setPermissions(alone, QFile::permissions(alone) | QFileDevice::ExeOwner));

        Result r = run(alone, {u"--version"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(u"vedette-cli "_s));

        r = run(alone, {u"lightbrigade"_s, u"simulate"_s, u"--games"_s, u"50"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"\"games\""_s), qPrintable(r.out));
        r = run(alone, {u"tennyson"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        r = run(alone, {u"odds"_s, u"2d6"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"\"mean\""_s), qPrintable(r.out));

        for (const QStringList &arguments : {QStringList{u"roll"_s, u"2d6"_s}, QStringList{u"--help"_s}, QStringList{}}) {
            r = run(alone, arguments);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(u"vedette-cli: cannot load its verbs from "_s), qPrintable(r.err));
            QVERIFY2(r.err.contains(u"vedette-cli-verbs.so"_s), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
        // `render` has a module of its own (app/cli/rendermodule.cpp).
        r = run(alone, {u"render"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"vedette-cli-render.so"_s), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files), QStringList{u"vedette-cli"_s});
    }

    void cliWithoutVerbIsUsageError()
    {
        const Result r = run(QStringLiteral(VEDETTE_CLI_PATH), {});
        QCOMPARE(r.exitCode, 2);
    }

    void cliUnknownVerb()
    {
        const Result r = run(QStringLiteral(VEDETTE_CLI_PATH), {u"frobnicate"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(u"unknown verb 'frobnicate'"_s));
    }

    void appVersion()
    {
        const Result r = run(QStringLiteral(VEDETTE_APP_PATH), {u"--version"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral(VEDETTE_VERSION_STRING)));
    }

    // vedette --help and --version print text: they need no display.
    void appWithoutDisplay()
    {
        const Result version = run(QStringLiteral(VEDETTE_APP_PATH), {u"--version"_s}, true);
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out.trimmed(), u"vedette "_s + QStringLiteral(VEDETTE_VERSION_STRING));
        const Result help = run(QStringLiteral(VEDETTE_APP_PATH), {u"--help"_s}, true);
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(u"--version"_s));
        const Result cli = run(QStringLiteral(VEDETTE_CLI_PATH), {u"--version"_s}, true);
        QCOMPARE(cli.exitCode, 0);
    }

    // The program paints its window first and opens the campaign after:
    // both moments are reported, in order, and the bundled campaign is
    // created and put on the table.
    void appOpensCampaignAfterFirstPaint()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, home.path());
        env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        env.insert(u"VEDETTE_REPORT_STARTUP"_s, u"campaign"_s);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(VEDETTE_APP_PATH), QStringList{});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        const QRegularExpression lines(u"first-paint-epoch-ms (\\d+)\ncampaign-paint-epoch-ms (\\d+)"_s);
        const QRegularExpressionMatch m = lines.match(out);
        QVERIFY2(m.hasMatch(), qPrintable(out));
        QVERIFY(m.captured(2).toLongLong() >= m.captured(1).toLongLong());
        const QStringList campaigns = QDir(home.filePath(u"data/Vedette/vedette"_s)).entryList({u"*.vedette"_s});
        QVERIFY2(!campaigns.isEmpty(), qPrintable(home.path()));
    }

    void appHelp()
    {
        const Result r = run(QStringLiteral(VEDETTE_APP_PATH), {u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"--version"_s));
        QVERIFY(r.out.contains(u"campaign"_s));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
