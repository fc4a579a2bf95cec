# SPDX-License-Identifier: Apache-2.0
# CLI contract of the work budget (issue 14, point 6): what the format caps
# so that no plan within the loader's limits costs more than it should.
# Included by tests/CMakeLists.txt.

# 65 currencies: refused with a located exit 2, one past the cap of 64.
pp_cli_test(bad_too_many_currencies EXIT 2 NO_STDOUT
  STDERR "^planproof: fixtures/bad/too-many-currencies.yaml:5:3: error: `currencies` has more than 64 items"
  ARGS check fixtures/bad/too-many-currencies.yaml)
