# SPDX-License-Identifier: Apache-2.0
# Write a plan's HTML and XML reports for the page checks of
# tests/cli/html.cmake (tests/browser/browser_check.py).
#   cmake -DCLI=planproof -DPLAN=plan.yaml -DHTML=out.html -DXML=out.xml
#         -P render.cmake
# The plan's findings may make planproof exit 1; anything else fails.
unset(ENV{SOURCE_DATE_EPOCH})
execute_process(COMMAND ${CLI} check ${PLAN} --format html --output ${HTML}
                        --format xml --output ${XML}
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0 AND NOT rc EQUAL 1)
  message(FATAL_ERROR "planproof exited ${rc}: ${err}")
endif()
