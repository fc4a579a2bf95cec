#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""editor_mutations.py PLANPROOF [YAML_LANGUAGE_SERVER] - what an editor
shows for a plan agrees with what the loader does (issue 29).

Two valid plans (fixtures/plans/seed-001.yaml and a filled-in baccarat
skeleton) are edited one mistake at a time: the issue's four (a plain
`35:1`, an unquoted date, `id: ""`, a chip of `5.0`), wrong types, empty
and blank text, bad enumeration values, negative and out-of-range
numbers, unknown and missing keys, bad ratios, dates and decimals.  Each
edit is given to the loader (`planproof check`: exit 2 = refused) and to
yaml-language-server with the shipped schema (`planproof generate
schema`, named by the modeline the skeletons carry), through a minimal
LSP client over stdio (tests/editor_lsp.py).

It fails when
- yaml-language-server shows no error for an edit the loader refuses for
  a reason the schema can see (the issue's "done when");
- it shows an error for an edit the loader accepts (a false alarm);
- the loader's verdict is not the one the table below expects (so the
  table cannot drift into describing nothing).
Edits the loader refuses for a reason no JSON Schema can see (how a
scalar was written, unique item names) are listed as UNSEEN with that
reason; what the editor shows for them is printed, not judged.

Exit 0 when all hold, 1 when not, 77 (skipped, with the reason) without
node or yaml-language-server."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from editor_lsp import LanguageServer  # noqa: E402

SKIP = 77
ACCEPT, REFUSE = "accept", "refuse"


def unseen(reason):
    """The loader refuses the edit for a reason the schema cannot see."""
    return "unseen: " + reason


WRITTEN = unseen("how the scalar is written: YAML 1.2 reads the same data")
UNIQUE = unseen("unique item names: JSON Schema draft-07 cannot say it")

SEED = "fixtures/plans/seed-001.yaml"
SKELETON = "skeleton baccarat"

