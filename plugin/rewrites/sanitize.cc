/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* sanitize.cc -- the finite-math sanitizer
   (-fplugin-arg-fpscev-sanitize[=finite|nan|inf]).

   A site is a float SSA name that brings a NaN or an infinity into being
   or into the function: the result of an addition, subtraction,
   multiplication or division, of a conversion that may overflow, of a
   call, of a load, or a parameter.  Right after its definition (at the
   start of the function for a parameter), a test on the value's bits
   (instrument.h: GCC cannot fold it away under -ffinite-math-only)
   branches, never taken on clean values, to a block of its own that
   reports the site on standard error, as UBSan does:

     FILE:LINE:COL: runtime error: division 0x0p+0 / 0x0p+0 is -nan
       in function 'f'

   and aborts; with sanitize-recover, the block reports its site the first
   time only (a static flag per site) and goes back.  A value whose
   fpscev range holds no value of the kinds tested gets no test; the
   ranges, when sanitizing, do not take -ffinite-math-only's promise for
   granted (float-types.cc).  */

#include "compat.h"
#include "options.h"
#include "engine.h"
#include "instrument.h"
#include "sanitize.h"

/* The instrumentation of one function.  */
struct sanitize_state
{
  function *fun;
  /* The ranges, or NULL.  */
  struct fpscev_analysis *a;
  enum fpscev_value_class tested;
  /* An unsigned 64-bit zero GCC cannot see through, and the asm that
     defines it, at the start of the function, after which the parameters
     are tested.  */
  tree zero;
  gimple *entry;
  /* Where the next parameter is tested, at the start of: the block after
     the test of the last one, or NULL (after ENTRY).  */
  basic_block params_next;
  /* sanitize-recover: by message, the static flag of whether the site was
     reported: the sites of one position and operation, such as GCC's
     copies of a call on both paths of cdce's test, are one.  */
  hash_map<nofree_string_hash, tree> *reported;
  /* The sites tested, and those the ranges spare.  */
  unsigned kept, removed;
};

/* An arithmetic operation that makes a NaN or an infinity of finite
   operands: its code, name and sign.  */
struct operation
{
  enum tree_code code;
  const char *name, *sign;
};

static const struct operation operations[] = {
  { PLUS_EXPR, "addition", "+" },
  { MINUS_EXPR, "subtraction", "-" },
  { MULT_EXPR, "multiplication", "*" },
  { RDIV_EXPR, "division", "/" },
};

/* The index in operations of CODE, or -1.  */
static int
operation_index (enum tree_code code)
{
  for (unsigned i = 0; i < ARRAY_SIZE (operations); i++)
    if (operations[i].code == code)
      return (int) i;
  return -1;
}

/* Whether converting a value of type FROM to the float type TO may
   overflow: an integer of magnitude 2^emax or more, or a float of a
   larger exponent range.  */
static bool
conversion_may_overflow_p (tree from, tree to)
{
  const struct real_format *to_fmt = REAL_MODE_FORMAT (TYPE_MODE (to));
  if (INTEGRAL_TYPE_P (from))
    return ((int) TYPE_PRECISION (from) - !TYPE_UNSIGNED (from)
	    >= to_fmt->emax);
  if (!SCALAR_FLOAT_TYPE_P (from))
    return false;
  const struct real_format *from_fmt = REAL_MODE_FORMAT (TYPE_MODE (from));
  return from_fmt && from_fmt->emax > to_fmt->emax;
}

/* Whether the definition DEF of a float SSA name is a site.  */
static bool
site_stmt_p (gimple *def)
{
  if (is_gimple_call (def))
    return true;
  gassign *assign = dyn_cast<gassign *> (def);
  if (!assign)
    return false;
  if (gimple_assign_load_p (assign))
    return true;
  enum tree_code code = gimple_assign_rhs_code (assign);
  if (operation_index (code) >= 0)
    return true;
  return ((code == FLOAT_EXPR || CONVERT_EXPR_CODE_P (code))
	  && conversion_may_overflow_p (TREE_TYPE (gimple_assign_rhs1 (assign)),
					TREE_TYPE (gimple_assign_lhs (assign))));
}

/* Whether NAME is a site: a float value the sanitizer can test, used,
   defined by a site statement or a parameter.  */
