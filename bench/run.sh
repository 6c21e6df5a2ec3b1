#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# run.sh -- the fvr benchmark: time the kernels of kernels.c per call at
# several trip counts, compiled by gcc -O2, by gcc -O2 with the fpscev
# plugin, and by clang -O2 when it is installed; write OUT/results.md (a
# Markdown table with the ratio plugin / min (gcc, clang)) and, when
# gnuplot is installed, OUT/results.png (time against count, log scales).
# BENCH_ROUNDS (default 7) sets the number of interleaved rounds.
#
# Usage: run.sh --gcc GCC --plugin PLUGIN.so [--clang CLANG] [--out DIR]
set -e
here=$(cd "$(dirname "$0")" && pwd)
gcc=gcc plugin= clang=clang out=.
while [ $# -gt 0 ]; do
  case $1 in
    --gcc) gcc=$2; shift 2 ;;
    --plugin) plugin=$2; shift 2 ;;
    --clang) clang=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$plugin" ] || { echo "run.sh: --plugin is required" >&2; exit 2; }
mkdir -p "$out/work"
w=$out/work
command -v "$clang" >/dev/null 2>&1 || clang=

# Code placement moves times by a cycle either way (branches sharing a
# fetch block, alignment of targets): each configuration is built with 0
# to 7 one-byte nops at the start of every function
# (-fpatchable-function-entry).
pads="0 1 2 3 4 5 6 7"
rounds=${BENCH_ROUNDS:-7}
$gcc -O2 -c "$here/driver.c" -o "$w/driver.o"
configs="gcc plugin"
[ -n "$clang" ] && configs="$configs clang"
for pad in $pads; do
  padflag=-fpatchable-function-entry=$pad,0
  $gcc -O2 $padflag -c "$here/kernels.c" -o "$w/k-gcc-$pad.o"
  $gcc -O2 $padflag -fplugin="$plugin" -c "$here/kernels.c" \
    -o "$w/k-plugin-$pad.o"
  [ -z "$clang" ] ||
    $clang -O2 $padflag -c "$here/kernels.c" -o "$w/k-clang-$pad.o"
  for c in $configs; do
    $gcc "$w/driver.o" "$w/k-$c-$pad.o" -o "$w/bench-$c-$pad"
  done
done

# Run at a higher priority when allowed (the machine may be shared).
run=
if [ "$(nice -n -5 nice 2>/dev/null)" = "$(($(nice) - 5))" ]; then
  run="nice -n -5"
fi

# ROUNDS rounds, each running every build of every configuration once,
# the configurations interleaved, so that a noisy neighbour hurts all
# alike.  Each line of $w/runs: CONFIG ROUND KERNEL COUNT NS.
: > "$w/runs"
r=1
while [ $r -le "$rounds" ]; do
  for pad in $pads; do
    for c in $configs; do
      $run "$w/bench-$c-$pad" | sed "s/^/$c $r /" >> "$w/runs"
    done
  done
  r=$((r + 1))
done

# Per configuration, kernel and count: the median over the builds of each
# round, then the median over the rounds (the time), and the spread of
# the rounds' medians, (max - min) / median (the noise).  Lines
# "KERNEL COUNT NS SPREAD" in $w/CONFIG.tsv, in the driver's order.
for c in $configs; do
  awk -v c="$c" '
    function median(a, m,   i, j, x) {
      for (i = 1; i <= m; i++)
	for (j = i + 1; j <= m; j++)
	  if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
      return (m % 2) ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
    }
    $1 == c {
      key = $3 " " $4
      if (!(key in seen)) { seen[key] = 1; order[++keys] = key }
      if ($2 > nr) nr = $2
      t[key, $2, ++n[key, $2]] = $5 + 0
    }
    END {
      for (i = 1; i <= keys; i++) {
	key = order[i]
	for (r = 1; r <= nr; r++) {
	  m = n[key, r]
	  for (j = 1; j <= m; j++) a[j] = t[key, r, j]
	  rm[r] = median(a, m)
	}
	lo = hi = rm[1]
	for (r = 1; r <= nr; r++) {
	  if (rm[r] < lo) lo = rm[r]
	  if (rm[r] > hi) hi = rm[r]
	}
	med = median(rm, nr)
	print key, med, (med > 0 ? (hi - lo) / med : 0)
      }
    }' "$w/runs" > "$w/$c.tsv"
