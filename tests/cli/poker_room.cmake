# SPDX-License-Identifier: Apache-2.0
# CLI cases of the poker_room family: each defect plan's located finding,
# the Finnish poker room (seed-002) end to end, the seed-000 cash game's
# currency rates and the decks of the variants its rules name, XSD
# validity, explain and the skeleton; then the rules of play
# (PP-ROOM-014..020).  Included by tests/CMakeLists.txt.  (Every defect
# plan's XML report is validated by core.cmake's cli.xsd_defect_plans.)  A
# `;` of a message is matched by `.`.

# Each case "name|message|rule": fixtures/defects/FILE-name.yaml exits 1
# with message (a regex, located at the plan) and the rule's id, as test
# cli.TEST_name; OPTIONS go to `check` after --fail-on warning.
function(pp_room_defects test file)
  cmake_parse_arguments(A "" "" "OPTIONS;CASES" ${ARGN})
  foreach(case IN LISTS A_CASES)
    string(REPLACE "|" ";" parts "${case}")
    list(GET parts 0 name)
    list(GET parts 1 msg)
    list(GET parts 2 rule)
    pp_cli_test(${test}_${name} EXIT 1
      STDOUT "fixtures/defects/${file}-${name}.yaml:${msg}[^\n]*\\[${rule}\\]"
      ARGS check fixtures/defects/${file}-${name}.yaml --fail-on warning ${A_OPTIONS})
  endforeach()
endfunction()

# The clean twin of each poker-room defect plan named passes with no
# finding above a pass (cli.poker_room_NAME_clean).
function(pp_room_clean_twins)
  foreach(name IN LISTS ARGN)
    pp_cli_test(poker_room_${name}_clean EXIT 0
      STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
      ARGS check fixtures/defects/poker-room-${name}-clean.yaml --fail-on info)
  endforeach()
endfunction()

pp_room_defects(room room OPTIONS --show all CASES
    "rounding-rate|15:19: error: room: 1 per full 10 EUR is 10% of the pot. the plan's rake is 5%|PP-ROOM-001"
    "no-rounding|12:47: warning: room: the plan states no rounding for the 5% rake in EUR: a pot of 1 EUR pays 0.05 EUR|PP-ROOM-002"
    "example-wrong|17:13: error: room: `Example 1` \\(pots 24, 16\\): the rule gives 2 \\(2 \\+ 0\\). the plan says 2, paid 1 \\+ 1|PP-ROOM-003"
    "cap-falls|26:54: warning: room: the EUR rake cap for 2-4 players falls as the blinds rise: €2 / €5: 10 after 15|PP-ROOM-004"
    "cap-brackets|26:15: warning: room: in EUR the cap for more players is below the cap for fewer at €2 / €5|PP-ROOM-005"
    "time-falls|28:30: warning: room: in EUR time collection per hour falls as the blinds rise at €2 / €5 \\(40 after 50\\)|PP-ROOM-006"
    "hourly-differs|14:9: warning: room: the hourly jackpot fee alternatives differ: 40 per 60 min = 40 EUR per hour, 15 per 15 min = 60 EUR per hour|PP-ROOM-007"
    "currency-rate|26:13: warning: room: €1 / €3 and 30 Kč / 90 Kč: the blinds convert at 30 CZK per EUR. the fees at caps 2-4: 30, caps 5\\+: 30, time collection: 18|PP-ROOM-008"
    "deck-short|13:104: error: room: Seven Card Stud at 8 players needs 8 x 7 \\+ 5 = 61 cards of 52|PP-ROOM-009"
    "share-x|22:13: error: room: Category 1: rows whose shares do not mark exactly the empty roles|PP-ROOM-010"
    "share-sum|22:13: error: room: Category 1: 6 players, 2 loser\\(s\\), 4 winner\\(s\\): the shares add up to 85%, not 80%|PP-ROOM-011"
    "range|25:22: error: room: Category 2: read both ways, the totals run from 19%|PP-ROOM-012"
    "fee-low|14:48: error: room: `Sunday`: a fee of 4 on a buy-in of 100 is 3.8462% of the entry|PP-ROOM-013")
