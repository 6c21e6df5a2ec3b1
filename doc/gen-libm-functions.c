/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* gen-libm-functions.c -- write doc/libm-functions.texi, the manual's
   lists and table of the libm functions, from the rows of
   plugin/core/frange-libm.def (as GCC writes tm.texi from its hooks):
   Texinfo flags (@set NAME LIST, each LIST "@code{a}, @code{b} and
   @code{c}") that the manual's text takes with @value, and the macro
   @libmerrortable{}, the error table.  doc/fpscev.texi @includes it.  Built and run by make (see
   Makefile.am); the output is shipped in the distribution.  */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

enum { F_FLOAT, F_DOUBLE, F_X87, F_BINARY128, F_COUNT };

/* What the manual takes from a row.  */
struct row
{
  const char *name, *inverse, *exact, *errno_use;
  int args;
  /* { nearest, any mode } per format, x86-64 and i386.  */
  int x86_64[F_COUNT][2], i386[F_COUNT][2];
  bool faithful[F_COUNT];
};

#define ULPS(FN, FA, DN, DA, XN, XA, QN, QA)				\
  { { FN, FA }, { DN, DA }, { XN, XA }, { QN, QA } }
#define FAITHFUL(F, D, X, Q) { F, D, X, Q }
#define DEF_FR_LIBM(ID, NAME, ARGS, SHAPE, LOWER, UPPER, POLE, INVERSE,	\
		    EXACT, ERRNO, GIMPLE, X86, FAITH, I386)		\
  { #NAME, #INVERSE, #EXACT, #ERRNO, ARGS, X86, I386, FAITH },
static const struct row rows[] = {
#include "frange-libm.def"
};
#undef DEF_FR_LIBM
#undef FAITHFUL
#undef ULPS

#define N_ROWS (sizeof rows / sizeof rows[0])

/* Which rows a list holds.  */
typedef bool (*row_pred) (const struct row *);

static bool
any_row (const struct row *r)
{
  (void) r;
  return true;
}

static bool
unary_row (const struct row *r)
{
  return r->args == 1;
}

static bool
inverse_row (const struct row *r)
{
  return strcmp (r->inverse, "NULL") != 0;
}

static bool
exact_at_zero_row (const struct row *r)
{
  return strcmp (r->exact, "EXACT_AT_ZERO") == 0;
}

static bool
exact_at_one_row (const struct row *r)
{
  return strcmp (r->exact, "EXACT_AT_ONE") == 0;
}

static bool
exact_at_integers_row (const struct row *r)
{
  return strcmp (r->exact, "EXACT_AT_INTEGERS") == 0;
}

/* The functions GCC makes const only under -fno-math-errno.  */
static bool
errno_row (const struct row *r)
{
  return strcmp (r->errno_use, "CONST") != 0;
}

static bool
never_tiny_row (const struct row *r)
{
  return strcmp (r->errno_use, "ERRNO_NEVER_TINY") == 0;
}

static bool
const_row (const struct row *r)
{
  return !errno_row (r);
}

/* Faithful in round-to-nearest in float and double on x86-64.  */
static bool
faithful_row (const struct row *r)
{
  return r->faithful[F_FLOAT] && r->faithful[F_DOUBLE];
}

/* Write "@set FLAG LIST" of the rows PRED holds.  */

static void
write_list (const char *flag, row_pred pred)
{
  size_t i, n = 0, k = 0;

  for (i = 0; i < N_ROWS; i++)
    n += pred (&rows[i]);
  printf ("@set %s", flag);
  for (i = 0; i < N_ROWS; i++)
    if (pred (&rows[i]))
      {
	k++;
	printf ("%s@code{%s}", k == 1 ? " " : k == n ? " and " : ", ",
		rows[i].name);
      }
  printf ("\n");
}

/* Write the cells of the error FIGURES of a row, x86-64's (FAITHFUL:
   0 in round-to-nearest where true) or i386's (FAITHFUL NULL).  */

static void
write_figures (const int figures[F_COUNT][2], const bool *faithful)
{
  int f;

  for (f = 0; f < F_COUNT; f++)
    printf (" @tab %d/%d",
	    faithful && faithful[f] ? 0 : figures[f][0], figures[f][1]);
}

/* Write the error table of TARGET: x86-64's (I386 false) or i386's.  */

static void
write_error_table (const char *target, bool i386)
{
  size_t i;

  printf ("@multitable @columnfractions .2 .2 .2 .2 .2\n"
	  "@headitem %s @tab @code{float} @tab @code{double} @tab x87"
	  " @tab @code{_Float128}\n", target);
  for (i = 0; i < N_ROWS; i++)
    {
      printf ("@item @code{%s}", rows[i].name);
      if (i386)
	write_figures (rows[i].i386, NULL);
      else
	write_figures (rows[i].x86_64, rows[i].faithful);
      printf ("\n");
    }
  printf ("@end multitable\n");
}

int
main (void)
{
  printf ("@c Generated from plugin/core/frange-libm.def by"
	  " doc/gen-libm-functions.c.\n"
	  "@c Do not edit: change the .def and run make.\n");
  write_list ("libmfunctions", any_row);
  write_list ("libmunary", unary_row);
  write_list ("libminverse", inverse_row);
  write_list ("libmexactzero", exact_at_zero_row);
  write_list ("libmexactone", exact_at_one_row);
  write_list ("libmexactintegers", exact_at_integers_row);
  write_list ("libmerrno", errno_row);
  write_list ("libmnevertiny", never_tiny_row);
  write_list ("libmconst", const_row);
  write_list ("libmfaithful", faithful_row);
  printf ("@macro libmerrortable\n");
  write_error_table ("x86-64", false);
  printf ("\n");
  write_error_table ("i386", true);
  printf ("@end macro\n");
  return ferror (stdout) != 0;
}
