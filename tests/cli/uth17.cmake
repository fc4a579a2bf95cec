# CLI cases of the hold'em main-game engine (PP-POKER-007 for hold'em
# games, checker/poker/holdem_optimal*.c).  Included by tests/CMakeLists.txt
# (the glob includes this file after figures.cmake).

# The standard UTH rule set through the check and the XML report: the
# finding passes with the Wizard of Odds' 2.185 %, its strategy and the
# main-holdem table.  About 30 s of CPU: optimised build only (`slow`).
pp_cli_test(holdem_exact_main_uth EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"pass\".*Under the optimal strategy the house edge is 2.1850% of the ante.*<table id=\"main-holdem\""
  ARGS check fixtures/defects/poker-holdem-clean.yaml --exact-main --fail-on never
       --format xml --output -)
set_tests_properties(cli.holdem_exact_main_uth PROPERTIES LABELS "cli;slow" TIMEOUT 600)

# `figures seed-000 --exact-main` now also prices the seed's three
# UTH-shaped games (two rule sets, about 30 s of CPU each): more than the
# minute pp_cli_test allows a hang.
set_tests_properties(cli.figures_exact_main PROPERTIES TIMEOUT 600)
