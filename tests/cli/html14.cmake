# The HTML report of a plan larger than one piece (reports/report_html_pieces.c
# renders the page from pieces of at most 2,048 results or table rows): one
# wheel of 2,100 one-field segments with a bet on each, so its result rows,
# its findings, its RTP bars and its 2,100-row tables are all cut into
# slices at the default size.  The plan is written here (at configure time,
# into the test output directory), rendered once (a fixture), then
#   cli.html_pieces_xsltproc  the page equals xsltproc's rendering of the
#                             whole XML report (skipped without xsltproc).
# Included by tests/CMakeLists.txt (tests/cli/*.cmake).
set(pp_pieces_plan ${PP_OUT}/html-pieces-wheel.yaml)
set(pp_pieces_n 2100)
set(pp_pieces_yaml "planproof: 2
plan: {id: pieces, operator: \"Example s.r.o.\", jurisdiction: CZ, version: \"1\", date: \"2025-02-12\"}
currencies: [{code: CZK}]
games:
  - id: big-wheel
    name: \"Large wheel\"
    family: wheel
    citation: \"1\"
    betting_fields: ${pp_pieces_n}
    wheel:
      fields: ${pp_pieces_n}
      declared_symbols: ${pp_pieces_n}
      segments:
")
set(pp_pieces_bets "    bets:\n")
math(EXPR pp_pieces_last "${pp_pieces_n} - 1")
foreach(i RANGE ${pp_pieces_last})
  string(LENGTH "${i}" len)
  math(EXPR pad "5 - ${len}")
  string(REPEAT "0" ${pad} zeros)
  math(EXPR payout "1 + ${i} % 40")
  string(APPEND pp_pieces_yaml "        - {symbol: S${zeros}${i}, count: 1}\n")
  string(APPEND pp_pieces_bets
         "      - {name: B${zeros}${i}, symbol: S${zeros}${i}, payout: \"${payout}:1\"}\n")
endforeach()
string(APPEND pp_pieces_yaml "${pp_pieces_bets}"
       "    max_win: {basis: net, scope: game}\n    limits:\n"
       "      - {currency: CZK, min_bet: \"10\", max_bet: \"10000\", max_win: \"400000\"}\n")
file(WRITE ${pp_pieces_plan} "${pp_pieces_yaml}")

set(pp_pieces_html ${PP_OUT}/html-pieces-wheel.html)
set(pp_pieces_xml ${PP_OUT}/html-pieces-wheel.xml)
add_test(NAME cli.html_pieces_render
         COMMAND ${CMAKE_COMMAND} -DCLI=${PP_CLI} -DPLAN=${pp_pieces_plan}
                 -DHTML=${pp_pieces_html} -DXML=${pp_pieces_xml}
                 -P ${PROJECT_SOURCE_DIR}/tests/browser/render.cmake
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.html_pieces_render PROPERTIES LABELS cli
                     FIXTURES_SETUP html_pieces)
find_program(PP_XSLTPROC xsltproc)
if(PP_XSLTPROC)
  add_test(NAME cli.html_pieces_xsltproc
           COMMAND ${CMAKE_COMMAND} -DXSLTPROC=${PP_XSLTPROC}
                   -DXSL=${PROJECT_SOURCE_DIR}/reports/report-html.xsl -DHTML=${pp_pieces_html}
                   -DXML=${pp_pieces_xml} -DOUT=${PP_OUT}/html-pieces-wheel.xsltproc.html
                   -P ${PROJECT_SOURCE_DIR}/tests/browser/xsltproc.cmake)
  set_tests_properties(cli.html_pieces_xsltproc PROPERTIES LABELS cli
                       FIXTURES_REQUIRED html_pieces)
endif()
