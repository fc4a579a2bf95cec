# SPDX-License-Identifier: Apache-2.0
# CLI conventions (issue 16): per-command --help, GNU --opt=value, `-` for
# standard input, several plans and directories in one run with combined
# reports, --quiet, colour.  Included by tests/CMakeLists.txt.

set(seed001 fixtures/plans/seed-001.yaml)

# pp_cli_wrapped(NAME EXIT code [STDOUT re] [STDERR re] [NO_STDOUT] ARGS cmd...):
# as pp_cli_test, for a command line that is not planproof's own (a shell
# feeding standard input, script(1) giving a terminal).
function(pp_cli_wrapped name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "NO_STDOUT" "EXIT;STDOUT;STDERR" "ARGS")
  set(no_stdout "")
  if(arg_NO_STDOUT)
    set(no_stdout NO_STDOUT)
  endif()
  set(PP_CLI "") # the command line is ARGS, whole
  pp_cli_test(${name} EXIT ${arg_EXIT} ${no_stdout}
    STDOUT "${arg_STDOUT}" STDERR "${arg_STDERR}" ARGS ${arg_ARGS})
endfunction()
set(seed004 fixtures/plans/seed-004.yaml)

# --- --help: every command, exit 0, to stdout ----------------------------------
foreach(cmd check diff explain generate migrate)
  pp_cli_test(help_${cmd} EXIT 0 STDOUT "^usage: planproof ${cmd}" ARGS ${cmd} --help)
endforeach()
pp_cli_test(help_short EXIT 0 STDOUT "^usage: planproof check" ARGS check ${seed001} -h)
pp_cli_test(help_command EXIT 0 STDOUT "^usage: planproof diff" ARGS help diff)
pp_cli_test(help_unknown EXIT 64 STDERR "no help for `nope`" ARGS help nope)
# After `--`, --help is a file name, not the option.
pp_cli_test(help_after_dashdash EXIT 2 STDERR "planproof: --help: error: cannot open"
  ARGS check -- --help)

# --- GNU --opt=value -------------------------------------------------------------
pp_cli_test(opt_equals_format EXIT 0 STDOUT "<testsuites name=\"planproof casino-40-poker-club"
  ARGS check ${seed004} --format=junit --output=- --fail-on=never)
pp_cli_test(opt_equals_fail_on EXIT 1 NO_STDOUT
  ARGS check ${seed004} --fail-on=warning --quiet --format=text --output=/dev/null)
pp_cli_test(opt_equals_bad_value EXIT 64 STDERR "--fail-on takes error, warning, info or never, or kinds \\(defect, open, reading, notice, coverage, all; comma-separated\\), not `sometimes`"
  ARGS check ${seed004} --fail-on=sometimes)
pp_cli_test(opt_equals_diff EXIT 0 STDOUT "level: none"
  ARGS diff ${seed004} ${seed004} --format=text --output=- --fail-on=info)
pp_cli_test(opt_equals_migrate EXIT 0 ABSENT ${PP_OUT}/never-written.yaml
  ARGS migrate ${seed004} --output=/dev/null)
pp_xsd_test(opt_equals_policy EXIT 0
  ARGS check ${seed004} --policy=fixtures/policies/none.yaml --fail-on=never)

# --- `-`: the plan from standard input, named <stdin> -------------------------------
pp_cli_wrapped(stdin_plan EXIT 1
  STDOUT "\n<stdin>: 1 games, [0-9]+ checks: .*; verdict: fail\n(coverage: [^\n]*\n)?$"
  ARGS sh -c "\"$1\" check - < ${seed001}" sh ${PP_CLI})
pp_cli_wrapped(stdin_location EXIT 2 NO_STDOUT
  STDERR "^planproof: <stdin>:10:41: error: `payout: 0.95` is a bare YAML number"
  ARGS sh -c "\"$1\" check - < fixtures/bad/float-ratio.yaml" sh ${PP_CLI})
pp_cli_test(stdin_twice EXIT 64 STDERR "`-` \\(standard input\\) may be named once"
  ARGS check - -)
