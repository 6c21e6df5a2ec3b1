#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# small.sh -- bench-real-small: the kernels of kernels.c over runs of 1, 4
# and 4096 elements, gcc alone against gcc + fpscev at -O2 and -O3, timed
# so that a shared machine's load shows little: per round, each program
# prints per kernel and run length the least CPU time of a call over 51
# short batches (driver.c --least); the rounds interleave the programs.
# Per kernel: the median over ROUNDS rounds of those times, ns per call,
# and the plugin's ratio to gcc alone (the least and greatest ratio of a
# round in brackets: the spread the noise leaves).  Then, when valgrind
# is installed, the instructions a call runs, counted by callgrind
# (driver.c --count), which no load changes.  Writes OUT/real-small.md.
#
# Usage: small.sh --gcc GCC --plugin PLUGIN.so [--rounds N (15)] [--out DIR]
set -e
here=$(cd "$(dirname "$0")" && pwd)
gcc=gcc plugin= rounds=15 out=.
while [ $# -gt 0 ]; do
  case $1 in
    --gcc) gcc=$2; shift 2 ;;
    --plugin) plugin=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "small.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$plugin" ] || { echo "small.sh: --plugin is required" >&2; exit 2; }
w=$out/real-small-work
mkdir -p "$w"
$gcc -O2 -c "$here/driver.c" -o "$w/driver.o"
configs="gcc-O2 plugin-O2 gcc-O3 plugin-O3"
for opt in -O2 -O3; do
  $gcc $opt -c "$here/kernels.c" -o "$w/k-gcc$opt.o"
  $gcc $opt -fplugin="$plugin" -c "$here/kernels.c" -o "$w/k-plugin$opt.o"
  for c in gcc plugin; do
    $gcc "$w/driver.o" "$w/k-$c$opt.o" -lm -o "$w/bench-$c$opt"
  done
done

: > "$w/runs"
r=1
while [ "$r" -le "$rounds" ]; do
  for c in $configs; do
    "$w/bench-$c" --least | sed "s/^/$r $c /" >> "$w/runs"
  done
  r=$((r + 1))
done

{
  echo "# bench-real-small: runs of 1, 4 and 4096 elements"
  echo
  echo "ns per call, the median over $rounds interleaved rounds of the least"
  echo "CPU time of 51 batches; the plugin's ratio to gcc alone [the least"
  echo "and greatest ratio of one round].  Load average at the start:"
  echo "$(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "| kernel | gcc -O2 | plugin -O2 | gcc -O3 | plugin -O3 |"
  echo "|---|---:|---:|---:|---:|"
  awk '
    function median (a, m,   i, j, x) {
      for (i = 1; i <= m; i++)
	for (j = i + 1; j <= m; j++)
	  if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
      return (m % 2) ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
    }
    {
      if (!($3 in seen)) { seen[$3] = 1; order[++nk] = $3 }
      t[$2, $3, $1] = $4; if ($1 > nr) nr = $1
    }
    END {
      for (k = 1; k <= nk; k++) {
	name = order[k]
	printf "| %s |", name
	split ("O2 O3", lv, " ")
	for (l = 1; l <= 2; l++) {
	  g = "gcc-" lv[l]; p = "plugin-" lv[l]
	  lo = 1e300; hi = 0
	  for (r = 1; r <= nr; r++) {
	    a[r] = t[g, name, r]; b[r] = t[p, name, r]
	    q = b[r] / a[r]; lo = q < lo ? q : lo; hi = q > hi ? q : hi
	  }
	  mg = median(a, nr); mp = median(b, nr)
	  printf " %.2f | %.2f (%.2f) [%.2f, %.2f] |", mg, mp, mp / mg, lo, hi
	}
	printf "\n"
      }
    }' "$w/runs"
  if command -v valgrind >/dev/null 2>&1; then
    for c in $configs; do
      rm -rf "$w/cg-$c" && mkdir "$w/cg-$c"
      valgrind --tool=callgrind --callgrind-out-file="$w/cg-$c/out" \
	"$w/bench-$c" --count > /dev/null 2>&1
      j=1
      while [ -f "$w/cg-$c/out.$j" ]; do
	sed -n 's/^desc: Trigger: Client Request: //p; s/^totals: //p' \
	  "$w/cg-$c/out.$j" | paste -d' ' - - | sed "s/^/$c /"
	j=$((j + 1))
      done
    done > "$w/counts"
    echo
    echo "Instructions run per call (callgrind, 64 calls; the kernel's, the"
    echo "library's it calls and the driver's switch); the plugin's ratio to"
    echo "gcc alone in parentheses."
    echo
    echo "| kernel | gcc -O2 | plugin -O2 | gcc -O3 | plugin -O3 |"
    echo "|---|---:|---:|---:|---:|"
    awk '
      { if (!($2 in seen)) { seen[$2] = 1; order[++nk] = $2 }; i[$1, $2] = $3 / 64 }
      END {
	for (k = 1; k <= nk; k++) {
	  name = order[k]
	  printf "| %s |", name
	  split ("O2 O3", lv, " ")
	  for (l = 1; l <= 2; l++) {
	    g = i["gcc-" lv[l], name]; p = i["plugin-" lv[l], name]
	    printf " %.1f | %.1f (%.2f) |", g, p, p / g
	  }
	  printf "\n"
	}
      }' "$w/counts"
  fi
} > "$out/real-small.md"
cat "$out/real-small.md"