static bool
site_p (tree name)
{
  tree type = TREE_TYPE (name);
  if (!SCALAR_FLOAT_TYPE_P (type) || !fpscev_class_testable_p (type)
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    return (SSA_NAME_VAR (name) && TREE_CODE (SSA_NAME_VAR (name)) == PARM_DECL
	    && DECL_NAME (SSA_NAME_VAR (name)) && !has_zero_uses (name));
  return (gimple_bb (def) && site_stmt_p (def)
	  && (is_gimple_call (def) || !has_zero_uses (name)));
}

/* Whether the range of NAME proves it none of the values tested.  */
static bool
proven_p (struct sanitize_state *ss, tree name)
{
  const struct fpscev_value *v = ss->a ? fpscev_value_of (ss->a, name) : NULL;
  if (!v || v->imag)
    return false;
  bool nan = fr_maybe_nan_p (&v->r);
  bool inf = fr_maybe_pinf_p (&v->r) || fr_maybe_ninf_p (&v->r);
  switch (ss->tested)
    {
    case FPSCEV_CLASS_NAN:
      return !nan;
    case FPSCEV_CLASS_INF:
      return !inf;
    default:
      return !nan && !inf;
    }
}

/* The message.  */

/* Append S to PP with its '%' doubled: text of a printf format.  */
static void
append_literal (pretty_printer *pp, const char *s)
{
  for (; *s; s++)
    {
      if (*s == '%')
	pp_character (pp, '%');
      pp_character (pp, *s);
    }
}

/* Append to PP the printf conversion of OP, a float or an integer, and to
   ARGS the value it prints, converted in SEQ: a double, or a long double
   for the wider floats; a long long, or a long double for the wider
   integers.  */
static void
append_operand (pretty_printer *pp, gimple_seq *seq, tree op,
		vec<tree> *args)
{
  tree type = TREE_TYPE (op);
  tree to;
  if (SCALAR_FLOAT_TYPE_P (type))
    {
      bool wide = TYPE_PRECISION (type) > TYPE_PRECISION (double_type_node);
      to = wide ? long_double_type_node : double_type_node;
      pp_string (pp, wide ? "%La" : "%a");
    }
  else if (INTEGRAL_TYPE_P (type)
	   && TYPE_PRECISION (type) <= TYPE_PRECISION
					 (long_long_integer_type_node))
    {
      to = (TYPE_UNSIGNED (type) ? long_long_unsigned_type_node
	    : long_long_integer_type_node);
      pp_string (pp, TYPE_UNSIGNED (type) ? "%llu" : "%lld");
    }
  else if (INTEGRAL_TYPE_P (type))
    {
      to = long_double_type_node;
      pp_string (pp, "%.0Lf");
    }
  else
    {
      pp_string (pp, "...");
      return;
    }
  args->safe_push (gimple_convert (seq, to, op));
}

/* Append to PP the name of the function CALL calls: as the program
   spells it, without the "__builtin_" GCC's own calls have.  */
static void
append_callee (pretty_printer *pp, gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  const char *name;
  if (gimple_call_internal_p (call))
    {
      /* .SQRT, .FMA: the math function of the result's type.  */
      internal_fn ifn = gimple_call_internal_fn (call);
      tree decl = mathfn_built_in (TREE_TYPE (gimple_call_lhs (call)),
				   as_combined_fn (ifn));
      if (!decl)
	{
	  char *lower = xstrdup (internal_fn_name (ifn));
	  for (char *c = lower; *c; c++)
	    *c = TOLOWER (*c);
	  append_literal (pp, lower);
	  free (lower);
	  return;
	}
      name = IDENTIFIER_POINTER (DECL_NAME (decl));
    }
  else if (fndecl && DECL_NAME (fndecl))
    name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  else
    name = "a function pointer";
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  append_literal (pp, name);
}

/* Append to PP and ARGS (in SEQ) the description of DEF, the definition
   of a site, with its operands.  */
static void
describe_stmt (pretty_printer *pp, gimple_seq *seq, gimple *def,
	       vec<tree> *args)
{
  if (gcall *call = dyn_cast<gcall *> (def))
    {
      pp_string (pp, "call ");
      append_callee (pp, call);
      pp_string (pp, " (");
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  if (i)
	    pp_string (pp, ", ");
	  append_operand (pp, seq, gimple_call_arg (call, i), args);
	}
      pp_string (pp, ")");
      return;
    }
  tree rhs1 = gimple_assign_rhs1 (def);
  if (gimple_assign_load_p (def))
    {
      tree base = get_base_address (rhs1);
      pp_string (pp, "load");
      if (base && DECL_P (base) && DECL_NAME (base) && !DECL_ARTIFICIAL (base))
	{
	  pp_string (pp, " from '");
	  append_literal (pp, lang_hooks.decl_printable_name (base, 2));
	  pp_string (pp, "'");
	}
      return;
    }
  int op = operation_index (gimple_assign_rhs_code (def));
  if (op >= 0)
    {
      pp_string (pp, operations[op].name);
      pp_space (pp);
      append_operand (pp, seq, rhs1, args);
      pp_space (pp);
      pp_string (pp, operations[op].sign);
      pp_space (pp);
      append_operand (pp, seq, gimple_assign_rhs2 (def), args);
      return;
    }
  pretty_printer type;
  dump_generic_node (&type, TREE_TYPE (gimple_assign_lhs (def)), 0,
		     TDF_NONE, false);
  pp_string (pp, "conversion of ");
  append_operand (pp, seq, rhs1, args);
  pp_string (pp, " to '");
  append_literal (pp, pp_formatted_text (&type));
  pp_string (pp, "'");
}

