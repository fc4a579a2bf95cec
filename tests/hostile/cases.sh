#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/hostile/cases.sh PLANPROOF CASE - one hostile-input case, as ctest
# runs it (label `hostile`, also under ASan/UBSan in CI).  Each case works in
# a fresh directory, asserts the exit code and the message, and that no file
# but the stated outputs changed.  Exit 0 pass, 77 skipped, else fail.
. "$(dirname "$0")/lib.sh"
cp "$src/fixtures/plans/seed-001.yaml" plan.yaml
cp "$src/fixtures/defects/wheel-clean.yaml" wheel.yaml

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
rule-docs-empty)
  # `generate rule-docs ''` once wrote its pages into `/`.  Run in a private
  # mount namespace whose `/` is read-only, so that a regression cannot.
  run 64 "$pp" generate rule-docs
  has err "rule-docs needs the folder"
  if [ "$(id -u)" != 0 ] || ! unshare -m true 2>/dev/null; then echo "skip: needs root and unshare -m"; exit 77; fi
  # (Everything under / may be read-only there, this folder too: the run's
  # output goes to files opened out here.)
  unshare -m bash -c '
    mount --make-rprivate / && mount -o remount,bind,ro / 2>/dev/null || exit 3
    ! touch /planproof-probe 2>/dev/null || { rm -f /planproof-probe; exit 3; }
    "$1" generate rule-docs ""; rc=$?
    [ -z "$(find / -maxdepth 1 -name "PP-*.md")" ] || exit 9
    exit $rc' _ "$pp" >out 2>err
  case $? in
  64) ;;
  3) echo "skip: cannot make / read-only in a private mount namespace here"; exit 77 ;;
  9) fail "rule pages were written into /" ;;
  *) cat err >&2; fail "generate rule-docs '' did not exit 64" ;;
  esac
  has err "the folder for the rule pages is empty"
  run 64 "$pp" generate rule-docs /
  has err "not \`/\`, \`.\` or \`..\`" ;;
rule-docs-atomic)
  # A new folder gets every page, and nothing else is left beside it.
  run 0 "$pp" generate rule-docs docs
  diff -r "$src/docs/rules" docs >&2 || fail "the pages differ from docs/rules"
  [ -z "$(find . -maxdepth 1 -name '.*planproof-*')" ] || fail "a temporary folder was left"
  # Regenerating replaces the set whole: a stale page goes.
  echo stale > docs/PP-GONE-001.md
  run 0 "$pp" generate rule-docs docs/
  [ ! -e docs/PP-GONE-001.md ] || fail "a stale page was kept"
  # A link in the folder is never followed, the folder is not touched.
  echo precious > victim
  rm docs/PP-BAC-001.md; ln -s ../victim docs/PP-BAC-001.md
  before=$(snap)
  run 2 "$pp" generate rule-docs docs
  has err "docs: error: holds \`PP-BAC-001.md\`, which is not a rule page"
  [ "$(snap)" = "$before" ] || fail "files changed"
  # The folder named may not be a link itself.
  rm docs/PP-BAC-001.md; ln -s docs linked
  before=$(snap)
  run 2 "$pp" generate rule-docs linked
  has err "linked: error: is a symbolic link"
  run 2 "$pp" generate rule-docs linked/
  has err "is a symbolic link"
  [ "$(snap)" = "$before" ] || fail "files changed"
  [ "$(cat victim)" = precious ] || fail "the link's target was written" ;;
rule-docs-partial)
  # Writing fails half-way (a full file system): the old set stays whole
  # and nothing is left behind.
  if [ "$(id -u)" != 0 ] || ! unshare -m true 2>/dev/null; then echo "skip: needs root and unshare -m"; exit 77; fi
  mkdir small
  unshare -m bash -c '
    cd "$1" && mount --make-rprivate / && mount -t tmpfs -o size=64k none small || exit 3
    mkdir small/docs && echo old > small/docs/PP-OLD-001.md || exit 3
    "$2" generate rule-docs small/docs >out 2>err; rc=$?
    [ "$(ls -A small/docs)" = PP-OLD-001.md ] && [ "$(cat small/docs/PP-OLD-001.md)" = old ] || exit 8
    [ "$(ls -A small)" = docs ] || exit 9
    exit $rc' _ "$work" "$pp"
  case $? in
  2) ;;
  3) echo "skip: cannot mount a small tmpfs in a private mount namespace here"; exit 77 ;;
  8) fail "the old pages were changed by a failed run" ;;
  9) fail "a temporary folder was left" ;;
  *) cat err >&2; fail "generate rule-docs on a full file system did not exit 2" ;;
  esac
  has err "small/docs: error: cannot write the rule pages"; has err "No space left on device" ;;
