# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# The shipped translations are complete: every .ts file compiles with lrelease without a warning, and every
# message has its translation (none unfinished, none left out as untranslated). The translations_complete test:
#   cmake -DLRELEASE=path/to/lrelease -DSOURCE_DIR=project -DWORK_DIR=dir -P translations/complete.cmake
file(GLOB ts_files "${SOURCE_DIR}/translations/*.ts")
if(NOT ts_files)
    message(FATAL_ERROR "no .ts files in ${SOURCE_DIR}/translations")
endif()
file(MAKE_DIRECTORY "${WORK_DIR}")
set(problems "")
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME_WE)
    execute_process(COMMAND "${LRELEASE}" "${ts}" -qm "${WORK_DIR}/${name}.qm"
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors)
    string(APPEND output "${errors}")
    # What lrelease says when all is well: the file it writes and "Generated N translation(s) (N finished and 0
    # unfinished)". Anything else (a warning, untranslated texts ignored, unfinished ones) is a problem.
    string(REGEX REPLACE "Updating '[^']*'\\.\\.\\.\n" "" rest "${output}")
    string(REGEX MATCH "Generated ([0-9]+) translation\\(s\\) \\(([0-9]+) finished and 0 unfinished\\)\n" done "${rest}")
    string(REPLACE "${done}" "" rest "${rest}")
    string(STRIP "${rest}" rest)
    if(NOT result EQUAL 0 OR NOT done OR NOT CMAKE_MATCH_1 STREQUAL CMAKE_MATCH_2 OR NOT rest STREQUAL "")
        string(APPEND problems "translations/${name}.ts:\n${output}\n")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "unfinished translations or lrelease warnings (translate them in Qt Linguist):\n${problems}")
endif()
