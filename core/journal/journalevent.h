#pragma once

#include "dice/dicesource.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace vedette::journal {

// One entry of the campaign log: what happened, which dice were thrown, who
// may see it. Rule procedures create these; the store writes them in the same
// transaction as the change they describe. Rules never set the time (they do
// not know the clock); the document stamps it.
struct JournalEvent
{
    QString kind;               // dotted id: "dice.roll", "brown.charge", "note", "void"
    QString summary;            // one human-readable line, already translated
    QJsonObject detail;         // structured data for replay and export
    QList<dice::RollRecord> rolls;
    QStringList actors;         // ids of the units (or men, regiments) involved
    int turn = 0;               // bound or turn number within the battle, 0 = set-up
    QString visibility;         // empty = referee only, else the id of the side that may see it
    QDateTime time;             // stamped by the document when appended

    // "4+3 (2d6)" style text of all rolls, for logs and exports.
    QString rollsText() const;
};

// Receives events as a procedure produces them.
class EventSink
{
public:
    virtual ~EventSink();
    virtual void append(const JournalEvent &event) = 0;
};

// Keeps events in memory: for procedures run by the CLI and for tests.
class EventList : public EventSink
{
public:
    void append(const JournalEvent &event) override { mEvents.append(event); }
    const QList<JournalEvent> &events() const { return mEvents; }
    void clear() { mEvents.clear(); }

private:
    QList<JournalEvent> mEvents;
};

} // namespace vedette::journal
