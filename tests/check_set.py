#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_set.py PLANPROOF XMLLINT OUTDIR - the combined reports of a run over
several plans (`planproof check A.yaml dir/`).

Runs `planproof check fixtures/bad/empty.yaml fixtures/plans` (one input
that cannot be loaded, then the directory of bundled plans) writing XML, JUnit,
SARIF and text in one run, and checks: the exit code is the worst (2); the
XML validates against reports/planproof-report-1.xsd with a <reportSet>
root whose summary sums its reports' summaries; the JUnit validates against
tests/data/junit-10.xsd and has one testsuite per plan, in input order,
with the testcases of every game of the plan (its own JUnit report run
alone has as many); the SARIF validates against the 2.1.0 schema and has
one run per plan, the first a failed invocation at the error's location.
Run from the source tree.  Exits 0 when all hold, else prints why, exits 1."""
import glob
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import jsonschema

NS = {"r": "urn:planproof:report:1"}
# The inputs as the run names them: the bad file, then the directory's
# plans, its subfolders' included (check recurses), in path order.
PLANS = ["fixtures/bad/empty.yaml"] + sorted(
    glob.glob("fixtures/plans/**/*.yaml", recursive=True) +
    glob.glob("fixtures/plans/**/*.yml", recursive=True))


def fail(msg):
    print("check_set: " + msg, file=sys.stderr)
    sys.exit(1)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True,
                          env=dict(os.environ, SOURCE_DATE_EPOCH="1700000000"))


def main(planproof, xmllint, out):
    files = {f: os.path.join(out, "set." + f) for f in ("xml", "junit", "sarif", "text")}
    cmd = [planproof, "check", "fixtures/bad/empty.yaml", "fixtures/plans"]
    for fmt, path in files.items():
        cmd += ["--format=" + fmt, "--output=" + path]
    p = run(cmd)
    if p.returncode != 2:
        fail(f"exit {p.returncode}, expected 2 (the worst): {p.stderr}")

    for path, xsd in ((files["xml"], "reports/planproof-report-1.xsd"),
                      (files["junit"], "tests/data/junit-10.xsd")):
        v = subprocess.run([xmllint, "--noout", "--schema", xsd, path],
                           capture_output=True, text=True)
        if v.returncode:
            fail(f"{path} does not validate against {xsd}: {v.stderr}")

    root = ET.parse(files["xml"]).getroot()
    if root.tag != "{urn:planproof:report:1}reportSet":
        fail("the XML root is " + root.tag)
    reports = root.findall("r:report", NS)
    if len(reports) != len(PLANS) - 1 or len(root.findall("r:unevaluated", NS)) != 1:
        fail(f"the reportSet should hold {len(PLANS) - 1} reports and 1 unevaluated input")
    total = root.find("r:summary", NS)
    for key in ("checks", "pass", "fail", "warning", "info", "notapplicable"):
        s = sum(int(r.find("r:summary", NS).get(key)) for r in reports)
        if int(total.get(key)) != s:
            fail(f"set summary {key}={total.get(key)}, its reports sum to {s}")
    if total.get("verdict") != "error" or total.get("plans") != str(len(PLANS)):
        fail(f"the set's verdict should be error over {len(PLANS)} plans")

    suites = ET.parse(files["junit"]).getroot().findall("testsuite")
    if [s.get("name") for s in suites] != PLANS:
        fail("JUnit testsuites are not one per plan in order: "
             + str([s.get("name") for s in suites]))
    if suites[0].find("testcase/error") is None:
        fail("the unloadable plan has no <error> testcase")
    for suite, plan in zip(suites[1:], PLANS[1:]):
        alone = run([planproof, "check", plan, "--format", "junit", "--output", "-"])
        n = len(ET.fromstring(alone.stdout).findall("testsuite/testcase"))
        if len(suite.findall("testcase")) != n or int(suite.get("tests")) != n:
            fail(f"{plan}: {len(suite.findall('testcase'))} testcases in the set, {n} alone")

    with open("tests/data/sarif-schema-2.1.0.json", encoding="utf-8") as f:
        validator = jsonschema.Draft4Validator(json.load(f))
    with open(files["sarif"], encoding="utf-8") as f:
        log = json.load(f)
    errors = list(validator.iter_errors(log))
    if errors:
        fail("SARIF does not validate: " + errors[0].message)
    runs = log["runs"]
    if len(runs) != len(PLANS):
        fail(f"{len(runs)} SARIF runs, expected one per plan ({len(PLANS)})")
    inv = runs[0]["invocations"][0]
    loc = inv["toolExecutionNotifications"][0]["locations"][0]["physicalLocation"]
    if inv["executionSuccessful"] or loc["artifactLocation"]["uri"] != PLANS[0] \
            or loc["region"]["startLine"] != 1:
        fail("the first run should be a failed invocation at empty.yaml:1:1")
    ids = [r["automationDetails"]["id"] for r in runs]
    if len({i.rsplit("/", 1)[0] for i in ids}) != len(runs):
        fail("the runs do not each have their own automationDetails category: " + str(ids))
    uris = [r["artifacts"][0]["location"]["uri"] for r in runs[1:]]
    if uris != PLANS[1:]:
        fail("SARIF runs are not the plans in order: " + str(uris))

    with open(files["text"], encoding="utf-8") as f:
        last = f.read().rstrip("\n").split("\n")[-1]
    games = sum(len(r.findall("r:game", NS)) for r in reports)
    if not last.startswith(f"total: {len(PLANS)} plans (1 could not be evaluated), {games} games, "
                           + total.get("checks") + " checks"):
        fail("text total line: " + last)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
