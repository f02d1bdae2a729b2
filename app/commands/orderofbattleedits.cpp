#include "orderofbattleedits.h"

#include "commands/addremoveobjectcommand.h"
#include "commands/editobjectcommand.h"
#include "document/document.h"

#include <QCoreApplication>
#include <QSet>

#include <memory>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Commands)
};

// A parent command that is thrown away when no child was added.
std::unique_ptr<QUndoCommand> parentCommand(const QString &text)
{
    return std::make_unique<QUndoCommand>(text);
}

QUndoCommand *keepIfAny(std::unique_ptr<QUndoCommand> parent)
{
    return parent->childCount() > 0 ? parent.release() : nullptr;
}

QString what(int units, int generals)
{
    if (generals == 0)
        return Tr::tr("%n unit(s)", nullptr, units);
    if (units == 0)
        return Tr::tr("%n general(s)", nullptr, generals);
    return Tr::tr("%1 and %2").arg(Tr::tr("%n unit(s)", nullptr, units), Tr::tr("%n general(s)", nullptr, generals));
}

} // namespace

QUndoCommand *OrderOfBattleEdits::remove(Document *document, const QStringList &unitIds, const QStringList &generalIds,
                                         const QStringList &sideIds)
{
    const table::Scenario &scenario = std::as_const(*document).scenario();
    QStringList units;
    QStringList generals;
    for (const QString &id : unitIds)
        if (scenario.unit(id) && !units.contains(id))
            units.append(id);
    for (const QString &id : generalIds)
        if (scenario.general(id) && !generals.contains(id))
            generals.append(id);
    QStringList sides;
    for (const QString &id : sideIds)
        if (scenario.side(id) && !sides.contains(id))
            sides.append(id);
    if (units.isEmpty() && generals.isEmpty() && sides.isEmpty())
        return nullptr;
    const QSet<QString> goneUnits(units.cbegin(), units.cend());
    const QSet<QString> goneGenerals(generals.cbegin(), generals.cend());
    QString text;
    if (sides.size() == 1)
        text = Tr::tr("Delete %1").arg(scenario.side(sides.constFirst())->name);
    else if (!sides.isEmpty())
        text = Tr::tr("Delete %n side(s)", nullptr, int(sides.size()));
    else if (units.size() + generals.size() == 1)
        text = Tr::tr("Delete %1").arg(units.isEmpty() ? scenario.general(generals.constFirst())->name
                                                   : scenario.unit(units.constFirst())->name());
    else
        text = Tr::tr("Delete %1").arg(what(int(units.size()), int(generals.size())));
    auto parent = parentCommand(text);

    // What refers to what goes: the scenario reader would refuse it.
    for (const table::Unit &unit : scenario.units()) {
        if (goneUnits.contains(unit.id()) || !goneGenerals.contains(unit.generalId()))
            continue;
        table::Unit alone = unit;
        alone.setGeneralId({});
        new EditUnitCommand(document, unit, alone, u"general"_s, text, parent.get());
    }
    for (const table::General &general : scenario.generals()) {
        if (goneGenerals.contains(general.id) || !goneUnits.contains(general.attachedUnitId))
            continue;
        table::General alone = general;
        alone.attachedUnitId.clear();
        if (const table::Unit *with = scenario.unit(general.attachedUnitId); with && with->isOnTable() && !alone.position)
            alone.position = with->position();
        new EditGeneralCommand(document, general, alone, u"attachedUnit"_s, text, parent.get());
    }
    // Later objects first in each list, so that undo puts each back at its
    // place with the ones before it already there.
    for (qsizetype i = scenario.markers().size() - 1; i >= 0; --i)
        if (goneUnits.contains(scenario.markers()[i].unitId))
            AddRemoveMarkerCommand::remove(document, scenario.markers()[i].id, parent.get());
    for (qsizetype i = scenario.fogZones().size() - 1; i >= 0; --i)
        if (goneUnits.contains(scenario.fogZones()[i].ownerUnitId))
            AddRemoveFogZoneCommand::remove(document, scenario.fogZones()[i].id, parent.get());
    for (qsizetype i = scenario.units().size() - 1; i >= 0; --i)
        if (goneUnits.contains(scenario.units()[i].id()))
            AddRemoveUnitCommand::remove(document, scenario.units()[i].id(), parent.get());
    for (qsizetype i = scenario.generals().size() - 1; i >= 0; --i)
        if (goneGenerals.contains(scenario.generals()[i].id))
            AddRemoveGeneralCommand::remove(document, scenario.generals()[i].id, parent.get());
    for (qsizetype i = scenario.messengers().size() - 1; i >= 0; --i)
        if (sides.contains(scenario.messengers()[i].sideId))
            AddRemoveMessengerCommand::remove(document, scenario.messengers()[i].id, parent.get());
    for (qsizetype i = scenario.sides().size() - 1; i >= 0; --i)
        if (sides.contains(scenario.sides()[i].id))
            AddRemoveSideCommand::remove(document, scenario.sides()[i].id, parent.get());
    return keepIfAny(std::move(parent));
}

