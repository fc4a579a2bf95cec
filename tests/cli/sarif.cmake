# SPDX-License-Identifier: Apache-2.0
# SARIF for code scanning (issue 16, point 3): helpUri and help.markdown
# for every rule from the generated docs/rules pages, automationDetails.id
# per plan, repository-relative URIs under SRCROOT, for the bundled plans.
add_test(NAME cli.sarif_code_scanning
  COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/check_sarif_help.py ${PP_CLI}
          ${PP_SARIF_SCHEMA} ${PP_OUT}/sarif-help
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
# Outside a git work tree a plan keeps its path as given (a file:// URI).
pp_cli_test(sarif_outside_repo_as_given EXIT 2 STDOUT "\"uri\": \"file:///dev/null/x\""
  ARGS check /dev/null/x --format sarif --output -)
set_tests_properties(cli.sarif_code_scanning PROPERTIES LABELS cli)