pp_cli_test(room_clean EXIT 0
  STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/room-clean.yaml --fail-on info)

# The Finnish poker room end to end: the 9-player rows printed "11,439";
# the summary counts the limit stud raising chart (PP-ROOM-028) too.
pp_cli_test(room_seed_002 EXIT 1
  STDOUT "seed-002.yaml:516:13: shared/seeds/002_e6aaffc3559c9fbf.txt:1509: error: poker-room: Kategoria 1: 9 players, 1 loser\\(s\\), 2 winner\\(s\\): the shares add up to 80.02%, not 80%[^\n]*a winner share of 11429/1000 = 11.429% \\(printed 11.439\\)"
  ARGS check fixtures/plans/seed-002.yaml)
pp_cli_test(room_seed_002_summary EXIT 1
  STDOUT "seed-002.yaml: 1 games, 168 checks: 117 passed, 5 failed, 9 warnings, 33 info, 4 not applicable, 0 waived, 0 errors. verdict: fail"
  ARGS check fixtures/plans/seed-002.yaml)
pp_xsd_test(room_seed_002 EXIT 1 ARGS check fixtures/plans/seed-002.yaml)
pp_golden_test(seed_002_xml FORMAT xml EXPECTED seed-002.xml EXIT 1
  ARGS check fixtures/plans/seed-002.yaml)
pp_golden_test(seed_002_text FORMAT text EXPECTED seed-002.txt EXIT 1
  ARGS check fixtures/plans/seed-002.yaml)
# The seed-000 cash game: the CZK time collection at another rate.
pp_cli_test(room_seed_000_rates EXIT 1
  STDOUT "poker-room: €1 / €3 and 30 Kč / 90 Kč: the blinds convert at 30 CZK per EUR. the fees at caps 2-4: 30, caps 5\\+: 30, time collection: 18 \\[PP-ROOM-008\\]"
  ARGS check fixtures/plans/seed-000.yaml --show all)
pp_xsd_test(room_clean EXIT 0 ARGS check fixtures/defects/room-clean.yaml)

pp_cli_test(room_explain EXIT 0 STDOUT "PP-ROOM-011: Each jackpot share row adds up to the stated total"
  ARGS explain PP-ROOM-011)
pp_cli_test(room_skeleton EXIT 0 STDOUT "family: poker_room  # required"
  ARGS generate skeleton poker_room)

# Seed 004: a poker club's leaflet that names no money at all; the deck
# (10 x 2 + 8 = 28 of 52 cards) and the rules of play (below)
# are what can be checked.
pp_golden_test(seed_004_xml FORMAT xml EXPECTED seed-004.xml EXIT 0
  ARGS check fixtures/plans/seed-004.yaml)
pp_golden_test(seed_004_text FORMAT text EXPECTED seed-004.txt EXIT 0
  ARGS check fixtures/plans/seed-004.yaml)
pp_cli_test(room_seed_004_deck EXIT 0
  STDOUT "seed-004.yaml: 1 games, 47 checks: 17 passed, 0 failed, 16 warnings, 11 info, 3 not applicable, 0 waived, 0 errors. verdict: warning"
  ARGS check fixtures/plans/seed-004.yaml)

