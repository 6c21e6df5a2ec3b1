/* Issue 37, 2: under -ftrapping-math GCC's if-conversion leaves a branch
   whose arms compute with floats, and the loop stays scalar.  Where the
   ranges show the arms exception-free for every value that reaches the
   branch (ints converted, bounded products), fpscev makes the branch a
   select (simplify-branches.h) and the loop vectorizes.  An arm that may
   overflow, divide by zero or underflow keeps its branch.  */
/* { dg-options "-O3 -fopt-info-vec -fopt-info-optimized-missed" } */
/* Where the branch stays, the vectorizer says why.  */

#define N 1024
short in16[N];
int in32[N];
float out[N];

/* The knee of a compressor over int16 samples.  */
void
knee (const short *restrict in, float *restrict o, int n, float t)
{
  t = 1000.5f;
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized" } */
    {
      float v = in[i];
      o[i] = v > t ? t + (v - t) * 0.25f : v; /* { dg-message "exception-free arms is a select" } */
    }
}

/* Piecewise gains: a select of two products.  */
void
gains (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "loop vectorized" } */
    {
      float v = in16[i];
      out[i] = v < 0 ? v * 0.75f : v * 1.25f; /* { dg-message "is a select" } */
    }
}

/* Overflow: 32767 * 1e35 is beyond FLT_MAX.  */
void
overflow (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "couldn't vectorize" } */
    /* { dg-message "control flow in loop" "" { target *-*-* } 42 } */
    {
      float v = in16[i];
      out[i] = v > 0 ? v * 1e35f : v; /* { dg-message "not made a select" } */
    }
}

/* Divide-by-zero: on the other path v is 0.  */
void
reciprocal (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "couldn't vectorize" } */
    /* { dg-message "control flow in loop" "" { target *-*-* } 54 } */
    {
      float v = in32[i];
      out[i] = v != 0 ? 1.0f / v : 0.0f; /* { dg-message "not made a select" } */
    }
}

/* Underflow: a negative subnormal a[i] would be halved too.  */
void
from_memory (const float *a)
{
  for (int i = 0; i < N; i++) /* { dg-message "couldn't vectorize" } */
    /* { dg-message "control flow in loop" "" { target *-*-* } 66 } */
    {
      float v = a[i];
      out[i] = v > 0 ? v * 0.5f : v; /* { dg-message "not made a select" } */
    }
}

/* A chain of tests with one join: the inner branch becomes selects,
   then the outer one, whose arm holds the inner test and selects.  */
void
clip_chain (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "loop vectorized" } */
    {
      float v = in16[i] * (1.0f / 32768), y;
      if (v > 0.5f)		/* { dg-message "is a select" } */
	y = 0.5f + (v - 0.5f) * 0.5f;
      else if (v < -0.5f)	/* { dg-message "is a select" } */
	y = -0.5f + (v + 0.5f) * 0.5f;
      else
	y = v;
      out[i] = y;
    }
}

/* A chain of tests of the integers the floats come from (GCC's form of
   v > 16384.0f as well): the inner test, of integers, moves with the
   outer branch's arm.  */
void
int_chain (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "loop vectorized" } */
    {
      float v = in16[i], y;
      if (in16[i] > 16384)	/* { dg-message "is a select" } */
	y = 16384.0f + (v - 16384.0f) * 0.25f;
      else if (in16[i] < -16384)	/* { dg-message "is a select" } */
	y = v * 0.75f - 4096.0f;
      else
	y = v;
      out[i] = y;
    }
}

/* Two selects in a row: GCC 16 threads the second test on the first
   one's true side, making a chain with one join.  */
void
soft_clip (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "loop vectorized" } */
    {
      float v = in16[i] * (1.0f / 32768);
      float y = v > 0.5f ? 0.5f + (v - 0.5f) * 0.5f : v; /* { dg-message "is a select" } */
      out[i] = y < -0.5f ? -0.5f + (y + 0.5f) * 0.5f : y; /* { dg-message "is a select" } */
    }
}

/* The inner test of a possible NaN would raise invalid at the outer
   branch, which takes NaNs the quiet way: only the inner branch is a
   select.  */
void
quiet_nan (const float *a)
{
  for (int i = 0; i < N; i++) /* { dg-message "couldn't vectorize" } */
    /* { dg-message "control flow in loop" "" { target *-*-* } 130 } */
    {
      float v = a[i], s = i;
      out[i] = __builtin_isnan (v) ? 0.0f : v < 0 ? s * 0.5f : s * 0.25f; /* { dg-message "not made a select" } */
      /* { dg-message "is a select" "" { target *-*-* } 134 } */
    }
}

/* The basic-block vectorizer says where it stops at the copy of knee's
   loop for short runs, which is not to be vectorized: GCC 13 at the
   copy's dominance boundary, GCC 16 at the loop.  */
/* { dg-allow-message "missed: splitting region at (dont-vectorize loop|dominance boundary)" } */
