# SPDX-License-Identifier: Apache-2.0
# run_cache_test.cmake - the --exact-main result cache across runs
# (checker/core/disk_cache.c), driven by tests/cli/cache.cmake:
#   cmake -DCLI=planproof -DPLAN=plan.yaml -DDIR=scratch -P run_cache_test.cmake
# 1. a cold run computes and leaves one result file in the cache folder;
# 2. a warm run reads it: the same report, byte for byte;
# 3. a damaged file (a forged key, a value cut short) is a miss: the
#    result is computed again, the report unchanged, the file rewritten;
# 4. a forged figure (rtp 101/100) does not verify: it is said on stderr
#    once, never reported, and the figure is computed again;
# 5. a cache folder others may write to is not used, and said so;
# 6. PLANPROOF_CACHE_DIR set but empty: no cache is written.
file(REMOVE_RECURSE ${DIR})
set(ENV{PLANPROOF_CACHE_DIR} ${DIR}/cache)
function(run out)
  execute_process(COMMAND ${CLI} check ${PLAN} --exact-main --fail-on never --format xml
                          --output ${out}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "planproof exited ${rc}: ${err}")
  endif()
  set(stderr "${err}" PARENT_SCOPE)
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
if(NOT good MATCHES "^planproof-result-cache 2\nplanproof [0-9.]+\nblackjack main cdp 1\n[0-9]+\n.*\nrtp [0-9]+/[0-9]+\nstrategy [0-9a-f]+\nmac [0-9a-f]+\n$")
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

# A figure rewritten in place (the attack the signature is for).
string(REGEX REPLACE "\nrtp [0-9]+/[0-9]+\n" "\nrtp 101/100\n" forged "${good}")
file(WRITE ${cached} "${forged}")
run(${DIR}/figure.xml)
expect_same(${DIR}/cold.xml ${DIR}/figure.xml "forged figure")
if(NOT stderr MATCHES "does not verify")
  message(FATAL_ERROR "a forged entry was not reported: ${stderr}")
endif()
string(REGEX MATCHALL "does not verify" said "${stderr}")
list(LENGTH said nsaid)
if(NOT nsaid EQUAL 1)
  message(FATAL_ERROR "the forged entry was reported ${nsaid} times: ${stderr}")
endif()
file(READ ${cached} again)
if(NOT again STREQUAL good)
  message(FATAL_ERROR "the forged entry was not replaced by the computed result")
endif()

# A folder group or others may write to: not used, and said why.
file(WRITE ${cached} "${forged}")
file(CHMOD ${DIR}/cache PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
     GROUP_WRITE GROUP_EXECUTE WORLD_READ WORLD_WRITE WORLD_EXECUTE)
run(${DIR}/open.xml)
expect_same(${DIR}/cold.xml ${DIR}/open.xml "world-writable folder")
if(NOT stderr MATCHES "is not used: group or others may write to it")
  message(FATAL_ERROR "a world-writable cache folder was used silently: ${stderr}")
endif()
file(READ ${cached} again)
if(NOT again STREQUAL forged)
  message(FATAL_ERROR "planproof wrote to a cache folder it does not trust")
endif()

# No cache when the variable is set but empty.
file(REMOVE_RECURSE ${DIR}/cache)
set(ENV{PLANPROOF_CACHE_DIR} "")
run(${DIR}/off.xml)
expect_same(${DIR}/cold.xml ${DIR}/off.xml "cache off")
if(EXISTS ${DIR}/cache)
  message(FATAL_ERROR "PLANPROOF_CACHE_DIR= still wrote a cache")
endif()
file(REMOVE_RECURSE ${DIR})
