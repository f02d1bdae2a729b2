#include "sidestatejson.h"

#include "render/picturewriter.h"
#include "table/unit.h"
#include "table/unittypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::server {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::server::SideState)
};

double rounded(double mm)
{
    return std::round(mm * 10.0) / 10.0;
}

QJsonObject unitJson(const table::Scenario &table, const table::Unit &unit, bool own)
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
    const table::Side *side = table.side(unit.sideId());
    object.insert(u"colour"_s, side && side->colour.isValid() ? side->colour.name() : u"#707070"_s);
    if (unit.isOnTable()) {
        // Where the page draws it: its centre, facing and bases (mm).
        object.insert(u"x"_s, rounded(unit.position().x()));
        object.insert(u"y"_s, rounded(unit.position().y()));
        object.insert(u"facing"_s, rounded(unit.facing()));
        // Its sign on the page: foot a cross, horse a stroke, guns a round.
        object.insert(u"sign"_s, unit.arm() == table::Arm::Artillery ? u"guns"_s
                                 : unit.isMounted()                  ? u"horse"_s
                                                                     : u"foot"_s);
        QJsonArray bases;
        for (const QPolygonF &polygon : table.footprint(unit).polygons()) {
            QJsonArray corners;
            for (qsizetype i = 0; i < std::min<qsizetype>(polygon.size(), 4); ++i) {
                corners.append(rounded(polygon[i].x()));
                corners.append(rounded(polygon[i].y()));
            }
            bases.append(corners);
        }
        object.insert(u"bases"_s, bases);
    }
    return object;
}

// The generals the picture would draw (GeneralPainter::prepare()): beside
// the unit they are with when it is on the table, else where they stand.
QJsonArray generalsJson(const table::Scenario &table)
{
    QJsonArray generals;
    for (const table::General &general : table.generals()) {
        const table::Unit *with = table.unit(general.attachedUnitId);
        if (with && !with->isOnTable())
            with = nullptr;
        if (!with && !general.position)
            continue;
        const QPointF at = with ? with->position() : *general.position;
        const table::Side *side = table.side(general.sideId);
        QJsonObject object{{u"id"_s, general.id},
                           {u"name"_s, general.name},
                           {u"x"_s, rounded(at.x())},
                           {u"y"_s, rounded(at.y())},
                           {u"colour"_s, side && side->colour.isValid() ? side->colour.name() : u"#707070"_s}};
        if (with)
            object.insert(u"with"_s, with->id());
        if (general.commanderInChief)
            object.insert(u"commanderInChief"_s, true);
        generals.append(object);
    }
    return generals;
}

// What changed in a list of objects with ids: those new or changed (whole),
// the ids gone, and the order when it is not the same.
QJsonObject listChanges(const QJsonArray &before, const QJsonArray &after)
{
    QHash<QString, QJsonObject> old;
    QStringList oldOrder;
    for (const QJsonValue &value : before) {
        const QJsonObject object = value.toObject();
        old.insert(object.value(u"id"_s).toString(), object);
        oldOrder.append(object.value(u"id"_s).toString());
    }
    QJsonArray changed;
    QStringList order;
    for (const QJsonValue &value : after) {
        const QJsonObject object = value.toObject();
        const QString id = object.value(u"id"_s).toString();
        order.append(id);
        const auto found = old.constFind(id);
        if (found == old.cend() || *found != object)
            changed.append(object);
        old.remove(id);
    }
    QJsonObject changes;
    if (!changed.isEmpty())
        changes.insert(u"changed"_s, changed);
    if (!old.isEmpty()) {
        QStringList removed = old.keys();
        removed.sort();
        changes.insert(u"removed"_s, QJsonArray::fromStringList(removed));
    }
    if (order != oldOrder && !changes.isEmpty())
        changes.insert(u"order"_s, QJsonArray::fromStringList(order));
    return changes;
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
            {u"withdrawn"_s, Tr::tr("This link no longer works: ask the referee for a new one.")},
            {u"closed"_s, Tr::tr("The referee's table is closed; this page will follow it again when it comes back.")},
            //: %1 is the time (on the phone's clock) the page last heard from the referee's table.
            {u"lastState"_s, Tr::tr("Last news at %1.")},
            {u"findUnit"_s, Tr::tr("Tap a unit to find it on the table.")},
            {u"zoomHint"_s, Tr::tr("Pinch or double-tap to zoom, drag to move.")},
            {u"wholeTable"_s, Tr::tr("Whole table")}};
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

