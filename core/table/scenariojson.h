#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace vedette::table {

// Reads and writes the scenario file format (resources/scenarios/FORMAT.md):
// {"format": "vedette-scenario", "version": 1, ...}. Reading checks every
// field and reports the first problem by value, naming where it is
// ("units[3].strength: must be a whole number from 0 to 1000000"); it never
// throws and never crashes on damaged input.
class ScenarioJson
{
public:
    // 2: messengers, pinned rulers, generals placed on the table;
    // 3: a unit's guns, what is hidden from which side, units not on the table yet
    static constexpr int currentVersion = 3;

    struct ReadResult
    {
        std::optional<Scenario> scenario;
        QString errorString;

        explicit operator bool() const { return scenario.has_value(); }
    };

    static ReadResult read(const QByteArray &json);
    static ReadResult readFile(const QString &path);
    static ReadResult fromJson(const QJsonObject &object);

    static QJsonObject toJson(const Scenario &scenario);
    static QByteArray write(const Scenario &scenario);
    // Writes atomically (QSaveFile); false with *errorString on failure.
    static bool writeFile(const Scenario &scenario, const QString &path, QString *errorString = nullptr);
};

} // namespace vedette::table
