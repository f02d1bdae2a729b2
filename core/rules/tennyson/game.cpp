#include "game.h"

#include "deck.h"

#include "dice/seededdicesource.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {

// The translation context of this file, for tr() in free functions too
// (lupdate reads Tr::tr with this context; a free tr() helper it would not).
// Counts go through the plurals of the translations ("1 battery").
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::tennyson)
};

std::size_t at(int index)
{
    return static_cast<std::size_t>(index);
}

QString cardTitle(int card)
{
    const Card &c = Deck::card(card);
    return Tr::tr("%1 \u201C%2\u201D (%3)").arg(c.idText(), c.lineText(), c.effectLabel());
}

// splitmix64: spreads a seed and a counter over all 64 bits.
std::uint64_t mix(std::uint64_t seed, std::uint64_t n)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (n + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

std::uint64_t Game::deriveSeed(std::uint64_t seed, std::uint64_t n)
{
    return mix(seed, n);
}

Game::Game(dice::DiceSource &dice, journal::EventSink *sink)
    : mDice(dice)
    , mSink(sink)
{
    if (!mSink)
        mFastDice = dynamic_cast<dice::SeededDiceSource *>(&dice);
}

Game::Game(GameState state, dice::DiceSource &dice, journal::EventSink *sink)
    : Game(dice, sink)
{
    mState = std::move(state);
}

QList<int> Game::shuffled(QList<int> cards, std::uint64_t seed, int n)
{
    dice::SeededDiceSource rng(mix(seed, static_cast<std::uint64_t>(n)));
    for (qsizetype i = cards.size() - 1; i > 0; --i) {
        const auto j = static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i + 1)));
        std::swap(cards[i], cards[j]);
    }
    return cards;
}

void Game::setUp(const Settings &settings, std::uint64_t shuffleSeed)
{
    QList<int> all;
    for (int c = 0; c < Deck::kSize; ++c)
        all.append(c);
    mWork = GameState{};
    mEvents.clear();
    dice::RollRecord roll;
    const int face = rollFace(6, 1, mSink ? Tr::tr("first player") : QString(), &roll);
    const int first = Regiment::forFirstPlayerFace(face);
    if (mSink) {
        record(u"tennyson.first"_s,
               Tr::tr("The first-player die shows face %1: the %2 play first.").arg(face).arg(Regiment::name(first)),
               QJsonObject{{u"face"_s, face}, {u"regiment"_s, Regiment::id(first)}}, {roll});
    }
    deal(settings, shuffled(all, shuffleSeed, 0), first, shuffleSeed);
    commit();
}

void Game::setUp(const Settings &settings, const QList<int> &deckTopFirst, int firstPlayer, std::uint64_t shuffleSeed)
{
    if (firstPlayer < 0 || firstPlayer >= Regiment::kCount)
        throw std::invalid_argument("first player out of range");
    mWork = GameState{};
    mEvents.clear();
    deal(settings, deckTopFirst, firstPlayer, shuffleSeed);
    commit();
}

void Game::deal(const Settings &settings, const QList<int> &deckTopFirst, int firstPlayer, std::uint64_t shuffleSeed)
{
    mWork.settings = settings;
    mWork.shuffleSeed = shuffleSeed;
    mWork.deck = deckTopFirst;
    mWork.battery[Board::Frontal1] = Board::kStartBattery;
    mWork.firstPlayer = firstPlayer;
    mWork.current = firstPlayer;
    for (int round = 0; round < 3; ++round) {
        for (int k = 0; k < Regiment::kCount; ++k)
            drawCard((firstPlayer + k) % Regiment::kCount);
    }
    mWork.phase = GameState::Phase::PlayCard;
    if (mSink) {
        record(u"tennyson.setup"_s,
               Tr::tr("The Light Brigade forms on the start line, six half squadrons a regiment; one Russian battery "
                  "stands at the end of the valley. Three cards dealt to each regiment; the %1 begin.")
                   .arg(Regiment::name(firstPlayer)),
               QJsonObject{{u"settings"_s, settings.toJson()}, {u"firstPlayer"_s, Regiment::id(firstPlayer)}});
    }
}

QList<int> Game::playableCards(const GameState &state, int regiment)
{
    if (regiment < 0 || regiment >= Regiment::kCount)
        return {};
    const QList<int> &hand = state.hands[at(regiment)];
    QList<int> must;
    for (int card : hand) {
        if (Deck::card(card).mustPlay)
            must.append(card);
    }
    return must.isEmpty() ? hand : must;
}

