#pragma once

#include "charts.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace vedette::rules::lightbrigade {

enum class Role { Captain, Trumpeter, Rider, Straggler };

// Where a man is in the story. A passenger is InPlay with a carrier.
enum class Fate { InPlay, Home, Killed, Fled, Lost };

// One record card: Ron Pehr's card plus what the track needs.
struct Man
{
    // Bounds of a saved man's numbers: far beyond any charge (about 30 men,
    // 60 turns, 25 wounds in 20,000 simulated charges), low enough that
    // counting on from them cannot overflow.
    static constexpr int kMaxMen = 1000;
    static constexpr int kMaxTurns = 10000;
    static constexpr int kMaxCount = 10000;

    QString name;
    Role role = Role::Rider;
    Skills skills = NoSkill;
    int space = 0;          // 0 = start line and home, 20 = the battery
    int wounds = 0;
    int spurPoints = 0;
    bool blown = false;
    BreakStatus status = BreakStatus::None;
    Fate fate = Fate::InPlay;
    int carrier = -1;       // index of the man whose horse a passenger shares
    int joinedTurn = 0;     // stragglers: the turn they joined (they move from the next)
    int arrivedTurn = 0;    // the turn he reached the battery, 0 = not yet
    int russiansKilled = 0;
    int endTurn = 0;        // the turn he got home, died, fled or was lost
    bool walked = false;    // a straggler who walked home

    bool isCaptain() const { return role == Role::Captain; }
    bool isStraggler() const { return role == Role::Straggler; }
    bool isPassenger() const { return carrier >= 0; }
    bool inPlay() const { return fate == Fate::InPlay; }
    // In play and rolling his own dice: he moves, rolls morale, can carry.
    bool rides() const { return fate == Fate::InPlay && carrier < 0; }

    QJsonObject toJson() const;
    static std::optional<Man> fromJson(const QJsonObject &json, QString *errorString = nullptr);

    static QString roleName(Role role);
    static QString fateName(Fate fate);
};

} // namespace vedette::rules::lightbrigade