# 10.12 of seed 000 (the rules of the games played in the room) seats 10
# players at 5 Card Omaha (five cards each, a board of 5, 3 burnt) and 8 at
# Seven Card Stud (seven cards each) without saying what happens when the
# 52 cards run out; Open Face Chinese: 4 players of 13 cards use the deck
# exactly.
pp_cli_test(room_seed_000_five_card_omaha_deck EXIT 1
  STDOUT "poker-room: 5 Card Omaha Poker at 10 players needs 10 x 5 \\+ 8 = 58 cards of 52 and the plan does not say what happens when the deck runs out; the deck serves 8 players \\[PP-ROOM-009\\]"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(room_seed_000_seven_card_stud_deck EXIT 1
  STDOUT "poker-room: Seven Card Stud at 8 players needs 8 x 7 \\+ 0 = 56 cards of 52 and the plan does not say what happens when the deck runs out; the deck serves 7 players \\[PP-ROOM-009\\]"
  ARGS check fixtures/plans/seed-000.yaml --show all)
pp_cli_test(room_seed_000_open_face_chinese_deck EXIT 1
  STDOUT "<message>Open Face Chinese Poker at 4 players needs 4 x 13 \\+ 0 = 52 cards of 52; the deck serves up to 4 players</message>"
  ARGS check fixtures/plans/seed-000.yaml --format xml)

# --- the rules of play ------------------------------------------------------------
# Each defect plan's located finding (PP-ROOM-014..020), seed 004's
# findings at their lines of the leaflet, and the rules' explanations.
pp_room_defects(room_play room CASES
    "allin-reopen|13:28: warning: room: the all-in rule \\(reopens at twice the bet it raises\\) and the minimum-raise rule disagree: after \"A bets 10, B raises to 30\" an all-in to 50-59 is a full raise|PP-ROOM-014"
    "pieces-gap|12:9: warning: room: table balancing: no piece says what holds for 6 tables in play \\(between fewer than 6 tables and more than 6 tables\\)|PP-ROOM-015"
    "odd-chip|13:19: warning: room: a pot split among up to 10 players can leave 1 to 9 odd smallest chips. the plan names no recipient for 2-9 of them|PP-ROOM-016"
    "straddle|13:15: warning: room: the plan does not say who acts first before the flop, so neither rule decides whether the straddler acts first or last|PP-ROOM-017"
    "dead-button|14:18: warning: room: going from three players \\(seats 1-3: button, small blind, big blind\\) to two, the dead-button rule and the heads-up rule|PP-ROOM-018"
    "chip-race|14:9: warning: room: the chip race's rounding is not total: no rule says what happens to 2 of 4 remainders, from 1/5 to 2/5 of a higher chip|PP-ROOM-019"
    "bet-example|15:11: error: room: `Example` \\(largest_raise\\): [^\n]*min_raise_to: the plan says 1300, the rules give 1400|PP-ROOM-020")

# Seed 004: each rule of play found at its line of the leaflet.
set(seed004_txt "shared/seeds/004_04103b4e7f027775.txt")
foreach(case IN ITEMS
    "allin|76: warning: poker-club: the all-in rule \\(reopens at twice the bet it raises\\) and the minimum-raise rule disagree: after \"A bets 10, B raises to 30\" an all-in to 50-59|PP-ROOM-014"
    "balancing|509: warning: poker-club: table balancing: no piece says what holds for 6 tables in play|PP-ROOM-015"
    "odd_chip|309: warning: poker-club: a pot split among up to 10 players can leave 1 to 9 odd smallest chips|PP-ROOM-016"
    "dead_button|352: warning: poker-club: going from three players|PP-ROOM-018"
    "chip_race|463: warning: poker-club: the chip race's rounding is not total: no rule says what happens to 90 of 190 remainders, from 1/20 to 9/19|PP-ROOM-019")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 msg)
  list(GET parts 2 rule)
  pp_cli_test(room_seed_004_${name} EXIT 0
    STDOUT "seed-004.yaml:[0-9]+:[0-9]+: ${seed004_txt}:${msg}[^\n]*\\[${rule}\\]"
    ARGS check fixtures/plans/seed-004.yaml)
endforeach()

