# SPDX-License-Identifier: Apache-2.0
# CLI cases of the poker families (stud, holdem): verdicts, explain,
# skeletons, and XSD-valid reports of the seed plan's poker sections and of
# the poker defect fixtures (those are validated by core.cmake's cli.xsd_defect_plans).

pp_cli_test(poker_unpaid_hand EXIT 1
  STDOUT "poker-unpaid-hand.yaml:19:11: error: stud: `Bet` can be settled on ace_king, but the plan states no payout"
  ARGS check fixtures/defects/poker-unpaid-hand.yaml)
pp_cli_test(poker_clean_passes EXIT 0
  STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/poker-holdem-clean.yaml)
pp_cli_test(poker_seed_words EXIT 1
  STDOUT "error: grand-poker: the words \"čistou výhrou je šestinásobek Sázky\" state a net win of 6 stakes; the ratio is 7:1"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(poker_seed_max_win EXIT 1
  STDOUT "error: russian-poker: declared max win 12500000 CZK does not follow from the limits"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(poker_seed_rtp EXIT 1
  STDOUT "russian-poker: bet `Bonus Bet \\(CZK\\)` returns 104.6434% of stakes \\(RTP 9713/9282\\)"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(poker_explain EXIT 0
  STDOUT "PP-POKER-001: Every hand a bet can be settled on is paid or explicitly not"
  ARGS explain PP-POKER-001)
pp_cli_test(poker_explain_list EXIT 0 STDOUT "PP-STUD-002 +error +A rule that names a bet"
  ARGS explain --list)
pp_cli_test(poker_skeleton_stud EXIT 0 STDOUT "family: stud  # required"
  ARGS generate skeleton stud)
pp_cli_test(poker_skeleton_holdem EXIT 0 STDOUT "family: holdem  # required"
  ARGS generate skeleton holdem)
pp_xsd_test(poker_seed_000 ARGS check fixtures/plans/seed-000.yaml --fail-on never EXIT 0)

# --- raise streets, fold streets and fractional raises (PP-STREET-*) ---------------
pp_cli_test(holdem_streets_clean_passes EXIT 0
  STDOUT "holdem-streets-clean.yaml: 1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/holdem-streets-clean.yaml)
pp_cli_test(holdem_streets_win_per_street EXIT 0
  STDOUT "ruleId=\"PP-STREET-002\" status=\"pass\".*`Play` in EUR, with the Ante at 1000 EUR, wins at most, per street at its largest multiple: preflop 4 x 1000: 4000; flop 2 x 1000: 2000; river 1 x 1000: 1000; the most, 4000 EUR, at preflop.*<table id=\"raise-streets\""
  ARGS check fixtures/defects/holdem-streets-clean.yaml --format xml --output -)
pp_cli_test(holdem_streets_contradict EXIT 1
  STDOUT "holdem-streets-defect.yaml:33:11: error: uth: `Play`: the streets and folds contradict each other: the streets allow 0.5, 2, 3, 4 antes but `multiples` lists 1, 2, 3, 4. a fold at `turn`, where the bet cannot be made \\[PP-STREET-001\\]"
  ARGS check fixtures/defects/holdem-streets-defect.yaml)
pp_cli_test(holdem_streets_half_ante EXIT 1
  STDOUT "holdem-streets-defect.yaml:29:9: warning: uth: `Play` of 0.5 antes cannot be paid in 1 EUR chips on 498 of the antes in EUR \\(the first: 5\\). it needs a 0.5 EUR chip \\[PP-STREET-003\\]"
  ARGS check fixtures/defects/holdem-streets-defect.yaml)
pp_cli_test(holdem_streets_explain EXIT 0
  STDOUT "PP-STREET-001: A raise's streets agree with its multiples and its folds"
  ARGS explain PP-STREET-001)

# Side bets with a condition (priced over player and dealer hands) and
# bonuses by table level (issue 28).
pp_cli_test(poker_side_condition_exact EXIT 0
  STDOUT "bet `Dealer Bonus` returns 90.3523% of stakes \\(RTP 4414246706/4885595715\\)"
  ARGS check fixtures/defects/poker-side-condition-clean.yaml --format json)
pp_cli_test(poker_side_condition_forfeit EXIT 1
  STDOUT "poker-side-condition-forfeit.yaml:38:24: error: stud: `Dealer Bonus`: the option `Exchange one card` forfeits it, but its condition says returned \\[PP-SIDE-001\\]"
  ARGS check fixtures/defects/poker-side-condition-forfeit.yaml)
pp_cli_test(poker_side_condition_bound EXIT 0
  STDOUT "info: stud: `Dealer Bonus`: its return lies between 85.3178% and 88.6139% \\(RTP 850329649123/996661525860 to 883180167677/996661525860\\): a tie of classes with the dealer is counted lost, then won \\[PP-SIDE-002\\]"
  ARGS check fixtures/defects/poker-side-condition-beats.yaml --show all)
pp_cli_test(poker_side_levels_clean EXIT 0
  STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/poker-side-levels-clean.yaml)
pp_cli_test(poker_side_levels_missing EXIT 1
  STDOUT "error: stud: `Bonus` has a table for CZK level VIP, a level the limits do not have \\[PP-SIDE-003\\].*error: stud: `Bonus` has no table for CZK level 3, a level of the limits \\[PP-SIDE-003\\]"
  ARGS check fixtures/defects/poker-side-levels-missing.yaml)
pp_cli_test(poker_side_explain EXIT 0
  STDOUT "PP-SIDE-002: A conditional side bet's return is priced or bounded"
  ARGS explain PP-SIDE-002)
