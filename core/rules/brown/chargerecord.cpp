#include "chargerecord.h"

#include "dice/recordingdicesource.h"
#include "dice/scripteddicesource.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

using Kind = ChargeRecord::Step::Kind;

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::ChargeRecord)
};

constexpr Kind allKinds[] = {Kind::Activation, Kind::Evade,         Kind::FireDiscipline, Kind::ClosingCasualties,
                             Kind::ChargeRoll, Kind::RideDown,      Kind::Surrender,      Kind::Modifier,
                             Kind::ResetModifier, Kind::Apply};

// Reads what the writer below wrote; the first problem is kept.
class Reader
{
public:
    bool ok() const { return mError.isEmpty(); }
    const QString &error() const { return mError; }
    void fail(const QString &message)
    {
        if (mError.isEmpty())
            mError = message;
    }

    int integer(const QJsonObject &o, const QString &key, int low, int high, int fallback = 0)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return fallback;
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || d != std::floor(d) || d < low || d > high) {
            fail(Tr::tr("charge in progress: \"%1\" must be a whole number from %2 to %3.").arg(key).arg(low).arg(high));
            return fallback;
        }
        return int(d);
    }
    double number(const QJsonObject &o, const QString &key, double low, double high)
    {
        const QJsonValue v = o.value(key);
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !(d >= low && d <= high)) {
            fail(Tr::tr("charge in progress: \"%1\" must be a number from %2 to %3.").arg(key).arg(low).arg(high));
            return 0.0;
        }
        return d;
    }
    template<typename T, typename FromId>
    T choice(const QJsonObject &o, const QString &key, FromId fromId)
    {
        const std::optional<T> value = fromId(o.value(key).toString());
        if (!value) {
            fail(Tr::tr("charge in progress: unknown %1 \"%2\".").arg(key, o.value(key).toString()));
            return T{};
        }
        return *value;
    }

private:
    QString mError;
};

constexpr int maxMen = 10'000'000;

QJsonObject unitJson(const ChargeUnit &u)
{
    QJsonObject json{{u"id"_s, u.id},
                     {u"name"_s, u.name},
                     {u"type"_s, troopTypeId(u.type)},
                     {u"class"_s, table::troopClassId(u.troopClass)},
                     {u"formation"_s, formationClassId(u.formation)},
                     {u"strength"_s, u.strength},
                     {u"startingStrength"_s, u.startingStrength},
                     {u"combatWeight"_s, u.combatWeight},
                     {u"meleeModifier"_s, u.meleeModifier},
                     {u"shaken"_s, u.shaken},
                     {u"disordered"_s, u.disordered},
                     {u"routOrBroken"_s, u.routOrBroken},
                     {u"leaderName"_s, u.leaderName}};
    if (u.leaderRating)
        json.insert(u"leaderRating"_s, *u.leaderRating);
    return json;
}

ChargeUnit unitFrom(const QJsonObject &o, Reader &read)
{
    ChargeUnit u;
    u.id = o.value(u"id"_s).toString();
    if (u.id.isEmpty())
        read.fail(Tr::tr("charge in progress: a unit has no id."));
    u.name = o.value(u"name"_s).toString();
    u.type = read.choice<TroopType>(o, u"type"_s, [](const QString &id) { return troopTypeFromId(id); });
    u.troopClass = read.choice<TroopClass>(o, u"class"_s, [](const QString &id) -> std::optional<TroopClass> {
        bool ok = false;
        const TroopClass c = table::troopClassFromId(id, &ok);
        return ok ? std::optional<TroopClass>(c) : std::nullopt;
    });
    u.formation = read.choice<FormationClass>(o, u"formation"_s, [](const QString &id) { return formationClassFromId(id); });
    u.strength = read.integer(o, u"strength"_s, 0, maxMen);
    u.startingStrength = read.integer(o, u"startingStrength"_s, 0, maxMen);
    u.combatWeight = read.integer(o, u"combatWeight"_s, -100, 100);
    u.meleeModifier = read.integer(o, u"meleeModifier"_s, -100, 100);
    u.shaken = o.value(u"shaken"_s).toBool();
    u.disordered = o.value(u"disordered"_s).toBool();
    u.routOrBroken = o.value(u"routOrBroken"_s).toBool();
    if (o.contains(u"leaderRating"_s))
        u.leaderRating = read.integer(o, u"leaderRating"_s, -100, 100);
    u.leaderName = o.value(u"leaderName"_s).toString();
    return u;
}

