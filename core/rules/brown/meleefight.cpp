#include "meleefight.h"

#include "tablecharge.h"

#include "journal/rollcollector.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::MeleeFight)
};

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

} // namespace

MeleeFight::MeleeFight(Fighter attacker, Fighter defender, int casualtyStepPercent, int turn)
    : mAttacker(std::move(attacker))
    , mDefender(std::move(defender))
    , mStepPercent(casualtyStepPercent)
    , mTurn(turn)
{
}

MeleeFight::Fighter MeleeFight::fighterOf(const table::Unit &unit, const HouseRules &rules)
{
    return {unit.id(), unit.name(), TableCharge::meleeModifier(unit, rules), unit.startingStrength(), unit.strength(), 0};
}

MeleeFight::Fighter MeleeFight::townFighter(const TownBlock &block, int meleeModifier)
{
    Fighter f;
    const TownBlock::Stands first = block.units.value(0);
    f.unitId = first.unitId;
    f.name = first.name;
    f.meleeModifier = meleeModifier;
    f.startingStrength = block.startingStrength();
    f.strength = block.strength();
    return f;
}

void MeleeFight::setTownBlock(Side side, const TownBlock &block)
{
    (side == Side::Attacker ? mAttackerTown : mDefenderTown) = block;
}

QList<MeleeFight::UnitLoss> MeleeFight::takeLoss(Fighter &f, std::optional<TownBlock> &town, int men)
{
    f.strength -= men;
    if (!town)
        return {{f.unitId, men}};
    QList<UnitLoss> losses;
    const QList<int> spread = town->spread(men);
    for (qsizetype i = 0; i < spread.size(); ++i) {
        TownBlock::Stands &u = town->units[i];
        u.strength -= spread[i];
        losses.append({u.unitId, spread[i]});
    }
    return losses;
}

static QJsonArray lossesJson(const QList<MeleeFight::UnitLoss> &losses)
{
    QJsonArray array;
    for (const MeleeFight::UnitLoss &l : losses)
        array.append(QJsonObject{{QStringLiteral("unit"), l.unitId}, {QStringLiteral("men"), l.men}});
    return array;
}

int MeleeFight::lossFor(const Fighter &f, int steps) const
{
    const long long hundredths = static_cast<long long>(steps) * mStepPercent * f.startingStrength;
    return std::min(f.strength, static_cast<int>((hundredths + 50) / 100));
}

MeleeRound MeleeFight::fightRound(dice::DiceSource &dice, journal::EventSink &sink)
{
    if (mStage != Stage::AwaitRound)
        throw std::logic_error("MeleeFight::fightRound called out of turn");
    journal::RollCollector collector(dice);
    const QList<int> faces = dice.roll({dice::Die::d(10), dice::Die::d(10)}, Tr::tr("melee"));
    const MeleeRound round(faces[0], mAttacker.meleeModifier, faces[1], mDefender.meleeModifier);
    mRounds.append(round);

    const int attackerLoss = lossFor(mAttacker, round.attackerSteps());
    const int defenderLoss = lossFor(mDefender, round.defenderSteps());
    mAttackerLosses = takeLoss(mAttacker, mAttackerTown, attackerLoss);
    mDefenderLosses = takeLoss(mDefender, mDefenderTown, defenderLoss);
    mAttacker.stepsTaken += round.attackerSteps();
    mDefender.stepsTaken += round.defenderSteps();
    // "Both sides then check morale": after every round, a tie too.
    mStage = Stage::AwaitMorale;

    journal::JournalEvent event;
    event.kind = u"brown.melee"_s;
    event.turn = mTurn;
    event.actors = {mAttacker.unitId, mDefender.unitId};
    event.rolls = collector.take();
    QJsonObject detail = round.toJson();
    detail.insert(u"round"_s, mRounds.size());
    detail.insert(u"attackerLoss"_s, attackerLoss);
    detail.insert(u"defenderLoss"_s, defenderLoss);
    detail.insert(u"attackerStrength"_s, mAttacker.strength);
    detail.insert(u"defenderStrength"_s, mDefender.strength);
    detail.insert(u"attackerLosses"_s, lossesJson(mAttackerLosses));
    detail.insert(u"defenderLosses"_s, lossesJson(mDefenderLosses));
    if (mAttackerTown)
        detail.insert(u"attackerTown"_s, mAttackerTown->toJson());
    if (mDefenderTown)
        detail.insert(u"defenderTown"_s, mDefenderTown->toJson());
    detail.insert(u"markers"_s, u"both disordered while in melee"_s);
    event.detail = detail;
    const QString outcome = round.isTie()
        ? Tr::tr("a tie; both sides check morale")
        : Tr::tr("%1 wins").arg(round.winner() == Side::Attacker ? mAttacker.name : mDefender.name);
    // %11 and %13: "1 step", "2 steps", each through its own plural.
    event.summary = Tr::tr("Melee round %1: %2 %3%4 = %5 against %6 %7%8 = %9, %10; %2 loses %11 (%12), "
                       "%6 loses %13 (%14).")
                        .arg(QString::number(mRounds.size()), mAttacker.name,
                             QString::number(round.attackerRoll()), signedNumber(round.attackerModifier()),
                             QString::number(round.attackerTotal()), mDefender.name,
                             QString::number(round.defenderRoll()), signedNumber(round.defenderModifier()),
                             QString::number(round.defenderTotal()), outcome,
                             Tr::tr("%n step(s)", "casualty steps lost in a melee round", round.attackerSteps()),
                             QString::number(attackerLoss),
                             Tr::tr("%n step(s)", "casualty steps lost in a melee round", round.defenderSteps()),
                             QString::number(defenderLoss));
    sink.append(event);
    return round;
}

void MeleeFight::recordMorale(bool attackerRetreats, bool defenderRetreats, journal::EventSink &sink)
{
    if (mStage != Stage::AwaitMorale)
        throw std::logic_error("MeleeFight::recordMorale called out of turn");
    journal::JournalEvent event;
    event.kind = u"brown.melee-morale"_s;
    event.turn = mTurn;
    event.actors = {mAttacker.unitId, mDefender.unitId};
    event.detail = QJsonObject{{u"attackerRetreats"_s, attackerRetreats}, {u"defenderRetreats"_s, defenderRetreats}};
    if (attackerRetreats || defenderRetreats) {
        mStage = Stage::Over;
        // Both retreating is possible after two failed checks; the attacker is
        // named as the one who gave ground first only when it alone failed.
        mRetreated = attackerRetreats ? Side::Attacker : Side::Defender;
        if (attackerRetreats && defenderRetreats)
            event.summary = Tr::tr("Both %1 and %2 retreat; the melee ends.").arg(mAttacker.name, mDefender.name);
        else
            event.summary = Tr::tr("%1 retreats; the melee ends.").arg(attackerRetreats ? mAttacker.name : mDefender.name);
    } else {
        mStage = Stage::AwaitRound;
        ++mTurn;
        event.summary = Tr::tr("Neither side retreats; the melee continues next turn (turn %1).").arg(mTurn);
    }
    sink.append(event);
}

} // namespace vedette::rules::brown
