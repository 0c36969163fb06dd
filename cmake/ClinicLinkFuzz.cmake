# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# CLINICLINK_FUZZ: build the libFuzzer targets of tests/fuzz (clang only). The whole tree is then
# instrumented for coverage (-fsanitize=fuzzer-no-link) and built with AddressSanitizer and UBSan,
# so the fuzzer sees into the parsers it calls and stops at the first memory or UB error. Qt's own
# assertions are on as well (QT_FORCE_ASSERTS, though the build is RelWithDebInfo): a call outside
# Qt's contract, such as sliced() with a negative length (issue 27), stops the fuzzer too, where a
# Release build would go on by luck.
option(CLINICLINK_FUZZ "Build the libFuzzer targets (needs clang)" OFF)
if(CLINICLINK_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "CLINICLINK_FUZZ needs clang (-DCMAKE_CXX_COMPILER=clang++)")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
  add_compile_definitions(QT_FORCE_ASSERTS)
endif()
