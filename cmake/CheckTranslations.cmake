# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# cmake -DLUPDATE=<lupdate> -DTS=<cliniclink_ru.ts> -DWORK=<dir> -DSOURCE_DIR=<tree> -DSCAN=app,core,ui
#       [-DSTAMP=<file>] -P CheckTranslations.cmake
#
# Fails when a visible string has no finished Russian translation. lupdate runs over the sources as
# they are now, into a copy of the .ts in WORK (the tree is never written), and the check fails when:
#   - lupdate warns (a tr() whose context it cannot tell: the string is then filed under a context
#     the program never looks up, and shows in English whatever the .ts says);
#   - the sources hold a string the .ts lacks, or the .ts holds one the sources no longer have;
#   - a message is unfinished, vanished or obsolete, or its translation (or a plural form) is empty.
# Run at every build where a source or the .ts changed (translations/CMakeLists.txt); it takes well
# under a second.

foreach(var LUPDATE TS WORK SOURCE_DIR SCAN)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "CheckTranslations.cmake: ${var} is not set")
  endif()
endforeach()

get_filename_component(ts_name "${TS}" NAME)
set(copy "${WORK}/${ts_name}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY_FILE "${TS}" "${copy}")

set(scan_dirs)
string(REPLACE "," ";" SCAN "${SCAN}")
foreach(dir IN LISTS SCAN)
  list(APPEND scan_dirs "${SOURCE_DIR}/${dir}")
endforeach()
# The same options as the update_translations target, so "run it and translate" makes this pass.
execute_process(
  COMMAND "${LUPDATE}" -locations none -no-obsolete -extensions cpp,h ${scan_dirs} -ts "${copy}"
  WORKING_DIRECTORY "${SOURCE_DIR}"
  RESULT_VARIABLE rc
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err)

# One string, not a list: the messages quote source texts, which may hold ";".
set(problems "")
if(NOT rc EQUAL 0)
  string(APPEND problems "\nlupdate failed (${rc}):\n${out}${err}")
endif()

# A warning is "<file>:<line>: <what>"; the progress lines name no line.
string(REGEX MATCHALL "[^\n]*:[0-9]+: [^\n]*" warnings "${out}\n${err}")
foreach(w IN LISTS warnings)
  string(APPEND problems "\nlupdate: ${w} (give the class Q_OBJECT or Q_DECLARE_TR_FUNCTIONS, or call Class::tr())")
endforeach()

if(out MATCHES "\\(([0-9]+) new and [0-9]+ already existing\\)" AND NOT CMAKE_MATCH_1 EQUAL 0)
  string(APPEND problems "\n${CMAKE_MATCH_1} string(s) in the sources are not in ${ts_name}")
endif()
if(out MATCHES "Removed ([0-9]+) obsolete entr")
  string(APPEND problems "\n${CMAKE_MATCH_1} message(s) in ${ts_name} are no longer in the sources (vanished or obsolete)")
endif()

file(READ "${TS}" original)
if(original MATCHES "type=\"(vanished|obsolete)\"")
  string(APPEND problems "\n${ts_name} keeps ${CMAKE_MATCH_1} messages")
endif()

# Every message of the updated copy, each checked on its own. The text is made safe to split as a
# CMake list first: ";" (as in &apos;) and square brackets would otherwise join or split items. The
# stand-ins are tags, which the text of a .ts cannot hold unescaped.
file(READ "${copy}" updated)
string(REPLACE ";" "<SC/>" all "${updated}")
string(REPLACE "[" "<LB/>" all "${all}")
string(REPLACE "]" "<RB/>" all "${all}")
string(REPLACE "</message>" "</message>;" all "${all}")
set(lines "")
set(count 0)
foreach(m IN LISTS all)
  string(REPLACE "<SC/>" ";" m "${m}")
  string(REPLACE "<LB/>" "[" m "${m}")
  string(REPLACE "<RB/>" "]" m "${m}")
  if(NOT m MATCHES "<source>([^<]*)</source>")
    continue()
  endif()
  set(source "${CMAKE_MATCH_1}")
  string(REPLACE "&apos;" "'" source "${source}")
  string(REPLACE "&quot;" "\"" source "${source}")
  string(REPLACE "&lt;" "<" source "${source}")
  string(REPLACE "&gt;" ">" source "${source}")
  string(REPLACE "&amp;" "&" source "${source}")
  if(m MATCHES "type=\"(unfinished|vanished|obsolete)\""
     OR m MATCHES "<translation>[ \t\n]*</translation>"
     OR m MATCHES "<translation/>"
     OR m MATCHES "<numerusform>[ \t\n]*</numerusform>"
     OR m MATCHES "<numerusform/>")
    math(EXPR count "${count} + 1")
    if(count LESS_EQUAL 30)
      string(APPEND lines "\n  ${source}")
    endif()
  endif()
endforeach()
if(count GREATER 30)
  string(APPEND lines "\n  … and more")
endif()
if(count GREATER 0)
  string(APPEND problems "\n${count} message(s) have no finished Russian translation:${lines}")
endif()

if(NOT problems STREQUAL "")
  message(FATAL_ERROR "Translations are not complete (${TS}):${problems}\n"
                      "Run `cmake --build build --target update_translations` (or `make translations`), "
                      "then translate every message marked type=\"unfinished\" in ${ts_name}.")
endif()
if(DEFINED STAMP)
  file(TOUCH "${STAMP}")
endif()
