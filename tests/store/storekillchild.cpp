// Helper for test_storekill: opens a campaign and keeps committing steps
// (one unit moved + one journal entry each) until it is killed, printing the
// number of every step once commit() has returned. "hold" mode just keeps the
// campaign open, for the lock test; "search" mode catches the search index
// up (as a search does first) and then waits, for the catch-up kill test.

#include "store/campaignstore.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QThread>

#include <cstdio>

using namespace Qt::StringLiterals;
using vedette::store::CampaignStore;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: store_kill_child run|hold|lease|search FILE [BATTLE]\n");
        return 2;
    }
    CampaignStore store;
    if (!store.open(args[2])) {
        std::fprintf(stderr, "open failed: %s\n", qPrintable(store.errorString()));
        return 1;
    }
    if (args[1] == u"lease"_s) {
        // Takes the battle's lease (as a window playing it does), then waits.
        if (!store.takeLease(args.value(3).toLongLong())) {
            std::fprintf(stderr, "lease failed: %s\n", qPrintable(store.errorString()));
            return 1;
        }
        std::printf("ready\n");
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
    if (args[1] == u"hold"_s) {
        std::printf("ready\n");
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
    if (args[1] == u"search"_s) {
        // Catches the search index up (a search does that first), then waits to be killed.
        vedette::store::JournalFilter search;
        search.text = u"step"_s;
        std::printf("indexing\n");
        std::fflush(stdout);
        const qint64 found = store.journalCount(search);
        std::printf("indexed %lld\n", found);
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
    const qint64 battle = args.value(3).toLongLong();
    std::optional<vedette::table::Scenario> table = store.loadBattle(battle);
    if (!table) {
        std::fprintf(stderr, "load failed: %s\n", qPrintable(store.errorString()));
        return 1;
    }
    // The steps of this battle (two children may write two battles of one campaign).
    vedette::store::JournalFilter steps;
    steps.kinds = {u"test.step"_s};
    steps.battle = battle;
    qint64 step = store.journalCount(steps);
    std::printf("ready %lld\n", step);
    std::fflush(stdout);
    for (;; ++step) {
        vedette::table::Unit unit = *table->unit(u"u0"_s);
        unit.setPosition(QPointF(100.0 + double(step % 1000), 100.0));
        table->updateUnit(unit);
        vedette::journal::JournalEvent event;
        event.kind = u"test.step"_s;
        event.summary = u"Step %1"_s.arg(step);
        event.detail = QJsonObject{{u"step"_s, step}};
        event.actors = {u"u0"_s};
        vedette::store::Commit commit;
        commit.battle = battle;
        commit.table = &*table;
        commit.events = {event};
        commit.turn = int(step);
        if (!store.commit(commit)) {
            std::fprintf(stderr, "commit failed: %s\n", qPrintable(store.errorString()));
            return 1;
        }
        std::printf("%lld\n", step);
        std::fflush(stdout);
    }
}
