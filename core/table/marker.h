#pragma once

#include <QPointF>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace vedette::table {

enum class MarkerKind {
    Note,          // free text on the table
    MoraleCounter, // a loose counter beside a unit
    Casualty,      // casualty marker
    Objective,
};

QString markerKindId(MarkerKind kind); // "note", "morale-counter", "casualty", "objective"
MarkerKind markerKindFromId(QStringView id, bool *ok = nullptr);
QString markerKindName(MarkerKind kind); // translated

// A token the referee puts on the table, optionally beside a unit.
struct Marker
{
    QString id;
    MarkerKind kind = MarkerKind::Note;
    QPointF position; // mm
    QString unitId;   // empty when not attached to a unit
    QString text;
    int count = 1;
    // Umpired games: the sides that have not yet seen it, or no player at
    // all (the referee's own note). Players' pictures leave it out.
    QStringList hiddenFrom;
    bool refereeOnly = false;

    friend bool operator==(const Marker &, const Marker &) = default;
};

} // namespace vedette::table
