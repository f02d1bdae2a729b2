// vedette-cli log: every format and filter with its exit status and its
// output, the refusals with theirs (and the campaign untouched by any); and
// --side: a side's log holds only the entries meant for it, the referee's own
// entries (visibility empty) never appear, nor another side's.
#include "journal/journalevent.h"
#include "store/campaignstore.h"

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using clitest::Result;
using clitest::run;

vedette::journal::JournalEvent entry(const QString &summary, const QString &visibility)
{
    vedette::journal::JournalEvent event;
    event.kind = u"note"_s;
    event.summary = summary;
    event.visibility = visibility;
    return event;
}

} // namespace

class TestCliLogSide : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mCampaign;

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mCampaign = mDir.filePath(u"umpired.vedette"_s);
        vedette::store::CampaignStore store;
        QVERIFY2(store.create(mCampaign, u"Umpired"_s), qPrintable(store.errorString()));
        QFile bundled(u":/scenarios/blenheim-1704.json"_s);
        QVERIFY(bundled.open(QIODevice::ReadOnly));
        const auto scenario = store.importScenarioJson(bundled.readAll(), u"test"_s);
        QVERIFY2(scenario, qPrintable(store.errorString()));
        vedette::store::NewBattle options;
        options.scenarioId = *scenario;
        options.diceSeed = 7;
        const auto battle = store.startBattle(options);
        QVERIFY2(battle, qPrintable(store.errorString()));
        vedette::store::Commit step;
        step.battle = *battle;
        step.events = {entry(u"Referee: the French reserve waits behind Blindheim."_s, {}),
                       entry(u"Allies: Cutts sees smoke over the Nebel."_s, u"allies"_s),
                       entry(u"French: Clérambault is ordered to hold the village."_s, u"franco-bavarian"_s),
                       entry(u"Allies: the Prussians are across."_s, u"allies"_s)};
        QVERIFY2(store.commit(step), qPrintable(store.errorString()));
        QVERIFY(store.addNote(*battle, 1, u"Referee note: Tallard has not seen Eugene."_s));
    }

    void aSideSeesOnlyItsEntries_data()
    {
        QTest::addColumn<QString>("side");
        QTest::addColumn<QStringList>("seen");
        QTest::addColumn<QStringList>("unseen");
        QTest::newRow("allies") << u"allies"_s
                                << QStringList{u"Cutts sees smoke"_s, u"the Prussians are across"_s}
                                << QStringList{u"Referee"_s, u"Clérambault"_s, u"Tallard"_s};
        QTest::newRow("franco-bavarian") << u"franco-bavarian"_s << QStringList{u"Clérambault"_s}
                                         << QStringList{u"Referee"_s, u"Cutts"_s, u"Prussians"_s, u"Tallard"_s};
    }

    void aSideSeesOnlyItsEntries()
    {
        QFETCH(QString, side);
        QFETCH(QStringList, seen);
        QFETCH(QStringList, unseen);
        const Result r = run({u"log"_s, mCampaign, u"--side"_s, side, u"--format"_s, u"json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString &text : seen)
            QVERIFY2(r.out.contains(text), qPrintable(text));
        for (const QString &text : unseen)
            QVERIFY2(!r.out.contains(text), qPrintable(text));
        // Every entry listed is that side's.
        const QJsonArray entries = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"entries"_s).toArray();
        QCOMPARE(entries.size(), seen.size());
        for (const QJsonValue &value : entries)
            QCOMPARE(value.toObject().value(u"visibility"_s).toString(), side);
    }

    void theRefereeSeesEverything()
    {
        const Result r = run({u"log"_s, mCampaign});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString &text : {u"Referee:"_s, u"Cutts"_s, u"Clérambault"_s, u"Tallard"_s})
            QVERIFY2(r.out.contains(text), qPrintable(text));
    }

    // Each row: the arguments (FILE is the campaign), the exit status, the
    // stream and a regular expression it must match.
    void log_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stream");
        QTest::addColumn<QString>("pattern");
        auto row = [](const char *name, const QStringList &arguments, int exitCode, const char *stream, const QString &pattern) {
            QTest::newRow(name) << (QStringList{u"log"_s} + arguments) << exitCode << QString::fromLatin1(stream) << pattern;
        };
        row("markdown", {u"FILE"_s}, 0, "out", u"^# Umpired(.|\n)*Cutts sees smoke over the Nebel"_s);
        row("battles", {u"FILE"_s, u"--battles"_s}, 0, "out", u"\\A1\t\\d+\t[^\n]*Blenheim[^\n]*\n\\z"_s);
        row("csv", {u"FILE"_s, u"--format"_s, u"csv"_s}, 0, "out", u"\\A[^\n]*summary[^\n]*\n(.|\n)*the Prussians are across"_s);
        row("json", {u"FILE"_s, u"--format"_s, u"json"_s}, 0, "out", u"\"entries\": \\[(.|\n)*Tallard has not seen Eugene"_s);
        row("html", {u"FILE"_s, u"--format"_s, u"html"_s}, 0, "out", u"<html(.|\n)*Clérambault"_s);
        row("search", {u"FILE"_s, u"--search"_s, u"Prussians"_s}, 0, "out", u"\\A(?!(.|\n)*Cutts)(.|\n)*the Prussians are across"_s);
        row("campaign-wide entries", {u"FILE"_s, u"--battle"_s, u"0"_s, u"--format"_s, u"json"_s}, 0, "out",
            u"\\A(?!(.|\n)*Cutts)(.|\n)*\"entries\""_s);
        row("no battle 99", {u"FILE"_s, u"--battle"_s, u"99"_s}, 2, "err",
            u"^vedette-cli log: there is no battle 99 in this campaign \\(see --battles\\)"_s);
        row("battle -1", {u"FILE"_s, u"--battle"_s, u"-1"_s}, 2, "err", u"--battle needs a whole number from 0 to \\d+; -1 is out of range"_s);
        row("format pdf", {u"FILE"_s, u"--format"_s, u"pdf"_s}, 2, "err",
            u"--format must be one of md, markdown, csv, json, html, not 'pdf'"_s);
        row("stray argument", {u"FILE"_s, u"extra"_s}, 2, "err", u"^vedette-cli log: unexpected argument 'extra'"_s);
        row("no file named", {}, 2, "err", u"^vedette-cli log: FILE is missing"_s);
        row("no such file", {u"/no/such.vedette"_s}, 2, "err", u"^vedette-cli log: [^\n]*/no/such\\.vedette"_s);
        row("not a campaign", {QStringLiteral(VEDETTE_SOURCE_DIR "/README.md")}, 2, "err", u"^vedette-cli log: [^\n]+"_s);
        row("refusal prints no log", {u"FILE"_s, u"--format"_s, u"pdf"_s}, 2, "out", u"\\A\\z"_s);
    }

    void log()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, stream);
        QFETCH(QString, pattern);
        arguments.replaceInStrings(u"FILE"_s, mCampaign);
        QFile campaign(mCampaign);
        QVERIFY(campaign.open(QIODevice::ReadOnly));
        const QByteArray before = campaign.readAll();
        campaign.close();
        const Result r = run(arguments);
        const QString context = u"exit %1\nstdout:\n%2\nstderr:\n%3"_s.arg(r.exitCode).arg(r.out.left(2000), r.err.left(2000));
        QVERIFY2(r.exitCode == exitCode, qPrintable(context));
        const QRegularExpression expression(pattern, QRegularExpression::MultilineOption);
        QVERIFY2(expression.isValid(), qPrintable(expression.errorString()));
        QVERIFY2(expression.match(stream == u"out"_s ? r.out : r.err).hasMatch(), qPrintable(pattern + u'\n' + context));
        // Reading the log never writes the campaign.
        QVERIFY(campaign.open(QIODevice::ReadOnly));
        QVERIFY(campaign.readAll() == before);
    }

    void unknownSideIsRefused()
    {
        const Result r = run({u"log"_s, mCampaign, u"--side"_s, u"prussians"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"allies, franco-bavarian"_s), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliLogSide)
#include "test_clilogside.moc"
