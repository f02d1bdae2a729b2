#pragma once

#include "table/scenario.h"

namespace vedette::store::test {

// A scenario with every field of the model set to something other than its
// default, so a round trip through the store shows any field it loses.
table::Scenario fullScenario();

// A Brown table 6'x4' with `units` units in two sides (benchmarks, kill test).
table::Scenario largeScenario(int units);

} // namespace vedette::store::test
