#include "gamestate.h"

#include "deck.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vedette::rules::tennyson", text);
}

QJsonArray cardsToJson(const QList<int> &cards)
{
    QJsonArray array;
    for (int card : cards)
        array.append(Deck::card(card).idText());
    return array;
}

bool cardsFromJson(const QJsonValue &value, QList<int> &cards)
{
    if (!value.isArray())
        return false;
    cards.clear();
    for (const QJsonValue &v : value.toArray()) {
        const int card = Deck::indexOf(v.toString());
        if (card < 0)
            return false;
        cards.append(card);
    }
    return true;
}

QString phaseId(GameState::Phase phase)
{
    switch (phase) {
    case GameState::Phase::SetUp: return u"setup"_s;
    case GameState::Phase::PlayCard: return u"play"_s;
    case GameState::Phase::Choose: return u"choose"_s;
    case GameState::Phase::Over: return u"over"_s;
    }
    return u"setup"_s;
}

QString outcomeId(GameState::Outcome outcome)
{
    switch (outcome) {
    case GameState::Outcome::None: return u"none"_s;
    case GameState::Outcome::Regiment: return u"regiment"_s;
    case GameState::Outcome::Russians: return u"russians"_s;
    case GameState::Outcome::Draw: return u"draw"_s;
    }
    return u"none"_s;
}

bool inRange(int value, int low, int high)
{
    return value >= low && value <= high;
}

} // namespace

int GameState::aliveCount() const
{
    int count = 0;
    for (int r = 0; r < Regiment::kCount; ++r)
        count += alive(r) ? 1 : 0;
    return count;
}

int GameState::batteriesOnTable() const
{
    int count = 0;
    for (int slot : battery)
        count += slot != Board::kEmpty ? 1 : 0;
    return count;
}

int GameState::batteriesFiringAt(int pos) const
{
    const int sector = Board::sectorOf(pos);
    int count = 0;
    for (int s = 0; s < Board::kSlots; ++s) {
        if (battery[static_cast<std::size_t>(s)] == Board::kEmpty)
            continue;
        if (Board::isFrontal(s) || Board::slotSector(s) == sector)
            ++count;
    }
    return count;
}

int GameState::totalStandsLost() const
{
    int total = 0;
    for (int lost : standsLost)
        total += lost;
    return total;
}

int GameState::gloryPoints(int regiment) const
{
    if (!alive(regiment))
        return 0;
    const auto r = static_cast<std::size_t>(regiment);
    return stands[r] + (reachedGuns[r] ? 3 : 0);
}

bool GameState::cardsAccountedFor() const
{
    std::array<int, Deck::kSize> seen{};
    auto count = [&seen](const QList<int> &cards) {
        for (int c : cards) {
            if (c < 0 || c >= Deck::kSize)
                return false;
            ++seen[static_cast<std::size_t>(c)];
        }
        return true;
    };
    bool ok = count(deck) && count(discard) && count(outOfPlay);
    for (const QList<int> &hand : hands)
        ok = ok && count(hand);
    for (int slot : battery) {
        if (slot >= 0)
            ok = ok && count(QList<int>{slot});
    }
    if (pendingCard >= 0)
        ok = ok && count(QList<int>{pendingCard});
    for (int n : seen)
        ok = ok && n == 1;
    return ok;
}

QJsonObject GameState::toJson() const
{
    QJsonArray regiments;
    for (int r = 0; r < Regiment::kCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        regiments.append(QJsonObject{{u"id"_s, Regiment::id(r)},
                                     {u"position"_s, position[i]},
                                     {u"stands"_s, stands[i]},
                                     {u"standsLost"_s, standsLost[i]},
                                     {u"reachedGuns"_s, reachedGuns[i]},
                                     {u"hand"_s, cardsToJson(hands[i])}});
    }
    QJsonObject batteries;
    for (int s = 0; s < Board::kSlots; ++s) {
        const int content = battery[static_cast<std::size_t>(s)];
        if (content == Board::kStartBattery)
            batteries.insert(Board::slotId(s), u"start"_s);
        else if (content >= 0)
            batteries.insert(Board::slotId(s), Deck::card(content).idText());
    }
    QJsonArray poem;
    for (const Played &p : played)
        poem.append(QJsonArray{Deck::card(p.card).idText(), Regiment::id(p.regiment)});

    QJsonObject object{
        {u"format"_s, u"vedette.tennyson"_s},
        {u"version"_s, kVersion},
        {u"settings"_s, settings.toJson()},
        {u"regiments"_s, regiments},
        {u"batteries"_s, batteries},
        {u"deck"_s, cardsToJson(deck)},
        {u"discard"_s, cardsToJson(discard)},
        {u"outOfPlay"_s, cardsToJson(outOfPlay)},
        {u"played"_s, poem},
        {u"phase"_s, phaseId(phase)},
        {u"current"_s, current},
        {u"firstPlayer"_s, firstPlayer},
        {u"cardsPlayed"_s, cardsPlayed},
        {u"reshuffles"_s, reshuffles},
        // 64 bits do not fit a JSON number exactly.
        {u"shuffleSeed"_s, QString::number(shuffleSeed)},
        {u"outcome"_s, outcomeId(outcome)},
        {u"winner"_s, winner >= 0 ? QJsonValue(Regiment::id(winner)) : QJsonValue()},
    };
    object.insert(u"cossacks"_s, cossacks >= 0 ? QJsonValue(cossacks - 0.5) : QJsonValue());
    if (pendingCard >= 0)
        object.insert(u"pendingCard"_s, Deck::card(pendingCard).idText());
    return object;
}

