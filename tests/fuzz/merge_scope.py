#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""merge_scope.py BINARY CONTROL_FILE PREFIX - the inputs of a libFuzzer
merge that reach an edge of the code under PREFIX (a source folder,
"reports/") that no input before them reached, one path a line, in the
merge's order.

libFuzzer's -merge=1 keeps an input when it adds any feature (an edge or a
new hit-count bucket of one) anywhere in the binary.  For
fuzz_report_writers that kept every input reaching a new branch of the
loader or the checks, which are the plan target's to fuzz, or looping a
writer's loop once more: about a thousand plans, each paying all six
writers (70 ms in the fuzz build) when libFuzzer reads them in, so the
run spent its whole share reading.  This keeps, of the same merge, the
inputs that reach a new edge of the writers' own code; the hit counts and
the rest the fuzzer finds again in seconds from them.

How: run the target with -merge=1 -merge_control_file=CONTROL_FILE.  The
control file lists the inputs in the order they ran (the first folder's,
then the rest, each smallest first) and, per input, the features ("FT")
and PC-table entries ("COV": edges) no input before it had.  Entry i of
the PC table is the binary's __sancov_pcs section's i-th (one module: the
target is linked statically), and addr2line names its source file.  The
inputs of the first folder (kept by name) are not printed.  Prints to
stderr the edges and features under PREFIX all the inputs reach and how
many inputs it keeps; the kept ones and the first folder's reach every
such edge, by construction.
"""
import struct
import subprocess
import sys


def pc_table(binary):
    """The PCs of the binary's __sancov_pcs section, in counter order."""
    with open(binary, "rb") as f:
        elf = f.read()
    shoff = struct.unpack_from("<Q", elf, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize)
               for i in range(shnum)]
    names = headers[shstrndx][4]
    for h in headers:
        start = names + h[0]
        if elf[start:elf.index(b"\0", start)] == b"__sancov_pcs":
            off, size = h[4], h[5]
            return [struct.unpack_from("<Q", elf, off + i)[0] for i in range(0, size, 16)]
    sys.exit(f"{binary}: no __sancov_pcs section (not a libFuzzer build?)")


def in_scope(binary, pcs, prefix):
    """The set of PC-table indices whose source file is under prefix."""
    run = subprocess.run(["addr2line", "-e", binary], input="\n".join(hex(p) for p in pcs),
                         capture_output=True, text=True, check=True)
    lines = run.stdout.split("\n")
    needle = "/" + prefix.strip("/") + "/"
    return {i for i, line in enumerate(lines[:len(pcs)]) if needle in line.rsplit(":", 1)[0]}


def main(argv):
    if len(argv) != 4:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        return 64
    binary, control, prefix = argv[1:]
    pcs = pc_table(binary)
    scope = in_scope(binary, pcs, prefix)
    with open(control, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    nfiles, nfirst = int(lines[0]), int(lines[1])
    files = lines[2:2 + nfiles]
    features = edges = 0
    kept = []
    for line in lines[2 + nfiles:]:
        words = line.split()
        if len(words) < 2 or words[0] not in ("FT", "COV"):
            continue
        i = int(words[1])
        if words[0] == "FT":
            features += sum(1 for w in words[2:] if int(w) // 8 in scope)
            continue
        new = sum(1 for w in words[2:] if int(w) in scope)
        edges += new
        if new and i >= nfirst:
            kept.append(i)
    for i in kept:
        print(files[i])
    print(f"{prefix}: {len(scope)} of the binary's {len(pcs)} edges; the {len(files)} inputs "
          f"reach {edges} of them ({features} features with the hit counts); {len(kept)} "
          f"inputs after the first folder's {nfirst} reach a new one", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
