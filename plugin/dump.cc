/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* dump.cc -- the dump file's header line of each function, and where and
   under which -fopt-info kind a remark goes (fpscev_remark_where,
   fpscev_remark_kind), for every part of the plugin.  The ranges' own
   lines are range-dump.cc's.  */

#include "compat.h"
#include "dump.h"

/* The source positions (LOCATION_LOCUS) the current function's decided
   tests were reported at under MSG_OPTIMIZED_LOCATIONS.  */
static hash_set<int_hash<location_t, UNKNOWN_LOCATION, BUILTINS_LOCATION> >
  *reported_positions;

void
fpscev_dump_header (function *fun)
{
  if (reported_positions)
    reported_positions->empty ();
  if (dump_file)
    fprintf (dump_file, ";; fpscev: %s\n", function_name (fun));
}

/* Whether STMT carries a source location.  */
static bool
located_p (const gimple *stmt)
{
  return (!is_gimple_debug (stmt)
	  && LOCATION_LOCUS (gimple_location (stmt)) > BUILTINS_LOCATION);
}

/* The first statement with a location from GSI on (BACKWARD: back from
   GSI), or NULL.  */
static const gimple *
first_located (gimple_stmt_iterator gsi, bool backward = false)
{
  for (; !gsi_end_p (gsi); backward ? gsi_prev (&gsi) : gsi_next (&gsi))
    if (located_p (gsi_stmt (gsi)))
      return gsi_stmt (gsi);
  return NULL;
}

/* The nearest statement with a location around the unlocated STMT of BB,
   or NULL: the first after it in BB (the first of BB for a PHI), the
   first of a successor (what a guard GCC made guards), the last before
   it in BB, the last of a single predecessor.  */
static const gimple *
nearest_located (gimple *stmt, basic_block bb)
{
  bool phi = gimple_code (stmt) == GIMPLE_PHI;
  gimple_stmt_iterator gsi = phi ? gsi_start_bb (bb) : gsi_for_stmt (stmt);
  if (!phi)
    gsi_next (&gsi);
  if (const gimple *s = first_located (gsi))
    return s;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (const gimple *s = first_located (gsi_start_bb (e->dest)))
      return s;
  if (!phi)
    {
      gsi = gsi_for_stmt (stmt);
      gsi_prev (&gsi);
      if (const gimple *s = first_located (gsi, true))
	return s;
    }
  if (single_pred_p (bb))
    return first_located (gsi_last_bb (single_pred (bb)), true);
  return NULL;
}

const gimple *
fpscev_remark_where (gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  if (located_p (stmt) || !bb)
    return stmt;
  const gimple *near = nearest_located (stmt, bb);
  return near ? near : stmt;
}

dump_flags_t
fpscev_remark_kind (const gimple *where)
{
  location_t locus = LOCATION_LOCUS (gimple_location (where));
  if (locus <= BUILTINS_LOCATION)
    return MSG_OPTIMIZED_LOCATIONS;
  if (!reported_positions)
    reported_positions
      = new hash_set<int_hash<location_t, UNKNOWN_LOCATION,
			      BUILTINS_LOCATION> >;
  return reported_positions->add (locus) ? MSG_NOTE : MSG_OPTIMIZED_LOCATIONS;
}

void
fpscev_init_loops_quietly (unsigned flags)
{
  FILE *saved = dump_file;
  dump_file = NULL;
  loop_optimizer_init (flags);
  dump_file = saved;
}
