# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

include(${CMAKE_CURRENT_LIST_DIR}/ClinicLinkPch.cmake)

# cliniclink_add_test(NAME <name> SOURCES <files...> LIBS <targets...> [LABELS <labels...>])
# One Qt Test executable registered with ctest: offscreen platform, asserts on, a private
# configuration folder so no test touches the person's real settings or journal.
function(cliniclink_add_test)
  cmake_parse_arguments(ARG "" "NAME" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${ARG_NAME} ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME} PRIVATE Qt6::Test cliniclink_warnings ${ARG_LIBS})
  target_compile_definitions(${ARG_NAME} PRIVATE QT_FORCE_ASSERTS
    CLINICLINK_TEST_DATA_DIR="${CMAKE_CURRENT_SOURCE_DIR}/data")
  cliniclink_skip_pch_for_mocs(${ARG_NAME})
  # Widget tests, and any test that links the widgets, reuse the widgets' precompiled Qt headers (the
  # core ones are refused where QT_GUI_LIB is defined), the others the core ones; a test that links
  # none of our libraries (it runs the app as a process) lacks Qt Network the header needs, and one that
  # brings Qt Gui without the widgets (Qt6::Pdf) can use neither.
  if(NOT ARG_LIBS)
  elseif("ui" IN_LIST ARG_LABELS OR "cliniclink_ui" IN_LIST ARG_LIBS)
    cliniclink_reuse_test_pch(${ARG_NAME} WIDGETS)
  elseif("Qt6::Pdf" IN_LIST ARG_LIBS OR "Qt6::Gui" IN_LIST ARG_LIBS)
  else()
    cliniclink_reuse_test_pch(${ARG_NAME} CORE)
  endif()
  add_test(NAME ${ARG_NAME} COMMAND ${ARG_NAME})
  set_tests_properties(${ARG_NAME} PROPERTIES
    LABELS "${ARG_LABELS}"
    TIMEOUT 300
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_FORCE_STDERR_LOGGING=1;QT_LOGGING_RULES=cliniclink.*.debug=false")
endfunction()

# The clinic tests' PostgreSQL: one throwaway cluster per ctest run (tools/pg-test-cluster.sh),
# on a Unix socket in a folder of /tmp named after the build folder (a socket's path is short).
string(MD5 _cliniclink_pg_hash "${CMAKE_BINARY_DIR}")
string(SUBSTRING "${_cliniclink_pg_hash}" 0 12 _cliniclink_pg_hash)
set(CLINICLINK_TEST_PG_DIR "/tmp/cliniclink-pg-${_cliniclink_pg_hash}")
set(CLINICLINK_TEST_PG_URL "postgresql://cliniclink_test@/cliniclink_test?host=${CLINICLINK_TEST_PG_DIR}")

# cliniclink_requires_clinic_pg(<test>...)
# The test runs with the cluster started (fixture clinic_pg) and finds it in CLINICLINK_TEST_PG.
function(cliniclink_requires_clinic_pg)
  foreach(test IN LISTS ARGN)
    set_property(TEST ${test} APPEND PROPERTY FIXTURES_REQUIRED clinic_pg)
    set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT "CLINICLINK_TEST_PG=${CLINICLINK_TEST_PG_URL}")
  endforeach()
endfunction()

# cliniclink_add_benchmark(NAME <name> SOURCES <files...> LIBS <targets...>)
# A benchmark prints figures; it is built with the tests and run by `make bench`, never by ctest.
function(cliniclink_add_benchmark)
  cmake_parse_arguments(ARG "" "NAME" "SOURCES;LIBS" ${ARGN})
  add_executable(${ARG_NAME} ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME} PRIVATE cliniclink_warnings ${ARG_LIBS})
  set_property(GLOBAL APPEND PROPERTY CLINICLINK_BENCHMARKS ${ARG_NAME})
endfunction()
