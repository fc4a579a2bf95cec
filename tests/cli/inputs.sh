#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/cli/inputs.sh PLANPROOF CASE - one case of the command line's
# inputs and outputs (tests/cli/inputs.cmake): a directory of plans
# walked with its subfolders, an output's format from its extension, and
# `diff REV:path` (an unchanged plan; the old revision's documents read
# from the revision, else from the --documents folders).  Each case works in a fresh folder
# (tests/hostile/lib.sh).  Exit 0 pass, 77 skipped.
. "$(dirname "$0")/../hostile/lib.sh"
unset PLANPROOF_DOCUMENTS SOURCE_DATE_EPOCH
export PLANPROOF_CACHE_DIR=
plan=$src/fixtures/defects/roulette-payout-too-high.yaml
[ -f "$plan" ] || plan=$(ls "$src"/fixtures/defects/roulette-*.yaml | head -1)

# The plans a text report of a set names, one per line, in its order.
plans_of() { grep -o '^[^ ]*\.ya\?ml: ' "$1" | sed 's/: $//'; }

case "$case_name" in
dir-recurses)
  # Subfolders are walked, in path order; hidden folders and symbolic links
  # to folders are not (the walk stays in the tree); --no-recurse keeps a
  # folder's own plans only.
  mkdir -p tree/b/deep tree/.hidden outside
  for p in tree/a.yaml tree/b/c.yaml tree/b/deep/d.yml tree/b.yaml tree/.hidden/h.yaml \
           outside/o.yaml; do cp "$plan" "$p"; done
  ln -s ../outside tree/link
  run 1 "$pp" check tree --quiet
  plans_of out > got
  printf '%s\n' tree/a.yaml tree/b.yaml tree/b/c.yaml tree/b/deep/d.yml > want
  diff want got >&2 || fail "the walk of tree/ listed other plans, or in another order"
  run 1 "$pp" check tree --quiet --no-recurse
  plans_of out > got
  printf '%s\n' tree/a.yaml tree/b.yaml > want
  diff want got >&2 || fail "--no-recurse listed other plans"
  # Twice the same order: deterministic.
  run 1 "$pp" check tree --format xml --output one.xml
  run 1 "$pp" check tree --format xml --output two.xml
  cmp -s one.xml two.xml || fail "two walks of one tree differ" ;;
output-extension)
  # Without --format the output's extension names the format.
  run 1 "$pp" check "$plan" --output r.xml
  has r.xml '<report xmlns="urn:planproof:report:1"'
  run 1 "$pp" check "$plan" --output r.sarif --output r.json --output r.html --output r.txt
  has r.sarif '"version": "2.1.0"'
  has r.json '"formatVersion"'
  has r.html '<html'
  grep -q 'verdict: ' r.txt || fail "r.txt is not the text report"
  # `-` and an unknown extension: the text report, as before.
  run 1 "$pp" check "$plan" --output r.out
  grep -q 'verdict: ' r.out || fail "r.out is not the text report"
  # JUnit only when asked for; .xml accepts it, and .json a SARIF log.
  run 1 "$pp" check "$plan" --format junit --output j.xml --format sarif --output s.sarif.json
  has j.xml '<testsuites'
  has s.sarif.json '"version": "2.1.0"'
  # A --format the extension contradicts is refused, and nothing written.
  run 64 "$pp" check "$plan" --format text --output t.xml
  has err "--output t.xml: its extension says xml, but its --format is text"
  [ ! -e t.xml ] || fail "t.xml was written"
  run 64 "$pp" check "$plan" --output r.md
  has err "markdown is a format of diff"
  old=$src/fixtures/revisions/gelp-2026/old.yaml new=$src/fixtures/revisions/gelp-2026/new.yaml
  run 1 "$pp" diff "$old" "$new" --output d.md --output d.json --output d.html
  has d.md '### planproof diff: '
  has d.json '"findingsNew": 2'
  has d.html '<h1>planproof diff</h1>'
  run 64 "$pp" diff "$old" "$new" --format xml --output d2.md
  has err "--output d2.md: its extension says markdown, but its --format is xml" ;;
rules-uri)
  # --rules-uri: an absolute URI ending in /, or empty (no helpUri).
  run 64 "$pp" check "$plan" --rules-uri docs/rules/
  has err "--rules-uri takes the absolute URI"
  run 64 "$pp" check "$plan" --rules-uri https://example.org/docs/rules
  has err "ending in /"
  run 1 "$pp" check "$plan" --format sarif --output a.sarif --rules-uri ''
  ! grep -q '"helpUri"' a.sarif || fail "an empty --rules-uri gave a helpUri"
  ! grep -q 'planproof.invalid' a.sarif || fail "a placeholder host"
  run 1 "$pp" check "$plan" --format sarif --output b.sarif \
    --rules-uri "file://$src/docs/rules/"
  grep -o '"helpUri": "file://[^"]*"' b.sarif | sed 's|.*"file://||; s|"$||' > uris
  [ -s uris ] || fail "no helpUri under --rules-uri"
  while read -r f; do [ -f "$f" ] || fail "helpUri names no file: $f"; done < uris ;;
