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
#include "tree-ssa.h"
#include "float-types.h"

/* How a site is tested.  */
enum site_form
{
  /* A branch to its report right after its definition.  */
  FORM_BRANCH,
  /* In a reduction loop: its failures recorded, reported at the loop's
     exits.  */
  FORM_LOOP,
  /* A value a reduction loop carries: its last value tested at the
     loop's exits (exit_form_p).  */
  FORM_EXIT
};

/* A site in a reduction loop LOOP, NAME, tested in FORM, the ORDERth
   statement of an iteration (order_loop_sites): FORM_LOOP's records are
   RECORDS records from FIRST_RECORD on.  */
struct loop_site
{
  tree name;
  class loop *loop;
  enum site_form form;
  unsigned order, first_record, records;
};

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
  /* The reduction loops (fpscev_reduction_loops) whose sites record
     their failures, by number, or NULL; the records of those sites'
     values (site_values), each site's in a row; those sites.  */
  sbitmap loops;
  auto_vec<struct fpscev_loop_record> records;
  auto_vec<struct loop_site> loop_sites;
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

/* Whether the statement USE_STMT, which uses the site NAME, is a site
   whose value is one of the kinds SS tests whenever NAME's is: an
   arithmetic operation or a conversion (a NaN stays a NaN, an infinity
   a NaN or an infinity), but not a division by NAME unless only NaNs are
   tested (x / inf is 0), and for =inf a conversion only (inf - inf and
   inf * 0 are NaNs).  */
