/* Nested sums of powers: the accumulation through the triangle
   0 <= j < i < n is bounded by the sum of its steps, the polynomial
   j^k summed over the triangle (issue 39), within 1% of the true maximum
   in double; in float (sum2f, sum3f), where half a million additions
   round, within 5% of the largest sum computed in any rounding mode.  The true maxima at the outer header
   (i = 1022) and after the loops (i = 1023) are, for k = 0 .. 3:
   521731, 522753; 177388540, 177910271; 90556849670, 90912148481;
   55475090630134, 55747293866495.  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

double
sum0 (unsigned u)
{
  double s = 0.0;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += 1.0;
  return s;
}
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 521732\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 522754\\\] int" } } */

double
sum1 (unsigned u)
{
  double s = 0.0;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += (double) j;
  return s;
}
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 177388540\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 178432002\\\] int" } } */

double
sum2 (unsigned u)
{
  double s = 0.0;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += (double) j * j;
  return s;
}
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 90556849675\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "returns \\\[0, 91622224377\\\] int" } } */

double
sum3 (unsigned u)
{
  double s = 0.0;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      {
	double x = j;
	s += x * x * x;
      }
  return s;
}
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 5547\[0-9\]{10}\\\] int$" } } */

/* j <= i: one more term per row; the count's bound A + B i has A = 0.  */
double
sum2_le (unsigned u)
{
  double s = 0.0;
  int n = u & 255;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += (double) (j * j);
  return s;
}
/* Sum over i < 254 of the squares of 0 .. i: 346854145.  */
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 346854145\\\] int$" } } */

/* float: 0 .. 255 stays exact (sums below 2^24 of integers).  */
float
sum1f (unsigned u)
{
  float s = 0.0f;
  int n = u & 255;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += (float) j;
  return s;
}
/* Sum over i < 254 of 0 + ... + (i - 1): 2699004.  */
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 2699004\\\] int$" } } */

/* Half a million float additions: the largest values computed, rounding
   upward, are 91271184384 and 55859535151104 at the outer header (the
   exact sums 90556849670 and 55475090630134).  */
float
sum2f (unsigned u)
{
  float s = 0.0f;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      {
	float x = j;
	s += x * x;
      }
  return s;
}
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 94914289664\\\] int$" } } */

float
sum3f (unsigned u)
{
  float s = 0.0f;
  int n = u & 1023;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      {
	float x = j;
	s += x * x * x;
      }
  return s;
}
/* { dg-final { scan-fpscev-dump "^s_\[0-9\]+ = \\\[0, 57669868060672\\\] int$" } } */
