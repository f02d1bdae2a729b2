#pragma once

#include "store/campaignrecords.h"
#include "table/scenario.h"

#include <QColor>
#include <QList>
#include <QString>

#include <optional>

namespace vedette::journal {
struct JournalEvent;
}

namespace vedette::render {

struct TablePicture;

// Who a picture or a log is for, and what they may see: the one filter
// between the referee's model and anything shown to players (the table
// screen, `vedette-cli render --view`, `vedette-cli log --side`).
//
// - referee: everything.
// - players (the table screen everyone looks at): no orders, no messengers,
//   no generals' ratings, no referee-only markers, nothing hidden from any
//   side.
// - side:ID: the same, except that side's own units are always shown and
//   only what is hidden from that side is left out; its log holds only the
//   entries whose visibility is that side (a referee-only entry, visibility
//   empty, never). What the rest of the order of battle is (the other
//   side's units not on the table, its divisions and generals' commands,
//   its orders) is left out too; its own units keep their orders.
//
// The players' devices (app/server) get a side's whole state from here,
// sideState(): the table filtered as above, the bound or turn and the
// phase (never the rule system's own state, which holds dice not yet
// rolled), and the messages that reached the side.
class PlayerView
{
public:
    enum class Audience { Referee, Players, Side };

    // A message that reached a side: the orders a messenger delivered, or
    // an entry of the log meant for that side (the referee's text to it).
    struct Message
    {
        QString kind; // "orders" (a messenger's) or the log entry's kind
        QString text;
        int turn = 0; // the bound or turn of the log entry; 0 for orders
        friend bool operator==(const Message &, const Message &) = default;
    };

    // Everything one side may know of the battle, secrets taken out.
    struct SideState
    {
        QString sideId;
        QString sideName;
        QColor colour;
        QString title;
        QString ruleSystem;  // "brown", "balagan", "none"
        int turn = 0;        // bound or turn, 0 = set-up
        QString phase;
        QString sideToMove;
        std::optional<int> clockMinutes;
        table::Scenario table; // filter(): only what the side may see
        QList<Message> messages;
        friend bool operator==(const SideState &, const SideState &) = default;
    };

    static PlayerView referee() { return PlayerView(Audience::Referee, {}); }
    static PlayerView players() { return PlayerView(Audience::Players, {}); }
    static PlayerView side(const QString &sideId) { return PlayerView(Audience::Side, sideId); }
    // "referee", "players" or "side:ID"; with a scenario, ID must be one of
    // its sides. Nothing (and *error set) for anything else.
    static std::optional<PlayerView> parse(const QString &text, const table::Scenario *scenario = nullptr,
                                           QString *error = nullptr);
    QString toString() const;

    Audience audience() const { return mAudience; }
    const QString &sideId() const { return mSideId; }
    bool isReferee() const { return mAudience == Audience::Referee; }

    bool maySee(const table::Unit &unit) const;
    bool maySee(const table::Marker &marker, const table::Scenario &scenario) const;
    bool maySee(const journal::JournalEvent &event) const;
    // A messenger's orders: only its own side's, and only once delivered.
    bool maySee(const table::Messenger &messenger) const;

    // The model with this audience's secrets taken out (what filter() of a
    // picture draws, but for a side's own orders, which no picture shows).
    table::Scenario filter(const table::Scenario &model) const;
    // A side's state (a side view only; the others get an empty state):
    // `log` is the battle's valid entries, of which only those meant for
    // the side are kept.
    SideState sideState(const table::Scenario &model, const store::PlayRecord &play,
                        const QList<journal::JournalEvent> &log) const;

    // What this audience may see of the referee's picture: secrets left out
    // of the model itself (not merely undrawn), so two tables that differ
    // only in secrets give the same picture.
    TablePicture filter(const TablePicture &picture) const;

    friend bool operator==(const PlayerView &, const PlayerView &) = default;

private:
    PlayerView(Audience audience, const QString &sideId)
        : mAudience(audience)
        , mSideId(sideId)
    {
    }

    Audience mAudience = Audience::Referee;
    QString mSideId;
};

} // namespace vedette::render
