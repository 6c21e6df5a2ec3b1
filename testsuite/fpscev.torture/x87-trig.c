/* Under -funsafe-math-optimizations GCC computes long double sin, cos and
   tan with the x87 instructions fsin, fcos, fsincos and fptan, which
   return an argument of magnitude 2^63 or more unreduced: cosl (x) may
   then be x.  The ranges must allow for it (check mode aborts otherwise);
   in the other option sets the result is within [-1, 1].  fsincos (sinl
   and cosl of one x) and fptan push a second result only when the argument
   is in range: beyond 2^63 they leave the x87 stack one short of what GCC
   expects, and the program computes garbage, so they get smaller
   arguments here.  */

extern void abort (void);
extern long double cosl (long double), sinl (long double), tanl (long double);

/* X = I * 1e6: up to 9.2e24.  */
__attribute__ ((noipa)) long double
cos_big (long long i)
{
  long double x = (long double) i * 1e6L;
  return cosl (x);
}

__attribute__ ((noipa)) long double
sin_big (long long i)
{
  long double x = (long double) i * 1e6L;
  return sinl (x);
}

/* X = I / 2: up to 4.6e18 < 2^63.  */
__attribute__ ((noipa)) long double
trig (long long i)
{
  long double x = (long double) i * 0.5L;
  return cosl (x) + sinl (x) * 2 + tanl (x) * 3;
}

int
main (void)
{
  static const long long is[] = { 0, 1, -1, 1000, 9223372036854775807LL,
				  -9223372036854775807LL - 1 };
  volatile long double sink;
  for (unsigned k = 0; k < sizeof is / sizeof is[0]; k++)
    {
      sink = cos_big (is[k]);
      sink = sin_big (is[k]);
      sink = trig (is[k]);
    }
  if (trig (0) != 1.0L || cos_big (0) != 1.0L || sin_big (0) != 0.0L)
    abort ();
  (void) sink;
  return 0;
}
