/* A relation is found whichever way round the two values are compared:
   GCC puts the operands of a comparison in a canonical order, so that
   C source rarely shows it, but the GIMPLE front end keeps the order it
   is given.  The fact x < y decides y <= x (false) and fmin (y, x) (x).
   Its statements have no locations but dead ()'s: a remark goes to the
   nearest statement that has one (the call the decided condition
   guards), or to the function where none has.  */
/* { dg-options "-O2 -fgimple -fopt-info-optimized" } */

extern void dead (void);

void __GIMPLE (ssa, startwith ("fpscev"))
swapped (double x, double y)
{
  __BB(2):
  if (x_1(D) < y_2(D))
    goto __BB3;
  else
    goto __BB5;

  __BB(3):
  if (y_2(D) <= x_1(D))
    goto __BB4;
  else
    goto __BB5;

  __BB(4):
  dead ();	/* { dg-message "condition is always false: y_\[0-9\]+\\(D\\) > x_\[0-9\]+\\(D\\) holds" } */
  goto __BB5;

  __BB(5):
  return;
}

double __GIMPLE (ssa, startwith ("fpscev"))
swapped_min (double x, double y)	/* { dg-message "fmin of ordered operands: y_\[0-9\]+\\(D\\) > x_\[0-9\]+\\(D\\) holds" } */
{
  double m;

  __BB(2):
  if (x_1(D) < y_2(D))
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  m_3 = __builtin_fmin (y_2(D), x_1(D));
  return m_3;

  __BB(4):
  return 1.0;
}

/* { dg-final { scan-assembler-not "dead" } } */
/* { dg-final { scan-assembler-not "fmin" } } */
