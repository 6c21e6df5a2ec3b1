/* The twins of the fvr execute tests: TWIN defines a function and its
   copy NAME_ref compiled at -O0 (where the plugin does not run), CHECK
   compares them (close_p, for float results, within a relative
   tolerance), and counts holds the trip counts they run at: 0, 1, 2,
   small, large, and negative ones down to INT_MIN.  */

extern void abort (void);

#define TWIN(RET, NAME, PARAMS, ...)					\
  __attribute__ ((noipa)) RET NAME PARAMS __VA_ARGS__			\
  __attribute__ ((noipa, optimize ("O0"))) RET NAME##_ref PARAMS __VA_ARGS__

#define CHECK(NAME, ...)				\
  if (NAME (__VA_ARGS__) != NAME##_ref (__VA_ARGS__))	\
    abort ();

static const int counts[] = {
  -2147483647 - 1, -1000, -1, 0, 1, 2, 3, 4, 5, 6, 7, 64, 1000, 65536
};
#define N_COUNTS (sizeof counts / sizeof counts[0])

/* Whether X and Y agree to a relative tolerance TOL.  */
static inline int
close_p (double x, double y, double tol)
{
  double d = x - y;
  if (d < 0)
    d = -d;
  double m = (x < 0 ? -x : x) + (y < 0 ? -y : y);
  return d <= tol * m + 1e-300;
}
