/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* The benchmark's kernels: the power sums of seed 002 (LLVM closes them,
   GCC 12 keeps the loop), its polynomial with a symbolic coefficient, and
   a triangular nest of squares (no compiler we compared closes it).
   Compiled three ways by bench/run.sh: gcc -O2, gcc -O2 with fpscev,
   clang -O2.  */

int
sum_sq (int count)
{
  int result = 0;
  for (int j = 0; j < count; ++j)
    result += j * j;
  return result;
}

int
sum_p6 (int count)
{
  int result = 0;
  for (int j = 0; j < count; ++j)
    result += j * j * j * j * j * j;
  return result;
}

unsigned
sum_cube_u (unsigned count)
{
  unsigned result = 0;
  for (unsigned j = 0; j < count; ++j)
    result += j * j * j;
  return result;
}

long
poly_l (long count, long k)
{
  long result = 0;
  for (long j = 0; j < count; ++j)
    result += j * j * j - 2 * j * j + k * j + 7;
  return result;
}

unsigned
tri_sq (unsigned count)
{
  unsigned result = 0;
  for (unsigned i = 0; i < count; ++i)
    for (unsigned j = 0; j < i; ++j)
      result += j * j;
  return result;
}
