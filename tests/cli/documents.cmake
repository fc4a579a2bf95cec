# SPDX-License-Identifier: Apache-2.0
# The plan against the document it encodes (checker/core/doc_*.c), from
# the command line: a quote edited in a copy of a plan fixture, and the
# document edited under a plan, each give a located finding
# (cmake/doc_edits.cmake); finding lines carry the document location after
# the plan's; every figure of the lines each game cites is encoded or set
# aside (the coverage of seeds 000, 001 and 004).  Included by
# tests/CMakeLists.txt (globbed).
# Seed 004's document, from the build's folder of documents (PP_DOCUMENTS,
# tests/CMakeLists.txt); without one these two tests are skipped.
set(pp_seed004 ${PP_DOCUMENTS}/004_04103b4e7f027775.txt)
foreach(case quote document)
  add_test(NAME cli.doc_edited_${case}
           COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:planproof_cli>
                   -DPLAN=${PROJECT_SOURCE_DIR}/fixtures/plans/seed-004.yaml
                   -DDOC=${pp_seed004}
                   -DWORK=${PP_OUT}/doc-edited-${case} -DCASE=${case}
                   -P ${PROJECT_SOURCE_DIR}/cmake/doc_edits.cmake
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cli.doc_edited_${case} PROPERTIES LABELS cli)
endforeach()
pp_cli_test(doc_anchors_explained EXIT 0 STDOUT "PP-DOC-003: Every anchored quote is found at its lines"
  ARGS explain PP-DOC-003)
# The summary line counts the encoded figures and the ones set aside apart;
# the share is of the encoded ones.
pp_cli_test(doc_seed_004_coverage EXIT 0
  STDOUT "coverage: 12 of 116 encoded \\(10.3 %\\), 104 set aside as not encoded, 0 neither \\(the figures in the document lines the games cite\\)\n"
  ARGS check fixtures/plans/seed-004.yaml --fail-on error)

# --- seed 001: the document location in the text report -----------------------
# The text report's finding lines carry the document location after the
# plan's, and the terminal colours still find the diagnostic word after both.
string(ASCII 27 doc_esc)
pp_cli_test(doc_seed_001_location_in_colour EXIT 1
  STDOUT "${doc_esc}.1mfixtures/plans/seed-001.yaml:[0-9]+:[0-9]+: shared/seeds/001_adea51dbeb5c742b.txt:29: ${doc_esc}.0m${doc_esc}.1.31merror${doc_esc}.0m: black-jack: the plan states blackjack twice"
  ARGS check fixtures/plans/seed-001.yaml --color=always)
# Every figure of the document's 62 lines is encoded or set aside.
pp_cli_test(doc_seed_001_coverage EXIT 1
  STDOUT "document figures: 13 of 25 encoded \\(52.0 %\\), 12 set aside as not encoded\n.*\ncoverage: 13 of 25 encoded \\(52.0 %\\), 12 set aside as not encoded, 0 neither"
  ARGS check fixtures/plans/seed-001.yaml)

# --- seed 000: every game's cited lines accounted for ---------------------------
# Ultimate Texas Hold'em's parameters row is the document's last line, which
# has no newline: its figures are accounted for only if that line is read
# and its anchors are found there.
# Each game's figures: all, encoded, set aside (the two add up to all).
foreach(pair
    "casino-five-card|74|27|47" "russian-poker|142|87|55" "easy-holdem|65|9|56"
    "banco-poker|117|62|55" "grand-poker|41|33|8" "ultimate-texas-holdem|101|46|55"
    "black-jack|55|29|26" "pontoon|61|27|34" "black-jack-perfect-pairs|74|45|29"
    "poker-room|1490|955|535")
  string(REPLACE "|" ";" parts "${pair}")
  list(GET parts 0 game)
  list(GET parts 1 figures)
  list(GET parts 2 encoded)
  list(GET parts 3 aside)
  math(EXPR sum "${encoded} + ${aside}")
  if(NOT sum EQUAL figures)
    message(FATAL_ERROR "${game}: ${encoded} + ${aside} is not ${figures}")
  endif()
  pp_cli_test(doc_seed_000_coverage_${game} EXIT 1
    STDOUT "\n[a-z]+ +${game} \\([^\n]*. document figures: ${encoded} of ${figures} encoded \\([0-9.]+ %\\), ${aside} set aside as not encoded\n"
    ARGS check fixtures/plans/seed-000.yaml)
endforeach()
# The last line's row is encoded: the game has its parameters table and
# both declared maximum wins follow from it (no error, no failure).
pp_cli_test(doc_seed_000_uth_row_on_last_line EXIT 1
  STDOUT "\n[a-z]+ +ultimate-texas-holdem \\(Ultimate Texas Hold'em, plan 10.21\\): [0-9]+ passed, 0 failed,"
  ARGS check fixtures/plans/seed-000.yaml)
# The poker room cites 10.12 POKER - PRAVIDLA HER, the rules of the games
# played in the room (lines 1536-2467), before its cash game (10.13) and
# tournaments (10.14): its anchor starts at 10.12 and its 1490 figures of
# 1536-2901 are accounted for (the pass of PP-DOC-006 names the lines the
# game cites).  The variants read from 10.12 are checked against their
# decks in poker_room.cmake.
pp_cli_test(doc_seed_000_poker_room_cites_10_12 EXIT 1
  STDOUT "<message>all 1490 figures of [^<]*000_1af51744837032be.txt:1536-2901 are accounted for: 955 encoded, 535 listed as not encoded</message>"
  ARGS check fixtures/plans/seed-000.yaml --format xml)
