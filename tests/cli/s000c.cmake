# seed-000's poker room cites 10.12 POKER - PRAVIDLA HER (issue 12, worker
# s000c): the rules of the games played in the room, lines 1536-2467,
# before its cash game (10.13) and tournaments (10.14).  Every figure of
# 1536-2901 is encoded or listed in `not_encoded`, and the variants read
# from 10.12 are checked against their decks.
# Included by tests/CMakeLists.txt (globbed).

# The game's anchor starts at 10.12 and its 1490 figures are accounted for
# (the pass of PP-DOC-006 names the lines the game cites).
pp_cli_test(s000c_seed_000_poker_room_cites_10_12 EXIT 1
  STDOUT "<message>all 1490 figures of [^<]*000_1af51744837032be.txt:1536-2901 are encoded or listed as not encoded</message>"
  ARGS check fixtures/plans/seed-000.yaml --format xml)

# 10.12 seats 10 players at 5 Card Omaha (five cards each, a board of 5,
# 3 burnt) and 8 at Seven Card Stud (seven cards each) without saying what
# happens when the 52 cards run out.
pp_cli_test(s000c_seed_000_five_card_omaha_deck EXIT 1
  STDOUT "poker-room: 5 Card Omaha Poker at 10 players needs 10 x 5 \\+ 8 = 58 cards of 52 and the plan does not say what happens when the deck runs out; the deck serves 8 players \\[PP-ROOM-009\\]"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(s000c_seed_000_seven_card_stud_deck EXIT 1
  STDOUT "poker-room: Seven Card Stud at 8 players needs 8 x 7 \\+ 0 = 56 cards of 52 and the plan does not say what happens when the deck runs out; the deck serves 7 players \\[PP-ROOM-009\\]"
  ARGS check fixtures/plans/seed-000.yaml)

# Open Face Chinese: 4 players of 13 cards use the deck exactly.
pp_cli_test(s000c_seed_000_open_face_chinese_deck EXIT 1
  STDOUT "<message>Open Face Chinese Poker at 4 players needs 4 x 13 \\+ 0 = 52 cards of 52; the deck serves up to 4 players</message>"
  ARGS check fixtures/plans/seed-000.yaml --format xml)