static bool
passes_on_p (struct sanitize_state *ss, gimple *use_stmt, tree name)
{
  gassign *assign = dyn_cast<gassign *> (use_stmt);
  if (!assign || gimple_assign_load_p (assign)
      || TREE_CODE (gimple_assign_lhs (assign)) != SSA_NAME
      || !site_p (gimple_assign_lhs (assign)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (assign);
  if (ss->tested == FPSCEV_CLASS_INF)
    return code == FLOAT_EXPR || CONVERT_EXPR_CODE_P (code);
  return (code != RDIV_EXPR || gimple_assign_rhs2 (assign) != name
	  || ss->tested == FPSCEV_CLASS_NAN);
}

/* Whether the site NAME, defined by a statement, is left to its uses to
   report: GCC may compute a value where the program does not (LIM's and
   PRE's hoisting above a test, a reciprocal computed once for the
   divisions of both arms), and where it is not used, it is none of the
   program's values.  So a site whose every use passes it on to a site
   (passes_on_p) is not tested, its using sites report it, if no use
   post-dominates its definition, or if GCC made it without a source
   position (which its users have).  Needs the post-dominators.  */
static bool
reported_by_uses_p (struct sanitize_state *ss, tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (SSA_NAME_IS_DEFAULT_DEF (name) || is_gimple_call (def))
    return false;
  bool located = gimple_has_location (def);
  imm_use_iterator it;
  gimple *use_stmt;
  FOR_EACH_IMM_USE_STMT (use_stmt, it, name)
    if (!is_gimple_debug (use_stmt)
	&& (!passes_on_p (ss, use_stmt, name)
	    || (located
		&& dominated_by_p (CDI_POST_DOMINATORS, gimple_bb (def),
				   gimple_bb (use_stmt)))))
      return false;
  return true;
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

/* A report being written: the format not printed yet, which starts at
   PRINTED in PP's buffer (pp_formatted_text ends the text so far with a
   NUL), the format printed (DONE), and the values it prints.  A report
   in the branch form (RECORDS NULL) is one call of dprintf; in the loop
   form, one call per value, whose format says "several values" where the
   loop's failures had several: RECORDS are the records of the values the
   report prints, in order (a NULL ANY for a constant), and NEXT the next
   one's.  */
struct report
{
  pretty_printer pp;
  size_t printed;
  char *done;
  gimple_seq *seq;
  auto_vec<tree> args;
  const struct fpscev_loop_record *records;
  unsigned next;
};

/* The printf conversion of a value of TYPE, a float or an integer, and
   in *TO the type it prints: a double, or a long double for the wider
   floats; a long long, or a long double for the wider integers.  NULL if
   TYPE is neither.  */
static const char *
conversion (tree type, tree *to)
{
  if (SCALAR_FLOAT_TYPE_P (type))
    {
      bool wide = TYPE_PRECISION (type) > TYPE_PRECISION (double_type_node);
      *to = wide ? long_double_type_node : double_type_node;
      return wide ? "%La" : "%a";
    }
  if (INTEGRAL_TYPE_P (type)
      && TYPE_PRECISION (type) <= TYPE_PRECISION (long_long_integer_type_node))
    {
      *to = (TYPE_UNSIGNED (type) ? long_long_unsigned_type_node
	     : long_long_integer_type_node);
      return TYPE_UNSIGNED (type) ? "%llu" : "%lld";
    }
  *to = long_double_type_node;
  return INTEGRAL_TYPE_P (type) ? "%.0Lf" : NULL;
}

/* The size of the values of TYPE, a float or an integer, if value_bits
   can take their bits: at most 64 bits, of an integer mode; else 0.  */
static unsigned
bits_size (tree type)
{
  unsigned size = (tree_fits_uhwi_p (TYPE_SIZE (type))
		   ? tree_to_uhwi (TYPE_SIZE (type)) : 0);
  if (INTEGRAL_TYPE_P (type))
    size = TYPE_PRECISION (type);
  return (size && size <= 64 && int_mode_for_size (size, 0).exists ()
	  ? size : 0);
}

/* The bits of the value V (bits_size), as an unsigned integer of its
   size, appended to SEQ.  */
static tree
value_bits (gimple_seq *seq, tree v)
{
  tree type = TREE_TYPE (v);
  tree itype = build_nonstandard_integer_type (bits_size (type), 1);
  if (INTEGRAL_TYPE_P (type))
    return gimple_convert (seq, itype, v);
  return gimple_build (seq, VIEW_CONVERT_EXPR, itype, v);
}

/* The value of TYPE whose bits (value_bits) are BITS, appended to SEQ.  */
static tree
bits_value (gimple_seq *seq, tree type, tree bits)
{
  if (INTEGRAL_TYPE_P (type))
    return gimple_convert (seq, type, bits);
  return gimple_build (seq, VIEW_CONVERT_EXPR, type, bits);
}

/* The format string literal TEXT followed by TAIL.  */
static tree
format_literal (const char *text, const char *tail)
{
  char *s = concat (text, tail, NULL);
  tree lit = build_string_literal (strlen (s) + 1, s);
  free (s);
  return lit;
}

/* Print, in the loop form, the format of REP not printed yet followed by
   CONV, the conversion of ARG if EXACT (a boolean), else by "several
   values".  */
static void
print_piece (struct report *rep, const char *conv, tree arg, tree exact)
{
  const char *text = pp_formatted_text (&rep->pp) + rep->printed;
  tree format = format_literal (text, conv);
  if (!integer_onep (exact))
    format = gimple_build (rep->seq, COND_EXPR, TREE_TYPE (format), exact,
			   format, format_literal (text, "several values"));
  auto_vec<tree, 1> args;
  if (arg)
    args.quick_push (arg);
  fpscev_append_report (rep->seq, format, args);
  rep->done = reconcat (rep->done, rep->done, text, conv, NULL);
  rep->printed += strlen (text) + 1;
}

/* Append to REP the printf conversion of OP and the value it prints: OP,
   or in the loop form, the value its record holds (OP itself if it is a
   constant).  */
static void
append_operand (struct report *rep, tree op)
{
  tree to;
  const char *conv = conversion (TREE_TYPE (op), &to);
  const struct fpscev_loop_record *rec
    = rep->records ? &rep->records[rep->next++] : NULL;
  if (!conv)
    pp_string (&rep->pp, "...");
  else if (!rec)
    {
      pp_string (&rep->pp, conv);
      rep->args.safe_push (gimple_convert (rep->seq, to, op));
    }
  else
    {
      tree exact = boolean_true_node;
      if (rec->any)
	{
	  tree any;
	  fpscev_append_record_read (rep->seq, rec, &any, &exact);
	  op = bits_value (rep->seq, TREE_TYPE (op), any);
	}
      else
	gcc_checking_assert (CONSTANT_CLASS_P (op));
      print_piece (rep, conv, gimple_convert (rep->seq, to, op), exact);
    }
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

/* Append to REP the description of DEF, the definition of a site, with
   its operands (site_values) unless AT_EXIT (an arithmetic operation
   whose last value is tested, exit_form_p).  */
static void
describe_stmt (struct report *rep, gimple *def, bool at_exit)
{
  pretty_printer *pp = &rep->pp;
  if (gcall *call = dyn_cast<gcall *> (def))
    {
      pp_string (pp, "call ");
      append_callee (pp, call);
      pp_string (pp, " (");
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  if (i)
	    pp_string (pp, ", ");
	  append_operand (rep, gimple_call_arg (call, i));
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
      if (at_exit)
	return;
      pp_space (pp);
      append_operand (rep, rhs1);
      pp_space (pp);
      pp_string (pp, operations[op].sign);
      pp_space (pp);
      append_operand (rep, gimple_assign_rhs2 (def));
      return;
    }
  pretty_printer type;
  dump_generic_node (&type, TREE_TYPE (gimple_assign_lhs (def)), 0,
		     TDF_NONE, false);
  pp_string (pp, "conversion of ");
  append_operand (rep, rhs1);
  pp_string (pp, " to '");
  append_literal (pp, pp_formatted_text (&type));
  pp_string (pp, "'");
}

/* Push to VALUES the values the report of the site NAME prints, in order:
   its definition's operands, then NAME.  */
static void
site_values (tree name, vec<tree> *values)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gcall *call = dyn_cast<gcall *> (def))
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      values->safe_push (gimple_call_arg (call, i));
  else if (!gimple_assign_load_p (def))
    {
      values->safe_push (gimple_assign_rhs1 (def));
      if (operation_index (gimple_assign_rhs_code (def)) >= 0)
	values->safe_push (gimple_assign_rhs2 (def));
    }
  values->safe_push (name);
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

/* Append to SEQ the report of the site NAME on standard error: in the
   branch form (RECORDS NULL), with NAME's value and its operands'; in
   the loop form, with those its RECORDS hold (site_values); at a loop's
   exit (AT_EXIT), NAME's last value.  Return its text (in GC
   memory).  */
static const char *
append_report (struct sanitize_state *ss, gimple_seq *seq, tree name,
	       const struct fpscev_loop_record *records, bool at_exit)
{
  gimple *def = (SSA_NAME_IS_DEFAULT_DEF (name) ? NULL
		 : SSA_NAME_DEF_STMT (name));
  location_t loc = (def ? gimple_location (def)
		    : DECL_SOURCE_LOCATION (SSA_NAME_VAR (name)));
  expanded_location where = expand_location (loc);
  struct report rep;
  rep.printed = 0;
  rep.done = xstrdup ("");
  rep.seq = seq;
  rep.records = records;
  rep.next = 0;
  append_literal (&rep.pp, where.file ? where.file : "<unknown>");
  char position[64];
  snprintf (position, sizeof position, ":%d:%d: runtime error: ",
	    where.line, where.column);
  pp_string (&rep.pp, position);
  if (def)
    describe_stmt (&rep, def, at_exit);
  else
    {
      pp_string (&rep.pp, "parameter '");
      append_literal (&rep.pp,
		      IDENTIFIER_POINTER (DECL_NAME (SSA_NAME_VAR (name))));
      pp_string (&rep.pp, "'");
    }
  pp_string (&rep.pp, " is ");
  append_operand (&rep, name);
  if (at_exit)
    pp_string (&rep.pp, " on leaving the loop");
  pp_string (&rep.pp, " in function '");
  tree fn = source_function (def, ss->fun);
  append_literal (&rep.pp, lang_hooks.decl_printable_name (fn, 2));
  pp_string (&rep.pp, "'\n");
  const char *rest = pp_formatted_text (&rep.pp) + rep.printed;
  fpscev_append_report (seq, format_literal (rest, ""), rep.args);
  char *all = concat (rep.done, rest, NULL);
  const char *text = ggc_strdup (all);
  free (all);
  free (rep.done);
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

/* Insert SEQ, which ends with COND, the test of the site of the report
   PRINT of text TEXT, at GSI (after the statement there if AFTER), and
   branch, if COND holds, to a new block that reports the site; return
   the block where the program goes on.  */
static basic_block
branch_to_report (struct sanitize_state *ss, gimple_stmt_iterator *gsi,
		  bool after, gimple_seq seq, gcond *cond, gimple_seq print,
		  const char *text)
{
  if (after)
    gsi_insert_seq_after (gsi, seq, GSI_CONTINUE_LINKING);
  else
    gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  basic_block next = split_block (gimple_bb (cond), cond)->dest;
  basic_block report = branch_to_new_block (cond);
  fill_report_block (ss, report, next, print, text);
  return next;
}

/* Append to SEQ the test whether NAME is of the class tested, made on an
   opaque copy of it, and return the boolean; set *BITS to the copy's
   bits (fpscev_append_opaque_copy).  */
static tree
append_site_test (struct sanitize_state *ss, gimple_seq *seq, tree name,
		  tree *bits)
{
  tree copy = fpscev_append_opaque_copy (seq, ss->zero, name, bits);
  tree found = fpscev_append_class_test (seq, copy, ss->tested);
  gcc_checking_assert (found);
  return found;
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
  tree found = append_site_test (ss, &seq, name, &bits);
  gcond *cond = gimple_build_cond (NE_EXPR, found, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&seq, cond);
  gimple_seq print = NULL;
  const char *text = append_report (ss, &print, name, NULL, false);
  basic_block next = branch_to_report (ss, &gsi, after, seq, cond, print,
				       text);
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    ss->params_next = next;
  return true;
}

/* The loops.  */

/* Whether STMT lets a float value decide a branch or become a value of
   another kind (an integer, which may index memory, or the memory a
   call writes): in a loop, a NaN there may make the program crash or
   leave before the loop's exits report it.  Volatile accesses and asms
   too, which a report that waits for the exits may follow.  */
static bool
float_escape_p (gimple *stmt)
{
  if (gimple_has_volatile_ops (stmt) || gimple_code (stmt) == GIMPLE_ASM)
    return true;
  if (gcond *cond = dyn_cast<gcond *> (stmt))
    return FLOAT_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond)));
  tree lhs = gimple_get_lhs (stmt);
  bool float_lhs = lhs && FLOAT_TYPE_P (TREE_TYPE (lhs));
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	if (FLOAT_TYPE_P (TREE_TYPE (gimple_call_arg (call, i)))
	    && ((lhs && !float_lhs) || gimple_vdef (call)))
	  return true;
      return false;
    }
  if (!is_gimple_assign (stmt) || float_lhs)
    return false;
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (op && COMPARISON_CLASS_P (op))
	op = TREE_OPERAND (op, 0);
      if (op && FLOAT_TYPE_P (TREE_TYPE (op)))
	return true;
    }
  return false;
}

