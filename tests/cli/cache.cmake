# SPDX-License-Identifier: Apache-2.0
# The --exact-main result cache (checker/core/disk_cache.c): cold, warm,
# damaged, forged, untrusted and switched-off runs give the same report
# (cmake/run_cache_test.cmake).  Every other test runs without a cache
# (PLANPROOF_CACHE_DIR= in tests/CMakeLists.txt), so each computes.
add_test(NAME cli.result_cache_round_trip
         COMMAND ${CMAKE_COMMAND} -DCLI=${PP_CLI}
                 -DPLAN=${PROJECT_SOURCE_DIR}/fixtures/defects/blackjack-pairs-one-deck.yaml
                 -DDIR=${PP_OUT}/result-cache -P ${PROJECT_SOURCE_DIR}/cmake/run_cache_test.cmake
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.result_cache_round_trip PROPERTIES LABELS cli)
