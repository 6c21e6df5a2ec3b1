/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* static-ranges.cc -- the table of the ranges of file-local float
   variables (static-ranges.h), keyed by the DECL_UID of the variable.  */

#include "compat.h"
#include "float-types.h"
#include "return-ranges.h"
#include "static-ranges.h"

/* The recorded ranges; NULL until the first one.  */
static fpscev_range_table *recorded;

void
fpscev_record_static_range (tree var, const fr_range *r)
{
  if (!recorded)
    recorded = new fpscev_range_table;
  fpscev_table_union (recorded, DECL_UID (var), r);
}

const fr_range *
fpscev_recorded_static_range (tree var)
{
  return VAR_P (var) ? fpscev_table_lookup (recorded, var, TREE_TYPE (var))
	 : NULL;
}

void
fpscev_static_ranges_register (const char *name)
{
  register_callback (name, PLUGIN_FINISH, fpscev_free_range_table_callback,
		     &recorded);
}
