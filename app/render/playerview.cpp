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

TablePicture PlayerView::filter(const TablePicture &picture) const
{
    if (isReferee())
        return picture;
    const table::Scenario &model = picture.scenario;
    TablePicture shown;
    shown.units = picture.units;
    shown.secrets = false;
    shown.tape = picture.tape;

    // A copy of the model with the secrets taken out, so everything else
    // (settings, terrain, smoke, the order of things) stays as it is.
    shown.scenario = model;
    table::Scenario &s = shown.scenario;
    QSet<QString> seen;
    for (const table::Unit &unit : model.units()) {
        if (!maySee(unit)) {
            s.removeUnit(unit.id());
            continue;
        }
        // Orders, and who has not yet seen it, are the referee's business.
        table::Unit copy = unit;
        copy.setOrder(table::Order::Hold);
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
        // A general with a unit they may not see would give it away.
        if (!general.attachedUnitId.isEmpty() && !seen.contains(general.attachedUnitId)) {
            s.removeGeneral(general.id);
            continue;
        }
        table::General copy = general;
        copy.rating = 0;
        s.updateGeneral(copy);
    }
    // Messengers are never shown: where a despatch rides, and what it
    // carries, is the referee's.
    for (const table::Messenger &messenger : model.messengers())
        s.removeMessenger(messenger.id);
    for (const table::PinnedRuler &ruler : model.rulers()) {
        const auto hidden = [&](const table::RulerEnd &end) {
            return end.onUnit() && model.unit(end.unitId) && !seen.contains(end.unitId);
        };
        if (hidden(ruler.from) || hidden(ruler.to))
            s.removeRuler(ruler.id);
    }
    // The zones go to the sides by where their units stand: by the units
    // they may see, so a hidden unit cannot tip them.
    if (!picture.zones.isEmpty())
        shown.zones = TablePicture::deploymentZones(s);
    for (const TablePicture::Charge &charge : picture.charges)
        if (seen.contains(charge.attackerId) && seen.contains(charge.targetId))
            shown.charges.append(charge);
    if (picture.reach && seen.contains(picture.reach->unitId))
        shown.reach = picture.reach;
    return shown;
}

} // namespace vedette::render
