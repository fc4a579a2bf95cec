# SPDX-License-Identifier: Apache-2.0
# A run in another language prints no untranslated message
# (tests/cli/i18n.cmake): planproof runs with PP_I18N_MISSING=<file>, which
# makes every msgid the catalogue does not translate a line of <file>; the
# test fails unless <file> is empty afterwards.  A plan that cites
# documents gets -DDOCUMENTS (skipped, saying why, when they are not there);
# -DDOCUMENTS=NONE runs a plan without them.
#   cmake -DCLI=planproof -DLANG=cs -DFORMAT=text -DPLAN=plan.yaml
#         -DDOCUMENTS=<dir>|NONE -DLOCALEDIR=<build>/locale -DOUT=<dir>
#         -P test-missing.cmake
set(documents --documents ${DOCUMENTS})
if(DOCUMENTS STREQUAL "NONE")
  set(documents)
elseif(NOT DOCUMENTS OR NOT IS_DIRECTORY "${DOCUMENTS}")
  # ctest skips the test on this line (pp_needs_documents): CMake 3.25,
  # Debian 12's, has no cmake_language(EXIT).
  message("SKIPPED: $ENV{PP_NEEDS_DOCUMENTS}")
  return()
endif()
get_filename_component(name ${PLAN} NAME_WE)
file(MAKE_DIRECTORY ${OUT})
set(missing ${OUT}/missing-${name}-${LANG}.${FORMAT}.txt)
file(REMOVE ${missing})
file(TOUCH ${missing})
set(ENV{PP_LOCALEDIR} "${LOCALEDIR}")
set(ENV{PP_I18N_MISSING} "${missing}")
unset(ENV{LANGUAGE})
unset(ENV{LC_ALL})
execute_process(COMMAND ${CLI} --lang ${LANG} check ${PLAN} ${documents}
                        --format ${FORMAT} --output ${OUT}/report-${name}-${LANG}.${FORMAT}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc MATCHES "^[01]$")
  message(FATAL_ERROR "--lang ${LANG} --format ${FORMAT}: exit ${rc}\n${err}")
endif()
file(READ ${missing} untranslated)
if(untranslated)
  string(REGEX MATCHALL "\n" lines "${untranslated}")
  list(LENGTH lines n)
  message(FATAL_ERROR "--lang ${LANG} --format ${FORMAT} printed ${n} untranslated "
                      "message(s):\n${untranslated}")
endif()
message(STATUS "--lang ${LANG} --format ${FORMAT}: no untranslated message")
