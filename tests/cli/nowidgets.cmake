# Fails when vedette-cli or its verbs module links Qt Widgets or Qt
# PrintSupport, by the link line (the build's own record of it) or by what
# the dynamic loader loads (ldd), and when the executable itself links or
# loads Qt Gui: the command line must run where there is no display, only
# the module's verbs need Qt Gui, and --version, odds and the simulations start
# without it (app/cli/main.cpp); and when the render module links or loads
# what drawing does not need (Qt Sql, libpq, Qt Network and WebSockets,
# OpenCV: app/cli/rendermodule.cpp).
#   cmake -DCLI=path/to/vedette-cli -DVERBS=path/to/vedette-cli-verbs.so
#         -DRENDER=path/to/vedette-cli-render.so -DBUILD_DIR=build/dir -P nowidgets.cmake
foreach(file IN ITEMS "${CLI}" "${VERBS}" "${RENDER}")
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "no such binary: '${file}'")
    endif()
endforeach()

set(forbidden "Qt6Widgets|Qt6PrintSupport|Qt6SvgWidgets|libQt6Widgets|libQt6PrintSupport")
set(forbidden_in_cli "${forbidden}|Qt6Gui|libQt6Gui|Qt6Svg|libQt6Svg|Qt6Sql|libQt6Sql")
set(forbidden_in_render "${forbidden}|libQt6Sql|libpq|libQt6Network|libQt6WebSockets|libopencv|libsqlite3")

# The link line of the target whose build statement names `output`: Ninja
# keeps it in build.ninja, Makefiles in link.txt.
function(link_line_of output target result)
    set(line "")
    if(EXISTS "${BUILD_DIR}/build.ninja")
        file(STRINGS "${BUILD_DIR}/build.ninja" lines)
        set(inside FALSE)
        foreach(l IN LISTS lines)
            if(l MATCHES "^build [^:]*/${output}:")
                set(inside TRUE)
            elseif(l MATCHES "^build ")
                set(inside FALSE)
            endif()
            if(inside AND l MATCHES "LINK_LIBRARIES = (.*)")
                set(line "${CMAKE_MATCH_1}")
            endif()
        endforeach()
    else()
        file(GLOB_RECURSE link_files "${BUILD_DIR}/app/CMakeFiles/${target}.dir/link.txt")
        foreach(file IN LISTS link_files)
            file(READ "${file}" line)
        endforeach()
    endif()
    if(line STREQUAL "")
        message(FATAL_ERROR "could not find ${output}'s link line under ${BUILD_DIR}")
    endif()
    if(NOT line MATCHES "Qt6Core|libQt6Core")
        message(FATAL_ERROR "${output}'s link line does not look like one (no Qt6Core): ${line}")
    endif()
    set(${result} "${line}" PARENT_SCOPE)
endfunction()

# What `binary` loads (ldd) must hold `proof` (a library it is known to
# load: else ldd proved nothing) and nothing matching `pattern`.
function(check_loaded binary proof pattern)
    get_filename_component(output "${binary}" NAME)
    execute_process(COMMAND ldd "${binary}" OUTPUT_VARIABLE loaded RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "ldd ${binary} failed: ${status}")
    endif()
    if(NOT loaded MATCHES "${proof}")
        message(FATAL_ERROR "ldd ${binary} shows no ${proof}, so it proves nothing: ${loaded}")
    endif()
    if(loaded MATCHES "(${pattern})")
        message(FATAL_ERROR "${output} loads ${CMAKE_MATCH_1}:\n${loaded}")
    endif()
endfunction()

# Neither the link line nor what is loaded may match `pattern`.
function(check binary target pattern)
    get_filename_component(output "${binary}" NAME)
    link_line_of("${output}" "${target}" line)
    if(line MATCHES "(${pattern})")
        message(FATAL_ERROR "${output} links ${CMAKE_MATCH_1}; its link line: ${line}")
    endif()
    check_loaded("${binary}" "libQt6Core" "${pattern}")
endfunction()

check("${CLI}" vedette-cli "${forbidden_in_cli}")
check("${VERBS}" vedette-cli-verbs "${forbidden}")
check("${RENDER}" vedette-cli-render "${forbidden}")
# What the render module loads, not what it links: it links the static
# layers, whose link lines name Sql and OpenCV, with --as-needed.
check_loaded("${RENDER}" "libQt6Gui" "${forbidden_in_render}")
message(STATUS "vedette-cli links and loads only Qt Core; its verbs module no Qt Widgets or PrintSupport; its render module none of Sql, libpq, Network, WebSockets, OpenCV")
