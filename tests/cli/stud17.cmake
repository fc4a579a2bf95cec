# CLI cases of the stud main-game engine (PP-POKER-007 for stud games,
# checker/poker/stud_optimal*.c).  Included by tests/CMakeLists.txt's glob.
# Seed 000's four stud games are pinned in
# tests/unit/test_stud_optimal_seed_slow.c; these run the CLI path.

# A standard Caribbean rule set that offers a one-card exchange for one
# ante: with the dealer's cards unseen the exchange is optimised
# (stud_exchange.c, its figure pinned in test_stud_exchange_slow.c), with
# one dealer card seen it is declined: the Wizard of Odds' 5.2243 %, called
# a lower bound, the option named in the evidence both ways.
# About 10 s of CPU: optimised build only (`slow`).
pp_cli_test(stud_exact_main_exchange EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"pass\".*with the dealer's cards unseen \\(keep the five cards or exchange one, `Exchange one card` for 1 ante, then raise or fold\\) the house edge is 1.2277% of the ante; with one dealer card seen the exchange is not optimised: declining it and raising or folding optimally on the five cards dealt, the house edge is 5.2243%, a lower bound of that variant's optimal return.*<evidence name=\"options_optimised\" exact=\"Exchange one card \\(dealer's cards unseen\\)\"/><evidence name=\"options_declined\" exact=\"Exchange one card \\(one dealer card seen\\)\"/>.*<table id=\"main-stud\" title=\"Main game: exact return, the one-card exchange optimised with the dealer's cards unseen, declined with one seen\">"
  ARGS check fixtures/defects/poker-stud-clean.yaml --exact-main --fail-on never
       --format xml --output -)
set_tests_properties(cli.stud_exact_main_exchange PROPERTIES LABELS "cli;slow"
  TIMEOUT 600)

# The same figures in the PAR sheet: the return per ante of each variant.
pp_cli_test(stud_exact_main_figures EXIT 0
  STDOUT "\n  main game, dealer's cards unseen +main +98.7723 +1.2277 +- +- +-\n  main game, one dealer card seen +main +94.7757 +5.2243 +- +- +-\n"
  ARGS figures fixtures/defects/poker-stud-clean.yaml --exact-main)
set_tests_properties(cli.stud_exact_main_figures PROPERTIES LABELS "cli;slow" TIMEOUT 600)