Decision Game::choiceFor(const GameState &state, int card, int player)
{
    Decision d;
    d.player = player;
    d.card = card;
    switch (Deck::card(card).effect) {
    case Effect::Retire1:
    case Effect::Retire2:
    case Effect::FireRegiment:
        d.kind = Deck::card(card).effect == Effect::FireRegiment ? Decision::Kind::FireOnRegiment
                                                                  : Decision::Kind::RetireRegiment;
        for (int r = 0; r < Regiment::kCount; ++r) {
            if (state.alive(r))
                d.options.append(r);
        }
        break;
    case Effect::PlaceRight:
    case Effect::PlaceLeft: {
        d.kind = Decision::Kind::FlankPosition;
        const bool right = Deck::card(card).effect == Effect::PlaceRight;
        for (int slot : {right ? Board::Right3 : Board::Left3, right ? Board::Right4 : Board::Left4}) {
            if (state.battery[at(slot)] == Board::kEmpty)
                d.options.append(slot);
        }
        break;
    }
    case Effect::RemoveBattery:
        d.kind = Decision::Kind::Remove;
        for (int slot = 0; slot < Board::kSlots; ++slot) {
            if (state.battery[at(slot)] != Board::kEmpty)
                d.options.append(slot);
        }
        if (state.cossacks >= 0)
            d.options.append(Board::kCossacks);
        break;
    default:
        break;
    }
    return d;
}

Decision Game::decision() const
{
    switch (mState.phase) {
    case GameState::Phase::PlayCard: {
        Decision d;
        d.kind = Decision::Kind::PlayCard;
        d.player = mState.current;
        d.options = playableCards(mState, mState.current);
        return d;
    }
    case GameState::Phase::Choose:
        return choiceFor(mState, mState.pendingCard, mState.current);
    default:
        return {};
    }
}

void Game::decide(int option)
{
    const Decision pending = decision();
    if (pending.kind == Decision::Kind::None)
        throw std::invalid_argument("the game is not waiting for a decision");
    if (!pending.options.contains(option))
        throw std::invalid_argument("option not offered");
    mWork = mState;
    mEvents.clear();
    mOutcomes.clear();
    if (pending.kind == Decision::Kind::PlayCard) {
        mWork.hands[at(mWork.current)].removeOne(option);
        mWork.pendingCard = option;
        ++mWork.cardsPlayed;
        mWork.played.append({option, mWork.current});
        const Decision choice = choiceFor(mWork, option, mWork.current);
        if (choice.options.size() >= 2) {
            mWork.phase = GameState::Phase::Choose;
            if (mSink) {
                record(u"tennyson.play"_s,
                       Tr::tr("The %1 play %2.").arg(Regiment::name(mWork.current), cardTitle(option)),
                       QJsonObject{{u"card"_s, Deck::card(option).idText()}, {u"regiment"_s, Regiment::id(mWork.current)}});
            }
            commit();
            return;
        }
        resolve(option, choice.options.isEmpty() ? -1 : choice.options.constFirst());
    } else {
        resolve(mWork.pendingCard, option);
    }
    commit();
}