sigpipe-cleanup)
  # A reader that goes away (`| head`) ends the run by SIGPIPE: its
  # temporaries are removed and no report is put in place.
  cp "$src/fixtures/plans/seed-000.yaml" big.yaml
  before=$(snap)
  "$pp" check big.yaml --format xml --output out.xml --format xml --output - 2>err | head -c 1 >out
  rc=${PIPESTATUS[0]}
  [ "$rc" = 141 ] || fail "exit $rc, expected 141 (SIGPIPE)"
  [ ! -e out.xml ] || fail "a report was put in place by a run that did not finish"
  [ "$(snap)" = "$before" ] || fail "files changed (a temporary was left?)" ;;
signal-cleanup)
  # SIGHUP, SIGTERM and SIGPIPE while a temporary exists (the run waits to
  # open a FIFO, its last output): the temporary is removed.  A signal the
  # caller ignores (nohup) stays ignored.
  mkfifo pipe.txt
  for sig in HUP TERM PIPE IGNORED-HUP; do
    before=$(snap)
    if [ "$sig" = IGNORED-HUP ]; then
      (trap '' HUP; exec "$pp" check plan.yaml --format xml --output r.xml --format text --output pipe.txt) 2>err &
    else
      "$pp" check plan.yaml --format xml --output r.xml --format text --output pipe.txt 2>err &
    fi
    pid=$!
    for i in $(seq 1 200); do [ -n "$(find . -name '.r.xml.planproof-*')" ] && break; sleep 0.05; done
    [ -n "$(find . -name '.r.xml.planproof-*')" ] || { kill $pid; fail "$sig: no temporary appeared"; }
    kill -s "${sig#IGNORED-}" $pid
    if [ "$sig" = IGNORED-HUP ]; then
      sleep 0.2; cat pipe.txt >out
      wait $pid; rc=$?
      [ "$rc" = 1 ] || fail "$sig: exit $rc, expected 1 (the run goes on)"
      has out "verdict: fail"; has r.xml "<report"
    else
      wait $pid; rc=$?
      [ "$rc" -gt 128 ] || fail "$sig: exit $rc, expected death by the signal"
      [ "$(snap)" = "$before" ] || fail "$sig: files changed (a temporary was left?)"
    fi
  done ;;
csv-formula)
  # Names a spreadsheet would run as formulas are neutralised in CSV; a
  # plain signed number (a negative house edge) stays a number.
  sed -e 's/^    name: "Wheel"/    name: "=HYPERLINK(\\"http:\/\/x\\",\\"y\\")"/' \
      -e 's/{name: "2x",/{name: "+2x",/' -e 's/{name: "3x",/{name: "-3x",/' \
      -e 's/{name: "5x",/{name: "@5x",/' wheel.yaml > f.yaml
  grep -q '+2x' f.yaml || fail "fixture has no bet lines"
  before=$(snap)
  run 0 "$pp" figures f.yaml --format csv
  has out ",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","
  has out ",\"'+2x\","; has out ",\"'-3x\","; has out ",\"'@5x\","
  ! grep -q ',[-+=@][^0-9]' out || fail "a formula cell reached the CSV"
  # a bet that returns more than its stakes: a negative house edge
  cp "$src/fixtures/defects/wheel-rtp-over-one.yaml" neg.yaml
  run 0 "$pp" figures neg.yaml --format csv
  grep -q ',-[0-9][0-9]*/[0-9][0-9]*,-[0-9][0-9.]*,' out || fail "a negative figure was neutralised or is missing"
  rm neg.yaml
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
msg-binary-input)
  head -c 65536 "$pp" > program.yaml # an ELF file's start (a whole one may exceed the size limit)
  printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR' > image.yaml
  before=$(snap)
  run 2 "$pp" check program.yaml
  has err "program.yaml:1:1: error: this is not a text file"
  run 2 "$pp" check - < image.yaml
  has err "<stdin>:1:1: error: this is not a text file"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
