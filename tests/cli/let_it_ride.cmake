# SPDX-License-Identifier: Apache-2.0
# CLI cases of the let_it_ride family: each defect plan's located finding,
# the clean plan, the pull-back optimum under --exact-main (and from the
# cache), the PAR sheet, XSD validity, explain and the skeleton.  Included
# by tests/CMakeLists.txt.  A `;` of a message is matched by `.`.

foreach(case IN ITEMS
    "missing-hand|16:11: error: lir: `Bets`'s paytable has no row for three_of_a_kind|PP-LIR-003"
    "not-monotone|16:11: error: lir: `Bets`'s paytable is not monotone in hand rank: flush \\(8:1\\) pays less than straight \\(9:1\\)|PP-LIR-002"
    "maxwin|43:18: error: lir: declared max win 300000 EUR does not follow from the limits|PP-MAXWIN-001"
    "pull-backs|11:9: error: lir: the plan does not state how many equal bets|PP-LIR-001"
    "name|7:11: warning: lir: `Let It Ride three card bonus`: the name says \"three card\"|PP-LIR-005"
    "words|26:27: error: lir: the words \"a thousand times each bet\" state a net win of 500 stakes|PP-PAY-001")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 msg)
  list(GET parts 2 rule)
  pp_cli_test(lir_${name} EXIT 1
    STDOUT "fixtures/defects/let-it-ride-${name}.yaml:${msg}[^\n]*\\[${rule}\\]"
    ARGS check fixtures/defects/let-it-ride-${name}.yaml --fail-on warning --show all)
endforeach()
pp_cli_test(lir_clean EXIT 0
  STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/let-it-ride-clean.yaml --fail-on info)

pp_exact_main_test(lir_exact_main EXIT 0
  STDOUT "ruleId=\"PP-LIR-004\" status=\"pass\".*Under the optimal pull-back strategy the house edge is 3.5057% per unit of one bet.*<evidence name=\"house_edge\" exact=\"37963/1082900\""
  ARGS check fixtures/defects/let-it-ride-clean.yaml --exact-main --fail-on info
       --format xml --output -)
pp_exact_main_test(lir_exact_main_cached AFTER lir_exact_main EXIT 0
  STDOUT "ruleId=\"PP-LIR-004\" status=\"pass\".*the house edge is 3.5057% per unit of one bet"
  ARGS check fixtures/defects/let-it-ride-clean.yaml --exact-main --fail-on info
       --format xml --output -)

pp_cli_test(lir_figures EXIT 0
  STDOUT "Bonus +side +93.8568 +6.1432"
  ARGS figures fixtures/defects/let-it-ride-clean.yaml)
pp_xsd_test(lir_clean EXIT 0 ARGS check fixtures/defects/let-it-ride-clean.yaml)
pp_cli_test(lir_explain EXIT 0 STDOUT "PP-LIR-004"
  ARGS explain PP-LIR-004)
pp_cli_test(lir_skeleton EXIT 0 STDOUT "family: let_it_ride"
  ARGS generate skeleton let_it_ride)
