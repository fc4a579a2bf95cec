# SPDX-License-Identifier: Apache-2.0
# --exact-main from the command line: `check` and `figures` run the heavy
# main-game analyses only when asked (PP-BJ-015 for Black Jack and Pontoon,
# PP-POKER-007 for stud and hold'em games, one more check per game, with
# the return held to 100 % and to the policy: PP-RTP-001 and PP-RTP-002),
# and `diff` does not take the option.  The engines' figures are pinned by
# their unit tests, which compute them; these tests check what the command
# makes of them (the finding's words, the tables, the PAR sheet's rows).
# Included by tests/CMakeLists.txt (globbed).
#
# The tests here share one result cache (PLANPROOF_CACHE_DIR), emptied once
# per run of the suite by cli.exact_main_cache_emptied, so a figure that
# several of them print is computed by the first and read by the others
# (DEPENDS orders each pair).  tests/cli/cache.cmake tests the cache itself
# in a folder of its own; every other test runs without one.
set(pp_exact_main_cache ${PP_OUT}/exact-main-cache)
add_test(NAME cli.exact_main_cache_emptied
         COMMAND ${CMAKE_COMMAND} -E rm -rf ${pp_exact_main_cache})
set_tests_properties(cli.exact_main_cache_emptied PROPERTIES LABELS cli
                     FIXTURES_SETUP exact_main_cache)
# pp_exact_main_test(NAME [slow] [AFTER test] ...): pp_cli_test's
# arguments; the test reads and writes the shared cache, runs after test
# AFTER (a name without the cli. prefix) when both are run, and with
# `slow` belongs to the slow tier.
function(pp_exact_main_test name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "SLOW" "AFTER" "")
  pp_cli_test(${name} ${arg_UNPARSED_ARGUMENTS})
  set_tests_properties(cli.${name} PROPERTIES FIXTURES_REQUIRED exact_main_cache
                       ENVIRONMENT PLANPROOF_CACHE_DIR=${pp_exact_main_cache})
  if(arg_SLOW)
    set_tests_properties(cli.${name} PROPERTIES LABELS "cli;slow")
  endif()
  if(arg_AFTER)
    set_tests_properties(cli.${name} PROPERTIES DEPENDS cli.${arg_AFTER})
  endif()
endfunction()

pp_cli_test(exact_main_off_by_default EXIT 0
  STDOUT "seed-001.yaml: 1 games, 38 checks"
  ARGS check fixtures/plans/seed-001.yaml --fail-on never)
pp_cli_test(exact_main_not_for_diff EXIT 64
  STDERR "unknown option `--exact-main`"
  ARGS diff fixtures/revisions/roulette-straight/old.yaml
       fixtures/revisions/roulette-straight/new.yaml --exact-main)

# --- Black Jack (PP-BJ-015) ----------------------------------------------------------
# Seed 001's six-deck shoe, with its document: three more checks than
# without --exact-main (PP-BJ-015, PP-RTP-001 and PP-RTP-002).
pp_exact_main_test(exact_main_adds_the_shoe_check SLOW EXIT 0
  STDOUT "seed-001.yaml: 1 games, 41 checks"
  ARGS check fixtures/plans/seed-001.yaml --exact-main --fail-on never)
# The whole --exact-main path on a one-deck shoe (under a second optimised,
# seconds under the sanitisers), so every build runs the engine through
# the report: the figure, the strategy table, XSD-valid XML.
pp_exact_main_test(exact_main_one_deck EXIT 0
  STDOUT "ruleId=\"PP-BJ-015\" status=\"pass\".*On the plan's 1-deck shoe the main game returns [0-9.]+% under the composition-dependent strategy.*<table id=\"main-strategy\""
  ARGS check fixtures/defects/blackjack-pairs-one-deck.yaml --exact-main --fail-on never
       --format xml --output -)

# A shoe the plan does not state: the return cannot be computed, said as
# not applicable with the reason, and the PAR sheet's row says why.
pp_cli_test(exact_main_no_decks EXIT 0
  STDOUT "ruleId=\"PP-BJ-015\" status=\"notapplicable\".*<message>the plan does not state the decks \\(PP-BJ-001\\)"
  ARGS check fixtures/defects/blackjack-no-decks.yaml --exact-main --fail-on never
       --format xml --output -)
pp_cli_test(exact_main_no_decks_figures EXIT 0
  STDOUT "main game[^\n]*PP-BJ-015 is not applicable"
  ARGS figures fixtures/defects/blackjack-no-decks.yaml --exact-main)

# --- Pontoon (PP-BJ-015) --------------------------------------------------------------
# A main game that returns 100 % or more on the plan's shoe is an error
# (PP-RTP-001), as for any bet: this Pontoon pays a pontoon 2:1 and the
# five-card trick 3:2 on every stake.  The figure is the engine's (checked
# against brute force in test_pontoon_cdp); a quarter of a second optimised.
pp_exact_main_test(exact_main_player_advantage EXIT 1
  STDOUT "error: pontoon: bet `main game on the plan's shoe` returns 100.3332% of stakes \\(RTP 107466247450400598236421086022242097371/107109309535695563657791397609832390000\\), at least 100%: players win on average \\[PP-RTP-001\\]"
  ARGS check fixtures/defects/pontoon-clean.yaml --exact-main)
