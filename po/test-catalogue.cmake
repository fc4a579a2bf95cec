# SPDX-License-Identifier: Apache-2.0
# A catalogue is compiled cleanly, complete and current (tests/cli/i18n.cmake).
#   cmake -DPO=po/cs.po -DMSGFMT=... -DMSGCMP=... -DXGETTEXT=... -DARGS="a|b"
#         -DSOURCES="x.c|y.c" -DSRC=<source dir> -DTMP=<dir> [-DPARTIAL=1]
#         -P test-catalogue.cmake
# msgfmt --statistics must report no untranslated and no fuzzy message
# (unless PARTIAL), and msgcmp must find every msgid that xgettext extracts
# from today's sources in the catalogue (translated, unless PARTIAL).
execute_process(COMMAND ${MSGFMT} --check --statistics -o ${TMP}/check.mo ${PO}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE stats)
message(STATUS "${PO}: ${stats}")
if(rc)
  message(FATAL_ERROR "msgfmt --check failed on ${PO}:\n${out}${stats}")
endif()
if(NOT stats MATCHES "^[0-9]+ translated message")
  message(FATAL_ERROR "${PO}: no translated messages: ${stats}")
endif()
if(NOT PARTIAL AND stats MATCHES "untranslated|fuzzy")
  message(FATAL_ERROR "${PO} is not complete: ${stats}")
endif()

string(REPLACE "|" ";" ARGS "${ARGS}")
string(REPLACE "|" ";" SOURCES "${SOURCES}")
execute_process(COMMAND ${XGETTEXT} ${ARGS} -o ${TMP}/current.pot ${SOURCES}
                WORKING_DIRECTORY ${SRC} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc)
  message(FATAL_ERROR "xgettext failed:\n${err}")
endif()
set(lenient)
if(PARTIAL)
  set(lenient --use-untranslated --use-fuzzy)
endif()
execute_process(COMMAND ${MSGCMP} ${lenient} ${PO} ${TMP}/current.pot
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc)
  message(FATAL_ERROR "${PO} lacks messages the sources mark (run `cmake --build "
                      "build --target pot` and translate them):\n${out}${err}")
endif()
