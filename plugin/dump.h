/* dump.h -- the lines fpscev writes into its dump file.  */

#ifndef FPSCEV_DUMP_H
#define FPSCEV_DUMP_H

struct fpscev_analysis;

/* Write the line that opens the pass's lines for function FUN.  */
void fpscev_dump_header (function *fun);

/* Write the ranges A computed, one line per float SSA name with a known
   fact, into the dump file (with their rules and the seed's min/max/
   isInteger block under TDF_DETAILS).  */
void fpscev_dump_ranges (struct fpscev_analysis *a);

#endif /* FPSCEV_DUMP_H */
