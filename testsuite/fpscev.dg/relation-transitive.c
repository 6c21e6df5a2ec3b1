/* Transitive relations: x against z follows from x against y and y
   against z on dominating edges (relation.cc, restrict_transitively).
   Unordered outcomes compose too: the false edge of x >= y leaves
   {less, unordered}, and when y is a NaN it says nothing of x against z,
   so keep3's call stays.  GCC 13 and later decide the ordered shapes by
   their own relation oracle (dg-message-before 13); the unordered forms
   (isless, islessequal, isgreaterequal) are fpscev's on every version.
   GCC 14 to 16 alone remove keep3's call although keep3 (1, NaN, 0)
   calls it at -O0: only fpscev's remark is checked there.  At GCC's
   default options.  */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-optimized" } */

extern void dead (void);
extern void kept (void);

void
chain_lt (double x, double y, double z)
{
  if (x < y && y < z)
    if (x >= z)		/* { dg-message-before 13 "condition is always (true|false): x_\[0-9\]+\\(D\\) < z_\[0-9\]+\\(D\\) holds" } */
      dead ();
}

void
chain_lt_le (double x, double y, double z)
{
  if (x < y)
    if (y <= z)
      if (!(x < z))	/* { dg-message-before 13 "condition is always (true|false): x_\[0-9\]+\\(D\\) < z_\[0-9\]+\\(D\\) holds" } */
	dead ();
}

void
chain_eq_gt (double x, double y, double z)
{
  if (x == y)
    if (y > z)
      if (x <= z)	/* { dg-message-before 13 "condition is always (true|false): x_\[0-9\]+\\(D\\) > z_\[0-9\]+\\(D\\) holds" } */
	dead ();
}

void
chain_quiet (double x, double y, double z)
{
  if (__builtin_isless (x, y))
    if (__builtin_islessequal (y, z))
      if (__builtin_isgreaterequal (x, z))	/* { dg-message "condition is always (true|false): x_\[0-9\]+\\(D\\) < z_\[0-9\]+\\(D\\) holds" } */
	dead ();
}

void
keep_opposite (double x, double y, double z)
{
  if (x < y)
    if (y > z)
      if (x < z)	/* { dg-bogus "condition is always" } */
	kept ();
}

void
keep_unordered (double x, double y, double z)
{
  if (!(x >= y))
    if (y < z)
      if (x < z)	/* { dg-bogus "condition is always" } */
	kept ();
}

void
keep3 (double x, double y, double z)
{
  if (!(x >= y))
    if (!(y >= z))
      if (x >= z)	/* { dg-bogus "condition is always" } */
	kept ();
}