pp_cli_wrapped(stdin_diff EXIT 0 STDOUT "<stdin> -> fixtures/plans/seed-004.yaml: changes: 0"
  ARGS sh -c "\"$1\" diff - ${seed004} < ${seed004}" sh ${PP_CLI})

# --- several plans, a directory: per-plan and total summaries, worst exit --------
pp_cli_test(set_two_plans EXIT 1
  STDOUT "seed-001.yaml: 1 games, .*verdict: fail\n.*seed-004.yaml: 1 games, .*verdict: warning\n(coverage: [^\n]*\n)?\ntotal: 2 plans \\(0 could not be evaluated\\), 2 games, [0-9]+ checks: .*; verdict: fail\n$"
  ARGS check ${seed001} ${seed004})
pp_cli_test(set_worst_exit EXIT 2 STDERR "empty.yaml:1:1: error: the file is empty"
  STDOUT "empty.yaml: could not be evaluated: 1 error, the first at 1:1; verdict: error\n.*total: 2 plans \\(1 could not be evaluated\\)"
  ARGS check fixtures/bad/empty.yaml ${seed004})
pp_cli_test(set_directory EXIT 1
  STDOUT "seed-000.yaml: .*seed-001.yaml: .*seed-002.yaml: .*seed-004.yaml: .*total: [0-9]+ plans \\(0 could not"
  ARGS check fixtures/plans/)
pp_cli_test(set_waivers_refused EXIT 64 STDERR "--waivers applies to one plan"
  ARGS check ${seed001} ${seed004} --waivers fixtures/waivers/seed-000.yaml)
pp_cli_test(set_html_refused EXIT 64 STDERR "an HTML report holds one plan"
  ARGS check fixtures/plans --format html --output ${PP_OUT}/set.html)
pp_cli_test(set_output_is_input EXIT 64 STDERR "is the input `fixtures/plans/seed-002.yaml`"
  ARGS check fixtures/plans --format xml --output fixtures/plans/seed-002.yaml)
pp_xsd_test(set_xml EXIT 1 ARGS check ${seed001} fixtures/plans)
pp_xsd_test(set_junit EXIT 2 XSD ${PP_JUNIT_XSD} FORMAT junit
  ARGS check fixtures/bad/empty.yaml ${seed004})
