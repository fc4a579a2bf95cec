# SPDX-License-Identifier: Apache-2.0
# PlanproofInstall.cmake - what `cmake --install` puts where, the shared
# library and the installed static library.  Included by the top-level CMakeLists.txt after every
# module has added its sources to the `planproof` target.
#
#   bin/planproof                        the command
#   lib/libplanproof.so.X.Y (+ links)    the shared library: only the
#                                        functions of planproof.h exported
#   lib/libplanproof.a                   the static library (PIC): only the
#                                        functions of planproof.h global
#   include/planproof.h                  the one public header
#   lib/pkgconfig/planproof.pc           `pkg-config --cflags --libs planproof`
#   share/planproof/                     the report XSDs, the plan JSON Schema
#   share/man/man1/planproof.1           the manual page
#   share/bash-completion/completions/planproof
#   share/locale/<ll>/LC_MESSAGES/planproof.mo   (po/CMakeLists.txt)
#
# Each rule names its component, which is the Debian package it goes to
# (cmake/PlanproofPackage.cmake): `lib` the shared library (its real name
# and SONAME link), `dev` what a program that uses the library is built
# with (header, static library, the libplanproof.so link, planproof.pc),
# `command` the rest: the command, the schemas, man page, completion, and
# the message catalogues (the rules in cli/ and po/ name no component, and
# the top-level CMakeLists.txt makes `command` the default).
include(GNUInstallDirs)

# The static library is position-independent, so it can be linked into a
# shared object (a Python extension, a plugin); the shared library is
# built from the same objects.
set_target_properties(planproof PROPERTIES POSITION_INDEPENDENT_CODE ON)

# The exported symbols are exactly the functions planproof.h declares: a
# declaration starts a line with its return type (comments start with a
# space or `*`), so the list cannot drift from the header.
file(STRINGS ${PROJECT_SOURCE_DIR}/include/planproof.h pp_decls
     REGEX "^[a-z][a-z_ ]*[ *](pp_[a-z0-9_]+)\\(")
set(pp_exports "")
set(pp_public_names "")
foreach(line IN LISTS pp_decls)
  string(REGEX MATCH "pp_[a-z0-9_]+\\(" fn "${line}")
  string(REPLACE "(" "" fn "${fn}")
  string(APPEND pp_exports "    ${fn};\n")
  string(APPEND pp_public_names "${fn}\n")
endforeach()
set(pp_version_script ${PROJECT_BINARY_DIR}/planproof.map)
# (file(CONFIGURE) writes only when the text changes: no needless relink.)
file(CONFIGURE OUTPUT ${pp_version_script} @ONLY CONTENT
  "/* Generated from include/planproof.h by cmake/PlanproofInstall.cmake. */
{\n  global:\n${pp_exports}  local:\n    *;\n};\n")
# The same list, one name a line, for objcopy (the static library below).
set(pp_public_symbols ${PROJECT_BINARY_DIR}/planproof.syms)
file(CONFIGURE OUTPUT ${pp_public_symbols} @ONLY CONTENT "${pp_public_names}")
set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${PROJECT_SOURCE_DIR}/include/planproof.h)

# SONAME: before 1.0 every minor version may change the ABI, so the SONAME
# carries major.minor (libplanproof.so.0.1); from 1.0 on, the major alone.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(pp_soversion ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
else()
  set(pp_soversion ${PROJECT_VERSION_MAJOR})
endif()

add_library(planproof_shared SHARED $<TARGET_OBJECTS:planproof>)
set_target_properties(planproof_shared PROPERTIES
  OUTPUT_NAME planproof VERSION ${PROJECT_VERSION} SOVERSION ${pp_soversion}
  LINK_DEPENDS ${pp_version_script})
target_link_libraries(planproof_shared PRIVATE PkgConfig::YAML PkgConfig::GMP
  PkgConfig::LIBXML2 PkgConfig::LIBXSLT Threads::Threads)
target_link_options(planproof_shared PRIVATE
  -Wl,--version-script=${pp_version_script} -Wl,--no-undefined)
if(PP_SANITIZE)
  target_link_options(planproof_shared PRIVATE -fsanitize=${PP_SANITIZE})
endif()
if(PP_COVERAGE)
  target_link_options(planproof_shared PRIVATE --coverage)
endif()
if(PP_FUZZ)
  set_target_properties(planproof_shared PROPERTIES EXCLUDE_FROM_ALL ON)
endif()

