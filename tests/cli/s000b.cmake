# seed-000's second half anchored to its document (issue 12, worker
# s000b): every figure of the lines each game cites is encoded or listed
# in `not_encoded`.  Ultimate Texas Hold'em's parameters row is the
# document's last line, which has no newline: its figures are accounted
# for only if that line is read and its anchors are found there.
# Included by tests/CMakeLists.txt (globbed).
foreach(pair
    "casino-five-card|74" "russian-poker|142" "easy-holdem|65" "banco-poker|117"
    "grand-poker|41" "ultimate-texas-holdem|101" "black-jack|55" "pontoon|61"
    "black-jack-perfect-pairs|74" "poker-room|1490")
  string(REPLACE "|" ";" parts "${pair}")
  list(GET parts 0 game)
  list(GET parts 1 figures)
  pp_cli_test(s000b_seed_000_coverage_${game} EXIT 1
    STDOUT "\n[a-z]+ +${game} \\([^\n]*. document figures accounted for: ${figures} of ${figures}\n"
    ARGS check fixtures/plans/seed-000.yaml)
endforeach()
# The last line's row is encoded: the game has its parameters table and
# both declared maximum wins follow from it (no error, no failure).
pp_cli_test(s000b_seed_000_uth_parameters_row EXIT 1
  STDOUT "\n[a-z]+ +ultimate-texas-holdem \\(Ultimate Texas Hold'em, plan 10.21\\): [0-9]+ passed, 0 failed,"
  ARGS check fixtures/plans/seed-000.yaml)
