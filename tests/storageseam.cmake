# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# The storage seam (issue 27): what only SQLite understands stays in core/store/sqlite/, so that a second backend
# (PostgreSQL) is one more folder beside it. No PRAGMA, no call of SQLite's C API, no read of its schema table, no
# "last insert id" (a new row's id comes back from INSERT ... RETURNING id), and no numbered ?1 placeholders in the
# program's code anywhere else, and nothing outside core/store/ includes a header of core/store/sqlite/ (the bulk writer
# and reader are the backend's, store/bulk.h): the storage_seam test. A club's file is SQLite's too: its steps (the driver, the header
# check, the read-only URI, the scratch club renamed into place) are reached only from the two places that choose by
# the club's location (store/database.cpp opens, store/clubcreation.cpp creates); everything else names a
# ClubLocation.
#   cmake -DSOURCE_DIR=project -P tests/storageseam.cmake
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/app/*" "${SOURCE_DIR}/core/*" "${SOURCE_DIR}/ui/*")
set(found "")
set(checked 0)
foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\.(cpp|h)$" OR source MATCHES "^core/store/sqlite/")
        continue()
    endif()
    math(EXPR checked "${checked} + 1")
    file(STRINGS "${SOURCE_DIR}/${source}" lines)
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        if(line MATCHES "PRAGMA|sqlite3_|sqlite_schema|lastInsertId|\\?[0-9]")
            list(APPEND found "${source}:${number}: ${CMAKE_MATCH_0}")
        endif()
        if(NOT source MATCHES "^core/store/" AND line MATCHES "#include \"store/sqlite/")
            list(APPEND found "${source}:${number}: ${CMAKE_MATCH_0} (the bulk writer and reader are the backend's: store/bulk.h)")
        endif()
        # The same for PostgreSQL's: libpq and the server's own statements only in core/store/postgres/, its
        # driver only where a club's location chooses it.
        if(NOT source MATCHES "^core/store/postgres/" AND line MATCHES
           "libpq-fe\\.h|PGconn|PQ[a-z]+\\(|pg_advisory|pg_notify|pg_namespace|pg_indexes|SET search_path|COPY [a-z_]+ \\(")
            list(APPEND found "${source}:${number}: ${CMAKE_MATCH_0} (PostgreSQL's own: behind store/backend.h)")
        endif()
        if(NOT source MATCHES "^core/store/(database\\.cpp|postgres/)" AND line MATCHES "QPSQL")
            list(APPEND found "${source}:${number}: ${CMAKE_MATCH_0} (a server's driver: go by its ClubLocation)")
        endif()
        if(NOT source MATCHES "^core/store/(database|clubcreation)\\.cpp$" AND line MATCHES
           "createClubFile|removeStaleScratch|SqliteFile|QSQLITE|SQLite format 3|immutable=|\\.incomplete-|sqlite/(clubfile|sqlitefile)\\.h\"")
            list(APPEND found "${source}:${number}: ${CMAKE_MATCH_0} (a club file's own step: go by its ClubLocation)")
        endif()
    endforeach()
endforeach()
if(checked LESS 100)
    message(FATAL_ERROR "only ${checked} source files found under ${SOURCE_DIR}: is SOURCE_DIR the project?")
endif()
if(found)
    list(JOIN found "\n  " shown)
    message(FATAL_ERROR "A database's own words outside its folder of core/store/ (move them behind "
                        "store/backend.h, or a club file's steps behind its ClubLocation):\n  ${shown}")
endif()
message(STATUS "${checked} source files: nothing of SQLite's own, nor of a club file's, outside core/store/sqlite/, "
               "nor of PostgreSQL's outside core/store/postgres/")
