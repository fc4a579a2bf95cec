# --exact-main from the command line: `check` runs the heavy main-game
# analyses only when asked (PP-BJ-015 counts as one more check per
# twenty-one game, with the return held to 100 % and to the policy:
# PP-RTP-001 and PP-RTP-002), and `diff` does not take the option.  Included by
# tests/CMakeLists.txt.
pp_cli_test(exact_main_adds_the_shoe_check EXIT 0
  STDOUT "seed-001.yaml: 1 games, 38 checks"
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
# A main game that returns 100 % or more on the plan's shoe is an error
# (PP-RTP-001), as for any bet: this Pontoon pays a pontoon 2:1 and the
# five-card trick 3:2 on every stake.  The figure is the engine's (checked
# against brute force in test_pontoon_cdp); a quarter of a second optimised.
pp_cli_test(exact_main_player_advantage EXIT 1
  STDOUT "error: pontoon: bet `main game on the plan's shoe` returns 100.3332% of stakes \\(RTP 107466247450400598236421086022242097371/107109309535695563657791397609832390000\\), at least 100%: players win on average \\[PP-RTP-001\\]"
  ARGS check fixtures/defects/pontoon-clean.yaml --exact-main)
set_tests_properties(cli.exact_main_player_advantage PROPERTIES TIMEOUT 600)
