#include "simulation.h"

#include "game.h"
#include "randomplayer.h"
#include "sensibleplayer.h"

#include "dice/seededdicesource.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {

QString playerKind(const QStringList &players, int regiment)
{
    return players.size() == 1 ? players.constFirst() : players.at(regiment);
}

double rate(qint64 count, int games)
{
    return games > 0 ? double(count) / games : 0.0;
}

} // namespace

bool Simulation::validPlayers(const QStringList &players)
{
    if (players.size() != 1 && players.size() != Regiment::kCount)
        return false;
    for (const QString &p : players) {
        if (p != u"random"_s && p != u"sensible"_s)
            return false;
    }
    return true;
}

std::unique_ptr<Player> Simulation::makePlayer(const QString &kind, std::uint64_t seed)
{
    if (kind == u"sensible"_s)
        return std::make_unique<SensiblePlayer>();
    return std::make_unique<RandomPlayer>(seed);
}

void Simulation::playOne(std::uint64_t gameSeed, const QStringList &players, const Settings &settings, Result &result)
{
    std::array<std::unique_ptr<Player>, Regiment::kCount> seats;
    for (int r = 0; r < Regiment::kCount; ++r)
        seats[static_cast<std::size_t>(r)] = makePlayer(playerKind(players, r), Game::deriveSeed(gameSeed, 10 + static_cast<std::uint64_t>(r)));
    dice::SeededDiceSource dice(Game::deriveSeed(gameSeed, 1));
    Game game(dice);
    game.setUp(settings, Game::deriveSeed(gameSeed, 2));
    while (!game.isOver()) {
        const Decision d = game.decision();
        game.decide(seats[static_cast<std::size_t>(d.player)]->choose(game.state(), d));
    }
    const GameState &s = game.state();
    ++result.games;
    if (s.outcome == GameState::Outcome::Regiment)
        ++result.wins[static_cast<std::size_t>(s.winner)];
    else if (s.outcome == GameState::Outcome::Russians)
        ++result.russians;
    else
        ++result.draws;
    result.cardsPlayed += s.cardsPlayed;
    for (int r = 0; r < Regiment::kCount; ++r) {
        result.standsLost += s.standsLost[static_cast<std::size_t>(r)];
        result.standsLostBy[static_cast<std::size_t>(r)] += s.standsLost[static_cast<std::size_t>(r)];
        result.gloryPointsBy[static_cast<std::size_t>(r)] += s.gloryPoints(r);
    }
    result.reshuffles += s.reshuffles;
    result.batteriesOnTable += s.batteriesOnTable();
    result.victory = settings.victory;
}

Simulation::Result Simulation::run(int games, std::uint64_t seed, const QStringList &players, const Settings &settings,
                                   const std::function<void(int played)> &progress)
{
    Result result;
    result.victory = settings.victory;
    for (int g = 0; g < games; ++g) {
        playOne(Game::deriveSeed(seed, static_cast<std::uint64_t>(g)), players, settings, result);
        if (progress && (g + 1) % 1000 == 0)
            progress(g + 1);
    }
    return result;
}

QJsonObject Simulation::Result::toJson() const
{
    QJsonArray regiments;
    for (int r = 0; r < Regiment::kCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        QJsonObject regiment{{u"id"_s, Regiment::id(r)},
                             {u"name"_s, Regiment::name(r)},
                             {u"wins"_s, wins[i]},
                             {u"winRate"_s, rate(wins[i], games)},
                             {u"meanStandsLost"_s, rate(standsLostBy[i], games)}};
        if (victory == VictoryMode::Glory)
            regiment.insert(u"meanGloryPoints"_s, rate(gloryPointsBy[i], games));
        regiments.append(regiment);
    }
    return QJsonObject{
        {u"games"_s, games},
        {u"regiments"_s, regiments},
        {u"russians"_s, QJsonObject{{u"wins"_s, russians}, {u"winRate"_s, rate(russians, games)}}},
        {u"draws"_s, QJsonObject{{u"count"_s, draws}, {u"rate"_s, rate(draws, games)}}},
        {u"meanCardsPlayed"_s, rate(cardsPlayed, games)},
        {u"meanStandsLost"_s, rate(standsLost, games)},
        {u"reshuffles"_s, reshuffles},
        {u"meanReshuffles"_s, rate(reshuffles, games)},
        {u"meanBatteriesOnTable"_s, rate(batteriesOnTable, games)},
    };
}

} // namespace vedette::rules::tennyson
