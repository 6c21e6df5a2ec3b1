/* The ranges of file-local float variables from their initializers and
   the values stored into them (static-ranges.h), as the ranges of their
   loads.  Not for a variable whose address is taken, a volatile one, one
   visible outside the file, or one a store gives a value of unknown
   range.  */
/* { dg-options "-O2 -fopt-info-optimized -fplugin-arg-fpscev-dump" } */
#include <math.h>

static double level = 1.0;
static float gain;
static double escaped;
double *pointer = &escaped;
static volatile double shaky = 2.0;
static double unknown;
static double called;
static double constant = 1.0;
double visible;
double source (void);

void
set_level (double x)
{
  level = x * x + 0.5;
}

/* Stored from a copy GCC inlines into set_gain.  */
static inline void
store_gain (float g)
{
  if (g >= 0.0f && g <= 2.0f)
    gain = g;
}

void
set_gain (float g)
{
  store_gain (g * 0.5f);
}

void
set_others (const double *p)
{
  unknown = *p;
  called = source ();
  escaped = 1.0;
  shaky = 1.0;
  visible = 1.0;
}

/* Only constants: not analysed.  */
void
reset (void)
{
  constant = -1.0;
}

double
use_level (void)
{
  return sqrt (level - 0.25);	/* { dg-message "always true" } */
}

float
use_gain (void)
{
  return sqrtf (gain);		/* { dg-message "always true" } */
}

double
use_others (void)
{
  return (sqrt (escaped)	/* { dg-bogus "always" } */
	  + sqrt (shaky)	/* { dg-bogus "always" } */
	  + sqrt (unknown)	/* { dg-bogus "always" } */
	  + sqrt (called)	/* { dg-bogus "always" } */
	  + sqrt (constant)	/* { dg-bogus "always" } */
	  + sqrt (visible));	/* { dg-bogus "always" } */
}

/* { dg-final { scan-fpscev-dump "level\\.\\d+_\\d+ = \\\[0.5, \\+inf\\\] nan" } } */
/* { dg-final { scan-fpscev-dump "gain\\.\\d+_\\d+ = \\\[-0, 2\\\]" } } */
/* { dg-final { scan-fpscev-dump "constant\\.\\d+_\\d+ = \\\[-1, 1\\\] int" } } */
/* { dg-final { scan-fpscev-dump-times "(escaped|shaky|unknown|called|visible)\[.\\d_\]* = \\\[" 0 } } */
