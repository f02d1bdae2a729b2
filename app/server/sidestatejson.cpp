#include "sidestatejson.h"

#include "table/unit.h"
#include "table/unittypes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace vedette::server {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::server::SideState)
};

QJsonObject unitJson(const table::Unit &unit, bool own)
{
    QJsonObject object{{u"id"_s, unit.id()},
                       {u"name"_s, unit.name()},
                       {u"arm"_s, table::armName(unit.arm())},
                       {u"formation"_s, table::formationName(unit.formation())}};
    QStringList states;
    for (table::StateMarker marker : {table::StateMarker::Shaken, table::StateMarker::Disordered,
                                      table::StateMarker::Broken, table::StateMarker::Rout, table::StateMarker::Blown,
                                      table::StateMarker::Firefight}) {
        if (unit.hasMarker(marker))
            states.append(table::stateMarkerName(marker));
    }
    object.insert(u"states"_s, QJsonArray::fromStringList(states));
    if (own) {
        // What a side knows of its own men: the referee's filter kept it.
        object.insert(u"strength"_s, unit.strength());
        object.insert(u"startingStrength"_s, unit.startingStrength());
        object.insert(u"morale"_s, unit.moraleCounters());
        object.insert(u"order"_s, table::orderName(unit.order()));
        object.insert(u"onTable"_s, unit.isOnTable());
    }
    return object;
}

QJsonObject labels()
{
    return {{u"units"_s, Tr::tr("Your units")},
            {u"enemies"_s, Tr::tr("Enemy in sight")},
            {u"messages"_s, Tr::tr("Messages")},
            {u"noEnemies"_s, Tr::tr("No enemy in sight.")},
            {u"noMessages"_s, Tr::tr("No message has reached you.")},
            {u"strength"_s, Tr::tr("men")},
            {u"morale"_s, Tr::tr("morale counters")},
            {u"order"_s, Tr::tr("Orders")},
            {u"notOnTable"_s, Tr::tr("not on the table")},
            {u"toMove"_s, Tr::tr("to move")},
            {u"live"_s, Tr::tr("Live")},
            {u"offline"_s, Tr::tr("Reconnecting…")},
            {u"table"_s, Tr::tr("The table as you see it")},
            {u"withdrawn"_s, Tr::tr("This link no longer works: ask the referee for a new one.")}};
}

} // namespace

QString turnText(const QString &ruleSystem, int turn)
{
    if (turn <= 0)
        return Tr::tr("Set-up");
    return ruleSystem == u"balagan"_s ? Tr::tr("Bound %1").arg(turn) : Tr::tr("Turn %1").arg(turn);
}

QString phaseText(const QString &phase)
{
    if (phase == u"set-up"_s)
        return Tr::tr("Set-up");
    if (phase == u"morale"_s)
        return Tr::tr("Morale phase");
    if (phase == u"action"_s)
        return Tr::tr("Action phase");
    if (phase == u"over"_s)
        return Tr::tr("The battle is over");
    if (phase == u"play"_s)
        return Tr::tr("In play");
    return phase;
}

QByteArray sideStateJson(const render::PlayerView::SideState &state, qint64 revision)
{
    QJsonArray units;
    QJsonArray enemies;
    for (const table::Unit &unit : state.table.units()) {
        if (unit.sideId() == state.sideId)
            units.append(unitJson(unit, true));
        else
            enemies.append(unitJson(unit, false));
    }
    QJsonArray messages;
    for (const render::PlayerView::Message &message : state.messages)
        messages.append(QJsonObject{{u"kind"_s, message.kind}, {u"text"_s, message.text}, {u"turn"_s, message.turn}});
    QString toMove;
    if (const table::Side *side = state.table.side(state.sideToMove))
        toMove = side->name;
    QJsonObject object{
        {u"revision"_s, revision},
        {u"side"_s, QJsonObject{{u"id"_s, state.sideId},
                                {u"name"_s, state.sideName},
                                {u"colour"_s, state.colour.isValid() ? state.colour.name() : u"#555555"_s}}},
        {u"title"_s, state.title},
        {u"ruleSystem"_s, state.ruleSystem},
        {u"turn"_s, state.turn},
        {u"turnText"_s, turnText(state.ruleSystem, state.turn)},
        {u"phase"_s, state.phase},
        {u"phaseText"_s, phaseText(state.phase)},
        {u"sideToMove"_s, toMove},
        {u"units"_s, units},
        {u"enemies"_s, enemies},
        {u"messages"_s, messages},
        {u"labels"_s, labels()},
    };
    if (state.clockMinutes) {
        const int minutes = *state.clockMinutes;
        object.insert(u"clock"_s, u"%1:%2"_s.arg((minutes / 60) % 24, 2, 10, QChar(u'0')).arg(minutes % 60, 2, 10, QChar(u'0')));
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace vedette::server
