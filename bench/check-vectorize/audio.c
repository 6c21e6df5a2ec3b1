/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */


/* Audio loops for check-vectorize.sh: gains, clamps to 16 bits, mixes,
   windows and a reduction, each reading its samples from memory.  */

#include <math.h>

void
gain (int n, const short *restrict x, float *restrict out, float g)
{
  if (!(g >= 0.0f && g <= 4.0f))
    return;
  for (int i = 0; i < n; i++)
    out[i] = x[i] * g;
}

void
gain_fixed (int n, const short *restrict x, float *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] * (1.0f / 32768.0f);
}

void
to_int16 (int n, const float *restrict x, short *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i] * 32768.0f;
      v = v > 32767.0f ? 32767.0f : v;
      v = v < -32768.0f ? -32768.0f : v;
      out[i] = (short) v;
    }
}

void
mix (int n, const short *restrict a, const short *restrict b,
     float *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = 0.5f * a[i] + 0.25f * b[i];
}

void
mix_d (int n, const int *restrict a, const int *restrict b,
       double *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = 0.5 * a[i] - 0.25 * b[i];
}

float
energy (int n, const short *x)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    {
      float v = x[i] * (1.0f / 32768.0f);
      s += v * v;
    }
  return s;
}

void
square (int n, const short *restrict x, float *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      out[i] = v * v + 1.0f;
    }
}

void
window (int n, const short *restrict x, const unsigned char *restrict w,
	float *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] * (w[i] * (1.0f / 255.0f));
}

void
abs_half (int n, const short *restrict x, float *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = fabsf (x[i] * 0.5f);
}
