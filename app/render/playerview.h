#pragma once

#include <QString>

#include <optional>

namespace vedette::journal {
struct JournalEvent;
}

namespace vedette::table {
class Scenario;
class Unit;
struct Marker;
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
//   empty, never).
class PlayerView
{
public:
    enum class Audience { Referee, Players, Side };

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
