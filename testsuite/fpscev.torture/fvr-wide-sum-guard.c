/* fvr-wide-sum.c at the default fvr mode: the guard is then "at least T
   iterations", the trip count's assumptions and the counters' no-wrap
   conditions together, where it costs no more than an iteration.  */
#include "fvr-wide-sum.c"