done
[ -f "$w/clang.tsv" ] || awk '{ print $1, $2, "-", 0 }' "$w/gcc.tsv" > "$w/clang.tsv"

# The table: one row per kernel and count; then the worst ratio at each
# count.
paste -d ' ' "$w/gcc.tsv" "$w/plugin.tsv" "$w/clang.tsv" |
  awk -v out="$out/results.md" -v data="$w/plot.dat" -v rounds="$rounds" \
      -v nice="${run:-no}" '
    BEGIN {
      print "# fvr benchmark: time per call (ns), median" > out
      print "" > out
      print "| kernel | count | gcc -O2 | gcc -O2 + fpscev | clang -O2 | plugin / min (gcc, clang) |" > out
      print "|---|---:|---:|---:|---:|---:|" > out
      worst = 0
    }
    {
      k = $1; n = $2; g = $3; p = $7; c = $11
      best = (c == "-" || g + 0 < c + 0) ? g : c
      r = p / best
      if (r > worst) { worst = r; wk = k; wn = n }
      if (!(n in cw)) corder[++ncounts] = n
      if (!(n in cw) || r > cw[n]) { cw[n] = r; ck[n] = k }
      for (f = 4; f <= 12; f += 4) {
	spreads[++nspreads] = $f
	if ($f > maxspread) maxspread = $f
      }
      printf "| %s | %s | %.2f | %.2f | %s | %.2f |\n", k, n, g, p,
	     c == "-" ? "-" : sprintf ("%.2f", c), r > out
      print k, (n == 0 ? 0.5 : n), g, p, (c == "-" ? "NaN" : c) > data
    }
    END {
      print "" > out
      print "| count | worst plugin / min (gcc, clang) | kernel |" > out
      print "|---:|---:|---|" > out
      for (i = 1; i <= ncounts; i++)
	printf "| %s | %.2f | %s |\n", corder[i], cw[corder[i]],
	       ck[corder[i]] > out
      print "" > out
      for (i = 1; i <= nspreads; i++)
	for (j = i + 1; j <= nspreads; j++)
	  if (spreads[j] < spreads[i]) {
	    x = spreads[i]; spreads[i] = spreads[j]; spreads[j] = x }
      printf "Worst ratio: %.2f (%s at count %s); target: at most 1.10.\n",
	     worst, wk, wn > out
      printf "Each time is the median over %d interleaved rounds of the " \
	     "median over 8 code placements.  Noise, the spread (max - min) / " \
	     "median of the rounds: %.0f%% for the median row, %.0f%% at " \
	     "worst.  Priority: %s.\n", rounds,
	     100 * spreads[int ((nspreads + 1) / 2)], 100 * maxspread,
	     nice == "no" ? "normal" : nice > out
      printf "Count 0 is plotted at 0.5 (log scale).\n" > out
    }'
cat "$out/results.md"

if command -v gnuplot >/dev/null 2>&1; then
  {
    echo "set terminal png size 1200,900 noenhanced"
    echo "set output '$out/results.png'"
    echo "set logscale xy"
    echo "set xlabel 'count'"
    echo "set ylabel 'ns per call'"
    echo "set key top left"
    echo "set multiplot layout 3,2"
    for k in sum_sq sum_p6 sum_cube_u poly_l tri_sq; do
      echo "set title '$k'"
      echo "plot '< grep \"^$k \" $w/plot.dat' using 2:3 with linespoints title 'gcc -O2', \
'' using 2:4 with linespoints title 'gcc -O2 + fpscev', \
'' using 2:5 with linespoints title 'clang -O2'"
    done
    echo "unset multiplot"
  } | gnuplot
  echo "wrote $out/results.png"
else
  echo "gnuplot not installed: no plot (Debian: apt-get install gnuplot-nox)"
fi
