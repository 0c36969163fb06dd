# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Precompiled Qt headers. A fresh build spent most of its time parsing the same Qt headers in
# every file (a widget test took 22-37 s); each library precompiles the headers its files use most,
# and the tests reuse two precompiled headers (core, widgets) from host targets built with the
# same flags instead of making one each. ccache caches these builds with the sloppiness the
# Makefile sets (pch_defines, time_macros).
option(CLINICLINK_PCH "Precompile the Qt headers the sources use most" ON)

set(CLINICLINK_PCH_CORE_HEADERS
  <QByteArray> <QDateTime> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QJsonValue> <QList>
  <QMap> <QObject> <QPointer> <QRegularExpression> <QSet> <QString> <QStringList> <QUrl> <QUuid>
  <QNetworkAccessManager> <QNetworkReply> <QNetworkRequest>
  <memory> <optional> <vector> <functional>)
set(CLINICLINK_PCH_WIDGETS_HEADERS ${CLINICLINK_PCH_CORE_HEADERS}
  <QComboBox> <QDialog> <QFormLayout> <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QPushButton>
  <QTableView> <QVBoxLayout> <QWidget>)

# The libraries' files compiled eight to a translation unit (CMake's unity build): on 2 cores a
# cold build of core, sandbox and ui took about 9 minutes file by file and under 5 in batches, each
# batch parsing Qt's headers and ours once instead of eight times. The catch: what one file keeps in
# an anonymous namespace is seen by the next files of its batch, so two helpers or enumerators of
# one name in a library no longer compile (give them distinct names, or share one in a header);
# adding a file moves the batches' borders. Off (-DCLINICLINK_UNITY=OFF) for a quicker rebuild of
# one file while working on it.
option(CLINICLINK_UNITY "Compile the libraries' files in batches (unity build)" ON)
set(CLINICLINK_UNITY_BATCH 8 CACHE STRING "Files per batch of the unity build")

# cliniclink_precompile(<target> CORE|WIDGETS): the library precompiles its own headers and, with
# CLINICLINK_UNITY, compiles its files in batches.
function(cliniclink_precompile target kind)
  if(CLINICLINK_PCH)
    target_precompile_headers(${target} PRIVATE ${CLINICLINK_PCH_${kind}_HEADERS})
  endif()
  if(CLINICLINK_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${CLINICLINK_UNITY_BATCH})
  endif()
endfunction()

# cliniclink_skip_pch_for_mocs(<target>): AUTOMOC's mocs_compilation.cpp of a test holds no code
# (every test includes its own .moc), yet with a precompiled header each of them loaded it: about
# 1.2 s of a cold build per test, against 0.05 s without.
function(cliniclink_skip_pch_for_mocs target)
  set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${target}_autogen/mocs_compilation.cpp
    TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

# cliniclink_reuse_test_pch(<target> CORE|WIDGETS): a test reuses the shared one of its kind.
function(cliniclink_reuse_test_pch target kind)
  # Both compilers take the host's header where a test defines more than the host (the libraries
  # it links add QT_SQL_LIB, QT_HTTPSERVER_LIB and the like, which the header's code does not read):
  # gcc checks only the macros the header uses, clang refuses only a macro defined with another
  # value. The clang build (CI's sanitized one) saved some 2.5 s per test file with it. The macros
  # QtTest does read (QT_GUI_LIB, QT_WIDGETS_LIB, QT_NETWORK_LIB) are the host's by the kind
  # cliniclink_add_test picks: gcc would fall back to the plain headers on a mismatch, clang would
  # take the header without the test helpers they bring.
  if(NOT CLINICLINK_PCH OR NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    return()
  endif()
  # One host per folder: Qt Test defines QT_TESTCASE_BUILDDIR as the folder, and gcc will not use
  # a header made with another value.
  get_filename_component(folder ${CMAKE_CURRENT_BINARY_DIR} NAME)
  set(host cliniclink_test_pch_${kind}_${folder})
  if(NOT TARGET ${host})
    # An executable like the tests (same -fPIE, definitions and warnings), so its header is valid
    # for every test of the kind.
    add_executable(${host} ${PROJECT_SOURCE_DIR}/cmake/pch/pchhost.cpp)
    if(kind STREQUAL "WIDGETS")
      target_link_libraries(${host} PRIVATE Qt6::Test Qt6::Widgets Qt6::Network cliniclink_warnings)
    else()
      target_link_libraries(${host} PRIVATE Qt6::Test Qt6::Network cliniclink_warnings)
    endif()
    target_compile_definitions(${host} PRIVATE QT_FORCE_ASSERTS)
    target_precompile_headers(${host} PRIVATE ${CLINICLINK_PCH_${kind}_HEADERS} <QTest> <QSignalSpy>)
  endif()
  target_precompile_headers(${target} REUSE_FROM ${host})
endfunction()
