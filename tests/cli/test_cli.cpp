// The executables' own command lines: --help, --version, unknown verbs.
#include <QProcess>
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