# (name, base, text to find (exactly once), replacement, expected verdict).
MUTATIONS = [
    # The four.
    ("plain ratio 3:2", SEED, 'payout: "3:2"', "payout: 3:2", ACCEPT),
    ("unquoted date", SEED, "  language: cs\n", "  language: cs\n  date: 2026-12-31\n", ACCEPT),
    ('id ""', SEED, "id: czech-casinos-blackjack", 'id: ""', REFUSE),
    ("chip 5.0", SEED, "sources:\n", "currencies:\n  - {code: CZK, smallest_chip: 5.0}\n"
     "sources:\n", ACCEPT),
    # Text.
    ("blank title", SEED, 'title: "Black Jack pravidla"', 'title: "   "', REFUSE),
    ("number as title", SEED, 'title: "Black Jack pravidla"', "title: 2026", REFUSE),
    ("decimal as title", SEED, 'title: "Black Jack pravidla"', "title: 1.10", REFUSE),
    ("true as title", SEED, 'title: "Black Jack pravidla"', "title: true", REFUSE),
    ("null title", SEED, 'title: "Black Jack pravidla"', "title: null", REFUSE),
    ("empty title", SEED, 'title: "Black Jack pravidla"', "title:", REFUSE),
    ("yes as title", SEED, 'title: "Black Jack pravidla"', "title: yes", WRITTEN),
    ("1:30 as title", SEED, 'title: "Black Jack pravidla"', "title: 1:30", WRITTEN),
    ("list as title", SEED, 'title: "Black Jack pravidla"', "title: [a]", REFUSE),
    # Whole numbers.
    ("quoted decks", SEED, "decks: 6", 'decks: "6"', REFUSE),
    ("word decks", SEED, "decks: 6", "decks: six", REFUSE),
    ("negative decks", SEED, "decks: 6", "decks: -1", REFUSE),
    ("zero decks", SEED, "decks: 6", "decks: 0", REFUSE),
    ("too many decks", SEED, "decks: 6", "decks: 17", REFUSE),
    ("decimal decks", SEED, "decks: 6", "decks: 6.5", REFUSE),
    ("decks 6.0", SEED, "decks: 6", "decks: 6.0", WRITTEN),
    ("hex decks", SEED, "decks: 6", "decks: 0x6", WRITTEN),
    ("decks unstated", SEED, "decks: 6", "decks: unstated", ACCEPT),
    # True/false.
    ("quoted false", SEED, "hole_card: false", 'hole_card: "false"', REFUSE),
    ("no for false", SEED, "hole_card: false", "hole_card: no", REFUSE),
    # Enumerations.
    ("bad enum", SEED, "soft_17: stand", "soft_17: sometimes", REFUSE),
    ("enum with a space", SEED, "soft_17: stand", 'soft_17: "stand "', REFUSE),
    ("bad family", SEED, "family: blackjack", "family: craps", REFUSE),
    # Keys.
    ("unknown key", SEED, "    tie: push\n", "    tie: push\n    tie_rule: push\n", REFUSE),
    ("misspelt key", SEED, "soft_17: stand", "soft17: stand", REFUSE),
    ("missing name", SEED, '    name: "Black Jack"\n', "", REFUSE),
    ("missing stands_on", SEED, "      stands_on: 17\n", "", REFUSE),
    ("key of another family", SEED, "    tie: push\n", "    tie: push\n    zero_rule: lose\n",
     REFUSE),
    # Ratios.
    ("plain 0.95:1", SEED, 'payout: "3:2"', "payout: 0.95:1", ACCEPT),
    ("zero second term", SEED, 'payout: "3:2"', 'payout: "3:0"', REFUSE),
    ("plain zero second term", SEED, 'payout: "3:2"', "payout: 3:0.00", REFUSE),
    ("slash ratio", SEED, 'payout: "3:2"', 'payout: "3/2"', REFUSE),
    ("signed ratio", SEED, 'payout: "3:2"', 'payout: "+3:2"', REFUSE),
    ("ratio with a space", SEED, 'payout: "3:2"', 'payout: " 3:2"', REFUSE),
    ("leading zero ratio", SEED, 'payout: "3:2"', 'payout: "03:2"', REFUSE),
    ("bare float ratio", SEED, 'payout: "3:2"', "payout: 1.5", REFUSE),
    ("quoted decimal ratio", SEED, 'payout: "3:2"', 'payout: "1.5"', REFUSE),
    ("three-term ratio", SEED, 'payout: "3:2"', "payout: 1:30:00", REFUSE),
    ("25-digit ratio", SEED, 'payout: "3:2"', 'payout: "3:2.' + "0" * 25 + '"', REFUSE),
    ("duplicate payout", SEED, "      - hand: blackjack\n", "      - hand: win\n", UNIQUE),
    # Dates.
    ("February 30th", SEED, "  language: cs\n", '  language: cs\n  date: "2025-02-30"\n', REFUSE),
    ("plain February 30th", SEED, "  language: cs\n", "  language: cs\n  date: 2025-02-30\n",
     REFUSE),
    ("1900-02-29", SEED, "  language: cs\n", '  language: cs\n  date: "1900-02-29"\n', REFUSE),
    ("2024-02-29", SEED, "  language: cs\n", '  language: cs\n  date: "2024-02-29"\n', ACCEPT),
    ("short date", SEED, "  language: cs\n", '  language: cs\n  date: "2025-2-3"\n', REFUSE),
    ("digits date", SEED, "  language: cs\n", "  language: cs\n  date: 20250212\n", REFUSE),
    # Money and decimals.
    ("chip 5.5", SEED, "sources:\n", "currencies:\n  - {code: CZK, smallest_chip: 5.5}\n"
     "sources:\n", REFUSE),
    ("chip 0", SEED, "sources:\n", "currencies:\n  - {code: CZK, smallest_chip: 0}\n"
     "sources:\n", REFUSE),
    ('chip "0.00"', SEED, "sources:\n", 'currencies:\n  - {code: CZK, smallest_chip: "0.00"}\n'
     "sources:\n", REFUSE),
    ('chip "1,000"', SEED, "sources:\n", 'currencies:\n  - {code: CZK, smallest_chip: "1,000"}\n'
     "sources:\n", REFUSE),
    ('chip "1e3"', SEED, "sources:\n", 'currencies:\n  - {code: CZK, smallest_chip: "1e3"}\n'
     "sources:\n", REFUSE),
    ('chip "010"', SEED, "sources:\n", 'currencies:\n  - {code: CZK, smallest_chip: "010"}\n'
     "sources:\n", REFUSE),
    ("chip of 25 places", SEED, "sources:\n", "currencies:\n  - {code: CZK, smallest_chip: "
     '"0.' + "0" * 24 + '1"}\nsources:\n', REFUSE),
    ('chip "0.05"', SEED, "sources:\n", 'currencies:\n  - {code: CZK, smallest_chip: "0.05"}\n'
     "sources:\n", ACCEPT),
    ("chip 1e3", SEED, "sources:\n", "currencies:\n  - {code: CZK, smallest_chip: 1e3}\n"
     "sources:\n", WRITTEN),
    # The skeleton, unedited and edited.
    ("unedited skeleton", SKELETON, None, None, REFUSE),
    ("skeleton: plain 5%", SKELETON, 'rate: "0%"', "rate: 5%", ACCEPT),
    ("skeleton: 5 %", SKELETON, 'rate: "0%"', 'rate: "5 %"', REFUSE),
    ("skeleton: bare percentage", SKELETON, 'rate: "0%"', "rate: 0.05", REFUSE),
    ("skeleton: signed percentage", SKELETON, 'rate: "0%"', 'rate: "-5%"', REFUSE),
    ("skeleton: chips [5.0]", SKELETON, 'chips: ["1"]', "chips: [5.0]", ACCEPT),
    ("skeleton: chips 5.0", SKELETON, 'chips: ["1"]', "chips: 5.0", REFUSE),
    ("skeleton: unquoted date", SKELETON, 'date: "2025-01-01"', "date: 2025-01-01", ACCEPT),
]


