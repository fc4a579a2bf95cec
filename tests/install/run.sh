#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# tests/install/run.sh BUILD_DIR SOURCE_DIR PYTHON3 CASE - what `cmake
# --install` delivers, installed into a fresh temporary prefix:
#   layout     every file in its place (binary, libraries, header, .pc,
#              XSDs, JSON Schema, man page, completion)
#   symbols    the shared library exports exactly the functions of
#              planproof.h (nm -D --defined-only) and its SONAME is versioned;
#              the static library's global definitions are those same
#              functions (nm -g --defined-only): nothing outside pp_
#   static-pic the static library links into a shared object (it is PIC),
#              and into a program that defines json_escape, yaml_load_tree
#              and diff_games of its own (clash.c) without a clash
#   pkgconfig  a 20-line C program builds with `pkg-config --cflags --libs
#              planproof` and runs; and statically, with --static
#   ctypes     Python loads the shared library and calls pp_ functions
#   man        the man page renders without warnings and names every option
#              of every command's --help
#   completion the bash completion completes commands, options, rule ids
#   deb        `cpack -G DEB` from the build tree makes libplanproof0.1,
#              libplanproof-dev and planproof, each with its Debian
#              dependencies, copyright and changelog and its share of the
#              installed files (the full round trip, lintian and apt-get
#              install included, is scripts/package-deb)
set -euo pipefail
build=$1 src=$2 python=$3 case=$4
prefix=$(mktemp -d "${TMPDIR:-/tmp}/planproof-install.XXXXXX")
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
libdir=$(cd "$prefix" && dirname "$(find . -name libplanproof.a | head -1)")
libdir=$prefix/${libdir#./}
export PKG_CONFIG_PATH=$libdir/pkgconfig
fail() { echo "install test $case: $*" >&2; exit 1; }
plan=$src/fixtures/plans/seed-001.yaml

case $case in
layout)
  version=$(sed -n 's/^#define PP_VERSION "\(.*\)"/\1/p' "$src/include/planproof.h")
  for f in bin/planproof include/planproof.h share/planproof/planproof-report-1.xsd \
           share/planproof/planproof-diff-1.xsd share/man/man1/planproof.1 \
           share/bash-completion/completions/planproof \
           share/planproof/planproof-plan-2.schema.json \
           share/planproof/planproof-figures-1.schema.json; do
    [ -f "$prefix/$f" ] || fail "missing $f"
  done
  for f in libplanproof.a libplanproof.so libplanproof.so."$version" pkgconfig/planproof.pc; do
    [ -e "$libdir/$f" ] || fail "missing $libdir/$f"
  done
  [ "$(pkg-config --modversion planproof)" = "$version" ] || fail "pc version"
  "$prefix/bin/planproof" generate schema | cmp -s - "$prefix/share/planproof/planproof-plan-2.schema.json" ||
    fail "the installed JSON Schema is not the one the command generates"
  "$prefix/bin/planproof" --version | grep -qx "planproof $version" || fail "binary version"
  ;;
