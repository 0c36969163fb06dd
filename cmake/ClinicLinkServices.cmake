# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# The platform's services, one key a line, in the order the navigation, the settings and the
# Overview list them.
# This list is the one registration of a service (docs/architecture.md, "Adding a service"): for
# each key, core/<key>/ (with <key>service.h declaring <key>ServiceDescriptor()) is built into
# cliniclink_core and its descriptor registered; sandbox/services/<key>/ (with <key>sandbox.h
# declaring <key>SandboxModules()) is built into cliniclink_sandbox and its modules mounted; the
# descriptor's createDesks makes the service's desks in core's composition root (core/session/desks.h);
# ui/<key>/ (with <key>areas.h declaring <key>Areas()) adds its areas to the main window; and
# tests/<key>/, when it exists, is added to the build.
set(CLINICLINK_SERVICES
  enrichment
  prescription
  signing
  lab
  terminology)

# cliniclink_generate_registration(<out file> <template> [STATEMENTS] INCLUDE <header> CALL <call>
#                                  KEYS <key>...): writes <out file> from <template> with
# @CLINICLINK_SERVICE_INCLUDES@ and @CLINICLINK_SERVICE_CALLS@ filled, one line per key, "<key>"
# standing for the key; each call ends with ";" under STATEMENTS, else with ",".
function(cliniclink_generate_registration out template)
  cmake_parse_arguments(arg "STATEMENTS" "INCLUDE;CALL" "KEYS" ${ARGN})
  set(end ",")
  if(arg_STATEMENTS)
    set(end ";")
  endif()
  set(CLINICLINK_SERVICE_INCLUDES "")
  set(CLINICLINK_SERVICE_CALLS "")
  foreach(key IN LISTS arg_KEYS)
    string(REPLACE "<key>" "${key}" include "${arg_INCLUDE}")
    string(REPLACE "<key>" "${key}" call "${arg_CALL}")
    string(APPEND CLINICLINK_SERVICE_INCLUDES "#include \"${include}\"\n")
    string(APPEND CLINICLINK_SERVICE_CALLS "    ${call}${end}\n")
  endforeach()
  configure_file(${template} ${out} @ONLY)
endfunction()
