# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# The layers' rule as a test: includes point down only (app -> ui -> core; sandbox -> core's value
# types), the shell includes no feature folder, core includes no Widgets or Gui header, and core's
# framework folders include no service folder (a service plugs in through its descriptor, never
# the other way round). Run by ctest as `cmake -DROOT=<tree> -DSERVICES=<key;key...> -P layering.cmake`,
# SERVICES being the list of cmake/ClinicLinkServices.cmake.
if(NOT SERVICES)
  message(FATAL_ERROR "layering.cmake needs -DSERVICES=<the keys of cmake/ClinicLinkServices.cmake>")
endif()
list(JOIN SERVICES "|" service_folders)
# Core's folders that belong to no service: they see services only as Service values.
set(framework net poll settings storage follow common fhir validation)
set(rules
  "core|#include [<\"](ui|sandbox|app)/|core includes a higher layer"
  "core|#include <Q(Widget|Dialog|MainWindow|MessageBox|Application|Pixmap|Image|Icon|Painter)>|core includes Widgets or Gui"
  "core|#include <Qt(Widgets|Gui)|core includes Widgets or Gui"
  "ui|#include [<\"](app|sandbox)/|ui includes app or the sandbox"
  "ui/shell|#include \"ui/(${service_folders})/|the shell includes a feature folder"
  "sandbox|#include [<\"](ui|app)/|the sandbox includes ui or app"
  "sandbox/server|#include \"sandbox/services/(${service_folders})/|the sandbox's server includes a service module"
  "sandbox|#include \"core/(net|session|follow|poll|storage|settings)/|the sandbox uses the workstation's clients")
foreach(folder IN LISTS framework)
  list(APPEND rules "core/${folder}|#include [<\"]core/(${service_folders}|bulk|patient)/|a framework folder of core includes a service folder")
endforeach()
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
