# SPDX-License-Identifier: Apache-2.0
# PlanproofPackage.cmake - `cpack -G DEB` from the build tree: three Debian
# packages, one per install component (cmake/PlanproofInstall.cmake):
#
#   libplanproof0.1   lib      the shared library libplanproof.so.0.1 (its
#                              real name and SONAME link); shlibs and
#                              symbols files and the ldconfig trigger
#   libplanproof-dev  dev      planproof.h, libplanproof.a, the
#                              libplanproof.so link, planproof.pc
#   planproof         command  the command, the report XSDs and the plan and
#                              figures JSON Schemas, the man page, the bash
#                              completion, the message catalogues
#
# Each carries /usr/share/doc/<package>/copyright (machine-readable, from
# packaging/debian/copyright) and changelog.gz (packaging/debian/changelog;
# the packages are native, so not changelog.Debian.gz).  cmake/deb_stage.cmake
# finishes the staged files before CPack builds the packages.
#
# Configure with -DCMAKE_INSTALL_PREFIX=/usr for packages (scripts/package-deb
# does): they install under the configured prefix, so the path skeletons
# name for the JSON Schema is where the package puts it.
#
# Depends: libplanproof0.1 and planproof get theirs from dpkg-shlibdeps (the
# packages of the libraries their ELF files need, with versions; for the
# library cmake/deb_stage.cmake asks it, for the command CPack);
# libplanproof-dev depends on the exact libplanproof0.1 and on the -dev
# packages that `pkg-config --cflags` (Requires.private) and a static link
# (Libs.private) need.  The command links the library statically (it uses
# internal functions the shared library does not export), so planproof does
# not depend on libplanproof0.1.  scripts/package-deb checks each Depends
# against the ELF NEEDED entries.
include(GNUInstallDirs)

# The Debian copyright and changelog files, in every package's doc
# directory.  EXCLUDE_FROM_ALL: only a per-component install (CPack's) puts
# them; a plain `cmake --install` does not make a Debian doc tree.
set(pp_deb_packages lib libplanproof${pp_soversion} dev libplanproof-dev command planproof)
while(pp_deb_packages)
  list(POP_FRONT pp_deb_packages component package)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright
                ${PROJECT_SOURCE_DIR}/packaging/debian/changelog
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${package}
          COMPONENT ${component} EXCLUDE_FROM_ALL)
  string(TOUPPER ${component} component)
  set(CPACK_DEBIAN_${component}_PACKAGE_NAME ${package})
  set(CPACK_DEBIAN_${component}_FILE_NAME DEB-DEFAULT) # name_version_arch.deb
endwhile()

set(CPACK_PACKAGE_NAME planproof)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "planproof")
set(CPACK_PACKAGE_CONTACT "planproof maintainers <planproof@example.invalid>")
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL lib dev command)
set(CPACK_DEBIAN_PACKAGE_SOURCE planproof)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)

# Each description: the synopsis, then the extended text (lines < 80).
set(pp_about
  "planproof loads a casino game plan written in YAML, checks every game with\n"
  "exact rational arithmetic (GMP) and writes compliance reports: text, XML\n"
  "(with XSD), JSON, HTML, JUnit and SARIF.\n\n")
set(CPACK_DEBIAN_LIB_DESCRIPTION
  "library to verify casino game plans with exact arithmetic\n" ${pp_about}
  "This package holds the shared library libplanproof.")
set(CPACK_DEBIAN_DEV_DESCRIPTION
  "library to verify casino game plans - development files\n" ${pp_about}
  "This package holds what a program using libplanproof is built with: the\n"
  "header planproof.h, the static library (position-independent, only the\n"
  "pp_ functions of the header global) and the pkg-config file.")
set(CPACK_DEBIAN_COMMAND_DESCRIPTION
  "verify casino game plans with exact rational arithmetic\n" ${pp_about}
  "This package holds the planproof command, the schemas of its reports and\n"
  "of the plan format, its manual page, bash completion and its Czech and\n"
  "Slovak messages.")
foreach(component LIB DEV COMMAND)
  string(REPLACE ";" "" CPACK_DEBIAN_${component}_DESCRIPTION
         "${CPACK_DEBIAN_${component}_DESCRIPTION}")
endforeach()

# The shared library's package: a shlibs file (what a package built against
# libplanproof.so.0.1 depends on) and the ldconfig trigger; its Depends is
# dpkg-shlibdeps' answer, asked by cmake/deb_stage.cmake (which also
# compresses, strips and tidies the staged files as Debian's tools would).
set(CPACK_DEBIAN_LIB_PACKAGE_SECTION libs)
file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/debian/shlibs CONTENT
  "libplanproof ${pp_soversion} libplanproof${pp_soversion} (>= ${PROJECT_VERSION})\n")
file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/debian/triggers CONTENT
  "activate-noawait ldconfig\n")
# The symbols file: the functions of planproof.h (the list the version
# script has), each first in the release that started this SONAME (before
# 1.0 every minor release starts one).  A function added by a later
# release of the same SONAME would need that release's version here.
string(REGEX REPLACE "([a-z0-9_]+)\n"
       " \\1@Base ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR}.0\n"
       pp_symbol_lines "${pp_public_names}")
file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/debian/symbols CONTENT
  "libplanproof.so.${pp_soversion} libplanproof${pp_soversion} #MINVER#
* Build-Depends-Package: libplanproof-dev\n${pp_symbol_lines}")
set(CPACK_DEBIAN_LIB_PACKAGE_CONTROL_EXTRA ${PROJECT_BINARY_DIR}/debian/shlibs
  ${PROJECT_BINARY_DIR}/debian/symbols ${PROJECT_BINARY_DIR}/debian/triggers)
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/cmake/deb_stage.cmake)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
set(CPACK_COMPONENT_DEV_DEPENDS lib)         # libplanproof0.1 (= version)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libyaml-dev, libgmp-dev, libxml2-dev, libxslt1-dev")
set(CPACK_DEBIAN_DEV_PACKAGE_SUGGESTS planproof) # the report XSDs, the plan schema
set(CPACK_DEBIAN_COMMAND_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_COMMAND_PACKAGE_SHLIBDEPS ON)
set(CPACK_GENERATOR DEB)
include(CPack)
