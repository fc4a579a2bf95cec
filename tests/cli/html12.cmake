# The documents in the HTML report (tests/browser/browser_check.py):
# fixtures/documents/html-documents.yaml has a document that matches, one
# changed since it was pinned and one missing, lines no game cites and
# figures not accounted for.  Rendered once (a fixture), then
#   cli.html_source_documents    the page's bytes: the Documents table with
#                                each state, coverage with its percentage,
#                                the document location of anchored results;
#   cli.html_xsltproc_documents  the page equals xsltproc's rendering;
#   browser.documents, browser.seed_002  in headless Chromium at 1400 and
#                                400 px (label browser; skipped without
#                                /usr/bin/chromium).
# Included by tests/CMakeLists.txt (tests/cli/*.cmake).
set(pp_doc_html ${PP_OUT}/html-documents.html)
set(pp_doc_xml ${PP_OUT}/html-documents.xml)
add_test(NAME cli.html_render_documents
         COMMAND ${CMAKE_COMMAND} -DCLI=${PP_CLI} -DPLAN=fixtures/documents/html-documents.yaml
                 -DHTML=${pp_doc_html} -DXML=${pp_doc_xml}
                 -P ${PROJECT_SOURCE_DIR}/tests/browser/render.cmake
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.html_render_documents PROPERTIES LABELS "cli;browser"
                     FIXTURES_SETUP html_documents)
add_test(NAME cli.html_source_documents
         COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/browser/browser_check.py source
                 ${pp_doc_html} ${pp_doc_xml})
set_tests_properties(cli.html_source_documents PROPERTIES LABELS cli
                     FIXTURES_REQUIRED html_documents)
find_program(PP_XSLTPROC xsltproc)
if(PP_XSLTPROC)
  add_test(NAME cli.html_xsltproc_documents
           COMMAND ${CMAKE_COMMAND} -DXSLTPROC=${PP_XSLTPROC}
                   -DXSL=${PROJECT_SOURCE_DIR}/reports/report-html.xsl -DHTML=${pp_doc_html}
                   -DXML=${pp_doc_xml} -DOUT=${PP_OUT}/html-documents.xsltproc.html
                   -P ${PROJECT_SOURCE_DIR}/tests/browser/xsltproc.cmake)
  set_tests_properties(cli.html_xsltproc_documents PROPERTIES LABELS cli
                       FIXTURES_REQUIRED html_documents)
endif()
add_test(NAME browser.documents
         COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/browser/browser_check.py page
                 ${pp_doc_html} ${pp_doc_xml})
set_tests_properties(browser.documents PROPERTIES LABELS browser SKIP_RETURN_CODE 77
                     TIMEOUT 180 FIXTURES_REQUIRED html_documents)
add_test(NAME browser.seed_002
         COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/browser/browser_check.py page
                 ${PP_OUT}/html-seed-002.html ${PP_OUT}/html-seed-002.xml)
set_tests_properties(browser.seed_002 PROPERTIES LABELS browser SKIP_RETURN_CODE 77
                     TIMEOUT 180 FIXTURES_REQUIRED html_002)