std::optional<GameState> GameState::fromJson(const QJsonObject &object, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::optional<GameState>();
    };
    if (object.value(u"format"_s).toString() != u"vedette.tennyson"_s)
        return fail(tr("This is not a saved Tennyson game."));
    const int version = object.value(u"version"_s).toInt(0);
    if (version > kVersion)
        return fail(tr("This game was saved by a newer Vedette (version %1); please update.").arg(version));
    if (version < 1)
        return fail(tr("The saved game has no valid version."));

    const QString damaged = tr("The saved Tennyson game is damaged.");
    GameState state;
    state.settings = Settings::fromJson(object.value(u"settings"_s).toObject());

    const QJsonArray regiments = object.value(u"regiments"_s).toArray();
    if (regiments.size() != Regiment::kCount)
        return fail(damaged);
    for (int r = 0; r < Regiment::kCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        const QJsonObject o = regiments.at(r).toObject();
        state.position[i] = o.value(u"position"_s).toInt(-1);
        state.stands[i] = o.value(u"stands"_s).toInt(-1);
        state.standsLost[i] = o.value(u"standsLost"_s).toInt(-1);
        state.reachedGuns[i] = o.value(u"reachedGuns"_s).toBool();
        if (!inRange(state.position[i], 0, Board::kGuns) || !inRange(state.stands[i], 0, Regiment::kStands)
            || state.standsLost[i] < 0 || !cardsFromJson(o.value(u"hand"_s), state.hands[i]))
            return fail(damaged);
    }
    const QJsonObject batteries = object.value(u"batteries"_s).toObject();
    for (auto it = batteries.begin(); it != batteries.end(); ++it) {
        const int slot = Board::slotFromId(it.key());
        if (slot < 0)
            return fail(damaged);
        const QString content = it.value().toString();
        if (content == u"start"_s) {
            state.battery[static_cast<std::size_t>(slot)] = Board::kStartBattery;
        } else {
            const int card = Deck::indexOf(content);
            if (card < 0 || !isPlacement(Deck::card(card).effect))
                return fail(damaged);
            state.battery[static_cast<std::size_t>(slot)] = card;
        }
    }
    if (!cardsFromJson(object.value(u"deck"_s), state.deck) || !cardsFromJson(object.value(u"discard"_s), state.discard)
        || !cardsFromJson(object.value(u"outOfPlay"_s), state.outOfPlay))
        return fail(damaged);
    for (const QJsonValue &v : object.value(u"played"_s).toArray()) {
        const QJsonArray pair = v.toArray();
        Played p{Deck::indexOf(pair.at(0).toString()), Regiment::fromId(pair.at(1).toString())};
        if (p.card < 0 || p.regiment < 0)
            return fail(damaged);
        state.played.append(p);
    }
    const QJsonValue cossacks = object.value(u"cossacks"_s);
    if (cossacks.isDouble()) {
        state.cossacks = static_cast<int>(cossacks.toDouble() + 0.5);
        if (!inRange(state.cossacks, 0, Board::kGuns))
            return fail(damaged);
    }
    const QString phase = object.value(u"phase"_s).toString();
    if (phase == u"play"_s)
        state.phase = Phase::PlayCard;
    else if (phase == u"choose"_s)
        state.phase = Phase::Choose;
    else if (phase == u"over"_s)
        state.phase = Phase::Over;
    else if (phase == u"setup"_s)
        state.phase = Phase::SetUp;
    else
        return fail(damaged);
    state.current = object.value(u"current"_s).toInt(-1);
    state.firstPlayer = object.value(u"firstPlayer"_s).toInt(-1);
    state.cardsPlayed = object.value(u"cardsPlayed"_s).toInt(0);
    state.reshuffles = object.value(u"reshuffles"_s).toInt(0);
    bool seedOk = false;
    state.shuffleSeed = object.value(u"shuffleSeed"_s).toString().toULongLong(&seedOk);
    const QString outcome = object.value(u"outcome"_s).toString();
    if (outcome == u"regiment"_s)
        state.outcome = Outcome::Regiment;
    else if (outcome == u"russians"_s)
        state.outcome = Outcome::Russians;
    else if (outcome == u"draw"_s)
        state.outcome = Outcome::Draw;
    state.winner = Regiment::fromId(object.value(u"winner"_s).toString());
    if (object.contains(u"pendingCard"_s))
        state.pendingCard = Deck::indexOf(object.value(u"pendingCard"_s).toString());
    if (!seedOk || (state.phase != Phase::SetUp && !inRange(state.current, 0, Regiment::kCount - 1))
        || (state.phase == Phase::Choose && state.pendingCard < 0) || (state.outcome == Outcome::Regiment && state.winner < 0)
        || (state.phase != Phase::SetUp && !state.cardsAccountedFor()))
        return fail(damaged);
    return state;
}

} // namespace vedette::rules::tennyson