QJsonObject blockJson(const TownBlock &block)
{
    QJsonArray units;
    for (const TownBlock::Stands &s : block.units) {
        units.append(QJsonObject{{u"unit"_s, s.unitId},
                                 {u"name"_s, s.name},
                                 {u"stands"_s, s.stands},
                                 {u"standCount"_s, s.standCount},
                                 {u"combatWeight"_s, s.combatWeight},
                                 {u"strength"_s, s.strength},
                                 {u"startingStrength"_s, s.startingStrength}});
    }
    return QJsonObject{{u"terrain"_s, block.terrainId}, {u"name"_s, block.name}, {u"units"_s, units}};
}

TownBlock blockFrom(const QJsonObject &o, Reader &read)
{
    TownBlock block;
    block.terrainId = o.value(u"terrain"_s).toString();
    block.name = o.value(u"name"_s).toString();
    for (const QJsonValue &value : o.value(u"units"_s).toArray()) {
        const QJsonObject u = value.toObject();
        TownBlock::Stands s;
        s.unitId = u.value(u"unit"_s).toString();
        s.name = u.value(u"name"_s).toString();
        s.standCount = read.integer(u, u"standCount"_s, 1, 100, 1);
        s.stands = read.integer(u, u"stands"_s, 0, s.standCount);
        s.combatWeight = read.integer(u, u"combatWeight"_s, -100, 100);
        s.strength = read.integer(u, u"strength"_s, 0, maxMen);
        s.startingStrength = read.integer(u, u"startingStrength"_s, 0, maxMen);
        block.units.append(s);
    }
    if (block.units.isEmpty())
        read.fail(Tr::tr("charge in progress: a town block has no stands."));
    return block;
}

std::optional<ChargeSituation> situationFrom(const QJsonObject &o, Reader &read)
{
    ChargeSituation s;
    s.attacker = unitFrom(o.value(u"attacker"_s).toObject(), read);
    s.defender = unitFrom(o.value(u"defender"_s).toObject(), read);
    s.distanceInches = read.number(o, u"distanceInches"_s, 0.0, 100000.0);
    const QString approach = o.value(u"approach"_s).toString();
    bool approachKnown = false;
    for (table::geometry::Arc arc : {table::geometry::Arc::Front, table::geometry::Arc::Flank, table::geometry::Arc::Rear}) {
        if (table::geometry::arcId(arc) == approach) {
            s.approach = arc;
            approachKnown = true;
        }
    }
    if (!approachKnown)
        read.fail(Tr::tr("charge in progress: unknown approach \"%1\".").arg(approach));
    s.approachReason = o.value(u"approachReason"_s).toString();
    bool coverKnown = false;
    s.cover = table::coverClassFromId(o.value(u"cover"_s).toString(), &coverKnown);
    if (!coverKnown)
        read.fail(Tr::tr("charge in progress: unknown cover \"%1\".").arg(o.value(u"cover"_s).toString()));
    s.coverReason = o.value(u"coverReason"_s).toString();
    s.downhill = o.value(u"downhill"_s).toBool();
    s.downhillReason = o.value(u"downhillReason"_s).toString();
    s.secureFlanks = read.integer(o, u"secureFlanks"_s, 0, 2);
    s.secureFlanksReason = o.value(u"secureFlanksReason"_s).toString();
    // Known facts of the state of play carry their reason; a record from
    // before they were kept leaves them to the referee.
    if (o.contains(u"generalOrderReason"_s)) {
        s.generalOrder = o.value(u"generalOrder"_s).toBool();
        s.generalOrderReason = o.value(u"generalOrderReason"_s).toString();
    }
    if (o.contains(u"standingCavalry"_s)) {
        s.standingCavalry = o.value(u"standingCavalry"_s).toBool();
        s.standingCavalryReason = o.value(u"standingCavalryReason"_s).toString();
    }
    s.continued = o.value(u"continued"_s).toBool();
    s.closingCasualtyPercent = read.integer(o, u"closingCasualtyPercent"_s, 0, 100);
    if (o.contains(u"attackerBlock"_s))
        s.attackerBlock = blockFrom(o.value(u"attackerBlock"_s).toObject(), read);
    if (o.contains(u"defenderBlock"_s))
        s.defenderBlock = blockFrom(o.value(u"defenderBlock"_s).toObject(), read);
    if (!read.ok())
        return std::nullopt;
    return s;
}

