/* The seed's conversion examples (sitofp, uitofp, fptrunc, fpext), from C.
   Ours equal the seed's.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

float
sitofp (signed char c)
{
  float f = c;			/* seed: min -128, max 127, isInteger 1 */
  return f;
}

float
uitofp (unsigned u)
{
  float f = u & 7;		/* seed (i3): min 0, max 7, isInteger 1 */
  return f;
}

float
fptrunc (signed char c)
{
  double d = c;
  float f = (float) d;		/* seed: the range passes through */
  return f;
}

float
fpext (_Bool b)
{
  _Float16 h = b ? (_Float16) 4.5 : (_Float16) 42.42;
  float f = h;			/* seed: [4.5, 42.42]; 42.42 is 42.40625 in
				   _Float16 */
  return f;
}

/* { dg-final { scan-fpscev-dump "^f_\[0-9\]+ = \\\[-128, 127\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "^f_\[0-9\]+ = \\\[0, 7\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "^d_\[0-9\]+ = \\\[-128, 127\\\] int$" } } */
/* { dg-final { scan-fpscev-dump-times "= \\\[-128, 127\\\] int$" 3 } } */
/* { dg-final { scan-fpscev-dump "= \\\[4.5, 42.40625\\\]$" } } */
