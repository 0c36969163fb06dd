# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later

# What a clinic installs: the install rules of the files that are not a target, and CPack.
#   make package   ->  build/cliniclink-workstation_<version>_<arch>.deb (and an .rpm where rpmbuild is)
# The .deb is for Debian 12 and Astra Linux (runtime dependencies computed by dpkg-shlibdeps); the .rpm
# for RED OS and ALT (dependencies computed by rpmbuild). packaging/test-package.sh installs the .deb
# and starts both executables from /usr/bin (ctest -L package, `make package-test`).
include(GNUInstallDirs)

# Directories as Debian policy has them (0755), whatever the umask of the machine that builds.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CLINICLINK_APP_ID "ru.cliniclink.Workstation")
set(CLINICLINK_PACKAGE_NAME "cliniclink-workstation")
set(CLINICLINK_DOC_DIR "${CMAKE_INSTALL_DATAROOTDIR}/doc/${CLINICLINK_PACKAGE_NAME}")

# Desktop integration: the menu entry, the software centre's page, the icon in every size we draw.
install(FILES ${PROJECT_SOURCE_DIR}/resources/${CLINICLINK_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/${CLINICLINK_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/${CLINICLINK_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/scalable/apps)
foreach(size 48 256)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/${CLINICLINK_APP_ID}-${size}.png
          DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/${size}x${size}/apps RENAME ${CLINICLINK_APP_ID}.png)
endforeach()
# The translations are compiled into the executable (:/i18n, app/CMakeLists.txt), so the program and its
# words cannot come from different versions; Qt's own come from qt6-translations-l10n (Recommends).

# The documents Debian policy asks for: the licence statement and a changelog, gzipped reproducibly.
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/debian/changelog changelog_head LIMIT_COUNT 1)
if(NOT changelog_head MATCHES "\\(${PROJECT_VERSION}\\)")
  message(WARNING "packaging/debian/changelog does not start with version ${PROJECT_VERSION}: ${changelog_head}")
endif()
# Debian policy wants them gzipped, without a timestamp (reproducible).
find_program(GZIP_PROGRAM gzip REQUIRED)
# An optional third argument is a folder of its own under build/packaging (two pages of one name).
function(cliniclink_install_gzipped source destination)
  get_filename_component(name ${source} NAME)
  set(folder ${PROJECT_BINARY_DIR}/packaging/${ARGV2})
  set(output ${folder}/${name}.gz)
  add_custom_command(OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${folder}
    COMMAND ${GZIP_PROGRAM} -9 -n -c ${source} > ${output}
    DEPENDS ${source}
    VERBATIM)
  set_property(GLOBAL APPEND PROPERTY CLINICLINK_GZIPPED ${output})
  install(FILES ${output} DESTINATION ${destination})
endfunction()
cliniclink_install_gzipped(${PROJECT_SOURCE_DIR}/packaging/debian/changelog ${CLINICLINK_DOC_DIR})
cliniclink_install_gzipped(${PROJECT_SOURCE_DIR}/packaging/man/cliniclink.1 ${CMAKE_INSTALL_MANDIR}/man1)
cliniclink_install_gzipped(${PROJECT_SOURCE_DIR}/packaging/man/cliniclink-sandbox.1 ${CMAKE_INSTALL_MANDIR}/man1)
# The Russian page, for `man cliniclink` under a Russian locale.
cliniclink_install_gzipped(${PROJECT_SOURCE_DIR}/packaging/man/ru/cliniclink.1 ${CMAKE_INSTALL_MANDIR}/ru/man1 ru)
get_property(gzipped GLOBAL PROPERTY CLINICLINK_GZIPPED)
add_custom_target(cliniclink_package_docs ALL DEPENDS ${gzipped})
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright DESTINATION ${CLINICLINK_DOC_DIR})

# The user guide, as HTML with its pictures (tools/guide-html.py, Python-Markdown): build/docs/guide,
# installed to /usr/share/doc/cliniclink-workstation/guide, where Help > User guide (F1) opens it
# (ui/shell/userguide.h). The distribution's python3 first: a pyenv one usually lacks the module.
find_program(CLINICLINK_GUIDE_PYTHON NAMES python3 HINTS /usr/bin DOC "python3 with the markdown module")
if(CLINICLINK_GUIDE_PYTHON)
  execute_process(COMMAND ${CLINICLINK_GUIDE_PYTHON} -c "import markdown" RESULT_VARIABLE guide_markdown_missing
                  OUTPUT_QUIET ERROR_QUIET)
endif()
if(NOT CLINICLINK_GUIDE_PYTHON OR guide_markdown_missing)
  message(FATAL_ERROR "The user guide is built with Python-Markdown: install python3-markdown "
                      "(packaging/install-deps-debian.sh does)")
