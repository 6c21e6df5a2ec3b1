#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# sanitize.sh -- the cost of the finite-math sanitizer on the kernels of
# bench/real (kernels.c, shaped like the loops of real numerical
# packages), at -O2 and -O3 -ffast-math: per level, the checks kept and
# removed by the ranges (the -fopt-info remarks), and per kernel the time
# per element with the plugin alone and with the sanitizer (median of
# BENCH_ROUNDS, default 5, interleaved rounds) and whether the outputs
# are bit for bit the same.  The sanitized kernels are built with
# sanitize-recover, which reports each site once and goes on (some kernels
# compute NaNs on purpose); the reports are listed.  Writes
# OUT/sanitize.md.
#
# Usage: sanitize.sh --gcc GCC --plugin PLUGIN.so [--out DIR]
set -e
here=$(cd "$(dirname "$0")" && pwd)
gcc=gcc plugin= out=.
while [ $# -gt 0 ]; do
  case $1 in
    --gcc) gcc=$2; shift 2 ;;
    --plugin) plugin=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "sanitize.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$plugin" ] || { echo "sanitize.sh: --plugin is required" >&2; exit 2; }
w=$out/sanitize-work
mkdir -p "$w"
rounds=${BENCH_ROUNDS:-5}
$gcc -O2 -c "$here/real/driver.c" -o "$w/driver.o"

# build NAME FLAGS...: the kernels with the plugin, their remarks, the
# program.
build () {
  n=$1; shift
  $gcc -fplugin="$plugin" "$@" -fopt-info-optimized -c "$here/real/kernels.c" \
    -o "$w/k-$n.o" > "$w/remarks-$n.txt" 2>&1
  $gcc "$w/driver.o" "$w/k-$n.o" -lm -o "$w/bench-$n"
}

{
  echo "# The finite-math sanitizer on bench/real's kernels"
  echo
  echo "Per level: the checks the sanitizer kept and those the ranges"
  echo "removed (sums of the -fopt-info remarks over the kernels); per"
  echo "kernel: ns per element with the plugin alone and with"
  echo "-fplugin-arg-fpscev-sanitize (median of $rounds rounds), the ratio,"
  echo "and = when the outputs are bit for bit the same.  Where GCC"
  echo "vectorizes counted loops (-O3; not -O2's very cheap cost model),"
  echo "in a bounded innermost loop whose floats decide no branch and"
  echo "become no integer, and whose records hold at most 12 values, the"
  echo "checks record their failures in reductions and the loop's exits"
  echo "report them: the loop stays one the vectorizer takes, and with"
  echo "-ffast-math computes what the plain build's does (sums in the same"
  echo "order, libmvec's functions).  Other loops keep a branch per check,"
  echo "out of their body, and stay scalar: the cost is highest there"
  echo "where GCC vectorizes the plain loop, and with -ffast-math their"
  echo "outputs may differ.  The machine is shared: single ratios are"
  echo "noisy, the geometric mean less so; the load average (1 min,"
  echo "$(nproc) cores) at the start of each level is given."
  for opt in "-O2" "-O3 -ffast-math"; do
    tag=$(echo "$opt" | tr -d ' ')
    load=$(cut -d' ' -f1 /proc/loadavg)
    build "plain$tag" $opt
    build "san$tag" $opt -fplugin-arg-fpscev-sanitize \
      -fplugin-arg-fpscev-sanitize-recover
    : > "$w/runs$tag"
    r=1
    while [ "$r" -le "$rounds" ]; do
      for c in plain san; do
	"$w/bench-$c$tag" 2> "$w/reports-$c$tag" | sed "s/^/$c /" >> "$w/runs$tag"
      done
      r=$((r + 1))
    done
    echo
    echo "## $opt"
    echo
    echo "Load average: $load."
    echo
    awk '/fpscev: sanitize:/ { k += $(NF - 6); r += $(NF - 3) }
	 /fpscev: sanitized loop:/ { l++; e += $(NF - 5) }
	 END { printf "Checks: %d kept, %d removed by ranges (%.0f%% removed);\n",
	       k, r, (k + r) ? 100 * r / (k + r) : 0
	       printf "%d of them, in %d loops, reported at the loops\047 exits.\n",
	       e, l }' "$w/remarks-san$tag.txt"
    echo
    echo "Reports (each site once, -fplugin-arg-fpscev-sanitize-recover):"
    echo
    sed 's|^.*/kernels\.c|    kernels.c|' "$w/reports-san$tag"
    echo
    echo "| kernel | plugin | sanitize | ratio | same |"
    echo "|---|---:|---:|---:|:---:|"
    awk '
      function median (a, m,   i, j, x) {
	for (i = 1; i <= m; i++)
	  for (j = i + 1; j <= m; j++)
	    if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
	return (m % 2) ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
      }
      {
	if (!($2 in seen)) { seen[$2] = 1; order[++nk] = $2 }
	n = ++count[$1, $2]
	if ($1 == "plain") p[$2, n] = $3; else s[$2, n] = $3
	hash[$1, $2] = $4
      }
      END {
	for (k = 1; k <= nk; k++) {
	  name = order[k]; m = count["plain", name]
	  for (i = 1; i <= m; i++) { a[i] = p[name, i]; b[i] = s[name, i] }
	  mp = median(a, m); ms = median(b, m)
	  ratio = mp > 0 ? ms / mp : 0
	  same = hash["plain", name] == hash["san", name] ? "=" : "differs"
	  printf "| %s | %.3g | %.3g | %.2f | %s |\n", name, mp, ms, ratio,
	    same
	  if (ratio > 0) { logs += log(ratio); nr++ }
	}
	printf "\nGeometric mean of the ratios: %.2f.\n", nr ? exp(logs / nr) : 0
      }' "$w/runs$tag"
  done
} > "$out/sanitize.md"
cat "$out/sanitize.md"