diff-git-unchanged)
  # `diff REV:path path` on a plan no commit changed: nothing new, from the
  # top of the repository and from the plan's folder.
  command -v git >/dev/null || { echo "skip: no git"; exit 77; }
  git init -q repo && cd repo || fail "git init"
  git config user.email t@example.invalid; git config user.name t
  mkdir plans
  cp "$src/fixtures/documents/rules.txt" plans/
  cp "$src/fixtures/documents/html-documents.yaml" plans/plan.yaml
  git add . && git commit -qm one || fail "commit"
  for i in 2 3 4; do echo "$i" > "note$i"; git add .; git commit -qm "$i"; done
  run 0 "$pp" diff HEAD~3:plans/plan.yaml plans/plan.yaml
  has out "findings: 0 new, 0 worse, 0 better, 0 fixed, 0 gone, 0 not applicable"
  cd plans
  run 0 "$pp" diff HEAD~3:./plan.yaml plan.yaml
  has out "findings: 0 new, 0 worse, 0 better, 0 fixed, 0 gone, 0 not applicable" ;;
diff-git-unchanged-documents-folder)
  # The same with the documents outside the repository, found through
  # --documents: the old revision finds them there as the working tree's
  # plan does (spec/source_doc.c: a path the revision lacks is looked for
  # in the document folders).
  command -v git >/dev/null || { echo "skip: no git"; exit 77; }
  mkdir docs && cp "$src/fixtures/documents/rules.txt" docs/
  git init -q repo && cd repo || fail "git init"
  git config user.email t@example.invalid; git config user.name t
  cp "$src/fixtures/documents/html-documents.yaml" plan.yaml
  git add . && git commit -qm one && echo x > note && git add . && git commit -qm two
  run 0 "$pp" diff HEAD~1:plan.yaml plan.yaml --documents ../docs
  has out "findings: 0 new, 0 worse, 0 better, 0 fixed, 0 gone, 0 not applicable" ;;
diff-git-revision-copy-wins)
  # A document the revision holds is read from the revision, not from a
  # --documents folder with another copy: with the working tree's copy
  # removed, only the new plan reads the folder's (altered) copy.
  command -v git >/dev/null || { echo "skip: no git"; exit 77; }
  mkdir docs && echo "not the rules the plan encodes" > docs/rules.txt
  git init -q repo && cd repo || fail "git init"
  git config user.email t@example.invalid; git config user.name t
  mkdir plans
  cp "$src/fixtures/documents/rules.txt" plans/
  cp "$src/fixtures/documents/html-documents.yaml" plans/plan.yaml
  git add . && git commit -qm one || fail "commit"
  run 0 "$pp" diff HEAD:plans/plan.yaml plans/plan.yaml --documents ../docs
  has out "findings: 0 new, 0 worse, 0 better, 0 fixed, 0 gone, 0 not applicable"
  rm plans/rules.txt
  run 1 "$pp" diff HEAD:plans/plan.yaml plans/plan.yaml --documents ../docs
  has out 'new (pass -> fail): document `rules` (rules.txt) is not the one the plan encodes'
  ! grep -q 'fixed (fail -> pass): document `rules`' out || fail "the old revision read the folder's copy" ;;
diff-git-document-nowhere)
  # A document neither in the revision nor in a --documents folder is
  # missing in the old revision as before: here only the working tree has
  # it, so its finding is fixed.
  command -v git >/dev/null || { echo "skip: no git"; exit 77; }
  mkdir docs && cp "$src/fixtures/documents/rules.txt" docs/
  git init -q repo && cd repo || fail "git init"
  git config user.email t@example.invalid; git config user.name t
  cp "$src/fixtures/documents/html-documents.yaml" plan.yaml
  git add . && git commit -qm one || fail "commit"
  echo "gone text" > gone.txt
  run 0 "$pp" diff HEAD:plan.yaml plan.yaml --documents ../docs
  has out 'fixed (fail -> pass): document `gone` (gone.txt, 1 lines) is present'
  has out "findings: 1 new, 0 worse, 0 better, 1 fixed, 0 gone, 0 not applicable" ;;
*) fail "no such case" ;;
esac
echo "pass [$case_name]"
