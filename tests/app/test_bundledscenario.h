#pragma once

// A scenario bundled with the program (its resources, ":/scenarios/"), read
// as the program reads it. A test that cannot read it stops there, naming
// the file and the reader's reason, rather than going on with an empty table.

#include "table/scenario.h"
#include "table/scenariojson.h"

#include <QString>
#include <QtGlobal>

namespace vedette::test {

inline table::Scenario bundledScenario(const QString &file)
{
    auto result = table::ScenarioJson::readFile(QStringLiteral(":/scenarios/") + file);
    if (!result.scenario)
        qFatal("cannot read the bundled scenario %s: %s", qPrintable(file), qPrintable(result.errorString));
    return *result.scenario;
}

} // namespace vedette::test
