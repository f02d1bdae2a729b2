#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace vedette::store {

// A scenario kept in the campaign: the template battles are started from.
struct ScenarioInfo
{
    qint64 id = 0;
    QString name;
    QString ruleSystem; // "brown" | "balagan" | "none"
    QString source;     // where it came from: "bundled:balaclava.json", an imported file name
    QDateTime created;  // UTC
};

// A battle fought from a scenario: its live table state is in the store and
// is restored by CampaignStore::loadBattle().
struct BattleInfo
{
    qint64 id = 0;
    qint64 scenarioId = 0;
    QString name;
    std::uint64_t diceSeed = 0; // the SeededDiceSource seed of the battle, for replays
    int turn = 0;               // current bound/turn, 0 = set-up
    qint64 carriedFrom = 0;     // battle whose units' strength was carried over, 0 = none
    QDateTime started;          // UTC
    QDateTime updated;          // UTC, last commit
};

// Where a battle stands beyond its table (the `play` table): what every rule
// system has (turn or bound, phase, side to move, clock), kept in columns so
// readers and the campaign tree see it, and the rule system's own state as
// JSON, owned and versioned by the battle's controller. A battle that has no
// record is at set-up.
struct PlayRecord
{
    QString ruleSystem;              // "brown" | "balagan" | "none"
    int turn = 0;                    // bound or turn, 0 = set-up
    QString phase;                   // "set-up", "morale", "action", "over", "play", ...
    QString side;                    // the side to move, empty = none
    std::optional<int> clockMinutes; // battle time in minutes after midnight
    int version = 1;                 // version of `state`'s format, set by its owner
    QJsonObject state;

    friend bool operator==(const PlayRecord &, const PlayRecord &) = default;
};

// How to start a battle from a scenario.
struct NewBattle
{
    qint64 scenarioId = 0;
    QString name;               // empty: the scenario's name and the date
    std::uint64_t diceSeed = 0; // 0: a fresh random seed
    // Carry units' current strength (and casualties) from this earlier battle
    // to the units with the same id in the new one; 0 = the scenario's strength.
    qint64 carryStrengthFrom = 0;
};

// A resumable game state kept as JSON: the solo and card games (Light
// Brigade, Tennyson) and any rule system's state that is not the table.
// The owner of `kind` defines and versions `state`.
struct GameState
{
    qint64 id = 0;        // 0 = not yet stored; saveGame() assigns it
    QString kind;         // "lightbrigade", "tennyson", "balagan.bound", ...
    qint64 battle = 0;    // the battle it belongs to, 0 = stands alone
    QString name;         // shown in the campaign browser
    int version = 1;      // version of `state`'s format, set by its owner
    QJsonObject state;
    bool finished = false;
    QDateTime updated;    // UTC, set by the store
};

// A unit or a division saved for reuse in later battles (schema 3's
// `template` table). `data` is table::TemplateJson's object:
// {"units": [...], "generals": [...]} as the scenario format writes them.
struct UnitTemplate
{
    qint64 id = 0;      // 0 = not yet stored; saveTemplate() assigns it
    QString kind;       // "unit" | "division"
    QString ruleSystem; // "brown" | "balagan" | "none"
    QString name;
    QJsonObject data;
    QDateTime created;  // UTC, set by the store
};

// Who plays a battle on a server (schema 6's `lease`): another referee's
// program, named by its label ("anna@club-laptop"), until `expires` unless
// it renews the lease.
struct LeaseInfo
{
    qint64 battle = 0;
    QString label;
    QDateTime expires; // UTC, the server's clock
};

// What other programs wrote to the campaign since the last look
// (CampaignStore::changes()).
struct Changes
{
    QList<qint64> battles; // battles whose table or state of play may have changed
    QList<qint64> entries; // new log entries, oldest first
    bool isEmpty() const { return battles.isEmpty() && entries.isEmpty(); }
};

// House rules written with a step, so that their change and the entry that
// says so are one transaction.
struct HouseRulesWrite
{
    QString ruleSystem;   // "brown", "balagan"
    QJsonObject rules;
    qint64 scenarioId = 0; // 0 = campaign-wide
};

} // namespace vedette::store
