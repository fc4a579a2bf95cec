# SPDX-License-Identifier: Apache-2.0
# The poker evaluator's tables (checker/poker/eval/hand_tables.h): a generator
# program built for the host and run at build time, whose output, const data
# in the build directory, is compiled into libplanproof.  Included from
# checker/CMakeLists.txt.
add_executable(gen_hand_tables ${CMAKE_CURRENT_LIST_DIR}/gen_hand_tables.c
  ${CMAKE_CURRENT_LIST_DIR}/gen_hand_hash.c)
# A build tool: warnings, never the sanitizers or coverage (PLAIN), and
# always optimised.  Instrumented, it ran 3 s under ASan and 13 s under
# ThreadSanitizer in every CI build (the evaluator's tests check its
# tables, in every build).
pp_target_defaults(gen_hand_tables PLAIN)
target_compile_options(gen_hand_tables PRIVATE -O2)
target_include_directories(gen_hand_tables PRIVATE ${PROJECT_SOURCE_DIR}/checker)
set(pp_hand_tables ${PROJECT_BINARY_DIR}/generated/hand_tables.c)
add_custom_command(OUTPUT ${pp_hand_tables}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/generated
  COMMAND gen_hand_tables ${pp_hand_tables}
  DEPENDS gen_hand_tables
  COMMENT "Generating the poker evaluator's tables")
add_custom_target(hand_tables DEPENDS ${pp_hand_tables})
set_source_files_properties(${pp_hand_tables} PROPERTIES GENERATED TRUE)
target_sources(planproof PRIVATE ${pp_hand_tables})
add_dependencies(planproof hand_tables)
