# SPDX-License-Identifier: Apache-2.0
# The HTML report is the XML report through reports/report-html.xsl: the
# page planproof writes equals xsltproc's rendering of the XML it writes.
#   cmake -DXSLTPROC=xsltproc -DXSL=report-html.xsl -DHTML=a.html -DXML=a.xml
#         -DOUT=b.html -P xsltproc.cmake
execute_process(COMMAND ${XSLTPROC} --nonet --output ${OUT} ${XSL} ${XML}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xsltproc failed (${rc}): ${err}")
endif()
file(READ ${HTML} planproof)
file(READ ${OUT} xslt)
if(NOT planproof STREQUAL xslt)
  message(FATAL_ERROR "${HTML} differs from xsltproc's rendering ${OUT}")
endif()
