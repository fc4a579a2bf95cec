# Pontoon's "net win of 100 % of the original stake" priced both ways
# (issue 17, worker pont2): with --exact-main, PP-BJ-015 gives the return
# with a win paid on every stake and, read literally, on the original
# stake only, each with its strategy table, the XML valid.  The figures
# are pinned in test_pontoon_cdp_slow.c (seed 000, checked by brute
# force); here the report's wording and tables.  Under a second
# optimised, seconds under the sanitisers.  Included by
# tests/CMakeLists.txt (globbed).
pp_cli_test(pont2_literal_win_reading EXIT 1
  STDOUT "ruleId=\"PP-BJ-015\" status=\"pass\".*Paying an ordinary win on the original stake only, the bought stakes returned \\(the format does not state on which stakes a win is paid\\), it returns [0-9.]+%: a house edge of [0-9.]+%\\..*<evidence name=\"rtp_win_on_original_stake\".*<table id=\"main-strategy-win-on-original-stake\""
  ARGS check fixtures/defects/pontoon-clean.yaml --exact-main --format xml --output -)
set_tests_properties(cli.pont2_literal_win_reading PROPERTIES TIMEOUT 600)
