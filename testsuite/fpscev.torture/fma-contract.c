/* With -ffp-contract=fast (the default) GCC fuses x * y + c into one fma on
   targets that have it: the range of the addition must hold for the fused
   result too.  Here x = y = 2^27 + 1, the top of their range: the product
   2^54 + 2^28 + 1 rounds down to 2^54 + 2^28, and adding 2 gives
   2^54 + 2^28 (a tie, to even) unfused but 2^54 + 2^28 + 4 fused: above
   what the unfused computation can ever give.  Check mode aborts if the
   range misses it.  */
/* { dg-options "-ffp-contract=fast" } */

extern void abort (void);

#define TOP 134217729u		/* 2^27 + 1 */

__attribute__ ((noipa, target ("fma"))) double
with_fma (unsigned k)
{
  double x = (double) (k % (TOP + 1));	/* [0, 2^27 + 1] */
  return x * x + 2.0;
}

__attribute__ ((noipa)) double
plain (unsigned k)
{
  double x = (double) (k % (TOP + 1));
  return x * x + 2.0;
}

__attribute__ ((noipa, target ("fma"))) double
fms (unsigned k)
{
  double x = (double) (k % (TOP + 1));
  return 2.0 - x * x;		/* fnma: -(x * x) + 2 */
}

/* The factors unknown, the test bounds the product: the fused difference
   lies within a rounding of the tested product (fr_add_unrounded).  At
   x = y = 2^27 + 1, p = 2^54 + 2^28 passes the test, and p - 2^54 is
   2^28 unfused but 2^28 + 1 fused: above the tested bound less 2^54.  */
__attribute__ ((noipa, target ("fma"))) double
tested_product (const double *x, const double *y)
{
  double p = *x * *y;
  if (p > 18014398777917440.0)	/* 2^54 + 2^28 */
    return 0.0;
  return p - 18014398509481984.0;	/* 2^54 */
}

int
main (void)
{
  const double unfused = 18014398777917440.0;	/* 2^54 + 2^28 */
  double r = plain (TOP);
  if (r != unfused && r != unfused + 4.0)
    abort ();
  __builtin_cpu_init ();
  if (__builtin_cpu_supports ("fma"))
    {
      r = with_fma (TOP);
      if (r != unfused && r != unfused + 4.0)
	abort ();
      double top = TOP;
      r = tested_product (&top, &top);
      if (r != 268435456.0 && r != 268435457.0)
	abort ();
      r = fms (TOP);
      if (r != -unfused && r != -unfused - 4.0 && r != -unfused + 4.0)
	abort ();
    }
  return 0;
}
