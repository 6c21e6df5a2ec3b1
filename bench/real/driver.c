/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* The driver of bench/real: runs each kernel of kernels.c over blocks of
   inputs made by a fixed-seed generator and prints one line per kernel,
   "KERNEL NS_PER_ELEMENT HASH": the median time per element over the
   batches, and a hash of every bit of its outputs (equal hashes across
   compilers: identical results).  Compiled without the plugin, in a
   separate object, so that nothing is inlined into the timing loop.  */

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
void k_roots (int, const float *, float *);
void k_roots_d (int, const double *, double *);

#define N 4096
#define BATCHES 31
#define REPS 20

static float fa[N], fb[N], fout[N];
static double da[N], db[N], dc[N], dout[N];
static short sout[N];
static volatile float opaque_db = -6.0f;

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

/* Run kernel K once over the inputs; return the hash of its outputs.  */
static uint64_t
run_kernel (int k)
{
  uint64_t h = 0xcbf29ce484222325u;
  float r;
  switch (k)
    {
    case 0: k_norm (N, fa, fb, fout); break;
    case 1: k_dist (N, da, db, dc, dout);
      return hash_bytes (h, dout, sizeof dout);
    case 2: r = k_rms (N, fa); return hash_bytes (h, &r, sizeof r);
    case 3: k_clamp_sqrt (N, fa, fout); break;
    case 4: k_to_short (N, fa, sout); return hash_bytes (h, sout, sizeof sout);
    case 5: k_gain (N, fa, opaque_db, fout); break;
    case 6: k_level_db (N, fa, fout); break;
    case 7: k_gamma (N, fa, fout); break;
    case 8: k_hypergeom_block (N, fb, fout); break;
    case 9: k_roots (N, fa, fout); break;
    case 10: k_roots_d (N, da, dout);
      return hash_bytes (h, dout, sizeof dout);
    }
  return hash_bytes (h, fout, sizeof fout);
}

static const char *const names[] = {
  "norm", "dist", "rms", "clamp_sqrt", "to_short", "gain", "level_db",
  "gamma", "hypergeom", "roots", "roots_d" };
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
  fill_inputs ();
  for (unsigned k = 0; k < N_KERNELS; k++)
    {
      double t[BATCHES];
      uint64_t h = run_kernel (k);
      for (int b = 0; b < BATCHES; b++)
	{
	  double t0 = now_ns ();
	  for (int r = 0; r < REPS; r++)
	    run_kernel (k);
	  t[b] = (now_ns () - t0) / ((double) REPS * N);
	}
      qsort (t, BATCHES, sizeof t[0], compare_doubles);
      printf ("%s %.3f %016llx\n", names[k], t[BATCHES / 2],
	      (unsigned long long) h);
    }
  return 0;
}
