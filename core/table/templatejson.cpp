#include "templatejson.h"

#include "scenario.h"
#include "scenariojson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {

const QString unitsKey = u"units"_s;
const QString generalsKey = u"generals"_s;

} // namespace

QJsonObject TemplateJson::write(const QList<Unit> &units, const QList<General> &generals)
{
    // Written through the scenario writer, so a template holds exactly what a
    // scenario file would.
    Scenario scenario;
    QSet<QString> unitIds;
    for (const Unit &unit : units)
        unitIds.insert(unit.id());
    const auto needSide = [&](const QString &id) {
        if (!scenario.side(id))
            scenario.addSide({id, id, {}});
    };
    for (General general : generals) {
        needSide(general.sideId);
        general.position.reset();
        if (!unitIds.contains(general.attachedUnitId))
            general.attachedUnitId.clear();
        scenario.addGeneral(general);
    }
    for (Unit unit : units) {
        needSide(unit.sideId());
        unit.setOnTable(false);
        unit.setPosition({});
        if (!scenario.general(unit.generalId()))
            unit.setGeneralId({});
        scenario.addUnit(unit);
    }
    const QJsonObject root = ScenarioJson::toJson(scenario);
    QJsonObject data{{unitsKey, root.value(unitsKey)}};
    if (!generals.isEmpty())
        data.insert(generalsKey, root.value(generalsKey));
    return data;
}

TemplateJson::ReadResult TemplateJson::read(const QJsonObject &data)
{
    const QJsonValue units = data.value(unitsKey);
    const QJsonValue generals = data.value(generalsKey);
    if (!units.isArray() || (!generals.isUndefined() && !generals.isArray()))
        return {std::nullopt, QCoreApplication::translate("vedette::table::TemplateJson",
                                                          "A template holds a list of units (and of generals).")};
    // The sides they name, so that the scenario reader accepts them.
    QJsonArray sides;
    QSet<QString> seen;
    for (const QJsonValue &list : {units, generals}) {
        for (const QJsonValue &value : list.toArray()) {
            const QString side = value.toObject().value(u"side"_s).toString();
            if (!side.isEmpty() && !seen.contains(side)) {
                seen.insert(side);
                sides.append(QJsonObject{{u"id"_s, side}, {u"name"_s, side}});
            }
        }
    }
    QJsonObject root{{u"format"_s, u"vedette-scenario"_s},
                     {u"version"_s, ScenarioJson::currentVersion},
                     {u"table"_s, QJsonObject{{u"width"_s, 1000.0}, {u"height"_s, 1000.0}}},
                     {u"sides"_s, sides},
                     {unitsKey, units}};
    if (generals.isArray())
        root.insert(generalsKey, generals);
    ScenarioJson::ReadResult read = ScenarioJson::fromJson(root);
    if (!read)
        return {std::nullopt, read.errorString};
    Contents contents;
    for (Unit unit : read.scenario->units()) {
        unit.setOnTable(false);
        contents.units.append(unit);
    }
    for (General general : read.scenario->generals()) {
        general.position.reset();
        contents.generals.append(general);
    }
    return {std::move(contents), {}};
}

} // namespace vedette::table
