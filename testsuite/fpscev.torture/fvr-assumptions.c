/* Final value replacement where GCC's trip count holds only under
   assumptions: unsigned counters with steps other than one, which could
   wrap past the bound (j < n with n near the type's maximum), and !=
   exits whose step must divide the distance.  The closed form is guarded
   by the assumptions (fvr=always: by nothing else), so the loop runs
   where they fail.  8- and 16-bit counters are tried at every start and
   bound, or around the wrap boundary, skipping the pairs for which the
   loop never ends; 32-bit counters at counts 0, 1, 2, small and large.
   The sums are of the counter's type: a wider sum of a counter that may
   wrap is no polynomial, and is not replaced.
   Each function is compared with a copy compiled at -O0.  */
/* { dg-options "-fplugin-arg-fpscev-fvr=always" } */

extern void abort (void);

#define TWIN(RET, NAME, PARAMS, ...)					\
  __attribute__ ((noipa)) RET NAME PARAMS __VA_ARGS__			\
  __attribute__ ((noipa, optimize ("O0"))) RET NAME##_ref PARAMS __VA_ARGS__

TWIN (unsigned char, uc_lt3, (unsigned char s, unsigned char n),
{
  unsigned char r = 0;
  for (unsigned char j = s; j < n; j += 3)
    r += j * j;
  return r;
})

TWIN (unsigned char, uc_lt4, (unsigned char s, unsigned char n),
{
  unsigned char r = 0;
  for (unsigned char j = s; j < n; j += 4)
    r += j * 5u + 1;
  return r;
})

TWIN (unsigned char, uc_ne4, (unsigned char s, unsigned char n),
{
  unsigned char r = 0;
  for (unsigned char j = s; j != n; j += 4)
    r += j * j * j;
  return r;
})

TWIN (unsigned char, uc_le3, (unsigned char s, unsigned char n),
{
  unsigned char r = 0;
  for (unsigned char j = s; j <= n; j += 3)
    r += j;
  return r;
})

TWIN (unsigned short, us_lt7, (unsigned short s, unsigned short n),
{
  unsigned short r = 0;
  for (unsigned short j = s; j < n; j += 7)
    r += j * j;
  return r;
})

TWIN (unsigned, ui_lt3, (unsigned s, unsigned n),
{
  unsigned r = 0;
  for (unsigned j = s; j < n; j += 3)
    r += j * j;
  return r;
})

TWIN (unsigned, ui_gt5, (unsigned s, unsigned n),
{
  unsigned r = 0;
  for (unsigned j = s; j > n; j -= 5)
    r += j;
  return r;
})

#include "fvr-ends.h"

static void
check_small (void)
{
  for (unsigned s = 0; s < 256; s++)
    for (unsigned n = 0; n < 256; n++)
      {
	if (ends (s, n, 3, 0, 256) && uc_lt3 (s, n) != uc_lt3_ref (s, n))
	  abort ();
	if (ends (s, n, 4, 0, 256) && uc_lt4 (s, n) != uc_lt4_ref (s, n))
	  abort ();
	if (ends (s, n, 4, 2, 256) && uc_ne4 (s, n) != uc_ne4_ref (s, n))
	  abort ();
	if (ends (s, n, 3, 1, 256) && uc_le3 (s, n) != uc_le3_ref (s, n))
	  abort ();
      }
}

static void
check_short (void)
{
  static const unsigned short v[] = {
    0, 1, 2, 3, 7, 8, 100, 65520, 65527, 65528, 65529, 65530, 65533, 65534,
    65535
  };
  unsigned nv = sizeof v / sizeof v[0];
  for (unsigned i = 0; i < nv; i++)
    for (unsigned k = 0; k < nv; k++)
      if (ends (v[i], v[k], 7, 0, 65536)
	  && us_lt7 (v[i], v[k]) != us_lt7_ref (v[i], v[k]))
	abort ();
}

static void
check_int (void)
{
  static const unsigned v[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 64, 1000, 100003, 0xfffffff0u
  };
  unsigned nv = sizeof v / sizeof v[0];
  for (unsigned i = 0; i < nv; i++)
    for (unsigned k = 0; k < nv; k++)
      {
	unsigned s = v[i], n = v[k];
	/* Short loops, away from the wrap (which takes 2^32 / 5
	   iterations down to a bound below 4).  */
	if (n - s < 0x1000000u || s > n)
	  if (ui_lt3 (s, n) != ui_lt3_ref (s, n))
	    abort ();
	if ((n - s < 0x1000000u && s >= 4) || s > n)
	  if (ui_gt5 (n, s) != ui_gt5_ref (n, s))
	    abort ();
      }
}

int
main (void)
{
  check_small ();
  check_short ();
  check_int ();
  return 0;
}
