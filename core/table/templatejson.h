#pragma once

#include "general.h"
#include "unit.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace vedette::table {

// The units and generals of a template (a unit or a division saved for
// reuse, schema 3's `template.data`): {"units": [...], "generals": [...]},
// each object as resources/scenarios/FORMAT.md writes it, and without a place
// on the table. Reading checks every field as the scenario reader does.
class TemplateJson
{
public:
    struct Contents
    {
        QList<Unit> units;
        QList<General> generals;
    };

    struct ReadResult
    {
        std::optional<Contents> contents;
        QString errorString;

        explicit operator bool() const { return contents.has_value(); }
    };

    // Units lose their place (not on the table) and generals theirs; a
    // general stays with a unit only if that unit is among `units`.
    static QJsonObject write(const QList<Unit> &units, const QList<General> &generals = {});
    static ReadResult read(const QJsonObject &data);
};

} // namespace vedette::table
