# SPDX-License-Identifier: Apache-2.0
# The four families of issue 30 in one plan (fixtures/defects/
# four-families-clean.yaml: sic bo, craps, casino war, three-card poker,
# Let It Ride): checked together with no defect, priced on one PAR sheet,
# and their exact main games under --exact-main.  Included by
# tests/CMakeLists.txt.

pp_cli_test(four_families_check EXIT 0
  STDOUT "four-families-clean.yaml: 5 games, 222 checks: 202 passed, 0 failed"
  ARGS check fixtures/defects/four-families-clean.yaml)
pp_cli_test(four_families_figures EXIT 0
  STDOUT "Pass +488/495 +7/495.*War, going to war +4822262/4965115 +142853/4965115.*Tie +253/311 +58/311"
  ARGS figures fixtures/defects/four-families-clean.yaml)
pp_xsd_test(four_families ARGS check fixtures/defects/four-families-clean.yaml --fail-on never
  EXIT 0)
pp_exact_main_test(four_families_exact_main EXIT 0
  STDOUT "ruleId=\"PP-TCP-004\" status=\"pass\".*house edge 3.3730% per ante.*ruleId=\"PP-LIR-004\" status=\"pass\""
  ARGS check fixtures/defects/four-families-clean.yaml --exact-main --fail-on never
       --format xml --output -)
