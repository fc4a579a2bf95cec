#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/fuzz/exec_rate.sh [BINARY] - executions per CPU-second of a
# libFuzzer target on a fixed corpus, steady state.  Runs the target twice
# with the same seed on the same corpus (-runs=10000, then -runs=30000,
# new inputs going to a fresh temporary folder each time): the first 10,000
# executions of both are the same, so the 20,000 more executions divided
# by the extra user+sys seconds is the rate once the corpus is read in,
# whatever else the machine runs.  Also prints libFuzzer's own exec/s
# (wall clock) of the longer run.
#
#   BINARY   default build-fuzz/tests/fuzz/fuzz_plan_load
#   CORPUS   (environment) default fixtures/fuzz/plan_load
#   FUZZ_FLAGS (environment) the target's own libFuzzer flags for both runs;
#            default: the plan target's in tests/fuzz/flags.sh, as
#            scripts/fuzz runs it (FUZZ_FLAGS= for libFuzzer's defaults)
# Run from the source root: the plans name their documents relative to it.
set -euo pipefail
. "$(dirname "$0")/flags.sh"
bin=${1:-build-fuzz/tests/fuzz/fuzz_plan_load}
FUZZ_FLAGS=${FUZZ_FLAGS-$(fuzz_flags plan_load)}
corpus=${CORPUS:-fixtures/fuzz/plan_load}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cpu() { # runs -> user+sys seconds, log in $tmp/log.$1
  mkdir "$tmp/new.$1"
  /usr/bin/time -f "%U %S" -o "$tmp/time.$1" nice "$bin" -seed=1 -runs="$1" -timeout=20 \
    -rss_limit_mb=2048 -print_final_stats=1 $FUZZ_FLAGS "$tmp/new.$1" "$corpus" > "$tmp/log.$1" 2>&1
  awk '{ printf "%.2f", $1 + $2 }' "$tmp/time.$1"
}
short=$(cpu 10000)
long=$(cpu 30000)
wall=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$tmp/log.30000" | grep -o '[0-9]*$')
echo "$bin ${FUZZ_FLAGS:-(libFuzzer defaults)}: 10000 runs ${short} s CPU, 30000 runs ${long} s CPU;" \
  "steady $(awk -v a="$short" -v b="$long" 'BEGIN { printf "%d", 20000 / (b - a) }') executions per CPU-second;" \
  "30000 runs overall $(awk -v b="$long" 'BEGIN { printf "%d", 30000 / b }')/CPU-s; libFuzzer's average ${wall}/s (wall)"
