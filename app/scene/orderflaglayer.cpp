#include "orderflaglayer.h"

#include "scene/orderflagitem.h"
#include "scene/tablescene.h"
#include "table/scenario.h"

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString signedRating(int rating)
{
    return rating < 0 ? u"\u2212%1"_s.arg(-rating) : u"+%1"_s.arg(rating);
}

} // namespace

OrderFlagLayer::OrderFlagLayer(TableScene *scene)
    : QObject(scene)
    , mScene(scene)
    , mFlags(scene)
{
    connect(scene, &TableScene::scenarioChanged, this, &OrderFlagLayer::onScenarioChanged);
    rebuild();
}

// The flags are the scene's items: it deletes them when it goes, and the
// layer, its child, never outlives it.
OrderFlagLayer::~OrderFlagLayer() = default;

QString OrderFlagLayer::describe(const TableScene *scene, const QString &unitId)
{
    const table::Scenario &scenario = scene->scenario();
    const table::Unit *unit = scenario.unit(unitId);
    if (!unit)
        return {};
    const QString order = table::orderName(unit->order());
    if (unit->divisionId().isEmpty())
        return tr("%1: %2 (no division)").arg(unit->name(), order);
    QString general;
    for (const table::General &candidate : scenario.generals()) {
        if (candidate.sideId == unit->sideId() && candidate.divisionId == unit->divisionId()) {
            general = u"%1 %2"_s.arg(candidate.name, signedRating(candidate.rating));
            break;
        }
    }
    if (general.isEmpty())
        return tr("%1: %2 \u2014 division %3, no general").arg(unit->name(), order, unit->divisionId());
    return tr("%1: %2 \u2014 division %3 (%4)").arg(unit->name(), order, unit->divisionId(), general);
}

void OrderFlagLayer::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    switch (change.kind) {
    case Kind::Reset:
    case Kind::Settings:
        rebuild();
        break;
    case Kind::UnitAdded:
    case Kind::UnitChanged:
        syncUnit(change.id);
        break;
    case Kind::UnitRemoved:
        dropFlag(change.id);
        break;
    case Kind::GeneralAdded:
    case Kind::GeneralChanged:
    case Kind::GeneralRemoved:
        // Tooltips name the division's general.
        for (auto it = mFlags.all().cbegin(); it != mFlags.all().cend(); ++it)
            it.value()->setToolTip(describe(mScene, it.key()));
        break;
    default:
        break;
    }
}

void OrderFlagLayer::rebuild()
{
    mFlags.clear();
    if (mScene->scenario().ruleSystem() != table::RuleSystem::Balagan)
        return;
    for (const table::Unit &unit : mScene->scenario().units())
        syncUnit(unit.id());
}

void OrderFlagLayer::syncUnit(const QString &unitId)
{
    const table::Unit *unit = mScene->scenario().unit(unitId);
    if (!unit || !unit->isOnTable() || mScene->scenario().ruleSystem() != table::RuleSystem::Balagan) {
        dropFlag(unitId);
        return;
    }
    OrderFlagItem *item = mFlags.ensure(unitId, [&unitId] { return new OrderFlagItem(unitId); });
    item->setPos(unit->position());
    item->setOrder(unit->order());
    item->setToolTip(describe(mScene, unitId));
}

void OrderFlagLayer::dropFlag(const QString &unitId)
{
    mFlags.drop(unitId);
}

} // namespace vedette
