/* The shapes of split-tests.c and split-tests-fma.c (ATTR, the
   attributes of their functions): tests on polynomials and Newton steps
   of bounded inputs that fpscev decides on pieces of the inputs (with
   the affine forms for those of fpscev.dg/split-affine.c), and
   tests at the true bound, which it must not decide.  Each NAME_tested
   function bounds its inputs and returns the outcomes of the tests as
   bits; NAME_reference computes them where nothing bounds the inputs, so
   that nothing decides them.  The two must agree on every input, the
   ends of the ranges, signed zeros, the points where the bound is reached
   and a grid among them.  */

extern void abort (void);

#define INLINE static inline __attribute__ ((always_inline))

INLINE double
cheb9 (double x, double y)
{
  (void) y;
  double x2 = x * x;
  return x * (9.0 + x2 * (-120.0 + x2 * (432.0 + x2 * (-576.0
						       + x2 * 256.0))));
}

INLINE float
cheb9f (float x, float y)
{
  (void) y;
  float x2 = x * x;
  return x * (9.0f + x2 * (-120.0f + x2 * (432.0f + x2 * (-576.0f
							  + x2 * 256.0f))));
}

INLINE float
sine7 (float x, float y)
{
  (void) y;
  return x - x*x*x/6 + x*x*x*x*x/120 - x*x*x*x*x*x*x/5040;
}

INLINE double
hump (double x, double y)
{
  (void) y;
  return x - x * x;
}

INLINE double
two3 (double x, double y)
{
  return x * y - x * x * y - x * y * y;
}

INLINE float
newton_sqrt (float a, float y)
{
  (void) y;
  float x = 0.5f * (1.0f + a);
  x = 0.5f * (x + a / x);
  x = 0.5f * (x + a / x);
  return 0.5f * (x + a / x);
}

INLINE double
newton_cbrt (double c, double y)
{
  (void) y;
  double x = 1.2;
  x = x - (x * x * x - c) / (3.0 * x * x);
  x = x - (x * x * x - c) / (3.0 * x * x);
  return x - (x * x * x - c) / (3.0 * x * x);
}

/* The shapes the affine forms decide (split-affine.c).  */
#define T5(x, x2) ((x) * (5 + (x2) * (-20 + (x2) * 16)))
#define T4(y2) (1 + (y2) * (-8 + (y2) * 8))

INLINE double
prod54 (double x, double y)
{
  double x2 = x * x, y2 = y * y;
  return T5 (x, x2) * T4 (y2);
}

INLINE float
prod54f (float x, float y)
{
  float x2 = x * x, y2 = y * y;
  return T5 (x, x2) * T4 (y2);
}

INLINE double
diag (double x, double y)
{
  double u = x + y;
  return u * (2.0 - u);
}

INLINE float
diagf (float x, float y)
{
  float u = x + y;
  return u * (2.0f - u);
}

INLINE double
mono9 (double x, double y)
{
  (void) y;
  double x2 = x * x, x3 = x2 * x, x5 = x3 * x2, x7 = x5 * x2, x9 = x7 * x2;
  return 256.0 * x9 - 576.0 * x7 + 432.0 * x5 - 120.0 * x3 + 9.0 * x;
}

INLINE float
mono9f (float x, float y)
{
  (void) y;
  float x2 = x * x, x3 = x2 * x, x5 = x3 * x2, x7 = x5 * x2, x9 = x7 * x2;
  return 256.0f * x9 - 576.0f * x7 + 432.0f * x5 - 120.0f * x3 + 9.0f * x;
}

INLINE double
two3_fma (double x, double y)
{
  return __builtin_fma (x, y, -x * y * y) - __builtin_fma (x, x * y, 0.0);
}

/* The tested and reference functions of the shape NAME, of TYPE, whose
   inputs GUARD bounds, with the outcomes OUTCOMES of the value V.  */
#define SHAPE(NAME, TYPE, GUARD, OUTCOMES)				\
  ATTR int								\
  NAME##_tested (TYPE x, TYPE y)					\
  {									\
    if (!(GUARD))							\
      return -1;							\
    TYPE v = NAME (x, y);						\
    return OUTCOMES;							\
  }									\
  ATTR int								\
  NAME##_reference (TYPE x, TYPE y)					\
  {									\
    TYPE v = NAME (x, y);						\
    return OUTCOMES;							\
  }

SHAPE (cheb9, double, x >= -1.0 && x <= 1.0,
       (v > 1.02) | (v < -1.02) << 1 | (v >= 1.0) << 2 | (v <= -1.0) << 3)
