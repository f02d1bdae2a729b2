#pragma once

// RotateUnitCommand is one of the unit-field commands.
#include "unitfieldcommand.h"
