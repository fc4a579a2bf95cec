# The HTML report's page checks (tests/browser/): for each bundled plan,
# its HTML and XML reports are rendered once (a fixture), then
#   cli.html_source_<seed>   the page's bytes: findings first, one item per
#                            finding of the XML, every inline SVG well-formed;
#   cli.html_xsltproc_<seed> the page equals xsltproc's rendering of the XML
#                            (skipped without xsltproc);
#   cli.html_source_defects  the same source checks for every defect plan;
#   browser.<seed>           seed 000 in headless Chromium at 1400 and 400 px
#                            (label browser; skipped without /usr/bin/chromium).
# Included by tests/CMakeLists.txt.
find_program(PP_XSLTPROC xsltproc)
set(pp_browser_dir ${PROJECT_SOURCE_DIR}/tests/browser)
foreach(seed 000 001 002 004)
  set(html ${PP_OUT}/html-seed-${seed}.html)
  set(xml ${PP_OUT}/html-seed-${seed}.xml)
  add_test(NAME cli.html_render_${seed}
           COMMAND ${CMAKE_COMMAND} -DCLI=${PP_CLI} -DPLAN=fixtures/plans/seed-${seed}.yaml
                   -DHTML=${html} -DXML=${xml} -P ${pp_browser_dir}/render.cmake
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cli.html_render_${seed} PROPERTIES LABELS "cli;browser"
                       FIXTURES_SETUP html_${seed})
  add_test(NAME cli.html_source_${seed}
           COMMAND ${PP_PYTHON3} ${pp_browser_dir}/browser_check.py source ${html} ${xml})
  set_tests_properties(cli.html_source_${seed} PROPERTIES LABELS cli
                       FIXTURES_REQUIRED html_${seed})
  if(PP_XSLTPROC)
    add_test(NAME cli.html_xsltproc_${seed}
             COMMAND ${CMAKE_COMMAND} -DXSLTPROC=${PP_XSLTPROC}
                     -DXSL=${PROJECT_SOURCE_DIR}/reports/report-html.xsl -DHTML=${html}
                     -DXML=${xml} -DOUT=${PP_OUT}/html-seed-${seed}.xsltproc.html
                     -P ${pp_browser_dir}/xsltproc.cmake)
    set_tests_properties(cli.html_xsltproc_${seed} PROPERTIES LABELS cli
                         FIXTURES_REQUIRED html_${seed})
  endif()
endforeach()
add_test(NAME browser.seed_000
         COMMAND ${PP_PYTHON3} ${pp_browser_dir}/browser_check.py check
                 ${PP_OUT}/html-seed-000.html ${PP_OUT}/html-seed-000.xml)
set_tests_properties(browser.seed_000 PROPERTIES LABELS browser SKIP_RETURN_CODE 77
                     TIMEOUT 180 FIXTURES_REQUIRED html_000)
file(GLOB pp_html_defects ${PROJECT_SOURCE_DIR}/fixtures/defects/*.yaml)
file(MAKE_DIRECTORY ${PP_OUT}/html-defects)
add_test(NAME cli.html_source_defects
         COMMAND ${PP_PYTHON3} ${pp_browser_dir}/browser_check.py plans ${PP_CLI}
                 ${PP_OUT}/html-defects ${pp_html_defects}
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.html_source_defects PROPERTIES LABELS cli TIMEOUT 300)
