#pragma once

// MoveUnitCommand is one of the unit-field commands.
#include "unitfieldcommand.h"
