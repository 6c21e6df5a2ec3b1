/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* An example for fpscev: float ranges that GCC alone does not know.  */
#include <math.h>

extern void complain (void);

double
sample (unsigned short u, int i)
{
  double x = (double) u;	/* [0, 65535] int */
  double r = sqrt (x);		/* [0, 256] */
  double s = sin ((double) i);	/* [-1, 1] */
  if (!isfinite (s))		/* never true */
    complain ();
  return r * s;
}

int
power_sum (int count)
{
  int result = 0;
  for (int j = 0; j < count; ++j)
    result += j * j;
  return result;
}
