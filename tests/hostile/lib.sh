# SPDX-License-Identifier: Apache-2.0
# tests/hostile/lib.sh - what every hostile case script shares (sourced by
# cases.sh and documents.sh): the arguments, a fresh scratch folder that is
# removed afterwards, and the assertions.
#   pp: the command under test; case_name: the case; src: the source tree;
#   work: the scratch folder, the current directory when a case starts.
set -u
pp=$1
case_name=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
cd "$work"

fail() { echo "FAIL [$case_name]: $*" >&2; exit 1; }
# run EXPECTED-EXIT CMD... : run, keep stdout/stderr in out/err
run() {
  local want=$1; shift
  "$@" >out 2>err; local rc=$?
  [ "$rc" = "$want" ] || { cat err >&2; fail "exit $rc, expected $want: $*"; }
}
has() { grep -qF -- "$2" "$1" || { cat "$1" >&2; fail "$1 lacks: $2"; }; }
# snapshot: the names and checksums of every file here, but out and err
snap() { find . -mindepth 1 ! -name out ! -name err -print0 | sort -z | xargs -0 ls -ld --time-style=+%s.%N; find . -type f ! -name out ! -name err -print0 | sort -z | xargs -0 sha256sum; }
