#include "game.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

namespace {

constexpr int kTroopSize = 12;

QString phaseId(Phase p)
{
    switch (p) {
    case Phase::Setup: return u"setup"_s;
    case Phase::TurnStart: return u"turnStart"_s;
    case Phase::Movement: return u"movement"_s;
    case Phase::Morale: return u"morale"_s;
    case Phase::Rally: return u"rally"_s;
    case Phase::Over: return u"over"_s;
    }
    return {};
}

std::optional<Game> refuse(QString *errorString, const char *text)
{
    if (errorString)
        *errorString = QCoreApplication::translate("LightBrigade", text);
    return std::nullopt;
}

} // namespace

Game::Game()
{
    reset(Settings{});
}

Game::Game(const Settings &settings)
{
    reset(settings);
}

void Game::reset(const Settings &settings)
{
    mSettings = settings;
    mMen.clear();
    mMen.reserve(24);
    for (int i = 0; i < kTroopSize; ++i) {
        Man m;
        m.role = i == 0 ? Role::Captain : (i == 1 ? Role::Trumpeter : Role::Rider);
        mMen.push_back(m);
    }
    mPhase = Phase::Setup;
    mTurn = 0;
    mCursor = 0;
    mFirstArrivalTurn = 0;
    mKilledThisTurn = false;
}

int Game::meleeTurn() const
{
    if (mFirstArrivalTurn == 0)
        return 0;
    const int n = mTurn - mFirstArrivalTurn;
    return n >= 1 && n <= kMeleeTurns ? n : 0;
}

int Game::inPlayCount() const
{
    int n = 0;
    for (const Man &m : mMen)
        n += m.inPlay() ? 1 : 0;
    return n;
}

Tally Game::tally() const
{
    Tally t;
    for (const Man &m : mMen)
        t.count(m.isStraggler(), m.fate, m.russiansKilled);
    t.finish(mTurn);
    return t;
}

QJsonObject Game::toJson() const
{
    QJsonArray men;
    for (const Man &m : mMen)
        men.append(m.toJson());
    return QJsonObject{
        {u"format"_s, u"vedette.lightbrigade"_s},
        {u"version"_s, kJsonVersion},
        {u"settings"_s, mSettings.toJson()},
        {u"men"_s, men},
        {u"phase"_s, phaseId(mPhase)},
        {u"turn"_s, mTurn},
        {u"cursor"_s, static_cast<qint64>(mCursor)},
        {u"firstArrivalTurn"_s, mFirstArrivalTurn},
        {u"killedThisTurn"_s, mKilledThisTurn},
    };
}

std::optional<Game> Game::fromJson(const QJsonObject &json, QString *errorString)
{
    if (json.value(u"format"_s).toString() != u"vedette.lightbrigade"_s)
        return refuse(errorString, "This is not a saved Charge of the Light Brigade.");
    const int version = json.value(u"version"_s).toInt(0);
    if (version > kJsonVersion)
        return refuse(errorString, "This Charge of the Light Brigade was saved by a newer Vedette.");
    if (version < 1)
        return refuse(errorString, "The saved Charge of the Light Brigade has no valid version.");
    const auto settings = Settings::fromJson(json.value(u"settings"_s).toObject(), errorString);
    if (!settings)
        return std::nullopt;

    Game g(*settings);
    g.mMen.clear();
    const QJsonArray men = json.value(u"men"_s).toArray();
    if (men.size() < kTroopSize)
        return refuse(errorString, "A troop has twelve men.");
    if (men.size() > Man::kMaxMen)
        return refuse(errorString, "The roster is not Captain, Trumpeter, ten riders and stragglers.");
    for (qsizetype i = 0; i < men.size(); ++i) {
        auto m = Man::fromJson(men[i].toObject(), errorString);
        if (!m)
            return std::nullopt;
        const Role expected = i == 0 ? Role::Captain : (i == 1 ? Role::Trumpeter : (i < kTroopSize ? Role::Rider : Role::Straggler));
        if (m->role != expected)
            return refuse(errorString, "The roster is not Captain, Trumpeter, ten riders and stragglers.");
        g.mMen.push_back(*m);
    }
    for (const Man &m : std::as_const(g.mMen)) {
        if (m.carrier >= 0) {
            if (m.carrier >= g.size() || g.man(m.carrier).carrier >= 0 || !m.isStraggler())
                return refuse(errorString, "A passenger rides with a man who cannot carry him.");
            if (m.fate == Fate::InPlay && !g.man(m.carrier).inPlay())
                return refuse(errorString, "A passenger rides with a man who cannot carry him.");
        }
    }

    const QString phase = json.value(u"phase"_s).toString();
    bool known = false;
    for (Phase p : {Phase::Setup, Phase::TurnStart, Phase::Movement, Phase::Morale, Phase::Rally, Phase::Over}) {
        if (phaseId(p) == phase) {
            g.mPhase = p;
            known = true;
        }
    }
    if (!known)
        return refuse(errorString, "The saved game is in an unknown phase.");
    g.mTurn = json.value(u"turn"_s).toInt(-1);
    g.mCursor = json.value(u"cursor"_s).toInteger(-1);
    g.mFirstArrivalTurn = json.value(u"firstArrivalTurn"_s).toInt(-1);
    const QJsonValue killed = json.value(u"killedThisTurn"_s);
    g.mKilledThisTurn = killed.toBool();
    if (g.mTurn < 0 || g.mTurn > Man::kMaxTurns || g.mCursor < 0 || g.mCursor > g.size() || g.mFirstArrivalTurn < 0
        || g.mFirstArrivalTurn > g.mTurn || !killed.isBool())
        return refuse(errorString, "The saved game has a turn or position out of range.");
    if (g.mPhase == Phase::Setup && g.mTurn != 0)
        return refuse(errorString, "The saved game has a turn or position out of range.");
    for (const Man &m : std::as_const(g.mMen)) {
        if (m.skills == NoSkill && g.mPhase != Phase::Setup)
            return refuse(errorString, "A man has no valid skill.");
    }
    return g;
}

} // namespace vedette::rules::lightbrigade
