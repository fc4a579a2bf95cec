# SPDX-License-Identifier: Apache-2.0
# CLI cases of the baccarat family: each defect plan's located finding, the
# seed plan's baccarat verdicts, XSD validity, explain and the skeleton,
# and the engine's limits (a shoe above the deck cap refused, a 100-deck
# shoe checked exactly).
# Included by tests/CMakeLists.txt.  (Every defect plan's XML report is
# validated by core.cmake's cli.xsd_defect_plans.)  The cases are
# `|`-separated lists, so a `;` of a message is matched by `.`.

foreach(case IN ITEMS
    "tableau-missing-row|17:7: error: baccarat: the banker's rule decides 77 of the 88 cells coups reach. not stated: banker 2: every third card. player stood: banker 2|PP-BAC-001"
    "tableau-conflict|24:32: error: baccarat: the banker's rule both draws and stands \\(or draws on a natural\\) on 1 cell\\(s\\): banker 4: third card 1|PP-BAC-002"
    "tableau-flipped-cell|19:57: error: baccarat: 1 stated cell\\(s\\) differ from the standard Punto Banco tableau: banker 3: third card 8|PP-BAC-003"
    "player-rule|15:50: error: baccarat: the player's rule differs from the standard rule \\(draw on 0-5, stand on 6-7\\) on 5|PP-BAC-004"
    "card-values|12:7: error: baccarat: card values differ from the standard ones: A counts 0 \\(standard 1\\)|PP-BAC-005"
    "net-payout|34:21: error: baccarat: `Banker` pays 1:1 less the 5% commission, which is 0.95:1. the plan states 0.9:1|PP-BAC-006"
    "no-rounding|31:9: error: baccarat: the plan states no rounding rule for the commission on `Banker`. of 9901 stakes from 100 to 10000 CZK in steps of 1, 9405 are paid a win that is not a whole number of chips|PP-BAC-007"
    "rounding-unsound|36:11: error: baccarat: some of 9901 stakes from 100 to 10000 CZK in steps of 1: 9 are paid less than the stake one chip lower \\(the first: 1001 CZK\\)|PP-BAC-008"
    "tie-unstated|27:9: warning: baccarat: the plan does not say what a tie does to bet `Banker`|PP-BAC-009"
    "maxwin-not-following|38:68: error: baccarat: declared max win 90000 CZK does not follow from the limits: max bet 10000 on Player pair at 11:1 gives 120000 CZK gross|PP-MAXWIN-001")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 msg)
  list(GET parts 2 rule)
  pp_cli_test(baccarat_${name} EXIT 1
    STDOUT "fixtures/defects/baccarat-${name}.yaml:${msg}[^\n]*\\[${rule}\\]"
    ARGS check fixtures/defects/baccarat-${name}.yaml --fail-on warning)
endforeach()
pp_cli_test(baccarat_clean EXIT 0
  STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/baccarat-clean.yaml --fail-on info
       --policy fixtures/policies/none.yaml)

# The seed plan's three baccarat sections.
pp_cli_test(baccarat_seed_tableau EXIT 1
  STDOUT "baccarat-punto-banco: the banker's rule decides 51 of the 88 cells coups reach; not stated: banker 0-2: every third card; player stood: banker 0-6"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(baccarat_seed_super_six_ratio EXIT 1
  STDOUT "baccarat-super-six: `Bankéř` pays 1:1 less the 50% commission, which is 0.5:1; the plan states 1:0.5, which pays 2 \\[PP-BAC-006\\]"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(baccarat_seed_max_win EXIT 1
  STDOUT "baccarat-commission: declared max win 12000000 CZK does not follow from the limits: max bet 1000000 on each of Remíza \\(tie\\), P. Pair, B. Pair when a tie at 0, player pair, banker pair gives 33000000 CZK gross"
  ARGS check fixtures/plans/seed-000.yaml)
pp_xsd_test(baccarat_seed EXIT 1 ARGS check fixtures/plans/seed-000.yaml)
pp_xsd_test(baccarat_clean EXIT 0 ARGS check fixtures/defects/baccarat-clean.yaml)

pp_cli_test(baccarat_explain EXIT 0 STDOUT "PP-BAC-001: The banker's drawing tableau is complete"
  ARGS explain PP-BAC-001)
pp_cli_test(baccarat_skeleton EXIT 0 STDOUT "family: baccarat  # required"
  ARGS generate skeleton baccarat)

# The engine's limits: a shoe above the deck cap is refused with a located
# message (exit 2); a 100-deck shoe, whose counts pass 2^64, is checked
# exactly.
pp_cli_test(baccarat_too_many_decks EXIT 2 NO_STDOUT
  STDERR "^planproof: fixtures/bad/baccarat-too-many-decks.yaml:12:14: error: `decks: 501` is out of range 1..500"
  ARGS check fixtures/bad/baccarat-too-many-decks.yaml)
pp_cli_test(baccarat_100_decks EXIT 0
  STDOUT "1 games, 32 checks: 31 passed, 0 failed, 0 warnings, 0 info, 1 not applicable"
  ARGS check fixtures/defects/baccarat-clean-100-decks.yaml --fail-on info
       --policy fixtures/policies/none.yaml)