# Pontoon's "net win of 100 % of the original stake" priced both ways:
# PP-BJ-015 gives the return with a win paid on every stake and, read
# literally, on the original stake only, each with its strategy table, the
# XML valid.  The figures are pinned in test_pontoon_cdp_slow.c (seed 000,
# checked by brute force); here the report's wording and tables.
pp_exact_main_test(exact_main_pontoon_win_on_original_stake AFTER exact_main_player_advantage
  EXIT 1
  STDOUT "ruleId=\"PP-BJ-015\" status=\"pass\".*Paying an ordinary win on the original stake only, the bought stakes returned \\(the format does not state on which stakes a win is paid\\), it returns [0-9.]+%: a house edge of [0-9.]+%\\..*<evidence name=\"rtp_win_on_original_stake\".*<table id=\"main-strategy-win-on-original-stake\""
  ARGS check fixtures/defects/pontoon-clean.yaml --exact-main --format xml --output -)

# --- stud games (PP-POKER-007, checker/poker/stud_optimal*.c) -------------------------
# Seed 000's four stud games are pinned in tests/unit/test_stud_optimal_seed_slow.c;
# these run the CLI path.  A standard Caribbean rule set that offers a
# one-card exchange for one ante, the dealt view left open: the exchange
# is optimised in both views (stud_exchange.c and stud_exchange_up.c,
# their figures pinned in test_stud_exchange_slow.c and
# test_stud_exchange_up_slow.c), both figures readings, the option named
# optimised.
pp_exact_main_test(exact_main_stud_exchange SLOW EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"pass\".*Under the optimal strategy \\(keep the five cards or exchange one, `Exchange one card` for 1 ante, then raise or fold\\) the house edge is 1.2277% of the ante when the dealer's cards are unseen, 1.0372% when the player sees one dealer card \\(the plan does not say whether a dealer card is dealt face up, so both are readings\\).*<evidence name=\"options_optimised\" exact=\"Exchange one card\"/>\n *<evidence name=\"options_declined\" exact=\"none\"/>.*<table id=\"main-stud\" title=\"Main game: exact return, the one-card exchange optimised\">"
  ARGS check fixtures/defects/poker-stud-clean.yaml --exact-main --fail-on never
       --format xml --output -)
# The same figures in the PAR sheet: the return per ante of each variant.
pp_exact_main_test(exact_main_stud_figures SLOW AFTER exact_main_stud_exchange EXIT 0
  STDOUT "\n  main game, dealer's cards unseen +main +98.7723 +1.2277 +- +- +-\n  main game, one dealer card seen +main +98.9628 +1.0372 +- +- +-\n"
  ARGS figures fixtures/defects/poker-stud-clean.yaml --exact-main)
# Its rules are Banco poker's in seed 000 (the same words, the same price):
# the seed's stud test, which pins them, keeps its results in the suite's
# cache (and reads them back), and this test then reads them: the two
# exchange engines run once a suite.
if(TEST unit.test_stud_optimal_seed_slow)
  set_tests_properties(unit.test_stud_optimal_seed_slow PROPERTIES
    FIXTURES_REQUIRED exact_main_cache ENVIRONMENT PLANPROOF_CACHE_DIR=${pp_exact_main_cache})
  set_tests_properties(cli.exact_main_stud_exchange PROPERTIES
    DEPENDS unit.test_stud_optimal_seed_slow)
endif()

# --- hold'em games (PP-POKER-007, checker/poker/holdem_optimal*.c) ---------------------
# The standard UTH rule set through the check and the XML report: the
# finding passes with the Wizard of Odds' 2.185 %, its strategy and the
# main-holdem table.
pp_exact_main_test(exact_main_holdem_uth SLOW EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"pass\".*Under the optimal strategy the house edge is 2.1850% of the ante.*<table id=\"main-holdem\""
  ARGS check fixtures/defects/poker-holdem-clean.yaml --exact-main --fail-on never
       --format xml --output -)
# The figure itself is computed once per suite, by the slow unit test that
# pins it (test_holdem_optimal_slow.c prices this plan through the check
# into the shared cache); this test then reads it.
if(TEST unit.test_holdem_optimal_slow)
  set_tests_properties(unit.test_holdem_optimal_slow PROPERTIES
    FIXTURES_REQUIRED exact_main_cache ENVIRONMENT PLANPROOF_CACHE_DIR=${pp_exact_main_cache})
  set_tests_properties(cli.exact_main_holdem_uth PROPERTIES DEPENDS unit.test_holdem_optimal_slow)
endif()

# The PAR sheet's hold'em row, read from the shared cache (the figure is
# exact_main_holdem_uth's): the return per ante, no distribution.
pp_exact_main_test(exact_main_holdem_uth_figures SLOW AFTER exact_main_holdem_uth EXIT 0
  STDOUT "\n  main game +main +97.8150 +2.1850 +- +- +-\n"
  ARGS figures fixtures/defects/poker-holdem-clean.yaml --exact-main)

