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

/* Run kernel K once over the first N inputs; return the hash of its
   outputs.  */
static uint64_t
run_kernel (int k, int n)
{
  uint64_t h = 0xcbf29ce484222325u;
  float r;
  switch (k)
    {
    case 0: k_norm (n, fa, fb, fout); break;
    case 1: k_dist (n, da, db, dc, dout);
      return hash_bytes (h, dout, n * sizeof *dout);
    case 2: r = k_rms (n, fa); return hash_bytes (h, &r, sizeof r);
    case 3: k_clamp_sqrt (n, fa, fout); break;
    case 4: k_to_short (n, fa, sout);
      return hash_bytes (h, sout, n * sizeof *sout);
    case 5: k_gain (n, fa, opaque_db, fout); break;
    case 6: k_level_db (n, fa, fout); break;
    case 7: k_gamma (n, fa, fout); break;
    case 8: k_hypergeom_block (n, fb, fout); break;
    case 9: k_clamp16 (n, sa, opaque_gain, sout);
      return hash_bytes (h, sout, n * sizeof *sout);
    case 10: r = k_peak16 (n, sa); return hash_bytes (h, &r, sizeof r);
    case 11: k_clamp_root (n, sa, opaque_gain, fout); break;
    case 12: k_soft_clip (n, sa, fout); break;
    case 13: k_piecewise_gain (n, sa, fout); break;
    case 14: k_roots (n, fa, fout); break;
    case 15: k_roots_d (n, da, dout);
      return hash_bytes (h, dout, n * sizeof *dout);
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

int
main (void)
{
  static const int lengths[] = { N, 4, 1 };
  fill_inputs ();
  for (unsigned l = 0; l < sizeof lengths / sizeof *lengths; l++)
    for (unsigned k = 0; k < N_KERNELS; k++)
      {
	int n = lengths[l], reps = REPS * (N / n);
	double t[BATCHES];
	uint64_t h = run_kernel (k, n);
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