msg-empty-output)
  before=$(snap)
  run 64 "$pp" check plan.yaml --format xml --output ""
  has err "--output names no file (its value is empty)"
  run 64 "$pp" figures plan.yaml --output=
  has err "--output names no file"
  run 64 "$pp" migrate plan.yaml --output ""
  has err "--output names no file"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
msg-list-item)
  sed 's/cards: \["7", "7", "7"\]/cards: ["0", "7", "7"]/' "$src/fixtures/defects/blackjack-premium.yaml" > c.yaml
  grep -q '"0", "7"' c.yaml || fail "fixture has no cards line"
  before=$(snap)
  run 2 "$pp" check c.yaml
  has err "c.yaml:26:17: error: \`cards[0]: 0\` must be one of"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
msg-stdout-full)
  [ -c /dev/full ] || { echo "skip: no /dev/full"; exit 77; }
  for what in "skeleton wheel" schema; do
    # shellcheck disable=SC2086
    "$pp" generate $what >/dev/full 2>err; rc=$?
    [ "$rc" = 2 ] || fail "generate $what > /dev/full exited $rc"
    has err "planproof: <stdout>: error: cannot write: No space left on device"
    [ "$(wc -l < err)" = 1 ] || { cat err >&2; fail "generate $what: the failure was reported more than once"; }
  done
  "$pp" migrate plan.yaml >/dev/full 2>err; rc=$?
  [ "$rc" = 2 ] || fail "migrate > /dev/full exited $rc"
  has err "<stdout>: error: cannot write"; has err "No space left on device"
  [ "$(wc -l < err)" = 1 ] || { cat err >&2; fail "migrate: the failure was reported more than once"; } ;;
msg-anchor-source)
  cp "$src/fixtures/documents/html-documents.yaml" "$src/fixtures/documents/rules.txt" \
     "$src/fixtures/documents/leaflet.txt" .
  sed 's/anchor: {source: rules, lines: \[1, 4\]/anchor: {source: nosuch, lines: [1, 4]/' html-documents.yaml > a.yaml
  grep -q nosuch a.yaml || fail "fixture has no anchor line"
  before=$(snap)
  run 1 "$pp" check a.yaml
  has out "a.yaml:17:13: error: room: the anchor names document \`nosuch\`, which \`sources\` does not list"
  ! grep -q ': [0-9]*: error:' out || fail "a document line without a document was printed"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
msg-anchor-range)
  cp "$src/fixtures/documents/html-documents.yaml" "$src/fixtures/documents/rules.txt" \
     "$src/fixtures/documents/leaflet.txt" .
  sed 's/anchor: {source: rules, lines: \[1, 4\]/anchor: {source: rules, lines: [1, 99999999999999999999]/' html-documents.yaml > a.yaml
  before=$(snap)
  run 2 "$pp" check a.yaml
  has err "a.yaml:17:40: error: \`lines[1]: 99999999999999999999\` is out of range 1..1000000000"
  sed 's/anchor: {source: rules, lines: \[1, 4\]/anchor: {source: rules, lines: [1, 400]/' html-documents.yaml > b.yaml
  before=$(snap)
  run 1 "$pp" check b.yaml
  has out "b.yaml:17:13: rules.txt:1: error: room: the anchor's lines 1-400 go beyond the document's last line, 7"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
migrate-stdin)
  old="$src/fixtures/plans/history/seed-000-format1-double.yaml"
  "$pp" migrate "$old" > want.yaml || fail "migrate FILE failed"
  before=$(snap)
  run 0 "$pp" migrate - < "$old"
  cmp -s out want.yaml || fail "migrate - differs from migrate FILE"
  run 0 "$pp" migrate - --output m.yaml < "$old"
  cmp -s m.yaml want.yaml || fail "migrate - --output differs"; rm m.yaml
  run 64 "$pp" migrate - --in-place < "$old"
  has err "--in-place needs a plan file"
  printf 'planproof: 1\nplan: [\n' | run 2 "$pp" migrate -
  has err "<stdin>:"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
*) fail "no such case" ;;
esac
echo "pass [$case_name]"