void Game::resolve(int card, int choice)
{
    GameState &s = mWork;
    const int me = s.current;
    const Card &c = Deck::card(card);
    s.pendingCard = -1;
    s.phase = GameState::Phase::PlayCard;
    bool keepOnTable = false;
    int returnedCard = -1;
    // Fire and destruction are recorded as they happen; the card's own line goes before them.
    const qsizetype cardEventAt = mEvents.size();

    switch (c.effect) {
    case Effect::Advance1:
    case Effect::Advance2:
        move(me, effectDistance(c.effect));
        break;
    case Effect::Advance1Fire:
    case Effect::Advance2Fire:
        move(me, effectDistance(c.effect));
        fire(me, QT_TRANSLATE_NOOP("vedette::rules::tennyson", "take fire"));
        break;
    case Effect::AllAdvance1:
    case Effect::AllAdvance2:
        for (int r = 0; r < Regiment::kCount; ++r) {
            if (s.alive(r))
                move(r, effectDistance(c.effect));
        }
        break;
    case Effect::Retire1:
    case Effect::Retire2:
        if (choice >= 0)
            move(choice, -effectDistance(c.effect));
        break;
    case Effect::LoseStand:
        loseStand(me);
        if (mSink)
            mOutcomes.append(Tr::tr("the %1 lose a half squadron (%n stand(s) left)", nullptr, s.stands[at(me)]).arg(Regiment::name(me)));
        break;
    case Effect::Regain:
        regain(me);
        break;
    case Effect::AllRegain:
        for (int r = 0; r < Regiment::kCount; ++r) {
            if (s.alive(r))
                regain(r);
        }
        break;
    case Effect::FireAll:
        // In the turn order of docs/rules.md T-1 (4th Light Dragoons first), whoever plays.
        for (int r = 0; r < Regiment::kCount; ++r) {
            if (s.alive(r))
                fire(r, QT_TRANSLATE_NOOP("vedette::rules::tennyson", "artillery fires on all"));
        }
        break;
    case Effect::FireRegiment:
        if (choice >= 0)
            fire(choice, QT_TRANSLATE_NOOP("vedette::rules::tennyson", "artillery fires on a chosen regiment"));
        break;
    case Effect::PlaceFrontal:
        for (int slot = Board::Frontal1; slot <= Board::Frontal3; ++slot) {
            if (s.battery[at(slot)] == Board::kEmpty) {
                choice = slot;
                break;
            }
        }
        [[fallthrough]];
    case Effect::PlaceRight:
    case Effect::PlaceLeft:
        if (choice >= 0 && choice < Board::kSlots && s.battery[at(choice)] == Board::kEmpty) {
            s.battery[at(choice)] = card;
            keepOnTable = true;
            if (mSink)
                mOutcomes.append(Tr::tr("a Russian battery is placed: %1").arg(Board::slotName(choice)));
        } else if (mSink) {
            mOutcomes.append(Tr::tr("no free position: the card does nothing"));
        }
        break;
    case Effect::RemoveBattery:
        if (choice == Board::kCossacks) {
            s.cossacks = -1;
            if (mSink)
                mOutcomes.append(Tr::tr("the Cossacks leave the valley"));
        } else if (choice >= 0) {
            returnedCard = s.battery[at(choice)];
            s.battery[at(choice)] = Board::kEmpty;
            if (mSink)
                mOutcomes.append(Tr::tr("the %1 is removed").arg(Board::slotName(choice)));
        } else if (mSink) {
            mOutcomes.append(Tr::tr("nothing on the table to remove"));
        }
        break;
    case Effect::PlaceCossacks: {
        int rearmost = -1;
        for (int r = 0; r < Regiment::kCount; ++r) {
            if (s.alive(r) && (rearmost < 0 || s.position[at(r)] < rearmost))
                rearmost = s.position[at(r)];
        }
        s.cossacks = rearmost;
        if (mSink && rearmost >= 0)
            mOutcomes.append(Tr::tr("Cossacks ride in behind the rearmost regiment, at %L1 bands: no regiment ahead of them may regain").arg(rearmost - 0.5, 0, 'f', 1));
        break;
    }
    }

    if (!keepOnTable)
        s.discard.append(card);
    if (returnedCard >= 0)
        s.discard.append(returnedCard);

    if (mSink) {
        QString summary = Tr::tr("The %1 play %2").arg(Regiment::name(me), cardTitle(card));
        summary += mOutcomes.isEmpty() ? u"."_s : u": "_s + mOutcomes.join(u"; "_s) + u'.';
        QJsonObject detail{{u"card"_s, c.idText()}, {u"regiment"_s, Regiment::id(me)}};
        if (choice >= 0)
            detail.insert(u"choice"_s, choice);
        journal::JournalEvent e;
        e.kind = u"tennyson.card"_s;
        e.summary = summary;
        e.detail = detail;
        e.actors = {Regiment::id(me)};
        e.turn = s.cardsPlayed;
        mEvents.insert(cardEventAt, e);
    }

    checkEnd();
    if (s.phase == GameState::Phase::Over)
        return;
    if (s.alive(me))
        drawCard(me);
    if (s.settings.victory == VictoryMode::Glory && s.reshuffles >= 2) {
        finishGlory();
        return;
    }
    nextPlayer();
}

void Game::move(int regiment, int bands)
{
    GameState &s = mWork;
    int &pos = s.position[at(regiment)];
    const int before = pos;
    pos = std::clamp(pos + bands, 0, Board::kGuns);
    if (pos == Board::kGuns)
        s.reachedGuns[at(regiment)] = true;
    if (mSink) {
        if (pos == before)
            mOutcomes.append(Tr::tr("the %1 cannot move from %2").arg(Regiment::name(regiment), Board::positionName(pos)));
        else if (bands > 0)
            mOutcomes.append(Tr::tr("the %1 advance to %2").arg(Regiment::name(regiment), Board::positionName(pos)));
        else
            mOutcomes.append(Tr::tr("the %1 retire to %2").arg(Regiment::name(regiment), Board::positionName(pos)));
    }
}

