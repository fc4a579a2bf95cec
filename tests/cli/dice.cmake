# SPDX-License-Identifier: Apache-2.0
# The dice family (sic bo, craps) from the command line: the PAR sheet of
# the clean fixture, XSD validity, explain and generate.  Included by
# tests/CMakeLists.txt.

pp_cli_test(dice_figures_sic_bo EXIT 0
  STDOUT "Small +35/36 +1/36 +35/72"
  ARGS figures fixtures/defects/dice-clean.yaml)
pp_cli_test(dice_figures_pass_line EXIT 0
  STDOUT "Pass +488/495 +7/495 +244/495"
  ARGS figures fixtures/defects/dice-clean.yaml)
pp_cli_test(dice_figures_odds EXIT 0
  STDOUT "Pass odds +1 +0 +67/165 +3/2"
  ARGS figures fixtures/defects/dice-clean.yaml)
pp_cli_test(dice_figures_lay_commission EXIT 0
  STDOUT "Lay 4 +40/41 +1/41 +2/3"
  ARGS figures fixtures/defects/dice-clean.yaml)
pp_xsd_test(dice_clean ARGS check fixtures/defects/dice-clean.yaml --fail-on never EXIT 0)
pp_cli_test(dice_field_words EXIT 1
  STDOUT "error: craps: the words \"twelve pays double\" state a net win of 2 stakes; the ratio is 3:1"
  ARGS check fixtures/defects/dice-field-12-words.yaml)
pp_cli_test(explain_dice EXIT 0 STDOUT "PP-DICE-005: A rounded commission is charged at every stake"
  ARGS explain PP-DICE-005)
pp_cli_test(generate_dice EXIT 0 STDOUT "game: sic_bo  # required"
  ARGS generate skeleton dice)
