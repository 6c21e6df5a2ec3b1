/* fvr-assumptions.c at the default fvr mode: the guard is then "at least
   T iterations" and the trip count's assumptions together.  */
#include "fvr-assumptions.c"
