#pragma once

#include <QImage>
#include <QList>
#include <QString>

namespace vedette {

// What a printable after-action report shows: the battle, the table at its
// start and end, and the log entries in order. Filled from the campaign
// store, printed by LogExport; kept apart so the printing is testable alone.
struct AfterActionReport
{
    struct Row
    {
        QString turn;   // "Bound 3", "Set-up"
        QString time;   // local time of the entry
        QString who;    // actors
        QString dice;   // faces rolled, with origin
        QString result; // the summary line
        bool voided = false;
        bool note = false;
    };

    QString campaign;
    QString battle;
    QString turnHeader; // "Turn" or "Bound", as the battle's rules count
    QString scenario;
    QImage startPicture; // may be null: then the report says so
    QImage endPicture;
    QList<Row> rows;
};

} // namespace vedette
