#pragma once

#include <QHash>
#include <QString>

namespace vedette::table {
class Scenario;
}
namespace vedette::store {
class CampaignStore;
}

namespace vedette {

// The names the log shows for the ids its entries name as actors: units,
// generals, messengers and sides of the table, and the men of the saved
// Light Brigade charges (keyed "<game id>/<actor id>", as their ids repeat
// from game to game). An id with no name left (a unit long routed) shows
// as itself.
class ActorNames
{
public:
    static QHash<QString, QString> of(const table::Scenario &scenario, const store::CampaignStore *store);
    static QString gameKey(qint64 game, const QString &actor);
    // The name of `actor` in an entry of `battle` and `game` (0: of none):
    // the game's own, the battle's own (keyed store::battleActorKey(), as
    // ids repeat from battle to battle), the table's.
    static QString name(const QHash<QString, QString> &names, qint64 battle, qint64 game, const QString &actor);
};

} // namespace vedette
