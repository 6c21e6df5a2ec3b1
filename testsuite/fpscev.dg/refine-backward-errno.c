/* Refinement backward through sqrt at GCC's default options, where
   -fmath-errno makes call-cdce split the call: the value tested is a PHI
   of the inline square root and of the errno-setting call, which only
   negative operands reach and which is NaN there.  Where the PHI is not
   NaN, it came from the inline square root, whose operand is then -0 or
   more (phi_only_possible_arg in engine.cc).  GCC 14 and later decide
   these tests themselves; GCC 13 threads the test of the PHI into its
   two predecessors, where fpscev decides the copy on the errno path (its
   value is NaN) instead (dg-message-before 13, dg-allow-message).  */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);
extern void kept (void);

/* { dg-allow-message "condition is always (true|false): \[a-z_\]*\[0-9\]+ in nan" } */

void
sqrt_not_nan (double x)
{
  if (!isnan (sqrt (x)))
    if (x < -1.0)	/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) in \\\[-0, \\+inf\\\]" } */
      dead ();
}

void
sqrtf_ordered (float x)
{
  float s = sqrtf (x);
  if (s >= 0.0f)
    if (x < -0.5f)	/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) in \\\[-0, \\+inf\\\]" } */
      dead ();
}

void
sqrt_least_negative (double x)
{
  if (!isnan (sqrt (x)))
    if (x < -0x1p-1074)	/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) in \\\[-0, \\+inf\\\]" } */
      dead ();
}

/* sqrt (-0) is -0, not NaN: x == 0 stays open.  */
void
sqrt_zero_kept (double x)
{
  if (!isnan (sqrt (x)))
    if (x == 0.0)	/* { dg-bogus "condition is always" } */
      kept ();
}

/* A NaN result comes from either branch (a NaN operand takes the inline
   one): nothing follows for x.  */
void
sqrt_nan_kept (double x)
{
  if (isnan (sqrt (x)))
    if (x < -1.0)	/* { dg-bogus "condition is always" } */
      kept ();
}
