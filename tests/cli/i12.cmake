# The plan document as an input (issue 12): a quote edited in a copy of a
# plan fixture, and the document edited under a plan, each give a located
# finding (cmake/doc_edits.cmake); a plan whose document is missing is
# checked, not refused.
# The seeds are found as the plans find them: in shared/seeds beside the
# checkout or in a folder above it.
set(pp_seed_dir ${PROJECT_SOURCE_DIR})
set(pp_seed004 "")
foreach(up RANGE 6)
  if(NOT pp_seed004 AND EXISTS ${pp_seed_dir}/shared/seeds/004_04103b4e7f027775.txt)
    set(pp_seed004 ${pp_seed_dir}/shared/seeds/004_04103b4e7f027775.txt)
  endif()
  get_filename_component(pp_seed_dir ${pp_seed_dir} DIRECTORY)
endforeach()
if(NOT pp_seed004)
  message(WARNING "shared/seeds not found above ${PROJECT_SOURCE_DIR}: the seed plans' "
          "documents are missing, and their goldens will not match")
  set(pp_seed004 ${PROJECT_SOURCE_DIR}/../shared/seeds/004_04103b4e7f027775.txt)
endif()
foreach(case quote document)
  add_test(NAME cli.doc_edited_${case}
           COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:planproof_cli>
                   -DPLAN=${PROJECT_SOURCE_DIR}/fixtures/plans/seed-004.yaml
                   -DDOC=${pp_seed004}
                   -DWORK=${PP_OUT}/doc-edited-${case} -DCASE=${case}
                   -P ${PROJECT_SOURCE_DIR}/cmake/doc_edits.cmake
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cli.doc_edited_${case} PROPERTIES LABELS cli)
endforeach()
pp_cli_test(doc_anchors_explained EXIT 0 STDOUT "PP-DOC-003: Every anchored quote is found at its lines"
  ARGS explain PP-DOC-003)
pp_cli_test(doc_seed_004_coverage EXIT 0
  STDOUT "coverage: 116 of 116 figures in the document lines the games cite"
  ARGS check fixtures/plans/seed-004.yaml --fail-on error)
