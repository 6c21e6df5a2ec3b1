/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* The driver of bench/real: runs each kernel of kernels.c over blocks of
   inputs made by a fixed-seed generator and prints one line per kernel
   and block length, "KERNEL NS_PER_ELEMENT HASH": the median time per
   element over the batches, and a hash of every bit of its outputs (equal
   hashes across compilers: identical results).  The kernels run over
   blocks of N elements, then of 4 and of 1 (KERNEL/4, KERNEL/1), where a
   vectorized loop's checks and epilogue cost most.  Compiled without the
   plugin, in a separate object, so that nothing is inlined into the
   timing loop.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void k_norm (int, const float *, const float *, float *);
void k_dist (int, const double *, const double *, const double *, double *);
float k_rms (int, const float *);
void k_clamp_sqrt (int, const float *, float *);
void k_to_short (int, const float *, short *);
void k_gain (int, const float *, float, float *);
void k_level_db (int, const float *, float *);
void k_gamma (int, const float *, float *);
void k_hypergeom_block (int, const float *, float *);
void k_clamp16 (int, const short *, float, short *);
float k_peak16 (int, const short *);
void k_clamp_root (int, const short *, float, float *);
void k_soft_clip (int, const short *, float *);
void k_piecewise_gain (int, const short *, float *);
void k_roots (int, const float *, float *);
void k_roots_d (int, const double *, double *);

#define N 4096
#define BATCHES 31
#define REPS 20

static float fa[N], fb[N], fout[N];
static double da[N], db[N], dc[N], dout[N];
static short sa[N], sout[N];
static volatile float opaque_db = -6.0f, opaque_gain = 1.5f;

/* A uniform number in [LO, HI) from a fixed-seed generator.  */
static double
uniform (double lo, double hi)
{
  static uint64_t s = 0x9e3779b97f4a7c15u;
  s = s * 6364136223846793005u + 1442695040888963407u;
  return lo + (hi - lo) * ((s >> 11) * 0x1p-53);
}

static void
fill_inputs (void)
{
  for (int i = 0; i < N; i++)
    {
      fa[i] = (float) uniform (-1.2, 1.2);
      fb[i] = (float) uniform (-1.0, 1.0);
      da[i] = uniform (-100, 100);
      db[i] = uniform (-100, 100);
      dc[i] = uniform (-100, 100);
      sa[i] = (short) uniform (-32768, 32768);
    }
}

/* FNV-1a over N bytes at P, continuing from H.  */
static uint64_t
hash_bytes (uint64_t h, const void *p, size_t n)
{
  const unsigned char *c = p;
  for (size_t i = 0; i < n; i++)
    h = (h ^ c[i]) * 0x100000001b3u;
  return h;
}

static float scalar_out;

/* Run kernel K once over the first N inputs.  */
static void
run_kernel (int k, int n)
{
  switch (k)
    {
    case 0: k_norm (n, fa, fb, fout); break;
    case 1: k_dist (n, da, db, dc, dout); break;
    case 2: scalar_out = k_rms (n, fa); break;
    case 3: k_clamp_sqrt (n, fa, fout); break;
    case 4: k_to_short (n, fa, sout); break;
    case 5: k_gain (n, fa, opaque_db, fout); break;
    case 6: k_level_db (n, fa, fout); break;
    case 7: k_gamma (n, fa, fout); break;
    case 8: k_hypergeom_block (n, fb, fout); break;
    case 9: k_clamp16 (n, sa, opaque_gain, sout); break;
    case 10: scalar_out = k_peak16 (n, sa); break;
    case 11: k_clamp_root (n, sa, opaque_gain, fout); break;
    case 12: k_soft_clip (n, sa, fout); break;
    case 13: k_piecewise_gain (n, sa, fout); break;
    case 14: k_roots (n, fa, fout); break;
    case 15: k_roots_d (n, da, dout); break;
    }
}

