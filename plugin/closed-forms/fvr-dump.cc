/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* fvr-dump.cc -- what the final value replacement tells the pass's dump
   file and -fopt-info about each loop.  */

#include "compat.h"
#include "fvr.h"
#include "dump.h"

void
fvr_dump_not_replaced (const struct fvr_loop *fl)
{
  if (!dump_file || !fl->why)
    return;
  fprintf (dump_file, ";; fvr: loop %d: not replaced: %s", fl->loop->num,
	   fl->why);
  if (fl->where)
    {
      fprintf (dump_file, " (");
      print_generic_expr (dump_file, fl->where, TDF_NONE);
      fprintf (dump_file, ")");
    }
  fprintf (dump_file, "\n");
}

void
fvr_dump_summaries (const struct fvr_loop *fl)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  int num = fl->loop->num;
  fprintf (dump_file, ";; fvr: loop %d: exit bb %d -> bb %d, latch "
	   "executions ", num, fl->exit->src->index, fl->exit->dest->index);
  print_generic_expr (dump_file, fl->desc.niter, TDF_NONE);
  fprintf (dump_file, ", zero if ");
  print_generic_expr (dump_file, fl->desc.may_be_zero, TDF_NONE);
  if (fl->assumptions)
    {
      fprintf (dump_file, ", assuming ");
      print_generic_expr (dump_file, fl->assumptions, TDF_NONE);
    }
  fprintf (dump_file, "\n");
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      fprintf (dump_file, ";; fvr: loop %d: chrec ", num);
      print_generic_expr (dump_file, fl->values[i].name, TDF_NONE);
      fprintf (dump_file, " = ");
      fvr_chrec_print (dump_file, &fl->values[i].ch);
      fprintf (dump_file, "\n");
    }
}

void
fvr_dump_closed_forms (const struct fvr_loop *fl)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  fprintf (dump_file, ";; fvr: loop %d: closed form:\n", fl->loop->num);
  print_gimple_seq (dump_file, fl->niter_seq, 2, TDF_NONE);
  print_gimple_seq (dump_file, fl->closed_seq, 2, TDF_NONE);
  for (unsigned i = 0; i < fl->values.length (); i++)
    {
      fprintf (dump_file, ";; fvr: loop %d: exit value ", fl->loop->num);
      print_generic_expr (dump_file, fl->values[i].name, TDF_NONE);
      fprintf (dump_file, " = ");
      print_generic_expr (dump_file, fl->values[i].closed, TDF_NONE);
      fprintf (dump_file, "\n");
    }
}

void
fvr_dump_cost (const struct fvr_loop *fl)
{
  if (dump_file)
    fprintf (dump_file, ";; fvr: loop %d: cost: loop %d per iteration, "
	     "closed form %d, T %" HOST_WIDE_INT_PRINT "u%s\n", fl->loop->num,
	     fvr_iteration_cost (fl), fl->closed_cost, fl->threshold,
	     fpscev_opts.fvr_threshold >= 0 ? " (fvr-threshold)" : "");
}

void
fvr_dump_decision (const struct fvr_loop *fl, enum fvr_decision decision,
		   const char *why)
{
  static const char *const names[] = { "loop", "closed form", "guarded" };
  if (!dump_file)
    return;
  fprintf (dump_file, ";; fvr: loop %d: decision: %s (%s)",
	   fl->loop->num, names[decision], why);
  if (decision == FVR_GUARD)
    fprintf (dump_file, ", guard cost %d", fl->guard_cost);
  fprintf (dump_file, "\n");
}

void
fvr_report_change (const struct fvr_loop *fl, gimple *stmt,
		   enum fvr_decision decision)
{
  if (!dump_enabled_p () || !stmt)
    return;
  const gimple *where = fpscev_remark_where (stmt);
  dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where,
		   "fpscev: loop %d: %u final value%s replaced by a closed "
		   "form of degree %u%s\n", fl->loop->num,
		   fl->values.length (), fl->values.length () == 1 ? "" : "s",
		   fl->values[0].ch.degree,
		   decision == FVR_GUARD ? " when the trip count is large" : "");
}
