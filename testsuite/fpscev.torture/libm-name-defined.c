/* A unit that defines its own functions under libm names gets no libm
   facts for them: GCC keeps their built-in function codes, but the calls
   run the unit's bodies.  Its cos returns 2, outside [-1, 1] (a folded
   comparison of a sum aborted, and check mode aborted on the value); its
   log counts its calls, which would be merged if they were made
   errno-free const calls (as GCC itself makes them under
   -fno-math-errno).  Called by name and as __builtin_cos, of arguments
   GCC cannot fold to constants (it folds cos (1.0) as the library's).  */

extern void abort (void);

int log_calls;

__attribute__ ((noinline)) double
cos (double x)
{
  return x == x ? 2.0 : 3.0;
}

__attribute__ ((noinline)) double
log (double x)
{
  log_calls++;
  return x - 1.0;
}

__attribute__ ((noipa)) double
cos_of (int i)
{
  return cos ((double) i);
}

#ifdef __OPTIMIZE__
#define UNROLL_NOT _Pragma ("GCC unroll 1")
#else
#define UNROLL_NOT		/* GCC warns of an unused annotation.  */
#endif

/* A sum of cos values, whose bound GCC does not know by itself (GCC 16
   decides cos (i) > 1.5 by itself, even for the unit's own cos: a program
   that defines a library function is undefined in C, and it does so for
   the sum of an unrolled loop).  */
__attribute__ ((noipa)) int
cos_sum_above (int k, int n)
{
  double s = 0.0;
  UNROLL_NOT
  for (int i = 0; i < n && i < 10; i++)
    s += cos ((double) (k + i));
  return s > 15.0;
}

__attribute__ ((noipa)) int
builtin_cos_sum_above (int k, int n)
{
  double s = 0.0;
  UNROLL_NOT
  for (int i = 0; i < n && i < 10; i++)
    s += __builtin_cos ((double) (k + i));
  return __builtin_isgreater (s, 15.0);
}

__attribute__ ((noipa)) double
log_twice (unsigned char c)
{
  double x = 1.0 + c / 256.0;	/* [1, 2): log sets no errno.  */
  double a = log (x);
  double b = log (x);
  return a * b;			/* Not log (x * x), as a + b under
				   -ffast-math.  */
}

int
main (void)
{
  for (int i = -3; i <= 3; i++)
    if (cos_of (i) != 2.0)
      abort ();
  if (!cos_sum_above (3, 10) || !builtin_cos_sum_above (3, 10))
    abort ();
  if (log_twice (128) != 0.25)
    abort ();
#ifndef __NO_MATH_ERRNO__
  if (log_calls != 2)
    abort ();
#endif
  return 0;
}
