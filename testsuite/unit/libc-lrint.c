/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* The libc fact rewrites/errno-free.cc relies on (FPSCEV_LIBM_GLIBC_X86_64):
   glibc's lrint, llrint, lrintf and llrintf on x86-64 (LP64) never set
   errno and give, for every argument and in every rounding mode, the
   result and the exceptions of cvtsd2si / cvtss2si, the instructions GCC
   expands them to under -fno-math-errno.  The real functions are called
   through volatile pointers with NaNs, infinities, values beyond 2^63,
   the last ones inside, ties, signed zeros and subnormals.  */
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

#if defined __GLIBC__ && defined __x86_64__ && !defined __ILP32__

static long (*volatile lrint_p) (double) = lrint;
static long long (*volatile llrint_p) (double) = llrint;
static long (*volatile lrintf_p) (float) = lrintf;
static long long (*volatile llrintf_p) (float) = llrintf;

static long long
cvtsd2si (double x)
{
  long long r;
  __asm__ volatile ("cvtsd2si %1, %0" : "=r" (r) : "x" (x));
  return r;
}

static long long
cvtss2si (float x)
{
  long long r;
  __asm__ volatile ("cvtss2si %1, %0" : "=r" (r) : "x" (x));
  return r;
}

static const double values[] = {
  0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0x1p-1074, -0x1p-1074, DBL_MIN,
  0x1p63 - 1024, -0x1p63, 0x1p63, -0x1p63 - 2048, 0x1p62 + 0.0, 1e300,
  -1e300, DBL_MAX, -DBL_MAX, INFINITY, -INFINITY, NAN, -NAN,
  2147483647.5, -2147483648.5, 4503599627370495.5
};

/* Counts the mismatches of one function against its instruction.  */
static int failures;

static void
expect_same (const char *fn, double x, long long got, int got_errno,
	     int got_flags, long long want, int want_flags)
{
  if (got == want && got_errno == 0 && got_flags == want_flags)
    return;
  if (failures++ < 20)
    printf ("NOTE: %s (%a) = %lld errno %d flags %#x; instruction %lld "
	    "flags %#x\n", fn, x, got, got_errno, got_flags, want,
	    want_flags);
}

/* Call F on X and compare with the instruction INSN, as FN.  */
#define COMPARE(fn, f, insn, type, x)				\
  do								\
    {								\
      type v_ = (type) (x);					\
      errno = 0;						\
      feclearexcept (FE_ALL_EXCEPT);				\
      long long got_ = f (v_);					\
      int got_errno_ = errno;					\
      int got_flags_ = fetestexcept (FE_ALL_EXCEPT);		\
      feclearexcept (FE_ALL_EXCEPT);				\
      long long want_ = insn (v_);				\
      int want_flags_ = fetestexcept (FE_ALL_EXCEPT);		\
      expect_same (fn, x, got_, got_errno_, got_flags_, want_,	\
		   want_flags_);				\
    }								\
  while (0)

int
main (void)
{
  static const int modes[] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD,
			       FE_TOWARDZERO };
  int calls = 0;
  for (unsigned m = 0; m < sizeof modes / sizeof modes[0]; m++)
    {
      fesetround (modes[m]);
      for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++)
	{
	  double x = values[i];
	  COMPARE ("lrint", lrint_p, cvtsd2si, double, x);
	  COMPARE ("llrint", llrint_p, cvtsd2si, double, x);
	  COMPARE ("lrintf", lrintf_p, cvtss2si, float, x);
	  COMPARE ("llrintf", llrintf_p, cvtss2si, float, x);
	  calls += 4;
	}
    }
  fesetround (FE_TONEAREST);
  printf ("NOTE: %d calls in 4 rounding modes\n", calls);
  printf ("%s: glibc's lrint, llrint, lrintf, llrintf are cvtsd2si and "
	  "cvtss2si, errno untouched\n", failures ? "FAIL" : "PASS");
  return failures != 0;
}

#else

int
main (void)
{
  printf ("NOTE: not glibc on x86-64 (LP64): the plugin assumes nothing of "
	  "this libc's lrint\n");
  printf ("PASS: nothing to check\n");
  return 0;
}

#endif
