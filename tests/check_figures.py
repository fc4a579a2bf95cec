#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_figures.py PLANPROOF SCHEMA PLAN... - `planproof figures` (the PAR
sheet) for each plan, checked against the plan and against a second,
independent computation:
  - the JSON form validates against SCHEMA
    (reports/planproof-figures-1.schema.json, draft 2020-12) and has no
    number with a fraction or exponent (exact figures are strings);
  - the CSV form is RFC 4180 (python's csv module reads it, CRLF line
    ends), a header row then one row per bet, in the JSON's order;
  - every bet of every game is there: the count of bets is derived from
    the plan's YAML by this script's own reading of which bets each family
    prices (below), and equals the JSON's and the CSV's;
  - the text form names every bet;
  - the header (JSON `sheet`, the CSV's first section, the text's head)
    names the plan's id, title, version and date as the YAML states them,
    the file, its SHA-256 (hashlib's of the file's bytes), the tool and
    version, the policy (the built-in default) and each game's strategy;
  - every outcome: combinations / combinations_of is its probability, and
    the contributions p * (1 + net) add up to the RTP exactly and p * net
    to minus the house edge, each decimal rounded half-even to 10 places;
    the CSV's outcome section has the JSON's outcomes, and a row saying
    "not enumerated" for each bet without;
  - every bet with outcomes: the probabilities add up to 1, and RTP, house
    edge, hit frequency and variance equal what python's fractions make of
    the outcomes; every decimal is the exact figure rounded half-even to its
    digits, the standard deviation's is the square root of the exact
    variance rounded half-even (integer square root, no floating point).
