/* Identities: rounding an integer-valued operand is the operand; fabs of a
   value of known sign is the value or its negation; copysign with a sign
   of known sign is fabs or -fabs; fmin/fmax of ordered operands is one of
   them; signbit of a value of known sign is a constant (of a negative one
   where only its truth is used).  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump -fopt-info-optimized" } */
/* The calls made errno-free on the way (errno-free-calls.c) are not the
   subject here.  */
/* { dg-allow-message "fpscev: (call|conversion) cannot set errno" } */
/* GCC 14 and later guard the inline fmod and remainder with their errno
   call, a test fpscev decides.  */
/* { dg-allow-message "fpscev: condition is always true: _\[0-9\]+ in" } */
#include <math.h>

double
floor_fmod (int i)
{
  return floor (fmod ((double) i, 7.0));	/* { dg-message "rounding an integer-valued operand is the operand" } */
}

double
ceil_ldexp (unsigned char c)
{
  return ceil (ldexp ((double) c, 3));	/* { dg-message "rounding an integer-valued operand is the operand" } */
}

float
trunc_remainder (short s)
{
  return truncf (remainderf ((float) s, 5.0f));	/* { dg-message "rounding an integer-valued operand is the operand" } */
}

double
copysign_neg (double x, unsigned char c)
{
  return copysign (x, -1.0 - (double) c);	/* { dg-message "copysign with a negative sign is -fabs" } */
}

double
fmin_ordered (unsigned char a, unsigned char b)
{
  return fmin ((double) a, 300.0 + (double) b);	/* { dg-message "fmin of ordered operands" } */
}

double
fmax_ordered (unsigned char a, unsigned char b)
{
  return fmax ((double) a - 256.0, (double) b);	/* { dg-message "fmax of ordered operands" } */
}

int
signbit_known (unsigned char c)
{
  return signbit (-1.0 - (double) c) != 0;	/* { dg-message-before 13 "signbit of a value of known sign, tested against zero" } */
}

/* The value of signbit of a negative number is GCC's (signbit-fold.c).  */
int
signbit_value (unsigned char c)
{
  return signbit (-1.0 - (double) c);	/* { dg-bogus "signbit" } */
}

/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+(floor|ceil|trunc|copysign|fmin|fmax)|rounds\[sd\]" } } */