/* Whether the sites of LOOP may record their failures and wait for its
   exits: no statement of LOOP lets a float escape (float_escape_p).  */
static bool
sanitized_loop_p (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; ok && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      ok = !float_escape_p (gsi_stmt (gsi));
  free (body);
  return ok;
}

/* Whether the last value of the site NAME, which LOOP carries, is of the
   class tested if any of its values was: NAME is the sum, difference or
   product of the value the header's PHI takes from the latch and
   another, or its quotient by another, whose NaNs stay NaNs and
   infinities NaNs or infinities (but under sanitize=inf), and its
   definition dominates LOOP's exits.  The loop's reduction stays one the
   vectorizer takes.  Not where the x87 may carry the value wider
   (fpscev_wider_values_p), whose sum may overflow and come back where
   the program's tests, on the value rounded to its type, see an
   infinity.  */
static bool
exit_form_p (struct sanitize_state *ss, class loop *loop, tree name)
{
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def || ss->tested == FPSCEV_CLASS_INF
      || fpscev_wider_values_p (TREE_TYPE (name))
      || operation_index (gimple_assign_rhs_code (def)) < 0)
    return false;
  tree carried = NULL_TREE;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (PHI_ARG_DEF_FROM_EDGE (gsi.phi (), loop_latch_edge (loop)) == name)
      carried = gimple_phi_result (gsi.phi ());
  if (!carried
      || (gimple_assign_rhs1 (def) != carried
	  && (gimple_assign_rhs_code (def) == RDIV_EXPR
	      || gimple_assign_rhs2 (def) != carried)))
    return false;
  for (edge e : fpscev_loop_exits (ss->fun, loop))
    if (!dominated_by_p (CDI_DOMINATORS, e->src, gimple_bb (def)))
      return false;
  return true;
}

