// The translations, checked from outside the programs (PITFALLS.md: the first
// version built complete .qm files that never reached either binary, and
// every test passed):
// - every message of every .ts is finished (none "unfinished", none empty;
//   test_translationscurrent checks the sources' strings that no .ts has yet);
// - every .qm the build makes is loaded by both programs from their own
//   resources (the loader reports each load on the vedette.i18n category);
// - vedette-cli --help and vedette --help print German and French, with the
//   system locale and with the language chosen in Preferences. The expected
//   words are read from the .ts files, so the test follows the translators.
#include "tsfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using tsfile::Message;
using tsfile::readTs;

namespace {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

Result run(const QString &program, const QStringList &arguments, const QHash<QString, QString> &environment)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "QT_LOGGING_RULES"})
        env.remove(QString::fromLatin1(name));
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        env.insert(it.key(), it.value());
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    Result result;
    if (!process.waitForFinished(60000))
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QStringList tsFiles()
{
    return QStringLiteral(VEDETTE_TS_FILES).split(u'|');
}

QString tsFor(const QString &language)
{
    for (const QString &path : tsFiles()) {
        if (QFileInfo(path).completeBaseName() == u"vedette_"_s + language)
            return path;
    }
    return QString();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QTemporaryDir mConfig; // an empty XDG_CONFIG_HOME: no saved language

    QHash<QString, QString> environment(const QString &lang) const
    {
        return {{u"LANG"_s, lang}, {u"XDG_CONFIG_HOME"_s, mConfig.path()}, {u"HOME"_s, mConfig.path()}};
    }

    // The translation of every finished message of `language` in `contexts`.
    QHash<QString, QString> translations(const QString &language, const QStringList &contexts)
    {
        QString error;
        QHash<QString, QString> map;
        for (const Message &m : readTs(tsFor(language), &error)) {
            if (contexts.contains(m.context) && m.type.isEmpty() && m.translations.size() == 1
                && !m.translations.first().isEmpty())
                map.insert(m.context + u'\x1f' + m.source, m.translations.first());
        }
        return map;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(mConfig.isValid());
        QVERIFY(!tsFor(u"de"_s).isEmpty());
        QVERIFY(!tsFor(u"fr"_s).isEmpty());
    }

    // CI fails when a translatable string is unfinished in any .ts.
    void everyMessageIsFinished()
    {
        for (const QString &path : tsFiles()) {
            QString error;
            const QStringList unfinished = tsfile::unfinished(path, &error);
            QVERIFY2(error.isEmpty(), qPrintable(path + u": "_s + error));
            QVERIFY2(unfinished.isEmpty(), qPrintable(tsfile::report(path, unfinished)));
        }
    }

    // CI fails when a built .qm does not reach a program: each one is loaded
    // from the program's own resources (:/i18n) for its language.
    void everyQmIsInBothPrograms()
    {
        const QDir qmDir(QStringLiteral(VEDETTE_QM_DIR));
        const QStringList qms = qmDir.entryList({u"vedette_*.qm"_s}, QDir::Files, QDir::Name);
        QCOMPARE(qms.size(), tsFiles().size());
        for (const QString &qm : qms) {
            const QString language = QFileInfo(qm).completeBaseName().mid(8); // after "vedette_"
            QHash<QString, QString> env = environment(language + u".UTF-8"_s);
            env.insert(u"QT_LOGGING_RULES"_s, u"vedette.i18n.info=true"_s);
            for (const QString &program : {QStringLiteral(VEDETTE_CLI_PATH), QStringLiteral(VEDETTE_APP_PATH)}) {
                const Result r = run(program, {u"--help"_s}, env);
                QCOMPARE(r.exitCode, 0);
                QVERIFY2(r.err.contains(u"loaded :/i18n/"_s + qm),
                         qPrintable(QFileInfo(program).fileName() + u" with LANG="_s + env[u"LANG"_s] + u" did not load :/i18n/"_s
                                    + qm + u":\n"_s + r.err));
            }
        }
    }

    void cliHelp_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("lang");
        QTest::newRow("German") << u"de"_s << u"de_DE.UTF-8"_s;
        QTest::newRow("French") << u"fr"_s << u"fr_FR.UTF-8"_s;
    }

    // LANG=fr_FR.UTF-8 vedette-cli --help prints French: every line of the
    // English help whose text has a translation shows that translation.
    void cliHelp()
    {
        QFETCH(QString, language);
        QFETCH(QString, lang);
        const Result english = run(QStringLiteral(VEDETTE_CLI_PATH), {u"--help"_s}, environment(u"C.UTF-8"_s));
        const Result local = run(QStringLiteral(VEDETTE_CLI_PATH), {u"--help"_s}, environment(lang));
        QCOMPARE(english.exitCode, 0);
        QCOMPARE(local.exitCode, 0);
        QVERIFY(local.out != english.out);

        QStringList contexts{u"vedette::cli::main"_s};
        static const QRegularExpression verbLine(u"^  ([a-z]+) +(.+)$"_s, QRegularExpression::MultilineOption);
        for (auto it = verbLine.globalMatch(english.out); it.hasNext();)
            contexts.append(u"vedette::cli::"_s + it.next().captured(1));
        const QHash<QString, QString> expected = translations(language, contexts);
        int found = 0;
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            const QString source = it.key().section(u'\x1f', 1).trimmed();
            if (!english.out.contains(source))
                continue;
            ++found;
            QVERIFY2(local.out.contains(it.value().trimmed()),
                     qPrintable(u"missing \"%1\" in:\n%2"_s.arg(it.value(), local.out)));
        }
        QVERIFY2(found >= 3, qPrintable(QString::number(found)));

        // A verb's own help too.
        const QString description = u"Centre-to-centre and closest edge-to-edge distance between two units of a scenario, "
                                    "in mm, inches, cm and paces, and the arc the first unit is in as seen from the second."_s;
        const QString translated = translations(language, {u"vedette::cli::measure"_s})
                                       .value(u"vedette::cli::measure\x1f"_s + description);
        QVERIFY(!translated.isEmpty());
        const Result measure = run(QStringLiteral(VEDETTE_CLI_PATH), {u"measure"_s, u"--help"_s}, environment(lang));
        QCOMPARE(measure.exitCode, 0);
        const QString firstWords = translated.section(u' ', 0, 3);
        QVERIFY2(measure.out.contains(firstWords), qPrintable(firstWords + u"\n"_s + measure.out));
    }

    // vedette --help (no display needed) in German from LANG, and in French
    // from the Preferences' choice, which wins over LANG.
    void appHelp()
    {
        const QString source = u"Vedette: the referee's table assistant for miniatures wargames."_s;
        const QString german = translations(u"de"_s, {u"Application"_s}).value(u"Application\x1f"_s + source);
        const QString french = translations(u"fr"_s, {u"Application"_s}).value(u"Application\x1f"_s + source);
        QVERIFY(!german.isEmpty() && !french.isEmpty());

        Result r = run(QStringLiteral(VEDETTE_APP_PATH), {u"--help"_s}, environment(u"de_DE.UTF-8"_s));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(german), qPrintable(r.out));

        QTemporaryDir config;
        QVERIFY(QDir(config.path()).mkpath(u"Vedette"_s));
        QFile settings(config.filePath(u"Vedette/vedette.conf"_s));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        settings.write("[ui]\nlanguage=fr\n");
        settings.close();
        QHash<QString, QString> env = environment(u"de_DE.UTF-8"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, config.path());
        r = run(QStringLiteral(VEDETTE_APP_PATH), {u"--help"_s}, env);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(french), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
