#include "kindnames.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace vedette::journal {

namespace {

// The kinds and their names, in the order of knownKinds(). Names are whole
// phrases for the translators (never glued), the rule system first where
// two systems write the same thing.
constexpr std::array kinds{
    std::pair{"battle.start", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Battle starts")},
    std::pair{"dice.roll", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Dice rolls")},
    std::pair{"note", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Notes")},
    std::pair{"void", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Voidings")},
    std::pair{"table.override", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Referee's moves on the table")},

    std::pair{"brown.turn", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: turns")},
    std::pair{"brown.activation", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: activations")},
    std::pair{"brown.general-order", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: generals' orders")},
    std::pair{"brown.move", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: moves")},
    std::pair{"brown.declare", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: charges declared")},
    std::pair{"brown.cancel", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: charges cancelled")},
    std::pair{"brown.refused", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: charges refused")},
    std::pair{"brown.charge", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: charges")},
    std::pair{"brown.fire-discipline", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: fire discipline")},
    std::pair{"brown.closing-casualties", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: casualties while closing")},
    std::pair{"brown.evade", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: evasions")},
    std::pair{"brown.result", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: charge results")},
    std::pair{"brown.apply", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: results applied")},
    std::pair{"brown.melee-start", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: melees begun")},
    std::pair{"brown.melee", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: melee rounds")},
    std::pair{"brown.melee-morale", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: morale in melee")},
    std::pair{"brown.pursuit", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: pursuits")},
    std::pair{"brown.ride-down", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: units ridden down")},
    std::pair{"brown.surrender", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: surrenders")},
    std::pair{"brown.house-rules", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Brown: house rules")},

    std::pair{"balagan.deployment", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: deployment")},
    std::pair{"balagan.bound", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: bounds")},
    std::pair{"balagan.orders", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: orders")},
    std::pair{"balagan.general", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: generals")},
    std::pair{"balagan.general-killed", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: generals killed")},
    std::pair{"balagan.messenger", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: messengers")},
    std::pair{"balagan.messenger-sent", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: messengers sent")},
    std::pair{"balagan.messenger-ride", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: messengers riding")},
    std::pair{"balagan.action", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: actions")},
    std::pair{"balagan.act-override", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: actions overridden")},
    std::pair{"balagan.move", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: moves")},
    std::pair{"balagan.formation", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: formation changes")},
    std::pair{"balagan.fire", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: fire")},
    std::pair{"balagan.charge", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: charges")},
    std::pair{"balagan.fog", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: smoke and fog")},
    std::pair{"balagan.fog-charge", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: charges into smoke or fog")},
    std::pair{"balagan.morale", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: morale")},
    std::pair{"balagan.rout", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: routs")},
    std::pair{"balagan.army-break", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: armies breaking")},
    std::pair{"balagan.override", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: referee's overrides")},
    std::pair{"balagan.house-rules", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Balagan: house rules")},

    std::pair{"lightbrigade.setup", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Light Brigade: set-up")},
    std::pair{"lightbrigade.turn", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Light Brigade: turns")},
    std::pair{"lightbrigade.move", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Light Brigade: moves")},
    std::pair{"lightbrigade.melee", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Light Brigade: melees at the battery")},
    std::pair{"lightbrigade.morale", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Light Brigade: morale")},
    std::pair{"lightbrigade.rally", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Light Brigade: rallies")},
    std::pair{"lightbrigade.end", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Light Brigade: ends of the game")},

    std::pair{"tennyson.setup", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: set-up")},
    std::pair{"tennyson.first", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: first player")},
    std::pair{"tennyson.card", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: cards played")},
    std::pair{"tennyson.play", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: cards awaiting a choice")},
    std::pair{"tennyson.fire", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: fire")},
    std::pair{"tennyson.destroyed", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: units destroyed")},
    std::pair{"tennyson.reshuffle", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: reshuffles")},
    std::pair{"tennyson.end", QT_TRANSLATE_NOOP("vedette::journal::KindNames", "Tennyson: ends of the game")},
};

} // namespace

QString kindName(const QString &kind)
{
    for (const auto &[id, name] : kinds) {
        if (kind == QLatin1StringView(id))
            return QCoreApplication::translate("vedette::journal::KindNames", name);
    }
    return kind;
}

QStringList knownKinds()
{
    QStringList list;
    list.reserve(qsizetype(kinds.size()));
    for (const auto &[id, name] : kinds)
        list.append(QString::fromLatin1(id));
    return list;
}

} // namespace vedette::journal
