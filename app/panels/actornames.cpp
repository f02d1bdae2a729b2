#include "actornames.h"

#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/savedcharge.h"
#include "store/campaignstore.h"
#include "table/scenario.h"

using namespace Qt::StringLiterals;

namespace vedette {

QString ActorNames::gameKey(qint64 game, const QString &actor)
{
    return u"%1/%2"_s.arg(game).arg(actor);
}

QHash<QString, QString> ActorNames::of(const table::Scenario &scenario, const store::CampaignStore *store)
{
    QHash<QString, QString> names;
    for (const table::Side &side : scenario.sides())
        names.insert(side.id, side.name);
    for (const table::Unit &unit : scenario.units())
        names.insert(unit.id(), unit.name());
    for (const table::General &general : scenario.generals())
        names.insert(general.id, general.name);
    for (const table::Messenger &messenger : scenario.messengers())
        names.insert(messenger.id, messenger.name.isEmpty() ? messenger.id : messenger.name);
    if (!store)
        return names;
    namespace lb = rules::lightbrigade;
    for (const store::GameState &game : store->games()) {
        if (game.kind != lb::SavedCharge::kind())
            continue;
        const std::optional<lb::SavedCharge> saved = lb::SavedCharge::fromJson(game.state);
        if (!saved)
            continue; // the window says why when it is opened
        for (qsizetype i = 0; i < saved->game.size(); ++i)
            names.insert(gameKey(game.id, u"man-%1"_s.arg(i)), lb::Engine::label(saved->game, i));
    }
    return names;
}

QString ActorNames::name(const QHash<QString, QString> &names, qint64 battle, qint64 game, const QString &actor)
{
    if (game != 0) {
        const auto it = names.constFind(gameKey(game, actor));
        if (it != names.constEnd())
            return *it;
    }
    if (battle != 0) {
        const auto it = names.constFind(store::battleActorKey(battle, actor));
        if (it != names.constEnd())
            return *it;
    }
    return names.value(actor, actor);
}

} // namespace vedette