void Game::regain(int regiment)
{
    GameState &s = mWork;
    const auto r = at(regiment);
    if (s.regainBlocked(s.position[r])) {
        if (mSink)
            mOutcomes.append(Tr::tr("the Cossacks stop the %1 regaining").arg(Regiment::name(regiment)));
    } else if (s.stands[r] >= Regiment::kStands) {
        if (mSink)
            mOutcomes.append(Tr::tr("the %1 are already at full strength").arg(Regiment::name(regiment)));
    } else {
        ++s.stands[r];
        if (mSink)
            mOutcomes.append(Tr::tr("the %1 regain a half squadron (%n stand(s))", nullptr, s.stands[r]).arg(Regiment::name(regiment)));
    }
}

void Game::loseStand(int regiment)
{
    GameState &s = mWork;
    const auto r = at(regiment);
    if (s.stands[r] <= 0)
        return;
    --s.stands[r];
    ++s.standsLost[r];
    if (s.stands[r] == 0) {
        // A destroyed regiment's hand leaves play with it.
        s.outOfPlay.append(s.hands[r]);
        s.hands[r].clear();
        if (mSink) {
            record(u"tennyson.destroyed"_s, Tr::tr("The %1 are destroyed.").arg(Regiment::name(regiment)),
                   QJsonObject{{u"regiment"_s, Regiment::id(regiment)}});
        }
    }
}

int Game::rollFace(int faces, int first, const QString &purpose, dice::RollRecord *record)
{
    const dice::Die die{faces, first};
    if (mFastDice)
        return mFastDice->face(die);
    const int face = mDice.roll(die, purpose);
    if (record) {
        record->purpose = purpose;
        record->origin = mDice.origin();
        record->dice = {dice::DieRoll{die, face}};
    }
    return face;
}

void Game::fire(int regiment, const char *reason)
{
    GameState &s = mWork;
    const auto r = at(regiment);
    const int guns = s.batteriesFiringAt(s.position[r]);
    if (guns == 0) {
        if (mSink)
            mOutcomes.append(Tr::tr("no battery can fire on the %1").arg(Regiment::name(regiment)));
        return;
    }
    dice::RollRecord roll;
    const QString purpose = mSink ? Tr::tr("fire on the %1").arg(Regiment::name(regiment)) : QString();
    const int face = rollFace(10, 0, purpose, &roll);
    const bool hit = face <= guns;
    if (hit)
        loseStand(regiment);
    if (mSink) {
        const QString odds = Tr::tr("%1 in 10").arg(guns + 1);
        const QString result = hit ? Tr::tr("a half squadron is lost (%n stand(s) left)", nullptr, s.stands[r]) : Tr::tr("no loss");
        record(u"tennyson.fire"_s,
               Tr::tr("%1: %n battery(ies) fire on the %2 at %3; hit on 0-%4 (%5); rolled %6: %7.", nullptr, guns)
                   .arg(Tr::tr(reason))
                   .arg(Regiment::name(regiment), Board::positionName(s.position[r]))
                   .arg(guns)
                   .arg(odds)
                   .arg(face)
                   .arg(result),
               QJsonObject{{u"regiment"_s, Regiment::id(regiment)}, {u"batteries"_s, guns}, {u"face"_s, face}, {u"hit"_s, hit}},
               {roll});
        mOutcomes.append(hit ? Tr::tr("the %1 are hit (rolled %2 against %3)").arg(Regiment::name(regiment)).arg(face).arg(guns)
                             : Tr::tr("the %1 are missed (rolled %2 against %3)").arg(Regiment::name(regiment)).arg(face).arg(guns));
    }
}

