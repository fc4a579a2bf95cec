# SPDX-License-Identifier: Apache-2.0
# `planproof figures` (issue 15, item 4): the PAR sheet.  Every bet of
# every game of the bundled plans and of the defect plans, checked by
# tests/check_figures.py against a bet count derived from the plan, the
# JSON Schema reports/planproof-figures-1.schema.json, RFC 4180 CSV, and an
# independent recomputation of every figure from the outcomes.
set(PP_FIGURES_SCHEMA ${PROJECT_SOURCE_DIR}/reports/planproof-figures-1.schema.json)
file(GLOB figures_seed_plans RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/fixtures/plans/seed-*.yaml)
add_test(NAME cli.figures_seed_plans
  COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/check_figures.py ${PP_CLI}
          ${PP_FIGURES_SCHEMA} ${figures_seed_plans}
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
file(GLOB figures_defect_plans RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/fixtures/defects/*.yaml)
add_test(NAME cli.figures_defect_plans
  COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/check_figures.py ${PP_CLI}
          ${PP_FIGURES_SCHEMA} ${figures_defect_plans}
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.figures_seed_plans cli.figures_defect_plans
  PROPERTIES LABELS cli)

# Text: the header, the rounding named, single-number roulette's row.
pp_cli_test(figures_text EXIT 0
  STDOUT "^PAR sheet of fixtures/plans/seed-000.yaml\nRounding: [^\n]*standard deviation: the square root of the exact variance, rounded half-even to 6 places.\n.*\n  straight +main +97.2973 +2.7027 +2.7027 +34.080351 +5.837838\n"
  ARGS figures fixtures/plans/seed-000.yaml)
# A bet whose return depends on decisions says so instead of a number.
pp_cli_test(figures_decisions_not_computed EXIT 0
  STDOUT "\n    Ante: its return depends on the player's decisions"
  ARGS figures fixtures/plans/seed-000.yaml --format text)
pp_cli_test(figures_csv_header EXIT 0
  STDOUT "\\r\\n\\r\\ngame,game_name,family,bet,kind,rtp,rtp_percent,house_edge,house_edge_percent,hit_frequency,hit_frequency_percent,variance,variance_decimal,standard_deviation,standard_deviation_decimal,rounding,outcomes,not_computed,max_win_per_limits_row\\r\\neuropean-roulette,"
  ARGS figures fixtures/plans/seed-000.yaml --format csv)
pp_cli_test(figures_json_to_file EXIT 0 NO_STDOUT
  ARGS figures fixtures/plans/seed-001.yaml --format=json --output ${PP_OUT}/figures-001.json)
pp_cli_test(figures_help EXIT 0 STDOUT "^usage: planproof figures PLAN"
  ARGS figures --help)

# Usage errors exit 64; a plan that cannot be loaded exits 2, located.
pp_cli_test(figures_bad_format EXIT 64 STDERR "unknown figures format `xlsx`"
  ARGS figures fixtures/plans/seed-000.yaml --format xlsx)
pp_cli_test(figures_format_needs_value EXIT 64 STDERR "--format needs a value"
  ARGS figures fixtures/plans/seed-000.yaml --format)
pp_cli_test(figures_no_plan EXIT 64 STDERR "figures needs a plan" ARGS figures)
pp_cli_test(figures_two_plans EXIT 64 STDERR "figures takes one plan"
  ARGS figures fixtures/plans/seed-000.yaml fixtures/plans/seed-001.yaml)
pp_cli_test(figures_unknown_option EXIT 64 STDERR "unknown option `--fail-on`"
  ARGS figures fixtures/plans/seed-000.yaml --fail-on never)
pp_cli_test(figures_output_is_input EXIT 64 STDERR "refusing to overwrite"
  ARGS figures fixtures/plans/seed-000.yaml --output fixtures/plans/seed-000.yaml)
pp_cli_test(figures_unloadable_plan EXIT 2 NO_STDOUT
  STDERR "fixtures/bad/unknown-key.yaml:10:33: error: unknown key"
  ARGS figures fixtures/bad/unknown-key.yaml --format csv)
pp_cli_test(figures_missing_plan EXIT 2 NO_STDOUT STDERR "error"
  ARGS figures fixtures/plans/no-such-plan.yaml)

# `figures --exact-main`: tests/cli/exact_main.cmake.

# --- the PAR sheet a lab signs (issue 29) ---------------------------------------------------
# The whole text sheet of a small plan: header (plan, file SHA-256, tool,
# policy, strategy assumptions), bets, exact figures, outcomes with their
# combinations and contributions to the RTP, max win.
pp_golden_test(figures_wheel_text FORMAT text EXPECTED figures-wheel-clean.txt EXIT 0
  ARGS figures fixtures/defects/wheel-clean.yaml)
# Baccarat's outcomes: counts out of the bet's combinations, contributions
# to the RTP, and the commission win.
pp_cli_test(figures_baccarat_outcomes EXIT 0
  STDOUT "\n  Banker +win, commission charged +[0-9]+ of [0-9]+ +[0-9]+/[0-9]+ +0\\.[0-9]+ +0\\.95 +0\\.[0-9]+ +[0-9]+/[0-9]+\n"
  ARGS figures fixtures/defects/baccarat-clean.yaml)
# A bet whose outcomes are not enumerated says so in its outcome row.
pp_cli_test(figures_not_enumerated_row EXIT 0
  STDOUT "\n  main game +not enumerated \\(see above\\) +- +- +- +- +- +-\n"
  ARGS figures fixtures/defects/blackjack-clean.yaml)
# The header names the plan, the digest, the tool, the policy; the CSV
# begins with it as field,value rows, then the bets, then the outcomes.
pp_cli_test(figures_header_text EXIT 0
  STDOUT "\n  Plan id: +gelp-live-games\n  Plan title: +Herní plán GELP s.r.o. — živé hry\n  Plan version: +signed 2025-02-12\n  Plan date: +2025-02-12\n  Plan file: +fixtures/plans/seed-000.yaml\n  Plan file SHA-256: +[0-9a-f]+\n  Tool: +planproof\n  Tool version: +[0-9.]+\n  Policy: +planproof default\n  Policy file: +built-in default\n\nStrategy assumptions:\n  european-roulette: +none: the bet settles without player decisions[^\n]*\n.*  black-jack: +[^\n]*not computed without --exact-main\n"
  ARGS figures fixtures/plans/seed-000.yaml)
pp_cli_test(figures_csv_sections EXIT 0
  STDOUT "^field,value\\r\\nplan_id,defect\\r\\n.*\\r\\npolicy_file,built-in default\\r\\n.*\\r\\n\\r\\ngame,game_name,.*,max_win_per_limits_row\\r\\n.*\\r\\n\\r\\ngame,bet,outcome,combinations,combinations_of,probability,probability_decimal,net,return_contribution,return_contribution_decimal,net_contribution,net_contribution_decimal,rounding,combinations_basis\\r\\nwheel,1x,`1x` comes up,5,11,5/11,0.4545454545,1,10/11,0.9090909091,5/11,0.4545454545,half-even,"
  ARGS figures fixtures/defects/wheel-clean.yaml --format csv)
# --policy FILE: the policy in force is named in the header, in every format.
pp_cli_test(figures_policy_named EXIT 0
  STDOUT "\n  Policy: +Example strict policy\n  Policy file: +fixtures/policies/strict.yaml\n"
  ARGS figures fixtures/defects/wheel-clean.yaml --policy fixtures/policies/strict.yaml)
pp_cli_test(figures_policy_json EXIT 0
  STDOUT "\"policy\": \"Example strict policy\",\n +\"policy_file\": \"fixtures/policies/strict.yaml\""
  ARGS figures fixtures/defects/wheel-clean.yaml --policy=fixtures/policies/strict.yaml
       --format json)
pp_cli_test(figures_policy_invalid EXIT 2 NO_STDOUT
  STDERR "fixtures/policies/bad-float.yaml:5:24: error: `below: 0.85` is a bare YAML number"
  ARGS figures fixtures/defects/wheel-clean.yaml --policy fixtures/policies/bad-float.yaml)
pp_cli_test(figures_policy_twice EXIT 64 STDERR "--policy may be given once"
  ARGS figures fixtures/defects/wheel-clean.yaml --policy fixtures/policies/strict.yaml
       --policy fixtures/policies/none.yaml)
pp_cli_test(figures_output_is_policy EXIT 64 STDERR "refusing to overwrite"
  ARGS figures fixtures/defects/wheel-clean.yaml --policy fixtures/policies/strict.yaml
       --output fixtures/policies/strict.yaml)

# `figures --exact-main` on seed 000's Black Jack alone (the plan cut down
# in exact_main.cmake, about 1.5 s of CPU): beside the composition-
# dependent row (return only) a row for the same strategy with pairs never
# split, whose variance and standard deviation are exact
# (cd_return_moments, checked against a brute force in
# test_blackjack_moments.c).  `check --exact-main` does not compute it.
pp_exact_main_test(figures_black_jack_no_split_variance EXIT 0
  STDOUT "\n  main game, pairs never split +main +99\\.1993 +0\\.8007 +- +1\\.151518 +1\\.073088\n"
  ARGS figures ${pp_seed000_bj} --exact-main)
# After the text sheet: the figures it put in the shared cache are read,
# not computed again (a third of the CPU).
pp_exact_main_test(figures_black_jack_no_split_variance_json
  AFTER figures_black_jack_no_split_variance EXIT 0
  STDOUT "\"bet\": \"main game, pairs never split\".*\"variance\": {[ \n]*\"exact\": \"171073371082439172447452133806864252845999788036108970897293027463515434329986712484438669/148563351520179477989855896795613747377542006070931297591757557918126455540683625814062500\""
  ARGS figures ${pp_seed000_bj} --exact-main --format json)

# Several sheets from one run: one --format for each --output, in pairs
# (they were silently one, the last, before); without --format an output's
# extension names its format, and a --format it contradicts is refused.
set(pp_figures_out ${PP_OUT}/figures-several)
pp_cli_wrapped(figures_several_outputs EXIT 0
  STDOUT "^\\{\n  \"planproof_figures\": 1,.*\nfield,value\\r\\n.*\nPAR sheet of fixtures/defects/dice-clean.yaml\n"
  ARGS sh -c "rm -rf \"$2\" && mkdir -p \"$2\" && \"$1\" figures fixtures/defects/dice-clean.yaml --format json --output \"$2/a\" --format csv --output \"$2/b\" --format text --output \"$2/c\" && cat \"$2/a\" \"$2/b\" \"$2/c\""
       sh ${PP_CLI} ${pp_figures_out})
pp_cli_wrapped(figures_format_of_extension EXIT 0
  STDOUT "^\\{\n  \"planproof_figures\": 1,"
  ARGS sh -c "rm -rf \"$2\" && mkdir -p \"$2\" && \"$1\" figures fixtures/defects/dice-clean.yaml --output \"$2/sheet.json\" && cat \"$2/sheet.json\""
       sh ${PP_CLI} ${pp_figures_out}-ext)
pp_cli_test(figures_extension_contradicts EXIT 64
  STDERR "`[^`]*sheet.json` names another format than --format csv"
  ARGS figures fixtures/defects/dice-clean.yaml --format csv --output ${PP_OUT}/sheet.json)
pp_cli_test(figures_formats_and_outputs_pair EXIT 64
  STDERR "give one --format for each --output \\(2 formats, 1 outputs\\)"
  ARGS figures fixtures/defects/dice-clean.yaml --format json --format csv --output ${PP_OUT}/sheet)

# The basic-strategy row (issue 29): one deck, S17, double any two, no
# double after a split, one split, peek, 3:2
# (fixtures/defects/blackjack-one-deck-basic.yaml).  Its exact return
# equals Eric Farmer's combinatorial analyser given the same table
# (tests/unit/test_blackjack_basic.c, bench/blackjack/README.md); about
# 0.5 s of CPU with the optimum beside it.
pp_cli_test(figures_black_jack_basic_strategy EXIT 0
  STDOUT "\n  main game +main +100\\.0248 +-0\\.0248 +- +- +-\n.*\n  main game, basic strategy +main +99\\.9853 +0\\.0147 +- +- +-\n"
  ARGS figures fixtures/defects/blackjack-one-deck-basic.yaml --exact-main)
pp_cli_test(figures_black_jack_basic_strategy_json EXIT 0
  STDOUT "\"bet\": \"main game, basic strategy\".*\"rtp\": {[ \n]*\"exact\": \"1470235004774538294899/1470451803495476051250\""
  ARGS figures fixtures/defects/blackjack-one-deck-basic.yaml --exact-main --format json)
pp_cli_test(figures_black_jack_basic_strategy_csv EXIT 0
  STDOUT "\\r\\nblackjack,\"Black Jack, one deck\",blackjack,\"main game, basic strategy\",main,1470235004774538294899/1470451803495476051250,99\\.9853,"
  ARGS figures fixtures/defects/blackjack-one-deck-basic.yaml --exact-main --format csv)

# Published figures of both rows (issue 29, issue 31): the Wizard of Odds'
# Appendix 3a "Boss Media" single-deck rules (the same with double after a
# split; fixtures/defects/blackjack-one-deck-das.yaml): the player's
# advantage 0.11 % under the basic strategy, 0.1541 % under the
# composition-dependent one (tests/unit/test_blackjack_basic.c pins the
# exact fractions and Eric Farmer's analyser's twelve digits).
pp_cli_test(figures_black_jack_published_one_deck EXIT 0
  STDOUT "\n  main game +main +100\\.1541 +-0\\.1541 +- +- +-\n.*\n  main game, basic strategy +main +100\\.1144 +-0\\.1144 +- +- +-\n"
  ARGS figures fixtures/defects/blackjack-one-deck-das.yaml --exact-main)
