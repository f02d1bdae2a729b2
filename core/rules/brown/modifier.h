#pragma once

#include "chargeside.h"

#include <QJsonObject>
#include <QString>

namespace vedette::rules::brown {

// One line of the CHARGE MODIFIERS lists as it applies to one charge: what
// Vedette derived (value, whether it applies, why) and what the referee made
// of it (switched off or on, value overridden). The log keeps both.
struct Modifier
{
    QString id;      // stable: "attacker.flank", "defender.cover", ...
    Side side = Side::Attacker;
    QString reason;  // translated: why it applies or why not
    bool derived = true; // false: a referee's call Vedette cannot see on the table
    int derivedValue = 0;
    bool derivedEnabled = false;
    int value = 0;
    bool enabled = false;

    int effective() const { return enabled ? value : 0; }
    bool overridden() const { return value != derivedValue || enabled != derivedEnabled; }
    // The text's own name for the line ("Charging Flank"), translated.
    QString label() const;
    QJsonObject toJson() const;
};

} // namespace vedette::rules::brown
