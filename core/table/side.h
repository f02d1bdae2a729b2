#pragma once

#include <QColor>
#include <QString>

namespace vedette::table {

// One army on the table.
struct Side
{
    QString id;   // stable, e.g. "british"
    QString name; // shown to the referee, e.g. "British"
    QColor colour;

    friend bool operator==(const Side &, const Side &) = default;
};

} // namespace vedette::table
