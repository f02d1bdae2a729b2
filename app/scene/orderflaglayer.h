#pragma once

#include "scene/orderflagitem.h"
#include "scene/sceneitems.h"
#include "table/scenariochange.h"

#include <QObject>
#include <QString>

namespace vedette {

class TableScene;

// Keeps one order flag per unit on the table while the scenario is played
// under Balagan's rules (none otherwise), following the scenario's changes
// as the table scene relays them. The flags hold nothing the model does not.
class OrderFlagLayer : public QObject
{
    Q_OBJECT

public:
    explicit OrderFlagLayer(TableScene *scene);
    ~OrderFlagLayer() override;

    OrderFlagItem *flag(const QString &unitId) const { return mFlags.value(unitId); }
    qsizetype flagCount() const { return mFlags.size(); }

    // "Advance — 1st Division (Cadogan +1)", for the flag's tooltip and panels.
    static QString describe(const TableScene *scene, const QString &unitId);

private:
    void onScenarioChanged(const table::ScenarioChange &change);
    void rebuild();
    void syncUnit(const QString &unitId);
    void dropFlag(const QString &unitId);

    TableScene *mScene;
    SceneItems<OrderFlagItem> mFlags;
};

} // namespace vedette
