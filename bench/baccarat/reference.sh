#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# bench/baccarat/reference.sh REF_DIR [ROUNDS] - planproof's exact baccarat
# enumeration beside the public reference on the same work: every coup of a
# 6-deck shoe under the standard tableau, counted as orderings of six cards.
#
# REF_DIR is a checkout of github:XuanNguyenCU/baccarat (commit 7c3ed7b, its
# src/baccarat.py: a Python program that walks the 10^6 sequences of six
# card values and weighs each by its orderings in the shoe; the only exact
# finite-shoe enumerator found in public code that could be fetched and run
# from its own repository, README.md).  It is run as its authors ship it,
# ROUNDS times (default 3), whole (interpreter start and its printing
# included: a few milliseconds of its seconds); planproof's bench_baccarat
# decks6 runs the state engine 50 times in one process (the enumeration
# alone).  Both sides' player, banker and tie orderings must be equal: the
# same work.  Prints the best time of each and their ratio.
set -euo pipefail
ref=${1:?usage: reference.sh REF_DIR [ROUNDS]}
rounds=${2:-3}
here=$(cd "$(dirname "$0")/../.." && pwd)
bench=${BENCH:-$here/build/bench/baccarat/bench_baccarat}

best_ms=
for _ in $(seq "$rounds"); do
  t0=$(date +%s%N)
  out=$(python3 "$ref/src/baccarat.py")
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  if [ -z "$best_ms" ] || [ "$ms" -lt "$best_ms" ]; then best_ms=$ms; fi
done
total() { echo "$out" | sed -n "s/^Total ways $1 can win: *//p; s/^Total ways for a $1: *//p" | tr -d ,; }
ref_counts="player $(total Player) banker $(total Banker) tie $(total tie)"

ours=$("$bench" decks6 50 new)
pp_ms=$(echo "$ours" | sed -n 's/.*new: best *\([0-9.]*\) ms.*/\1/p')
pp_counts=$(echo "$ours" | sed -n 's/.*orderings: //p')

echo "reference (python3 src/baccarat.py, $rounds runs): best $best_ms ms; $ref_counts"
echo "planproof (bench_baccarat decks6, 50 runs):       best $pp_ms ms; $pp_counts"
if [ "$ref_counts" != "$pp_counts" ]; then
  echo "the two sides' orderings differ: not the same work" >&2
  exit 1
fi
echo "same orderings; reference time / planproof time: $(awk -v a="$best_ms" -v b="$pp_ms" 'BEGIN { printf "%.0f", a / b }')x"
