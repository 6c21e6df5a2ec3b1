#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# run.sh -- bench-real: the kernels of kernels.c, shaped like the loops of
# real numerical packages, built five ways at OPT (default -O2, the level
# packages build at): gcc, gcc + fpscev, gcc -fno-math-errno (the limit:
# errno given up), gcc with the fast-math subset -fno-math-errno
# -fno-trapping-math -ffinite-math-only -fno-signed-zeros (fast: what
# giving up errno, exceptions, NaNs, infinities and signed zeros buys) and
# clang (when installed).  Per kernel and build: the
# median time per element over BENCH_ROUNDS (default 5) interleaved
# rounds, the loops vectorized (-fopt-info-vec / -Rpass=loop-vectorize),
# the libm call sites left (relocations) and whether the outputs are bit
# for bit those of gcc alone.  Writes OUT/real.md.
#
# Usage: run.sh --gcc GCC --plugin PLUGIN.so [--clang CLANG] [--opt OPT]
#               [--out DIR]
set -e
here=$(cd "$(dirname "$0")" && pwd)
gcc=gcc plugin= clang=clang opt=-O2 out=.
while [ $# -gt 0 ]; do
  case $1 in
    --gcc) gcc=$2; shift 2 ;;
    --plugin) plugin=$2; shift 2 ;;
    --clang) clang=$2; shift 2 ;;
    --opt) opt=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$plugin" ] || { echo "run.sh: --plugin is required" >&2; exit 2; }
w=$out/real-work
mkdir -p "$w"
command -v "$clang" >/dev/null 2>&1 || clang=
rounds=${BENCH_ROUNDS:-5}
libm='(sqrt|lrint|llrint|lround|exp|exp2|expm1|log|log2|log10|log1p|pow|sin|cos|tan|atan|cbrt|hypot|floor|ceil)[fl]?'

# build CONFIG COMPILER FLAGS...: the kernels' object, its vectorization
# remarks, and the program.
build () {
  c=$1 cc=$2; shift 2
  $cc $opt "$@" -c "$here/kernels.c" -o "$w/k-$c.o" > "$w/vec-$c.txt" 2>&1
  $gcc "$w/driver.o" "$w/k-$c.o" -lm -o "$w/bench-$c"
}
$gcc -O2 -c "$here/driver.c" -o "$w/driver.o"
configs="gcc plugin limit fast"
build gcc "$gcc" -fopt-info-vec-optimized
build plugin "$gcc" -fplugin="$plugin" -fopt-info-vec-optimized
build limit "$gcc" -fno-math-errno -fopt-info-vec-optimized
build fast "$gcc" -fno-math-errno -fno-trapping-math -ffinite-math-only \
  -fno-signed-zeros -fopt-info-vec-optimized
if [ -n "$clang" ]; then
  configs="$configs clang"
  build clang "$clang" -Rpass=loop-vectorize
fi

# Per configuration, lines "KERNEL VECTORIZED CALLS": the vectorized loops
# by the line of their remark, and the libm relocations by the function
# objdump shows them in; the kernels are the functions k_NAME.
for c in $configs; do
  awk '/^[a-z_]+ *\(/ { f = $1; sub (/ *\(.*/, "", f) } { fn[NR] = f }
       END { for (i = 1; i <= NR; i++) print i, fn[i] }' \
    "$here/kernels.c" > "$w/lines"
  grep -oE 'kernels\.c:[0-9]+:[0-9]+: (optimized|remark): (loop|vectorized loop)' \
    "$w/vec-$c.txt" | cut -d: -f2 > "$w/vec-lines-$c" || true
  objdump -dr "$w/k-$c.o" |
    awk -v re="R_X86_64_PLT32[ \t]+$libm(-0x4)?$" '
      /^[0-9a-f]+ <[a-z_]+>:/ { f = $2; gsub (/[<>:]/, "", f) }
      $0 ~ re { n[f]++ }
      END { for (f in n) print f, n[f] }' > "$w/calls-$c"
  awk -v vl="$w/vec-lines-$c" -v calls="$w/calls-$c" '
    BEGIN {
      while ((getline l < vl) > 0) vec[l]++
      while ((getline l < calls) > 0) { split (l, a, " "); nc[a[1]] = a[2] }
    }
    { if ($1 in vec) v[$2] += vec[$1] }
    END { for (f in v) print f, v[f] > "/dev/stderr" }' "$w/lines" \
    2> "$w/vecs-$c" > /dev/null
done

# ROUNDS interleaved rounds; the median of each kernel's times.
: > "$w/runs"
r=1
while [ "$r" -le "$rounds" ]; do
  for c in $configs; do
    "$w/bench-$c" | sed "s/^/$c /" >> "$w/runs"
  done
  r=$((r + 1))
done

{
  echo "# bench-real: kernels shaped like real numerical loops ($opt)"
  echo
  echo "Per kernel and build: ns per element (median of $rounds rounds);"
  echo "loops vectorized / libm call sites left; = when the outputs are"
  echo "bit for bit those of gcc alone.  limit: gcc -fno-math-errno;"
  echo "fast: gcc -fno-math-errno -fno-trapping-math -ffinite-math-only"
  echo "-fno-signed-zeros."
  echo
  printf "| kernel |"
  for c in $configs; do printf " %s |" "$c"; done
  echo
  printf "|---|"
  for c in $configs; do printf -- "---:|"; done
  echo
  awk -v configs="$configs" -v w="$w" '
    function median (a, m,   i, j, x) {
      for (i = 1; i <= m; i++)
	for (j = i + 1; j <= m; j++)
	  if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
      return (m % 2) ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
    }
    BEGIN {
      nc = split (configs, cs, " ")
      for (i = 1; i <= nc; i++) {
	f = w "/vecs-" cs[i]
	while ((getline l < f) > 0) { split (l, a, " "); vec[cs[i], a[1]] = a[2] }
	f = w "/calls-" cs[i]
	while ((getline l < f) > 0) { split (l, a, " "); call[cs[i], a[1]] = a[2] }
      }
    }
    {
      if (!($2 in seen)) { seen[$2] = 1; order[++nk] = $2 }
      t[$1, $2, ++n[$1, $2]] = $3; hash[$1, $2] = $4
    }
    END {
      for (k = 1; k <= nk; k++) {
	name = order[k]; fn = "k_" name
	if (name == "hypergeom") fn = "k_hypergeom_block"
	printf "| %s |", name
	for (i = 1; i <= nc; i++) {
	  c = cs[i]; m = n[c, name]
	  for (j = 1; j <= m; j++) a[j] = t[c, name, j]
	  printf " %.2f, %d/%d%s |", median(a, m), vec[c, fn] + 0,
		 call[c, fn] + call[c, "k_" name] * (fn != "k_" name) + 0,
		 hash[c, name] == hash["gcc", name] ? " =" : " DIFFERS"
	}
	printf "\n"
      }
    }' "$w/runs"
} > "$out/real.md"
cat "$out/real.md"
