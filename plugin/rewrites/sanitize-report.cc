/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* sanitize-report.cc -- the reports of the finite-math sanitizer
   (sanitize.cc): the message of a site, with its source position, its
   operation and operands, its value and its function, written as a
   printf format and the values it prints, and the calls of dprintf that
   print it on standard error: one call in the branch form, one per value
   in the loop form (sanitize-loops.cc), whose values come from the
   loop's records.  */

#include "compat.h"
#include "sanitize.h"
#include "sanitize-impl.h"

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

int
sanitize_operation_index (enum tree_code code)
{
  for (unsigned i = 0; i < ARRAY_SIZE (operations); i++)
    if (operations[i].code == code)
      return (int) i;
  return -1;
}

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

const char *
sanitize_printf_conversion (tree type, tree *to)
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

unsigned
sanitize_bits_size (tree type)
{
  unsigned size = (tree_fits_uhwi_p (TYPE_SIZE (type))
		   ? tree_to_uhwi (TYPE_SIZE (type)) : 0);
  if (INTEGRAL_TYPE_P (type))
    size = TYPE_PRECISION (type);
  return (size && size <= 64 && int_mode_for_size (size, 0).exists ()
	  ? size : 0);
}

tree
sanitize_value_bits (gimple_seq *seq, tree v)
{
  tree type = TREE_TYPE (v);
  tree itype = build_nonstandard_integer_type (sanitize_bits_size (type),
					       1);
  if (INTEGRAL_TYPE_P (type))
    return gimple_convert (seq, itype, v);
  return gimple_build (seq, VIEW_CONVERT_EXPR, itype, v);
}

/* The value of TYPE whose bits (sanitize_value_bits) are BITS, appended
   to SEQ.  */
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
  const char *conv = sanitize_printf_conversion (TREE_TYPE (op), &to);
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
   its operands (sanitize_site_values) unless AT_EXIT (an arithmetic
   operation whose last value is tested, FORM_EXIT).  */
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
  int op = sanitize_operation_index (gimple_assign_rhs_code (def));
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

void
sanitize_site_values (tree name, vec<tree> *values)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gcall *call = dyn_cast<gcall *> (def))
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      values->safe_push (gimple_call_arg (call, i));
  else if (!gimple_assign_load_p (def))
    {
      values->safe_push (gimple_assign_rhs1 (def));
      if (sanitize_operation_index (gimple_assign_rhs_code (def)) >= 0)
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

const char *
sanitize_append_report (struct sanitize_state *ss, gimple_seq *seq,
			tree name, const struct fpscev_loop_record *records,
			bool at_exit)
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

