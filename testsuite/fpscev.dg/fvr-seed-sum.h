/* The power sum of seed 002, for the fvr dump tests of each mode
   (fvr-guarded.c, fvr-always.c, fvr-off.c).  */

int
sum (int count)
{
  int result = 0;
  for (int j = 0; j < count; ++j)
    result += j * j;
  return result;
}
