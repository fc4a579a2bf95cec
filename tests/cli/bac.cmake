# CLI cases of the baccarat engine's limits: a shoe above the deck cap is
# refused with a located message (exit 2); a 100-deck shoe, whose counts
# pass 2^64, is checked exactly.  Included by tests/CMakeLists.txt.
pp_cli_test(baccarat_too_many_decks EXIT 2 NO_STDOUT
  STDERR "^planproof: fixtures/bad/baccarat-too-many-decks.yaml:12:14: error: `decks: 501` is out of range 1..500"
  ARGS check fixtures/bad/baccarat-too-many-decks.yaml)
pp_cli_test(baccarat_100_decks EXIT 0
  STDOUT "1 games, 32 checks: 31 passed, 0 failed, 0 warnings, 0 info, 1 not applicable"
  ARGS check fixtures/defects/baccarat-clean-100-decks.yaml --fail-on info
       --policy fixtures/policies/none.yaml)
