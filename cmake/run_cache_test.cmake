# run_cache_test.cmake - the --exact-main result cache across runs
# (checker/core/disk_cache.c), driven by tests/cli/cache.cmake:
#   cmake -DCLI=planproof -DPLAN=plan.yaml -DDIR=scratch -P run_cache_test.cmake
# 1. a cold run computes and leaves one result file in the cache folder;
# 2. a warm run reads it: the same report, byte for byte;
# 3. a damaged file (a forged key, a value cut short) is a miss: the
#    result is computed again, the report unchanged, the file rewritten;
# 4. PLANPROOF_CACHE_DIR set but empty: no cache is written.
file(REMOVE_RECURSE ${DIR})
set(ENV{PLANPROOF_CACHE_DIR} ${DIR}/cache)
function(run out)
  execute_process(COMMAND ${CLI} check ${PLAN} --exact-main --fail-on never --format xml
                          --output ${out}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "planproof exited ${rc}: ${err}")
  endif()
endfunction()
function(expect_same a b what)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${a} ${b} RESULT_VARIABLE diff)
  if(diff)
    message(FATAL_ERROR "${what}: the reports differ (${a}, ${b})")
  endif()
endfunction()
# SOURCE_DATE_EPOCH: two runs' reports are comparable byte for byte.
set(ENV{SOURCE_DATE_EPOCH} 1739318400)

run(${DIR}/cold.xml)
file(GLOB cached ${DIR}/cache/*.ppc)
list(LENGTH cached n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "the cold run left ${n} result files, expected 1")
endif()
file(READ ${cached} good)
if(NOT good MATCHES "^planproof-result-cache 1\nblackjack main cdp 1\n[0-9]+\n.*\nrtp [0-9]+/[0-9]+\nstrategy [0-9a-f]+\n$")
  message(FATAL_ERROR "unexpected cache file:\n${good}")
endif()

run(${DIR}/warm.xml)
expect_same(${DIR}/cold.xml ${DIR}/warm.xml "warm run")

# A forged key: the file's name says one rule set, its text another.
string(REPLACE "|" "#" forged "${good}")
file(WRITE ${cached} "${forged}")
run(${DIR}/forged.xml)
expect_same(${DIR}/cold.xml ${DIR}/forged.xml "forged key")
file(READ ${cached} again)
if(NOT again STREQUAL good)
  message(FATAL_ERROR "the forged file was not replaced by the computed result")
endif()

# A value cut short: the strategy's hex is half there.
string(LENGTH "${good}" len)
math(EXPR cut "${len} - 600")
string(SUBSTRING "${good}" 0 ${cut} short)
file(WRITE ${cached} "${short}")
run(${DIR}/short.xml)
expect_same(${DIR}/cold.xml ${DIR}/short.xml "value cut short")

# No cache when the variable is set but empty.
file(REMOVE_RECURSE ${DIR}/cache)
set(ENV{PLANPROOF_CACHE_DIR} "")
run(${DIR}/off.xml)
expect_same(${DIR}/cold.xml ${DIR}/off.xml "cache off")
if(EXISTS ${DIR}/cache)
  message(FATAL_ERROR "PLANPROOF_CACHE_DIR= still wrote a cache")
endif()
file(REMOVE_RECURSE ${DIR})
