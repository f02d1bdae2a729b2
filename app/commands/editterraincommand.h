#pragma once

// EditTerrainCommand is one of the object-edit commands.
#include "editobjectcommand.h"
