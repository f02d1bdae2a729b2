#include "test_campaignfixture.h"

#include "document/campaign.h"
#include "document/document.h"
#include "panels/logpanel.h"
#include "panels/logpanelmodel.h"
#include "panels/afteractionreport.h"
#include "store/campaignstore.h"
#include "store/defaultcampaign.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using vedette::Campaign;
using vedette::Document;
using vedette::LogPanel;
using vedette::LogPanelModel;
namespace store = vedette::store;

class TestLogPanel : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    int mCount = 0;

    // A fresh campaign with a few entries of different kinds.
    QString setUp(Document &document)
    {
        const QString path = mDir.filePath(u"log%1.vedette"_s.arg(++mCount));
        if (!document.campaign()->create(path, u"Log test"_s, fixture::writeScenarioJson(mDir.path())))
            qFatal("create failed: %s", qPrintable(document.campaign()->errorString()));
        document.record(fixture::event(u"dice.roll"_s, u"Activation of the 17th Lancers"_s, 1, {u"l17"_s}, {4, 3}));
        document.record(fixture::event(u"brown.charge"_s, u"The 11th Hussars charge the battery"_s, 2, {u"h11"_s, u"don"_s}, {6}));
        document.record(fixture::event(u"brown.fire"_s, u"Don Battery fires canister"_s, 2, {u"don"_s}, {2, 2}));
        if (!document.campaign()->flush())
            qFatal("flush failed");
        return path;
    }

    // `count` dice rolls ("Roll number 0" ...) written in one step, as a
    // long campaign would have them.
    static bool writeRolls(Document &document, int count)
    {
        store::Commit step;
        step.battle = document.campaign()->currentBattle();
        step.events.reserve(count);
        for (int i = 0; i < count; ++i)
            step.events.append(fixture::event(u"dice.roll"_s, u"Roll number %1"_s.arg(i), i / 100 + 1, {u"l17"_s}, {i % 6 + 1}));
        return document.campaign()->store()->commit(step);
    }

    // The log panel reads a new filter off the window's thread: its page
    // and count come a moment later.
    static bool settled(const LogPanelModel *model)
    {
        return QTest::qWaitFor([model] { return !model->isReading() && model->countKnown(); }, 20000);
    }

    static QStringList column(const LogPanelModel *model, int column)
    {
        // A filter just changed: what it shows, once it came.
        if (!settled(model))
            return {u"(still reading)"_s};
        QStringList texts;
        for (int row = 0; row < model->rowCount(); ++row)
            texts.append(model->index(row, column).data().toString());
        return texts;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
    }

    void showsEntriesNewestAtBottom()
    {
        Document document;
        setUp(document);
        LogPanel panel(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const LogPanelModel *model = panel.model();
        const QStringList results = column(model, LogPanelModel::ResultColumn);
        QVERIFY(results.size() >= 3);
        QCOMPARE(results.mid(results.size() - 3),
                 (QStringList{u"Activation of the 17th Lancers"_s, u"The 11th Hussars charge the battery"_s,
                              u"Don Battery fires canister"_s}));
        const int last = model->rowCount() - 1;
        // Who shows unit names, dice show the faces, bound the turn.
        QCOMPARE(model->index(last - 1, LogPanelModel::WhoColumn).data().toString(), u"11th Hussars, Don Battery"_s);
        QCOMPARE(model->index(last - 2, LogPanelModel::DiceColumn).data().toString(), u"\u26834 \u26823"_s);
        QCOMPARE(model->index(last, LogPanelModel::TurnColumn).data().toString(), u"2"_s);
        QVERIFY(!model->index(last, LogPanelModel::TimeColumn).data().toString().isEmpty());
        // A new entry appears at the bottom as soon as it is written.
        document.record(fixture::event(u"note"_s, u"Nolan gestures vaguely"_s, 2));
        QVERIFY(document.campaign()->flush());
        QCOMPARE(model->index(model->rowCount() - 1, LogPanelModel::ResultColumn).data().toString(),
                 u"Nolan gestures vaguely"_s);
        QVERIFY(settled(model));
        QVERIFY(panel.findChild<QLabel *>(u"logCountLabel"_s)->text().contains(QString::number(model->totalCount())));
    }

    // The column of turns is named as the battle's rules count: Brown's
    // battles have turns, Balagan's bounds (issue 30: "Bound" on Balaclava).
    void turnColumnNamedByTheRules()
    {
        QString error;
        const QString path = store::DefaultCampaign::create(mDir.filePath(u"rules"_s), &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        Document document;
        QVERIFY(document.campaign()->open(path));
        LogPanel panel(&document);
        const auto header = [&panel] {
            return panel.model()->headerData(LogPanelModel::TurnColumn, Qt::Horizontal).toString();
        };
        qint64 balaclava = 0;
        qint64 blenheim = 0;
        for (const store::BattleInfo &battle : document.campaign()->store()->battles()) {
            const auto scenario = document.campaign()->store()->scenarioInfo(battle.scenarioId);
            QVERIFY(scenario);
            (scenario->ruleSystem == u"brown"_s ? balaclava : blenheim) = battle.id;
        }
        QVERIFY(balaclava && blenheim);
        panel.selectBattleFilter(balaclava);
        QCOMPARE(header(), u"Turn"_s);
        QCOMPARE(panel.afterActionReport().turnHeader, u"Turn"_s);
        panel.selectBattleFilter(blenheim);
        QCOMPARE(header(), u"Bound"_s);
        QCOMPARE(panel.afterActionReport().turnHeader, u"Bound"_s);
        // Both kinds of battle in one view.
        panel.selectBattleFilter(0);
        QCOMPARE(header(), u"Turn/bound"_s);
    }

    void diceText_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("sides");
        QTest::addColumn<bool>("entered");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one d6") << QList<int>{6} << 6 << false << u"\u26856"_s;
        QTest::newRow("2d6") << QList<int>{1, 2} << 6 << false << u"\u26801 \u26812"_s;
        QTest::newRow("d10 entered") << QList<int>{7} << 10 << true << u"7 (d10) \u270E"_s;
        QTest::newRow("no dice") << QList<int>{} << 6 << false << QString();
    }

    void diceText()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, sides);
        QFETCH(bool, entered);
        QFETCH(QString, expected);
        vedette::journal::JournalEvent event;
        if (!faces.isEmpty()) {
            vedette::dice::RollRecord roll;
            roll.origin = entered ? vedette::dice::DiceOrigin::Entered : vedette::dice::DiceOrigin::Random;
            for (int face : faces)
                roll.dice.append({vedette::dice::Die::d(sides), face});
            event.rolls.append(roll);
        }
        QCOMPARE(LogPanelModel::diceText(event), expected);
    }

    void filters()
    {
        Document document;
        setUp(document);
        LogPanel panel(&document);
        const LogPanelModel *model = panel.model();

        auto *unit = panel.findChild<QComboBox *>(u"logUnitFilter"_s);
        QVERIFY(unit);
        unit->setCurrentIndex(unit->findData(u"don"_s));
        QCOMPARE(column(model, LogPanelModel::ResultColumn),
                 (QStringList{u"The 11th Hussars charge the battery"_s, u"Don Battery fires canister"_s}));
        unit->setCurrentIndex(0);

        auto *kind = panel.findChild<QComboBox *>(u"logKindFilter"_s);
        // The kinds come from the panel's reader, after the panel opens.
        QTRY_VERIFY(kind->findData(u"brown.fire"_s) > 0);
        kind->setCurrentIndex(kind->findData(u"brown.fire"_s));
        QCOMPARE(column(model, LogPanelModel::ResultColumn), (QStringList{u"Don Battery fires canister"_s}));
        kind->setCurrentIndex(0);

        panel.setSearchText(u"hussars"_s);
        QCOMPARE(column(model, LogPanelModel::ResultColumn), (QStringList{u"The 11th Hussars charge the battery"_s}));
        // Typing searches after a short pause, without pressing Enter.
        auto *search = panel.findChild<QLineEdit *>(u"logSearch"_s);
        search->clear();
        QTest::keyClicks(search, u"canist"_s);
        QTRY_COMPARE(column(model, LogPanelModel::ResultColumn), (QStringList{u"Don Battery fires canister"_s}));
        // A space after the word says it is whole: no longer a beginning.
        QTest::keyClicks(search, u" "_s);
        QTRY_COMPARE(model->filter().text, u"canist "_s);
        QTRY_COMPARE(column(model, LogPanelModel::ResultColumn), QStringList{});
        panel.setSearchText(u"  canister  "_s);
        QCOMPARE(model->filter().text, u"canister "_s);
        QCOMPARE(column(model, LogPanelModel::ResultColumn), (QStringList{u"Don Battery fires canister"_s}));
        panel.setSearchText(QString());

        // Campaign-wide notes are apart from the battle's log.
        QVERIFY(document.campaign()->store()->addNote(0, 0, u"Campaign-wide remark"_s));
        auto *battle = panel.findChild<QComboBox *>(u"logBattleFilter"_s);
        battle->setCurrentIndex(battle->findData(u"notes"_s));
        QCOMPARE(column(model, LogPanelModel::ResultColumn), (QStringList{u"Campaign-wide remark"_s}));
        QVERIFY(panel.view()->isColumnHidden(LogPanelModel::BattleColumn));
        battle->setCurrentIndex(0);
        QVERIFY(!panel.view()->isColumnHidden(LogPanelModel::BattleColumn));
        QVERIFY(column(model, LogPanelModel::ResultColumn).contains(u"Campaign-wide remark"_s));

        auto *side = panel.findChild<QComboBox *>(u"logSideFilter"_s);
        side->setCurrentIndex(side->findData(u"russian"_s));
        const QStringList russian = column(model, LogPanelModel::ResultColumn);
        QVERIFY(russian.contains(u"Don Battery fires canister"_s));
        QVERIFY(!russian.contains(u"Activation of the 17th Lancers"_s));
    }

    // A new filter is read off the window's thread (issue 43: a side over
    // a million entries held the window 9 s): when the filter is set, the
    // rows shown stay and the count says "at least"; the page and the exact
    // count come later. A step written meanwhile is shown and counted once.
    void aNewFilterIsReadOffTheWindowsThread()
    {
        Document document;
        setUp(document);
        QVERIFY(writeRolls(document, 3000));
        LogPanel panel(&document);
        LogPanelModel *model = panel.model();
        QVERIFY(settled(model));
        const qint64 firstRow = model->entryAt(0)->id;
        auto *label = panel.findChild<QLabel *>(u"logCountLabel"_s);
        QVERIFY(!label->text().contains(u'+'));

        auto *side = panel.findChild<QComboBox *>(u"logSideFilter"_s);
        side->setCurrentIndex(side->findData(u"russian"_s));
        QVERIFY(model->isReading());
        QVERIFY(!model->countKnown());
        QCOMPARE(model->entryAt(0)->id, firstRow);
        QVERIFY2(label->text().endsWith(u'+'), qPrintable(label->text()));
        // A step of the Russians while the page is on its way.
        document.record(fixture::event(u"brown.fire"_s, u"Don Battery fires again"_s, 3, {u"don"_s}, {5}));
        QVERIFY(document.campaign()->flush());

        QVERIFY(settled(model));
        store::JournalFilter filter = model->filter();
        QCOMPARE(model->totalCount(), document.campaign()->store()->journalCount(filter));
        QCOMPARE(model->entryAt(model->rowCount() - 1)->event.summary, u"Don Battery fires again"_s);
        filter.newestFirst = true;
        filter.limit = LogPanelModel::pageSize;
        const QList<store::JournalEntry> newest = document.campaign()->store()->journal(filter);
        QCOMPARE(model->rowCount(), newest.size());
        QCOMPARE(model->entryAt(0)->id, newest.constFirst().id);
        QVERIFY2(!label->text().contains(u'+'), qPrintable(label->text()));
        QVERIFY(label->text().contains(QLocale().toString(model->totalCount())));

        // Read on the window's thread, the same rows and count.
        model->setReadHere(true);
        model->reload();
        QVERIFY(!model->isReading());
        QCOMPARE(model->rowCount(), newest.size());
        QCOMPARE(model->totalCount(), document.campaign()->store()->journalCount(model->filter()));
    }

    void addNoteAndVoidThroughDialogs()
    {
        Document document;
        setUp(document);
        LogPanel panel(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const LogPanelModel *model = panel.model();
        QVERIFY(settled(model));

        {
            fixture::ModalAnswerer note([](QWidget *modal) { fixture::ModalAnswerer::enterText(modal, u"Fog lifts over the valley"_s); });
            QTest::mouseClick(panel.findChild<QPushButton *>(u"addNoteButton"_s), Qt::LeftButton);
            QVERIFY(note.seen());
            QVERIFY(note.unexpected().isEmpty());
        }
        const int noteRow = model->rowCount() - 1;
        QCOMPARE(model->index(noteRow, LogPanelModel::ResultColumn).data().toString(), u"Fog lifts over the valley"_s);
        QCOMPARE(model->index(noteRow, 0).data(LogPanelModel::KindRole).toString(), u"note"_s);

        // Void the charge: select it, confirm with a reason.
        const int chargeRow = column(model, LogPanelModel::ResultColumn).indexOf(u"The 11th Hussars charge the battery"_s);
        QVERIFY(chargeRow >= 0);
        auto *voidButton = panel.findChild<QPushButton *>(u"voidButton"_s);
        QVERIFY(!voidButton->isEnabled());
        panel.view()->selectRow(chargeRow);
        QVERIFY(voidButton->isEnabled());

        // Cancelling the confirmation changes nothing.
        {
            fixture::ModalAnswerer cancel([](QWidget *modal) { qobject_cast<QDialog *>(modal)->reject(); });
            QTest::mouseClick(voidButton, Qt::LeftButton);
            QVERIFY(cancel.seen());
            QVERIFY(cancel.text().contains(u"The 11th Hussars charge the battery"_s));
        }
        QVERIFY(!model->index(chargeRow, 0).data(LogPanelModel::VoidedRole).toBool());

        const int rowsBefore = model->rowCount();
        {
            fixture::ModalAnswerer confirm([](QWidget *modal) { fixture::ModalAnswerer::enterText(modal, u"rolled for the wrong unit"_s); });
            QTest::mouseClick(voidButton, Qt::LeftButton);
            QVERIFY(confirm.seen());
            QVERIFY(confirm.unexpected().isEmpty());
        }
        QVERIFY(model->index(chargeRow, 0).data(LogPanelModel::VoidedRole).toBool());
        QVERIFY(model->index(chargeRow, LogPanelModel::ResultColumn).data(Qt::FontRole).value<QFont>().strikeOut());
        // The voiding is itself in the log, and nothing was deleted.
        QCOMPARE(model->rowCount(), rowsBefore + 1);
        QCOMPARE(model->index(rowsBefore, 0).data(LogPanelModel::KindRole).toString(), u"void"_s);
        QCOMPARE(model->index(chargeRow, LogPanelModel::ResultColumn).data().toString(), u"The 11th Hussars charge the battery"_s);
        // A voided entry cannot be voided again.
        panel.view()->selectRow(chargeRow);
        QVERIFY(!voidButton->isEnabled());
    }

    void exports_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("marker");
        QTest::newRow("markdown") << u"md"_s << QByteArray("Don Battery fires canister");
        QTest::newRow("csv") << u"csv"_s << QByteArray("Don Battery fires canister");
        QTest::newRow("html") << u"html"_s << QByteArray("Don Battery fires canister");
        QTest::newRow("json") << u"json"_s << QByteArray("Don Battery fires canister");
        QTest::newRow("pdf") << u"pdf"_s << QByteArray("%PDF-");
    }

    void exports()
    {
        QFETCH(QString, suffix);
        QFETCH(QByteArray, marker);
        Document document;
        setUp(document);
        LogPanel panel(&document);
        const QString path = mDir.filePath(u"export."_s + suffix);
        QString error;
        QVERIFY2(panel.exportLog(path, &error), qPrintable(error));
        const QByteArray bytes = fixture::fileBytes(path);
        QVERIFY(bytes.contains(marker));
        QVERIFY(!panel.exportLog(mDir.filePath(u"export.docx"_s), &error));
        QVERIFY(error.contains(u"docx"_s));

        // The table at the start (as the scenario sets it up) and at the end
        // (as the battle stands) go into the report.
        QStringList drawn;
        panel.setTablePicture([&drawn](const vedette::table::Scenario &table) {
            drawn.append(table.unit(u"l17"_s) ? QString::number(table.unit(u"l17"_s)->strength()) : QString());
            QImage image(40, 30, QImage::Format_RGB32);
            image.fill(Qt::darkGreen);
            return image;
        });
        vedette::table::Unit lancers = *document.scenario().unit(u"l17"_s);
        lancers.setStrength(123);
        document.scenario().updateUnit(lancers);
        QVERIFY(document.campaign()->flush());
        const vedette::AfterActionReport report = panel.afterActionReport();
        QCOMPARE(drawn, (QStringList{u"600"_s, u"123"_s}));
        QCOMPARE(report.startPicture.size(), QSize(40, 30));
        QCOMPARE(report.endPicture.size(), QSize(40, 30));
        QCOMPARE(report.campaign, u"Log test"_s);
        QVERIFY(settled(panel.model()));
        QCOMPARE(report.rows.size(), panel.model()->totalCount());
        QCOMPARE(report.rows.constLast().result, u"Don Battery fires canister"_s);
    }

    // Opening a campaign, or going to another battle, reads the log once:
    // the entries of the battle shown, never the whole log first (issue 35:
    // two counts of a million entries and a scan of their kinds).
    void openingReadsTheBattleShownOnce()
    {
        QString error;
        const QString path = store::DefaultCampaign::create(mDir.filePath(u"once"_s), &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        Document document;
        LogPanel panel(&document);
        QSignalSpy resets(panel.model(), &QAbstractItemModel::modelReset);
        QVERIFY(document.campaign()->open(path));
        const qint64 shown = document.campaign()->currentBattle();
        QVERIFY(shown > 0);
        QVERIFY(settled(panel.model()));
        QCOMPARE(resets.size(), 1);
        QCOMPARE(panel.model()->filter().battle, std::optional<qint64>(shown));
        qint64 other = 0;
        for (const store::BattleInfo &battle : document.campaign()->store()->battles()) {
            if (battle.id != shown)
                other = battle.id;
        }
        QVERIFY(other > 0);
        document.record(fixture::event(u"note"_s, u"Nolan gestures vaguely"_s, 1));
        QVERIFY(document.campaign()->flush());
        resets.clear();
        QVERIFY(document.campaign()->setCurrentBattle(other));
        QVERIFY(settled(panel.model()));
        QCOMPARE(resets.size(), 1);
        QCOMPARE(panel.model()->filter().battle, std::optional<qint64>(other));
        // The kinds offered are the log's own, each once.
        auto *kinds = panel.findChild<QComboBox *>(u"logKindFilter"_s);
        QVERIFY(kinds);
        const auto offered = [kinds] {
            QStringList offered;
            for (int i = 1; i < kinds->count(); ++i)
                offered.append(kinds->itemData(i).toString());
            offered.sort();
            return offered;
        };
        QSet<QString> written;
        for (const store::JournalEntry &entry : document.campaign()->store()->journal({}))
            written.insert(entry.event.kind);
        QStringList expected(written.begin(), written.end());
        expected.sort();
        QVERIFY(expected.size() >= 2);
        QTRY_COMPARE(offered(), expected);
        // A kind never written before joins the menu when an entry of it
        // comes; the kind picked stays picked, and no reset of the log.
        kinds->setCurrentIndex(kinds->findData(u"note"_s));
        QVERIFY(settled(panel.model()));
        resets.clear();
        document.record(fixture::event(u"brown.rally"_s, u"The Lights rally"_s, 1));
        QVERIFY(document.campaign()->flush());
        expected.append(u"brown.rally"_s);
        expected.sort();
        QTRY_COMPARE(offered(), expected);
        QCOMPARE(kinds->currentData().toString(), u"note"_s);
        QCOMPARE(resets.size(), 0);
        // Each kind by its name, in the order of the names.
        QCOMPARE(kinds->itemText(kinds->findData(u"note"_s)), u"Notes"_s);
        QCOMPARE(kinds->itemText(kinds->findData(u"brown.rally"_s)), u"brown.rally"_s); // a kind no one knows
        for (int i = 2; i < kinds->count(); ++i)
            QVERIFY2(QString::localeAwareCompare(kinds->itemText(i - 1), kinds->itemText(i)) < 0, qPrintable(kinds->itemText(i)));
    }

    // Scrolled from the newest entry to the oldest and back, the panel keeps
    // a window of the log, never the whole of it, and every row of the
    // window is the log's own, in order, without a gap.
    void scrollingKeepsAWindowOfTheLog()
    {
        Document document;
        setUp(document);
        constexpr int count = 10000;
        QVERIFY(writeRolls(document, count));
        const QList<store::JournalEntry> all = document.campaign()->store()->journal({});
        QCOMPARE(all.size(), count + 4);

        LogPanel panel(&document);
        LogPanelModel *model = panel.model();
        model->setKeepRows(2000);
        panel.resize(900, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(settled(model));
        QScrollBar *bar = panel.view()->verticalScrollBar();
        const auto windowIsTheLogsOwn = [&] {
            if (model->rowCount() == 0 || model->rowCount() > 2000)
                return false;
            const qint64 first = model->entryAt(0)->id;
            const auto at = std::find_if(all.cbegin(), all.cend(), [first](const store::JournalEntry &e) { return e.id == first; });
            if (all.cend() - at < model->rowCount())
                return false;
            for (int row = 0; row < model->rowCount(); ++row) {
                if (model->entryAt(row)->id != (at + row)->id)
                    return false;
            }
            return true;
        };
        int steps = 0;
        while (model->canFetchOlder() && ++steps < 200) {
            bar->setValue(bar->minimum());
            QVERIFY(windowIsTheLogsOwn());
        }
        QVERIFY(!model->canFetchOlder());
        QCOMPARE(model->entryAt(0)->id, all.constFirst().id);
        QCOMPARE(model->rowCount(), 2000);
        QVERIFY(model->canFetchNewer());
        QCOMPARE(model->totalCount(), qint64(count + 4));

        // Back down: the forgotten newer entries are read again, the top
        // row staying where the referee was reading.
        steps = 0;
        while (model->canFetchNewer() && ++steps < 200) {
            const qint64 topBefore = model->entryAt(panel.view()->rowAt(0))->id;
            bar->setValue(bar->maximum());
            QVERIFY(windowIsTheLogsOwn());
            QVERIFY(model->entryAt(panel.view()->rowAt(0))->id >= topBefore);
        }
        QVERIFY(!model->canFetchNewer());
        QCOMPARE(model->entryAt(model->rowCount() - 1)->event.summary, u"Roll number 9999"_s);
        QVERIFY(model->rowCount() <= 2000);

        // An entry written while the newest are forgotten comes with them.
        steps = 0;
        while (model->canFetchOlder() && model->rowCount() < 2000 && ++steps < 20)
            bar->setValue(bar->minimum());
        for (int i = 0; i < 5; ++i)
            bar->setValue(bar->minimum());
        QVERIFY(model->canFetchNewer());
        const int rows = model->rowCount();
        document.record(fixture::event(u"note"_s, u"Nolan gestures vaguely"_s, 2));
        QVERIFY(document.campaign()->flush());
        QCOMPARE(model->rowCount(), rows);
        QVERIFY(settled(model));
        QCOMPARE(model->totalCount(), qint64(count + 5));
        steps = 0;
        while (model->canFetchNewer() && ++steps < 200)
            bar->setValue(bar->maximum());
        QCOMPARE(model->entryAt(model->rowCount() - 1)->event.summary, u"Nolan gestures vaguely"_s);
    }

    // The whole campaign's log names the units of every battle, not only
    // those of the battle on the table (issue 35's walk: "b48u95, b48u97").
    void allBattlesNameEveryBattlesUnits()
    {
        QString error;
        const QString path = store::DefaultCampaign::create(mDir.filePath(u"names"_s), &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        Document document;
        QVERIFY(document.campaign()->open(path));
        const qint64 first = document.campaign()->currentBattle();
        QVERIFY(!document.scenario().units().isEmpty());
        const vedette::table::Unit unit = document.scenario().units().constFirst();
        document.record(fixture::event(u"note"_s, u"The first unit's own entry"_s, 1, {unit.id()}));
        QVERIFY(document.campaign()->flush());
        qint64 other = 0;
        for (const store::BattleInfo &battle : document.campaign()->store()->battles()) {
            if (battle.id != first)
                other = battle.id;
        }
        QVERIFY(other > 0);
        QVERIFY(document.campaign()->setCurrentBattle(other));
        QVERIFY(!document.scenario().unit(unit.id()));
        LogPanel panel(&document);
        panel.selectBattleFilter(0);
        const LogPanelModel *model = panel.model();
        const int row = column(model, LogPanelModel::ResultColumn).indexOf(u"The first unit's own entry"_s);
        QVERIFY(row >= 0);
        QCOMPARE(model->index(row, LogPanelModel::WhoColumn).data().toString(), unit.name());
        const QList<vedette::AfterActionReport::Row> rows = panel.afterActionReport().rows;
        const auto reported = std::find_if(rows.cbegin(), rows.cend(), [](const vedette::AfterActionReport::Row &r) {
            return r.result == u"The first unit's own entry"_s;
        });
        QVERIFY(reported != rows.cend());
        QCOMPARE(reported->who, unit.name());
    }

    void largeLogLoadsLazily()
    {
        Document document;
        setUp(document);
        constexpr int count = 100000;
        QVERIFY(writeRolls(document, count));
        QCOMPARE(document.campaign()->store()->journalCount({}), qint64(count + 4)); // + battle start and setUp()'s 3

        QElapsedTimer timer;
        timer.start();
        LogPanel panel(&document);
        panel.resize(900, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const double openMs = timer.nsecsElapsed() / 1e6;
        const LogPanelModel *model = panel.model();
        QVERIFY(settled(model));
        QCOMPARE(model->totalCount(), qint64(count + 4));
        QCOMPARE(model->rowCount(), LogPanelModel::pageSize);
        QCOMPARE(model->index(model->rowCount() - 1, LogPanelModel::ResultColumn).data().toString(), u"Roll number 99999"_s);
        // The view starts at the newest entry.
        QScrollBar *bar = panel.view()->verticalScrollBar();
        QTRY_COMPARE(bar->value(), bar->maximum());

        // Scrolling to the top reads the next older page and keeps the row in view.
        timer.restart();
        const int topBefore = panel.view()->rowAt(0);
        Q_UNUSED(topBefore)
        bar->setValue(bar->minimum());
        const double pageMs = timer.nsecsElapsed() / 1e6;
        QCOMPARE(model->rowCount(), 2 * LogPanelModel::pageSize);
        QVERIFY(bar->value() > bar->minimum());
        QCOMPARE(panel.view()->rowAt(0), LogPanelModel::pageSize);

        timer.restart();
        panel.setSearchText(u"99998"_s);
        const double searchMs = timer.nsecsElapsed() / 1e6;
        QCOMPARE(column(model, LogPanelModel::ResultColumn), (QStringList{u"Roll number 99998"_s}));
        qInfo("100,000 entries: log panel shown in %.1f ms, older page in %.1f ms, search in %.1f ms", openMs, pageMs, searchMs);
        // Generous bounds: the point is that nothing reads the whole log.
        QVERIFY2(openMs < 3000, qPrintable(QString::number(openMs)));
        QVERIFY2(pageMs < 1000, qPrintable(QString::number(pageMs)));
    }
};

QTEST_MAIN(TestLogPanel)
#include "test_logpanel.moc"
