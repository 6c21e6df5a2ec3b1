#!/bin/bash
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# compile-compare.sh -- cc1's instructions with two builds of the plugin
# (before and after a change), counted by valgrind's cachegrind (no cache
# simulation), which unlike times do not depend on what else the machine
# runs.  Each FILE is a preprocessed C file (gcc -E with its own flags);
# prints per file the instructions with OLD and NEW and their ratio, then
# the totals.
#
# compile-compare.sh --hostile K prints instead a C function of K tests
# that subdivision cannot decide (Chebyshev's T9 in Horner form at its
# true maximum, and a cubic in two inputs above its maximum): each spends
# its budget, so that the count at K, 2K and 4K shows how the worst
# function grows.
#
# Usage: compile-compare.sh [--gcc GCC] [--flags "FLAGS"] OLD.so NEW.so FILE.i...
#        compile-compare.sh --hostile K
set -eu
gcc=gcc flags="-O2"
hostile() {
  echo "void f (const float *in, const double *d, int *out) {"
  for i in $(seq 0 $(($1 - 1))); do
    cat <<EOF
  { float x = in[$i];
    if (x > -1.0f && x < 1.0f) {
      float x2 = x * x;
      float t = x * (9.0f + x2 * (-120.0f + x2 * (432.0f + x2 * (-576.0f + x2 * 256.0f))));
      if (t >= 1.0f) out[$i] = 1; } }
  { double u = d[2 * $i], v = d[2 * $i + 1];
    if (u > 0 && u < 1 && v > 0 && v < 1) {
      double c = u * v - u * u * v + v * v * u - 0.25 * u;
      if (c > 0.25) out[$i] += 2; } }
EOF
  done
  echo "}"
}
while [ $# -gt 0 ]; do
  case $1 in
    --gcc) gcc=$2; shift 2 ;;
    --flags) flags=$2; shift 2 ;;
    --hostile) hostile "$2"; exit 0 ;;
    *) break ;;
  esac
done
[ $# -ge 3 ] || { echo "usage: compile-compare.sh OLD.so NEW.so FILE.i..." >&2; exit 2; }
old=$1 new=$2; shift 2
cc1=$("$gcc" -print-prog-name=cc1)
# The instructions of cc1 on the preprocessed file I with the plugin P.
count() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$cc1" -fpreprocessed -quiet -w $flags -fplugin="$2" "$1" -o /dev/null 2>&1 |
    awk '/I *refs/ { gsub(",", "", $4); print $4 }'
}
echo "| file | old | new | new / old |"
echo "|---|---|---|---|"
for f in "$@"; do
  echo "$(basename "$f" .i) $(count "$f" "$old") $(count "$f" "$new")"
done | awk '{ o += $2; n += $3; printf "| %s | %d | %d | %.4f |\n", $1, $2, $3, $3 / $2 }
	    END { printf "| total | %d | %d | %.4f |\n", o, n, n / o }'
