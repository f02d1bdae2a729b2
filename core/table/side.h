#pragma once

#include <QColor>
#include <QRectF>
#include <QString>

#include <optional>

namespace vedette::table {

// One army on the table.
struct Side
{
    QString id;   // stable, e.g. "british"
    QString name; // shown to the referee, e.g. "British"
    QColor colour;
    // Its deployment zone (mm), where the referee fixed or moved it (Balagan
    // set-up, docs/rules.md M-31); unset: the rules' zone, worked out from the table.
    std::optional<QRectF> deploymentZone = std::nullopt;

    friend bool operator==(const Side &, const Side &) = default;
};

} // namespace vedette::table
