#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/cli/jobs.sh PLANPROOF CASE [DOCUMENTS] - one case of --jobs N
# (tests/cli/jobs.cmake; issue 31): a plan's games checked on N jobs give
# the reports of one job, byte for byte; --threads is the older name;
# PLANPROOF_JOBS stands in for the option and is refused when it is not a
# number.  Each case works in a fresh folder (tests/hostile/lib.sh).
# Exit 0 pass, 77 skipped.
. "$(dirname "$0")/../hostile/lib.sh"
documents=${3:-}
unset PLANPROOF_DOCUMENTS PLANPROOF_JOBS SOURCE_DATE_EPOCH
export PLANPROOF_CACHE_DIR=
several=$src/fixtures/defects/four-families-clean.yaml  # five games, four families

# reports PREFIX PLAN ARGS...: check PLAN into PREFIX.{xml,json,sarif,txt}
# with ARGS (exit 0 or 1: a plan's findings); the text report on stdout.
reports() {
  local prefix=$1 plan=$2; shift 2
  "$pp" check "$plan" "$@" --fail-on never --format xml --output "$prefix.xml" \
    --format json --output "$prefix.json" --format sarif --output "$prefix.sarif" \
    --format text --output "$prefix.txt" >out 2>err ||
    { cat err >&2; fail "check $plan $* failed"; }
}
# same A B: every report of prefix A equals B's, byte for byte.
same() {
  for ext in xml json sarif txt; do
    cmp "$1.$ext" "$2.$ext" >&2 || fail "$1.$ext and $2.$ext differ"
  done
}

case "$case_name" in
same-bytes)
  # Five games on one, two and three jobs; the figures too (the PAR sheet).
  reports one "$several" --jobs 1
  reports two "$several" --jobs 2
  reports three "$several" --jobs 3
  has one.xml 'ruleId="PP-RTP-001"'
  same one two
  same one three
  "$pp" figures "$several" --jobs 1 >fig1 2>err || fail "figures --jobs 1 failed"
  "$pp" figures "$several" --jobs 2 >fig2 2>err || fail "figures --jobs 2 failed"
  [ -s fig1 ] || fail "figures wrote nothing"
  cmp fig1 fig2 >&2 || fail "the PAR sheets of one and two jobs differ"
  ;;
exact-main)
  # The heavy analyses on two jobs, against one: the plan's Three Card
  # Poker and Let It Ride main games (two more returns than without
  # --exact-main), and a Black Jack shoe priced by up card on the jobs
  # its check leaves free.
  reports plain "$several" --jobs 2
  reports one "$several" --jobs 1 --exact-main
  reports two "$several" --jobs 2 --exact-main
  [ "$(grep -c 'ruleId="PP-RTP-001"' one.xml)" -gt "$(grep -c 'ruleId="PP-RTP-001"' plain.xml)" ] ||
    fail "--exact-main added no return"
  same one two
  deck=$src/fixtures/defects/blackjack-pairs-one-deck.yaml
  reports bj1 "$deck" --jobs 1 --exact-main
  reports bj3 "$deck" --jobs 3 --exact-main
  has bj1.xml 'ruleId="PP-BJ-015" status="pass"'
  same bj1 bj3
  ;;
seed)
  # The bundled real plan (nineteen games), when its documents are here.
  [ -n "$documents" ] && [ -d "$documents" ] || { echo "SKIPPED: no seed documents"; exit 77; }
  reports one "$src/fixtures/plans/seed-000.yaml" --jobs 1 --documents "$documents"
  reports two "$src/fixtures/plans/seed-000.yaml" --jobs 2 --documents "$documents"
  has one.txt 'seed-000.yaml: 19 games'
  same one two
  ;;
threads-alias)
  # --threads N is --jobs N; the last of them wins.
  reports one "$several" --jobs 1
  reports two "$several" --threads 2
  reports last "$several" --jobs 1 --threads 2
  same one two
  same one last
  ;;
environment)
  # PLANPROOF_JOBS when no option is given; the option wins over it (even
  # over a value that is not a number); set but empty: one per processor.
  reports one "$several" --jobs 1
  PLANPROOF_JOBS=2 reports env "$several"
  same one env
  PLANPROOF_JOBS= reports empty "$several"
  same one empty
  PLANPROOF_JOBS=many reports opt "$several" --jobs 2
  same one opt
  PLANPROOF_JOBS=many run 64 "$pp" check "$several"
  has err 'PLANPROOF_JOBS takes a number from 0 (one per processor) to 256, not `many`'
  [ ! -s out ] || fail "a usage error wrote a report"
  PLANPROOF_JOBS=-1 run 64 "$pp" figures "$several"
  has err 'PLANPROOF_JOBS takes a number'
  PLANPROOF_JOBS=257 run 64 "$pp" diff "$several" "$several"
  has err 'not `257`'
  ;;
bad-option)
  run 64 "$pp" check "$several" --jobs two
  has err '--jobs takes a number from 0 (one per processor) to 256, not `two`'
  run 64 "$pp" check "$several" --jobs=257
  has err 'not `257`'
  run 64 "$pp" check "$several" --threads ''
  has err '--threads takes a number'
  run 64 "$pp" figures "$several" --jobs=1x
  has err '--jobs takes a number'
  run 64 "$pp" check "$several" --jobs
  has err '--jobs'
  ;;
*)
  fail "no such case"
  ;;
esac
exit 0
