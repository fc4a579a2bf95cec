# SPDX-License-Identifier: Apache-2.0
# pp_target_defaults(target [TEST]): the one place our compile flags live.
# Warnings for every target we own; sanitizers, coverage and fuzzing
# instrumentation when their options are on.  TEST relaxes -Wconversion,
# which Criterion's assertion macros trip, and compiles at -O0 (a few
# test files with heavy code of their own excepted, tests/CMakeLists.txt).
# PLAIN: the warnings only, never the instrumentation (a test tool that
# starts the instrumented programs).
function(pp_target_defaults target)
  cmake_parse_arguments(arg "TEST;PLAIN" "" "" ${ARGN})
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wformat=2
    -Werror=implicit-function-declaration
    $<$<BOOL:${PP_WERROR}>:-Werror>)
  if(NOT arg_TEST)
    target_compile_options(${target} PRIVATE
      -Wmissing-prototypes -Wconversion -Wno-sign-conversion)
  endif()
  target_compile_definitions(${target} PRIVATE _POSIX_C_SOURCE=200809L)
  if(arg_PLAIN)
    return() # a test tool: what it checks is instrumented, not itself
  endif()
  if(PP_SANITIZE)
    # -O1, as the sanitizers' own documentation advises: the exact engines'
    # tests run several times faster than unoptimised, and every check of
    # the sanitizers stays.
    target_compile_options(${target} PRIVATE -fsanitize=${PP_SANITIZE}
      -fno-sanitize-recover=all -fno-omit-frame-pointer -O1)
    target_link_options(${target} PRIVATE -fsanitize=${PP_SANITIZE})
  endif()
  if(PP_FUZZ)
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
  endif()
  if(PP_COVERAGE)
    # Plain (single) counters, and the engines on one thread each
    # (PP_ONE_THREAD: ck_threads() answers 1): counters updated from
    # several threads lose updates, and gcov then reads negative branch
    # counts and gcovr stops; atomic counters instead made ASan, in the
    # build .ci/run instruments with both, 5 to 30 times slower.  The
    # threads themselves are ThreadSanitizer's to check (.ci/run).  -O1:
    # the exact engines' tests run about three times faster than at -O0,
    # and gcov still maps every executed line.
    # Test code itself is not counted (gcovr.cfg reports the library and
    # the command only), so that the tests' own brute forces run
    # uncounted and their files compile faster: in a test target only the
    # functions of the library's headers (inline ones, such as
    # hand_eval7, which a test may be the only caller of) get counters.
    target_compile_options(${target} PRIVATE --coverage -fprofile-update=single -O1 -g)
    if(arg_TEST)
      string(REGEX REPLACE "([][+.*()^$?|\\])" "\\\\\\1" tests_re "${PROJECT_SOURCE_DIR}/tests/")
      target_compile_options(${target} PRIVATE "-fprofile-exclude-files=^${tests_re}")
    endif()
    target_compile_definitions(${target} PRIVATE PP_ONE_THREAD=1)
    target_link_options(${target} PRIVATE --coverage)
  endif()
  if(arg_TEST AND (PP_SANITIZE OR PP_COVERAGE))
    # Randomised tests run a tenth of their rounds (T_ROUNDS, tests/unit/
    # helpers.h) where each round costs several times as much.
    target_compile_definitions(${target} PRIVATE PP_TEST_INSTRUMENTED=1)
    # Test code unoptimised here too, but for the few files whose own code
    # is much of their work (tests/CMakeLists.txt, pp_tests_optimised_
    # instrumented, compiled -O1 again).  Measured at 68e3f22 in .ci/run's
    # tree: the test programs compiled in 47 CPU-s against 80, and the
    # unit and fuzz pass took 9 CPU-s more with every file at -O0, 7 of
    # them in those files.
    target_compile_options(${target} PRIVATE -O0)
  elseif(arg_TEST)
    # Test code unoptimised in the plain builds (last, so that it overrides
    # the build type's -O2): the tests' own code asks, compares and frees;
    # the work is the library's, optimised as the build says.  The unit
    # tests of the default tier ran in the same time either way (59 s on
    # two cores), and a test file compiles in 40 % of the time (test_diff.c:
    # 0.22 against 0.57 CPU-s at -O2 -g); the test files are about half of
    # what ./build compiles.
    target_compile_options(${target} PRIVATE -O0)
  endif()
endfunction()

# pp_fuzz_untraced_compares(file...): in the fuzz build, compile these
# library sources without comparison tracing (-fsanitize-coverage=trace-cmp),
# keeping their edge coverage and the sanitizers.  For loops whose
# comparisons are over indices, tables and enumerations, not over the
# input's bytes: tracing them guides the fuzzer nowhere and costs a call per
# comparison (tests/fuzz/README.md has the profile).  Source properties
# belong to a directory; TARGET_DIRECTORY makes libplanproof's (the top
# level) see them.
function(pp_fuzz_untraced_compares)
  if(PP_FUZZ)
    set_source_files_properties(${ARGN} TARGET_DIRECTORY planproof PROPERTIES
      COMPILE_OPTIONS "-fno-sanitize-coverage=trace-cmp")
  endif()
endfunction()
