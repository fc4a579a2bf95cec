# SPDX-License-Identifier: Apache-2.0
# CLI contract of kinds and entries (issue 27): the text report lists each
# defect and open rule once, --show lists more, --fail-on takes kinds.
# Included by tests/CMakeLists.txt.

# The zero rule's six even-money bets are one line, with their number.
pp_cli_test(entries_zero_rule_once EXIT 1
  STDOUT "european-roulette: bet `black, zero rule b \\(half_win\\)` returns 101.3514% of stakes \\(RTP 75/74\\), at least 100%: players win on average \\[PP-RTP-001\\] \\(plan 10.1 §5 b\\)\\) \\(6 instances\\)\n"
  ARGS check fixtures/plans/seed-000.yaml)
# The first line: the verdict and the entries of each kind.
pp_cli_test(entries_counts EXIT 1
  STDOUT "^fail     fixtures/plans/seed-001.yaml: defects 1, open rules 7, readings 3, notices 0, coverage notes 0 \\(one entry per cause\\)\n"
  ARGS check fixtures/plans/seed-001.yaml)
# Hidden kinds are named with the option that shows them.
pp_cli_test(entries_hidden_kinds EXIT 1
  STDOUT "\nreadings not shown: 3 \\(--show readings; --show all: every result\\)\n"
  ARGS check fixtures/plans/seed-001.yaml)
# A reading that states no ambiguity of the document is a note, worded as
# the encoder's reading; one that does is an open rule, "read more than
# one way".
pp_cli_test(entries_show_readings EXIT 1
  STDOUT "note: black-jack: the reading the encoder recorded: The document does not offer surrender. \\[PP-DOC-005\\]"
  ARGS check fixtures/plans/seed-001.yaml --show readings,defects,open)
pp_cli_test(entries_ambiguous_reading_is_open EXIT 1
  STDOUT "warning: black-jack: the plan can be read more than one way; checked as: \"Všechny dvojice lze rozdělit až třikrát\": the document does not say"
  ARGS check fixtures/plans/seed-001.yaml)
pp_cli_test(entries_show_bad EXIT 64
  STDERR "--show takes kinds \\(defects, open, readings, notices, coverage; comma-separated\\) or all, not `bogus`"
  ARGS check fixtures/plans/seed-001.yaml --show bogus)
# --fail-on KINDS: seed 004's defects are warnings (exit 0 by default),
# seed 001 has no notice (its defects fail it by default).
pp_cli_test(entries_fail_on_defect EXIT 1
  ARGS check fixtures/plans/seed-004.yaml --fail-on defect)
pp_cli_test(entries_fail_on_default EXIT 0
  ARGS check fixtures/plans/seed-004.yaml)
pp_cli_test(entries_fail_on_notice EXIT 0
  ARGS check fixtures/plans/seed-001.yaml --fail-on=notice,coverage)
pp_cli_test(entries_fail_on_bad_kind EXIT 64
  STDERR "--fail-on takes error, warning, info or never, or kinds"
  ARGS check fixtures/plans/seed-001.yaml --fail-on defect,bogus)
pp_cli_test(entries_diff_fail_on_kinds EXIT 0
  ARGS diff fixtures/plans/seed-004.yaml fixtures/plans/seed-004.yaml --fail-on all)
pp_cli_test(entries_diff_no_show EXIT 64 STDERR "unknown option `--show`"
  ARGS diff fixtures/plans/seed-004.yaml fixtures/plans/seed-004.yaml --show all)
