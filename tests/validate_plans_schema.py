#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""validate_plans_schema.py PLANPROOF - the JSON Schema of the plan format
(`planproof generate schema`) agrees with the loader.

Every plan the loader accepts must validate against the schema: every plan
under fixtures/plans (history included), every fixtures/defects plan that
loads (`planproof check` exits 0 or 1), and the skeleton of every family.
Plans the loader refuses for their shape must be refused by the schema too
(fixtures/bad: an unknown key, a missing key, a bare float ratio, a wrong
enum value).  YAML is read as an editor's YAML 1.1 tool reads it
(python3-yaml), then validated with python3-jsonschema (Draft 7).
Run from the source tree; exits 0 when all hold, else prints why, exits 1."""
import datetime
import glob
import json
import subprocess
import sys

import jsonschema
import yaml

REFUSED = ["fixtures/bad/unknown-key.yaml", "fixtures/bad/missing-field.yaml",
           "fixtures/bad/float-ratio.yaml"]


def as_json(text):
    """The YAML document as JSON data; a date YAML reads from a plain
    scalar stays a non-string, as it is not a quoted date."""
    def convert(v):
        if isinstance(v, dict):
            return {str(k): convert(x) for k, x in v.items()}
        if isinstance(v, list):
            return [convert(x) for x in v]
        if isinstance(v, (datetime.date, datetime.datetime)):
            return {"unquoted-date": str(v)}
        return v
    return convert(yaml.safe_load(text))


def main(planproof):
    schema_text = subprocess.run([planproof, "generate", "schema"], check=True,
                                 capture_output=True, text=True).stdout
    schema = json.loads(schema_text)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    problems = []

    accepted = sorted(glob.glob("fixtures/plans/**/*.yaml", recursive=True))
    for path in sorted(glob.glob("fixtures/defects/*.yaml")):
        rc = subprocess.run([planproof, "check", path, "--quiet"],
                            capture_output=True).returncode
        if rc in (0, 1):
            accepted.append(path)
    documents = []
    for path in accepted:
        with open(path, encoding="utf-8") as f:
            documents.append((path, f.read()))
    families = subprocess.run([planproof, "generate", "--list"], check=True,
                              capture_output=True, text=True).stdout.split("\n")
    for family in (line.split()[0] for line in families if line.strip()):
        text = subprocess.run([planproof, "generate", "skeleton", family], check=True,
                              capture_output=True, text=True).stdout
        documents.append((f"skeleton {family}", text))

    for name, text in documents:
        errors = sorted(validator.iter_errors(as_json(text)), key=lambda e: list(e.path))
        if errors:
            e = errors[0]
            problems.append(f"{name}: loads, but the schema refuses it at "
                            f"/{'/'.join(map(str, e.path))}: {e.message[:300]}")

    with open("fixtures/plans/seed-001.yaml", encoding="utf-8") as f:
        seed = f.read()
    refused = [(p, open(p, encoding="utf-8").read()) for p in REFUSED]
    refused.append(("seed-001 with soft_17: sometimes",
                    seed.replace("soft_17: stand", "soft_17: sometimes", 1)))
    refused.append(("seed-001 with a key of another family",
                    seed.replace("soft_17: stand", "soft_17: stand\n      zero_rule: lose", 1)))
    for name, text in refused:
        rc = subprocess.run([planproof, "check", "-", "--quiet"], input=text.encode(),
                            capture_output=True).returncode
        if rc != 2:
            problems.append(f"{name}: expected the loader to refuse it, exit {rc}")
        if validator.is_valid(as_json(text)):
            problems.append(f"{name}: the loader refuses it, the schema accepts it")

    for p in problems:
        print("validate_plans_schema: " + p, file=sys.stderr)
    print(f"validate_plans_schema: {len(documents)} accepted documents, "
          f"{len(refused)} refused ones checked")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
