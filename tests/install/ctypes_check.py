#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""ctypes_check.py LIBPLANPROOF_SO PLAN - load the installed shared library
from Python with ctypes and use its public API: a status name, then load
a plan, check it and ask for the exit code, then iterate its games,
findings (with their evidence) and tables through the read API, as a
Python tool would.
Exits 0 when every call answers what the CLI answers, else 1."""
import collections
import ctypes
import sys

c_str = ctypes.c_char_p


# The view structs of planproof.h, field for field.
class GameView(ctypes.Structure):
    _fields_ = [("id", c_str), ("name", c_str), ("family", c_str),
                ("citation", c_str), ("verdict", c_str)]


class FindingView(ctypes.Structure):
    _fields_ = [("rule_id", c_str), ("status", c_str), ("severity", c_str),
                ("game_id", c_str), ("subject", c_str), ("file", c_str),
                ("line", ctypes.c_uint), ("col", ctypes.c_uint),
                ("citation", c_str), ("message", c_str), ("remediation", c_str),
                ("waiver", c_str), ("evidence_count", ctypes.c_size_t),
                ("kind", ctypes.c_int), ("entry", c_str)]


class EvidenceView(ctypes.Structure):
    _fields_ = [("name", c_str), ("exact", c_str), ("decimal", c_str),
                ("unit", c_str), ("rounding", c_str), ("digits", ctypes.c_uint)]


class DocumentView(ctypes.Structure):
    _fields_ = [("id", c_str), ("path", c_str), ("file", c_str), ("sha256", c_str),
                ("found", ctypes.c_int), ("why", c_str), ("missing", ctypes.c_int)]


class TableView(ctypes.Structure):
    _fields_ = [("id", c_str), ("title", c_str), ("game_id", c_str),
                ("columns", ctypes.c_size_t), ("rows", ctypes.c_size_t)]


def declare_read_api(lib):
    """Argument and result types of the read API."""
    res, size = ctypes.c_void_p, ctypes.c_size_t
    for name in ("pp_result_game_count", "pp_result_finding_count", "pp_result_table_count",
                 "pp_result_document_count"):
        getattr(lib, name).argtypes = [res]
        getattr(lib, name).restype = size
    for name, view in (("pp_result_game", GameView), ("pp_result_finding", FindingView),
                       ("pp_result_table", TableView), ("pp_result_document", DocumentView)):
        getattr(lib, name).argtypes = [res, size, ctypes.POINTER(view), ctypes.c_void_p]
    lib.pp_result_finding_evidence.argtypes = [res, size, size, ctypes.POINTER(EvidenceView),
                                               ctypes.c_void_p]
    lib.pp_result_table_column.argtypes = [res, size, size]
    lib.pp_result_table_column.restype = c_str
    lib.pp_result_table_cell.argtypes = [res, size, size, size]
    lib.pp_result_table_cell.restype = c_str


def read_result(lib, res):
    """Iterate games, findings with evidence and tables; return a list of
    complaints (empty when everything reads back sensibly)."""
    bad = []
    # seed-001 names one document; with no document folder given, the
    # installed library finds it only beside the plan: found or missing,
    # never both, and never read from anywhere else.
    d = DocumentView()
    if lib.pp_result_document_count(res) != 1 or \
            lib.pp_result_document(res, 0, ctypes.byref(d), None) != 0:
        bad.append("pp_result_document: not the plan's one document")
    elif d.id != b"rules" or (d.found and d.missing) or (d.missing and d.file is not None):
        bad.append("document view %r %r %r" % (d.id, d.found, d.missing))
    game_ids = set()
    g = GameView()
    for i in range(lib.pp_result_game_count(res)):
        if lib.pp_result_game(res, i, ctypes.byref(g), None) != 0:
            bad.append("pp_result_game(%d) failed" % i)
            continue
        game_ids.add(g.id)
        if g.verdict not in (b"pass", b"info", b"warning", b"fail", b"error"):
            bad.append("game %s verdict %r" % (g.id, g.verdict))
    n = lib.pp_result_finding_count(res)
    statuses = collections.Counter()
    f, e = FindingView(), EvidenceView()
    for i in range(n):
        if lib.pp_result_finding(res, i, ctypes.byref(f), None) != 0:
            bad.append("pp_result_finding(%d) failed" % i)
            continue
        statuses[f.status.decode()] += 1
        if not f.rule_id.startswith(b"PP-") or not f.message:
            bad.append("finding %d: rule %r message %r" % (i, f.rule_id, f.message))
        passed = f.status in (b"pass", b"notapplicable")
        if not 0 <= f.kind < 5 or passed != (f.entry is None) \
                or (f.entry is not None and not f.entry.startswith(f.rule_id + b":")):
            bad.append("finding %d: kind %d entry %r" % (i, f.kind, f.entry))
        if f.game_id is not None and f.game_id not in game_ids:
            bad.append("finding %d names game %r" % (i, f.game_id))
        for j in range(f.evidence_count):
            if lib.pp_result_finding_evidence(res, i, j, ctypes.byref(e), None) != 0 \
                    or not e.name or e.exact is None:
                bad.append("finding %d evidence %d" % (i, j))
    if lib.pp_result_finding(res, n, ctypes.byref(f), None) != -5:
        bad.append("finding index %d past the end is not PP_EUSAGE" % n)
    t = TableView()
    cells = 0
    for i in range(lib.pp_result_table_count(res)):
        if lib.pp_result_table(res, i, ctypes.byref(t), None) != 0:
            bad.append("pp_result_table(%d) failed" % i)
            continue
        heads = [lib.pp_result_table_column(res, i, c) for c in range(t.columns)]
        row_cells = [lib.pp_result_table_cell(res, i, r, c)
                     for r in range(t.rows) for c in range(t.columns)]
        if None in heads or None in row_cells:
            bad.append("table %s has a missing column title or cell" % t.id)
        cells += len(row_cells)
    print("ctypes: %d games, %d findings (%s), %d tables of %d cells" % (
        lib.pp_result_game_count(res), n,
        ", ".join("%d %s" % (statuses[k], k) for k in sorted(statuses)),
        lib.pp_result_table_count(res), cells))
    if n == 0 or statuses["fail"] == 0:
        bad.append("seed-001 has failed checks, the API iterated %r" % statuses)
    return bad


def main(so, plan):
    lib = ctypes.CDLL(so)
    lib.pp_status_str.restype = ctypes.c_char_p
    lib.pp_status_str.argtypes = [ctypes.c_int]
    if lib.pp_status_str(-2) != b"syntax error":
        print("pp_status_str(-2) =", lib.pp_status_str(-2), file=sys.stderr)
        return 1
    # pp_error is 4 + 1024 + 4 + 4 + 512 bytes (with padding): room to spare.
    err = ctypes.create_string_buffer(4096)
    plan_p = ctypes.c_void_p()
    res_p = ctypes.c_void_p()
    lib.pp_plan_load_file.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p,
                                      ctypes.c_void_p]
    # pp_check(out, plan, options (NULL: the defaults), err)
    lib.pp_check.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p,
                             ctypes.c_void_p, ctypes.c_void_p]
    lib.pp_result_exit_code.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.pp_result_free.argtypes = [ctypes.c_void_p]
    lib.pp_plan_free.argtypes = [ctypes.c_void_p]
    if lib.pp_plan_load_file(ctypes.byref(plan_p), plan.encode(), err) != 0:
        print("pp_plan_load_file failed", file=sys.stderr)
        return 1
    if lib.pp_check(ctypes.byref(res_p), plan_p, None, err) != 0:
        print("pp_check failed", file=sys.stderr)
        return 1
    codes = [lib.pp_result_exit_code(res_p, level) for level in (0, 1, 2, 3)]
    declare_read_api(lib)
    complaints = read_result(lib, res_p)
    lib.pp_result_free(res_p)
    lib.pp_plan_free(plan_p)
    # seed-001 has failed checks (error) and warnings: fails at info,
    # warning and error, never at never.
    if codes != [1, 1, 1, 0]:
        print("exit codes by --fail-on:", codes, file=sys.stderr)
        return 1
    if complaints:
        print("\n".join(complaints), file=sys.stderr)
        return 1
    print("ctypes: pp_status_str, pp_plan_load_file, pp_check, pp_result_exit_code, read API ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
