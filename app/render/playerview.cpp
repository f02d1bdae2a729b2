#include "playerview.h"

#include "journal/journalevent.h"
#include "render/tablepicture.h"
#include "table/scenario.h"

#include <QCoreApplication>
#include <QSet>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::render::PlayerView)
};

} // namespace

std::optional<PlayerView> PlayerView::parse(const QString &text, const table::Scenario *scenario, QString *error)
{
    const QString trimmed = text.trimmed();
    if (trimmed == u"referee"_s)
        return referee();
    if (trimmed == u"players"_s)
        return players();
    if (trimmed.startsWith(u"side:"_s)) {
        const QString id = trimmed.mid(5);
        if (id.isEmpty()) {
            if (error)
                *error = Tr::tr("\"side:\" needs a side's id, e.g. side:allies");
            return std::nullopt;
        }
        if (scenario && !scenario->side(id)) {
            QStringList known;
            for (const table::Side &side : scenario->sides())
                known.append(side.id);
            if (error)
                *error = Tr::tr("there is no side \"%1\" in this scenario (its sides: %2)").arg(id, known.join(u", "_s));
            return std::nullopt;
        }
        return side(id);
    }
    if (error)
        *error = Tr::tr("the view must be referee, players or side:ID, not \"%1\"").arg(text);
    return std::nullopt;
}

QString PlayerView::toString() const
{
    switch (mAudience) {
    case Audience::Referee:
        return u"referee"_s;
    case Audience::Players:
        return u"players"_s;
    case Audience::Side:
        return u"side:"_s + mSideId;
    }
    return {};
}

bool PlayerView::maySee(const table::Unit &unit) const
{
    switch (mAudience) {
    case Audience::Referee:
        return true;
    case Audience::Players:
        return unit.hiddenFrom().isEmpty();
    case Audience::Side:
        return unit.sideId() == mSideId || !unit.hiddenFrom().contains(mSideId);
    }
    return false;
}

bool PlayerView::maySee(const table::Marker &marker, const table::Scenario &scenario) const
{
    if (isReferee())
        return true;
    if (marker.refereeOnly)
        return false;
    if (mAudience == Audience::Players ? !marker.hiddenFrom.isEmpty() : marker.hiddenFrom.contains(mSideId))
        return false;
    // A marker beside a unit they may not see would give the unit away.
    const table::Unit *unit = scenario.unit(marker.unitId);
    return !unit || maySee(*unit);
}

bool PlayerView::maySee(const journal::JournalEvent &event) const
{
    switch (mAudience) {
    case Audience::Referee:
        return true;
    case Audience::Players:
        return false; // no entry is meant for every side at once
    case Audience::Side:
        return !event.visibility.isEmpty() && event.visibility == mSideId;
    }
    return false;
}

bool PlayerView::maySee(const table::Messenger &messenger) const
{
    switch (mAudience) {
    case Audience::Referee:
        return true;
    case Audience::Players:
        return false;
    case Audience::Side:
        return messenger.sideId == mSideId && messenger.delivered;
    }
    return false;
}

