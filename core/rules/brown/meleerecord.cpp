#include "meleerecord.h"

#include "chargerecord.h"

#include "dice/recordingdicesource.h"
#include "dice/scripteddicesource.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

using Kind = MeleeRecord::Step::Kind;

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::MeleeRecord)
};

QString kindId(Kind kind)
{
    switch (kind) {
    case Kind::Round: return u"round"_s;
    case Kind::Modifier: return u"modifier"_s;
    case Kind::Morale: return u"morale"_s;
    }
    return {};
}

QJsonObject fighterJson(const MeleeFight::Fighter &f)
{
    return QJsonObject{{u"unit"_s, f.unitId},
                       {u"name"_s, f.name},
                       {u"meleeModifier"_s, f.meleeModifier},
                       {u"startingStrength"_s, f.startingStrength},
                       {u"strength"_s, f.strength},
                       {u"stepsTaken"_s, f.stepsTaken}};
}

bool wholeNumber(const QJsonValue &value, int low, int high, int *out)
{
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || d != std::floor(d) || d < low || d > high)
        return false;
    *out = int(d);
    return true;
}

std::optional<MeleeFight::Fighter> fighterFrom(const QJsonObject &o)
{
    MeleeFight::Fighter f;
    f.unitId = o.value(u"unit"_s).toString();
    f.name = o.value(u"name"_s).toString();
    if (f.unitId.isEmpty() || !wholeNumber(o.value(u"meleeModifier"_s), -100, 100, &f.meleeModifier)
        || !wholeNumber(o.value(u"startingStrength"_s), 0, 10'000'000, &f.startingStrength)
        || !wholeNumber(o.value(u"strength"_s), 0, 10'000'000, &f.strength)
        || !wholeNumber(o.value(u"stepsTaken"_s), 0, 1'000'000, &f.stepsTaken))
        return std::nullopt;
    return f;
}

void perform(MeleeFight &fight, const MeleeRecord::Step &step, dice::DiceSource &dice, journal::EventSink &sink)
{
    switch (step.kind) {
    case Kind::Round:
        if (fight.stage() != MeleeFight::Stage::AwaitRound)
            throw std::logic_error("a round out of step");
        fight.fightRound(dice, sink);
        return;
    case Kind::Modifier:
        if (fight.stage() != MeleeFight::Stage::AwaitRound)
            throw std::logic_error("a modifier out of step");
        fight.setMeleeModifier(step.side, step.value);
        return;
    case Kind::Morale:
        if (fight.stage() != MeleeFight::Stage::AwaitMorale)
            throw std::logic_error("morale out of step");
        fight.recordMorale(step.attackerRetreats, step.defenderRetreats, sink);
        return;
    }
}

MeleeFight start(const MeleeRecord &record)
{
    MeleeFight fight(record.attacker, record.defender, record.casualtyStepPercent, record.turn);
    if (record.attackerTown)
        fight.setTownBlock(Side::Attacker, *record.attackerTown);
    if (record.defenderTown)
        fight.setTownBlock(Side::Defender, *record.defenderTown);
    return fight;
}

} // namespace

std::optional<MeleeFight> MeleeRecord::replay(QString *error) const
{
    MeleeFight fight = start(*this);
    journal::EventList discard;
    for (const Step &step : steps) {
        dice::ScriptedDiceSource dice(step.faces);
        try {
            perform(fight, step, dice, discard);
        } catch (const std::exception &) {
            if (error)
                *error = Tr::tr("melee in progress: the step \"%1\" does not follow.").arg(kindId(step.kind));
            return std::nullopt;
        }
        if (dice.remaining() != 0) {
            if (error)
                *error = Tr::tr("melee in progress: the step \"%1\" has dice it did not throw.").arg(kindId(step.kind));
            return std::nullopt;
        }
    }
    return fight;
}

std::optional<MeleeRecord> MeleeRecord::then(Step step, dice::DiceSource &dice, journal::EventSink &sink,
                                             QString *error) const
{
    std::optional<MeleeFight> fight = replay(error);
    if (!fight)
        return std::nullopt;
    journal::EventList events;
    dice::RecordingDiceSource recording(dice);
    try {
        perform(*fight, step, recording, events);
    } catch (const dice::DiceUnavailable &) {
        throw;
    } catch (const std::exception &) {
        if (error)
            *error = Tr::tr("That is not the next step of this melee.");
        return std::nullopt;
    }
    step.faces = recording.faces();
    MeleeRecord next = *this;
    next.steps.append(step);
    for (const journal::JournalEvent &event : events.events())
        sink.append(event);
    return next;
}

