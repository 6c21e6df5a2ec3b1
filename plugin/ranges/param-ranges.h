/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* param-ranges.h -- the ranges of the float parameters of functions whose
   every call GCC sees, from the arguments their callers pass.

   After GCC's interprocedural passes, before any function's late passes
   (and so before fpscev analyses any function), each function that is
   local to the compilation (not visible outside it, its address never
   taken, no aliases, not an IPA clone) has, for each float parameter to
   which every direct call passes a constant or a value whose range the
   analysis of the caller's body gives, the union of those ranges
   recorded (ipa-ranges.cc computes them).  GCC redirects calls to the
   clones it makes rather than add calls to the function, so its calls at
   run time are among those.  */

#ifndef FPSCEV_PARAM_RANGES_H
#define FPSCEV_PARAM_RANGES_H

/* Record R as a range of the parameter PARM (joined to any recorded).  */
void fpscev_record_param_range (tree parm, const fr_range *r);

/* Whether fpscev_recorded_param_range gives the recorded ranges (SEEDED)
   or none, while the body of an inline copy, whose parameters are those
   of the function it is inlined into, is analysed.  */
void fpscev_seed_param_ranges (bool seeded);

/* The recorded range of the parameter PARM (a PARM_DECL of the function
   being compiled, of a modelled float type), or NULL.  */
const fr_range *fpscev_recorded_param_range (tree parm);

/* Free the ranges at the end of the compilation (PLUGIN_FINISH of the
   plugin NAME).  */
void fpscev_param_ranges_register (const char *name);

#endif /* FPSCEV_PARAM_RANGES_H */
