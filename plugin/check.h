/* check.h -- check mode: run-time verification of the computed ranges.  */

#ifndef FPSCEV_CHECK_H
#define FPSCEV_CHECK_H

struct fpscev_analysis;

/* Register with GCC's garbage collector the trees check mode keeps across
   functions, for plugin PLUGIN_NAME.  */
void fpscev_check_register_roots (const char *plugin_name);

/* Instrument every definition of a float SSA name of A's function whose
   range says something with a run-time test that the value lies in the
   range (failing: a report on stderr and abort).  Returns the number of
   checks inserted.  */
unsigned fpscev_instrument_checks (struct fpscev_analysis *a);

#endif /* FPSCEV_CHECK_H */