/* Whether a loop's record holds the value V of a report (site_values):
   V is no constant and is printed.  */
static bool
recorded_value_p (tree v)
{
  tree to;
  return !CONSTANT_CLASS_P (v) && conversion (TREE_TYPE (v), &to);
}

/* The number of values of the report of the site NAME (site_values) that
   a loop's records hold, or -1 if the records cannot hold one of them, or
   the site's test cannot go after its definition.  */
static int
site_records (tree name)
{
  if (stmt_ends_bb_p (SSA_NAME_DEF_STMT (name)))
    return -1;
  auto_vec<tree, 4> values;
  site_values (name, &values);
  int n = 0;
  for (tree v : values)
    if (recorded_value_p (v))
      {
	if (!bits_size (TREE_TYPE (v)))
	  return -1;
	n++;
      }
  return n;
}

/* How the site NAME is tested, and in *LOOP its reduction loop (NULL
   for FORM_BRANCH if it is in none).  Needs the dominators.  */
static enum site_form
site_form (struct sanitize_state *ss, tree name, class loop **loop)
{
  *loop = NULL;
  if (!ss->loops || SSA_NAME_IS_DEFAULT_DEF (name))
    return FORM_BRANCH;
  class loop *l = gimple_bb (SSA_NAME_DEF_STMT (name))->loop_father;
  if (!l || !bitmap_bit_p (ss->loops, l->num))
    return FORM_BRANCH;
  *loop = l;
  if (fpscev_carried_name_p (l, name) && exit_form_p (ss, l, name))
    return FORM_EXIT;
  return site_records (name) >= 0 ? FORM_LOOP : FORM_BRANCH;
}

