#pragma once

// EditUnitCommand is one of the object-edit commands.
#include "editobjectcommand.h"
