/* signbit of a value of known sign: 0 for a clear sign bit, wherever it
   is used.  For a set one C allows any nonzero value and GCC's expansion
   gives the bit where it finds it (-2147483648 for a float on x86-64): the
   call becomes 1 only where every use tests it against zero, and stays
   where its value is used.  The values come from functions whose results
   GCC 12 does not bound; GCC 13 and later decide some of these
   themselves.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);
extern void kept (void);

/* The call has a side effect, so that GCC keeps it when a fold leaves its
   result unused: an unknown call could raise an exception, and a fold
   that let GCC delete it would be refused (trap-signbit.c).  */
static volatile int calls;

static __attribute__ ((noinline)) float
magnitude (float x)
{
  calls++;
  return fabsf (atanf (x));
}

int
clear_value (float x)
{
  return signbit (magnitude (x));	/* { dg-message-before 13 "signbit of a value of known sign: _\[0-9\]+ in \\\[0, 1.570796\[0-9\]*\\\] \\+nan" } */
}

int
set_value (float x)
{
  return signbit (-magnitude (x));	/* { dg-bogus "signbit" } */
}

int
set_compared (float x)
{
  return signbit (-magnitude (x)) != 0;	/* { dg-message-before 13 "signbit of a value of known sign, tested against zero: _\[0-9\]+ in \\\[-1.570796\[0-9\]*, -0\\\] -nan" } */
}

void
set_condition (float x)
{
  if (!signbit (-magnitude (x)))	/* { dg-message-before 13 "signbit of a value of known sign, tested against zero" } */
    dead ();
}

/* A NaN constant's sign is known, an arithmetic NaN's is not.  */
int
nan_constant (float x, int c)
{
  float y = c ? -__builtin_nanf ("") : -magnitude (x);
  return signbit (y) == 0;	/* { dg-message-before 13 "signbit of a value of known sign, tested against zero: \[a-z._0-9\]+ in \\\[-1.570796\[0-9\]*, -0\\\] -nan" } */
}

int
nan_quotient (int c)
{
  float z = (float) c * 0.0f;
  float q = z / z;
  return signbit (q) != 0;	/* { dg-bogus "signbit" } */
}
/* { dg-final { scan-fpscev-dump "^q_\[0-9\]+ = nan$" } } */

/* copysign with a sign operand whose sign bit is known, NaN or not.  */
float
copysign_nan_sign (float x, int c)
{
  return copysignf (x, c ? -__builtin_nanf ("") : -2.0f);	/* { dg-message-before 13 "copysign with a negative sign is -fabs" } */
}

/* A test of the sign bit bounds its operand (GCC 13 and later's ranges
   decide these by themselves): a clear one excludes -inf and the negative
   numbers (GCC's vrp-float-abs-1.c: x > y excludes y = +inf), a set one
   the positive numbers (vrp-float-signbit-3.c).  */
void
clear_sign_not_inf (double x, double y)
{
  if (x > y && signbit (y) == 0)
    /* isinf (y) is |y| > DBL_MAX, and |y| is y here (the fabs remarks are
       allowed at the file's end).  */
    if (isinf (y))	/* { dg-message-before 13 "condition is always true: _\[0-9\]+ in \\\[0, 1.7976931348623157e\\+308\\\]" } */
      dead ();
}

void
set_sign_not_positive (float x)
{
  if (signbit (x))
    if (x > 0.0f)	/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) in \\\[-inf, -0\\\] -nan" } */
      dead ();
}

/* A set sign bit of y leaves -inf.  */
void
set_sign_maybe_inf (double x, double y)
{
  if (x > y && signbit (y))
    if (isinf (y))	/* { dg-bogus "condition" } */
      kept ();
}

/* The test of a signbit whose value is used too (vrp-float-signbit-2.c):
   the value stays, the test goes.  */
int num;

void
value_and_test (float x)
{
  if (x < -5.0f)
    {
      num = signbit (x);
      if (!signbit (x))	/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) in \\\[-inf, -5.0000005\\\]" } */
	dead ();
    }
}
/* { dg-allow-message "fabs of a non-(negative|positive) value" } */
/* { dg-final { scan-fpscev-dump "num = _\[0-9\]+;" } } */
/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-assembler "kept" } } */
