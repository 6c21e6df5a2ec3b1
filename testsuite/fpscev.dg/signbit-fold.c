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
