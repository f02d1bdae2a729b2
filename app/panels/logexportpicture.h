#pragma once

#include <QImage>

namespace vedette {

namespace table {
class Scenario;
}

// A picture of a table for the after-action report: the scenario drawn by
// the same renderer as the window, without touching the open table.
class LogExportPicture
{
public:
    // At most `longSide` pixels along the table's longer side.
    static QImage render(const table::Scenario &scenario, int longSide = 1400);
};

} // namespace vedette
