#!/usr/bin/env python3
"""ctypes_check.py LIBPLANPROOF_SO PLAN - load the installed shared library
from Python with ctypes and use its public API: a status name, then load
a plan, check it and ask for the exit code, as a Python tool would.
Exits 0 when every call answers what the CLI answers, else 1."""
import ctypes
import sys


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
    lib.pp_check.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p,
                             ctypes.c_void_p]
    lib.pp_result_exit_code.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.pp_result_free.argtypes = [ctypes.c_void_p]
    lib.pp_plan_free.argtypes = [ctypes.c_void_p]
    if lib.pp_plan_load_file(ctypes.byref(plan_p), plan.encode(), err) != 0:
        print("pp_plan_load_file failed", file=sys.stderr)
        return 1
    if lib.pp_check(ctypes.byref(res_p), plan_p, err) != 0:
        print("pp_check failed", file=sys.stderr)
        return 1
    codes = [lib.pp_result_exit_code(res_p, level) for level in (0, 1, 2, 3)]
    lib.pp_result_free(res_p)
    lib.pp_plan_free(plan_p)
    # seed-001 has failed checks (error) and warnings: fails at info,
    # warning and error, never at never.
    if codes != [1, 1, 1, 0]:
        print("exit codes by --fail-on:", codes, file=sys.stderr)
        return 1
    print("ctypes: pp_status_str, pp_plan_load_file, pp_check, pp_result_exit_code ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
