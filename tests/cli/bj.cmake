# --exact-main from the command line: `check` runs the heavy main-game
# analyses only when asked (PP-BJ-015 counts as one more check per
# twenty-one game), and `diff` does not take the option.  Included by
# tests/CMakeLists.txt.
pp_cli_test(exact_main_adds_the_shoe_check EXIT 0
  STDOUT "seed-001.yaml: 1 games, 36 checks"
  ARGS check fixtures/plans/seed-001.yaml --exact-main --fail-on never)
pp_cli_test(exact_main_off_by_default EXIT 0
  STDOUT "seed-001.yaml: 1 games, 35 checks"
  ARGS check fixtures/plans/seed-001.yaml --fail-on never)
pp_cli_test(exact_main_not_for_diff EXIT 64
  STDERR "unknown option `--exact-main`"
  ARGS diff fixtures/revisions/roulette-straight/old.yaml
       fixtures/revisions/roulette-straight/new.yaml --exact-main)
# Seconds of CPU, more on a loaded or sanitised build: more than the
# minute pp_cli_test allows a hang.
set_tests_properties(cli.exact_main_adds_the_shoe_check PROPERTIES TIMEOUT 600)
# Optimised build only (CI's first pass): under the sanitisers the shoe
# takes minutes, and the engine's own unit tests run there already.
set_tests_properties(cli.exact_main_adds_the_shoe_check PROPERTIES LABELS "cli;slow")
# The whole --exact-main path on a one-deck shoe (under a second optimised,
# seconds under the sanitisers), so every build runs the engine through
# the report: the figure, the strategy table, XSD-valid XML.
pp_cli_test(exact_main_one_deck EXIT 0
  STDOUT "ruleId=\"PP-BJ-015\" status=\"pass\".*On the plan's 1-deck shoe the main game returns [0-9.]+% under the composition-dependent strategy.*<table id=\"main-strategy\""
  ARGS check fixtures/defects/blackjack-pairs-one-deck.yaml --exact-main --fail-on never
       --format xml --output -)
set_tests_properties(cli.exact_main_one_deck PROPERTIES TIMEOUT 600)
