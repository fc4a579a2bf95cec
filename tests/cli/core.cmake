# SPDX-License-Identifier: Apache-2.0
# CLI contract of `check` and `explain`: exit codes, GNU-style located
# messages, hostile inputs, report files.  Included by tests/CMakeLists.txt.

# --- could not evaluate: exit 2 with file:line:col --------------------------
foreach(case IN ITEMS
    "alias-bomb|2:4: error: anchors"
    "deep-nesting|1:65: error: the file is nested too deeply"
    "duplicate-key|11:5: error: duplicate key \"citation\" \\(first defined at 8:5\\)"
    "empty|1:1: error: the file is empty"
    "float-ratio|10:41: error: `payout: 0.95` is a bare YAML number; write the ratio as a quoted string"
    "invalid-utf8|10:24: error: invalid UTF-8"
    "merge-key|10:13: error: merge keys"
    "missing-field|10:12: error: wheel bet is missing required key `payout`"
    "not-a-mapping|1:1: error: `document` must be a mapping"
    "syntax-error|11:1: error: did not find expected"
    "tag|10:41: error: tags"
    "two-documents|11:1: error: a planproof file holds one YAML document"
    "unknown-key|10:33: error: unknown key `payuot` in wheel bet \\(did you mean `payout`\\?\\)"
    "utf16|1:1: error: planproof reads UTF-8 text"
    "zero-ratio|10:41: error: `payout: \"1:0\"` is not a valid ratio"
    "zero-chip|6:32: error: `smallest_chip: 0` must be greater than zero")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 msg)
  pp_cli_test(bad_${name} EXIT 2 NO_STDOUT ABSENT ${PP_OUT}/bad-${name}.xml
    STDERR "^planproof: fixtures/bad/${name}.yaml:${msg}"
    ARGS check fixtures/bad/${name}.yaml --format xml --output ${PP_OUT}/bad-${name}.xml)
endforeach()

# A 5 MB file is refused before it is parsed (made at configure time: data
# this size does not belong in the repository).
set(big ${PP_OUT}/big-5mb.yaml)
if(NOT EXISTS ${big})
  string(REPEAT "# padding padding padding padding padding padding padding\n" 90000 pad)
  file(WRITE ${big} "${pad}")
endif()
pp_cli_test(bad_5mb_file EXIT 2 NO_STDOUT
  STDERR "big-5mb.yaml: error: file is larger than the 4194304-byte limit"
  ARGS check ${big})
pp_cli_test(missing_file EXIT 2 STDERR "nope.yaml: error: cannot open: No such file"
  ARGS check fixtures/nope.yaml)
pp_cli_test(directory EXIT 2 STDERR "fixtures: error: the directory has no plan"
  ARGS check fixtures --no-recurse)
pp_cli_test(directory_tree_without_plans EXIT 2 STDERR "docs: error: the directory has no plan"
  ARGS check docs)

# --- usage: exit 64 ----------------------------------------------------------
pp_cli_test(no_command EXIT 64 STDERR "no command given" ARGS)
pp_cli_test(unknown_command EXIT 64 STDERR "unknown command `frobnicate`" ARGS frobnicate)
pp_cli_test(check_without_plan EXIT 64 STDERR "check needs a plan file" ARGS check)
pp_cli_test(unknown_format EXIT 64 STDERR "unknown format `pdf`"
  ARGS check fixtures/defects/wheel-clean.yaml --format pdf)
pp_cli_test(unknown_fail_on EXIT 64 STDERR "--fail-on takes error, warning, info or never"
  ARGS check fixtures/defects/wheel-clean.yaml --fail-on sometimes)
pp_cli_test(format_output_mismatch EXIT 64 STDERR "each --format needs its own --output"
  ARGS check fixtures/defects/wheel-clean.yaml --format xml --format text --output a.xml)
pp_cli_test(unknown_option EXIT 64 STDERR "unknown option `--fast`"
  ARGS check fixtures/defects/wheel-clean.yaml --fast)
pp_cli_test(help EXIT 0 STDOUT "exit codes: 0 compliant" ARGS --help)
pp_cli_test(version EXIT 0 STDOUT "^planproof [0-9]+\\.[0-9]+\\.[0-9]+\n$" ARGS --version)

