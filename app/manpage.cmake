# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# A man page from a binary's --help, written by help2man and compressed with gzip -9n (no name or time stamp, as
# Debian policy asks, so the package is reproducible):
#   cmake -DHELP2MAN=... -DGZIP=... -DBINARY=path -DSUMMARY="one line" -DVERSION=x.y.z -DOUTPUT=name.1
#         [-DVERBATIM=ON] [-DINCLUDE=sections.h2m] -P app/manpage.cmake
# INCLUDE adds the sections a --help has no room for (M5 of the desktop review of 28 November: the pages had no
# EXIT STATUS, ENVIRONMENT, FILES, EXAMPLES or SEE ALSO), in help2man's include format.
# VERBATIM keeps the help's own layout as the DESCRIPTION (podium-cli's help is a table of commands whose
# continuation lines help2man would reflow into nonsense); help2man still writes the OPTIONS from it.
get_filename_component(name "${BINARY}" NAME)
# The pages are English whatever the builder's language (B1 of the desktop review, 28 November 2026): the binaries
# speak the language of LANGUAGE, LC_ALL, LC_MESSAGES and LANG, and podium that of its settings' [view] language, so
# both run in the C locale (with UTF-8) and with settings of their own, in a fresh folder.
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANG} C.UTF-8)
unset(ENV{LANGUAGE})
unset(ENV{LC_MESSAGES})
set(home "${OUTPUT}.home")
file(REMOVE_RECURSE "${home}")
file(MAKE_DIRECTORY "${home}")
set(ENV{HOME} "${home}")
set(ENV{XDG_CONFIG_HOME} "${home}/config")
set(ENV{XDG_DATA_HOME} "${home}/data")
# podium-cli fits its help to COLUMNS when not on a terminal (U7): 72, whatever the builder's, so that the page's
# verbatim block, which man indents by 7, reads at MANWIDTH=80 and comes out alike on every machine.
set(ENV{COLUMNS} 72)
set(include_args "")
if(INCLUDE)
    list(APPEND include_args "--include=${INCLUDE}")
endif()
if(VERBATIM)
    execute_process(COMMAND "${BINARY}" --help OUTPUT_VARIABLE help RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${name} --help failed")
    endif()
    # Between the usage line (the SYNOPSIS already) and the options (their own section).
    string(REGEX REPLACE "^Usage:[^\n]*\n\n" "" help "${help}")
    string(REGEX REPLACE "\nOptions:\n.*" "\n" help "${help}")
    # roff: a backslash is \e, a minus \-, and a line may not start with a control character.
    string(REPLACE "\\" "\\e" help "${help}")
    string(REPLACE "-" "\\-" help "${help}")
    string(REGEX REPLACE "\n([.'])" "\n\\\\&\\1" help "${help}")
    file(WRITE "${OUTPUT}.h2m" "[=DESCRIPTION]\n.nf\n${help}.fi\n")
    list(APPEND include_args "--include=${OUTPUT}.h2m")
endif()
# --version-string: the page is named after the binary (podium), not after what --version prints (Podium).
execute_process(
    COMMAND "${HELP2MAN}" --no-info --section=1 "--name=${SUMMARY}" "--version-string=${VERSION}" ${include_args}
            "--output=${OUTPUT}" "${BINARY}"
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "help2man failed on ${name}")
endif()
file(REMOVE_RECURSE "${home}")
execute_process(COMMAND "${GZIP}" -9nf "${OUTPUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "gzip failed on ${OUTPUT}")
endif()
