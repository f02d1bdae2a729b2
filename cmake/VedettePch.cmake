# Precompiled headers: the Qt and standard headers that most sources include,
# parsed once per build instead of once per source (about a third of each
# file's compile time; the README's "Build time" has the figures).
#
# Three headers, one per reach of the layers (ARCHITECTURE.md): core.h (Qt
# Core and the standard library), gui.h (and Qt GUI), widgets.h (and Qt
# Widgets). A target is given the one its links allow, so a source of a
# layer without widgets still cannot see a widget header it did not include.
# Each is compiled once, in a target of its own that links only Qt Core, and
# reused by every target of its reach (REUSE_FROM). That works because GCC
# takes a precompiled header whose macros are all defined the same way where
# it is used: the holders define only what every target defines (Qt Core's
# and the project's), and the headers in them read none of the QT_*_LIB
# macros the other Qt libraries add (QtTest does, so it is not in them).
# Warnings are errors and -Winvalid-pch is on, so a header that stopped
# being used would fail the build rather than slow it.
#
# VEDETTE_PCH=OFF builds without them (the fuzz preset does, so CI also
# builds sources that must include what they use).
option(VEDETTE_PCH "Precompile the Qt and standard headers most sources include" ON)

if(VEDETTE_PCH)
    foreach(level core gui widgets)
        set(holder vedette_pch_${level})
        add_library(${holder} STATIC ${PROJECT_SOURCE_DIR}/cmake/pch/holder.cpp)
        set_target_properties(${holder} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
        target_link_libraries(${holder} PRIVATE Qt6::Core)
        target_precompile_headers(${holder} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch/${level}.h)
    endforeach()
    set(gui_includes $<TARGET_PROPERTY:Qt6::Gui,INTERFACE_INCLUDE_DIRECTORIES>)
    target_include_directories(vedette_pch_gui SYSTEM PRIVATE ${gui_includes})
    target_include_directories(vedette_pch_widgets SYSTEM PRIVATE ${gui_includes}
        $<TARGET_PROPERTY:Qt6::Widgets,INTERFACE_INCLUDE_DIRECTORIES>)
endif()

# The reach of a target from what it links: widgets when it links Qt Widgets
# or a library that does, gui when Qt GUI or a library that does, else core.
# Libraries record their reach in vedette_pch_reach_<target>.
function(vedette_pch_reach out)
    set(reach core)
    foreach(dep IN LISTS ARGN)
        if(dep MATCHES "^Qt6::(Widgets|SvgWidgets|PrintSupport)$")
            set(reach widgets)
        elseif(DEFINED vedette_pch_reach_${dep})
            if(vedette_pch_reach_${dep} STREQUAL "widgets")
                set(reach widgets)
            elseif(vedette_pch_reach_${dep} STREQUAL "gui" AND reach STREQUAL "core")
                set(reach gui)
            endif()
        elseif(dep MATCHES "^Qt6::(Gui|Svg)$" AND reach STREQUAL "core")
            set(reach gui)
        endif()
    endforeach()
    set(${out} ${reach} PARENT_SCOPE)
endfunction()

# Gives `target` the precompiled header of its reach (from its links, or
# REACH core|gui|widgets); LIBRARY records the reach for the targets that
# link it.
function(vedette_use_pch target)
    cmake_parse_arguments(arg "LIBRARY" "REACH" "LINKS" ${ARGN})
    if(arg_REACH)
        set(reach ${arg_REACH})
    else()
        vedette_pch_reach(reach ${arg_LINKS})
    endif()
    if(arg_LIBRARY)
        set(vedette_pch_reach_${target} ${reach} CACHE INTERNAL "")
    endif()
    if(VEDETTE_PCH)
        target_precompile_headers(${target} REUSE_FROM vedette_pch_${reach})
    endif()
endfunction()
