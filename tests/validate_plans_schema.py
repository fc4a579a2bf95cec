#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""validate_plans_schema.py PLANPROOF [REPORTS] - the JSON Schema of the plan format
(`planproof generate schema`) agrees with the loader.

Every plan the loader accepts must validate against the schema: every plan
under fixtures/plans (history included), every fixtures/defects plan that
loads (`planproof check` exits 0 or 1; with REPORTS, the folder where
tests/cli/core.cmake's cli.defect_plans_reports checked each of them
once: a plan loaded when its XML report is there), and the skeleton of
every family.
Plans the loader refuses for their shape must be refused by the schema too
(fixtures/bad: an unknown key, a missing key, a bare float ratio, a wrong
enum value; an unedited skeleton, whose empty `""` placeholders the loader
refuses).  YAML is read as an editor reads it, YAML 1.2's core schema
(yaml-language-server's default), with python3-yaml taught that reading:
its own is YAML 1.1, where a plain `35:1` is the number 2101 and a plain
`2025-02-12` a date, and the loader now reads both as YAML 1.2 does, as
the ratio and the date they spell (spec/FORMAT.md).  Then validated with
python3-jsonschema (Draft 7).  tests/editor_mutations.py asks
yaml-language-server itself.
Run from the source tree; exits 0 when all hold, else prints why, exits 1."""
import glob
import json
import os
import re
import subprocess
import sys

import jsonschema
import yaml

REFUSED = ["fixtures/bad/unknown-key.yaml", "fixtures/bad/missing-field.yaml",
           "fixtures/bad/float-ratio.yaml"]


class Core12Loader(yaml.SafeLoader):
    """python3-yaml reading plain scalars by YAML 1.2's core schema: null,
    true/false, decimal, 0o octal and 0x hex integers, floats, and every
    other plain scalar (yes, 35:1, 2025-02-12, 010 is ten) a string."""


Core12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
        ("null", r"^(?:~|null|Null|NULL|)$", list("~nN") + [""]),
        ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
        ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
        ("float", r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                  r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", list("-+.0123456789"))]:
    Core12Loader.add_implicit_resolver("tag:yaml.org,2002:" + tag, re.compile(pattern), first)


def core12_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith(("0o", "0x")):
        return int(text[2:], 8 if text[1] == "o" else 16)
    return int(text, 10)


def core12_float(loader, node):
    text = loader.construct_scalar(node).lower()
    if text.endswith(("inf", "nan")):
        return float(text.replace(".", ""))
    return float(text)


Core12Loader.add_constructor("tag:yaml.org,2002:int", core12_int)
Core12Loader.add_constructor("tag:yaml.org,2002:float", core12_float)


def as_json(text):
    """The YAML document as JSON data, read as YAML 1.2 reads it."""
    return yaml.load(text, Loader=Core12Loader)


def main(planproof, reports=None):
    schema_text = subprocess.run([planproof, "generate", "schema"], check=True,
                                 capture_output=True, text=True).stdout
    schema = json.loads(schema_text)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    problems = []

    accepted = sorted(glob.glob("fixtures/plans/**/*.yaml", recursive=True))
    for path in sorted(glob.glob("fixtures/defects/*.yaml")):
        if reports:
            name = os.path.splitext(os.path.basename(path))[0]
            if os.path.exists(os.path.join(reports, name + ".xml")):
                accepted.append(path)
            continue
        rc = subprocess.run([planproof, "check", path, "--quiet"],
                            capture_output=True).returncode
        if rc in (0, 1):
            accepted.append(path)
    documents, skeletons = [], []
    for path in accepted:
        with open(path, encoding="utf-8") as f:
            documents.append((path, f.read()))
    families = subprocess.run([planproof, "generate", "--list"], check=True,
                              capture_output=True, text=True).stdout.split("\n")
    for family in (line.split()[0] for line in families if line.strip()):
        text = subprocess.run([planproof, "generate", "skeleton", family], check=True,
                              capture_output=True, text=True).stdout
        # An unedited skeleton leaves its text placeholders empty (`""`),
        # which the loader refuses; filled in as test_generate.c fills them,
        # it is a plan.
        documents.append((f"skeleton {family}", text.replace('""', "xx")))
        skeletons.append((f"unedited skeleton {family}", text))

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
    for name, text in refused + skeletons:
        rc = subprocess.run([planproof, "check", "-", "--quiet"], input=text.encode(),
                            capture_output=True).returncode
        if rc != 2:
            problems.append(f"{name}: expected the loader to refuse it, exit {rc}")
        if validator.is_valid(as_json(text)):
            problems.append(f"{name}: the loader refuses it, the schema accepts it")

    for p in problems:
        print("validate_plans_schema: " + p, file=sys.stderr)
    print(f"validate_plans_schema: {len(documents)} accepted documents, "
          f"{len(refused) + len(skeletons)} refused ones checked")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
