#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_sarif_help.py PLANPROOF SCHEMA OUTDIR - what code scanning needs
from planproof's SARIF, for the bundled plans (run from the repository top):

- every rule of tool.driver.rules has helpUri <https base>/docs/rules/<id>.md (a page
  that exists in the repository and is what `planproof generate rule-docs`
  writes for that rule) and help.markdown equal to that page, help.text;
- every run has automationDetails.id "planproof/<plan>/" naming its own
  analysis target, distinct per run;
- the plan's artifact and every result location are repository-relative
  with uriBaseId SRCROOT, which run.originalUriBaseIds defines; no URI
  anywhere is file://;
- the logs validate against the SARIF 2.1.0 schema.
Checks one log per bundled plan and one log of all of them together."""
import glob
import json
import os
import subprocess
import sys
import tempfile

import jsonschema


def fail(msg):
    print(msg, file=sys.stderr)
    sys.exit(1)


def check_run(run, pages, where):
    rules = run["tool"]["driver"]["rules"]
    if not rules:
        fail(f"{where}: no rules")
    for r in rules:
        rid = r["id"]
        page = f"docs/rules/{rid}.md"
        uri = r.get("helpUri", "")
        if not uri.startswith("https://") or not uri.endswith("/" + page):
            fail(f"{where}: {rid} helpUri {uri!r} does not end in /{page}")
        if not os.path.isfile(page):
            fail(f"{where}: {rid} page {page} is not in the repository")
        help_ = r.get("help", {})
        if not help_.get("text"):
            fail(f"{where}: {rid} has no help.text")
        if help_.get("markdown") != pages[rid]:
            fail(f"{where}: {rid} help.markdown is not its generated page")
        with open(page, encoding="utf-8") as f:
            if f.read() != pages[rid]:
                fail(f"{where}: docs/rules/{rid}.md differs from generate rule-docs")
    target = run["artifacts"][0]["location"]
    if target.get("uriBaseId") != "SRCROOT" or target["uri"].startswith(("/", "file:")):
        fail(f"{where}: plan artifact {target} is not relative to SRCROOT")
    if "SRCROOT" not in run.get("originalUriBaseIds", {}):
        fail(f"{where}: originalUriBaseIds has no SRCROOT")
    for res in run["results"]:
        loc = res["locations"][0]["physicalLocation"]["artifactLocation"]
        if loc.get("uriBaseId") != "SRCROOT" or loc["uri"] != target["uri"]:
            fail(f"{where}: result location {loc} is not the plan under SRCROOT")
    want = f"planproof/{target['uri']}/"
    if run.get("automationDetails", {}).get("id") != want:
        fail(f"{where}: automationDetails {run.get('automationDetails')}, want {want}")
    return want


def main(argv):
    pp, schema_path, out = argv[1:4]
    with open(schema_path, encoding="utf-8") as f:
        validator = jsonschema.Draft4Validator(
            json.load(f), format_checker=jsonschema.FormatChecker())
    with tempfile.TemporaryDirectory() as docs:
        subprocess.run([pp, "generate", "rule-docs", docs], check=True)
        pages = {}
        for page in glob.glob(os.path.join(docs, "*.md")):
            with open(page, encoding="utf-8") as f:
                pages[os.path.basename(page)[:-3]] = f.read()
    committed = {os.path.basename(p)[:-3] for p in glob.glob("docs/rules/*.md")}
    if committed != set(pages):
        fail(f"docs/rules/ holds {sorted(committed ^ set(pages))} not as generated")
    plans = sorted(glob.glob("fixtures/plans/seed-*.yaml"))
    os.makedirs(out, exist_ok=True)
    logs = []
    for plan in plans:
        log = os.path.join(out, "help-" + os.path.basename(plan) + ".sarif")
        subprocess.run([pp, "check", plan, "--format", "sarif", "--output", log])
        logs.append((log, [plan]))
    log = os.path.join(out, "help-set.sarif")
    subprocess.run([pp, "check", *plans, "--format", "sarif", "--output", log])
    logs.append((log, plans))
    for log, wanted in logs:
        with open(log, encoding="utf-8") as f:
            text = f.read()
        if "file://" in text:
            fail(f"{log}: an absolute file:// URI")
        doc = json.loads(text)
        errors = list(validator.iter_errors(doc))
        if errors:
            fail(f"{log}: not valid SARIF: {errors[0].message}")
        ids = [check_run(run, pages, f"{log} run {i}") for i, run in enumerate(doc["runs"])]
        if ids != [f"planproof/{p}/" for p in wanted]:
            fail(f"{log}: automation ids {ids}, want one per plan {wanted}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