# --- the PAR sheet of seed 000's Black Jack ------------------------------------------------
# `figures --exact-main`: the main game's return on the plan's shoe
# (PP-BJ-015), RTP and house edge only.  The plan is seed 000 cut down to
# its head and its Black Jack game (written here at configure time, into
# the test output directory): the seed's stud and hold'em games would add
# two minutes of CPU that are not this test's (their figures are pinned in
# test_stud_optimal_seed_slow.c and test_holdem_optimal_slow.c).
set(pp_seed000 ${PROJECT_SOURCE_DIR}/fixtures/plans/seed-000.yaml)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${pp_seed000})
file(READ ${pp_seed000} pp_seed000_text)
string(FIND "${pp_seed000_text}" "\ngames:\n" pp_games_at)
string(FIND "${pp_seed000_text}" "\n  - id: black-jack\n" pp_bj_at)
if(pp_games_at LESS 0 OR pp_bj_at LESS 0)
  message(FATAL_ERROR "${pp_seed000}: no `games:` or no game `black-jack`")
endif()
math(EXPR pp_head_len "${pp_games_at} + 8")
string(SUBSTRING "${pp_seed000_text}" 0 ${pp_head_len} pp_head)
math(EXPR pp_bj_at "${pp_bj_at} + 1")
string(SUBSTRING "${pp_seed000_text}" ${pp_bj_at} -1 pp_bj)
string(FIND "${pp_bj}" "\n  - id: " pp_bj_end)
if(pp_bj_end GREATER_EQUAL 0)
  math(EXPR pp_bj_end "${pp_bj_end} + 1")
  string(SUBSTRING "${pp_bj}" 0 ${pp_bj_end} pp_bj)
endif()
set(pp_seed000_bj ${PP_OUT}/seed-000-black-jack.yaml)
file(WRITE ${pp_seed000_bj} "${pp_head}${pp_bj}")
pp_exact_main_test(exact_main_figures_seed_000_black_jack SLOW EXIT 0
  STDOUT "\n  main game +main +99.7367 +0.2633 +- +- +-\n"
  ARGS figures ${pp_seed000_bj} --exact-main)

# --- raise streets (PP-STREET-*) and the hold'em engine --------------------------------
# Streets the engine does not model: PP-POKER-007 is not applicable and
# says why, never a return for another game (no engine run: fast).
pp_exact_main_test(exact_main_holdem_streets_unmodelled EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"notapplicable\".*the engine cannot price the main game: the raise streets the plan states are not the Ultimate Texas hold'em reading the engine models"
  ARGS check fixtures/defects/holdem-streets-defect.yaml --exact-main --fail-on never
       --format xml --output -)
# UTH's own streets and fold (seed 000, 10.21) are the engine's reading:
# the same return as the plan that lists the sizes alone (read from the
# cache exact_main_holdem_uth fills).
pp_exact_main_test(exact_main_holdem_streets_uth SLOW AFTER exact_main_holdem_uth EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"pass\".*Under the optimal strategy the house edge is 2.1850% of the ante"
  ARGS check fixtures/defects/holdem-streets-clean.yaml --exact-main --fail-on never
       --format xml --output -)

# --- the dealt view (the stud dealer's face_up, issue 31) ---------------------------------
# One pair pays 49:40: the house keeps 0.0681 % of the ante with the
# dealer's cards unseen, the player gains 0.0239 % with one seen (the
# figures pinned in test_stud_dealt_view_slow.c).  Dealt with the last
# card face up the game's return is the seen figure, at least 100 %
# (PP-RTP-001), the unseen one only a comparison; the twin deals every
# card face down and passes.  The twin reads the figures the first priced.
pp_exact_main_test(exact_main_stud_dealt_view SLOW EXIT 1
  STDOUT "poker-stud-dealt-view.yaml:[0-9]+:[0-9]+: error: stud: bet `main game, as dealt, one dealer card seen, per ante` returns 100.0239% of stakes \\(RTP 237357043447/237300363300\\), at least 100%: players win on average \\[PP-RTP-001\\]"
  ARGS check fixtures/defects/poker-stud-dealt-view.yaml --exact-main)
pp_exact_main_test(exact_main_stud_dealt_view_clean SLOW AFTER exact_main_stud_dealt_view
  EXIT 0
  STDOUT "ruleId=\"PP-POKER-007\" status=\"pass\".*the house edge of the game as dealt \\(the dealer's cards unseen\\) is 0.0681% of the ante; for comparison only, not as dealt \\(one dealer card seen\\), it would be -0.0239%.*<evidence name=\"dealt_view\" exact=\"the plan deals the dealer's cards face down\"/>.*ruleId=\"PP-RTP-001\" status=\"pass\"[^>]*subject=\"main game, as dealt, dealer's cards unseen, per ante\""
  ARGS check fixtures/defects/poker-stud-dealt-view-clean.yaml --exact-main --format xml
       --output -)
