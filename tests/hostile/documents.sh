#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/hostile/documents.sh PLANPROOF CASE - one hostile case about what a
# plan makes planproof read (its `sources`) and what the --exact-main cache
# makes it believe, as ctest runs it (label `hostile`, also under ASan/UBSan
# in CI).  Each case works in a fresh directory, asserts the exit code and
# the message, that no report holds a line of a file the user did not offer,
# and that no file but the stated outputs changed.  Exit 0 pass, 77 skipped.
. "$(dirname "$0")/lib.sh"
unset PLANPROOF_DOCUMENTS
export PLANPROOF_CACHE_DIR=

# plan_with PATH > FILE: the bundled blackjack plan naming PATH as its document
plan_with() { sed "s|path: \"shared/seeds/001_adea51dbeb5c742b.txt\"|path: \"$1\"|" \
  "$src/fixtures/plans/seed-001.yaml"; }
# No report or message of the run holds a line of /etc/passwd.
no_passwd() {
  local line
  line=$(head -1 /etc/passwd)
  for f in out err "$@"; do
    [ ! -e "$f" ] || ! grep -qF -- "$line" "$f" || fail "$f quotes /etc/passwd"
  done
}
# Every report format of one run, for the cases that must leak nothing.
all_formats=(--format text --output r.txt --format xml --output r.xml --format json
             --output r.json --format sarif --output r.sarif --format junit --output r.junit.xml
             --format html --output r.html)

case "$case_name" in
document-absolute)
  plan_with /etc/passwd > plan.yaml
  run 2 "$pp" check plan.yaml "${all_formats[@]}"
  has err "plan.yaml:30:11: error: document \`rules\` is refused: \`/etc/passwd\` is an absolute path"
  has err "--allow-outside-documents"
  no_passwd r.txt r.xml r.json r.sarif r.junit.xml r.html
  [ ! -e r.xml ] && [ ! -e r.html ] || fail "a report was written for a refused plan"
  # With the user's leave it is read, as before: a document like any other.
  run 1 "$pp" check plan.yaml --allow-outside-documents --format xml --output r.xml
  has r.xml 'path="/etc/passwd"'
  has r.xml 'found="true"' ;;
document-climbs-out)
  mkdir -p plans
  plan_with ../../../../../../../../etc/passwd > plans/plan.yaml
  run 2 "$pp" check plans/plan.yaml "${all_formats[@]}"
  has err "plans/plan.yaml:30:11: error: document \`rules\` is refused: \`..\` leads out of the plan's folder (\`plans\`)"
  no_passwd r.txt r.xml r.json r.sarif r.junit.xml r.html
  # --documents names other folders; it does not open the way up.
  mkdir docs
  run 2 "$pp" check plans/plan.yaml --documents docs
  has err "refused" ;;
document-no-parent-walk)
  # Once, a relative path was also looked for in every folder above the
  # plan's: `etc/passwd` found /etc/passwd from anywhere.  Now it is only
  # not found: the check goes on and says which document it could not verify.
  mkdir -p a/b/c
  plan_with etc/passwd > a/b/c/plan.yaml
  run 1 "$pp" check a/b/c/plan.yaml "${all_formats[@]}"
  has err "a/b/c/plan.yaml: 1 document could not be verified (\`etc/passwd\`)"
  has r.txt "cannot be read: not found in \`a/b/c\` (the plan's folder)"
  no_passwd r.txt r.xml r.json r.sarif r.junit.xml r.html ;;
document-symlink-out)
  ln -s /etc/passwd rules.txt
  plan_with rules.txt > plan.yaml
  run 2 "$pp" check plan.yaml --format sarif --output r.sarif
  has err "\`rules.txt\` leads through a symbolic link to \`/etc/passwd\`, outside the folder \`.\`"
  no_passwd r.sarif ;;
document-not-a-file)
  # Each kind of thing that is no document gets its own words, and nothing
  # blocks: a FIFO with no writer is never opened for reading.
  mkfifo pipe.txt; mkdir folder.txt; ln -s loop2.txt loop1.txt; ln -s loop1.txt loop2.txt
  for doc in pipe.txt:"is a FIFO (named pipe), not a regular file" \
             folder.txt:"is a folder, not a text file" \
             loop1.txt:"is a loop of symbolic links" \
             missing.txt:"not found in \`.\` (the plan's folder)"; do
    plan_with "${doc%%:*}" > plan.yaml
    timeout 20 "$pp" check plan.yaml >out 2>err; rc=$?
    [ "$rc" = 1 ] || fail "${doc%%:*}: exit $rc (124: it blocked)"
    has out "${doc#*:}"
  done
  plan_with /dev/zero > plan.yaml
  timeout 20 "$pp" check plan.yaml --allow-outside-documents >out 2>err; rc=$?
  [ "$rc" = 1 ] || fail "/dev/zero: exit $rc (124: it blocked)"
  has out "\`/dev/zero\` is a device, not a regular file" ;;
document-read-once)
  # One large document listed forty times is read once: the run's memory
  # stays that of one document (it was 3.25 GB for 40 listings of 8 MB).
  command -v /usr/bin/time >/dev/null || { echo "skip: no /usr/bin/time"; exit 77; }
  head -c 7000000 /dev/zero | tr '\0' 'x' | fold -w 99 > big.txt
  { plan_with big.txt | sed '/^sources:/q'
    for i in $(seq 1 40); do echo "  - {id: d$i, path: big.txt}"; done
    plan_with big.txt | sed '1,/^sources:/d' | sed '/^  - id: rules/,/sha256/d'; } > plan.yaml
  /usr/bin/time -f '%M' -o rss "$pp" check plan.yaml --quiet >out 2>err; rc=$?
  [ "$rc" = 1 ] || { cat err >&2; fail "exit $rc"; }
  kb=$(tail -1 rss)
  [ "$kb" -lt 400000 ] || fail "40 listings of one 7 MB document took $kb KiB"
  # and it counts once against the budget: 40 x 7 MB would be refused
  run 1 "$pp" check plan.yaml --quiet --documents-budget 8M ;;
