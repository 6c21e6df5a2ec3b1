/* Under -funsafe-math-optimizations GCC computes long double sin, cos and
   tan with the x87 instructions fsin, fcos and fptan, which return an
   argument of magnitude 2^63 or more unreduced: cosl (x) may then be x.
   The ranges must allow for it (check mode aborts otherwise); in the other
   option sets the result is within [-1, 1].  */

extern void abort (void);
extern long double cosl (long double), sinl (long double), tanl (long double);

__attribute__ ((noipa)) long double
trig (long long i)
{
  long double x = (long double) i * 1e6L;	/* up to 9.2e24 */
  return cosl (x) + sinl (x) * 2 + tanl (x) * 3;
}

int
main (void)
{
  static const long long is[] = { 0, 1, -1, 1000, 9223372036854775807LL,
				  -9223372036854775807LL - 1 };
  volatile long double sink;
  for (unsigned k = 0; k < sizeof is / sizeof is[0]; k++)
    sink = trig (is[k]);
  if (trig (0) != 1.0L)
    abort ();
  (void) sink;
  return 0;
}
