# SPDX-License-Identifier: Apache-2.0
# A plan against an edited copy of itself or of its document (issue 12):
#   cmake -DCLI=planproof -DPLAN=seed-004.yaml -DDOC=004_....txt -DWORK=dir
#         -DCASE=quote|document -P doc_edits.cmake
# Copies the plan to WORK/plan.yaml and its document to
# WORK/shared/seeds/ (where the plan's relative path finds it first), edits
# one of them, and checks that `check` reports the edit as a located
# finding: an edited quote is PP-DOC-003 at the quote's plan line and the
# document's line; an edited document is PP-DOC-001 (the SHA-256 differs)
# and PP-DOC-003 for the quote whose words changed.  SARIF carries the
# document location as a relatedLocation.
include(${CMAKE_CURRENT_LIST_DIR}/needs_documents.cmake)
if(PP_SKIP)
  return()
endif()
unset(ENV{SOURCE_DATE_EPOCH})
file(REMOVE_RECURSE ${WORK})
get_filename_component(docname ${DOC} NAME)
file(MAKE_DIRECTORY ${WORK}/shared/seeds)
file(READ ${PLAN} plan)
file(READ ${DOC} doc)
set(words "standardni balicek 52 karet bez Zolika")
if(CASE STREQUAL "quote")
  string(REPLACE "${words}" "standardni balicek 54 karet bez Zolika" plan "${plan}")
else()
  string(REPLACE "balicek 52 karet" "balicek 54 karet" doc "${doc}")
endif()
file(WRITE ${WORK}/plan.yaml "${plan}")
file(WRITE ${WORK}/shared/seeds/${docname} "${doc}")
# the line of the quote in the plan
string(FIND "${plan}" "deck: {lines: [81, 82]" at)
string(SUBSTRING "${plan}" 0 ${at} before)
string(REGEX MATCHALL "\n" newlines "${before}")
list(LENGTH newlines line)
math(EXPR line "${line} + 1")
execute_process(COMMAND ${CLI} check ${WORK}/plan.yaml --format text
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
execute_process(COMMAND ${CLI} check ${WORK}/plan.yaml --format sarif
                  --output ${WORK}/report.sarif OUTPUT_QUIET ERROR_QUIET)
set(problems "")
if(NOT rc EQUAL 1)
  string(APPEND problems "exit code ${rc}, expected 1\n")
endif()
set(want "plan.yaml:${line}:[0-9]+: shared/seeds/${docname}:81: error: poker-club: the quote is not at shared/seeds/${docname}:81-82: the document does not have it \\[PP-DOC-003\\]")
if(NOT out MATCHES "${want}")
  string(APPEND problems "stdout does not match: ${want}\n")
endif()
if(CASE STREQUAL "document" AND NOT out MATCHES "plan.yaml:[0-9]+:[0-9]+: shared/seeds/${docname}: error: document `leaflet` \\(shared/seeds/${docname}\\) is not the one the plan encodes: its SHA-256 is [0-9a-f]+, the plan declares 00ac596f[0-9a-f]+ \\[PP-DOC-001\\]")
  string(APPEND problems "no PP-DOC-001 for the edited document\n")
endif()
file(READ ${WORK}/report.sarif sarif)
if(NOT sarif MATCHES "\"relatedLocations\": \\[[^]]*\"uri\": \"shared/seeds/${docname}\"[^]]*\"startLine\": 81,")
  string(APPEND problems "the SARIF log has no related location at the document's line 81\n")
endif()
if(problems)
  message(FATAL_ERROR "${problems}--- stdout:\n${out}\n--- stderr:\n${err}")
endif()
