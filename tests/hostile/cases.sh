#!/usr/bin/env bash
# tests/hostile/cases.sh PLANPROOF CASE - one hostile-input case, as ctest
# runs it (label `hostile`, also under ASan/UBSan in CI).  Each case works in
# a fresh directory, asserts the exit code and the message, and that no file
# but the stated outputs changed.  Exit 0 pass, 77 skipped, else fail.
set -u
pp=$1
case_name=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
cp "$src/fixtures/plans/seed-001.yaml" plan.yaml
cp "$src/fixtures/defects/wheel-clean.yaml" wheel.yaml

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

case "$case_name" in
xml-illegal-text)
  sed 's/^  title: .*/  title: "bad \\uFFFF title"/' plan.yaml > bad.yaml
  grep -q 'uFFFF' bad.yaml || fail "fixture has no title line"
  before=$(snap)
  run 2 "$pp" check bad.yaml --format xml --output r.xml --format junit --output r.junit.xml
  has err "bad.yaml:"; has err "U+FFFF"
  [ ! -e r.xml ] || fail "an XML report was written for a plan that did not load"
  # The CI formats still show the error, at its location (issue 16).
  has r.junit.xml '<error type="'; has r.junit.xml 'bad.yaml:'; rm r.junit.xml
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
dev-null)
  # Writes to the character device in place; in a private mount namespace
  # with its own /dev/null so that a regression cannot replace the real one.
  if [ "$(id -u)" != 0 ] || ! unshare -m true 2>/dev/null; then echo "skip: needs root and unshare -m"; exit 77; fi
  unshare -m bash -c '
    mount --make-rprivate / && mkdir -p "$1/dev" && mount -t tmpfs none "$1/dev" &&
      mknod "$1/dev/null" c 1 3 && mount --bind "$1/dev/null" /dev/null || exit 3
    "$2" check plan.yaml --format xml --output /dev/null --format text --output /dev/null
    [ $? = 1 ] || exit 8
    [ -c /dev/null ] || exit 9' _ "$work" "$pp"
  case $? in
  0) ;;
  3) echo "skip: cannot set up a private /dev/null here"; exit 77 ;;
  8) fail "check did not exit 1 writing to /dev/null" ;;
  *) fail "/dev/null is no longer a character device" ;;
  esac ;;
dev-stdout)
  run 1 "$pp" check plan.yaml --format text --output /dev/stdout
  has out "verdict: fail"
  [ ! -e /dev/stdout ] || [ -c /dev/stdout ] || [ -p /dev/stdout ] || [ -L /dev/stdout ] || fail "/dev/stdout replaced" ;;
symlinked-output)
  echo old > real.xml; ln -s real.xml link.xml
  run 1 "$pp" check plan.yaml --format xml --output link.xml
  [ -L link.xml ] || fail "the symlink became a plain file"
  has real.xml "<report" ;;
output-is-input)
  before=$(snap)
  run 64 "$pp" check plan.yaml --format xml --output plan.yaml
  has err "refusing to overwrite"
  cp plan.yaml w.yaml; printf 'planproof_waivers: 1\nwaivers: []\n' > w.yaml
  run 64 "$pp" check plan.yaml --waivers w.yaml --format text --output ./w.yaml
  has err "the waivers file"
  run 64 "$pp" check plan.yaml --format xml --output a.xml --format text --output ./a.xml
  has err "named twice"
  rm w.yaml
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
planted-symlink)
  echo precious > victim
  # the old temporary name was PATH.tmp.<pid>: plant every plausible one
  p=$$; for i in $(seq 1 200); do ln -s victim "r.xml.tmp.$((p + i))"; done
  run 1 "$pp" check plan.yaml --format xml --output r.xml
  [ "$(cat victim)" = precious ] || fail "the symlink target was overwritten"
  has r.xml "<report"
  [ -z "$(find . -name '.r.xml.planproof-*')" ] || fail "a temporary was left" ;;
second-output-fails)
  echo old-report > first.xml
  run 2 "$pp" check plan.yaml --format xml --output first.xml --format text --output no/such/dir/r.txt
  has err "no/such/dir/r.txt"
  [ "$(cat first.xml)" = old-report ] || fail "the first output was replaced though the run failed"
  [ -z "$(find . -name '.*planproof-*')" ] || fail "a temporary was left" ;;
control-characters)
  # ESC and other C0 controls are refused at load (xml-illegal-text); a
  # newline, NEL (U+0085) and a bidi override (U+202E) are text XML holds,
  # so they reach the writers, which must show them, not obey them.
  sed 's/^  - id: \(.*\)$/  - id: "\1\\nforged.yaml:1:1: error: fake\\u0085\\u202e"/' wheel.yaml > ctl.yaml
  grep -q 'forged' ctl.yaml || fail "fixture has no game id line"
  run 0 "$pp" check ctl.yaml --fail-on never
  ! grep -q '^forged.yaml' out || fail "a forged diagnostic line reached the output"
  has out 'wheel\nforged.yaml:1:1: error: fake\u0085\u202e'
  ! grep -q $'\xe2\x80\xae\|\xc2\x85' out err || fail "a control reached the terminal"
  sed 's/^  - id: \(.*\)$/  - id: "\1\\u001b[31m"/' wheel.yaml > esc.yaml
  run 2 "$pp" check esc.yaml
  has err "U+001B" ;;
source-date-epoch)
  SOURCE_DATE_EPOCH=yesterday run 64 "$pp" check plan.yaml
  has err "SOURCE_DATE_EPOCH"
  SOURCE_DATE_EPOCH=1700000000 run 1 "$pp" check plan.yaml --format xml --output r.xml
  has r.xml "2023-11-14" ;;
disk-full)
  [ -c /dev/full ] || { echo "skip: no /dev/full"; exit 77; }
  run 2 "$pp" check plan.yaml --format text --output /dev/full
  has err "/dev/full"; has err "No space left on device"
  "$pp" explain --list >/dev/full 2>err; rc=$?
  [ "$rc" = 2 ] || fail "explain --list > /dev/full exited $rc" ;;
fifo-input)
  mkfifo pipe.yaml
  timeout 10 "$pp" check pipe.yaml >out 2>err; rc=$?
  [ "$rc" = 2 ] || fail "a FIFO input exited $rc (124 = it blocked)"
  has err "FIFO" ;;
byte-order-mark)
  printf '\xEF\xBB\xBF' | cat - plan.yaml > bom.yaml
  run 1 "$pp" check bom.yaml ;;
*) fail "no such case" ;;
esac
echo "pass [$case_name]"
