# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# Every source file of the project names its licence (SPDX): the spdx_headers test.
#   cmake -DSOURCE_DIR=project -P tests/spdx.cmake
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}"
     "${SOURCE_DIR}/app/*" "${SOURCE_DIR}/core/*" "${SOURCE_DIR}/ui/*" "${SOURCE_DIR}/tests/*"
     "${SOURCE_DIR}/packaging/*" "${SOURCE_DIR}/resources/*" "${SOURCE_DIR}/translations/*")
list(APPEND sources CMakeLists.txt build.sh .ci/run)
set(missing "")
foreach(source IN LISTS sources)
    if(NOT source MATCHES "(\\.(cpp|h|cmake|sh|py)|CMakeLists\\.txt|build\\.sh|\\.ci/run)$")
        continue()
    endif()
    if(source MATCHES "^tests/data/" AND NOT source MATCHES "\\.py$")
        continue() # fixtures: files as others publish them (tests/data/README.md says whose)
    endif()
    file(READ "${SOURCE_DIR}/${source}" head LIMIT 400)
    if(NOT head MATCHES "SPDX-License-Identifier: GPL-3\\.0-or-later")
        list(APPEND missing "${source}")
    endif()
endforeach()
if(missing)
    list(JOIN missing "\n  " shown)
    message(FATAL_ERROR "no 'SPDX-License-Identifier: GPL-3.0-or-later' in the first lines of:\n  ${shown}")
endif()
