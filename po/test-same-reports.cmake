# SPDX-License-Identifier: Apache-2.0
# The machine-readable reports do not depend on the language of the run,
# and the text report does (tests/cli/i18n.cmake).
#   cmake -DCLI=planproof -DPLAN=plan.yaml -DLOCALEDIR=<build>/locale
#         -DOUT=<dir> -P test-same-reports.cmake
set(ENV{PP_LOCALEDIR} "${LOCALEDIR}")
set(ENV{SOURCE_DATE_EPOCH} 1700000000)
unset(ENV{LANGUAGE})
unset(ENV{LC_ALL})
file(MAKE_DIRECTORY ${OUT})
foreach(fmt text xml json sarif junit)
  foreach(lang en cs sk)
    set(file ${OUT}/same-${lang}.${fmt})
    file(REMOVE ${file})
    execute_process(COMMAND ${CLI} --lang ${lang} check ${PLAN} --format ${fmt}
                            --output ${file}
                    RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc MATCHES "^[01]$" OR NOT EXISTS ${file})
      message(FATAL_ERROR "--lang ${lang} --format ${fmt}: exit ${rc}\n${err}")
    endif()
  endforeach()
  foreach(lang cs sk)
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/same-en.${fmt}
                            ${OUT}/same-${lang}.${fmt} RESULT_VARIABLE differ)
    if(fmt STREQUAL "text" AND NOT differ)
      message(FATAL_ERROR "the text report in ${lang} is the English one: "
                          "the catalogue was not used")
    elseif(NOT fmt STREQUAL "text" AND differ)
      message(FATAL_ERROR "the ${fmt} report differs between en and ${lang}: "
                          "it must carry ids only")
    endif()
  endforeach()
endforeach()

# The XML diff report too, when two versions are given (-DOLD= -DNEW=).
if(DEFINED OLD)
  foreach(lang en cs sk)
    execute_process(COMMAND ${CLI} --lang ${lang} diff ${OLD} ${NEW} --format xml
                            --output ${OUT}/same-diff-${lang}.xml
                    RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc MATCHES "^[01]$")
      message(FATAL_ERROR "--lang ${lang} diff --format xml: exit ${rc}\n${err}")
    endif()
  endforeach()
  foreach(lang cs sk)
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/same-diff-en.xml
                            ${OUT}/same-diff-${lang}.xml RESULT_VARIABLE differ)
    if(differ)
      message(FATAL_ERROR "the XML diff report differs between en and ${lang}")
    endif()
  endforeach()
endif()