QUndoCommand *OrderOfBattleEdits::duplicate(Document *document, const QStringList &unitIds,
                                            const QStringList &generalIds, QStringList *newUnitIds)
{
    const table::Scenario &scenario = std::as_const(*document).scenario();
    auto parent = parentCommand({});
    // Ids are taken from a copy that grows as the copies are made, so no two clash.
    table::Scenario growing = scenario;
    int units = 0;
    int generals = 0;
    qsizetype shift = 0; // copies already put before later originals
    for (qsizetype i = 0; i < scenario.units().size(); ++i) {
        const table::Unit &unit = scenario.units()[i];
        if (!unitIds.contains(unit.id()))
            continue;
        table::Unit copy = unit;
        copy.setId(growing.freshId(u"unit"_s));
        copy.setName(Tr::tr("%1 (copy)").arg(unit.name()));
        copy.setOnTable(false);
        copy.setGeneralId({});
        growing.addUnit(copy);
        AddRemoveUnitCommand::add(document, copy, i + 1 + shift, parent.get());
        ++shift;
        ++units;
        if (newUnitIds)
            newUnitIds->append(copy.id());
    }
    shift = 0;
    for (qsizetype i = 0; i < scenario.generals().size(); ++i) {
        const table::General &general = scenario.generals()[i];
        if (!generalIds.contains(general.id))
            continue;
        table::General copy = general;
        copy.id = growing.freshId(u"general"_s);
        copy.name = Tr::tr("%1 (copy)").arg(general.name);
        copy.attachedUnitId.clear();
        copy.position.reset();
        copy.commanderInChief = false;
        growing.addGeneral(copy);
        AddRemoveGeneralCommand::add(document, copy, i + 1 + shift, parent.get());
        ++shift;
        ++generals;
    }
    parent->setText(Tr::tr("Duplicate %1").arg(what(units, generals)));
    return keepIfAny(std::move(parent));
}

QUndoCommand *OrderOfBattleEdits::moveToDivision(Document *document, const QStringList &unitIds,
                                                 const QStringList &generalIds, const QString &sideId,
                                                 const QString &divisionId)
{
    const table::Scenario &scenario = std::as_const(*document).scenario();
    if (!scenario.side(sideId))
        return nullptr;
    const QString text = divisionId.isEmpty() ? Tr::tr("Move %1 out of their division").arg(what(int(unitIds.size()), int(generalIds.size())))
                                              : Tr::tr("Move %1 to division %2").arg(what(int(unitIds.size()), int(generalIds.size())), divisionId);
    auto parent = parentCommand(text);
    QSet<QString> leaving; // units and generals changing sides
    for (const QString &id : unitIds)
        if (const table::Unit *unit = scenario.unit(id); unit && unit->sideId() != sideId)
            leaving.insert(id);
    for (const QString &id : generalIds)
        if (const table::General *general = scenario.general(id); general && general->sideId != sideId)
            leaving.insert(id);
    for (const table::Unit &unit : scenario.units()) {
        table::Unit moved = unit;
        if (unitIds.contains(unit.id())) {
            moved.setSideId(sideId);
            moved.setDivisionId(divisionId);
        }
        // A general and his unit part when one of them goes over to the other side.
        if (!unit.generalId().isEmpty() && (leaving.contains(unit.id()) != leaving.contains(unit.generalId())))
            moved.setGeneralId({});
        if (!(moved == unit))
            new EditUnitCommand(document, unit, moved, u"division"_s, text, parent.get());
    }
    for (const table::General &general : scenario.generals()) {
        table::General moved = general;
        if (generalIds.contains(general.id)) {
            moved.sideId = sideId;
            moved.divisionId = divisionId;
        }
        if (!general.attachedUnitId.isEmpty() && (leaving.contains(general.id) != leaving.contains(general.attachedUnitId)))
            moved.attachedUnitId.clear();
        if (!(moved == general))
            new EditGeneralCommand(document, general, moved, u"division"_s, text, parent.get());
    }
    return keepIfAny(std::move(parent));
}

QUndoCommand *OrderOfBattleEdits::renameDivision(Document *document, const QString &sideId, const QString &from,
                                                 const QString &to)
{
    if (from == to || from.isEmpty())
        return nullptr;
    const table::Scenario &scenario = std::as_const(*document).scenario();
    const QString text = Tr::tr("Rename division %1 to %2").arg(from, to);
    auto parent = parentCommand(text);
    for (const table::Unit &unit : scenario.units()) {
        if (unit.sideId() != sideId || unit.divisionId() != from)
            continue;
        table::Unit renamed = unit;
        renamed.setDivisionId(to);
        new EditUnitCommand(document, unit, renamed, u"division"_s, text, parent.get());
    }
    for (const table::General &general : scenario.generals()) {
        if (general.sideId != sideId || general.divisionId != from)
            continue;
        table::General renamed = general;
        renamed.divisionId = to;
        new EditGeneralCommand(document, general, renamed, u"division"_s, text, parent.get());
    }
    return keepIfAny(std::move(parent));
}

