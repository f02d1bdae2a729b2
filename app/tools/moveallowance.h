#pragma once

#include "table/length.h"

namespace vedette {

namespace table {
class Scenario;
class Unit;
} // namespace table

// How far a unit may move in one bound, for the drag read-out. Balagan
// (RULES.md §2): horse 2400p in column, 1200p in line; foot 1200p / 600p;
// limbered artillery 800p; unlimbered artillery does not move. Brown's text
// has no movement chart, so its moves have no allowance (infinite).
class MoveAllowance
{
public:
    static table::Length of(const table::Scenario &scenario, const table::Unit &unit);
};

} // namespace vedette
