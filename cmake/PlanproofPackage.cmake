# PlanproofPackage.cmake - `cpack -G DEB` from the build tree: one Debian
# package `planproof` with everything `cmake --install` installs (the
# command, both libraries, the header, planproof.pc, the schemas, the man
# page and the completion).  Configure with -DCMAKE_INSTALL_PREFIX=/usr for
# a package (scripts/package-deb does): the package installs under the
# configured prefix, so the path skeletons name for the JSON Schema is
# where the package puts it.
#
# Depends: the runtime packages of the four libraries libplanproof links
# (libyaml-0-2, libgmp10, libxml2, libxslt1.1) and libc6;
# scripts/package-deb checks the list against the ELF NEEDED entries of
# the packaged binaries.
set(CPACK_PACKAGE_NAME planproof)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "planproof")
set(CPACK_PACKAGE_CONTACT "planproof maintainers <planproof@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "verify casino game plans with exact rational arithmetic")
set(CPACK_PACKAGE_DESCRIPTION
  "planproof loads a casino game plan written as YAML, checks every game with exact\n"
  "rational arithmetic (GMP) and writes compliance reports: text, XML (with XSD),\n"
  "HTML, JUnit and SARIF.  Includes libplanproof (shared and static), its header,\n"
  "pkg-config file, the JSON Schema of the plan format, a man page and bash\n"
  "completion.")
string(REPLACE ";" "" CPACK_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)   # planproof_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libc6 (>= 2.34), libyaml-0-2, libgmp10, libxml2, libxslt1.1")
# A shlibs file and the ldconfig trigger for libplanproof.so.0.1.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
include(CPack)
