/* seed-arcp.h -- the division of the seed's arcp example, shared by
   seed-arcp.c and seed-arcp-rounding.c.  */

float
divide (unsigned short u, unsigned char c)
{
  float x = (float) (u & 511);
  float y = 400000000.0f * (float) ((c & 1) + 1);	/* [4e8, 8e8] */
  return x / y;		/* not a constant divisor, which GCC would turn
			   into a multiplication itself */
}

