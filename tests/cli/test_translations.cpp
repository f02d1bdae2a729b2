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
#include <QSet>
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

    // Every count a referee reads goes through tr() with %n (issue 30: the
    // window showed "1600 man/men", "0 morale counter(s)", "fails (1
    // counters)"): a source with a hand-made plural, "(s)" or "man/men", is
    // a %n message with its forms; a number before a plural noun ("%5
    // counters") is one only where the number can never be 1 (a limit, a
    // mean), each such message named here with its reason.
    void countsArePlurals()
    {
        // A count of one of these, written "%1 <noun>", would read "1 <noun>".
        static const QRegularExpression countedNoun(
            u"%L?\\d+ (men|guns|crew|units|generals|sides|counters|steps|points|turns|bounds|games|"
            "cards|rows|columns|values|cells|entries|stragglers|casualties|flanks|corners|sheets|questions|"
            "Russians|figures|regiments|squadrons|batteries|reshuffles|messengers|markers|events|entries)\\b"_s);
        static const QRegularExpression handMade(u"\\w\\((s|e|es|n|x|ies)\\)|\\bman/men\\b"_s);
        // Messages whose number is never a count of one.
        static const QSet<QString> notCounts{
            // limits of a file's size
            u"has more than %1 entries"_s,
            u"has more than %1 points"_s,
            u"The file has more than %1 rows."_s,
            u"line %1: more than %2 cells"_s,
            u"The saved Tennyson game's draw must come after 1 to %1 cards."_s,
            // means over many games, with decimals
            u"%1 stands lost a game"_s,
            u"Mean cards played: %1 cards a game"_s,
            u"Mean stands lost: %1 stands a game"_s,
            u"Mean reshuffles: %1 reshuffles a game"_s,
            u"Mean batteries on the table at the end: %1 batteries a game"_s,
            u"mean %1 points · median %2 · 10+ points in %3 % · %4 men home, %5 Russians killed (means)"_s,
            // a die's largest size
            u"A die has 2 to %1 sides."_s,
            // history: the 673 who charged
            u"<p><b>History:</b> of the %1 men who charged at Balaclava, %2 were killed (%3 %) and %4 badly wounded (%5 %). "
            "Your troop lost %6 of 12 killed (%7 %).</p>"_s,
            // two or more by what the message is for
            u"line %1, general: %2 generals are called \"%3\"; give his id"_s,
        };
        for (const QString &path : tsFiles()) {
            QString error;
            const QList<Message> messages = readTs(path, &error);
            QVERIFY2(error.isEmpty(), qPrintable(path + u": "_s + error));
            QStringList wrong;
            for (const Message &m : messages) {
                if (m.type == u"vanished"_s || m.type == u"obsolete"_s)
                    continue;
                if (handMade.match(m.source).hasMatch() && !m.numerus)
                    wrong.append(u"hand-made plural: "_s + m.context + u" | "_s + m.source);
                else if (m.source.contains(u"%n"_s) && !m.numerus)
                    wrong.append(u"%n without its count: "_s + m.context + u" | "_s + m.source);
                if (countedNoun.match(m.source).hasMatch() && !notCounts.contains(m.source))
                    wrong.append(u"a count without %n: "_s + m.context + u" | "_s + m.source);
                // A plural message has a form for each of its language's plurals.
                if (m.numerus && m.translations.size() < 2)
                    wrong.append(u"one form only: "_s + m.context + u" | "_s + m.source);
            }
            for (const QString &line : std::as_const(wrong))
                qWarning().noquote() << QFileInfo(path).fileName() << line;
            QVERIFY2(wrong.isEmpty(), qPrintable(QFileInfo(path).fileName() + u": %1 messages, listed above"_s.arg(wrong.size())));
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