/* Sort loop sites by their ORDER.  */
static int
compare_loop_sites (const void *pa, const void *pb)
{
  const struct loop_site *a = (const struct loop_site *) pa;
  const struct loop_site *b = (const struct loop_site *) pb;
  return a->order < b->order ? -1 : a->order > b->order;
}

/* Number SS's loop sites in the order in which an iteration of their loop
   computes them: its blocks in the order of the dominators, and their
   statements.  */
static void
order_loop_sites (struct sanitize_state *ss)
{
  hash_map<tree, unsigned> order;
  for (auto loop : loops_list (ss->fun, LI_ONLY_INNERMOST))
    {
      if (!ss->loops || !bitmap_bit_p (ss->loops, loop->num))
	continue;
      basic_block *body = get_loop_body_in_dom_order (loop);
      unsigned n = 0;
      for (unsigned i = 0; i < loop->num_nodes; i++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	     !gsi_end_p (gsi); gsi_next (&gsi))
	  {
	    tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	    if (lhs && TREE_CODE (lhs) == SSA_NAME)
	      order.put (lhs, n++);
	  }
      free (body);
    }
  for (struct loop_site &ls : ss->loop_sites)
    ls.order = *order.get (ls.name);
  ss->loop_sites.qsort (compare_loop_sites);
}

/* The most values the records of one loop hold: each takes two
   reductions, which live in registers through the loop, and beyond
   which the loop spills them on each iteration (dist in
   bench/sanitize.md: 26 values, 18 times slower than the plain loop on
   one element, 6 times on many) and is better off with branches.  */
#define LOOP_RECORDS_MAX 12

/* Clear from SS's loops those of the sites in SITES that keep their
   branches (site_form), or whose records would hold more than
   LOOP_RECORDS_MAX values: so that a loop's reports keep the order of its
   failures.  */
static void
drop_loops (struct sanitize_state *ss, vec<tree> *sites)
{
  auto_vec<int> records;
  records.safe_grow_cleared (number_of_loops (ss->fun));
  class loop *loop;
  for (tree name : *sites)
    {
      enum site_form form = site_form (ss, name, &loop);
      if (form == FORM_BRANCH && loop)
	bitmap_clear_bit (ss->loops, loop->num);
      else if (form == FORM_LOOP)
	records[loop->num] += site_records (name);
    }
  for (unsigned i = 0; i < records.length (); i++)
    if (records[i] > LOOP_RECORDS_MAX)
      bitmap_clear_bit (ss->loops, i);
}