// Runs one step on the procedure; std::logic_error when it is out of step.
void perform(ChargeProcedure &procedure, const ChargeRecord::Step &step, dice::DiceSource &dice)
{
    switch (step.kind) {
    case Kind::Activation:
        procedure.rollActivation(dice);
        return;
    case Kind::Evade:
        procedure.decideEvade(step.value != 0);
        return;
    case Kind::FireDiscipline:
        procedure.rollFireDiscipline(dice);
        return;
    case Kind::ClosingCasualties:
        procedure.enterClosingCasualties(step.value);
        return;
    case Kind::ChargeRoll:
        procedure.rollCharge(dice);
        return;
    case Kind::RideDown:
        procedure.rollRideDown(dice);
        return;
    case Kind::Surrender:
        procedure.rollSurrender(dice);
        return;
    case Kind::Modifier:
        // The modifiers decide the chart roll: once it is thrown they are history.
        if (procedure.outcome().reading || procedure.isRefused() || !procedure.modifiers().find(step.modifier))
            throw std::logic_error("modifier change after the roll or of an unknown line");
        procedure.modifiers().setValue(step.modifier, step.value);
        procedure.modifiers().setEnabled(step.modifier, step.enabled);
        return;
    case Kind::ResetModifier:
        if (procedure.outcome().reading || procedure.isRefused() || !procedure.modifiers().reset(step.modifier))
            throw std::logic_error("modifier reset after the roll or of an unknown line");
        return;
    case Kind::Apply:
        if (procedure.step() != ChargeProcedure::Step::Done)
            throw std::logic_error("apply before the charge is resolved");
        procedure.offerPursuit(step.candidates);
        return;
    }
}

} // namespace

QString chargeStepKindId(Kind kind)
{
    switch (kind) {
    case Kind::Activation: return u"activation"_s;
    case Kind::Evade: return u"evade"_s;
    case Kind::FireDiscipline: return u"fire-discipline"_s;
    case Kind::ClosingCasualties: return u"closing-casualties"_s;
    case Kind::ChargeRoll: return u"charge-roll"_s;
    case Kind::RideDown: return u"ride-down"_s;
    case Kind::Surrender: return u"surrender"_s;
    case Kind::Modifier: return u"modifier"_s;
    case Kind::ResetModifier: return u"reset-modifier"_s;
    case Kind::Apply: return u"apply"_s;
    }
    return {};
}

QJsonObject townBlockToJson(const TownBlock &block)
{
    return blockJson(block);
}

std::optional<TownBlock> townBlockFromJson(const QJsonObject &json, QString *error)
{
    Reader read;
    TownBlock block = blockFrom(json, read);
    if (!read.ok()) {
        if (error)
            *error = read.error();
        return std::nullopt;
    }
    return block;
}

QJsonObject chargeSituationToJson(const ChargeSituation &s)
{
    QJsonObject json{{u"attacker"_s, unitJson(s.attacker)},
                     {u"defender"_s, unitJson(s.defender)},
                     {u"distanceInches"_s, s.distanceInches},
                     {u"approach"_s, table::geometry::arcId(s.approach)},
                     {u"approachReason"_s, s.approachReason},
                     {u"cover"_s, table::coverClassId(s.cover)},
                     {u"coverReason"_s, s.coverReason},
                     {u"downhill"_s, s.downhill},
                     {u"downhillReason"_s, s.downhillReason},
                     {u"secureFlanks"_s, s.secureFlanks},
                     {u"secureFlanksReason"_s, s.secureFlanksReason},
                     {u"generalOrder"_s, s.generalOrder.value_or(false)},
                     {u"continued"_s, s.continued},
                     {u"closingCasualtyPercent"_s, s.closingCasualtyPercent}};
    if (s.generalOrder)
        json.insert(u"generalOrderReason"_s, s.generalOrderReason);
    if (s.standingCavalry) {
        json.insert(u"standingCavalry"_s, *s.standingCavalry);
        json.insert(u"standingCavalryReason"_s, s.standingCavalryReason);
    }
    if (s.attackerBlock)
        json.insert(u"attackerBlock"_s, blockJson(*s.attackerBlock));
    if (s.defenderBlock)
        json.insert(u"defenderBlock"_s, blockJson(*s.defenderBlock));
    return json;
}

