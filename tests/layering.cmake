# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# The layers' rule as a test: includes point down only (app -> ui -> core; sandbox -> core's value
# types), the shell includes no feature folder, and core includes no Widgets or Gui header.
# Run by ctest as `cmake -DROOT=<tree> -P layering.cmake`.
set(rules
  "core|#include [<\"](ui|sandbox|app)/|core includes a higher layer"
  "core|#include <Q(Widget|Dialog|MainWindow|MessageBox|Application|Pixmap|Image|Icon|Painter)>|core includes Widgets or Gui"
  "core|#include <Qt(Widgets|Gui)|core includes Widgets or Gui"
  "ui|#include [<\"](app|sandbox)/|ui includes app or the sandbox"
  "ui/shell|#include \"ui/(enrichment|prescription|signing|lab|terminology)/|the shell includes a feature folder"
  "sandbox|#include [<\"](ui|app)/|the sandbox includes ui or app"
  "sandbox|#include \"core/(net|session|follow|poll|storage|settings)/|the sandbox uses the workstation's clients")
set(problems "")
foreach(rule IN LISTS rules)
  string(REPLACE "|" ";" parts "${rule}")
  # The regex itself may hold '|': the folder is the first field, the message the last.
  list(GET parts 0 folder)
  list(LENGTH parts n)
  math(EXPR last "${n} - 1")
  list(GET parts ${last} why)
  list(SUBLIST parts 1 -1 middle)
  list(REMOVE_AT middle -1)
  list(JOIN middle "|" regex)
  file(GLOB_RECURSE files "${ROOT}/${folder}/*.h" "${ROOT}/${folder}/*.cpp")
  foreach(f IN LISTS files)
    file(STRINGS "${f}" hits REGEX "${regex}")
    if(hits)
      file(RELATIVE_PATH rel "${ROOT}" "${f}")
      string(APPEND problems "\n  ${rel}: ${why}: ${hits}")
    endif()
  endforeach()
endforeach()
if(problems)
  message(FATAL_ERROR "Includes that run against the layers:${problems}")
endif()
message(STATUS "layering: every include points down")
