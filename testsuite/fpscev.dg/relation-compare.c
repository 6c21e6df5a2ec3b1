/* Relations between two values: a comparison of x and y that holds on a
   dominating edge decides a later comparison of the same two values,
   whatever their ranges.  A relation is the set of outcomes (less, equal,
   greater, unordered) x compared with y may still have: the true edge of
   x < y leaves {less}, its false edge {equal, greater, unordered}, since
   x or y may be NaN there.  At GCC's default options.  GCC 13 and later
   decide some of these tests by their own relation oracle before fpscev
   sees them (dg-message-before 13); the unordered forms are fpscev's on
   every version.  Where GCC may invert a test (it turns `if (!(x < y))
   dead ();' into a branch around the call, and isgreaterequal (x, y) into
   !(x u< y)), either outcome is accepted: the dead call must go all the
   same.  -fno-ipa-icf keeps the functions that are alike apart,
   so that each has its remark.  */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-optimized" } */
#include <math.h>

extern void dead (void);
extern void kept (void);
extern void g (void);

void
lt (double x, double y)
{
  if (x < y)
    if (x >= y)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
le (double x, double y)
{
  if (x <= y)
    if (x > y)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) <= y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
gt (double x, double y)
{
  if (x > y)
    if (x <= y)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) > y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
ge (double x, double y)
{
  if (x >= y)
    if (x < y)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) >= y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
eq (double x, double y)
{
  /* -0 == +0: the pair compares equal, and neither less nor greater.  */
  if (x == y)
    if (x < y)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) == y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
swapped (double x, double y)
{
  /* y <= x is x >= y.  */
  if (x < y)
    if (y <= x)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
le_and_ne (double x, double y)
{
  /* Two relations intersect: x <= y and x != y leave x < y.  */
  if (x <= y)
    {
      g ();
      if (x != y)
	{
	  g ();
	  if (!(x < y))	/* { dg-message-before 13 "condition is always (true|false): x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
	    dead ();
	}
    }
}

void
truth_value (double x, double y)
{
  _Bool less = x < y;
  g ();
  if (less)
    if (x >= y)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

int
assignment (double x, double y)
{
  if (x > y)
    return x <= y;	/* { dg-message-before 13 "comparison is always false: x_\[0-9\]+\\(D\\) > y_\[0-9\]+\\(D\\) holds" } */
  return 2;
}

void
is_less (double x, double y)
{
  if (isless (x, y))
    if (isgreaterequal (x, y))	/* { dg-message "condition is always (true|false): x_\[0-9\]+\\(D\\) < y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
is_lessequal (double x, double y)
{
  if (islessequal (x, y))
    if (isgreater (x, y))	/* { dg-message "condition is always (true|false): x_\[0-9\]+\\(D\\) <= y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
is_greater (double x, double y)
{
  /* isgreater (x, y) is !(x u<= y): its true edge is the false edge of
     x u<= y, which leaves {greater}.  */
  if (isgreater (x, y))
    if (!(x > y))	/* { dg-message "condition is always (true|false): x_\[0-9\]+\\(D\\) > y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
is_lessgreater (double x, double y)
{
  if (islessgreater (x, y))
    if (x == y)		/* { dg-message-before 13 "condition is always false: x_\[0-9\]+\\(D\\) <> y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
is_unordered (double x, double y)
{
  if (isunordered (x, y))
    if (x <= y)		/* { dg-message "condition is always (true|false): x_\[0-9\]+\\(D\\) unord y_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
false_edge_keeps_nan (double x, double y)
{
  /* !(x < y) leaves x >= y or unordered: x >= y is not decided.  */
  if (!(x < y))
    if (x >= y)		/* { dg-bogus "always" } */
      kept ();
}

void
false_edge_unordered (double x, double y)
{
  /* Nor is isunordered, which may fail as well.  */
  if (!(x < y))
    if (isunordered (x, y))	/* { dg-bogus "always" } */
      kept ();
}

void
false_edge_numbers (int i, int j)
{
  /* Neither may be NaN: !(x < y) leaves x >= y.  */
  double x = i * 0.5, y = j * 0.25;
  if (!(x < y))
    if (!(x >= y))	/* { dg-message-before 13 "condition is always true: x_\[0-9\]+ >= y_\[0-9\]+ holds" } */
      dead ();
}

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-assembler-times "(call|jmp)\[ \t\]+kept" 2 } } */