document-budget)
  for i in 1 2 3; do head -c 1000000 /dev/zero | tr '\0' "$i" | fold -w 99 > d$i.txt; done
  { plan_with d1.txt | sed '/^sources:/q'
    for i in 1 2 3; do echo "  - {id: d$i, path: d$i.txt}"; done
    plan_with d1.txt | sed '1,/^sources:/d' | sed '/^  - id: rules/,/sha256/d'; } > plan.yaml
  before=$(snap)
  run 2 "$pp" check plan.yaml --documents-budget 2M --format xml --output r.xml
  has err "plan.yaml:30:20: error: the documents of this plan"; has err "exceed the 2097152-byte budget for documents (document \`d3\`"
  [ ! -e r.xml ] || fail "a report was written"
  run 1 "$pp" check plan.yaml --documents-budget 3M --quiet
  run 64 "$pp" check plan.yaml --documents-budget lots
  has err "--documents-budget takes a size"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
document-folders)
  # --documents and PLANPROOF_DOCUMENTS: the path as written, then its last
  # component (the bundled plans' old `shared/seeds/...` form).
  mkdir -p plans docs
  printf 'Pravidla hry\n' > docs/001.txt
  plan_with shared/seeds/001.txt > plans/plan.yaml
  run 1 "$pp" check plans/plan.yaml --format xml --output r.xml
  has err "could not be verified"
  run 1 "$pp" check plans/plan.yaml --documents docs --format xml --output r.xml
  has r.xml 'found="true"'
  PLANPROOF_DOCUMENTS=/nonexistent:docs run 1 "$pp" check plans/plan.yaml --format xml --output r.xml
  has r.xml 'found="true"'
  [ ! -s err ] || { cat err >&2; fail "a found document was still reported missing"; } ;;
output-is-document)
  printf 'Pravidla hry\n' > rules.txt
  plan_with rules.txt > plan.yaml
  before=$(snap)
  run 64 "$pp" check plan.yaml --format text --output rules.txt
  has err "--output rules.txt is the plan's source document \`rules\` (rules.txt); refusing to overwrite it"
  run 64 "$pp" figures plan.yaml --output ./rules.txt
  has err "refusing to overwrite it"
  [ "$(snap)" = "$before" ] || fail "files changed" ;;
diff-revision-documents)
  # diff REV:path reads the old revision's documents from that revision,
  # not from the working tree: a revised document shows as it does when the
  # two versions are files.
  command -v git >/dev/null || { echo "skip: no git"; exit 77; }
  git init -q repo && cd repo || fail "git init"
  git config user.email t@example.invalid; git config user.name t
  cp "$src/fixtures/documents/rules.txt" rules.txt
  cp "$src/fixtures/documents/html-documents.yaml" plan.yaml
  git add . && git commit -qm one || fail "commit"
  mkdir ../v1 && cp rules.txt plan.yaml ../v1/
  sed -i 's/House rules of the poker room/House rules of the card room/' rules.txt
  git commit -qam two || fail "commit"
  mkdir ../v2 && cp rules.txt plan.yaml ../v2/
  "$pp" diff ../v1/plan.yaml ../v2/plan.yaml >../files.out 2>&1; want=$?
  "$pp" diff HEAD~1:plan.yaml plan.yaml >../git.out 2>&1; got=$?
  [ "$want" = "$got" ] || { cat ../git.out >&2; fail "exit $got from git, $want from files"; }
  grep -q 'anchor' ../files.out || fail "the file diff shows no anchor change"
  diff <(sed 's|[^ ]*plan.yaml|PLAN|g' ../files.out) <(sed 's|[^ ]*plan.yaml|PLAN|g' ../git.out) >&2 ||
    fail "the git diff differs from the file diff" ;;
cache-forged)
  export PLANPROOF_CACHE_DIR=$work/cache
  plan=$src/fixtures/defects/blackjack-pairs-one-deck.yaml
  run 0 "$pp" check "$plan" --exact-main --fail-on never --format xml --output cold.xml
  entry=$(ls cache/*.ppc)
  sed -i 's|^rtp [0-9]*/[0-9]*$|rtp 101/100|' "$entry"
  grep -q '^rtp 101/100$' "$entry" || fail "the entry has no rtp line"
  run 0 "$pp" check "$plan" --exact-main --fail-on never --format xml --output warm.xml
  has err "the cached result \`$work/$entry\` does not verify"
  cmp -s cold.xml warm.xml || fail "a forged figure reached the report"
  ! grep -q '101/100' warm.xml || fail "101/100 is in the report"
  chmod 777 cache
  run 0 "$pp" check "$plan" --exact-main --fail-on never --quiet
  has err "the result cache folder \`$work/cache\` is not used: group or others may write to it" ;;
cache-not-private)
  # The notice of a cache folder others may write to, on a game whose exact
  # analysis takes a fraction of a second (cache-forged's blackjack takes
  # seconds, and runs in the optimised pass only: label `breadth`).
  export PLANPROOF_CACHE_DIR=$work/cache
  mkdir -m 777 cache
  run 0 "$pp" check "$src/fixtures/defects/three-card-poker-clean.yaml" --exact-main --quiet
  has err "planproof: the result cache folder \`$work/cache\` is not used: group or others may write to it"
  [ -z "$(ls cache)" ] || fail "the untrusted cache folder was written to" ;;
*) fail "no such case" ;;
esac
echo "pass [$case_name]"