table::Scenario PlayerView::filter(const table::Scenario &model) const
{
    if (isReferee())
        return model;
    const bool side = mAudience == Audience::Side;
    const auto ours = [&](const QString &sideId) { return side && sideId == mSideId; };
    // A copy of the model with the secrets taken out, so everything else
    // (settings, terrain, smoke, the order of things) stays as it is.
    table::Scenario s = model;
    QSet<QString> seen;
    for (const table::Unit &unit : model.units()) {
        // The other side's units not on the table are its order of battle:
        // how many, and which, is not for this side to know.
        if (!maySee(unit) || (side && !ours(unit.sideId()) && !unit.isOnTable())) {
            s.removeUnit(unit.id());
            continue;
        }
        // Orders, and who has not yet seen it, are the referee's business;
        // a side knows its own orders, not how the other's are commanded.
        table::Unit copy = unit;
        if (!ours(unit.sideId())) {
            copy.setOrder(table::Order::Hold);
            if (side) {
                copy.setDivisionId({});
                copy.setGeneralId({});
            }
        }
        copy.setHiddenFrom({});
        s.updateUnit(copy);
        seen.insert(unit.id());
    }
    for (const table::Marker &marker : model.markers()) {
        if (!maySee(marker, model)) {
            s.removeMarker(marker.id);
            continue;
        }
        table::Marker copy = marker;
        copy.hiddenFrom.clear();
        copy.refereeOnly = false;
        s.updateMarker(copy);
    }
    for (const table::General &general : model.generals()) {
        // A general with a unit they may not see would give it away; one of
        // the other side neither with a unit nor placed is its order of battle.
        const bool withUnseen = !general.attachedUnitId.isEmpty() && !seen.contains(general.attachedUnitId);
        const bool offTable = general.attachedUnitId.isEmpty() && !general.position;
        if (withUnseen || (side && !ours(general.sideId) && offTable)) {
            s.removeGeneral(general.id);
            continue;
        }
        table::General copy = general;
        copy.rating = 0;
        if (side && !ours(general.sideId))
            copy.divisionId.clear();
        s.updateGeneral(copy);
    }
    // Messengers are never shown: where a despatch rides, and what it
    // carries, is the referee's (a side hears of its orders once delivered:
    // sideState()).
    for (const table::Messenger &messenger : model.messengers())
        s.removeMessenger(messenger.id);
    for (const table::PinnedRuler &ruler : model.rulers()) {
        const auto hidden = [&](const table::RulerEnd &end) {
            return end.onUnit() && model.unit(end.unitId) && !seen.contains(end.unitId);
        };
        if (hidden(ruler.from) || hidden(ruler.to))
            s.removeRuler(ruler.id);
    }
    return s;
}

TablePicture PlayerView::filter(const TablePicture &picture) const
{
    if (isReferee())
        return picture;
    TablePicture shown;
    shown.units = picture.units;
    shown.secrets = false;
    shown.tape = picture.tape;
    shown.scenario = filter(picture.scenario);
    // A picture is seen by whoever stands at the table: no orders on it at
    // all, a side's own included (its devices list those: sideState()).
    const QList<table::Unit> units = shown.scenario.units();
    for (table::Unit unit : units) {
        if (unit.order() != table::Order::Hold) {
            unit.setOrder(table::Order::Hold);
            shown.scenario.updateUnit(unit);
        }
    }
    const table::Scenario &s = shown.scenario;
    const auto seen = [&](const QString &unitId) { return s.unit(unitId) != nullptr; };
    // The zones go to the sides by where their units stand: by the units
    // they may see, so a hidden unit cannot tip them.
    if (!picture.zones.isEmpty())
        shown.zones = TablePicture::deploymentZones(s);
    for (const TablePicture::Charge &charge : picture.charges)
        if (seen(charge.attackerId) && seen(charge.targetId))
            shown.charges.append(charge);
    if (picture.reach && seen(picture.reach->unitId))
        shown.reach = picture.reach;
    return shown;
}

PlayerView::SideState PlayerView::sideState(const table::Scenario &model, const store::PlayRecord &play,
                                            const QList<journal::JournalEvent> &log) const
{
    SideState state;
    if (mAudience != Audience::Side)
        return state;
    const table::Side *side = model.side(mSideId);
    state.sideId = mSideId;
    state.sideName = side ? side->name : mSideId;
    state.colour = side ? side->colour : QColor();
    state.title = model.title();
    state.ruleSystem = table::ruleSystemId(model.ruleSystem());
    // Only what every rule system keeps in columns: the rule system's own
    // state (play.state) holds what the referee alone knows, such as dice
    // batched and not yet rolled.
    state.turn = play.turn;
    state.phase = play.phase;
    state.sideToMove = play.side;
    state.clockMinutes = play.clockMinutes;
    state.table = filter(model);
    for (const table::Messenger &messenger : model.messengers()) {
        if (!maySee(messenger))
            continue;
        const table::Unit *target = model.unit(messenger.targetUnitId);
        const QString to = target ? target->name() : messenger.targetUnitId;
        state.messages.append(Message{u"orders"_s,
                               Tr::tr("%1 delivered orders to %2: %3.")
                                   .arg(messenger.name, to, table::orderName(messenger.order)),
                               0});
    }
    for (const journal::JournalEvent &event : log) {
        if (!maySee(event))
            continue;
        const QString text = event.detail.value(u"text"_s).toString();
        state.messages.append(Message{event.kind, text.isEmpty() ? event.summary : text, event.turn});
    }
    return state;
}

} // namespace vedette::render
