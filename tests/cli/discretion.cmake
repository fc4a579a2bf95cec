# SPDX-License-Identifier: Apache-2.0
# Discretion, soft figures, gifts and a figure that may be a cap, from the
# command line: the findings in the text report, XSD validity, explain,
# the skeleton's note and the JSON Schema's wrappers.  Included by
# tests/CMakeLists.txt.

pp_cli_test(discretion_dice_may EXIT 1
  STDOUT "info: craps: the operator may charge the commission on `Buy 4`: the bet returns 98.3333% with it and 100.0000% without it; without it, players do not lose on average \\[PP-SOFT-001\\]"
  ARGS check fixtures/defects/dice-commission-may.yaml --show all)
pp_cli_test(discretion_usually_soft EXIT 1
  STDOUT "the plan states `bets/Buy 10/commission/rate` as \"usually up to 5%\", not as a fixed rule"
  ARGS check fixtures/defects/dice-commission-usually.yaml --show all --fail-on warning)
pp_cli_test(discretion_gift EXIT 0
  STDOUT "pays no cash but a gift, \"a small attention from the casino\": a prize in kind"
  ARGS check fixtures/defects/stud-bonus-gift.yaml --show all --fail-on never)
pp_cli_test(discretion_cap_unstated EXIT 1
  STDOUT "declared max win 1500 CZK level 1: the plan does not say whether it caps payment; as the largest win it does not follow from the limits \\(max bet 1000 on green at 2:1 gives 3000 gross, 2000 net\\); as a cap it binds from a maximum bet of 750"
  ARGS check fixtures/defects/maxwin-cap-unstated.yaml --fail-on warning)
pp_xsd_test(discretion_dice_may ARGS check fixtures/defects/dice-commission-may.yaml --fail-on never EXIT 0)
pp_xsd_test(discretion_gift ARGS check fixtures/defects/stud-bonus-gift.yaml --fail-on never EXIT 0)
pp_cli_test(explain_soft EXIT 0 STDOUT "PP-SOFT-001: A rule the operator may apply is priced with and without it"
  ARGS explain PP-SOFT-001)
pp_cli_test(explain_gift EXIT 0 STDOUT "PP-GIFT-001: A prize paid in kind is reported, not priced as nothing"
  ARGS explain PP-GIFT-001)
pp_cli_test(skeleton_soft_forms EXIT 0
  STDOUT "# A rule the plan hedges: `{may: v}`, `{usually: v}`, `{usually_up_to: v}`;"
  ARGS generate skeleton dice)
pp_cli_test(schema_soft_and_gift_wrappers EXIT 0
  STDOUT "\"soft_value\": {.*\"gift_value\": {.*\"\\$ref\": \"#/definitions/soft_value\""
  ARGS generate schema)