# Seed 004's straddle rule makes the straddler close the first round: the
# rule is itself the exception to the blind order (issue 27, a false alarm).
pp_cli_test(room_seed_004_straddle EXIT 0
  STDOUT "ruleId=\"PP-ROOM-017\" status=\"pass\"[^\n]*subject=\"straddle and blind order\""
  ARGS check fixtures/plans/seed-004.yaml --format xml --output -)

pp_cli_test(room_play_explain EXIT 0
  STDOUT "PP-ROOM-015: A rule given in pieces over a number covers each number once"
  ARGS explain PP-ROOM-015)

# Seed 002 (the Finnish room): its worked all-in example follows the rules.
pp_cli_test(room_seed_002_full_bet EXIT 1
  STDOUT "ruleId=\"PP-ROOM-020\" status=\"pass\"[^\n]*subject=\"Full bet, esim.\""
  ARGS check fixtures/plans/seed-002.yaml --format xml --output -)

# --- betting per variant, least blinds, tournament money (issue 28) -------------
# Each defect plan's located finding (PP-ROOM-021..027) and its clean twin.
pp_room_defects(poker_room poker-room CASES
    "blinds|27:44: error: room: Texas Hold'em, EUR: the plan says the small blind is half the big blind, but it is 2 with a big blind of 5: it should be 2.5|PP-ROOM-021"
    "min-blinds-rate|20:27: warning: room: least blinds, level 1: the small blind 1 EUR is 10 CZK, 10 CZK per EUR, where the table's other figures convert at 30|PP-ROOM-022"
    "stakes-low|26:62: error: room: Omaha, EUR: blinds of 0.5 / 1 are below every level of the least blinds, the first of which is 1 / 1|PP-ROOM-023"
    "raising|14:61: warning: room: room betting: after \"A bets 10, B raises to 30\" the least raise is to 50 under the basis largest_raise and to 60 under \"2 times the previous bet\"|PP-ROOM-024"
    "multiple-chips|19:90: error: room: `three chips`: 1500 in chips against a call of 1200: without one chip 1000 is short of the call, so the rule makes it a call. the plan says raise|PP-ROOM-025"
    "rebuy-fee|18:19: error: room: `Rebuy Monday` with 3 re-buy\\(s\\) and 0 add-on\\(s\\): fees of 25 on 160 are 15.6250% of the entry. the plan's fee is at most 10% of the entry|PP-ROOM-026"
    "prize-pool|17:9: error: room: the bounty share and the set-asides take 110.0000% of the prize pool, leaving -10.0000%|PP-ROOM-027"
    "raise-chart|24:66: error: room: Seven Card Stud, fifth street: raise 2 is printed 4\\+4. one bet of 2 on the 4 already in makes it 4\\+2|PP-ROOM-028")
pp_cli_test(poker_room_half_bet EXIT 1
  STDOUT "fixtures/defects/poker-room-half-bet.yaml:15:23: warning: room: room betting: after \"A bets 10, B raises to 30\" a full raise is to 50 \\(largest_raise\\). the half-bet rule makes a raise to 45 or more but below 50 call and a smaller one complete \\[PP-ROOM-024\\]"
  ARGS check fixtures/defects/poker-room-half-bet.yaml --fail-on warning)
pp_room_clean_twins(blinds min-blinds raising multiple-chips rebuy-fee prize-pool raise-chart half-bet)
# The clean twins' passes name the figures they computed.
pp_cli_test(poker_room_raising_clean_round EXIT 0
  STDOUT "<message>Seven Card Stud, EUR: a bet of 4 and 3 raises put 16 in one round. the plan says 16</message>"
  ARGS check fixtures/defects/poker-room-raising-clean.yaml --format xml --output -)
pp_cli_test(poker_room_prize_pool_clean_bounty EXIT 0
  STDOUT "<message>`Bounty Friday`: a bounty of 25 out of a buy-in of 100 leaves 75 per entry for the prize pool</message>"
  ARGS check fixtures/defects/poker-room-prize-pool-clean.yaml --format xml --output -)
