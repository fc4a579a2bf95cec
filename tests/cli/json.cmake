# SPDX-License-Identifier: Apache-2.0
# The JSON report (--format json, reports/report_json.c): for every bundled
# plan and every defect plan valid against
# reports/planproof-report-1.schema.json, readable by python's json, and in
# agreement with the XML report of the same run (games, results by status,
# summaries, evidence, tables) - tests/check_report_json.py.  Seed 000's
# JSON report is also byte-compared with its golden, which is derived from
# the XML golden (fixtures/golden/seed-000.xml) at test time, not stored.
set(PP_JSON_SCHEMA ${PROJECT_SOURCE_DIR}/reports/planproof-report-1.schema.json)
set(PP_JSON_CHECK ${PROJECT_SOURCE_DIR}/tests/check_report_json.py)

# pp_json_test(NAME args...): check_report_json.py on the plans and options.
function(pp_json_test name)
  add_test(NAME cli.json_${name}
           COMMAND ${PP_PYTHON3} ${PP_JSON_CHECK} ${PP_JSON_SCHEMA} ${PP_XSD} ${PP_CLI} ${PP_OUT}/json-${name} ${ARGN}
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cli.json_${name} PROPERTIES LABELS cli)
endfunction()

add_test(NAME golden.seed_000_json
         COMMAND ${PP_PYTHON3} ${PP_JSON_CHECK} ${PP_JSON_SCHEMA} ${PP_XSD} ${PP_CLI}
                 ${PP_OUT}/json-golden --golden=fixtures/golden/seed-000.xml
                 fixtures/plans/seed-000.yaml
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(golden.seed_000_json PROPERTIES LABELS golden TIMEOUT 300)

file(GLOB json_seed_plans RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/fixtures/plans/seed-*.yaml)
foreach(plan IN LISTS json_seed_plans)
  get_filename_component(name ${plan} NAME_WE)
  pp_json_test(${name} ${plan})
endforeach()
pp_json_test(seed-000_waived_epoch --waivers=fixtures/waivers/seed-000.yaml
  --epoch=1700000000 fixtures/plans/seed-000.yaml)
# The defect plans' XML and JSON reports come from core.cmake's fixture
# cli.defect_plans_reports (one run per plan for every format).
pp_json_test(defects --from=${PP_OUT}/reports-defect_plans)
set_tests_properties(cli.json_defects PROPERTIES LABELS "cli;validate"
                     FIXTURES_REQUIRED defect_plans_reports)

pp_cli_test(json_stdout EXIT 1 STDOUT "^{\n  \"namespace\": \"urn:planproof:report:1\",\n"
  ARGS check fixtures/plans/seed-001.yaml --format json)
# A JSON report, like HTML, holds one plan: a set of plans is refused.
pp_cli_test(json_set_refused EXIT 64 STDERR "a JSON report holds one plan"
  ARGS check fixtures/plans --format json --output ${PP_OUT}/set.json)
