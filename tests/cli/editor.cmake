# SPDX-License-Identifier: Apache-2.0
# What an editor shows for a plan agrees with what the loader does (issue
# 29): yaml-language-server, with the schema `planproof generate schema`
# writes, on a set of single edits of two plans (tests/editor_mutations.py).
# The server is the one scripts/bootstrap installs with npm into
# build/editor-tools, else the one on PATH; without node or the server the
# test is skipped, saying why.
add_test(NAME editor.mutations
  COMMAND ${PP_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/editor_mutations.py ${PP_CLI}
          ${PROJECT_BINARY_DIR}/editor-tools/node_modules/.bin/yaml-language-server
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(editor.mutations PROPERTIES LABELS editor SKIP_RETURN_CODE 77)