SHAPE (cheb9f, float, x >= -1.0f && x <= 1.0f,
       (v > 1.02f) | (v < -1.02f) << 1 | (v <= -1.0f) << 2)
SHAPE (sine7, float, x > -1.5708f && x < 1.5708f,
       (v > 1.0201f) | (v < -1.0201f) << 1 | (v > 1.0f) << 2)
SHAPE (hump, double, x >= 0.0 && x <= 1.0,
       (v > 0.2525) | (v >= 0.25) << 1)
SHAPE (two3, double, x >= 0.0 && x <= 1.0 && y >= 0.0 && y <= 1.0,
       (v > 0.0475) | (v < -1.0104) << 1 | (v <= -1.0) << 2)
SHAPE (newton_sqrt, float, x >= 1.0f && x <= 4.0f,
       (v > 2.01f) | (v > 2.0f) << 1 | (v < 1.0f) << 2)
SHAPE (newton_cbrt, double, x >= 1.0 && x <= 2.0,
       (v > 1.2626) | (v < 0.9974) << 1 | (v > 1.2599) << 2)
SHAPE (prod54, double, x >= -1.0 && x <= 1.0 && y >= -1.0 && y <= 1.0,
       (v > 1.02) | (v < -1.02) << 1 | (v >= 1.0) << 2 | (v <= -1.0) << 3)
SHAPE (prod54f, float, x >= -1.0f && x <= 1.0f && y >= -1.0f && y <= 1.0f,
       (v > 1.02f) | (v < -1.02f) << 1 | (v >= 1.0f) << 2)
SHAPE (diag, double, x >= 0.0 && x <= 1.0 && y >= 0.0 && y <= 1.0,
       (v > 1.01) | (v >= 1.0) << 1)
SHAPE (diagf, float, x >= 0.0f && x <= 1.0f && y >= 0.0f && y <= 1.0f,
       (v > 1.01f) | (v >= 1.0f) << 1)
SHAPE (mono9, double, x >= -1.0 && x <= 1.0,
       (v > 1.02) | (v < -1.02) << 1 | (v >= 1.0) << 2)
SHAPE (mono9f, float, x >= -1.0f && x <= 1.0f,
       (v > 1.02f) | (v < -1.02f) << 1 | (v <= -1.0f) << 2)
SHAPE (two3_fma, double, x >= 0.0 && x <= 1.0 && y >= 0.0 && y <= 1.0,
       (v > 0.0475) | (v <= -1.0) << 1)

/* Check the shape NAME on [LO, HI] (and [LO, HI] for y if TWO): N grid
   points each way, the ends and their neighbours inside, the zeros and
   the point P (and P for y).  */
#define CHECK(NAME, LO, HI, TWO, P)					\
  do									\
    {									\
      double pts[N + 7] = { LO, HI, 0.0, -0.0, P,			\
			    __builtin_nextafter (LO, HI),		\
			    __builtin_nextafter (HI, LO) };		\
      for (int i = 0; i < N; i++)					\
	pts[7 + i] = LO + (HI - LO) * i / (N - 1);			\
      for (int i = 0; i < N + 7; i++)					\
	for (int j = 0; j < (TWO ? N + 7 : 1); j++)			\
	  if (NAME##_tested (pts[i], pts[j]) >= 0			\
	      && (NAME##_tested (pts[i], pts[j])			\
		  != NAME##_reference (pts[i], pts[j])))		\
	    abort ();							\
    }									\
  while (0)

#define N 101

static void
check_all (void)
{
  CHECK (cheb9, -1.0, 1.0, 0, 0.5);
  CHECK (cheb9f, -1.0, 1.0, 0, 0.5);
  CHECK (sine7, -1.5707998, 1.5707998, 0, 1.5707963267948966);
  CHECK (hump, 0.0, 1.0, 0, 0.5);
  CHECK (two3, 0.0, 1.0, 1, 1.0 / 3);
  CHECK (newton_sqrt, 1.0, 4.0, 0, 2.0);
  CHECK (newton_cbrt, 1.0, 2.0, 0, 1.5);
  CHECK (prod54, -1.0, 1.0, 1, 0.0);
  CHECK (prod54f, -1.0, 1.0, 1, 0.0);
  CHECK (diag, 0.0, 1.0, 1, 0.5);
  CHECK (diagf, 0.0, 1.0, 1, 0.5);
  CHECK (mono9, -1.0, 1.0, 0, 0.5);
  CHECK (mono9f, -1.0, 1.0, 0, 0.5);
  CHECK (two3_fma, 0.0, 1.0, 1, 1.0 / 3);
}
