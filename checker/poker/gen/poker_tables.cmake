# The poker evaluator's tables (checker/poker/poker_tables.h): a generator
# program built for the host and run at build time, whose output, const data
# in the build directory, is compiled into libplanproof.  Included from
# checker/CMakeLists.txt.
add_executable(gen_poker_tables ${CMAKE_CURRENT_LIST_DIR}/gen_poker_tables.c
  ${CMAKE_CURRENT_LIST_DIR}/gen_poker_hash.c)
pp_target_defaults(gen_poker_tables)
target_include_directories(gen_poker_tables PRIVATE ${PROJECT_SOURCE_DIR}/checker)
set(pp_poker_tables ${PROJECT_BINARY_DIR}/generated/poker_tables.c)
add_custom_command(OUTPUT ${pp_poker_tables}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/generated
  COMMAND gen_poker_tables ${pp_poker_tables}
  DEPENDS gen_poker_tables
  COMMENT "Generating the poker evaluator's tables")
add_custom_target(poker_tables DEPENDS ${pp_poker_tables})
set_source_files_properties(${pp_poker_tables} PROPERTIES GENERATED TRUE)
target_sources(planproof PRIVATE ${pp_poker_tables})
add_dependencies(planproof poker_tables)
