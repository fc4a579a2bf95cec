# SPDX-License-Identifier: Apache-2.0
# deb_stage.cmake - CPack pre-build script (CPACK_PRE_BUILD_SCRIPTS, set by
# cmake/PlanproofPackage.cmake): finishes the staged trees of the Debian
# packages the way Debian's own tools (dh_compress, dh_strip,
# dh_shlibdeps) would, after CPack has installed each component into
# ${CPACK_TEMPORARY_DIRECTORY}/<component> and before it builds the .debs.
#
#  - gzip -9n the manual pages and the changelogs (Debian policy 12.1, 12.7);
#  - static libraries: strip --strip-debug, without .comment and .note, and
#    deterministic (as dh_strip does); ELF files: without .comment and .note
#    (CPACK_STRIP_FILES has stripped them);
#  - the Depends of the `lib` component from dpkg-shlibdeps.  CPack's own
#    SHLIBDEPS would also find the shared library and write a postinst and
#    postrm that call ldconfig; the package has the ldconfig trigger instead
#    (its triggers control file), as Debian's libraries do, so CPack does
#    not look at that component's files and this script asks dpkg-shlibdeps.
# Variables set here are seen by CPackDeb, which runs next in the same scope.
set(stage ${CPACK_TEMPORARY_DIRECTORY})
if(NOT IS_DIRECTORY "${stage}/lib" OR NOT IS_DIRECTORY "${stage}/command")
  message(FATAL_ERROR "deb_stage.cmake: no component trees in ${stage}")
endif()
find_program(PP_GZIP gzip REQUIRED)
find_program(PP_OBJCOPY objcopy REQUIRED)
find_program(PP_STRIP strip REQUIRED)
find_program(PP_DPKG_SHLIBDEPS dpkg-shlibdeps REQUIRED)

function(pp_run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    list(JOIN ARGN " " cmd)
    message(FATAL_ERROR "deb_stage.cmake: `${cmd}` failed (${rc})")
  endif()
endfunction()

file(GLOB_RECURSE staged LIST_DIRECTORIES false "${stage}/*")
foreach(f IN LISTS staged)
  if(IS_SYMLINK "${f}")
    continue()
  endif()
  if(f MATCHES "/share/man/man[1-9]/[^/]+\\.[1-9]$" OR f MATCHES "/share/doc/[^/]+/changelog$")
    pp_run(${PP_GZIP} -9nf "${f}")
  elseif(f MATCHES "/lib[^/]*\\.a$")
    pp_run(${PP_STRIP} --strip-debug --remove-section=.comment --remove-section=.note
           --enable-deterministic-archives "${f}")
  elseif(f MATCHES "/bin/[^/]+$" OR f MATCHES "/lib[^/]*\\.so\\.[0-9.]+$")
    pp_run(${PP_OBJCOPY} --remove-section=.comment --remove-section=.note "${f}")
  endif()
endforeach()

file(GLOB_RECURSE lib_files LIST_DIRECTORIES false "${stage}/lib/*.so.*")
set(shared_libraries "")
foreach(f IN LISTS lib_files)
  if(NOT IS_SYMLINK "${f}") # not the SONAME link
    list(APPEND shared_libraries "${f}")
  endif()
endforeach()
if(NOT shared_libraries)
  message(FATAL_ERROR "deb_stage.cmake: no shared library in ${stage}/lib")
endif()
# dpkg-shlibdeps wants to run in a source tree: a debian/control is enough.
set(work ${CPACK_TOPLEVEL_DIRECTORY}/pp-shlibdeps)
file(WRITE ${work}/debian/control "")
execute_process(COMMAND ${PP_DPKG_SHLIBDEPS} -O ${shared_libraries}
  WORKING_DIRECTORY ${work} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "shlibs:Depends=([^\n]+)")
  message(FATAL_ERROR "deb_stage.cmake: dpkg-shlibdeps failed (${rc}): ${err}")
endif()
set(CPACK_DEBIAN_LIB_PACKAGE_DEPENDS "${CMAKE_MATCH_1}")