/* The function whose source holds STMT (NULL: FUN's): the one inlined
   there, if any.  */
static tree
source_function (gimple *stmt, function *fun)
{
  for (tree b = stmt ? gimple_block (stmt) : NULL_TREE;
       b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    {
      tree origin = block_ultimate_origin (b);
      if (origin && TREE_CODE (origin) == FUNCTION_DECL)
	return origin;
    }
  return fun->decl;
}

/* Append to SEQ the report of the site NAME on standard error; return
   its text (in GC memory).  */
static const char *
append_report (struct sanitize_state *ss, gimple_seq *seq, tree name)
{
  gimple *def = (SSA_NAME_IS_DEFAULT_DEF (name) ? NULL
		 : SSA_NAME_DEF_STMT (name));
  location_t loc = (def ? gimple_location (def)
		    : DECL_SOURCE_LOCATION (SSA_NAME_VAR (name)));
  expanded_location where = expand_location (loc);
  pretty_printer pp;
  auto_vec<tree> args;
  append_literal (&pp, where.file ? where.file : "<unknown>");
  char position[64];
  snprintf (position, sizeof position, ":%d:%d: runtime error: ",
	    where.line, where.column);
  pp_string (&pp, position);
  if (def)
    describe_stmt (&pp, seq, def, &args);
  else
    {
      pp_string (&pp, "parameter '");
      append_literal (&pp,
		      IDENTIFIER_POINTER (DECL_NAME (SSA_NAME_VAR (name))));
      pp_string (&pp, "'");
    }
  pp_string (&pp, " is ");
  append_operand (&pp, seq, name, &args);
  pp_string (&pp, " in function '");
  tree fn = source_function (def, ss->fun);
  append_literal (&pp, lang_hooks.decl_printable_name (fn, 2));
  pp_string (&pp, "'\n");
  const char *text = ggc_strdup (pp_formatted_text (&pp));
  fpscev_append_report (seq, build_string_literal (strlen (text) + 1, text),
			args);
  return text;
}

/* The tests.  */

/* Make COND, the last statement of its block whose one successor edge
   falls through, a branch: its false edge goes on there, its true edge,
   never taken, to a new empty block, which is returned.  */
static basic_block
branch_to_new_block (gcond *cond)
{
  basic_block bb = gimple_bb (cond);
  edge e = single_succ_edge (bb);
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  e->probability = profile_probability::always ();
  basic_block target = create_empty_bb (bb);
  target->count = profile_count::zero ();
  if (current_loops)
    add_bb_to_loop (target, bb->loop_father);
  edge t = make_edge (bb, target, EDGE_TRUE_VALUE);
  t->probability = profile_probability::never ();
  return target;
}

/* The static flag of whether the site of the message TEXT was reported,
   shared by the sites of that message.  */
static tree
reported_flag (struct sanitize_state *ss, const char *text)
{
  bool existed;
  tree &flag = ss->reported->get_or_insert (text, &existed);
  if (!existed)
    flag = fpscev_static_variable (unsigned_char_type_node,
				   "fpscev_sanitize_reported", NULL_TREE);
  return flag;
}

/* Fill REPORT, the block of the failed test of a site, whose program goes
   on in NEXT: PRINT (the report of the message TEXT) and abort, or with
   sanitize-recover, PRINT the first time only, and on to NEXT.  */
static void
fill_report_block (struct sanitize_state *ss, basic_block report,
		   basic_block next, gimple_seq print, const char *text)
{
  gimple_stmt_iterator gsi = gsi_start_bb (report);
  if (!fpscev_opts.sanitize_recover)
    {
      tree abort_decl = builtin_decl_explicit (BUILT_IN_ABORT);
      gimple_seq_add_stmt (&print, gimple_build_call (abort_decl, 0));
      gsi_insert_seq_after (&gsi, print, GSI_CONTINUE_LINKING);
      return;
    }
  tree type = unsigned_char_type_node;
  tree reported = reported_flag (ss, text);
  tree old = make_ssa_name (type);
  gimple_seq test = NULL;
  gimple_seq_add_stmt (&test, gimple_build_assign (old, reported));
  gcond *first = gimple_build_cond (EQ_EXPR, old, build_zero_cst (type),
				    NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&test, first);
  gsi_insert_seq_after (&gsi, test, GSI_CONTINUE_LINKING);
  make_single_succ_edge (report, next, EDGE_FALLTHRU);
  basic_block print_bb = branch_to_new_block (first);
  gimple_seq_add_stmt (&print, gimple_build_assign (reported,
						    build_one_cst (type)));
  gsi = gsi_start_bb (print_bb);
  gsi_insert_seq_after (&gsi, print, GSI_CONTINUE_LINKING);
  make_single_succ_edge (print_bb, next, EDGE_FALLTHRU);
}

/* Where the test of NAME goes: after its definition (AFTER), or before
   the statement at *GSI: after the opaque zero for a parameter, on the
   edge on which a definition that ends its block (a call that may throw)
   falls through.  False if there is no such edge.  */
static bool
test_point (struct sanitize_state *ss, tree name, gimple_stmt_iterator *gsi,
	    bool *after)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  *after = true;
  if (SSA_NAME_IS_DEFAULT_DEF (name) && ss->params_next)
    {
      *gsi = gsi_after_labels (ss->params_next);
      *after = false;
      return true;
    }
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    def = ss->entry;
  else if (stmt_ends_bb_p (def))
    {
      edge e = find_fallthru_edge (gimple_bb (def)->succs);
      if (!e || (e->flags & EDGE_ABNORMAL))
	return false;
      *gsi = gsi_after_labels (split_edge (e));
      *after = false;
      return true;
    }
  *gsi = gsi_for_stmt (def);
  return true;
}

