/* Final value replacement of sums wider than a counter that may wrap:
   the counter's values are exact (no wrap) in the iterations that run
   when the number of latch executions N is small enough for its start
   and step, a condition the closed form is guarded by, together with
   the trip count's own assumptions (fvr=always: by nothing else).  The
   counters here do wrap for some starts and bounds (the 8-bit counter
   of a 64-bit count past 255, != exits that step across zero, the
   short counter of a long count); there the loop must run.  8-bit
   counters are tried at every start and bound, the others around their
   wrap boundaries; each function is compared with a copy compiled at
   -O0 (the long loop of a 32-bit counter that wraps, with its value).  */
/* { dg-options "-fplugin-arg-fpscev-fvr=always" } */

extern void abort (void);

typedef unsigned long long u64;

#define TWIN(RET, NAME, PARAMS, ...)					\
  __attribute__ ((noipa)) RET NAME PARAMS __VA_ARGS__			\
  __attribute__ ((noipa, optimize ("O0"))) RET NAME##_ref PARAMS __VA_ARGS__

TWIN (u64, ui_lt3, (unsigned s, unsigned n),
{
  u64 r = 0;
  for (unsigned j = s; j < n; j += 3)
    r += (u64) j * j;
  return r;
})

TWIN (u64, uc_lt3, (unsigned char s, unsigned char n),
{
  u64 r = 0;
  for (unsigned char j = s; j < n; j += 3)
    r += (u64) j * j + 1;
  return r;
})

TWIN (u64, uc_ne4, (unsigned char s, unsigned char n),
{
  u64 r = 0;
  for (unsigned char j = s; j != n; j += 4)
    r += (u64) j * j * j;
  return r;
})

TWIN (u64, uc_le3, (unsigned char s, unsigned char n),
{
  u64 r = 7;
  for (unsigned char j = s; j <= n; j += 3)
    r += j;
  return r;
})

TWIN (u64, uc_gt5, (unsigned char s, unsigned char n),
{
  u64 r = 0;
  for (unsigned char j = s; j > n; j -= 5)
    r += (u64) j * 3;
  return r;
})

TWIN (long long, sc_lt3, (signed char s, signed char n),
{
  long long r = 0;
  for (signed char j = s; j < n; j += 3)
    r += (long long) j * j - j;
  return r;
})

TWIN (u64, us_lt7, (unsigned short s, unsigned short n),
{
  u64 r = 0;
  for (unsigned short j = s; j < n; j += 7)
    r += (u64) j * j;
  return r;
})

TWIN (u64, us_ne7, (unsigned short s, unsigned short n),
{
  u64 r = 0;
  for (unsigned short j = s; j != n; j -= 7)
    r += j;
  return r;
})

/* An 8-bit counter beside a 64-bit count: it wraps past 255.  */
TWIN (u64, uc_count, (unsigned char s, u64 n),
{
  u64 r = 0;
  unsigned char j = s;
  for (u64 i = 0; i < n; i++)
    {
      r += (u64) j * 5 + i;
      j++;
    }
  return r;
})

/* A short counter beside a 64-bit count, stepping by 1000.  */
TWIN (long long, ss_count, (short s, u64 n),
{
  long long r = 0;
  short j = s;
  for (u64 i = 0; i < n; i++)
    {
      r += j;
      j += 1000;
    }
  return r;
})

#include "fvr-ends.h"

static void
check_char (void)
{
  for (unsigned s = 0; s < 256; s++)
    for (unsigned n = 0; n < 256; n++)
      {
	if (ends (s, n, 3, 0, 256) && uc_lt3 (s, n) != uc_lt3_ref (s, n))
	  abort ();
	if (ends (s, n, 4, 2, 256) && uc_ne4 (s, n) != uc_ne4_ref (s, n))
	  abort ();
	if (ends (s, n, 3, 1, 256) && uc_le3 (s, n) != uc_le3_ref (s, n))
	  abort ();
	if (ends (s, n, 256 - 5, 3, 256) && uc_gt5 (s, n) != uc_gt5_ref (s, n))
	  abort ();
	/* Signed: the same bits, biased so that < is the unsigned order.  */
	if (ends (s ^ 0x80, n ^ 0x80, 3, 0, 256)
	    && sc_lt3 (s, n) != sc_lt3_ref (s, n))
	  abort ();
      }
}

static const unsigned short shorts[] = {
  0, 1, 2, 3, 6, 7, 8, 13, 14, 100, 32767, 32768, 65520, 65521, 65527,
  65528, 65529, 65530, 65533, 65534, 65535
};

static const u64 counts[] = {
  0, 1, 2, 3, 5, 31, 32, 33, 64, 65, 66, 67, 100, 254, 255, 256, 257, 258,
  300, 511, 512, 513, 1000, 65535, 65536, 65537, 100000
};

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

static void
check_short (void)
{
  for (unsigned i = 0; i < COUNT (shorts); i++)
    for (unsigned k = 0; k < COUNT (shorts); k++)
      {
	unsigned short s = shorts[i], n = shorts[k];
	if (ends (s, n, 7, 0, 65536) && us_lt7 (s, n) != us_lt7_ref (s, n))
	  abort ();
	if (ends (s, n, 65536 - 7, 2, 65536)
	    && us_ne7 (s, n) != us_ne7_ref (s, n))
	  abort ();
      }
}

static void
check_counts (void)
{
  static const unsigned char starts[] = { 0, 1, 2, 127, 128, 200, 253, 254,
					  255 };
  for (unsigned i = 0; i < COUNT (starts); i++)
    for (unsigned k = 0; k < COUNT (counts); k++)
      {
	u64 n = counts[k];
	if (uc_count (starts[i], n) != uc_count_ref (starts[i], n))
	  abort ();
	short s = (short) (starts[i] * 250 - 32768);
	if (n <= 1000 && ss_count (s, n) != ss_count_ref (s, n))
	  abort ();
      }
}

static void
check_int (void)
{
  static const unsigned v[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 64, 1000, 100003, 0xfffffff0u,
    0xfffffffbu, 0xfffffffcu, 0xfffffffdu, 0xfffffffeu, 0xffffffffu
  };
  for (unsigned i = 0; i < COUNT (v); i++)
    for (unsigned k = 0; k < COUNT (v); k++)
      {
	unsigned s = v[i], n = v[k];
	/* Short loops, or none: the counter does not wrap before n.  */
	if ((s >= n || (n - s < 0x1000000u
			&& (u64) s + (n - s + 2) / 3 * 3 <= 0xffffffffu))
	    && ui_lt3 (s, n) != ui_lt3_ref (s, n))
	  abort ();
      }
  /* One loop whose counter wraps, about 2^33 / 3 iterations (a second or
     more: one is enough, and its copy at -O0 would cost three): compared
     with its value, the sum of the squares of 0xfffffffe, then of the
     counter's values 1 mod 3 and 0 mod 3 below 0xffffffff, modulo 2^64.
     At -O0 no loop is replaced: not run there.  */
#ifdef __OPTIMIZE__
  if (ui_lt3 (0xfffffffeu, 0xffffffffu) != 10248191144902583185ull)
    abort ();
#endif
}

int
main (void)
{
  check_char ();
  check_short ();
  check_counts ();
  check_int ();
  return 0;
}
