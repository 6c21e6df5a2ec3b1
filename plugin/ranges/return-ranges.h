/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* return-ranges.h -- the ranges of the values functions return, used at
   their callers in the same compilation (translation unit, or LTO
   partition).

   After fpscev analyses a function whose result is a modelled float, the
   join of the ranges of the values its returns give is recorded, keyed
   by the function's declaration; for a function whose result is an
   integer, the join of the bounds of its returns' integers: a constant,
   GCC's own range of the value returned, narrowed where it is a float's
   conversion defined for every value of the float, through PHIs.  GCC compiles most callees before their
   callers; a call to a function analysed already, whose body is the one
   the program runs (not interposable, not weak, not noipa) and that is
   compiled with the caller's options, takes the recorded range.  */

#ifndef FPSCEV_RETURN_RANGES_H
#define FPSCEV_RETURN_RANGES_H

#include "callees.h"

struct fpscev_analysis;

/* A table of ranges keyed by DECL_UID, each allocated with XNEW.  */
typedef hash_map<int_hash<unsigned, UINT_MAX, UINT_MAX - 1>, fr_range *>
  fpscev_range_table;

/* Join R into the range TABLE holds for UID (R's copy if none); false if
   that range has another format.  */
bool fpscev_table_union (fpscev_range_table *table, unsigned uid,
			 const fr_range *r);

/* Free *TABLE and its ranges, and set it to NULL.  */
void fpscev_free_range_table (fpscev_range_table **table);

/* The range TABLE (possibly NULL) holds for DECL, if it has the format
   of TYPE; else NULL.  */
const fr_range *fpscev_table_lookup (fpscev_range_table *table, tree decl,
				     tree type);

/* Free the table *TABLE points to, a fpscev_range_table * (a PLUGIN_FINISH
   callback).  */
void fpscev_free_range_table_callback (void *, void *table);

/* Record the range of the values A's function returns, from A's ranges
   (after fpscev_analyze).  */
void fpscev_record_return_range (struct fpscev_analysis *a);

/* The recorded range of the value the direct call CALL in the current
   function returns, if it may be used there; else NULL.  */
const fr_range *fpscev_recorded_return_range (gcall *call);

/* Whether the integers the direct call CALL in the current function
   returns are recorded (and may be used there), in the type of CALL's
   result; if so, sets LO and HI to their bounds.  */
bool fpscev_recorded_return_integers (gcall *call, mpz_t lo, mpz_t hi);

/* Free the table at the end of the compilation (PLUGIN_FINISH of the
   plugin NAME).  */
void fpscev_return_ranges_register (const char *name);

#endif /* FPSCEV_RETURN_RANGES_H */