/* The hash of the outputs of kernel K's last run, over N inputs.  */
static uint64_t
output_hash (int k, int n)
{
  uint64_t h = 0xcbf29ce484222325u;
  switch (k)
    {
    case 1: case 15: return hash_bytes (h, dout, n * sizeof *dout);
    case 4: case 9: return hash_bytes (h, sout, n * sizeof *sout);
    case 2: case 10: return hash_bytes (h, &scalar_out, sizeof scalar_out);
    }
  return hash_bytes (h, fout, n * sizeof *fout);
}

static const char *const names[] = {
  "norm", "dist", "rms", "clamp_sqrt", "to_short", "gain", "level_db",
  "gamma", "hypergeom", "clamp16", "peak16", "clamp_root", "soft_clip",
  "piecewise_gain", "roots", "roots_d" };
#define N_KERNELS (sizeof names / sizeof names[0])

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The CPU time of this process in ns: what the other jobs of a shared
   machine take shows less in it than in the wall clock.  */
static double
cpu_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* small.sh's measure: per kernel and block length of 1, 4 and N, one line
   "KERNEL/N NS_PER_CALL", the least over LEAST_BATCHES short batches of
   CPU time (the batch least disturbed by the machine's other jobs).  */
#define LEAST_BATCHES 51
static void
print_least_times (void)
{
  static const int lengths[] = { 1, 4, N };
  for (unsigned l = 0; l < sizeof lengths / sizeof *lengths; l++)
    for (unsigned k = 0; k < N_KERNELS; k++)
      {
	int n = lengths[l], reps = 32 * (N / n);
	double least = 1e300;
	run_kernel (k, n);
	for (int b = 0; b < LEAST_BATCHES; b++)
	  {
	    double t0 = cpu_ns ();
	    for (int r = 0; r < reps; r++)
	      run_kernel (k, n);
	    double t = (cpu_ns () - t0) / reps;
	    least = t < least ? t : least;
	  }
	printf ("%s/%d %.3f\n", names[k], n, least);
      }
}

#if __has_include (<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
/* small.sh's count, under valgrind --tool=callgrind: per kernel and block
   length of 1, 4 and N, COUNT_REPS calls between a reset and a dump of
   callgrind's counts named KERNEL/N, which hold the instructions run
   (the kernel's, the library's it calls, the driver's switch): a figure
   no other job of the machine changes.  */
#define COUNT_REPS 64
static void
dump_counts (void)
{
  static const int lengths[] = { 1, 4, N };
  char name[64];
  for (unsigned l = 0; l < sizeof lengths / sizeof *lengths; l++)
    for (unsigned k = 0; k < N_KERNELS; k++)
      {
	int n = lengths[l];
	run_kernel (k, n);
	snprintf (name, sizeof name, "%s/%d", names[k], n);
	CALLGRIND_ZERO_STATS;
	for (int r = 0; r < COUNT_REPS; r++)
	  run_kernel (k, n);
	CALLGRIND_DUMP_STATS_AT (name);
      }
}
#else
static void
dump_counts (void)
{
  fprintf (stderr, "driver: built without valgrind/callgrind.h\n");
  exit (2);
}
#endif

int
main (int argc, char **argv)
{
  static const int lengths[] = { N, 4, 1 };
  fill_inputs ();
  if (argc > 1 && !strcmp (argv[1], "--least"))
    {
      print_least_times ();
      return 0;
    }
  if (argc > 1 && !strcmp (argv[1], "--count"))
    {
      dump_counts ();
      return 0;
    }
  for (unsigned l = 0; l < sizeof lengths / sizeof *lengths; l++)
    for (unsigned k = 0; k < N_KERNELS; k++)
      {
	int n = lengths[l], reps = REPS * (N / n);
	double t[BATCHES];
	run_kernel (k, n);
	uint64_t h = output_hash (k, n);
	for (int b = 0; b < BATCHES; b++)
	  {
	    double t0 = now_ns ();
	    for (int r = 0; r < reps; r++)
	      run_kernel (k, n);
	    t[b] = (now_ns () - t0) / ((double) reps * n);
	  }
	qsort (t, BATCHES, sizeof t[0], compare_doubles);
	if (n == N)
	  printf ("%s", names[k]);
	else
	  printf ("%s/%d", names[k], n);
	printf (" %.3f %016llx\n", t[BATCHES / 2], (unsigned long long) h);
      }
  return 0;
}
