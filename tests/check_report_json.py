#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_report_json.py SCHEMA XSD PLANPROOF OUTDIR [OPTION] PLAN... - for each
plan, run `PLANPROOF check PLAN --format xml --output X --format json
--output J` in one run, then check that J
  - is JSON (python's json module reads it, and no number in it has a
    fraction or exponent: exact figures are strings),
  - validates against SCHEMA (reports/planproof-report-1.schema.json,
    draft 2020-12) with python3-jsonschema,
  - agrees with the XML report X: the same games in the same order, the
    same results by status (per game and plan-wide), the same summaries,
    tables and evidence (every exact figure and decimal, in order);
  - equals, member for member, X converted by this script's own reading of
    the mapping report_json.c states (from XSD, the report schema): an
    independent second implementation, so neither can lose a member.
Options apply to the plans after them: --waivers=FILE runs with that
waivers file, --epoch=N with SOURCE_DATE_EPOCH=N (unset otherwise), and the
JSON must then carry "generated"; --golden=XML also compares J byte for
byte with the golden XML report converted by this script's mapping and
laid out as report_json.c lays it out (two-space indent, characters as
they are, a newline at the end): the JSON golden derived from the XML
golden, so the repository holds the golden report once.
--from=DIR checks, instead of running PLANPROOF on plans, every report pair
NAME.xml + NAME.json in DIR that another test wrote in one run per plan
(tests/cli/core.cmake's cli.defect_plans_reports, without waivers or
SOURCE_DATE_EPOCH); PLANPROOF and OUTDIR are then not used.
Prints each problem to stderr; exits 0 when every plan passes, 1 otherwise.
Needs python3-jsonschema (Debian), which scripts/bootstrap installs."""
import collections
import glob
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import jsonschema

NS = "{urn:planproof:report:1}"
XS = "{http://www.w3.org/2001/XMLSchema}"
INTEGER_TYPES = {"xs:nonNegativeInteger", "xs:positiveInteger", "xs:unsignedLong",
                 "xs:unsignedInt", "xs:unsignedShort"}


def xsd_facts(path):
    """What the XSD at path says of names, as report_json.c reads it:
    repeatable elements, elements that are strings (declared with a simple
    type and never a complex one), elements that are objects, attributes
    that are always integers, attributes that are always booleans."""
    root = ET.parse(path).getroot()
    simple_types = {t.get("name") for t in root.iter(XS + "simpleType") if t.get("name")}
    repeated, simple, complex_, integers, booleans, others = (set() for _ in range(6))

    def walk(node, in_repeat):
        for c in node:
            rep = in_repeat
            many = c.get("maxOccurs", "1") not in ("0", "1")
            name, ref, typ = c.get("name"), c.get("ref"), c.get("type")
            if c.tag == XS + "complexType":
                rep = False
            elif c.tag in (XS + "sequence", XS + "choice", XS + "all"):
                rep = in_repeat or many
            elif c.tag == XS + "element" and (name or ref):
                if in_repeat or many:
                    repeated.add(name or ref.split(":")[-1])
                if name and typ:
                    is_simple = typ.startswith("xs:") or typ.split(":")[-1] in simple_types
                    (simple if is_simple else complex_).add(name)
                elif name:
                    for t in c:
                        if t.tag in (XS + "complexType", XS + "simpleType"):
                            (complex_ if t.tag == XS + "complexType" else simple).add(name)
                rep = False
            elif c.tag == XS + "attribute" and name:
                (integers if typ in INTEGER_TYPES else booleans if typ == "xs:boolean"
                 else others).add(name)
            walk(c, rep)
    walk(root, False)
    return (repeated, simple - complex_, complex_, integers - others - booleans,
            booleans - others - integers)


def convert(el, facts, top=False):
    """The JSON report_json.c should write for element el."""
    repeated, simple, complex_, integers, booleans = facts
    children = list(el)
    local = el.tag[el.tag.index("}") + 1:]
    declared = local in simple or local in complex_
    if not top and (local in simple or (not declared and not el.attrib and not children)):
        return el.text or ""
    obj = {}
    if top:
        obj["namespace"] = el.tag[1:el.tag.index("}")]
    for k, v in el.attrib.items():
        if k in integers and v.isdigit() and len(v) <= 19:
            obj[k] = int(v)
        elif k in booleans and v in ("true", "false"):
            obj[k] = v == "true"
        else:
            obj[k] = v
    text = (el.text or "") + "".join(c.tail or "" for c in children)
    if el.text is not None and (not children or text.strip()):
        obj["text"] = text
    names = []
    for c in children:
        if c.tag not in names:
            names.append(c.tag)
    for tag in names:
        same = [c for c in children if c.tag == tag]
        local = tag[tag.index("}") + 1:]
        if local in repeated or len(same) > 1:
            obj[local] = [convert(c, facts) for c in same]
        else:
            obj[local] = convert(same[0], facts)
    return obj


def first_difference(a, b, where=""):
    if type(a) is not type(b):
        return f"{where or '/'}: {str(a)[:80]!r} against {str(b)[:80]!r}"
    if isinstance(a, dict):
        if list(a) != list(b):
            return f"{where or '/'}: members {list(a)} against {list(b)}"
        for k in a:
            d = first_difference(a[k], b[k], f"{where}/{k}")
            if d:
                return d
    elif isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items against {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_difference(x, y, f"{where}/{i}")
            if d:
                return d
    elif a != b:
        return f"{where}: {a!r} against {b!r}"
    return None


def reject_float(text):
    raise ValueError(f"a JSON number with a fraction or exponent: {text}")


def xml_results(parent):
    return [r.attrib["status"] for r in parent.findall(NS + "result")]


def json_results(obj):
    return [r["status"] for r in obj.get("result", [])]


def evidence_xml(parent):
    return [(e.get("name"), e.get("exact"), e.get("decimal"))
            for r in parent.findall(NS + "result") for e in r.findall(NS + "evidence")]


def evidence_json(obj):
    return [(e["name"], e["exact"], e.get("decimal"))
            for r in obj.get("result", []) for e in r.get("evidence", [])]


def summary_xml(parent):
    s = dict(parent.find(NS + "summary").attrib)
    return {k: (v if k == "verdict" else int(v)) for k, v in s.items()}


def tables_xml(parent):
    return [(t.get("id"), [c.text or "" for c in t.findall(NS + "column")],
             [[c.text or "" for c in row.findall(NS + "cell")] for row in t.findall(NS + "row")])
            for t in parent.findall(NS + "table")]


def tables_json(obj):
    return [(t["id"], t["column"], [row["cell"] for row in t.get("row", [])])
            for t in obj.get("table", [])]


def compare(name, xparent, jobj, problems):
    """The results, summary, evidence and tables of one game or of planChecks."""
    pairs = [("results by status", collections.Counter(xml_results(xparent)),
              collections.Counter(json_results(jobj))),
             ("result order", xml_results(xparent), json_results(jobj)),
             ("summary", summary_xml(xparent), jobj["summary"]),
             ("evidence", evidence_xml(xparent), evidence_json(jobj)),
             ("tables", tables_xml(xparent), tables_json(jobj))]
    for what, x, j in pairs:
        if x != j:
            problems.append(f"{name}: {what} differ: XML {str(x)[:200]} JSON {str(j)[:200]}")
    counted = collections.Counter(json_results(jobj))
    for status, n in jobj["summary"].items():
        if status not in ("verdict", "checks") and counted.get(status, 0) != n:
            problems.append(f"{name}: summary says {n} {status}, results say {counted.get(status, 0)}")


def golden_json(xml_path, facts):
    """The JSON report of the run whose XML report is at xml_path, as
    report_json.c writes it."""
    root = ET.parse(xml_path).getroot()
    return json.dumps(convert(root, facts, top=True), indent=2, ensure_ascii=False) + "\n"


def differs_from_golden(json_path, golden, facts):
    """None when the JSON at json_path is the XML golden converted, byte for
    byte; else where the two first differ."""
    expected = golden_json(golden, facts)
    with open(json_path, encoding="utf-8") as f:
        actual = f.read()
    if actual == expected:
        return None
    want, got = expected.splitlines(), actual.splitlines()
    for i, (w, g) in enumerate(zip(want, got)):
        if w != g:
            return (f"line {i + 1} differs from {golden} converted: expected {w.strip()[:120]!r},"
                    f" written {g.strip()[:120]!r}")
    return f"{len(got)} lines written, {len(want)} expected from {golden} converted"


def check(schema_validator, facts, cli, outdir, plan, waivers, epoch, golden=None):
    base = os.path.join(outdir, "json-" + os.path.basename(plan))
    xml_path, json_path = base + ".xml", base + ".json"
    env = dict(os.environ)
    env.pop("SOURCE_DATE_EPOCH", None)
    if epoch:
        env["SOURCE_DATE_EPOCH"] = epoch
    extra = ["--waivers", waivers] if waivers else []
    run = subprocess.run([cli, "check", plan, *extra, "--format", "xml", "--output", xml_path,
                          "--format", "json", "--output", json_path],
                         capture_output=True, text=True, env=env)
    if run.returncode not in (0, 1):
        return [f"exit {run.returncode}: {run.stderr.strip()}"]
    return check_files(schema_validator, facts, xml_path, json_path, waivers, epoch, golden)


def check_files(schema_validator, facts, xml_path, json_path, waivers, epoch, golden=None):
    """The checks of check() on one run's XML and JSON reports."""
    with open(json_path, encoding="utf-8") as f:
        doc = json.load(f, parse_float=reject_float)
    problems = []
    for e in sorted(schema_validator.iter_errors(doc), key=lambda e: list(e.path))[:20]:
        where = "/".join(str(p) for p in e.path)
        problems.append(f"schema: /{where}: {e.message}")
    if problems:
        return problems
    if bool(epoch) != ("generated" in doc):
        problems.append("\"generated\" must be there exactly when SOURCE_DATE_EPOCH is set")
    if [i["role"] for i in doc["input"]] != ["plan"] + (["waivers"] if waivers else []):
        problems.append(f"inputs: {doc['input']}")
    root = ET.parse(xml_path).getroot()
    d = first_difference(convert(root, facts, top=True), doc)
    if d:
        problems.append(f"the JSON is not the XML converted (XML first): {d}")
    xgames = root.findall(NS + "game")
    if len(xgames) != len(doc["game"]):
        problems.append(f"{len(xgames)} games in the XML, {len(doc['game'])} in the JSON")
    for xg, jg in zip(xgames, doc["game"]):
        if xg.get("id") != jg["id"]:
            problems.append(f"game {xg.get('id')} in the XML is {jg['id']} in the JSON")
        compare("game " + jg["id"], xg, jg, problems)
    compare("planChecks", root.find(NS + "planChecks"), doc["planChecks"], problems)
    if summary_xml(root) != doc["summary"]:
        problems.append("the report summaries differ")
    if golden:
        d = differs_from_golden(json_path, golden, facts)
        if d:
            problems.append(d)
    return problems