QUndoCommand *OrderOfBattleEdits::editUnits(Document *document, const QStringList &unitIds, const QString &field,
                                            const QString &text, const std::function<void(table::Unit &)> &change)
{
    const table::Scenario &scenario = std::as_const(*document).scenario();
    QList<std::pair<table::Unit, table::Unit>> edits;
    for (const QString &id : unitIds) {
        const table::Unit *unit = scenario.unit(id);
        if (!unit)
            continue;
        table::Unit after = *unit;
        change(after);
        if (!(after == *unit))
            edits.append({*unit, after});
    }
    if (edits.isEmpty())
        return nullptr;
    // One unit: the plain edit, so that typing in a field merges into one step.
    if (edits.size() == 1 && unitIds.size() == 1)
        return new EditUnitCommand(document, edits[0].first, edits[0].second, field, text.arg(edits[0].first.name()));
    const QString many = text.arg(Tr::tr("%n unit(s)", nullptr, int(edits.size())));
    auto parent = parentCommand(many);
    for (const auto &[before, after] : std::as_const(edits))
        new EditUnitCommand(document, before, after, field, many, parent.get());
    return parent.release();
}

QUndoCommand *OrderOfBattleEdits::deploy(Document *document, const QList<table::Unit> &placed,
                                         const QList<table::Side> &sides)
{
    const table::Scenario &scenario = std::as_const(*document).scenario();
    if (placed.isEmpty())
        return nullptr;
    const QString text = placed.size() == 1 ? Tr::tr("Deploy %1").arg(placed.constFirst().name())
                                            : Tr::tr("Deploy %1").arg(Tr::tr("%n unit(s)", nullptr, int(placed.size())));
    auto parent = parentCommand(text);
    // The zones first: they hold where they are while the units go into them.
    for (const table::Side &side : sides) {
        const table::Side *before = scenario.side(side.id);
        if (before && !(*before == side))
            new EditSideCommand(document, *before, side, u"deploymentZone"_s, text, parent.get());
    }
    for (const table::Unit &unit : placed) {
        const table::Unit *before = scenario.unit(unit.id());
        if (before && !(*before == unit))
            new EditUnitCommand(document, *before, unit, u"deploy"_s, text, parent.get());
    }
    return keepIfAny(std::move(parent));
}

QUndoCommand *OrderOfBattleEdits::setDeploymentZones(Document *document, const QList<table::Side> &sides)
{
    const table::Scenario &scenario = std::as_const(*document).scenario();
    QString text;
    for (const table::Side &side : sides) {
        const table::Side *before = scenario.side(side.id);
        if (before && before->deploymentZone != side.deploymentZone && text.isEmpty())
            text = Tr::tr("Deployment zone of %1").arg(side.name);
    }
    if (text.isEmpty())
        return nullptr;
    auto parent = parentCommand(text);
    for (const table::Side &side : sides) {
        const table::Side *before = scenario.side(side.id);
        if (before && !(*before == side))
            new EditSideCommand(document, *before, side, u"deploymentZone"_s, text, parent.get());
    }
    return keepIfAny(std::move(parent));
}

QUndoCommand *OrderOfBattleEdits::takeOffTable(Document *document, const QStringList &unitIds)
{
    return editUnits(document, unitIds, u"onTable"_s, Tr::tr("Take %1 off the table"),
                     [](table::Unit &unit) { unit.setOnTable(false); });
}

QUndoCommand *OrderOfBattleEdits::addFrom(Document *document, const table::Scenario &after, const QString &text)
{
    const table::Scenario &scenario = std::as_const(*document).scenario();
    auto parent = parentCommand(text);
    for (const table::Side &side : after.sides())
        if (!scenario.side(side.id))
            AddRemoveSideCommand::add(document, side, -1, parent.get());
    for (const table::General &general : after.generals()) {
        const table::General *before = scenario.general(general.id);
        if (!before)
            AddRemoveGeneralCommand::add(document, general, -1, parent.get());
        else if (!(*before == general))
            new EditGeneralCommand(document, *before, general, u"attachedUnit"_s, text, parent.get());
    }
    for (const table::Unit &unit : after.units()) {
        const table::Unit *before = scenario.unit(unit.id());
        if (!before)
            AddRemoveUnitCommand::add(document, unit, -1, parent.get());
        else if (!(*before == unit))
            new EditUnitCommand(document, *before, unit, u"general"_s, text, parent.get());
    }
    return keepIfAny(std::move(parent));
}

} // namespace vedette