void applyMeleeRound(table::Scenario &scenario, const MeleeFight &fight)
{
    for (Side side : {Side::Attacker, Side::Defender}) {
        for (const MeleeFight::UnitLoss &loss : fight.lastLosses(side)) {
            const table::Unit *unit = scenario.unit(loss.unitId);
            if (!unit)
                continue;
            table::Unit after = *unit;
            const int lost = std::clamp(loss.men, 0, unit->strength());
            after.setStrength(unit->strength() - lost);
            after.setCasualties(unit->casualties() + lost);
            after.setMarker(table::StateMarker::Disordered);
            scenario.updateUnit(after);
        }
    }
}

QJsonObject MeleeRecord::toJson() const
{
    QJsonArray stepsJson;
    for (const Step &step : steps) {
        QJsonObject s{{u"kind"_s, kindId(step.kind)}};
        switch (step.kind) {
        case Kind::Round:
            break;
        case Kind::Modifier:
            s.insert(u"side"_s, sideId(step.side));
            s.insert(u"value"_s, step.value);
            break;
        case Kind::Morale:
            s.insert(u"attackerRetreats"_s, step.attackerRetreats);
            s.insert(u"defenderRetreats"_s, step.defenderRetreats);
            break;
        }
        if (!step.faces.isEmpty()) {
            QJsonArray faces;
            for (int face : step.faces)
                faces.append(face);
            s.insert(u"faces"_s, faces);
        }
        stepsJson.append(s);
    }
    QJsonObject json{{u"attacker"_s, fighterJson(attacker)},
                     {u"defender"_s, fighterJson(defender)},
                     {u"casualtyStepPercent"_s, casualtyStepPercent},
                     {u"turn"_s, turn},
                     {u"steps"_s, stepsJson}};
    if (attackerTown)
        json.insert(u"attackerTown"_s, townBlockToJson(*attackerTown));
    if (defenderTown)
        json.insert(u"defenderTown"_s, townBlockToJson(*defenderTown));
    return json;
}

std::optional<MeleeRecord> MeleeRecord::fromJson(const QJsonObject &json, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    MeleeRecord record;
    const std::optional<MeleeFight::Fighter> a = fighterFrom(json.value(u"attacker"_s).toObject());
    const std::optional<MeleeFight::Fighter> d = fighterFrom(json.value(u"defender"_s).toObject());
    if (!a || !d)
        return fail(Tr::tr("melee in progress: a fighter is incomplete."));
    record.attacker = *a;
    record.defender = *d;
    if (!wholeNumber(json.value(u"casualtyStepPercent"_s), 1, 100, &record.casualtyStepPercent)
        || !wholeNumber(json.value(u"turn"_s), 0, 1'000'000, &record.turn))
        return fail(Tr::tr("melee in progress: its casualty step or turn is out of range."));
    for (const auto &[key, town] : {std::pair{u"attackerTown"_s, &record.attackerTown},
                                    std::pair{u"defenderTown"_s, &record.defenderTown}}) {
        if (!json.contains(key))
            continue;
        QString blockError;
        *town = townBlockFromJson(json.value(key).toObject(), &blockError);
        if (!*town)
            return fail(blockError);
    }
    const QJsonArray stepsJson = json.value(u"steps"_s).toArray();
    if (stepsJson.size() > 10'000)
        return fail(Tr::tr("melee in progress: too many steps."));
    for (const QJsonValue &value : stepsJson) {
        const QJsonObject s = value.toObject();
        Step step;
        const QString kind = s.value(u"kind"_s).toString();
        if (kind == kindId(Kind::Round)) {
            step.kind = Kind::Round;
        } else if (kind == kindId(Kind::Modifier)) {
            step.kind = Kind::Modifier;
            step.side = s.value(u"side"_s).toString() == sideId(Side::Defender) ? Side::Defender : Side::Attacker;
            if (!wholeNumber(s.value(u"value"_s), -100, 100, &step.value))
                return fail(Tr::tr("melee in progress: a melee modifier must be a whole number from -100 to 100."));
        } else if (kind == kindId(Kind::Morale)) {
            step.kind = Kind::Morale;
            step.attackerRetreats = s.value(u"attackerRetreats"_s).toBool();
            step.defenderRetreats = s.value(u"defenderRetreats"_s).toBool();
        } else {
            return fail(Tr::tr("melee in progress: unknown step \"%1\".").arg(kind));
        }
        for (const QJsonValue &face : s.value(u"faces"_s).toArray()) {
            int f = 0;
            if (!wholeNumber(face, 0, 1000, &f))
                return fail(Tr::tr("melee in progress: a die face must be a whole number from 0 to 1000."));
            step.faces.append(f);
        }
        record.steps.append(step);
    }
    QString replayError;
    if (!record.replay(&replayError))
        return fail(replayError);
    return record;
}

} // namespace vedette::rules::brown
