# cmake -DLAYERS=<build>/app/layers-table.cmake -P app/checklayers.cmake
#
# The `app_layers` test: the configure step's include check, run again on the
# files as they are now. LAYERS (written by app/CMakeLists.txt) sets
# VEDETTE_LAYERS and, per layer, <layer>_FILES and <layer>_ALLOWED.
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/layers.cmake)
include(${LAYERS})
set(failed "")
foreach(layer IN LISTS VEDETTE_LAYERS)
    vedette_forbidden_includes(errors "${${layer}_ALLOWED}" ${${layer}_FILES})
    foreach(error IN LISTS errors)
        message("${layer} may include only ${${layer}_ALLOWED}: ${error}")
        set(failed TRUE)
    endforeach()
endforeach()
if(failed)
    message(FATAL_ERROR "An app layer includes a layer above it (docs/architecture.md, \"What may include what\").")
endif()
message("app layers: every include is allowed (${VEDETTE_LAYERS})")