symbols)
  so=$libdir/libplanproof.so
  exported=$(nm -D --defined-only "$so" | awk '$2 == "T" || $2 == "D" || $2 == "B" || $2 == "R" {print $3}' | sort)
  declared=$(grep -oE '^[a-z][a-z_ ]*[ *](pp_[a-z0-9_]+)\(' "$src/include/planproof.h" |
             grep -oE 'pp_[a-z0-9_]+\(' | tr -d '(' | sort)
  [ -n "$declared" ] || fail "no declarations found in planproof.h"
  if [ "$exported" != "$declared" ]; then
    diff <(echo "$declared") <(echo "$exported") >&2 || true
    fail "exported symbols (right) differ from planproof.h's functions (left)"
  fi
  soname=$(readelf -d "$so" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
  major_minor=$(pkg-config --modversion planproof | cut -d. -f1,2)
  [ "$soname" = "libplanproof.so.$major_minor" ] || fail "SONAME $soname"
  # The static library: every global definition (any type: text, data,
  # weak, common) is a function of planproof.h; internal names are local.
  globals=$(nm -g --defined-only "$libdir/libplanproof.a" | awk 'NF == 3 {print $3}' | sort -u)
  foreign=$(grep -v '^pp_' <<<"$globals" || true)
  [ -z "$foreign" ] ||
    fail "libplanproof.a has $(wc -l <<<"$foreign") global symbols outside pp_: $(head -5 <<<"$foreign" | tr '\n' ' ')"
  if [ "$globals" != "$declared" ]; then
    diff <(echo "$declared") <(echo "$globals") >&2 || true
    fail "libplanproof.a's global symbols (right) differ from planproof.h's functions (left)"
  fi
  ;;
static-pic)
  cc -shared -o "$prefix/whole.so" -Wl,--whole-archive "$libdir/libplanproof.a" \
     -Wl,--no-whole-archive $(pkg-config --libs yaml-0.1 libxml-2.0 libxslt) -lgmp -lpthread ||
    fail "libplanproof.a cannot be linked into a shared object (not PIC?)"
  cc -std=c11 -Wall -Wextra -Werror -o "$prefix/clash" "$src/tests/install/clash.c" \
     $(pkg-config --cflags planproof) "$libdir/libplanproof.a" \
     $(pkg-config --static --libs planproof | sed 's/-lplanproof//') ||
    fail "a program with its own json_escape, yaml_load_tree, diff_games does not link statically"
  rc=0
  "$prefix/clash" "$plan" >"$prefix/clash.json" || rc=$?
  [ "$rc" = 1 ] || fail "clash exited $rc, planproof check exits 1 on this plan"
  "$python" -c 'import json, sys; json.load(open(sys.argv[1]))' "$prefix/clash.json" ||
    fail "the JSON report written beside the program's json_escape is not JSON"
  ;;
pkgconfig)
  cc -Wall -Wextra -Werror -std=c11 -o "$prefix/example" "$src/tests/install/example.c" \
     $(pkg-config --cflags --libs planproof) || fail "cannot build against pkg-config"
  rc=0
  LD_LIBRARY_PATH=$libdir "$prefix/example" "$plan" >"$prefix/out.txt" || rc=$?
  [ "$rc" = 1 ] || fail "example exited $rc, planproof check exits 1 on this plan"
  grep -q "seed-001.yaml: 1 games, .*verdict: fail" "$prefix/out.txt" || fail "no summary"
  linked=$(LD_LIBRARY_PATH=$libdir ldd "$prefix/example")  # whole: grep -q would cut the pipe
  grep -q "$libdir/libplanproof.so" <<<"$linked" || fail "not linked to the shared library"
  # Statically: the archive and Libs.private / Requires.private.
  cc -std=c11 -o "$prefix/example-static" "$src/tests/install/example.c" \
     $(pkg-config --cflags planproof) "$libdir/libplanproof.a" \
     $(pkg-config --static --libs planproof | sed 's/-lplanproof//') || fail "static link"
  rc=0
  "$prefix/example-static" "$plan" >/dev/null || rc=$?
  [ "$rc" = 1 ] || fail "static example exited $rc"
  ;;
ctypes)
  "$python" "$src/tests/install/ctypes_check.py" "$libdir/libplanproof.so" "$plan" ||
    fail "ctypes"
  ;;
