/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* pass.cc -- the fpscev GIMPLE pass: where it runs and what it does to a
   function, in order.

   The pass runs once per function, right after pass_fix_loops and before
   the loop pipeline (pass_tree_loop): late enough that GCC has already
   simplified the function (including cdce's sqrt guards and sincos's
   cexpi), early enough that the loops are still in their source form,
   before unrolling and vectorization, and at the top level so that it sees
   functions without loops too.  doc/fpscev.texi explains the choice.
   At -O0 and -Og, where that pass does not run, a pass of its own runs
   the sanitizer, late, before expansion.  */

#include "compat.h"
#include "options.h"
#include "pass.h"
#include "engine.h"
#include "range-dump.h"
#include "dump.h"
#include "check.h"
#include "instrument.h"
#include "sanitize.h"
#include "warn.h"
#include "simplify.h"
#include "simplify-minmax.h"
#include "errno-free.h"
#include "clamp-sqrt.h"
#include "simplify-branches.h"
#include "errno-deferred.h"
#include "propagate.h"
#include "final-value.h"
#include "export.h"
#include "return-ranges.h"
#include "param-ranges.h"
#include "static-ranges.h"
#include "ipa-ranges.h"

namespace {

const pass_data fpscev_pass_data = {
  GIMPLE_PASS,
  "fpscev",			/* name */
  OPTGROUP_LOOP | OPTGROUP_OTHER, /* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg | PROP_ssa,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class fpscev_pass : public gimple_opt_pass
{
public:
  fpscev_pass (gcc::context *ctxt)
    : gimple_opt_pass (fpscev_pass_data, ctxt)
  {}

  bool gate (function *) final override { return true; }
  unsigned int execute (function *fun) final override;
};

/* Whether FUN has an SSA name of a float type the range core models.  */
static bool
has_float_values (function *fun)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fun)
    if (fpscev_format_of (TREE_TYPE (name))
	|| fpscev_complex_float_p (TREE_TYPE (name)))
      return true;
  return false;
}

/* The TODO flags of the sanitizer on FUN, with its ranges A (NULL:
   none), if asked for.  */
static unsigned int
sanitize (function *fun, struct fpscev_analysis *a)
{
  return (fpscev_opts.sanitize && fpscev_sanitize (fun, a)
	  ? TODO_cleanup_cfg : 0);
}

/* Apply the simplifications to A's function, in their order; return the
   number of changes.  */
static unsigned int
simplify (struct fpscev_analysis *a)
{
  /* The calls made errno-free first: a constant result then replaces the
     whole call.  */
  unsigned n = fpscev_errno_free_calls (a);
  n += fpscev_simplify_function (a);
  /* After folding, which makes the calls of ordered operands one
     operand.  */
  n += fpscev_simplify_min_max_calls (a);
  /* After folding, which may have made values constants itself, and
     before check mode, which then checks the definitions of the names
     replaced.  */
  n += fpscev_propagate_constants (a);
  /* After folding, which removes the errno calls of the roots.  */
  n += fpscev_branch_free_roots (a->fun);
  n += fpscev_simplify_branches (a);
  /* Last: the roots whose errno the ranges could not rule out.  */
  if (fpscev_opts.defer_errno)
    n += fpscev_defer_loop_errno (a->fun);
  if (dump_file)
    fprintf (dump_file, ";; fpscev: %u changes\n\n", n);
  return n;
}

/* Analyse FUN and apply the consumers; return the TODO flags the changes
   need.  */
unsigned int
fpscev_pass::execute (function *fun)
{
  struct fpscev_analysis a;
  unsigned int todo = 0;
  fpscev_dump_header (fun);
  /* Final values first: the loops are still in their source shape.  */
  bool replaced = fpscev_final_values (fun);
  if (replaced)
    todo |= TODO_update_ssa | TODO_cleanup_cfg;
  /* The sanitizer tests the floats the core does not model too (those
     the x87 may hold wider), without ranges.  */
  if (!has_float_values (fun))
    return todo | sanitize (fun, NULL);
  /* The range analysis walks GCC's loops (preheaders may be added, so
     before the SSA names are counted) and asks the niter analysis for
     trip counts, unless the final value replacement left SSA form to be
     updated.  */
  bool loops = number_of_loops (fun) > 1;
  if (loops)
    {
      fpscev_init_loops_quietly (LOOPS_NORMAL);
      if (!replaced)
	scev_initialize ();
    }
  fpscev_analysis_init (&a, fun, fpscev_opts.libm_ulps,
			fpscev_opts.libm_override);
  fpscev_analyze (&a);
  fpscev_record_return_range (&a);
  if (loops)
    {
      scev_finalize ();
      loop_optimizer_finalize (fun);
    }
  fpscev_dump_ranges (&a);
  /* Before any change, on the statements as the program has them.  */
  if (fpscev_opts.warn)
    fpscev_warn_non_finite (&a);
  if (fpscev_opts.fold && simplify (&a))
    todo |= TODO_update_ssa | TODO_cleanup_cfg;
  unsigned exported = fpscev_export_ranges (&a);
  if (dump_file && exported)
    fprintf (dump_file, ";; fpscev: %u ranges exported to GCC\n\n", exported);
  /* Before check mode, whose tests the sanitizer must not test.  */
  todo |= sanitize (fun, &a);
  if (fpscev_opts.check && fpscev_instrument_checks (&a))
    todo |= TODO_update_ssa | TODO_cleanup_cfg;
  fpscev_analysis_release (&a);
  return todo;
}

const pass_data sanitize_pass_data = {
  GIMPLE_PASS,
  "fpscev-sanitize",		/* name */
  OPTGROUP_OTHER,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg | PROP_ssa,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

/* The sanitizer where the fpscev pass does not run: at -O0 and -Og,
   without ranges.  */
class sanitize_pass : public gimple_opt_pass
{
public:
  sanitize_pass (gcc::context *ctxt)
    : gimple_opt_pass (sanitize_pass_data, ctxt)
  {}

  bool
  gate (function *fun) final override
  {
    return (fpscev_opts.sanitize
	    && (!opt_for_fn (fun->decl, optimize)
		|| opt_for_fn (fun->decl, optimize_debug)));
  }

  unsigned int
  execute (function *fun) final override
  {
    return sanitize (fun, NULL);
  }
};

} // anon namespace

/* Insert PASS after the first instance of the pass REFERENCE, for plugin
   NAME.  */
static void
insert_pass_after (const char *name, opt_pass *pass, const char *reference)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

void
fpscev_register_pass (const char *name)
{
  insert_pass_after (name, new fpscev_pass (g), "fix_loops");
  insert_pass_after (name, fpscev_make_lim_pass (g), "fpscev");
  /* Where -O0 lowers complex arithmetic, a pass that runs at every level
     (and does nothing where the optimizers ran).  */
  insert_pass_after (name, new sanitize_pass (g), "cplxlower0");
  fpscev_instrument_register_roots (name);
  fpscev_warn_register (name);
  fpscev_return_ranges_register (name);
  fpscev_ipa_ranges_register (name);
  fpscev_param_ranges_register (name);
  fpscev_static_ranges_register (name);
}
