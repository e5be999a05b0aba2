# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# The one lupdate invocation of the project, for the update_translations target and for the
# translations_up_to_date test:
#   cmake -DLUPDATE=path/to/lupdate -DSOURCE_DIR=project [-DCHECK_DIR=dir] -P translations/lupdate.cmake
# Without CHECK_DIR it updates translations/*.ts from the sources. With it, it updates copies in CHECK_DIR and
# fails when they differ from the files in translations/ (the sources have texts the .ts files lack).
set(sources ui app core) # every directory with texts for the user: the app, podium-cli, and the errors core reports
file(GLOB ts_files "${SOURCE_DIR}/translations/*.ts")
if(NOT ts_files)
    message(FATAL_ERROR "no .ts files in ${SOURCE_DIR}/translations")
endif()
if(CHECK_DIR)
    file(MAKE_DIRECTORY "${CHECK_DIR}")
endif()
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    string(REGEX REPLACE "^podium_(.*)\\.ts$" "\\1" language "${name}")
    set(target "${ts}")
    if(CHECK_DIR)
        set(target "${CHECK_DIR}/${name}")
        configure_file("${ts}" "${target}" COPYONLY)
    endif()
    set(only "")
    if(language STREQUAL "en")
        set(only -pluralonly) # English needs only its plural forms ("1 game", "2 games")
    endif()
    execute_process(
        COMMAND "${LUPDATE}" -locations none -no-obsolete -extensions cpp,h -source-language en
                -tr-function-alias QT_TRANSLATE_NOOP+=PODIUM_TRANSLATE_NOOP
                -target-language ${language} ${only} ${sources} -ts "${target}"
        WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE result OUTPUT_QUIET ERROR_VARIABLE errors)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed: ${errors}")
    endif()
    if(CHECK_DIR)
        execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${ts}" "${target}" RESULT_VARIABLE differ)
        if(differ)
            message(FATAL_ERROR "translations/${name} is out of date: run the update_translations target "
                                "(cmake --build build --target update_translations) and commit it")
        endif()
    endif()
endforeach()
if(CHECK_DIR)
    message(STATUS "the .ts files match the sources")
endif()
