# SPDX-License-Identifier: Apache-2.0
# CLI contract of plan revisions and CI outputs: `diff` (golden reports,
# exit codes, git REV:path), JUnit and SARIF (schema-valid), waivers.
# Included by tests/CMakeLists.txt.

# pp_sarif_test(NAME EXIT code ARGS args...): the SARIF log of a run
# validates against the SARIF 2.1.0 JSON schema.
function(pp_sarif_test name)
  cmake_parse_arguments(arg "" "EXIT" "ARGS" ${ARGN})
  set(file ${PP_OUT}/sarif-${name}.sarif)
  string(REPLACE ";" "|" cmd "${PP_CLI};${arg_ARGS};--format;sarif;--output;${file}")
  add_test(NAME cli.sarif_${name}
           COMMAND ${CMAKE_COMMAND} "-DCMD=${cmd}" -DFILE=${file} -DSCHEMA=${PP_SARIF_SCHEMA}
                   -DPYTHON=${PP_PYTHON3} -DSCRIPT=${PP_SARIF_CHECK} -DEXIT=${arg_EXIT}
                   -P ${PROJECT_SOURCE_DIR}/cmake/validate_sarif.cmake
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cli.sarif_${name} PROPERTIES LABELS cli)
endfunction()

# --- diff: golden reports of the revision fixtures -----------------------------
foreach(case IN ITEMS "gelp-2026|1" "wheel-rename|0" "roulette-straight|1")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 rev)
  list(GET parts 1 rc)
  set(dir fixtures/revisions/${rev})
  pp_golden_test(revisions_${rev}_xml FORMAT xml EXPECTED revisions-${rev}.xml EXIT ${rc}
    XSD ${PP_DIFF_XSD} ARGS diff ${dir}/old.yaml ${dir}/new.yaml)
  pp_golden_test(revisions_${rev}_text FORMAT text EXPECTED revisions-${rev}.txt EXIT ${rc}
    ARGS diff ${dir}/old.yaml ${dir}/new.yaml)
  # For pull requests: a Markdown comment, an HTML page, JSON for programs.
  pp_golden_test(revisions_${rev}_markdown FORMAT markdown EXPECTED revisions-${rev}.md
    EXIT ${rc} ARGS diff ${dir}/old.yaml ${dir}/new.yaml)
  pp_golden_test(revisions_${rev}_html FORMAT html EXPECTED revisions-${rev}.html
    EXIT ${rc} ARGS diff ${dir}/old.yaml ${dir}/new.yaml)
  pp_golden_test(revisions_${rev}_json FORMAT json EXPECTED revisions-${rev}.json
    EXIT ${rc} ARGS diff ${dir}/old.yaml ${dir}/new.yaml)
endforeach()

# --- diff: exit codes and --fail-on -------------------------------------------------
set(gelp fixtures/revisions/gelp-2026)
pp_cli_test(diff_fail_on_never EXIT 0 ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml --fail-on never)
pp_cli_test(diff_rename_fails_on_info EXIT 1
  ARGS diff fixtures/revisions/wheel-rename/old.yaml fixtures/revisions/wheel-rename/new.yaml
       --fail-on info)
pp_cli_test(diff_identical EXIT 0 STDOUT "changes: 0 .*level: none"
  ARGS diff fixtures/plans/seed-000.yaml fixtures/plans/seed-000.yaml --fail-on info)
pp_cli_test(diff_max_bet_warning EXIT 1
  STDOUT "new.yaml:180:48: error: european-roulette: `max_bet` of limits row `EUR` changed from \"2000\" to \"5000\" \\(plan 10.1 §7\\) \\[changed, max-bet-raised, new-finding\\]"
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml)
pp_cli_test(diff_two_outputs EXIT 1 NO_STDOUT
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml --format xml --output ${PP_OUT}/diff2.xml
       --format text --output ${PP_OUT}/diff2.txt)
pp_cli_test(diff_bad_old EXIT 2 NO_STDOUT ABSENT ${PP_OUT}/diff-bad.xml
  STDERR "^planproof: fixtures/bad/float-ratio.yaml:10:41: error: `payout: 0.95` is a bare YAML number"
  ARGS diff fixtures/bad/float-ratio.yaml ${gelp}/new.yaml --format xml
       --output ${PP_OUT}/diff-bad.xml)
