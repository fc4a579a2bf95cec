# SPDX-License-Identifier: Apache-2.0
# tests/fuzz/flags.sh - the libFuzzer flags a target runs with, beyond the
# common ones (sourced by scripts/fuzz and tests/fuzz/exec_rate.sh, so the
# rate measured is the rate of the campaign).
#
# plan_load, report_writers: -entropic_scale_per_exec_time=1 gives an input
# less of the fuzzer's energy the slower it runs.  A mutant of the 300 KB
# seed plan takes about 150 ms in the instrumented build and one of a small
# plan under 1 ms; without the flag the slow ones took most of the time.
# Measured on the plan target (tests/fuzz/README.md, fourth round): 150 s
# from the committed corpus, 64,931 executions and 4,556 edges without the
# flag, 207,587 executions and 4,565 edges with it (-max_len=65536 instead:
# 68,833 executions, 4,525 edges).
fuzz_flags() { # TARGET -> its extra flags on stdout
  case "$1" in
    plan_load|report_writers) echo "-entropic_scale_per_exec_time=1" ;;
    *) echo "" ;;
  esac
}

# report_writers: scripts/fuzz --merge keeps the inputs that reach a new
# edge of the writers' code (reports/), with tests/fuzz/merge_scope.py,
# not every input that adds any feature: the target must read its seeds in
# well within its share (tests/fuzz/README.md, "Seeds that fit the share").
# The others keep every feature.
fuzz_merge_scope() { # TARGET -> the source folder its corpus covers, or ""
  case "$1" in
    report_writers) echo "reports/" ;;
    *) echo "" ;;
  esac
}