add_test(NAME cli.set_sarif
  COMMAND ${CMAKE_COMMAND}
    "-DCMD=${PP_CLI}|check|${seed001}|${seed004}|--format|sarif|--output|${PP_OUT}/set.sarif"
    -DFILE=${PP_OUT}/set.sarif -DSCHEMA=${PP_SARIF_SCHEMA} -DPYTHON=${PP_PYTHON3}
    -DSCRIPT=${PP_SARIF_CHECK} -DEXIT=1 -P ${PROJECT_SOURCE_DIR}/cmake/validate_sarif.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
# The combined reports' structure: one testsuite / run per plan, sums.
add_test(NAME cli.set_reports
  COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/check_set.py ${PP_CLI} ${XMLLINT} ${PP_OUT}
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.set_sarif cli.set_reports PROPERTIES LABELS cli)

# --- --quiet: only the summary lines ------------------------------------------------
pp_cli_test(quiet_one EXIT 1
  STDOUT "^fixtures/plans/seed-001.yaml: 1 games, [0-9]+ checks: [^\n]*; verdict: fail\n$"
  ARGS check ${seed001} --quiet)
pp_cli_test(quiet_set EXIT 1
  STDOUT "^[^\n]*seed-001.yaml: [^\n]*verdict: fail\n[^\n]*seed-004.yaml: [^\n]*verdict: warning\ntotal: 2 plans[^\n]*\n$"
  ARGS check -q ${seed001} ${seed004})
pp_cli_test(quiet_diff EXIT 0 STDOUT "^[^\n]* -> [^\n]*: changes: 0 [^\n]*level: none\n$"
  ARGS diff --quiet ${seed004} ${seed004})
# --quiet trims the terminal only: a text report into a file is whole.
add_test(NAME cli.quiet_file_whole
  COMMAND sh -c "\"$1\" check --quiet \"$2\" --format text --output \"$3\"; grep -q '^fail  *black-jack' \"$3\""
          sh ${PP_CLI} ${seed001} ${PP_OUT}/quiet-whole.txt
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.quiet_file_whole PROPERTIES LABELS cli)

# --- colour: a terminal only, NO_COLOR, --color ---------------------------------------
string(ASCII 27 esc)
pp_cli_test(color_always EXIT 1 STDOUT "${esc}.1.31merror${esc}.0m: black-jack"
  ARGS check ${seed001} --color=always)
pp_cli_test(color_bare_always EXIT 1 STDOUT "verdict: ${esc}.1.31mfail${esc}.0m\n(coverage: [^\n]*\n)?$"
  ARGS check ${seed001} --color)
pp_cli_test(color_stderr EXIT 2 STDERR "${esc}.1.31merror:${esc}.0m the file is empty"
  ARGS check fixtures/bad/empty.yaml --color=always)
# Not a terminal (ctest's pipe): no colour.
pp_cli_test(color_auto_pipe EXIT 1 STDOUT "^[^${esc}]*verdict: fail\n(coverage: [^${esc}\n]*\n)?$" ARGS check ${seed001})
pp_cli_test(color_bad_value EXIT 64 STDERR "--color takes auto, never or always, not `blue`"
  ARGS check ${seed001} --color=blue)
# On a terminal (script(1) gives the command a pseudo-terminal): colour,
# unless NO_COLOR is set or --color=never; --color=always beats NO_COLOR.
find_program(PP_SCRIPT script)
if(PP_SCRIPT)
  set(run_tty env -u NO_COLOR ${PP_SCRIPT} -qec)
  pp_cli_wrapped(color_tty EXIT 1 STDOUT "${esc}.1.31mfail"
    ARGS ${run_tty} "${PP_CLI} check ${seed001}" /dev/null)
  pp_cli_wrapped(color_tty_no_color EXIT 1 STDOUT "^[^${esc}]*verdict: fail"
    ARGS env NO_COLOR=1 ${PP_SCRIPT} -qec "${PP_CLI} check ${seed001}" /dev/null)
  pp_cli_wrapped(color_tty_never EXIT 1 STDOUT "^[^${esc}]*verdict: fail"
    ARGS ${run_tty} "${PP_CLI} check ${seed001} --color=never" /dev/null)
  pp_cli_wrapped(color_no_color_always EXIT 1 STDOUT "${esc}.1.31mfail"
    ARGS env NO_COLOR=1 ${PP_CLI} check ${seed001} --color=always)
endif()

# Exit codes keep their meaning: usage is still 64, a plan that fails 1.
pp_cli_test(unknown_option_equals EXIT 64 STDERR "unknown option `--colour=never`"
  ARGS check ${seed001} --colour=never)

# --- install (issue 16, point 4): tests/install/run.sh names each case -------------
# An instrumented build (sanitizers, coverage, fuzzing) installs a library
# that plain programs and Python cannot load: the cases run in plain builds.
if(NOT PP_SANITIZE AND NOT PP_COVERAGE AND NOT PP_FUZZ)
  foreach(case layout symbols static-pic pkgconfig ctypes man completion deb)
    add_test(NAME install.${case}
             COMMAND ${PROJECT_SOURCE_DIR}/tests/install/run.sh ${PROJECT_BINARY_DIR}
                     ${PROJECT_SOURCE_DIR} ${PP_PYTHON3} ${case})
    set_tests_properties(install.${case} PROPERTIES LABELS install
                         SKIP_RETURN_CODE 77)
  endforeach()
endif()

# --- editor support (issue 16, point 7): the JSON Schema of the plan format -------
execute_process(COMMAND ${PP_PYTHON3} -c "import yaml"
                RESULT_VARIABLE no_pyyaml OUTPUT_QUIET ERROR_QUIET)
if(no_pyyaml)
  message(FATAL_ERROR "the plan schema test reads YAML with python3-yaml: "
    "apt-get install python3-yaml (scripts/bootstrap installs it)")
endif()
pp_cli_test(generate_schema EXIT 0
  STDOUT "^{\n  \"\\$schema\": \"http://json-schema.org/draft-07/schema#\",\n  \"\\$id\": \"planproof-plan-2.schema.json\""
  ARGS generate schema)
pp_cli_test(skeleton_schema_line EXIT 0
  STDOUT "^# yaml-language-server: \\$schema=file:///[^\n]*/planproof/planproof-plan-2.schema.json\n# A planproof plan skeleton"
  ARGS generate skeleton roulette)
# Every plan the loader accepts validates against the schema; plans it
# refuses for their shape are refused by the schema too.
add_test(NAME cli.plan_schema
  COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/validate_plans_schema.py ${PP_CLI}
          ${PP_OUT}/reports-defect_plans
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.plan_schema PROPERTIES LABELS cli
                     FIXTURES_REQUIRED defect_plans_reports)

# --- an input that cannot be loaded still shows in CI (issue 16, point 2) -----------
# JUnit: an <error> testcase per error, at its location; SARIF: a result of
# PP-INPUT-001 at the location (and a failed invocation); exit 2.  XML,
# HTML and text have no report to hold, and are not written.
set(missing fixtures/bad/missing-field.yaml)
pp_cli_test(unloadable_junit EXIT 2 ABSENT ${PP_OUT}/unloadable.xml
  STDOUT "<testsuite name=\"${missing}\" tests=\"1\" failures=\"0\" errors=\"1\"[^>]*>\n *<testcase classname=\"${missing}\" name=\"PP-INPUT-001 ${missing}:10:12\" time=\"0\">\n *<error type=\"schema error\" message=\"wheel bet is missing required key `payout`"
  STDERR "missing-field.yaml:10:12: error: wheel bet is missing required key `payout`"
  ARGS check ${missing} --format junit --output - --format xml --output ${PP_OUT}/unloadable.xml)
pp_cli_test(unloadable_sarif EXIT 2
  STDOUT "\"executionSuccessful\": false,\n *\"exitCode\": 2,.*\"results\": .\n *{\n *\"ruleId\": \"PP-INPUT-001\",.*\"level\": \"error\",.*\"uri\": \"${missing}\",\n *\"uriBaseId\": \"SRCROOT\"\n *},\n *\"region\": {\n *\"startLine\": 10,\n *\"startColumn\": 12"
  ARGS check ${missing} --format=sarif --output=-)
pp_cli_test(unloadable_every_error EXIT 2
  STDOUT "tests=\"3\" failures=\"0\" errors=\"3\".*three-mistakes.yaml:3:66.*three-mistakes.yaml:10:24.*three-mistakes.yaml:11:41"
  ARGS check fixtures/bad/three-mistakes.yaml --format junit --output -)
pp_cli_test(unloadable_waivers EXIT 2
  STDOUT "name=\"PP-INPUT-001 fixtures/waivers/no-justification.yaml:4:5\""
  ARGS check ${seed001} --waivers fixtures/waivers/no-justification.yaml --format junit --output -)
pp_cli_test(unloadable_stdin EXIT 2 STDOUT "\"uri\": \"%3Cstdin%3E\""
  ARGS check - --format sarif --output -)
pp_xsd_test(unloadable_junit_valid EXIT 2 XSD ${PP_JUNIT_XSD} FORMAT junit
  ARGS check fixtures/bad/three-mistakes.yaml)
add_test(NAME cli.unloadable_sarif_valid
  COMMAND ${CMAKE_COMMAND}
    "-DCMD=${PP_CLI}|check|${missing}|--format|sarif|--output|${PP_OUT}/unloadable.sarif"
    -DFILE=${PP_OUT}/unloadable.sarif -DSCHEMA=${PP_SARIF_SCHEMA} -DPYTHON=${PP_PYTHON3}
    -DSCRIPT=${PP_SARIF_CHECK} -DEXIT=2 -P ${PROJECT_SOURCE_DIR}/cmake/validate_sarif.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.unloadable_sarif_valid PROPERTIES LABELS cli)
pp_cli_test(explain_input_rule EXIT 0 STDOUT "^PP-INPUT-001: Every input can be loaded"
  ARGS explain PP-INPUT-001)
