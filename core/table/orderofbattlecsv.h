#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace vedette::table {

// An order of battle as a spreadsheet (FORMAT.md, "Orders of battle as
// CSV"): UTF-8, comma or semicolon separated, one header row naming the
// columns in any order and any case. Each row is a unit, or a general when
// its arm is "general". Reading checks every cell and refuses the whole file
// when any row is bad, naming every bad cell by its line and column
// ("line 14, cw: must be a whole number from 0 to 10"); it never throws and
// never crashes on damaged input. The units read have no place yet (not on
// the table): the deploy tool or `vedette-cli oob import --deploy` puts them
// there.
//
// Writing gives the columns in the order of columns(), the sides in the
// scenario's order, in each side first the generals of no division (the
// commander-in-chief), then each division's generals and units, then the
// units of no division; so that reading what was written and writing it
// again gives the same bytes.
class OrderOfBattleCsv
{
public:
    struct ReadResult
    {
        std::optional<Scenario> scenario; // the base with the file's sides, generals and units added
        QStringList errors;               // one per bad cell, in file order (at most maxErrors, then a count)

        explicit operator bool() const { return scenario.has_value(); }
        QString errorString() const { return errors.join(QLatin1Char('\n')); }
    };

    static constexpr qsizetype maxRows = 20000;
    static constexpr qsizetype maxErrors = 50;
    static constexpr qint64 maxBytes = 16 * 1024 * 1024;

    // Every column in the order written; the first four are required.
    static const QStringList &columns();
    static const QStringList &requiredColumns();

    // Reads `csv` into a copy of `base` (its rule system gives the defaults
    // and the rating range; its sides are matched by id or name, its ids may
    // not be used again). Sides not in `base` are added in the order met.
    static ReadResult read(const QByteArray &csv, const Scenario &base);
    static ReadResult readFile(const QString &path, const Scenario &base);

    static QByteArray write(const Scenario &scenario);
    // Writes atomically (QSaveFile); false with *errorString on failure.
    static bool writeFile(const Scenario &scenario, const QString &path, QString *errorString = nullptr);

    // An id for `name` not used in `scenario` nor in `taken`: lower case,
    // runs of other characters as one "-" ("Lord Cardigan" -> "lord-cardigan",
    // then "lord-cardigan-2"); `fallback` when the name has no letters.
    static QString idFor(const QString &name, const QString &fallback, const Scenario &scenario,
                         const QSet<QString> &taken = {});
};

} // namespace vedette::table