man)
  page=$prefix/share/man/man1/planproof.1
  warnings=$(groff -man -ww -z "$page" 2>&1) || fail "groff failed"
  [ -z "$warnings" ] || fail "groff warnings: $warnings"
  text=$(groff -man -Tutf8 -P-cbou "$page" 2>/dev/null | sed 's/‐/-/g')
  for cmd in check diff explain generate migrate; do
    grep -q "planproof $cmd" <<<"$text" || fail "the man page does not show $cmd"
    for opt in $("$prefix/bin/planproof" "$cmd" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
      grep -qe "$opt" <<<"$text" || fail "the man page does not name $opt ($cmd --help does)"
    done
  done
  ;;
completion)
  out=$(PATH=$prefix/bin:$PATH bash -c '
    shopt -s extglob
    source "$1"
    c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _planproof; echo "${COMPREPLY[*]}"; }
    c planproof ch
    c planproof check --fo
    c planproof check --format ""
    c planproof explain PP-WHEEL-00
    c planproof generate skeleton rou
    c planproof diff --color=ne' bash "$prefix/share/bash-completion/completions/planproof")
  wheel_rules=$("$prefix/bin/planproof" explain --list | grep -oE '^PP-WHEEL-00[0-9]' | tr '\n' ' ')
  [ -n "$wheel_rules" ] || fail "no PP-WHEEL rules listed"
  expected="check
--format
text xml json html junit sarif
${wheel_rules% }
roulette
--color=never"
  if [ "$out" != "$expected" ]; then
    diff <(echo "$expected") <(echo "$out") >&2 || true
    fail "completions differ"
  fi
  ;;
deb)
  command -v dpkg-deb >/dev/null || { echo "skip: no dpkg-deb"; exit 77; }
  (cd "$build" && cpack -G DEB -B "$prefix/pkg" >/dev/null) || fail "cpack -G DEB failed"
  version=$(sed -n 's/^#define PP_VERSION "\(.*\)"/\1/p' "$src/include/planproof.h")
  arch=$(dpkg --print-architecture)
  deb() { echo "$prefix/pkg/${1}_${version}_$arch.deb"; }
  for p in libplanproof0.1 libplanproof-dev planproof; do
    [ -f "$(deb $p)" ] || fail "no $(deb $p)"
    [ "$(dpkg-deb -f "$(deb $p)" Package)" = $p ] || fail "Package of $(deb $p)"
    contents=$(dpkg-deb -c "$(deb $p)")
    for f in copyright changelog.gz; do
      grep -qF "/share/doc/$p/$f" <<<"$contents" || fail "$p lacks /usr/share/doc/$p/$f"
    done
  done
  for p in libplanproof0.1 planproof; do
    depends=$(dpkg-deb -f "$(deb $p)" Depends)
    for dep in libc6 libyaml-0-2 libgmp10 libxml2 libxslt1.1; do
      grep -qE "(^|, )$dep( |,|$)" <<<"$depends" || fail "$p: Depends ($depends) lacks $dep"
    done
  done
  depends=$(dpkg-deb -f "$(deb libplanproof-dev)" Depends)
  for dep in "libplanproof0.1 (= $version)" libyaml-dev libgmp-dev libxml2-dev libxslt1-dev; do
    grep -qF "$dep" <<<"$depends" || fail "libplanproof-dev: Depends ($depends) lacks $dep"
  done
  info=$(dpkg-deb -I "$(deb libplanproof0.1)")
  for f in shlibs symbols triggers; do
    grep -q " $f" <<<"$info" || fail "libplanproof0.1 has no $f control file"
  done
  ! grep -qE " (postinst|postrm)" <<<"$info" || fail "libplanproof0.1 calls ldconfig in a maintainer script"
  has() { # has PACKAGE FILE...: each FILE (a path's tail) is in PACKAGE
    local p=$1 contents; shift
    contents=$(dpkg-deb -c "$(deb "$p")")
    for f in "$@"; do grep -qF "$f" <<<"$contents" || fail "$p lacks $f"; done
  }
  has libplanproof0.1 "/libplanproof.so.$version" "/libplanproof.so.$(cut -d. -f1,2 <<<"$version") ->"
  has libplanproof-dev /include/planproof.h /pkgconfig/planproof.pc /libplanproof.a /libplanproof.so
  has planproof /bin/planproof /share/planproof/planproof-plan-2.schema.json \
    /share/man/man1/planproof.1.gz /share/bash-completion/completions/planproof \
    /share/locale/cs/LC_MESSAGES/planproof.mo
  ;;
*) fail "unknown case" ;;
esac
