# SPDX-License-Identifier: Apache-2.0
# The blackjack and pontoon families from the command line: seed 001's
# golden reports, XSD validity of the seed plans' reports, explain and
# generate.  (Every fixtures/defects/*.yaml, blackjack-* and pontoon-*
# included, is validated by core.cmake's cli.xsd_defect_plans.)  Included by
# tests/CMakeLists.txt.

# --- seed 001 (Czech Casinos' blackjack rules) ------------------------------------
pp_golden_test(seed_001_xml FORMAT xml EXPECTED seed-001.xml EXIT 1
  ARGS check fixtures/plans/seed-001.yaml)
pp_golden_test(seed_001_text FORMAT text EXPECTED seed-001.txt EXIT 1
  ARGS check fixtures/plans/seed-001.yaml)
pp_xsd_test(seed_001 ARGS check fixtures/plans/seed-001.yaml --fail-on never EXIT 0)
pp_cli_test(seed_001_restated_blackjack EXIT 1
  STDOUT "seed-001.yaml:[0-9]+:[0-9]+: [^ \n]*001_adea51dbeb5c742b.txt:29: error: black-jack: the plan states blackjack twice differently: 1:1"
  ARGS check fixtures/plans/seed-001.yaml)

# --- seed 000's twenty-one games ---------------------------------------------------
pp_xsd_test(seed_000_all_families ARGS check fixtures/plans/seed-000.yaml --fail-on never EXIT 0)
pp_cli_test(seed_000_blackjack_at_once EXIT 1
  STDOUT "error: black-jack: a blackjack is paid at once even when the dealer's up card is an ace"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(seed_000_pontoon_verdict EXIT 1
  STDOUT "warning +pontoon \\(Pontoon, plan 10.4\\)"
  ARGS check fixtures/plans/seed-000.yaml)

# --- explain and generate -----------------------------------------------------------
pp_cli_test(explain_bj EXIT 0 STDOUT "PP-BJ-004: A natural is settled only when the dealer"
  ARGS explain PP-BJ-004)
pp_cli_test(explain_pontoon EXIT 0 STDOUT "PP-PONT-001: The card dealt automatically"
  ARGS explain PP-PONT-001)
pp_cli_test(generate_blackjack EXIT 0 STDOUT "family: blackjack  # required"
  ARGS generate skeleton blackjack)
pp_cli_test(generate_pontoon EXIT 0 STDOUT "bought_cards: 0  # required"
  ARGS generate skeleton pontoon)