# --- verdicts and --fail-on ----------------------------------------------------
pp_cli_test(clean_plan_passes EXIT 0
  STDOUT "1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/roulette-clean.yaml)
pp_cli_test(findings_exit_1 EXIT 1
  STDOUT "roulette-payout-wrong.yaml:18:31: error: roulette: split covers 2 number\\(s\\): pays 16:1"
  ARGS check fixtures/defects/roulette-payout-wrong.yaml)
pp_cli_test(fail_on_never EXIT 0 ARGS check fixtures/defects/roulette-payout-wrong.yaml --fail-on never)
pp_cli_test(warning_passes_by_default EXIT 0 STDOUT "warning: roulette: the plan does not say"
  ARGS check fixtures/defects/maxwin-basis-unstated.yaml)
pp_cli_test(fail_on_warning EXIT 1 ARGS check fixtures/defects/maxwin-basis-unstated.yaml --fail-on warning)
pp_cli_test(info_fails_only_on_info EXIT 1
  ARGS check fixtures/defects/roulette-bet-type-missing.yaml --fail-on info)
pp_cli_test(seed_plan_verdicts EXIT 1
  STDOUT "fail +kolo-stesti \\(Kolo štěstí, plan 10.15\\)"
  ARGS check fixtures/plans/seed-000.yaml)
pp_cli_test(several_outputs EXIT 1 NO_STDOUT
  ARGS check fixtures/plans/seed-000.yaml --format xml --output ${PP_OUT}/multi.xml
       --format html --output ${PP_OUT}/multi.html --format text --output ${PP_OUT}/multi.txt)
pp_cli_test(unwritable_output EXIT 2 STDERR "error: cannot write"
  ARGS check fixtures/defects/wheel-clean.yaml --format xml --output /nonexistent/dir/r.xml)

# --- explain --------------------------------------------------------------------
pp_cli_test(explain_rule EXIT 0 STDOUT "PP-MAXWIN-001: The declared maximum win follows"
  ARGS explain PP-MAXWIN-001)
pp_cli_test(explain_unknown EXIT 64 STDERR "no rule has the id `PP-NOPE-001`"
  ARGS explain PP-NOPE-001)
pp_cli_test(explain_list EXIT 0 STDOUT "PP-ROUL-001 +error +The wheel order"
  ARGS explain --list)

# --- reports: golden bytes and XSD validity ---------------------------------------
pp_golden_test(seed_000_xml FORMAT xml EXPECTED seed-000.xml EXIT 1
  ARGS check fixtures/plans/seed-000.yaml)
pp_golden_test(seed_000_text FORMAT text EXPECTED seed-000.txt EXIT 1
  ARGS check fixtures/plans/seed-000.yaml)
# Every defect plan's XML, JUnit and SARIF reports validate
# (cli.xsd_defect_plans, cli.junit_defect_plans, cli.sarif_defect_plans).
# The same run writes its JSON and HTML reports, which cli.json_defects
# (json.cmake) and cli.html_source_defects (html.cmake) check, and its
# exit code says that every defect plan loads (validate_plans_schema.py,
# cli.plan_schema): one run per plan for all of them.
file(GLOB defect_plans RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/fixtures/defects/*.yaml)
pp_reports_tests(defect_plans EXIT 0 PLANS ${defect_plans} ARGS --fail-on never
  FORMATS json html)

# --- generate ---------------------------------------------------------------------
pp_cli_test(generate_skeleton EXIT 0 STDOUT "family: roulette  # required"
  ARGS generate skeleton roulette)
pp_cli_test(generate_list EXIT 0 STDOUT "wheel +money wheels" ARGS generate --list)
pp_cli_test(generate_unknown EXIT 64 STDERR "no game family `craps`"
  ARGS generate skeleton craps)

# Every independent mistake of a file is reported in one run, in file order.
pp_cli_test(bad_three_mistakes_at_once EXIT 2 NO_STDOUT
  STDERR "three-mistakes.yaml:3:66: error: `date: \"2025-02-30\"` is not a date of the calendar\nplanproof: fixtures/bad/three-mistakes.yaml:10:24: error: unknown key `segmnts` in money wheel \\(did you mean `segments`\\?\\)\nplanproof: fixtures/bad/three-mistakes.yaml:11:41: error: `payout: 0.5` is a bare YAML number"
  ARGS check fixtures/bad/three-mistakes.yaml)

# --- format versions and migrate ------------------------------------------------
set(format1 fixtures/plans/history/seed-000-format1-double.yaml)
pp_cli_test(format1_plan_still_checks EXIT 1
  STDOUT "seed-000-format1-double.yaml:1225:7: info: black-jack: `double` is the old name of `doubling`[^\n]*\\[PP-SPEC-001\\]"
  ARGS check ${format1} --show all)
pp_cli_test(format1_diff_is_only_the_version EXIT 0
  STDOUT "seed-000-format2-migrated.yaml:5:12: info: `planproof` changed from 1 to 2 \\[changed\\]\n\n"
  ARGS diff ${format1} fixtures/plans/history/seed-000-format2-migrated.yaml)
pp_cli_test(migrate_to_stdout EXIT 0 STDOUT "^# Game plan.*\nplanproof: 2\n"
  ARGS migrate ${format1})
pp_cli_test(migrate_renames_old_keys EXIT 0 STDOUT "\n    doubling:"
  ARGS migrate ${format1})
pp_cli_test(migrate_never_over_its_input EXIT 64 STDERR "refusing to overwrite it"
  ARGS migrate ${format1} --output ${format1})
pp_cli_test(migrate_needs_a_plan EXIT 64 STDERR "migrate: which plan" ARGS migrate)

# --- jurisdiction policies ---------------------------------------------------------
pp_cli_test(policy_file_applies EXIT 1
  STDOUT "kolo-stesti: wheel bet `10x` has a house edge of 38.8889%, above the 20% ceiling of policy `Example strict policy` §4\\(3\\) \\[PP-RTP-002\\]"
  ARGS check fixtures/plans/seed-000.yaml --policy fixtures/policies/strict.yaml --show all)
pp_cli_test(policy_default_applies EXIT 1
  STDOUT "admiral-kolo-stesti: wheel bet `Sedmička 7` returns 86.6667%, below the 90% floor of policy `planproof default` \\[PP-RTP-002\\]"
  ARGS check fixtures/plans/seed-000.yaml --show all)
pp_cli_test(policy_malformed EXIT 2 NO_STDOUT
  STDERR "bad-float.yaml:5:24: error: `below: 0.85` is a bare YAML number"
  ARGS check fixtures/plans/seed-000.yaml --policy fixtures/policies/bad-float.yaml)
pp_cli_test(policy_twice EXIT 64 STDERR "--policy may be given once"
  ARGS check fixtures/plans/seed-000.yaml --policy fixtures/policies/none.yaml
       --policy fixtures/policies/none.yaml)
pp_cli_test(policy_never_overwritten EXIT 64 STDERR "is the policy file"
  ARGS check fixtures/defects/wheel-clean.yaml --policy fixtures/policies/none.yaml
       --format xml --output fixtures/policies/none.yaml)
pp_cli_test(policy_explained EXIT 0 STDOUT "PP-RTP-002: Every bet's return meets the jurisdiction policy"
  ARGS explain PP-RTP-002)

# --- roulette tournaments (PP-RTOUR-*) ---------------------------------------------
pp_cli_test(roulette_tournament_clean_passes EXIT 0
  STDOUT "roulette-tournament-clean.yaml: 1 games, [0-9]+ checks: [0-9]+ passed, 0 failed, 0 warnings, 0 info"
  ARGS check fixtures/defects/roulette-tournament-clean.yaml)
pp_cli_test(roulette_tournament_fee_ceiling EXIT 1
  STDOUT "error: roulette: the entry's fee is 10.0000% of it and each re-buy's 20.0000% of its amount \\(re-buys unlimited\\); with 1 re-buy\\(s\\) the fees of 200 CZK on 1500 CZK are 13.3333% of the entry plus re-buys, against a ceiling of 12.0000% \\[PP-RTOUR-001\\]"
  ARGS check fixtures/defects/roulette-tournament-defect.yaml)
pp_cli_test(roulette_tournament_forced_bet EXIT 1
  STDOUT "roulette-tournament-defect.yaml:[0-9]+:[0-9]+: error: roulette: the forced bet of 5 CZK a spin lies outside CZK \\(10 to 50000\\); over its 30 spins it would stake 150 CZK \\[PP-RTOUR-002\\]"
  ARGS check fixtures/defects/roulette-tournament-defect.yaml)
pp_cli_test(roulette_tournament_prizes EXIT 1
  STDOUT "error: roulette: the 3 prize shares take 105.0000% of the prize pool, 5.0000% more than it holds \\[PP-RTOUR-003\\]"
  ARGS check fixtures/defects/roulette-tournament-defect.yaml)
