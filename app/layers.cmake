# The include check of the app's layers, shared by the configure step
# (app/CMakeLists.txt) and the `app_layers` test (app/checklayers.cmake), so
# an include added after the last configure still fails a test run.
#
# Every app folder a file may name in an #include ("scene/unititem.h"):
# a file may include only the folders of its own layer and of the layers
# its layer links. Core folders (table/, rules/...) are checked by the links.
set(VEDETTE_APP_FOLDERS document commands controllers render server scene tools panels modes window features cli)

# Sets `out` to one line per #include of `files` (absolute paths) that names
# an app folder not in `allowed`.
function(vedette_forbidden_includes out allowed)
    set(errors "")
    foreach(file IN LISTS ARGN)
        file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"[a-z]+/")
        foreach(line IN LISTS lines)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([a-z]+)/.*$" "\\1" folder "${line}")
            if(folder IN_LIST VEDETTE_APP_FOLDERS AND NOT folder IN_LIST allowed)
                string(STRIP "${line}" line)
                list(APPEND errors "${file}: ${line}")
            endif()
        endforeach()
    endforeach()
    set(${out} "${errors}" PARENT_SCOPE)
endfunction()