def skeleton_texts(planproof):
    """The baccarat skeleton as generated, and with its empty placeholders
    filled in (as tests/unit/test_generate.c fills them): a plan."""
    text = subprocess.run([planproof, "generate", "skeleton", "baccarat"], check=True,
                          capture_output=True, text=True).stdout
    return text, text.replace('""', "xx")


def warm_up(ls, work, refused_text, timeout=120):
    """Open refused_text (a document the schema refuses) under new names
    until the server shows its errors: the schema has loaded."""
    deadline = time.monotonic() + timeout
    for attempt in range(1000):
        path = os.path.join(work, f"warm-up-{attempt}.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(refused_text)
        uri = "file://" + path
        shown = ls.diagnose([(uri, refused_text)], settle=2.0)
        if any(d.get("severity", 1) == 1 for d in shown[uri]):
            return
        if time.monotonic() > deadline:
            raise TimeoutError("the schema never loaded: the unedited skeleton shows no error")
        time.sleep(1)


def with_modeline(text, schema_uri):
    """text naming the schema under test in its first line, as the
    skeletons name the installed one."""
    lines = [line for line in text.split("\n")
             if not line.startswith("# yaml-language-server:")]
    return f"# yaml-language-server: $schema={schema_uri}\n" + "\n".join(lines)


def loader_verdict(planproof, path):
    """ACCEPT or REFUSE, and the loader's first message when it refuses."""
    run = subprocess.run([planproof, "check", path, "--quiet"], capture_output=True,
                         text=True)
    if run.returncode == 2:
        return REFUSE, (run.stderr.strip().split("\n") or [""])[0]
    if run.returncode in (0, 1):
        return ACCEPT, ""
    return f"exit {run.returncode}", run.stderr.strip()[:300]


def main(planproof, server):
    with open(SEED, encoding="utf-8") as f:
        seed = f.read()
    unedited, filled = skeleton_texts(planproof)
    bases = {SEED: seed, SKELETON: filled}
    problems = []
    work = tempfile.mkdtemp(prefix="pp-editor-")
    try:
        schema = os.path.join(work, "planproof-plan.schema.json")
        with open(schema, "w", encoding="utf-8") as f:
            f.write(subprocess.run([planproof, "generate", "schema"], check=True,
                                   capture_output=True, text=True).stdout)
        schema_uri = "file://" + schema
        cases = [("base " + name, text, ACCEPT) for name, text in bases.items()]
        for name, base, old, new, expected in MUTATIONS:
            if old is None:
                cases.append((name, unedited, expected))
                continue
            count = bases[base].count(old)
            if count != 1:
                problems.append(f"{name}: the edit's text is found {count} times in {base}")
                continue
            cases.append((name, bases[base].replace(old, new), expected))
        documents = []
        for i, (name, text, expected) in enumerate(cases):
            path = os.path.join(work, f"m{i:03d}.yaml")
            text = with_modeline(text, schema_uri)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            documents.append(("file://" + path, text))

        started = time.monotonic()
        ls = LanguageServer([server, "--stdio"])
        try:
            ls.start()
            # The schema loads once, after the first document asks for it; a
            # document validated before that shows no schema errors.  On a
            # loaded machine that can take longer than diagnose's settle
            # time, so a document the schema refuses (the unedited
            # skeleton) is opened first, until its errors show.
            warm_up(ls, work, with_modeline(unedited, schema_uri))
            shown = ls.diagnose(documents, settle=2.0)
        finally:
            ls.stop()
        elapsed = time.monotonic() - started

        seen_refusals = 0
        for (name, _, expected), (uri, _) in zip(cases, documents):
            loader, why = loader_verdict(planproof, uri[len("file://"):])
            errors = [d for d in shown[uri] if d.get("severity", 1) == 1]
            editor = REFUSE if errors else ACCEPT
            first = errors[0]["message"] if errors else "no error"
            line = f"{name}: loader {loader}, editor {editor} ({first[:100]})"
            print("editor_mutations: " + line)
            if expected.startswith("unseen"):
                if loader != REFUSE:
                    problems.append(f"{name}: expected the loader to refuse it ({expected}), "
                                    f"it says {loader}")
                continue
            if loader != expected:
                problems.append(f"{name}: expected the loader to {expected} it, it says "
                                f"{loader} {why}")
            elif loader == REFUSE and editor == ACCEPT:
                problems.append(f"{name}: the loader refuses it ({why}), the editor shows "
                                "no error, and the schema can see why")
            elif loader == ACCEPT and editor == REFUSE:
                problems.append(f"{name}: the loader accepts it, the editor shows: {first}")
            else:
                seen_refusals += loader == REFUSE
        for p in problems:
            print("editor_mutations: FAIL " + p, file=sys.stderr)
        print(f"editor_mutations: {len(MUTATIONS)} edits of {len(bases)} plans, "
              f"{seen_refusals} refusals the editor shows too, "
              f"{sum(m[4].startswith('unseen') for m in MUTATIONS)} the schema cannot see; "
              f"yaml-language-server answered in {elapsed:.1f} s of wall clock")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    # The server named (scripts/bootstrap's, in the build tree), else
    # the one on PATH.
    named = sys.argv[2] if len(sys.argv) == 3 else ""
    server = named if named and os.access(named, os.X_OK) else \
        shutil.which("yaml-language-server")
    if not shutil.which("node"):
        print("editor_mutations: SKIP: node is not installed (scripts/bootstrap installs "
              "yaml-language-server with npm when npm is present)")
        sys.exit(SKIP)
    if not server:
        print("editor_mutations: SKIP: yaml-language-server is not installed "
              "(npm install -g yaml-language-server, or scripts/bootstrap with npm)")
        sys.exit(SKIP)
    sys.exit(main(sys.argv[1], server))