/* Move from SITES to SS's loop sites those of its reduction loops
   (drop_loops).  */
static void
classify_sites (struct sanitize_state *ss, vec<tree> *sites)
{
  calculate_dominance_info (CDI_DOMINATORS);
  drop_loops (ss, sites);
  class loop *loop;
  unsigned kept = 0;
  for (tree name : *sites)
    {
      enum site_form form = site_form (ss, name, &loop);
      if (form == FORM_BRANCH)
	(*sites)[kept++] = name;
      else
	{
	  struct loop_site ls = { name, loop, form, 0, 0, 0 };
	  ss->loop_sites.safe_push (ls);
	}
    }
  sites->truncate (kept);
  order_loop_sites (ss);
  free_dominance_info (CDI_DOMINATORS);
}

/* Test the site LS (FORM_LOOP) after its definition: record its values
   (site_values) if it fails.  */
static void
record_site (struct sanitize_state *ss, struct loop_site *ls)
{
  gimple *def = SSA_NAME_DEF_STMT (ls->name);
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gimple_seq seq = NULL;
  tree bits;
  tree found = append_site_test (ss, &seq, ls->name, &bits);
  auto_vec<tree, 4> values;
  site_values (ls->name, &values);
  ls->first_record = ss->records.length ();
  ls->records = values.length ();
  for (tree v : values)
    {
      struct fpscev_loop_record rec = { NULL_TREE, NULL_TREE };
      if (recorded_value_p (v))
	rec = fpscev_append_loop_record (&seq, ss->fun, found,
					 v == ls->name ? bits
					 : value_bits (&seq, v));
      ss->records.safe_push (rec);
    }
  gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
}

/* At the end of BB, on an exit of LS's loop, test LS: whether its records
   hold a failure (FORM_LOOP) or its last value fails (FORM_EXIT), and if
   so report it.  Return the block where the program goes on.  */
static basic_block
test_at_exit (struct sanitize_state *ss, basic_block bb,
	      const struct loop_site *ls)
{
  gimple_seq seq = NULL, print = NULL;
  gcond *cond;
  const char *text;
  if (ls->form == FORM_LOOP)
    {
      const struct fpscev_loop_record *records
	= &ss->records[ls->first_record];
      const struct fpscev_loop_record *value = &records[ls->records - 1];
      gcc_checking_assert (value->any);
      tree any, exact;
      tree none = fpscev_append_record_read (&seq, value, &any, &exact);
      cond = gimple_build_cond (EQ_EXPR, none, boolean_false_node,
				NULL_TREE, NULL_TREE);
      text = append_report (ss, &print, ls->name, records, false);
    }
  else
    {
      tree bits;
      tree found = append_site_test (ss, &seq, ls->name, &bits);
      cond = gimple_build_cond (NE_EXPR, found, boolean_false_node,
				NULL_TREE, NULL_TREE);
      text = append_report (ss, &print, ls->name, NULL, true);
    }
  gimple_seq_add_stmt (&seq, cond);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  return branch_to_report (ss, &gsi, true, seq, cond, print, text);
}

/* Instrument SS's loop sites: record those of FORM_LOOP, and test them
   all on their loops' exits, in the order of an iteration
   (order_loop_sites).  */
static void
instrument_loop_sites (struct sanitize_state *ss)
{
  for (struct loop_site &ls : ss->loop_sites)
    if (ls.form == FORM_LOOP)
      record_site (ss, &ls);
  for (auto loop : loops_list (ss->fun, LI_ONLY_INNERMOST))
    {
      unsigned n = 0;
      for (const struct loop_site &ls : ss->loop_sites)
	n += ls.loop == loop;
      if (!n)
	continue;
      auto_vec<edge> exits = fpscev_loop_exits (ss->fun, loop);
      gimple *exit_test = (exits.is_empty () ? NULL
			   : fpscev_last_stmt (exits[0]->src));
      if (dump_enabled_p () && exit_test)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, exit_test,
			 "fpscev: sanitized loop: %u checks reported at its "
			 "exits\n", n);
      for (edge e : exits)
	{
	  basic_block bb = split_edge (e);
	  for (const struct loop_site &ls : ss->loop_sites)
	    if (ls.loop == loop)
	      bb = test_at_exit (ss, bb, &ls);
	}
    }
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
   counting those they do, and leaving out those their uses report.  */
