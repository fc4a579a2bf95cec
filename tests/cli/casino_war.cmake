# SPDX-License-Identifier: Apache-2.0
# The casino_war family from the command line: the PAR sheet of the clean
# fixture, XSD validity, explain and generate.  Included by
# tests/CMakeLists.txt.

pp_cli_test(casino_war_figures EXIT 0
  STDOUT "War, going to war +main +97.1229 +2.8771"
  ARGS figures fixtures/defects/casino-war-clean.yaml)
pp_cli_test(casino_war_figures_tie EXIT 0
  STDOUT "Tie +side +81.3505 +18.6495"
  ARGS figures fixtures/defects/casino-war-clean.yaml)
pp_xsd_test(casino_war_clean ARGS check fixtures/defects/casino-war-clean.yaml --fail-on never
  EXIT 0)
pp_cli_test(explain_casino_war EXIT 0 STDOUT "PP-WAR-002: A tie on the first cards is settled"
  ARGS explain PP-WAR-002)
pp_cli_test(generate_casino_war EXIT 0 STDOUT "decks: 1  # required"
  ARGS generate skeleton casino_war)
