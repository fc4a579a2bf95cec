#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_sarif_help.py PLANPROOF SCHEMA OUTDIR - what code scanning needs
from planproof's SARIF, for the bundled plans (run from the repository top):

- every rule of tool.driver.rules has help.markdown equal to its page
  docs/rules/<id>.md (which is in the repository and is what `planproof
  generate rule-docs` writes for that rule), and help.text;
- without --rules-uri (a build with no PP_RULES_URI) no rule has a
  helpUri, and no log names the placeholder host planproof.invalid;
- with `--rules-uri file://<tree>/docs/rules/` every helpUri names a file
  that exists, the rule's page;
- every run has automationDetails.id "planproof/<plan>/" naming its own
  analysis target, distinct per run;
- the plan's artifact and every result location are repository-relative
  with uriBaseId SRCROOT, which run.originalUriBaseIds defines; no URI
  but a helpUri the command line asked for is file://;
- the logs validate against the SARIF 2.1.0 schema.
Checks one log per bundled plan and one log of all of them together."""
import glob
import json
import os
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request

import jsonschema


def fail(msg):
    print(msg, file=sys.stderr)
    sys.exit(1)


def check_help_uri(uri, rid, base, where):
    """With a base, uri is base + <id>.md and names an existing file."""
    if base is None:
        if uri is not None:
            fail(f"{where}: {rid} has helpUri {uri!r} though no rules base was given")
        return
    if uri != f"{base}{rid}.md":
        fail(f"{where}: {rid} helpUri {uri!r} is not {base}{rid}.md")
    path = urllib.request.url2pathname(urllib.parse.urlparse(uri).path)
    if not os.path.isfile(path):
        fail(f"{where}: {rid} helpUri {uri!r} names no file")


def check_run(run, pages, where, base):
    rules = run["tool"]["driver"]["rules"]
    if not rules:
        fail(f"{where}: no rules")
    for r in rules:
        rid = r["id"]
        page = f"docs/rules/{rid}.md"
        check_help_uri(r.get("helpUri"), rid, base, where)
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
    base = "file://" + urllib.request.pathname2url(os.path.abspath("docs/rules")) + "/"
    logs = []
    for plan in plans:
        for tag, rules in (("", None), ("-uri", base)):
            log = os.path.join(out, "help-" + os.path.basename(plan) + tag + ".sarif")
            extra = ["--rules-uri", rules] if rules else []
            subprocess.run([pp, "check", plan, "--format", "sarif", "--output", log, *extra])
            logs.append((log, [plan], rules))
    log = os.path.join(out, "help-set.sarif")
    subprocess.run([pp, "check", *plans, "--format", "sarif", "--output", log,
                    "--rules-uri", base])
    logs.append((log, plans, base))
    for log, wanted, rules in logs:
        with open(log, encoding="utf-8") as f:
            text = f.read()
        if "planproof.invalid" in text:
            fail(f"{log}: the placeholder host planproof.invalid")
        if text.count("file://") != text.count('"helpUri": "file://'):
            fail(f"{log}: an absolute file:// URI other than a helpUri")
        doc = json.loads(text)
        errors = list(validator.iter_errors(doc))
        if errors:
            fail(f"{log}: not valid SARIF: {errors[0].message}")
        ids = [check_run(run, pages, f"{log} run {i}", rules)
               for i, run in enumerate(doc["runs"])]
        if ids != [f"planproof/{p}/" for p in wanted]:
            fail(f"{log}: automation ids {ids}, want one per plan {wanted}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
