# SPDX-License-Identifier: Apache-2.0
# CLI cases of the three_card_poker family: each defect plan's located
# finding, the clean plan, the Ante/Play optimum under --exact-main (and
# from the cache), the PAR sheet, XSD validity, explain and the skeleton.
# Included by tests/CMakeLists.txt.  A `;` of a message is matched by `.`.

foreach(case IN ITEMS
    "pair-plus-words|31:27: error: tcp: the words \"fifty times the stake\" state a net win of 50 stakes. the ratio is 40:1|PP-PAY-001"
    "not-monotone|25:11: error: tcp: `Pair Plus`'s paytable is not monotone in hand rank: straight \\(4:1\\) pays less than flush \\(5:1\\)|PP-TCP-002"
    "maxwin|47:18: error: tcp: declared max win 7500 EUR does not follow from the limits|PP-MAXWIN-001"
    "impossible-hand|25:11: error: tcp: `Pair Plus` pays on full_house, which its cards cannot make|PP-TCP-001"
    "bonus-gap|18:11: error: tcp: `Ante`'s paytable has no row for three_of_a_kind|PP-TCP-003"
    "qualifier-unstated|11:13: warning: tcp: the plan does not state the dealer's qualifying hand|PP-TCP-005"
    "name|7:11: warning: tcp: `Three card poker with 6 card bonus`: the name says six-card bonus but the game has none|PP-TCP-006"
    "no-play|13:7: error: tcp: the game needs an Ante and a Play|PP-TCP-007"
    "pair-plus-rtp|25:11: error: tcp: bet `Pair Plus` returns 114.6244% of stakes|PP-RTP-001")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 msg)
  list(GET parts 2 rule)
  pp_cli_test(tcp_${name} EXIT 1
    STDOUT "fixtures/defects/three-card-poker-${name}.yaml:${msg}[^\n]*\\[${rule}\\]"
    ARGS check fixtures/defects/three-card-poker-${name}.yaml --fail-on warning --show all)
endforeach()
pp_cli_test(tcp_clean EXIT 0
  STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/three-card-poker-clean.yaml --fail-on info)

# The Ante/Play optimum: computed once, then read from the cache.
pp_exact_main_test(tcp_exact_main EXIT 0
  STDOUT "ruleId=\"PP-TCP-004\" status=\"pass\".*Under the optimal strategy: house edge 3.3730% per ante. play Q-6-4 or better.*<evidence name=\"house_edge\" exact=\"686689/20358520\""
  ARGS check fixtures/defects/three-card-poker-clean.yaml --exact-main --fail-on info
       --format xml --output -)
pp_exact_main_test(tcp_exact_main_cached AFTER tcp_exact_main EXIT 0
  STDOUT "ruleId=\"PP-TCP-004\" status=\"pass\".*house edge 3.3730% per ante"
  ARGS check fixtures/defects/three-card-poker-clean.yaml --exact-main --fail-on info
       --format xml --output -)
# An unstated qualifier: a figure per reading, none chosen.
pp_exact_main_test(tcp_exact_main_readings EXIT 0
  STDOUT "ruleId=\"PP-TCP-004\" status=\"pass\".*dealer qualifying with jack_high: house edge -?[0-9.]+% per ante.*dealer qualifying with queen_high: house edge 3.3730% per ante.*dealer qualifying with king_high"
  ARGS check fixtures/defects/three-card-poker-qualifier-unstated.yaml --exact-main --fail-on never
       --format xml --output -)

pp_cli_test(tcp_figures EXIT 0
  STDOUT "Pair Plus +side +97.6833 +2.3167[^\n]*\n +Six Card Bonus +side +91.4386"
  ARGS figures fixtures/defects/three-card-poker-clean.yaml)
pp_exact_main_test(tcp_figures_exact EXIT 0
  STDOUT "Ante and Play, optimal strategy, per ante +main +96.6270 +3.3730"
  ARGS figures fixtures/defects/three-card-poker-clean.yaml --exact-main)
pp_xsd_test(tcp_clean EXIT 0 ARGS check fixtures/defects/three-card-poker-clean.yaml)
pp_cli_test(tcp_explain EXIT 0 STDOUT "PP-TCP-004"
  ARGS explain PP-TCP-004)
pp_cli_test(tcp_skeleton EXIT 0 STDOUT "family: three_card_poker"
  ARGS generate skeleton three_card_poker)
