# Fails when the .ts files are behind the sources: runs lupdate into a copy and compares.
# cmake -DLUPDATE=... -DSOURCE_DIR=... -DWORK_DIR=... -P check_translations.cmake
file(GLOB ts_files "${SOURCE_DIR}/translations/*.ts")
if(NOT ts_files)
    message(FATAL_ERROR "no .ts files in ${SOURCE_DIR}/translations")
endif()
file(MAKE_DIRECTORY "${WORK_DIR}")
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    string(REGEX REPLACE "^podium_(.*)\\.ts$" "\\1" language "${name}")
    configure_file("${ts}" "${WORK_DIR}/${name}" COPYONLY)
    set(only "")
    if(language STREQUAL "en")
        set(only -pluralonly) # English needs only its plural forms
    endif()
    execute_process(
        COMMAND "${LUPDATE}" -locations none -no-obsolete -extensions cpp,h -source-language en
                -target-language ${language} ${only} ui app/gui -ts "${WORK_DIR}/${name}"
        WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE result OUTPUT_QUIET ERROR_VARIABLE errors)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed: ${errors}")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${ts}" "${WORK_DIR}/${name}" RESULT_VARIABLE differ)
    if(differ)
        message(FATAL_ERROR "translations/${name} is out of date: run the update_translations target "
                            "(cmake --build build --target update_translations) and commit it")
    endif()
endforeach()
message(STATUS "the .ts files match the sources")
