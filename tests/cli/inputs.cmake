# SPDX-License-Identifier: Apache-2.0
# The command line's inputs and outputs (issue 29): a directory walked with
# its subfolders (--no-recurse), an output's format from its extension,
# --rules-uri, and `diff REV:path`: an unchanged plan, and the old revision's
# documents in the revision or the --documents folders (tests/cli/inputs.sh).
foreach(case dir-recurses output-extension rules-uri diff-git-unchanged
             diff-git-unchanged-documents-folder diff-git-revision-copy-wins
             diff-git-document-nowhere)
  add_test(NAME cli.inputs_${case}
           COMMAND ${PROJECT_SOURCE_DIR}/tests/cli/inputs.sh ${PP_CLI} ${case})
  set_tests_properties(cli.inputs_${case} PROPERTIES LABELS cli SKIP_RETURN_CODE 77)
endforeach()
