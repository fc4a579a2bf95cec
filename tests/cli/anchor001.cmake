# seed-001 anchored to its document (issue 12): the text report's finding
# lines carry the document location after the plan's, and the terminal
# colours still find the diagnostic word after both.  Included by
# tests/CMakeLists.txt (globbed).
string(ASCII 27 anchor001_esc)
pp_cli_test(anchor001_document_location_in_colour EXIT 1
  STDOUT "${anchor001_esc}.1mfixtures/plans/seed-001.yaml:[0-9]+:[0-9]+: shared/seeds/001_adea51dbeb5c742b.txt:29: ${anchor001_esc}.0m${anchor001_esc}.1.31merror${anchor001_esc}.0m: black-jack: the plan states blackjack twice"
  ARGS check fixtures/plans/seed-001.yaml --color=always)
# Every figure of the document's 62 lines is encoded or set aside.
pp_cli_test(anchor001_seed_001_coverage EXIT 1
  STDOUT "document figures accounted for: 25 of 25\n.*\ncoverage: 25 of 25 figures"
  ARGS check fixtures/plans/seed-001.yaml)
