#!/bin/bash
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# compile-instructions.sh -- the fpscev pass's share of cc1's work, counted
# in instructions (valgrind's callgrind), which unlike times do not depend
# on what else the machine runs.  For each C file of a sample of GCC's
# gcc.c-torture/execute suite (unpacked from Debian's gcc-12-source
# tarball, every STRIDE-th test), preprocessed once, cc1 -O2 runs three
# times: without the plugin, with it (all of cc1's work, the loading and
# the pass), and with it again counting only the instructions inside the
# pass's execute function.  Reports the totals, the plugin's overhead
# (with against without) and the pass's share, per file the median and
# largest overhead, and the cost of loading the plugin (an empty file
# without and with the plugin, disabled).
#
# Usage: compile-instructions.sh --gcc GCC --plugin PLUGIN.so
#          [--stride K] [--out DIR] [--flags "FLAGS"]
set -eu
gcc=gcc plugin= stride=16 out=bench flags="-O2"
tarball=/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
while [ $# -gt 0 ]; do
  case $1 in
    --gcc) gcc=$2; shift 2 ;;
    --plugin) plugin=$2; shift 2 ;;
    --stride) stride=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --flags) flags=$2; shift 2 ;;
    *) echo "compile-instructions.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$plugin" ] || { echo "compile-instructions.sh: --plugin is required" >&2; exit 2; }
command -v valgrind >/dev/null ||
  { echo "compile-instructions.sh: valgrind not found" >&2; exit 2; }
work=$out/compile-work
mkdir -p "$work"
src=$work/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
[ -d "$src" ] || tar -xJf "$tarball" -C "$work" \
  gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
cc1=$("$gcc" -print-prog-name=cc1)

# The instructions callgrind counts for cc1 on the preprocessed file I,
# with the callgrind option VG (or none if empty) and the cc1 arguments
# that follow.
count() {
  local i=$1 vg=$2; shift 2
  valgrind --tool=callgrind --callgrind-out-file=/dev/null ${vg:+"$vg"} \
    "$cc1" -fpreprocessed -quiet -w $flags "$@" "$i" -o /dev/null 2>&1 |
    awk '/Collected/ { print $4 }'
}

: >"$work/counts"
n=0
for f in "$src"/*.c "$src"/ieee/*.c; do
  n=$((n + 1))
  [ $((n % stride)) = 0 ] || continue
  "$gcc" $flags -w -E "$f" -o "$work/f.i" 2>/dev/null || continue
  none=$(count "$work/f.i" "")
  full=$(count "$work/f.i" "" -fplugin="$plugin")
  pass=$(count "$work/f.i" --toggle-collect='*fpscev_pass*execute*' \
	   -fplugin="$plugin")
  [ -n "$none" ] && [ -n "$full" ] && [ -n "$pass" ] &&
    echo "$(basename "$f") $none $full $pass" >>"$work/counts"
done
printf 'int main (void) { return 0; }\n' >"$work/empty.i"
empty=$(count "$work/empty.i" "")
loaded=$(count "$work/empty.i" "" -fplugin="$plugin" \
	   -fplugin-arg-fpscev-disable)
{
  echo "# What fpscev costs cc1, in instructions"
  echo
  echo "$(wc -l <"$work/counts") files of gcc.c-torture/execute (every" \
    "${stride}th), $flags; instructions counted by callgrind."
  echo
  median=$(awk '{ printf "%.6f\n", ($3 - $2) / $2 * 100 }' "$work/counts" |
	   sort -n |
	   awk '{ v[NR] = $1 }
		END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
  awk -v med="$median" '{ b += $2; f += $3; p += $4; s = ($3 - $2) / $2 * 100;
	 if (NR == 1 || s > m) { m = s; mf = $1 } }
       END {
	 printf "| | instructions |\n|---|---|\n";
	 printf "| cc1 without the plugin | %d |\n", b;
	 printf "| cc1 with the plugin | %d |\n", f;
	 printf "| inside the fpscev pass | %d |\n\n", p;
	 printf "The plugin'"'"'s overhead: %.3f%% of cc1'"'"'s instructions in all; per file, median %.3f%%, largest %.3f%% (%s).\n",
		(f - b) / b * 100, med, m, mf;
	 printf "The pass itself: %.3f%% of cc1'"'"'s instructions with the plugin.\n",
		p / f * 100 }' "$work/counts"
  awk -v e="$empty" -v l="$loaded" 'BEGIN {
    printf "\nLoading the plugin (an empty file): %d instructions against %d without it (%.1f%% of that compile).\n",
	   l - e, e, (l - e) / e * 100 }'
} | tee "$out/compile-instructions.md"
