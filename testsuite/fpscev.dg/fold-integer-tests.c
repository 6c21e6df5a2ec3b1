/* An integer test decided by a test on the integer's conversion to a
   float (GCC 16's pr120231-3): where y = (double) x lies in [lo, hi], x
   lies above the number of the format just below lo and below the one
   just above hi, in every rounding mode; through conversions between
   integer types and additions of constants too, as GCC writes
   `x < a || x > b' ((unsigned long) x + c > d).  GCC's own users of
   float ranges are off, as in fold-branches.c: the decisions are the
   plugin's on every GCC.  */
/* { dg-options "-O2 -fno-tree-vrp -fno-tree-dominator-opts -fno-thread-jumps -fopt-info-optimized" } */

extern void dead (void);
extern void keep (void);

void
range_test (long long x)
{
  double y = x;
  if (y >= -100.5 && y <= 1e6)
    if (x < -100 || x > 1000000) /* { dg-message "condition is always false: y_\\d+ in \\\[-100, 1000000\\\]" } */
      dead ();
}

void
at_two_to_53 (long long x)
{
  double y = x;
  if (y >= 0x1p53)
    if (x < 0x20000000000000LL)	/* { dg-message "is always false" } */
      dead ();
}

/* x = 2^53 + 1 rounds to 2^53.  */
void
above_two_to_53 (long long x)
{
  double y = x;
  if (y <= 0x1p53)
    if (x > 0x20000000000000LL)	/* { dg-bogus "always" } */
      keep ();
}

/* A narrowing conversion keeps [0, 100]; -1 wraps in unsigned.  */
void
narrowed (long long x)
{
  float y = x;
  if (y >= 0.0f && y <= 100.0f)
    if ((unsigned char) x > 100) /* { dg-message "is always false" } */
      dead ();
  if (y >= -1.0f && y <= 1.0f)
    if ((unsigned) x > 5)	/* { dg-bogus "always" } */
      keep ();
}

/* The conversion is computed after the test: nothing follows.  */
void
converted_later (int x, double *out)
{
  if (x > 1000)
    keep ();
  double y = x;
  if (y <= 10.0)
    *out = y;
}

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-assembler-times "call\[ \t\]+keep|jmp\[ \t\]+keep" 3 } } */