pp_cli_test(diff_bad_new EXIT 2 STDERR "^planproof: fixtures/nope.yaml: error: cannot open"
  ARGS diff ${gelp}/old.yaml fixtures/nope.yaml)
pp_cli_test(diff_one_plan EXIT 64 STDERR "diff needs two plans, OLD and NEW"
  ARGS diff ${gelp}/old.yaml)
pp_cli_test(diff_three_plans EXIT 64 STDERR "diff takes two plans; `x.yaml` is one too many"
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml x.yaml)
pp_cli_test(diff_junit_refused EXIT 64
  STDERR "diff writes text, xml, markdown, html, json, sarif, not `junit`"
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml --format junit --output x.xml)
pp_cli_test(diff_no_waivers EXIT 64 STDERR "unknown option `--waivers`"
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml --waivers fixtures/waivers/seed-000.yaml)

# --- diff: git REV:path in a repository the test creates -------------------------
add_test(NAME cli.diff_git_revisions
         COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:planproof_cli>
                 -DOLD=${PROJECT_SOURCE_DIR}/${gelp}/old.yaml
                 -DNEW=${PROJECT_SOURCE_DIR}/${gelp}/new.yaml
                 -DGOLDEN=${PROJECT_SOURCE_DIR}/fixtures/golden/revisions-gelp-2026.txt
                 -DSOURCE=${PROJECT_SOURCE_DIR} -DWORK=${PP_OUT}/git-diff
                 -DXSD=${PP_DIFF_XSD} -DXMLLINT=${XMLLINT}
                 -P ${PROJECT_SOURCE_DIR}/cmake/git_diff.cmake)
set_tests_properties(cli.diff_git_revisions PROPERTIES LABELS cli)

# --- JUnit and SARIF ---------------------------------------------------------------
pp_golden_test(seed_000_junit FORMAT junit EXPECTED seed-000.junit.xml EXIT 1
  XSD ${PP_JUNIT_XSD} ARGS check fixtures/plans/seed-000.yaml)
pp_golden_test(seed_000_sarif FORMAT sarif EXPECTED seed-000.sarif EXIT 1
  ARGS check fixtures/plans/seed-000.yaml)