/* Test the site NAME after its definition; false if it cannot be.  */
static bool
instrument_site (struct sanitize_state *ss, tree name)
{
  gimple_stmt_iterator gsi;
  bool after;
  if (!test_point (ss, name, &gsi, &after))
    return false;
  gimple_seq seq = NULL;
  tree bits;
  tree copy = fpscev_append_opaque_copy (&seq, ss->zero, name, &bits);
  tree found = fpscev_append_class_test (&seq, copy, ss->tested);
  gcc_checking_assert (found);
  gcond *cond = gimple_build_cond (NE_EXPR, found, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&seq, cond);
  if (after)
    gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  basic_block next = split_block (gimple_bb (cond), cond)->dest;
  basic_block report = branch_to_new_block (cond);
  gimple_seq print = NULL;
  const char *text = append_report (ss, &print, name);
  fill_report_block (ss, report, next, print, text);
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    ss->params_next = next;
  return true;
}

/* The class of values fpscev_opts.sanitize asks to find.  */
static enum fpscev_value_class
tested_class (void)
{
  switch (fpscev_opts.sanitize)
    {
    case FPSCEV_SANITIZE_NAN:
      return FPSCEV_CLASS_NAN;
    case FPSCEV_SANITIZE_INF:
      return FPSCEV_CLASS_INF;
    default:
      return FPSCEV_CLASS_NONFINITE;
    }
}

/* Push to SITES the sites of SS's function that its ranges do not spare,
   counting those they do.  */
static void
collect_sites (struct sanitize_state *ss, vec<tree> *sites)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, ss->fun)
    if (site_p (name))
      {
	if (proven_p (ss, name))
	  ss->removed++;
	else
	  sites->safe_push (name);
      }
}

bool
fpscev_sanitize (function *fun, struct fpscev_analysis *a)
{
  hash_map<nofree_string_hash, tree> reported;
  struct sanitize_state ss = { fun, a, tested_class (), NULL_TREE, NULL,
			       NULL, &reported, 0, 0 };
  auto_vec<tree> sites;
  collect_sites (&ss, &sites);
  if (!sites.is_empty ())
    {
      gimple_seq seq = NULL;
      ss.zero = fpscev_append_opaque_zero (&seq);
      ss.entry = gimple_seq_last_stmt (seq);
      gsi_insert_seq_on_edge_immediate (single_succ_edge
					(ENTRY_BLOCK_PTR_FOR_FN (fun)), seq);
      for (tree name : sites)
	ss.kept += instrument_site (&ss, name);
      /* The tests split blocks; the reports read and write memory.  */
      free_dominance_info (CDI_DOMINATORS);
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa_only_virtuals);
      if (current_loops)
	loops_state_set (LOOPS_NEED_FIXUP);
    }
  if (dump_enabled_p () && (ss.kept || ss.removed))
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_function_decl (fun->decl),
		     "fpscev: sanitize: %u checks kept, %u removed by "
		     "ranges\n", ss.kept, ss.removed);
  return ss.kept != 0;
}