def main(argv):
    if len(argv) < 6:
        print("usage: check_report_json.py SCHEMA XSD PLANPROOF OUTDIR PLAN...",
              file=sys.stderr)
        return 2
    if os.environ.get("PP_NEEDS_DOCUMENTS") and not os.environ.get("PLANPROOF_DOCUMENTS"):
        # ctest's SKIP_REGULAR_EXPRESSION (tests/CMakeLists.txt pp_needs_documents)
        print("SKIPPED: " + os.environ["PP_NEEDS_DOCUMENTS"])
        return 0
    facts = xsd_facts(argv[2])
    argv = argv[:2] + argv[3:]
    os.makedirs(argv[3], exist_ok=True)  # one per test: tests run in parallel
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    rc = 0
    waivers = epoch = golden = None
    for plan in argv[4:]:
        if plan.startswith("--from="):
            folder = plan[len("--from="):]
            pairs = sorted(glob.glob(os.path.join(folder, "*.json")))
            if not pairs:
                print(f"no JSON report in {folder}", file=sys.stderr)
                rc = 1
            for json_path in pairs:
                xml_path = os.path.splitext(json_path)[0] + ".xml"
                for problem in check_files(validator, facts, xml_path, json_path, None, None):
                    print(f"{json_path}: {problem}", file=sys.stderr)
                    rc = 1
            continue
        if plan.startswith("--waivers="):
            waivers = plan[len("--waivers="):]
            continue
        if plan.startswith("--epoch="):
            epoch = plan[len("--epoch="):]
            continue
        if plan.startswith("--golden="):
            golden = plan[len("--golden="):]
            continue
        for problem in check(validator, facts, argv[2], argv[3], plan, waivers, epoch, golden):
            print(f"{plan}: {problem}", file=sys.stderr)
            rc = 1
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv))
