/* The seed's negate, add, sub, mul and div examples, from C; operands get
   their ranges from integer conversions and clamps.  Ours equal the seed's
   or are tighter (noted).  */
/* { dg-options "-O2 -fplugin-arg-fpscev-dump" } */

float
negate (unsigned short u)
{
  float x = __builtin_fminf ((float) u, 4000.12f);	/* [0, 4000.12] */
  return -x;				/* seed: [-4000.12, -0] */
}

float
add (unsigned short u)
{
  float x = (float) (u & 511);		/* [0, 511] int */
  return x + 127.1f;			/* [127.1, 638.1]; seed: [0, 638.1] */
}

float
sub (unsigned short u, unsigned char c)
{
  float x = (float) (u & 511);
  float y = (float) (c & 127);
  return x - y;				/* seed: [-127, 511] int */
}

float
mul (unsigned short u, unsigned char c)
{
  float x = (float) (u & 511);
  float y = (float) (c & 127);
  return x * y;				/* seed: [0, 64897] int */
}

float
divide (unsigned short u)
{
  float x = (float) (u & 511);
  return x / 400000000.0f;		/* seed: [0, 1.27750002e-06] */
}

/* { dg-final { scan-fpscev-dump "= \\\[-4000.12, -0\\\]$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[127.1, 638.1\\\]$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[-127, 511\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[0, 64897\\\] int$" } } */
/* { dg-final { scan-fpscev-dump "= \\\[0, 1.2775e-06\\\]$" } } */
