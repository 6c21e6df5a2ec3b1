/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* The benchmark's driver: the time per call of each kernel at each count,
   the median over many batches of calls.  Prints one line per kernel and
   count: "KERNEL COUNT NANOSECONDS".  Compiled without the plugin; the
   kernels come from a separate object file, so nothing is inlined or
   hoisted out of the timing loop.  */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int sum_sq (int);
int sum_p6 (int);
unsigned sum_cube_u (unsigned);
long poly_l (long, long);
unsigned tri_sq (unsigned);

static const long counts[] = { 0, 1, 2, 3, 4, 6, 8, 16, 64, 1000, 100000 };
#define N_COUNTS (sizeof counts / sizeof counts[0])
#define N_BATCHES 101

static volatile long sink;
static volatile long opaque_k = 3;

/* Nanoseconds since an arbitrary origin.  */
static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* The largest count of the nest kernel (4), whose time grows as its
   square.  */
#define MAX_NEST_COUNT 1000

/* Call kernel K (0 to 4) REPS times at COUNT; return the elapsed ns.  */
static double
run_batch (int k, long count, long reps)
{
  long acc = 0, kk = opaque_k;
  double t0 = now_ns ();
  switch (k)
    {
    case 0:
      for (long r = 0; r < reps; r++)
	acc += sum_sq ((int) count);
      break;
    case 1:
      for (long r = 0; r < reps; r++)
	acc += sum_p6 ((int) count);
      break;
    case 2:
      for (long r = 0; r < reps; r++)
	acc += sum_cube_u ((unsigned) count);
      break;
    case 3:
      for (long r = 0; r < reps; r++)
	acc += poly_l (count, kk);
      break;
    default:
      for (long r = 0; r < reps; r++)
	acc += tri_sq ((unsigned) count);
      break;
    }
  double t1 = now_ns ();
  sink = acc;
  return t1 - t0;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
main (void)
{
  static const char *const names[] = { "sum_sq", "sum_p6", "sum_cube_u",
				       "poly_l", "tri_sq" };
  for (int k = 0; k < 5; k++)
    for (unsigned c = 0; c < N_COUNTS; c++)
      {
	if (k == 4 && counts[c] > MAX_NEST_COUNT)
	  continue;
	/* Batches of about 20 microseconds.  */
	long reps = 1;
	while (run_batch (k, counts[c], reps) < 20000 && reps < (1L << 24))
	  reps *= 2;
	double t[N_BATCHES];
	for (int b = 0; b < N_BATCHES; b++)
	  t[b] = run_batch (k, counts[c], reps) / reps;
	qsort (t, N_BATCHES, sizeof t[0], compare_doubles);
	printf ("%s %ld %.3f\n", names[k], counts[c], t[N_BATCHES / 2]);
      }
  return 0;
}
