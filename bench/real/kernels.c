/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* Kernels shaped like the loops of real numerical packages (audio codecs,
   resamplers, effects): each reads its inputs from memory, as real code
   does, so that what fpscev proves comes from the tests in the code.
   Each one's comment names the package shape it stands for and the libm
   call that -fno-math-errno frees of errno.  */

#include <math.h>

/* Magnitudes of complex bins (opus, speexdsp): sqrtf of a sum of
   squares, under GCC's default -ffp-contract=fast.  */
void
k_norm (int n, const float *re, const float *im, float *out)
{
  for (int i = 0; i < n; i++)
    out[i] = sqrtf (re[i] * re[i] + im[i] * im[i]);
}

/* Distances between points (sox's and lame's psychoacoustics use the
   double shape): sqrt of three squared differences.  */
void
k_dist (int n, const double *x, const double *y, const double *z,
	double *out)
{
  for (int i = 0; i < n; i++)
    {
      double dx = x[i] - 1.0, dy = y[i] - 2.0, dz = z[i] - 3.0;
      out[i] = sqrt (dx * dx + dy * dy + dz * dz);
    }
}

/* The RMS of a block (sox stat, speexdsp's preprocessor).  */
float
k_rms (int n, const float *x)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return n > 0 ? sqrtf (s / n) : 0.0f;
}

/* Clamp, then sqrt (lame's and speexdsp's gain computations).  */
void
k_clamp_sqrt (int n, const float *x, float *out)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] < 0.0f ? 0.0f : sqrtf (x[i]);
}

/* Float to 16-bit samples with clipping (libsamplerate's
   src_float_to_short_array): lrintf after the tests that keep it in
   range.  */
void
k_to_short (int n, const float *x, short *out)
{
  for (int i = 0; i < n; i++)
    {
      float scaled = x[i] * 32768.0f;
      if (scaled >= 32767.0f)
	out[i] = 32767;
      else if (scaled <= -32768.0f)
	out[i] = -32768;
      else
	out[i] = (short) lrintf (scaled);
    }
}

/* A gain in decibels, limited, applied to a block (sox's vol and gain
   effects): the exp of a loop-invariant value inside the loop.  */
void
k_gain (int n, const float *x, float db, float *out)
{
  if (!(db >= -60.0f && db <= 20.0f))
    db = 0.0f;
  for (int i = 0; i < n; i++)
    out[i] = x[i] * expf (db * 0.11512925f);
}

/* Levels in decibels of magnitudes kept above a floor (meters, lame's
   psychoacoustic model).  */
void
k_level_db (int n, const float *x, float *out)
{
  for (int i = 0; i < n; i++)
    out[i] = 20.0f * log10f (fabsf (x[i]) + 1e-9f);
}

/* A gamma curve on values clamped to [0, 1] (image and level mappings):
   powf of a bounded base.  */
void
k_gamma (int n, const float *x, float *out)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i] < 0.0f ? 0.0f : x[i] > 1.0f ? 1.0f : x[i];
      out[i] = powf (v, 0.4545f);
    }
}

/* speexdsp's hypergeom_gain: a table index from floor, then sqrt of the
   argument the index's test bounds.  */
float
k_hypergeom (float x)
{
  static const float table[21] = {
    0.82157f, 1.02017f, 1.20461f, 1.37534f, 1.53363f, 1.68092f, 1.81865f,
    1.94811f, 2.07038f, 2.18638f, 2.29688f, 2.40255f, 2.50391f, 2.60144f,
    2.69551f, 2.78647f, 2.87458f, 2.96015f, 3.04333f, 3.12431f, 3.20326f };
  int ind = (int) floorf (2 * x);
  float frac = 2 * x - ind;
  if (ind > 19)
    return 1 + .1296f / x;
  if (ind < 0)
    return 1;
  return ((1 - frac) * table[ind] + frac * table[ind + 1])
	 / sqrtf (x + .0001f);
}

/* The same over a block.  */
void
k_hypergeom_block (int n, const float *x, float *out)
{
  for (int i = 0; i < n; i++)
    out[i] = k_hypergeom (x[i]);
}

/* Soft clipping of int16 samples scaled to [-1, 1): above 0.5 and below
   -0.5 the slope halves (issue 37, 2: branches with float arms).  */
void
k_soft_clip (int n, const short *x, float *out)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i] * (1.0f / 32768);
      float y = v > 0.5f ? 0.5f + (v - 0.5f) * 0.5f : v;
      out[i] = y < -0.5f ? -0.5f + (y + 0.5f) * 0.5f : y;
    }
}

/* Piecewise gains of int16 samples: a compressor's knee above 8192, a
   softer gain below -8192.  */
void
k_piecewise_gain (int n, const short *x, float *out)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      float y = v > 8192.0f ? 8192.0f + (v - 8192.0f) * 0.25f : v;
      out[i] = y < -8192.0f ? y * 0.75f - 2048.0f : y;
    }
}

/* 16-bit samples through a gain, clamped to the 16-bit range with fminf
   and fmaxf before the conversion back (sox's and opus's float paths):
   the operands are numbers, so the calls are a minimum and a maximum
   (GCC alone: under -ffinite-math-only -fno-signed-zeros only).  */
void
k_clamp16 (int n, const short *x, float gain, short *out)
{
  if (!(gain >= 0.0f && gain <= 8.0f))
    gain = 1.0f;
  for (int i = 0; i < n; i++)
    out[i] = (short) fmaxf (fminf (x[i] * gain, 32767.0f), -32768.0f);
}

/* The peak of |x| over a block of 16-bit samples (meters, normalizers):
   a maximum of numbers, a reduction.  */
float
k_peak16 (int n, const short *x)
{
  float m = 0.0f;
  for (int i = 0; i < n; i++)
    m = fmaxf (m, fabsf (x[i] * 0x1p-15f));
  return m;
}

/* A clamp before a root, of scaled 16-bit samples: fmaxf (v, 0) of a v
   that may be -0 (the gain may be), a select with the libc's rule for
   the two zeros, then sqrtf of a value at least +0.  */
void
k_clamp_root (int n, const short *x, float gain, float *out)
{
  if (!(gain >= 0.0f && gain <= 8.0f))
    gain = 1.0f;
  for (int i = 0; i < n; i++)
    out[i] = sqrtf (fmaxf (x[i] * gain, 0.0f));
}

/* Roots of samples read from memory, of either sign (a buffer of
   differences or correlations, whose negative values give NaNs): the
   errno call keeps the loop scalar; fpscev sets errno after the loop.  */
void
k_roots (int n, const float *x, float *out)
{
  for (int i = 0; i < n; i++)
    out[i] = sqrtf (x[i]);
}

/* The same in double.  */
void
k_roots_d (int n, const double *x, double *out)
{
  for (int i = 0; i < n; i++)
    out[i] = sqrt (x[i]);
}
