# CLI cases of the stud main-game engine (PP-POKER-007 for stud games,
# checker/poker/stud_optimal*.c).  Included by tests/CMakeLists.txt's glob.
# Seed 000's four stud games are pinned in
# tests/unit/test_stud_optimal_seed_slow.c; these run the CLI path.

# A standard Caribbean rule set that offers a one-card exchange: priced
# with the exchange declined, the Wizard of Odds' 5.2243 % with one dealer
# card seen, called a lower bound, the option named in the evidence.
# About 5 s of CPU: optimised build only (`slow`).
pp_cli_test(stud_exact_main_options_declined EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"pass\".*every card option declined \\(Exchange one card\\), the house edge is 5.3163% of the ante when the dealer's cards are unseen, 5.2243% when the player sees one dealer card.*a lower bound of the optimal return, not the optimum.*<evidence name=\"options_declined\" exact=\"Exchange one card\"/>.*<table id=\"main-stud\" title=\"Main game: exact return under the optimal raise/fold strategy, card options declined\">"
  ARGS check fixtures/defects/poker-stud-clean.yaml --exact-main --fail-on never
       --format xml --output -)
set_tests_properties(cli.stud_exact_main_options_declined PROPERTIES LABELS "cli;slow"
  TIMEOUT 600)

# The same figures in the PAR sheet: the return per ante of each variant.
pp_cli_test(stud_exact_main_figures EXIT 0
  STDOUT "\n  main game, one dealer card seen +main +94.7757 +5.2243 +- +- +-\n"
  ARGS figures fixtures/defects/poker-stud-clean.yaml --exact-main)
set_tests_properties(cli.stud_exact_main_figures PROPERTIES LABELS "cli;slow" TIMEOUT 600)