static void
collect_sites (struct sanitize_state *ss, vec<tree> *sites)
{
  unsigned i;
  tree name;
  calculate_dominance_info (CDI_POST_DOMINATORS);
  FOR_EACH_SSA_NAME (i, name, ss->fun)
    if (site_p (name))
      {
	if (proven_p (ss, name))
	  ss->removed++;
	else if (!reported_by_uses_p (ss, name))
	  sites->safe_push (name);
      }
  free_dominance_info (CDI_POST_DOMINATORS);
}

/* Whether the sites of FUN's loops may wait for the exits: where GCC
   vectorizes the loops whose iterations it has to count (not with the
   very cheap cost model of -O2, which leaves them scalar, where the
   records cost more than branches: rms in bench/sanitize.md).  Then the
   dead branches the ranges' folds leave behind, which the niter analysis
   would walk, are removed.  */
static bool
prepare_loops (function *fun)
{
  if (!current_loops || !opt_for_fn (fun->decl, optimize)
      || opt_for_fn (fun->decl, optimize_debug)
      || !opt_for_fn (fun->decl, flag_tree_loop_vectorize)
      || (opt_for_fn (fun->decl, flag_vect_cost_model)
	  == VECT_COST_MODEL_VERY_CHEAP))
    return false;
  if (need_ssa_update_p (fun))
    update_ssa (TODO_update_ssa);
  cleanup_tree_cfg ();
  return true;
}

/* The reduction loops of FUN whose sites may wait for the exits
   (sanitized_loop_p), or NULL.  */
static sbitmap
sanitized_loops (function *fun)
{
  auto_vec<gimple *> points;
  fpscev_leave_points (fun, &points);
  return fpscev_reduction_loops (fun, &points, sanitized_loop_p);
}

/* Instrument SITES, the sites of SS's function.  */
static void
instrument_sites (struct sanitize_state *ss, vec<tree> *sites)
{
  gimple_seq seq = NULL;
  ss->zero = fpscev_append_opaque_zero (&seq);
  ss->entry = gimple_seq_last_stmt (seq);
  gsi_insert_seq_on_edge_immediate (single_succ_edge
				    (ENTRY_BLOCK_PTR_FOR_FN (ss->fun)), seq);
  if (ss->loops)
    classify_sites (ss, sites);
  ss->kept = ss->loop_sites.length ();
  instrument_loop_sites (ss);
  for (tree name : *sites)
    ss->kept += instrument_site (ss, name);
  /* The tests split blocks; the reports read and write memory, the
     records are memory that becomes SSA names.  */
  free_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (ss->fun);
  if (ss->loop_sites.is_empty ())
    update_ssa (TODO_update_ssa_only_virtuals);
  else
    {
      update_ssa (TODO_update_ssa);
      execute_update_addresses_taken ();
    }
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
}

bool
fpscev_sanitize (function *fun, struct fpscev_analysis *a)
{
  hash_map<nofree_string_hash, tree> reported;
  struct sanitize_state ss;
  ss.fun = fun;
  ss.a = a;
  ss.tested = tested_class ();
  ss.zero = NULL_TREE;
  ss.entry = NULL;
  ss.params_next = NULL;
  ss.reported = &reported;
  ss.loops = NULL;
  ss.kept = ss.removed = 0;
  auto_vec<tree> sites;
  collect_sites (&ss, &sites);
  if (!sites.is_empty () && prepare_loops (fun))
    {
      /* The cleanup may have removed sites.  */
      sites.truncate (0);
      ss.removed = 0;
      collect_sites (&ss, &sites);
      ss.loops = sanitized_loops (fun);
    }
  if (!sites.is_empty ())
    {
      instrument_sites (&ss, &sites);
      if (ss.loops)
	sbitmap_free (ss.loops);
    }
  if (dump_enabled_p () && (ss.kept || ss.removed))
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_function_decl (fun->decl),
		     "fpscev: sanitize: %u checks kept, %u removed by "
		     "ranges\n", ss.kept, ss.removed);
  return ss.kept != 0;
}
