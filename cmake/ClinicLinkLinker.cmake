# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# A faster linker than the default ld.bfd where the toolchain takes one: the tree links some 150
# test executables against three static libraries and Qt, twice in CI (the plain and the sanitized
# build). ld.bfd took about 2 s for each of them, lld 0.4 s and gold 0.6 s. The set-up installs lld
# (packaging/install-deps-debian.sh); gold comes with binutils, so a machine with gcc has it. clang
# takes gold too, but with AddressSanitizer gold warns at every link ("Cannot export local symbol
# '__asan_check_load_add_1_RAX'"), so clang falls back to its default rather than to gold. The linked
# programs are the same; CLINICLINK_LINKER=default keeps the toolchain's own.
set(CLINICLINK_LINKER "auto" CACHE STRING "Linker to use: auto (lld, else gold with gcc), lld, gold or default")
set_property(CACHE CLINICLINK_LINKER PROPERTY STRINGS auto lld gold default)

include(CheckLinkerFlag)
if(CLINICLINK_LINKER STREQUAL "auto" AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  set(_cliniclink_linkers lld gold)
elseif(CLINICLINK_LINKER STREQUAL "auto")
  set(_cliniclink_linkers lld)
elseif(CLINICLINK_LINKER STREQUAL "default")
  set(_cliniclink_linkers "")
else()
  set(_cliniclink_linkers ${CLINICLINK_LINKER})
endif()
foreach(linker IN LISTS _cliniclink_linkers)
  check_linker_flag(CXX "-fuse-ld=${linker}" CLINICLINK_LINKER_${linker})
  if(CLINICLINK_LINKER_${linker})
    add_link_options(-fuse-ld=${linker})
    message(STATUS "Linking with ${linker}")
    break()
  endif()
endforeach()
