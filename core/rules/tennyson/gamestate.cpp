#include "gamestate.h"

#include "deck.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::tennyson)
};

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
        return fail(Tr::tr("This is not a saved Tennyson game."));
    const int version = object.value(u"version"_s).toInt(0);
    if (version > kVersion)
        return fail(Tr::tr("This game was saved by a newer Vedette (version %1); please update.").arg(version));
    if (version < 1)
        return fail(Tr::tr("The saved game has no valid version."));

    // Every value is checked against what the game can reach: a value of
    // another type or out of range is damage, never a default, so a resumed
    // game is the one that was saved, and counters that only grow cannot
    // overflow in play.
    const QString damaged = Tr::tr("The saved Tennyson game is damaged.");
    auto integer = [](const QJsonValue &value, int low, int high, int *out) {
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || number != std::floor(number) || number < low || number > high)
            return false;
        *out = static_cast<int>(number);
        return true;
    };
    GameState state;
    const QJsonValue settings = object.value(u"settings"_s);
    if (!settings.isObject())
        return fail(damaged);
    QString settingsError;
    const std::optional<Settings> read = Settings::fromJson(settings.toObject(), &settingsError);
    if (!read)
        return fail(settingsError);
    state.settings = *read;

    const QJsonArray regiments = object.value(u"regiments"_s).toArray();
    if (regiments.size() != Regiment::kCount)
        return fail(damaged);
    for (int r = 0; r < Regiment::kCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        const QJsonObject o = regiments.at(r).toObject();
        const QJsonValue reached = o.value(u"reachedGuns"_s);
        if (o.value(u"id"_s) != QJsonValue(Regiment::id(r)) || !integer(o.value(u"position"_s), 0, Board::kGuns, &state.position[i])
            || !integer(o.value(u"stands"_s), 0, Regiment::kStands, &state.stands[i])
            || !integer(o.value(u"standsLost"_s), 0, kMaxCount, &state.standsLost[i]) || !reached.isBool()
            || !cardsFromJson(o.value(u"hand"_s), state.hands[i]))
            return fail(damaged);
        state.reachedGuns[i] = reached.toBool();
    }
    const QJsonValue batteryValue = object.value(u"batteries"_s);
    if (!batteryValue.isObject())
        return fail(damaged);
    const QJsonObject batteries = batteryValue.toObject();
    for (auto it = batteries.begin(); it != batteries.end(); ++it) {
        const int slot = Board::slotFromId(it.key());
        if (slot < 0 || !it.value().isString())
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
    const QJsonValue played = object.value(u"played"_s);
    if (!played.isArray())
        return fail(damaged);
    for (const QJsonValue &v : played.toArray()) {
        const QJsonArray pair = v.toArray();
        if (!v.isArray() || pair.size() != 2 || !pair.at(0).isString() || !pair.at(1).isString())
            return fail(damaged);
        Played p{Deck::indexOf(pair.at(0).toString()), Regiment::fromId(pair.at(1).toString())};
        if (p.card < 0 || p.regiment < 0)
            return fail(damaged);
        state.played.append(p);
    }
    // Written as the half band behind a position, or null when off the table.
    const QJsonValue cossacks = object.value(u"cossacks"_s);
    if (!cossacks.isNull()) {
        const double behind = cossacks.toDouble(std::nan(""));
        if (!cossacks.isDouble() || !(behind >= -0.5 && behind <= Board::kGuns - 0.5) || behind + 0.5 != std::floor(behind + 0.5))
            return fail(damaged);
        state.cossacks = static_cast<int>(behind + 0.5);
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
    if (!integer(object.value(u"current"_s), -1, Regiment::kCount - 1, &state.current)
        || !integer(object.value(u"firstPlayer"_s), -1, Regiment::kCount - 1, &state.firstPlayer)
        || !integer(object.value(u"cardsPlayed"_s), 0, kMaxCount, &state.cardsPlayed)
        || !integer(object.value(u"reshuffles"_s), 0, kMaxCount, &state.reshuffles))
        return fail(damaged);
    // The seed as QString::number wrote it: no sign, no spaces, no leading zeros.
    const QString seed = object.value(u"shuffleSeed"_s).toString();
    bool seedOk = false;
    state.shuffleSeed = seed.toULongLong(&seedOk);
    if (!seedOk || QString::number(state.shuffleSeed) != seed)
        return fail(damaged);
    const QString outcome = object.value(u"outcome"_s).toString();
    if (outcome == u"regiment"_s)
        state.outcome = Outcome::Regiment;
    else if (outcome == u"russians"_s)
        state.outcome = Outcome::Russians;
    else if (outcome == u"draw"_s)
        state.outcome = Outcome::Draw;
    else if (outcome != u"none"_s)
        return fail(damaged);
    const QJsonValue winner = object.value(u"winner"_s);
    if (!winner.isNull()) {
        state.winner = Regiment::fromId(winner.toString());
        if (state.winner < 0)
            return fail(damaged);
    }
    if (object.contains(u"pendingCard"_s)) {
        state.pendingCard = Deck::indexOf(object.value(u"pendingCard"_s).toString());
        if (state.pendingCard < 0)
            return fail(damaged);
    }
    // What the game itself keeps together: a card waits for its choice only
    // in the choice phase, the game is over exactly when it has an outcome,
    // and a winner only when a regiment won.
    if ((state.phase != Phase::SetUp && (state.current < 0 || state.firstPlayer < 0))
        || ((state.phase == Phase::Choose) != (state.pendingCard >= 0))
        || ((state.phase == Phase::Over) != (state.outcome != Outcome::None))
        || ((state.outcome == Outcome::Regiment) != (state.winner >= 0))
        || (state.phase != Phase::SetUp && !state.cardsAccountedFor()))
        return fail(damaged);
    return state;
}

} // namespace vedette::rules::tennyson