pp_cli_test(poker_room_explain_021 EXIT 0
  STDOUT "PP-ROOM-021: Blinds and the least bet keep their stated relations"
  ARGS explain PP-ROOM-021)

# Seed 002's limit stud raising chart prints the sixth card's second raise
# as 4+4 (L1198); the seed-000 least-blinds table's first small blind is
# 10 Kč against 1 EUR where every other figure converts at 30 (L1690).
pp_cli_test(room_seed_002_raise_chart EXIT 1
  STDOUT "seed-002.yaml:[0-9]+:[0-9]+: shared/seeds/002_e6aaffc3559c9fbf.txt:1196: error: poker-room: Seven Card Stud, kuudes kortti: raise 2 is printed 4\\+4. one bet of 2 on the 4 already in makes it 4\\+2 \\[PP-ROOM-028\\]"
  ARGS check fixtures/plans/seed-002.yaml)
pp_cli_test(room_seed_000_least_blinds EXIT 1
  STDOUT "poker-room: least blinds, level 1: the small blind 1 EUR is 10 CZK, 10 CZK per EUR, where the table's other figures convert at 30 \\[PP-ROOM-022\\]"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(room_seed_000_min_raise EXIT 1
  STDOUT "poker-room: Texas Hold'em: after \"A bets 10, B raises to 30\" the least raise is to 50 under the basis last_two_bets and to 60 under \"2 times the previous bet\" \\[PP-ROOM-024\\]"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(room_seed_000_multiple_chips EXIT 1
  STDOUT "<message>`4 x 500`: 2000 in chips against a call of 1200: without one chip 1500 is at least the call, so the rule makes it a raise to 2000. the plan says raise</message>"
  ARGS check fixtures/plans/seed-000.yaml --format xml --output -)

# --- hands: ranking, hand making, printed hand lists (issue 28) -----------------
# Each defect plan's located finding (PP-ROOM-030..032) and its clean twin.
pp_room_defects(poker_room poker-room CASES
    "low-ranking|19:21: error: room: Omaha Hi/Lo: ace_to_five_low with qualifier eight_or_better admits 56 low hands, the best 5-4-3-2-A. the plan says 6-4-3-2-A|PP-ROOM-030"
    "low-table|22:15: error: room: Omaha Hi/Lo, Ace to Five: 7-5-4-2-A is missing: it is hand 9 of the 56 the ranking admits, best first, and belongs after row 8 \\(7-5-3-2-A\\)|PP-ROOM-031"
    "low-order|34:36: error: room: 2-7 Single Draw, 2-7 examples: row 14 9-7-6-4-3 \\(hand 30 of 7462, best first\\) is out of worst_first order after row 13 8-6-4-3-2 \\(hand 6\\)|PP-ROOM-032")
pp_room_clean_twins(low-ranking low-table low-order)
pp_cli_test(poker_room_low_table_repeat EXIT 1
  STDOUT "poker-room-low-table.yaml:31:36: error: room: Omaha Hi/Lo, Ace to Five: row 10 7-5-4-3-A repeats row 9 \\[PP-ROOM-031\\]"
  ARGS check fixtures/defects/poker-room-low-table.yaml --show all)
pp_cli_test(poker_room_low_ranking_making EXIT 1
  STDOUT "poker-room-low-ranking.yaml:20:22: error: room: Omaha Hi/Lo: own cards exactly 2, board cards 2: with 4 own and 5 board cards a player chooses among 0 five-card hands \\[PP-ROOM-030\\]"
  ARGS check fixtures/defects/poker-room-low-ranking.yaml)
# The clean twin's passes name the figures computed.
pp_cli_test(poker_room_low_ranking_clean_hands EXIT 0
  STDOUT "<message>Omaha Hi/Lo: own cards exactly 2, board cards 3: with 4 own and 5 board cards a player chooses among 60 five-card hands</message>"
  ARGS check fixtures/defects/poker-room-low-ranking-clean.yaml --format xml --output -)
pp_cli_test(poker_room_explain_031 EXIT 0
  STDOUT "PP-ROOM-031: A printed list of ranked hands lists each hand once"
  ARGS explain PP-ROOM-031)

# Seed 000's table of the 56 eight-or-better lows (L1851-1879) prints
# 7-5-4-3-A, 7-6-5-2-A and 8-5-4-3-A twice and leaves out 7-5-4-2-A,
# 7-6-5-3-A and 8-5-4-2-A: found by enumerating, each repeat located at
# its row, the missing hands at the table (one entry; --show all lists
# each).
pp_cli_test(room_seed_000_low_table EXIT 1
  STDOUT "poker-room: Omaha Hi/Lo Poker, Ace to Five \\(nízké karty\\): the ranking admits 56 hands. the list has 56 rows, 53 different hands, 3 listed twice, 3 missing \\[PP-ROOM-031\\]"
  ARGS check fixtures/plans/seed-000.yaml --show all)
pp_cli_test(room_seed_000_low_missing EXIT 1
  STDOUT "poker-room: Omaha Hi/Lo Poker, Ace to Five \\(nízké karty\\): 7-6-5-3-A is missing: it is hand 17 of the 56 the ranking admits, best first, and belongs after row 16 \\(7-6-5-2-A\\) \\[PP-ROOM-031\\]"
  ARGS check fixtures/plans/seed-000.yaml --show all)
pp_cli_test(room_seed_000_low_repeat EXIT 1
  STDOUT "shared/seeds/000_1af51744837032be.txt:1876: error: poker-room: Omaha Hi/Lo Poker, Ace to Five \\(nízké karty\\): row 25 8-5-4-3-A repeats row 24 \\[PP-ROOM-031\\]"
  ARGS check fixtures/plans/seed-000.yaml --show all)

# Pot limit's most bet and a mixed game (PP-ROOM-040, -041): each defect
# located at the figure, each clean twin passing with its computed figures.
pp_cli_test(poker_room_potlimit EXIT 1
  STDOUT "fixtures/defects/poker-room-potlimit.yaml:27:15: error: room: Pot Limit Omaha: `after a bet of 100`: a pot of 100 with bets to 100. the call makes the pot 300, so the most bet is to 400. the most bet is to 400, the plan states 300[^\n]*\\[PP-ROOM-040\\]"
  ARGS check fixtures/defects/poker-room-potlimit.yaml)
pp_cli_test(poker_room_mixed EXIT 1
  STDOUT "fixtures/defects/poker-room-mixed.yaml:24:9: error: room: Two-game mix: 2 games. `Razz` seats at most 7 players, the mix 8[^\n]*\\[PP-ROOM-041\\]"
  ARGS check fixtures/defects/poker-room-mixed.yaml)
pp_room_clean_twins(potlimit mixed)
pp_cli_test(poker_room_potlimit_clean_max EXIT 0
  STDOUT "<message>Pot Limit Omaha: `after a bet of 100`: a pot of 100 with bets to 100. the call makes the pot 300, so the most bet is to 400. under the basis largest_raise the least raise is to 200</message>"
  ARGS check fixtures/defects/poker-room-potlimit-clean.yaml --format xml --output -)
pp_cli_test(poker_room_mixed_clean_cycle EXIT 0
  STDOUT "<message>Two-game mix: 2 games. 6 hands each, a full cycle of 12 hands. every game is a variant of the room, the fewest seats 7 \\(`Razz`\\)</message>"
  ARGS check fixtures/defects/poker-room-mixed-clean.yaml --format xml --output -)
pp_cli_test(poker_room_explain_040 EXIT 0
  STDOUT "PP-ROOM-040: The most and least bet follow the limit and its worked examples"
  ARGS explain PP-ROOM-040)
