/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* param-ranges.cc -- the table of the ranges of parameters from their
   callers' arguments (param-ranges.h).  It is keyed by the DECL_UID of
   the PARM_DECL: a clone of the function, whose body GCC copies later,
   has parameters of its own.  */

#include "compat.h"
#include "float-types.h"
#include "return-ranges.h"
#include "param-ranges.h"

/* The recorded ranges, by the DECL_UID of the parameter; NULL until the
   first one.  */
static fpscev_range_table *recorded;

/* Whether the parameters of the function being analysed take their
   recorded ranges: not while the body of an inline copy is analysed.  */
static bool parms_seeded = true;

void
fpscev_record_param_range (tree parm, const fr_range *r)
{
  if (!recorded)
    recorded = new fpscev_range_table;
  fpscev_table_union (recorded, DECL_UID (parm), r);
}

void
fpscev_seed_param_ranges (bool seeded)
{
  parms_seeded = seeded;
}

const fr_range *
fpscev_recorded_param_range (tree parm)
{
  if (!parms_seeded || TREE_CODE (parm) != PARM_DECL)
    return NULL;
  return fpscev_table_lookup (recorded, parm, TREE_TYPE (parm));
}

void
fpscev_param_ranges_register (const char *name)
{
  register_callback (name, PLUGIN_FINISH, fpscev_free_range_table_callback,
		     &recorded);
}
