# SPDX-License-Identifier: Apache-2.0
# CLI contract of jurisdiction policies with minimum paytables and aggregate
# payout limits (issue 28): the two example policies of fixtures/policies
# load, each fails the plan that breaks it with the located finding and
# passes its clean twin; a plan's own aggregate formula is checked without
# any policy.  Included by tests/CMakeLists.txt.

set(nj fixtures/policies/example-nj-table-games.yaml)
set(pa fixtures/policies/example-pa-table-games.yaml)

pp_cli_test(policy_nj_fails_pair_plus_below_floor EXIT 1
  STDOUT "policy-nj-pair-plus-below-floor.yaml:29:13: error: tcp: `Pair Plus/straight_flush` pays 40:1, below the least 50:1 that policy `Example New Jersey table games \\(N.J.A.C. 13:69F\\)` requires \\(fixtures/policies/example-nj-table-games.yaml:26:42, N.J.A.C. 13:69F-29.11\\(d\\)\\) \\[PP-POLICY-002\\]"
  ARGS check fixtures/defects/policy-nj-pair-plus-below-floor.yaml --policy ${nj})
pp_cli_test(policy_nj_passes_clean_twin EXIT 0
  STDOUT "verdict: pass"
  ARGS check fixtures/defects/policy-nj-clean.yaml --policy ${nj})
pp_cli_test(policy_pa_fails_floor_and_aggregate EXIT 1
  STDOUT "policy-pa-broken.yaml:26:15: error: stud: `Bet/flush` pays 4:1, below the least 5:1 [^\n]*\\[PP-POLICY-002\\][^\n]*\nfixtures/defects/policy-pa-broken.yaml:48:9: error: stud: the paytable at the maximum bets in USD pays 205999 net .* above policy `Example Pennsylvania table games \\(58 Pa. Code\\)`'s aggregate payout limit of 50000 USD"
  ARGS check fixtures/defects/policy-pa-broken.yaml --policy ${pa} --show all)
pp_cli_test(policy_pa_passes_clean_twin EXIT 0
  STDOUT "verdict: pass"
  ARGS check fixtures/defects/policy-pa-clean.yaml --policy ${pa})
pp_cli_test(aggregate_limit_of_the_plan EXIT 1
  STDOUT "error: tcp: the paytable at the maximum bets in USD pays 7500 net .* above the game's aggregate payout limit of 5000 USD \\(the greater of 5000 USD and 235 USD, the most at the minimum bets: .*\\[PP-AGG-001\\]"
  ARGS check fixtures/defects/aggregate-limit-broken.yaml)
pp_xsd_test(policy_pa_report EXIT 1
  ARGS check fixtures/defects/policy-pa-broken.yaml --policy ${pa})
