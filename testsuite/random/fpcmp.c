/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fpcmp.c -- how two outputs of a random program differ (run-random's
   diff mode).

   Usage: fpcmp FILE1 FILE2

   Compares the files token by token (tokens separated by white space).
   Prints one word and exits 0 when the files have the same tokens up to:
     same       nothing (the files are identical token by token);
     zeros      the signs of zeros (-0x0p+0 against 0x0p+0);
     last-bits  numbers (hex floats) that differ by a relative 2^-20 at
                most, both of the same sign, none of them a zero, NaN or
                infinity: the last bits of a float, double or long double
                (libm against GCC's folding, or a different order of
                operations);
   and "other" (exit 1) for any other difference.  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Read the next token of F into BUF; return 0 at the end.  */
static int
token (FILE *f, char *buf, size_t size)
{
  int c;
  size_t n = 0;
  while ((c = getc (f)) != EOF && (c == ' ' || c == '\n' || c == '\t'))
    ;
  if (c == EOF)
    return 0;
  do
    {
      if (n + 1 < size)
	buf[n++] = (char) c;
    }
  while ((c = getc (f)) != EOF && c != ' ' && c != '\n' && c != '\t');
  buf[n] = 0;
  return 1;
}

/* Whether S is a whole hex float; its value in *V.  */
static int
hexfloat (const char *s, long double *v)
{
  const char *p = s[0] == '-' ? s + 1 : s;
  if (strncmp (p, "0x", 2))
    return 0;
  char *end;
  *v = strtold (s, &end);
  return *end == 0;
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: fpcmp FILE1 FILE2\n");
      return 2;
    }
  FILE *a = fopen (argv[1], "r"), *b = fopen (argv[2], "r");
  if (!a || !b)
    {
      perror ("fpcmp");
      return 2;
    }
  enum { SAME, ZEROS, LAST_BITS, OTHER } worst = SAME;
  char ta[256], tb[256];
  for (;;)
    {
      int ea = token (a, ta, sizeof ta), eb = token (b, tb, sizeof tb);
      if (!ea || !eb)
	{
	  if (ea != eb)
	    worst = OTHER;
	  break;
	}
      if (!strcmp (ta, tb))
	continue;
      long double x, y;
      if (!hexfloat (ta, &x) || !hexfloat (tb, &y))
	{
	  worst = OTHER;
	  break;
	}
      if (x == 0 && y == 0)
	{
	  if (worst < ZEROS)
	    worst = ZEROS;
	  continue;
	}
      if (x == 0 || y == 0 || !isfinite (x) || !isfinite (y)
	  || signbit (x) != signbit (y)
	  || fabsl (x - y) > ldexpl (fmaxl (fabsl (x), fabsl (y)), -20))
	{
	  worst = OTHER;
	  break;
	}
      worst = LAST_BITS;
    }
  static const char *const words[] = { "same", "zeros", "last-bits",
				       "other" };
  puts (words[worst]);
  return worst == OTHER;
}
