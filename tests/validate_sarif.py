#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""validate_sarif.py SCHEMA FILE... - validate SARIF logs against the SARIF
2.1.0 JSON schema (draft-04; tests/data/sarif-schema-2.1.0.json, as OASIS
publishes it).  Prints each violation with its JSON path to stderr; exits 0
when every file is valid, 1 otherwise, 2 on a file that is not JSON.
Needs python3-jsonschema (Debian), which scripts/bootstrap installs."""
import json
import sys

import jsonschema


def main(argv):
    if len(argv) < 3:
        print("usage: validate_sarif.py SCHEMA FILE...", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.Draft4Validator(
        schema, format_checker=jsonschema.FormatChecker())
    rc = 0
    for path in argv[2:]:
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            print(f"{path}: not JSON: {e}", file=sys.stderr)
            return 2
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
        for e in errors[:20]:
            where = "/".join(str(p) for p in e.path)
            print(f"{path}: /{where}: {e.message}", file=sys.stderr)
        if errors:
            rc = 1
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv))
