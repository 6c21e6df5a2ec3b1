#!/bin/bash
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# compile-time.sh -- cc1's overhead with the fpscev plugin: compile a set of
# C files at -O2 without and with the plugin, alternating, REPS times each,
# and report the median CPU time (user + system) of each configuration and
# their ratio.  The files: GCC's gcc.c-torture/execute suite, unpacked from
# Debian's gcc-12-source tarball (every STRIDE-th test; STRIDE 1 = all).
#
# Usage: compile-time.sh --gcc GCC --plugin PLUGIN.so [--reps N]
#          [--stride K] [--out DIR] [--flags "FLAGS"]
set -eu
gcc=gcc plugin= reps=3 stride=4 out=bench flags="-O2"
tarball=/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
while [ $# -gt 0 ]; do
  case $1 in
    --gcc) gcc=$2; shift 2 ;;
    --plugin) plugin=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --stride) stride=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --flags) flags=$2; shift 2 ;;
    *) echo "compile-time.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$plugin" ] || { echo "compile-time.sh: --plugin is required" >&2; exit 2; }
work=$out/compile-work
mkdir -p "$work"
src=$work/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
[ -d "$src" ] || tar -xJf "$tarball" -C "$work" \
  gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute

# The files: every STRIDE-th test that compiles without the plugin.
files=()
i=0
for f in "$src"/*.c "$src"/ieee/*.c; do
  if [ $((i % stride)) = 0 ] &&
     "$gcc" $flags -w -c "$f" -o "$work/probe.o" 2>/dev/null; then
    files+=("$f")
  fi
  i=$((i + 1))
done

# The CPU time in seconds of compiling every file with the extra FLAGS.
cpu_time() {
  local t0 t1
  t0=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  for f in "${files[@]}"; do
    "$gcc" $flags -w -c "$@" "$f" -o "$work/out.o"
  done
  t1=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  awk -v a="$t0" -v b="$t1" -v hz="$(getconf CLK_TCK)" \
    'BEGIN { printf "%.2f\n", (b - a) / hz }' 
}

# The median of the numbers on standard input.
median() {
  sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

: >"$work/without"; : >"$work/with"; : >"$work/loaded"
for r in $(seq "$reps"); do
  cpu_time >>"$work/without"
  cpu_time "-fplugin=$plugin" >>"$work/with"
  cpu_time "-fplugin=$plugin" -fplugin-arg-fpscev-disable >>"$work/loaded"
done
without=$(median <"$work/without")
with=$(median <"$work/with")
loaded=$(median <"$work/loaded")
# The ratio of A to B, and the overhead of A over B in percent.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", a / b }'; }
overhead() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (a / b - 1) * 100 }'; }
{
  echo "# cc1 compile time with the fpscev plugin"
  echo
  echo "${#files[@]} files of gcc.c-torture/execute (every ${stride}th), $flags, $reps runs each, alternating."
  echo
  echo "| configuration | median CPU time (s) | ratio to gcc |"
  echo "|---|---|---|"
  echo "| gcc $flags | $without | 1 |"
  echo "| gcc $flags -fplugin=fpscev | $with | $(ratio "$with" "$without") |"
  echo "| plugin loaded, pass disabled | $loaded | $(ratio "$loaded" "$without") |"
  echo
  echo "overhead of the plugin: $(overhead "$with" "$without")%," \
    "of which loading it: $(overhead "$loaded" "$without")%;" \
    "the pass itself: $(overhead "$with" "$loaded")%."
} | tee "$out/compile-time.md"
