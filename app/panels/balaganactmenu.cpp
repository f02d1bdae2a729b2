#include "balaganactmenu.h"

#include "controllers/balagancontroller.h"
#include "document/document.h"
#include "table/lengthformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMenu>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace vedette::BalaganActMenu {

namespace {

namespace balagan = rules::balagan;

// The translation context of this file (lupdate reads Tr::tr with it).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::BalaganActMenu)
};

QString percent(double odds)
{
    return QLocale().toString(odds * 100.0, 'f', 0);
}

// How many entries the unit's options make: one per target, per formation, else one.
int entries(const balagan::UnitOptions *offered)
{
    int count = 0;
    if (offered) {
        for (const balagan::ActOption &option : offered->acts)
            count += option.targets.isEmpty() && option.formations.isEmpty()
                ? 1
                : int(option.targets.size() + option.formations.size());
    }
    return count;
}

// A line for what the unit's order holds back, if anything.
void heldBack(QMenu *menu, const table::Unit &unit, int count)
{
    if (count <= 0)
        return;
    menu->addSeparator();
    QAction *line = menu->addAction(Tr::tr("Its orders (%1) hold back %n more choice(s): Ctrl+right-click offers them "
                                           "as the referee's override, logged.",
                                           nullptr, count)
                                        .arg(table::orderName(unit.order())));
    line->setObjectName(u"balaganHeldBack"_s);
    line->setEnabled(false);
}

} // namespace

int fill(QMenu *menu, BalaganController *controller, const QString &unitId,
         const std::function<void(const QString &message)> &report, bool override)
{
    const table::Scenario &scenario = controller->document()->scenario();
    const table::Unit *unit = scenario.unit(unitId);
    const auto nameOf = [&scenario](const QString &id) {
        const table::Unit *u = scenario.unit(id);
        return u && !u->name().isEmpty() ? u->name() : id;
    };
    menu->addSection(nameOf(unitId));
    const balagan::BoundOptions &options = controller->options();
    // What the rules allow whatever the unit's order: held back by the order
    // unless the referee overrides it.
    const balagan::BoundOptions unbound = controller->optionsAgainstOrders();
    const balagan::UnitOptions *allowed = options.unit(unitId);
    const balagan::UnitOptions *offered = override ? unbound.unit(unitId) : allowed;
    if (!offered || !unit) {
        // Why not: the bound's own reason, else the unit's.
        balagan::ActRequest asked;
        asked.unitId = unitId;
        asked.act = balagan::Act::Wheel;
        QString why = controller->whyNot(asked);
        if (why.isEmpty())
            why = options.why;
        if (why.isEmpty())
            why = Tr::tr("%1 has done what it may this bound.").arg(nameOf(unitId));
        QAction *line = menu->addAction(why);
        line->setEnabled(false);
        if (unit && !override && unbound.unit(unitId))
            heldBack(menu, *unit, entries(unbound.unit(unitId)));
        return 0;
    }
    QPointer<BalaganController> guarded(controller);
    int count = 0;
    const auto entry = [&](QMenu *into, QString text, balagan::ActRequest request) {
        // Held back by the order: the referee's override, marked and logged.
        if (override && !controller->whyNot(request).isEmpty()) {
            request.override = true;
            text = Tr::tr("%1 (against orders, logged)").arg(text);
        }
        QAction *action = into->addAction(text);
        action->setData(balagan::actId(request.act));
        QObject::connect(action, &QAction::triggered, controller, [guarded, request, report] {
            if (!guarded)
                return;
            const bool ok = guarded->act(request);
            if (report)
                report(ok ? guarded->lastOutcome() : guarded->lastError());
        });
        ++count;
        return action;
    };
    for (const balagan::ActOption &option : offered->acts) {
        balagan::ActRequest request;
        request.unitId = unitId;
        request.act = option.act;
        const QString chance = Tr::tr("%1 in 6, %2%").arg(option.winningFaces).arg(percent(option.odds));
        switch (option.act) {
        case balagan::Act::Charge: {
            QMenu *targets = menu->addMenu(Tr::tr("%1 (%2)").arg(balagan::actName(option.act), chance));
            targets->setObjectName(u"balaganChargeMenu"_s);
            for (const QString &target : option.targets) {
                request.targetId = target;
                entry(targets, Tr::tr("%1: contact %2%").arg(nameOf(target), percent(option.targetOdds.value(target))),
                      request);
            }
            break;
        }
        case balagan::Act::Fire: {
            QMenu *targets = menu->addMenu(Tr::tr("Fire on"));
            targets->setObjectName(u"balaganFireMenu"_s);
            for (const QString &target : option.targets) {
                request.targetId = target;
                entry(targets, Tr::tr("%1: fails its test %2%").arg(nameOf(target), percent(option.targetOdds.value(target))),
                      request);
            }
            break;
        }
        case balagan::Act::ChangeFormation: {
            QMenu *formations = menu->addMenu(Tr::tr("%1 (%2)").arg(balagan::actName(option.act), chance));
            formations->setObjectName(u"balaganFormationMenu"_s);
            for (const balagan::FormationChoice &choice : option.formations) {
                request.formation = choice;
                entry(formations, choice.name(), request);
            }
            break;
        }
        case balagan::Act::Move:
            entry(menu,
                  Tr::tr("%1 (%2)").arg(balagan::actName(option.act),
                                        table::formatLength(option.distance, scenario.displayUnits())),
                  request);
            break;
        case balagan::Act::Wheel:
        case balagan::Act::Withdraw:
        case balagan::Act::FollowUp:
            entry(menu, Tr::tr("%1 (%2)").arg(balagan::actName(option.act), chance), request);
            break;
        }
    }
    if (!override)
        heldBack(menu, *unit, entries(unbound.unit(unitId)) - entries(allowed));
    return count;
}

} // namespace vedette::BalaganActMenu
