# CLI cases of the poker room's rules of play (issue 12 item 6): each
# defect plan's located finding (PP-ROOM-014..020), seed 004's findings at
# their lines of the leaflet, and the rules' explanations.  Included by
# tests/CMakeLists.txt.  A `;` of a message is matched by `.`.

foreach(case IN ITEMS
    "allin-reopen|13:28: warning: room: the all-in rule \\(reopens at twice the bet it raises\\) and the minimum-raise rule disagree: after \"A bets 10, B raises to 30\" an all-in to 50-59 is a full raise|PP-ROOM-014"
    "pieces-gap|12:9: warning: room: table balancing: no piece says what holds for 6 tables in play \\(between fewer than 6 tables and more than 6 tables\\)|PP-ROOM-015"
    "odd-chip|13:19: warning: room: a pot split among up to 10 players can leave 1 to 9 odd smallest chips. the plan names no recipient for 2-9 of them|PP-ROOM-016"
    "straddle|13:15: warning: room: the plan does not say who acts first before the flop, so neither rule decides whether the straddler acts first or last|PP-ROOM-017"
    "dead-button|14:18: warning: room: going from three players \\(seats 1-3: button, small blind, big blind\\) to two, the dead-button rule and the heads-up rule|PP-ROOM-018"
    "chip-race|14:9: warning: room: the chip race's rounding is not total: no rule says what happens to 2 of 4 remainders, from 1/5 to 2/5 of a higher chip|PP-ROOM-019"
    "bet-example|15:11: error: room: `Example` \\(largest_raise\\): [^\n]*min_raise_to: the plan says 1300, the rules give 1400|PP-ROOM-020")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 msg)
  list(GET parts 2 rule)
  pp_cli_test(room_play_${name} EXIT 1
    STDOUT "fixtures/defects/room-${name}.yaml:${msg}[^\n]*\\[${rule}\\]"
    ARGS check fixtures/defects/room-${name}.yaml --fail-on warning)
endforeach()

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