void Game::checkEnd()
{
    GameState &s = mWork;
    if (s.aliveCount() == 0) {
        s.outcome = GameState::Outcome::Russians;
    } else if (s.settings.victory == VictoryMode::FirstToTheGuns) {
        // Several at the guns on one card: the current player first, then turn order after it.
        for (int k = 0; k < Regiment::kCount; ++k) {
            const int r = (s.current + k) % Regiment::kCount;
            if (s.alive(r) && s.position[at(r)] == Board::kGuns) {
                s.outcome = GameState::Outcome::Regiment;
                s.winner = r;
                break;
            }
        }
    }
    if (s.outcome == GameState::Outcome::None && s.cardsPlayed >= s.settings.drawAfterCards) {
        if (s.settings.victory == VictoryMode::Glory) {
            finishGlory();
            return;
        }
        s.outcome = GameState::Outcome::Draw;
    }
    if (s.outcome == GameState::Outcome::None)
        return;
    s.phase = GameState::Phase::Over;
    if (mSink) {
        QString text;
        if (s.outcome == GameState::Outcome::Regiment)
            text = Tr::tr("The %1 reach the guns and win.").arg(Regiment::name(s.winner));
        else if (s.outcome == GameState::Outcome::Russians)
            text = Tr::tr("Every regiment is destroyed: the Russians win.");
        else
            text = Tr::tr("After %n card(s) the game is drawn.", nullptr, s.cardsPlayed);
        record(u"tennyson.end"_s, text,
               QJsonObject{{u"winner"_s, s.winner >= 0 ? QJsonValue(Regiment::id(s.winner)) : QJsonValue()},
                           {u"cardsPlayed"_s, s.cardsPlayed}});
    }
}

void Game::finishGlory()
{
    GameState &s = mWork;
    int best = -1;
    int bestPoints = 0;
    bool tie = false;
    QJsonObject points;
    for (int r = 0; r < Regiment::kCount; ++r) {
        const int p = s.gloryPoints(r);
        points.insert(Regiment::id(r), p);
        if (!s.alive(r))
            continue;
        if (best < 0 || p > bestPoints) {
            best = r;
            bestPoints = p;
            tie = false;
        } else if (p == bestPoints) {
            tie = true;
        }
    }
    if (best < 0) {
        s.outcome = GameState::Outcome::Russians;
    } else if (tie) {
        s.outcome = GameState::Outcome::Draw;
    } else {
        s.outcome = GameState::Outcome::Regiment;
        s.winner = best;
    }
    s.phase = GameState::Phase::Over;
    if (mSink) {
        QString text;
        if (s.outcome == GameState::Outcome::Regiment)
            text = Tr::tr("The glory count is over: the %1 win with %n point(s).", nullptr, bestPoints).arg(Regiment::name(best));
        else if (s.outcome == GameState::Outcome::Russians)
            text = Tr::tr("Every regiment is destroyed: the Russians win.");
        else
            text = Tr::tr("The glory count is over: a tie at %n point(s), the game is drawn.", nullptr, bestPoints);
        record(u"tennyson.end"_s, text, QJsonObject{{u"points"_s, points}, {u"cardsPlayed"_s, s.cardsPlayed}});
    }
}

void Game::drawCard(int regiment)
{
    GameState &s = mWork;
    if (s.deck.isEmpty()) {
        if (s.discard.isEmpty())
            return;
        ++s.reshuffles;
        s.deck = shuffled(std::exchange(s.discard, {}), s.shuffleSeed, s.reshuffles);
        if (mSink) {
            record(u"tennyson.reshuffle"_s,
                   Tr::tr("The deck is exhausted: the discard pile of %n card(s) is shuffled into a new deck.", nullptr, int(s.deck.size())),
                   QJsonObject{{u"reshuffles"_s, s.reshuffles}});
        }
    }
    s.hands[at(regiment)].append(s.deck.takeFirst());
}

void Game::nextPlayer()
{
    GameState &s = mWork;
    for (int k = 1; k <= Regiment::kCount; ++k) {
        const int r = (s.current + k) % Regiment::kCount;
        if (s.alive(r) && !s.hands[at(r)].isEmpty()) {
            s.current = r;
            return;
        }
    }
    // Nobody holds a card and the deck is spent: nothing more can happen.
    s.outcome = GameState::Outcome::Draw;
    s.phase = GameState::Phase::Over;
    if (mSink)
        record(u"tennyson.end"_s, Tr::tr("No regiment holds a card: the game is drawn."), QJsonObject{{u"cardsPlayed"_s, s.cardsPlayed}});
}

void Game::record(const QString &kind, const QString &summary, QJsonObject detail, QList<dice::RollRecord> rolls)
{
    journal::JournalEvent e;
    e.kind = kind;
    e.summary = summary;
    e.detail = std::move(detail);
    e.rolls = std::move(rolls);
    e.turn = mWork.cardsPlayed;
    const QString regiment = e.detail.value(u"regiment"_s).toString();
    if (!regiment.isEmpty())
        e.actors = {regiment};
    mEvents.append(e);
}

void Game::commit()
{
    mState = std::move(mWork);
    mWork = GameState{};
    if (mSink) {
        for (const journal::JournalEvent &e : std::as_const(mEvents))
            mSink->append(e);
    }
    mEvents.clear();
}

} // namespace vedette::rules::tennyson
