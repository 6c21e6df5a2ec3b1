/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* frange-libm-table.c -- the maximum errors of the libm functions, per
   function, format and rounding mode, and the choice between them; the
   figures are the X86_64 and I386 columns of frange-libm.def.

   What a figure K means: the function's result lies within K ulps of the
   exact value rounded in the current mode, an ulp being that of the
   format's binade of that rounded value (glibc's convention,
   math/libm-test-support.c).  Since that rounded value lies between the
   exact value rounded down and rounded up, a result lies within K ulps
   below RD (f) and above RU (f) in every mode; K = 0 is a faithful
   function, whose result is RD (f) or RU (f).

   The glibc table (x86-64): the maxima, per function and format, of the
   figures of sysdeps/x86_64/fpu/libm-test-ulps in
     - a snapshot of glibc master, bminor/glibc commit
       0003605a54344a459ff756ae5ffe72416a9b64e3 (by its content the 2.41
       development: exp10m1 and sinpi, and CORE-MATH's correctly rounded
       cbrtf, erff and tgammaf, which have no float entries), and
     - an older glibc without them (XUANTIE-RV/glibc commit
       5d4f91e442d3c48e2f6e902de3de9ff2441bbef7, 2.34 or earlier by its
       content: no vector entries of the libmvec functions of 2.35),
   so that the table holds for every glibc from 2.35 on (configure checks
   the version; FPSCEV_LIBM_GLIBC).  NEAREST is the figure of round-to-
   nearest, ANY the largest of the four modes (the _downward, _towardzero
   and _upward entries).  Raised where glibc 2.36 (Debian 12) was measured
   beyond them by the unit test testsuite/unit/frange-libm-errors.c, to the
   measured error plus one: double expm1 (2 ulps toward zero at 303.17,
   so 3), x87 powl (3 ulps to nearest and 5 directed for integer
   exponents, so 4 and 7 -- its repeated multiplication), _Float128 pow
   (4 ulps downward, so 5).
   Faithful in round-to-nearest, by the error bound their sources document
   (ARM's optimized routines, in glibc since 2.28): expf, exp2f ("ULP
   error: 0.502"), logf (0.818), log2f (0.752), powf (0.82), exp (0.511),
   exp2 (0.507), log (0.519), log2 (0.547), pow (0.52).  Their
   libm-test-ulps figure 1 is the other neighbour of the exact value.

   The glibc table (i386): the maxima, per function and format, of the
   figures of sysdeps/i386/fpu/libm-test-ulps in
     - an older snapshot of glibc master, bminor/glibc commit
       041dffbf45b4cf06545ac5ea508efd7f04b59fbb (by its content between
       2.26 and 2.36: _Float128 entries, and the inline variants' ifloat
       entries, which 2.36 no longer has), and
     - glibc 2.36 (Debian's glibc-source 2.36-9+deb12u14),
   and, for x87 long double and _Float128, whose code i386 shares with
   x86-64, of the x86-64 table above (its measured raises included).  No
   function is taken as faithful and no figure is below 1: i386's double
   exp, log and pow are x87 code (sysdeps/i386/fpu/e_exp.S, e_log.S,
   e_pow.S), not ARM's routines, and the float functions run with x87
   excess precision, so that no documented bound below one ulp applies.

   The functions added later cite their sources above their rows in
   frange-libm.def.

   The conservative table, for another libm (musl, older glibc, unknown):
   no function is taken as faithful, and each is allowed 2 U + 2 ulps in
   every mode, U the worst glibc figure of the function over formats and
   modes: fpscev's earlier assumption under -frounding-math, which holds
   glibc's directed modes with room to spare; libms that are worse need
   -fplugin-arg-fpscev-libm-ulps.  */

#include "frange.h"

/* The formats of the table.  */
enum table_format { TF_FLOAT, TF_DOUBLE, TF_X87, TF_BINARY128, TF_COUNT };

struct libm_error
{
  unsigned char nearest, any;
};

/* What this file takes from a row of frange-libm.def.  */
struct libm_row
{
  /* The C name, for the libm-ulps argument.  */
  const char *name;
  int args;
  /* { float, double, x87 long double, _Float128 }, x86-64 and i386.  */
  struct libm_error x86_64_errors[TF_COUNT], i386_errors[TF_COUNT];
  /* Faithful in round-to-nearest (see above), per format (x86-64).  */
  bool faithful_nearest[TF_COUNT];
};

#define ULPS(FN, FA, DN, DA, XN, XA, QN, QA)			\
  { { FN, FA }, { DN, DA }, { XN, XA }, { QN, QA } }
#define FAITHFUL(F, D, X, Q) { F, D, X, Q }
#define DEF_FR_LIBM(ID, NAME, ARGS, SHAPE, LOWER, UPPER, POLE, INVERSE,	\
		    EXACT, ERRNO, GIMPLE, X86, FAITH, I386)		\
  [FR_##ID] = { #NAME, ARGS, X86, I386, FAITH },
static const struct libm_row rows[FR_LIBM_COUNT] = {
#include "frange-libm.def"
};
#undef DEF_FR_LIBM
#undef FAITHFUL
#undef ULPS

const char *
fr_libm_name (enum fr_libm fn)
{
  return rows[fn].name;
}

int
fr_libm_args (enum fr_libm fn)
{
  return rows[fn].args;
}

/* The table's format of FMT, or TF_COUNT if it has none.  */

static enum table_format
table_format_of (const fr_format *fmt)
{
  switch (fmt->prec)
    {
    case 24:
      return TF_FLOAT;
    case 53:
      return TF_DOUBLE;
    case 64:
      return TF_X87;
    case 113:
      return TF_BINARY128;
    default:
      return TF_COUNT;
    }
}

/* The conservative figure of FN (see above), U from both glibc
   tables.  */

static int
conservative_ulps (enum fr_libm fn)
{
  int f, worst = 0;

  for (f = 0; f < TF_COUNT; f++)
    {
      if (rows[fn].x86_64_errors[f].any > worst)
	worst = rows[fn].x86_64_errors[f].any;
      if (rows[fn].i386_errors[f].any > worst)
	worst = rows[fn].i386_errors[f].any;
    }
  return 2 * worst + 2;
}

int
fr_libm_table_ulps (enum fr_libm fn, const fr_format *fmt, bool any_mode,
		    enum fr_libm_table table)
{
  enum table_format f = table_format_of (fmt);
  bool is_i386 = table == FR_LIBM_GLIBC_I386;
  const struct libm_error *e;

  if (table == FR_LIBM_CONSERVATIVE || f == TF_COUNT)
    return conservative_ulps (fn);
  e = is_i386 ? &rows[fn].i386_errors[f] : &rows[fn].x86_64_errors[f];
  if (any_mode)
    return e->any;
  return !is_i386 && rows[fn].faithful_nearest[f] ? 0 : e->nearest;
}