std::optional<ChargeSituation> chargeSituationFromJson(const QJsonObject &json, QString *error)
{
    Reader read;
    std::optional<ChargeSituation> situation = situationFrom(json, read);
    if (!situation && error)
        *error = read.error();
    return situation;
}

QJsonObject ChargeRecord::toJson() const
{
    QJsonArray stepsJson;
    for (const Step &step : steps) {
        QJsonObject s{{u"kind"_s, chargeStepKindId(step.kind)}};
        if (step.value != 0)
            s.insert(u"value"_s, step.value);
        if (step.kind == Kind::Modifier)
            s.insert(u"enabled"_s, step.enabled);
        if (!step.modifier.isEmpty())
            s.insert(u"modifier"_s, step.modifier);
        if (!step.faces.isEmpty()) {
            QJsonArray faces;
            for (int face : step.faces)
                faces.append(face);
            s.insert(u"faces"_s, faces);
        }
        if (!step.candidates.isEmpty()) {
            QJsonArray candidates;
            for (const ChargeProcedure::PursuitCandidate &c : step.candidates)
                candidates.append(QJsonObject{{u"unit"_s, c.unitId}, {u"name"_s, c.name}, {u"distanceInches"_s, c.distanceInches}});
            s.insert(u"candidates"_s, candidates);
        }
        if (step.ground)
            s.insert(u"ground"_s, QJsonArray{step.ground->position.x(), step.ground->position.y(), step.ground->facing});
        stepsJson.append(s);
    }
    return QJsonObject{{u"situation"_s, chargeSituationToJson(situation)},
                       {u"houseRules"_s, rules.toJson()},
                       {u"turn"_s, turn},
                       {u"steps"_s, stepsJson}};
}