# The static library others link, libplanproof.a, has the same one public
# namespace as the shared library.  An archive has no version script, so
# every object of the library is linked into one relocatable object
# (`cc -r`), in which objcopy keeps global only the functions planproof.h
# declares and makes every other definition local (json_escape, diff_*,
# yaml_load_tree, the internal pp_ helpers): a program that defines names
# of its own links against it without a clash.  Undefined references (GMP,
# libyaml, libxml2, libc) stay global, to be resolved at the user's link.
# The build's own programs (the command, the tests, the benchmarks) call
# internal functions, so they link the `planproof` target itself, whose
# archive is renamed libplanproof-internal.a and is never installed.
set_target_properties(planproof PROPERTIES OUTPUT_NAME planproof-internal)
set(pp_public_archive ${PROJECT_BINARY_DIR}/libplanproof.a)
set(pp_public_object ${PROJECT_BINARY_DIR}/CMakeFiles/planproof-public.o)
add_custom_command(OUTPUT ${pp_public_archive}
  COMMAND ${CMAKE_C_COMPILER} -r -nostdlib -o ${pp_public_object}
          -Wl,--whole-archive $<TARGET_FILE:planproof> -Wl,--no-whole-archive
  COMMAND ${CMAKE_OBJCOPY} --keep-global-symbols=${pp_public_symbols} ${pp_public_object}
  COMMAND ${CMAKE_COMMAND} -E rm -f ${pp_public_archive}
  COMMAND ${CMAKE_AR} qc ${pp_public_archive} ${pp_public_object}
  COMMAND ${CMAKE_RANLIB} ${pp_public_archive}
  DEPENDS planproof ${pp_public_symbols}
  COMMENT "Making libplanproof.a: one object, only planproof.h's functions global")
add_custom_target(planproof_public_archive ALL DEPENDS ${pp_public_archive})
if(PP_FUZZ)
  set_target_properties(planproof_public_archive PROPERTIES EXCLUDE_FROM_ALL ON)
endif()

# pkg-config: relocatable (prefix from ${pcfiledir}), so `cmake --install
# --prefix DIR` and the .deb (prefix /usr) both get a right one.
set(pp_pcdir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH PP_PC_PREFIX /prefix/${pp_pcdir} /prefix)
if(PP_PC_PREFIX STREQUAL "")
  set(PP_PC_PREFIX ".")
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/planproof.pc.in
               ${PROJECT_BINARY_DIR}/planproof.pc @ONLY)

install(TARGETS planproof_shared LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        COMPONENT lib NAMELINK_COMPONENT dev)
install(FILES ${pp_public_archive} DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
install(FILES ${PROJECT_SOURCE_DIR}/include/planproof.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev)
install(FILES ${PROJECT_BINARY_DIR}/planproof.pc DESTINATION ${pp_pcdir} COMPONENT dev)
# The schemas go with the command: its reports are what the XSDs describe,
# and its skeletons name the plan JSON Schema's installed path.
install(FILES ${PROJECT_SOURCE_DIR}/reports/planproof-report-1.xsd
              ${PROJECT_SOURCE_DIR}/reports/planproof-diff-1.xsd
              ${PROJECT_SOURCE_DIR}/reports/planproof-figures-1.schema.json
        DESTINATION ${CMAKE_INSTALL_DATADIR}/planproof COMPONENT command)
install(FILES ${PROJECT_SOURCE_DIR}/man/planproof.1
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT command)
install(FILES ${PROJECT_SOURCE_DIR}/completion/planproof.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME planproof COMPONENT command)

# The JSON Schema of the plan format, written by the built command (so it
# is the schema of exactly these tables), installed beside the XSDs; the
# skeletons' `# yaml-language-server: $schema=` line names where.
set(pp_plan_schema ${PROJECT_BINARY_DIR}/planproof-plan-2.schema.json)
add_custom_command(OUTPUT ${pp_plan_schema}
  COMMAND ${CMAKE_COMMAND} -DCMD=$<TARGET_FILE:planproof_cli> -DOUT=${pp_plan_schema}
          -P ${PROJECT_SOURCE_DIR}/cmake/write_schema.cmake
  DEPENDS planproof_cli ${PROJECT_SOURCE_DIR}/cmake/write_schema.cmake
  COMMENT "Generating the plan JSON Schema")
add_custom_target(plan_schema ALL DEPENDS ${pp_plan_schema})
# Only skeleton.c uses it: a new prefix recompiles one file.
set_source_files_properties(${PROJECT_SOURCE_DIR}/generators/skeleton.c
  DIRECTORY ${PROJECT_SOURCE_DIR} PROPERTIES COMPILE_DEFINITIONS
  "PP_PLAN_SCHEMA_URI=\"file://${CMAKE_INSTALL_FULL_DATADIR}/planproof/planproof-plan-2.schema.json\"")
install(FILES ${pp_plan_schema} DESTINATION ${CMAKE_INSTALL_DATADIR}/planproof
        COMPONENT command)

include(PlanproofPackage) # cpack -G DEB