QJsonObject sideStateObject(const render::PlayerView::SideState &state, qint64 revision, qint64 pictureVersion)
{
    QJsonArray units;
    QJsonArray enemies;
    for (const table::Unit &unit : state.table.units()) {
        if (unit.sideId() == state.sideId)
            units.append(unitJson(state.table, unit, true));
        else
            enemies.append(unitJson(state.table, unit, false));
    }
    QJsonArray messages;
    for (const render::PlayerView::Message &message : state.messages)
        messages.append(QJsonObject{{u"kind"_s, message.kind}, {u"text"_s, message.text}, {u"turn"_s, message.turn}});
    // The picture's rectangle: the table and its margin (PictureWriter's).
    const QRectF picture = render::PictureWriter::sourceRect(state.table);
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
        {u"generals"_s, generalsJson(state.table)},
        {u"messages"_s, messages},
        {u"picture"_s, QJsonObject{{u"x"_s, rounded(picture.x())},
                                   {u"y"_s, rounded(picture.y())},
                                   {u"width"_s, rounded(picture.width())},
                                   {u"height"_s, rounded(picture.height())},
                                   {u"version"_s, pictureVersion}}},
        {u"labels"_s, labels()},
    };
    if (state.clockMinutes) {
        const int minutes = *state.clockMinutes;
        object.insert(u"clock"_s, u"%1:%2"_s.arg((minutes / 60) % 24, 2, 10, QChar(u'0')).arg(minutes % 60, 2, 10, QChar(u'0')));
    }
    return object;
}

QByteArray sideStateJson(const render::PlayerView::SideState &state, qint64 revision, qint64 pictureVersion)
{
    return QJsonDocument(sideStateObject(state, revision, pictureVersion)).toJson(QJsonDocument::Compact);
}

QJsonObject stateChanges(const QJsonObject &before, const QJsonObject &after)
{
    QJsonObject changes{{u"revision"_s, after.value(u"revision"_s)}, {u"from"_s, before.value(u"revision"_s)}};
    QJsonObject set;
    for (auto it = after.begin(); it != after.end(); ++it) {
        const QString &key = it.key();
        if (key == u"revision"_s)
            continue;
        if (key == u"units"_s || key == u"enemies"_s || key == u"generals"_s) {
            const QJsonObject list = listChanges(before.value(key).toArray(), it.value().toArray());
            if (!list.isEmpty())
                changes.insert(key, list);
        } else if (key == u"messages"_s) {
            // Messages are only ever added, at the end; anything else is sent whole.
            const QJsonArray old = before.value(key).toArray();
            const QJsonArray now = it.value().toArray();
            bool appended = now.size() >= old.size();
            for (qsizetype i = 0; appended && i < old.size(); ++i)
                appended = old.at(i) == now.at(i);
            if (!appended) {
                set.insert(key, now);
            } else if (now.size() > old.size()) {
                QJsonArray added;
                for (qsizetype i = old.size(); i < now.size(); ++i)
                    added.append(now.at(i));
                changes.insert(key, QJsonObject{{u"added"_s, added}});
            }
        } else if (before.value(key) != it.value()) {
            set.insert(key, it.value());
        }
    }
    for (auto it = before.begin(); it != before.end(); ++it)
        if (!after.contains(it.key()))
            set.insert(it.key(), QJsonValue::Null);
    if (!set.isEmpty())
        changes.insert(u"set"_s, set);
    return changes;
}

} // namespace vedette::server