pp_sarif_test(seed_000 EXIT 1 ARGS check fixtures/plans/seed-000.yaml)
# A diff's SARIF log: NEW's log with the findings the change brings in
# (gelp-2026: PP-MAXWIN-001 `EUR` and PP-PLAN-005 are new), under an
# automation id of its own; with a rules base every rule has its helpUri.
pp_sarif_test(diff_gelp_2026 EXIT 1
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml --rules-uri https://example.org/docs/rules/)
pp_cli_test(diff_sarif_brought_in EXIT 1
  STDOUT "\"id\": \"planproof-diff/fixtures/revisions/gelp-2026/new.yaml/\".*\"helpUri\": \"https://example.org/docs/rules/PP-MAXWIN-001.md\".*\"ruleId\": \"PP-MAXWIN-001\".*\"ruleId\": \"PP-PLAN-005\""
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml --format sarif --output -
       --rules-uri https://example.org/docs/rules/)
pp_cli_test(diff_markdown_links_rules EXIT 1
  STDOUT "\\[PP-MAXWIN-001\\]\\(https://example.org/docs/rules/PP-MAXWIN-001.md\\)"
  ARGS diff ${gelp}/old.yaml ${gelp}/new.yaml --format markdown
       --rules-uri https://example.org/docs/rules/)
pp_sarif_test(seed_000_waived EXIT 0
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/seed-000.yaml
       --fail-on never)
pp_xsd_test(junit_seed_000_waived FORMAT junit XSD ${PP_JUNIT_XSD} EXIT 0
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/seed-000.yaml
       --fail-on never)
pp_xsd_test(xml_seed_000_waived EXIT 0
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/seed-000.yaml
       --fail-on never)
# Every defect plan's JUnit report and SARIF log validate: core.cmake's
# cli.junit_defect_plans and cli.sarif_defect_plans.
pp_cli_test(junit_and_sarif_outputs EXIT 1 NO_STDOUT
  ARGS check fixtures/plans/seed-000.yaml --format junit --output ${PP_OUT}/multi.junit.xml
       --format sarif --output ${PP_OUT}/multi.sarif --format text --output ${PP_OUT}/m.txt)
pp_cli_test(junit_fail_on_warning EXIT 1
  STDOUT "<failure type=\"warning\" message=\"the plan does not say whether the maximum win"
  ARGS check fixtures/defects/maxwin-basis-unstated.yaml --format junit --fail-on warning)
pp_cli_test(junit_warning_passes_below_threshold EXIT 0
  STDOUT "<system-out>fixtures/defects/maxwin-basis-unstated.yaml:[0-9]+:[0-9]+: warning: "
  ARGS check fixtures/defects/maxwin-basis-unstated.yaml --format junit)

# --- waivers ---------------------------------------------------------------------------
# Counts and exit codes are pinned on a frozen copy of the seed plan's
# roulette and wheel sections: the seed plan grows as families are added.
set(frozen fixtures/revisions/gelp-2026/old.yaml)
pp_cli_test(waivers_applied EXIT 0
  STDOUT "old.yaml:185:25: waived: kolo-stesti: the wheel shows 6 different symbols; the plan says 35 \\[PP-WHEEL-003\\] \\(plan 10.15.1.2\\)\n  waived: approved by J. Novák, compliance officer until 2099-12-31: \"35\" in 10.15.1.2"
  ARGS check ${frozen} --waivers fixtures/waivers/seed-000.yaml)
pp_cli_test(waivers_counted_apart EXIT 0
  STDOUT "4 games, 263 checks: 235 passed, 0 failed, 17 warnings, 3 info, 5 not applicable, 3 waived, 0 errors"
  ARGS check ${frozen} --waivers fixtures/waivers/seed-000.yaml)
pp_cli_test(waiver_expired EXIT 1 EPOCH 1767225600
  STDOUT "fixtures/waivers/expired.yaml:4:5: error: the waiver of PP-WHEEL-003 for kolo-stesti \\(symbols\\) expired after 2020-01-31"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/expired.yaml)
# SOURCE_DATE_EPOCH is "today": 2020-01-31 (the last day) still holds,
# 2020-02-01 does not.
pp_cli_test(waiver_last_day_holds EXIT 0 EPOCH 1580428800
  STDOUT "kolo-stesti \\(Kolo štěstí, plan 10.15\\): 31 passed, 0 failed, 7 warnings, 0 info, 1 not applicable, 1 waived"
  ARGS check ${frozen} --waivers fixtures/waivers/expired.yaml)
pp_cli_test(waiver_day_after_expires EXIT 1 EPOCH 1580515200
  STDOUT "expired after 2020-01-31"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/expired.yaml)
pp_cli_test(waiver_unused EXIT 1
  STDOUT "fixtures/waivers/unused.yaml:4:5: warning: the waiver of PP-ROUL-001 for european-roulette matches no finding that did not pass"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/unused.yaml
       --fail-on error --show all)
pp_cli_test(waiver_unused_fails_on_warning EXIT 1
  ARGS check fixtures/defects/roulette-clean.yaml --waivers fixtures/waivers/unused.yaml
       --fail-on warning)
pp_cli_test(waiver_unknown_rule EXIT 2 NO_STDOUT
  STDERR "^planproof: fixtures/waivers/unknown-rule.yaml:4:11: error: no rule has the id `PP-WHEEL-099`"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/unknown-rule.yaml)
pp_cli_test(waiver_no_justification EXIT 2 NO_STDOUT
  STDERR "^planproof: fixtures/waivers/no-justification.yaml:4:5: error: waiver is missing required key `justification`"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/no-justification.yaml)
pp_cli_test(waiver_blank_approver EXIT 2 NO_STDOUT
  STDERR "^planproof: fixtures/waivers/blank-approver.yaml:7:15: error: `approver` is empty"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/blank-approver.yaml)
pp_cli_test(waiver_file_missing EXIT 2 STDERR "nope.yaml: error: cannot open"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/nope.yaml)
pp_cli_test(waivers_twice EXIT 64 STDERR "--waivers may be given once"
  ARGS check fixtures/plans/seed-000.yaml --waivers fixtures/waivers/seed-000.yaml
       --waivers fixtures/waivers/unused.yaml)
pp_cli_test(explain_waiver_rule EXIT 0 STDOUT "PP-WAIVER-002: Every waiver is within its expiry date"
  ARGS explain PP-WAIVER-002)