std::optional<ChargeRecord> ChargeRecord::fromJson(const QJsonObject &json, QString *error)
{
    Reader read;
    ChargeRecord record;
    const std::optional<ChargeSituation> situation = situationFrom(json.value(u"situation"_s).toObject(), read);
    QString rulesError;
    const std::optional<HouseRules> rules = HouseRules::fromJson(json.value(u"houseRules"_s).toObject(), &rulesError);
    if (!rules)
        read.fail(rulesError);
    record.turn = read.integer(json, u"turn"_s, 0, 1'000'000);
    const QJsonArray stepsJson = json.value(u"steps"_s).toArray();
    if (stepsJson.size() > 10'000)
        read.fail(Tr::tr("charge in progress: too many steps."));
    for (const QJsonValue &value : stepsJson) {
        const QJsonObject s = value.toObject();
        Step step;
        bool known = false;
        for (Kind kind : allKinds) {
            if (chargeStepKindId(kind) == s.value(u"kind"_s).toString()) {
                step.kind = kind;
                known = true;
            }
        }
        if (!known)
            read.fail(Tr::tr("charge in progress: unknown step \"%1\".").arg(s.value(u"kind"_s).toString()));
        step.value = read.integer(s, u"value"_s, -100, 100);
        step.enabled = s.value(u"enabled"_s).toBool();
        step.modifier = s.value(u"modifier"_s).toString();
        for (const QJsonValue &face : s.value(u"faces"_s).toArray()) {
            const double f = face.toDouble(-1);
            if (f != std::floor(f) || f < 0 || f > 1000)
                read.fail(Tr::tr("charge in progress: a die face must be a whole number from 0 to 1000."));
            step.faces.append(int(f));
        }
        for (const QJsonValue &c : s.value(u"candidates"_s).toArray()) {
            const QJsonObject o = c.toObject();
            step.candidates.append({o.value(u"unit"_s).toString(), o.value(u"name"_s).toString(),
                                    read.number(o, u"distanceInches"_s, 0.0, 100000.0)});
        }
        if (s.contains(u"ground"_s)) {
            const QJsonArray ground = s.value(u"ground"_s).toArray();
            const QJsonObject at{{u"x"_s, ground.at(0)}, {u"y"_s, ground.at(1)}, {u"facing"_s, ground.at(2)}};
            if (ground.size() != 3)
                read.fail(Tr::tr("charge in progress: the ground held must be [x, y, facing]."));
            step.ground = Step::Ground{QPointF(read.number(at, u"x"_s, -1e7, 1e7), read.number(at, u"y"_s, -1e7, 1e7)),
                                       read.number(at, u"facing"_s, -1e5, 1e5)};
        }
        record.steps.append(step);
    }
    if (!read.ok() || !situation) {
        if (error)
            *error = read.error();
        return std::nullopt;
    }
    record.situation = *situation;
    record.rules = *rules;
    // A record is only good if it replays: check it now, not at the referee's next step.
    journal::EventList discard;
    QString replayError;
    if (!record.replay(discard, &replayError)) {
        if (error)
            *error = replayError;
        return std::nullopt;
    }
    return record;
}

std::unique_ptr<ChargeProcedure> ChargeRecord::replay(journal::EventSink &sink, QString *error) const
{
    auto procedure = std::make_unique<ChargeProcedure>(situation, rules, sink, turn);
    for (const Step &step : steps) {
        dice::ScriptedDiceSource dice(step.faces);
        try {
            perform(*procedure, step, dice);
        } catch (const dice::DiceUnavailable &) {
            if (error)
                *error = Tr::tr("charge in progress: the step \"%1\" lacks its dice.").arg(chargeStepKindId(step.kind));
            return nullptr;
        } catch (const std::exception &) {
            if (error)
                *error = Tr::tr("charge in progress: the step \"%1\" does not follow.").arg(chargeStepKindId(step.kind));
            return nullptr;
        }
        if (dice.remaining() != 0) {
            if (error)
                *error = Tr::tr("charge in progress: the step \"%1\" has dice it did not throw.").arg(chargeStepKindId(step.kind));
            return nullptr;
        }
    }
    return procedure;
}

ChargeRecord ChargeRecord::declare(ChargeSituation situation, HouseRules rules, int turn, journal::EventSink &sink)
{
    ChargeRecord record;
    record.situation = std::move(situation);
    record.rules = std::move(rules);
    record.turn = turn;
    // The procedure logs the declaration (or the refusal) as it is made.
    ChargeProcedure declared(record.situation, record.rules, sink, turn);
    return record;
}

std::optional<ChargeRecord> ChargeRecord::then(Step step, dice::DiceSource &dice, journal::EventSink &sink,
                                               QString *error) const
{
    // The procedure logs to the sink it is made with: bring it to where the
    // record stands, forget those events (they are in the log already), then
    // hand over this step's once it has succeeded.
    journal::EventList events;
    ChargeProcedure procedure(situation, rules, events, turn);
    try {
        for (const Step &done : steps) {
            dice::ScriptedDiceSource replayDice(done.faces);
            perform(procedure, done, replayDice);
        }
    } catch (const std::exception &) {
        if (error)
            *error = Tr::tr("charge in progress: its steps do not replay.");
        return std::nullopt;
    }
    events.clear();
    dice::RecordingDiceSource recording(dice);
    try {
        perform(procedure, step, recording);
    } catch (const dice::DiceUnavailable &) {
        throw;
    } catch (const std::exception &) {
        if (error)
            *error = Tr::tr("That is not the next step of this charge.");
        return std::nullopt;
    }
    step.faces = recording.faces();
    ChargeRecord next = *this;
    next.steps.append(step);
    for (const journal::JournalEvent &event : events.events())
        sink.append(event);
    return next;
}

bool operator==(const ChargeRecord &a, const ChargeRecord &b)
{
    return a.toJson() == b.toJson();
}

} // namespace vedette::rules::brown