Run from the source tree.  Prints each problem; exits 0 when all hold."""
import csv
import hashlib
import io
import json
import math
import os
import subprocess
import sys
import tempfile
from fractions import Fraction

import jsonschema
import yaml

# libyaml's loader when python3-yaml has it (ten times faster), else the
# pure-Python one: the same data.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

EVEN_CHANCES = {"red", "black", "odd", "even", "low", "high"}


def plan_bet_count(plan):
    """How many bets of the plan get a PAR-sheet row: roulette layout bets
    (an even chance once per zero rule) and announced bets; every bet of a
    wheel (even-money ones too) or baccarat game; poker bets (a fixed-amount side bet once per
    currency table); Black Jack and Pontoon the main game, insurance when
    offered, and each side bet; a poker room none (the house pays no
    wins); three-card poker each Pair Plus and six-card bonus, and the
    Ante and Play once when the game has one of each with its payout; Let
    It Ride the main bets once and the bonus."""
    n = 0
    for g in plan["games"]:
        fam = g["family"]
        if fam == "roulette":
            rules = max(1, len(g.get("zero_rules", [])))
            n += sum(rules if b["type"] in EVEN_CHANCES else 1 for b in g.get("bets", []))
            n += len(g.get("announced_bets", []))
        elif fam in ("wheel", "baccarat"):
            n += len(g.get("bets", [])) + len(g.get("even_money_bets", []))
        elif fam in ("stud", "holdem"):
            for b in g.get("bets", []):
                amounts = b.get("amounts")
                n += len(amounts["tables"]) if b.get("kind") == "side" and amounts else 1
        elif fam in ("blackjack", "pontoon"):
            n += 1 + ("insurance" in g) + len(g.get("side_bets", []))
        elif fam == "three_card_poker":
            bets = g.get("bets", [])
            n += sum(b.get("kind") in ("pair_plus", "six_card_bonus") for b in bets)
            main = [b for b in bets if b.get("kind") in ("ante", "play")]
            n += len(main) == 2 and {b["kind"] for b in main} == {"ante", "play"} and \
                all("payout" in b for b in main)
        elif fam == "let_it_ride":
            n += 1 + any(b.get("kind") == "bonus" for b in g.get("bets", []))
        elif fam == "dice":
            n += dice_rows(g)
        elif fam == "casino_war":
            m = g["main"]
            w = m.get("war")
            war = 0 if w is None else (
                (2 if w.get("original", "unstated") == "unstated" else 1)
                * (3 if w.get("tie", "unstated") == "unstated" else 1))
            n += (war + ("surrender" in m) or 1) + len(g.get("side_bets", []))
    return n


def dice_rows(g):
    """A dice game's rows: one per bet; two for small, big, odd and even
    with a payout when the plan leaves open whether triples lose, two for
    don't pass and don't come when it leaves the bar open, and for a buy or
    lay commission two per open term of it (base, charged)."""
    n = 0
    for b in g.get("bets", []):
        t, c = b["type"], b.get("commission")
        k = 1
        if (t in ("small", "big", "odd", "even") and "payout" in b
                and g.get("triples_lose", "unstated") == "unstated"):
            k = 2
        if t in ("dont_pass", "dont_come") and g.get("bar", "unstated") == "unstated":
            k = 2
        if c and t in ("buy", "lay"):
            k = ((2 if c.get("base", "unstated") == "unstated" else 1)
                 * (2 if c.get("charged", "unstated") == "unstated" else 1))
        n += k
    return n


def run(planproof, plan):
    """The sheet of plan in JSON, CSV and text, from one run of `figures`
    writing the three (one run costs a third of three under the
    sanitizers): {format: bytes}."""
    with tempfile.TemporaryDirectory(prefix="pp-figures-") as work:
        args = [planproof, "figures", plan]
        for fmt in FORMATS:
            args += ["--format", fmt, "--output", os.path.join(work, fmt)]
        p = subprocess.run(args, capture_output=True)
        if p.returncode != 0:
            raise RuntimeError(f"{plan}: figures exited {p.returncode}: "
                               f"{p.stderr.decode(errors='replace')}")
        out = {}
        for fmt in FORMATS:
            with open(os.path.join(work, fmt), "rb") as f:
                out[fmt] = f.read()
        return out


FORMATS = ("json", "csv", "text")


def rounded(q, digits):
    """q rounded half-even to digits places, as text."""
    scaled = q * 10 ** digits
    k = math.floor(scaled)
    rest = scaled - k
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and k % 2):
        k += 1
    return decimal_text(k, digits)


def decimal_text(k, digits):
    sign = "-" if k < 0 else ""
    s = str(abs(k)).rjust(digits + 1, "0")
    return sign + (s[:-digits] + "." + s[-digits:] if digits else s)


def rounded_sqrt(q, digits):
    """sqrt(q) rounded half-even to digits places: k = isqrt(floor(s)) for
    s = q * 10^(2 digits), up when s > (k + 1/2)^2, ties to even."""
    s = q * 10 ** (2 * digits)
    k = math.isqrt(math.floor(s))
    half = Fraction(2 * k + 1, 2) ** 2
    if s > half or (s == half and k % 2):
        k += 1
    return decimal_text(k, digits)


def check_figure(problems, where, fig, want, pct=False):
    if fig is None:
        problems.append(f"{where}: missing")
        return
    if Fraction(fig["exact"]) != want:
        problems.append(f"{where}: exact {fig['exact']}, computed {want}")
    dec = rounded(want * 100 if pct else want, fig["digits"])
    if fig["rounding"] != "half-even" or fig["decimal"] != dec:
        problems.append(f"{where}: decimal {fig['decimal']}, computed {dec}")


def check_bet(problems, where, b):
    if "not_computed" in b:
        if b["outcomes"]:
            problems.append(f"{where}: not computed but has outcomes")
        return
    ps = [Fraction(o["probability"]) for o in b["outcomes"]]
    nets = [Fraction(o["net"]) for o in b["outcomes"]]
    for o, p in zip(b["outcomes"], ps):
        if o["probability_decimal"] != rounded(p, 10):
            problems.append(f"{where}: {o['label']}: decimal {o['probability_decimal']}")
    if sum(ps) != 1:
        problems.append(f"{where}: probabilities add up to {sum(ps)}")
    mean = sum(p * x for p, x in zip(ps, nets))
    var = sum(p * x * x for p, x in zip(ps, nets)) - mean * mean
    check_figure(problems, where + " rtp", b.get("rtp"), 1 + mean, pct=True)
    check_figure(problems, where + " house edge", b.get("house_edge"), -mean, pct=True)
    hit = sum(p for p, x in zip(ps, nets) if x > 0)
    check_figure(problems, where + " hit frequency", b.get("hit_frequency"), hit, pct=True)
    check_figure(problems, where + " variance", b.get("variance"), var)
    check_contributions(problems, where, b, ps, nets)
    sd = b.get("standard_deviation", {})
    if sd.get("exact") != f"sqrt({b['variance']['exact']})" or \
            sd.get("decimal") != rounded_sqrt(var, sd.get("digits", 6)):
        problems.append(f"{where}: standard deviation {sd}, computed "
                        f"{rounded_sqrt(var, sd.get('digits', 6))}")


def check_contributions(problems, where, b, ps, nets):
    """Each outcome's ways and contributions; their sums are the bet's RTP
    and minus its house edge, exactly."""
    of = int(b["combinations_of"])
    for o, p, x in zip(b["outcomes"], ps, nets):
        if Fraction(int(o["combinations"]), of) != p:
            problems.append(f"{where}: {o['label']}: {o['combinations']} of {of} is not {p}")
        for key, want in (("return_contribution", p * (1 + x)), ("net_contribution", p * x)):
            if Fraction(o[key]) != want or o[key + "_decimal"] != rounded(want, 10):
                problems.append(f"{where}: {o['label']}: {key} {o[key]} "
                                f"{o[key + '_decimal']}, computed {want}")
    ret = sum(Fraction(o["return_contribution"]) for o in b["outcomes"])
    net = sum(Fraction(o["net_contribution"]) for o in b["outcomes"])
    if ret != Fraction(b["rtp"]["exact"]):
        problems.append(f"{where}: the contributions add up to {ret}, the RTP is {b['rtp']['exact']}")
    if net != -Fraction(b["house_edge"]["exact"]):
        problems.append(f"{where}: the net contributions add up to {net}, "
                        f"the house edge is {b['house_edge']['exact']}")


def check_sheet(problems, plan_path, plan, sheet):
    """The header against the plan's YAML and file."""
    meta = plan["plan"]
    with open(plan_path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    want = {"plan_id": str(meta.get("id", "")), "plan_title": str(meta.get("title", "")),
            "plan_version": str(meta.get("version", "")), "plan_date": str(meta.get("date", "")),
            "plan_file": plan_path, "plan_sha256": digest, "tool": "planproof",
            "policy": "planproof default", "policy_file": "built-in default"}
    for key, value in want.items():
        if sheet.get(key) != value:
            problems.append(f"header {key}: {sheet.get(key)!r}, expected {value!r}")
    if not sheet.get("tool_version") or not sheet.get("rounding"):
        problems.append(f"header without the tool's version or the rounding: {sheet}")


def csv_sections(rows):
    """The CSV's sections: runs of rows between empty rows."""
    sections, cur = [], []
    for r in rows:
        if r:
            cur.append(r)
        else:
            sections.append(cur)
            cur = []
    sections.append(cur)
    return sections


def check_csv_outcomes(problems, section, data):
    want = []
    for g in data["games"]:
        for b in g["bets"]:
            if not b["outcomes"]:
                want.append((g["id"], b["bet"], "not enumerated: " + b.get("not_computed", "")))
            for o in b["outcomes"]:
                want.append((g["id"], b["bet"], o["label"], o["combinations"],
                             b["combinations_of"], o["probability"], o["net"],
                             o["return_contribution"], o["net_contribution"]))
    head = section[0]
    cols = ["game", "bet", "outcome", "combinations", "combinations_of", "probability",
            "net", "return_contribution", "net_contribution"]
    if any(c not in head for c in cols):
        problems.append(f"CSV outcome header {head}")
        return
    at = [head.index(c) for c in cols]
    got = [tuple(r[i] for i in at[:3]) if r[2].startswith("not enumerated")
           else tuple(r[i] for i in at) for r in section[1:]]
    if got != want:
        problems.append(f"the CSV's {len(got)} outcome rows are not the JSON's {len(want)}")


def no_fractional_numbers(value):
    if isinstance(value, float):
        return False
    if isinstance(value, dict):
        return all(no_fractional_numbers(v) for v in value.values())
    if isinstance(value, list):
        return all(no_fractional_numbers(v) for v in value)
    return True


def check_plan(planproof, schema, plan_path):
    problems = []
    with open(plan_path, encoding="utf-8") as f:
        plan = yaml.load(f, Loader=SAFE_LOADER)
    sheets = run(planproof, plan_path)
    data = json.loads(sheets["json"])
    jsonschema.Draft202012Validator(schema).validate(data)
    if not no_fractional_numbers(data):
        problems.append("the JSON has a number with a fraction")
    bets = [(g["id"], b) for g in data["games"] for b in g["bets"]]
    want = plan_bet_count(plan)
    if len(bets) != want:
        problems.append(f"{len(bets)} bets in the JSON, the plan has {want}")
    for gid, b in bets:
        check_bet(problems, f"{gid}/{b['bet']}", b)

    raw = sheets["csv"].decode("utf-8")
    rows = list(csv.reader(io.StringIO(raw, newline="")))
    in_fields = sum(field.count("\n") for r in rows for field in r)
    if not raw.endswith("\r\n") or raw.replace("\r\n", "").count("\n") != in_fields:
        problems.append("the CSV's records do not end in CRLF")
    sections = csv_sections(rows)
    if len(sections) != 3:
        raise RuntimeError(f"{plan_path}: {len(sections)} CSV sections, expected 3")
    check_sheet(problems, plan_path, plan, data["sheet"])
    fields = dict(r for r in sections[0][1:] if len(r) == 2)
    if sections[0][0] != ["field", "value"] or \
            any(fields.get(k) != v for k, v in data["sheet"].items()):
        problems.append("the CSV's header section is not the JSON's sheet")
    for g in data["games"]:
        if fields.get(f"strategy[{g['id']}]") != g["strategy"] or \
                (g["bets"] and not g["strategy"]):
            problems.append(f"{g['id']}: strategy {g.get('strategy')!r}")
    check_csv_outcomes(problems, sections[2], data)
    head, body = sections[1][0], sections[1][1:]
    if head[:5] != ["game", "game_name", "family", "bet", "kind"]:
        problems.append(f"CSV header {head}")
    if any(len(r) != len(head) for r in body):
        problems.append("a CSV row has another number of fields than the header")
    if [(r[0], r[3]) for r in body] != [(gid, b["bet"]) for gid, b in bets]:
        problems.append(f"the CSV's {len(body)} rows are not the JSON's {len(bets)} bets")

    text = sheets["text"].decode("utf-8")
    if f"Plan file SHA-256:  {data['sheet']['plan_sha256']}\n" not in text:
        problems.append("the text sheet does not give the plan file's SHA-256")
    for gid, b in bets:
        if b["bet"] not in text:
            problems.append(f"the text sheet does not name {gid}/{b['bet']}")
    for p in problems:
        print(f"{plan_path}: {p}", file=sys.stderr)
    return not problems


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[2], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    ok = all([check_plan(argv[1], schema, p) for p in argv[3:]])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