endif()
set(CLINICLINK_GUIDE_DIR ${PROJECT_BINARY_DIR}/docs/guide)
set(guide_source ${PROJECT_SOURCE_DIR}/docs/user-guide.md)
file(GLOB guide_pictures CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/images/*.png)
add_custom_command(OUTPUT ${CLINICLINK_GUIDE_DIR}/index.html
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${CLINICLINK_GUIDE_DIR}
  COMMAND ${CLINICLINK_GUIDE_PYTHON} ${PROJECT_SOURCE_DIR}/tools/guide-html.py ${guide_source} ${CLINICLINK_GUIDE_DIR}
  DEPENDS ${guide_source} ${PROJECT_SOURCE_DIR}/tools/guide-html.py ${guide_pictures}
  COMMENT "User guide: docs/user-guide.md -> docs/guide/index.html"
  VERBATIM)
add_custom_target(cliniclink_user_guide ALL DEPENDS ${CLINICLINK_GUIDE_DIR}/index.html)
install(DIRECTORY ${CLINICLINK_GUIDE_DIR}/ DESTINATION ${CLINICLINK_DOC_DIR}/guide)
if(TARGET tst_userguide)
  add_dependencies(tst_userguide cliniclink_user_guide) # it finds the build tree's copy
endif()

# CPack, common to both generators.
set(CPACK_PACKAGE_NAME "${CLINICLINK_PACKAGE_NAME}")
set(CPACK_PACKAGE_VENDOR "ClinicLink")
set(CPACK_PACKAGE_CONTACT "ClinicLink team <dev@cliniclink.ru>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://cliniclink.ru/")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workstation for the regional health integration platform")
# Lines of at most 80 characters: dpkg shows them as they are.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "A desktop workstation for clinic registrars and doctors. It works with the"
  "four services of the regional health integration platform: patient data"
  "enrichment by SNILS and policy number, electronic prescription status and"
  "cancellation, laboratory orders with the terminology service, and signing of"
  "documents by patients and practitioners."
  ""
  "It includes cliniclink-sandbox, an emulator of the platform for learning and"
  "for testing integrations.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
# Only what `make install` puts in place: the tests, benchmarks and helpers are never installed.
set(CPACK_SOURCE_IGNORE_FILES "/build.*/" "/\\\\.git/")

find_program(RPMBUILD_PROGRAM rpmbuild)
set(CPACK_GENERATOR "DEB")
if(RPMBUILD_PROGRAM)
  list(APPEND CPACK_GENERATOR "RPM")
endif()

# Debian 12 / Astra Linux.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Plugins Qt loads at run time are invisible to dpkg-shlibdeps: the SQLite driver (journal,
# terminology cache) and the platform plugins (xcb) are needed to start at all; Qt's own
# translations and a keychain daemon make it better but are not required.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, gnome-keyring | kwalletmanager")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# RED OS and ALT: rpmbuild computes the libraries' requirements; the plugins are named per family
# (RED OS, Fedora-like, by default; ALT: -DCLINICLINK_RPM_REQUIRES="libqt6-sql-sqlite, libqt6-gui").
set(CLINICLINK_RPM_REQUIRES "qt6-qtbase-gui" CACHE STRING "Packages the .rpm requires besides the libraries")
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE "GPL-3.0-or-later")
set(CPACK_RPM_PACKAGE_GROUP "Applications/Productivity")
set(CPACK_RPM_PACKAGE_URL "${CPACK_PACKAGE_HOMEPAGE_URL}")
set(CPACK_RPM_PACKAGE_AUTOREQ ON)
set(CPACK_RPM_PACKAGE_REQUIRES "${CLINICLINK_RPM_REQUIRES}")
# Folders the distribution's own packages own: the .rpm must not claim them.
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    /usr/share/applications /usr/share/metainfo /usr/share/icons /usr/share/icons/hicolor
    /usr/share/icons/hicolor/scalable /usr/share/icons/hicolor/scalable/apps /usr/share/icons/hicolor/48x48
    /usr/share/icons/hicolor/48x48/apps /usr/share/icons/hicolor/256x256 /usr/share/icons/hicolor/256x256/apps
    /usr/share/man /usr/share/man/man1 /usr/share/man/ru /usr/share/man/ru/man1 /usr/share/doc)

include(CPack)

if(CLINICLINK_BUILD_TESTS)
  # The desktop entry and the software centre's page, as a distribution's tools read them.
  find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
  find_program(APPSTREAMCLI appstreamcli)
  if(DESKTOP_FILE_VALIDATE AND APPSTREAMCLI)
    add_test(NAME desktop_file_valid
             COMMAND ${DESKTOP_FILE_VALIDATE} ${PROJECT_SOURCE_DIR}/resources/${CLINICLINK_APP_ID}.desktop)
    add_test(NAME metainfo_valid
             COMMAND ${APPSTREAMCLI} validate --no-net ${PROJECT_SOURCE_DIR}/resources/${CLINICLINK_APP_ID}.metainfo.xml)
    set_tests_properties(desktop_file_valid metainfo_valid PROPERTIES LABELS "unit;package")
  else()
    message(STATUS "desktop-file-validate or appstreamcli missing: the desktop metadata is not checked "
                   "(packaging/install-deps-debian.sh installs them)")
  endif()

  # Every picture of the user guide is taken by a widget test (tools/guide-screenshots.sh), none by hand.
  add_test(NAME user_guide_pictures
           COMMAND ${CLINICLINK_GUIDE_PYTHON} ${PROJECT_SOURCE_DIR}/tools/guide-html.py --check-producers
                   ${PROJECT_SOURCE_DIR}/docs/user-guide.md ${PROJECT_SOURCE_DIR}/tests/ui/tst_guide_tour.cpp
                   ${PROJECT_SOURCE_DIR}/tools/guide-screenshots.sh)
  set_tests_properties(user_guide_pictures PROPERTIES LABELS "unit;guide")

  # Installs the .deb on this machine and removes it again: skipped unless CLINICLINK_PACKAGE_TEST=1
  # (`make package-test`), so a plain `make test` never changes the machine.
  find_program(DPKG_PROGRAM dpkg)
  if(DPKG_PROGRAM)
    execute_process(COMMAND ${DPKG_PROGRAM} --print-architecture OUTPUT_VARIABLE deb_arch
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    add_test(NAME package_install
             COMMAND bash ${PROJECT_SOURCE_DIR}/packaging/test-package.sh
                     ${PROJECT_BINARY_DIR}/${CLINICLINK_PACKAGE_NAME}_${PROJECT_VERSION}_${deb_arch}.deb)
    set_tests_properties(package_install PROPERTIES LABELS package SKIP_RETURN_CODE 77 TIMEOUT 900 RUN_SERIAL ON)
  endif()
endif()
