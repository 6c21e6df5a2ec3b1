/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* instrument.cc -- the pieces of run-time tests that check mode and the
   sanitizer share (see instrument.h).  */

#include "compat.h"
#include "instrument.h"
#include "cgraph.h"
#include "float-types.h"
#include "dump.h"

/* dprintf, declared once and kept alive across functions.  */
static tree dprintf_decl;

static const struct ggc_root_tab instrument_roots[] = {
  { &dprintf_decl, 1, sizeof (dprintf_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

void
fpscev_instrument_register_roots (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) instrument_roots);
}

/* The declaration of int dprintf (int, const char *, ...).  */
static tree
get_dprintf_decl (void)
{
  if (!dprintf_decl)
    {
      tree type = build_varargs_function_type_list (integer_type_node,
						    integer_type_node,
						    const_ptr_type_node,
						    NULL_TREE);
      dprintf_decl = build_fn_decl ("dprintf", type);
    }
  return dprintf_decl;
}

void
fpscev_append_report (gimple_seq *seq, tree format, const vec<tree> &args)
{
  auto_vec<tree> call_args;
  call_args.safe_push (build_int_cst (integer_type_node, 2));
  call_args.safe_push (format);
  for (tree arg : args)
    call_args.safe_push (arg);
  gimple_seq_add_stmt (seq, gimple_build_call_vec (get_dprintf_decl (),
						   call_args));
}

tree
fpscev_append_opaque_zero (gimple_seq *seq)
{
  tree u64 = build_nonstandard_integer_type (64, 1);
  tree zero = make_ssa_name (u64);
  vec<tree, va_gc> *inputs = NULL, *outputs = NULL;
  tree out = build_tree_list (NULL_TREE, build_string (3, "=r"));
  tree in = build_tree_list (NULL_TREE, build_string (2, "0"));
  vec_safe_push (outputs, build_tree_list (out, zero));
  vec_safe_push (inputs, build_tree_list (in, build_zero_cst (u64)));
  gasm *g = gimple_build_asm_vec ("", inputs, outputs, NULL, NULL);
  SSA_NAME_DEF_STMT (zero) = g;
  gimple_seq_add_stmt (seq, g);
  return zero;
}

/* GCC would otherwise decide a test from the ranges it knows (its own on
   GCC 13 and later, and those fpscev exports) and remove it, or under
   -fassociative-math rewrite a test such as x + C <= D into x <= D - C,
   which is not the same test once rounded.  The copy is NAME's bits
   or'ed with a zero GCC does not know: no memory, no branch.  */
tree
fpscev_append_opaque_copy (gimple_seq *seq, tree zero, tree name, tree *bits)
{
  tree type = TREE_TYPE (name);
  unsigned size = (tree_fits_uhwi_p (TYPE_SIZE (type))
		   ? tree_to_uhwi (TYPE_SIZE (type)) : 0);
  *bits = NULL_TREE;
  if (!size || !int_mode_for_size (size, 0).exists ())
    return gimple_build (seq, PAREN_EXPR, type, name);
  tree itype = build_nonstandard_integer_type (size, 1);
  tree x = gimple_build (seq, VIEW_CONVERT_EXPR, itype, name);
  x = gimple_build (seq, BIT_IOR_EXPR, itype, x,
		    gimple_convert (seq, itype, zero));
  if (size <= 64)
    *bits = x;
  return gimple_build (seq, VIEW_CONVERT_EXPR, TYPE_MAIN_VARIANT (type), x);
}

/* The unsigned integer type of the size of TYPE, a binary float type with
   infinities and NaNs whose sign bit and exponent lie in that size, or
   NULL.  */
static tree
bits_type (tree type)
{
  machine_mode mode = TYPE_MODE (type);
  const struct real_format *fmt = REAL_MODE_FORMAT (mode);
  if (!fmt || fmt->b != 2 || MODE_COMPOSITE_P (mode) || !fmt->has_inf
      || !fmt->has_nans || fmt->emax <= 0
      || !tree_fits_uhwi_p (TYPE_SIZE (type)))
    return NULL_TREE;
  unsigned bits = tree_to_uhwi (TYPE_SIZE (type));
  scalar_int_mode imode;
  if (fmt->signbit_ro < floor_log2 (fmt->emax) + 1
      || (unsigned) fmt->signbit_ro >= bits
      || !int_mode_for_size (bits, 0).exists (&imode)
      || !targetm.scalar_mode_supported_p (imode))
    return NULL_TREE;
  return build_nonstandard_integer_type (bits, 1);
}

bool
fpscev_class_testable_p (tree type)
{
  return bits_type (type) != NULL_TREE;
}

/* The fraction field is the low P - 1 bits, after the explicit integer
   bit of x87's extended format, which an infinity sets too.  */
tree
fpscev_append_class_test (gimple_seq *seq, tree v,
			  enum fpscev_value_class which)
{
  tree type = TREE_TYPE (v);
  tree itype = bits_type (type);
  if (!itype)
    return NULL_TREE;
  const struct real_format *fmt = REAL_MODE_FORMAT (TYPE_MODE (type));
  int width = floor_log2 (fmt->emax) + 1;
  unsigned bits = TYPE_PRECISION (itype);
  tree x = gimple_build (seq, VIEW_CONVERT_EXPR, itype, v);
  tree e = gimple_build (seq, RSHIFT_EXPR, itype, x,
			 build_int_cst (integer_type_node,
					fmt->signbit_ro - width));
  /* The exponent field compared in 32 bits if it fits: a vector
     comparison of 64-bit integers needs SSE4.1 on x86-64.  */
  tree etype = (width <= 32 && bits > 32
		? build_nonstandard_integer_type (32, 1) : itype);
  e = gimple_convert (seq, etype, e);
  tree exp_mask = build_int_cst (etype, (HOST_WIDE_INT_1U << width) - 1);
  e = gimple_build (seq, BIT_AND_EXPR, etype, e, exp_mask);
  tree special = gimple_build (seq, EQ_EXPR, boolean_type_node, e, exp_mask);
  if (which == FPSCEV_CLASS_NONFINITE)
    return special;
  tree frac_mask = wide_int_to_tree (itype, wi::mask (fmt->p - 1, false,
						      bits));
  tree frac = gimple_build (seq, BIT_AND_EXPR, itype, x, frac_mask);
  tree kind = gimple_build (seq, which == FPSCEV_CLASS_NAN ? NE_EXPR : EQ_EXPR,
			    boolean_type_node, frac, build_zero_cst (itype));
  return gimple_build (seq, BIT_AND_EXPR, boolean_type_node, special, kind);
}

tree
fpscev_static_variable (tree type, const char *prefix, tree init)
{
  tree decl = build_decl (UNKNOWN_LOCATION, VAR_DECL,
			  create_tmp_var_name (prefix), type);
  TREE_STATIC (decl) = 1;
  TREE_READONLY (decl) = init != NULL_TREE;
  TREE_CONSTANT (decl) = init != NULL_TREE;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_INITIAL (decl) = init ? init : build_zero_cst (type);
  varpool_node::finalize_decl (decl);
  return decl;
}

tree
fpscev_append_load (gimple_seq *seq, tree var)
{
  tree v = make_ssa_name (TREE_TYPE (var));
  gimple_seq_add_stmt (seq, gimple_build_assign (v, var));
  return v;
}

/* The loops whose run-time tests wait for the exits.  */

/* Whether CALL is known to return: a const or pure function that cannot
   loop forever, a math function of libm (as GCC knows them, but a
   function of the unit's own under a library name, which
   fpscev_call_combined_fn refuses), or an internal function that stands
   for an operation (an optab); these neither leave the process nor run
   code that may.  */
static bool
call_returns_p (gcall *call)
{
  int flags = gimple_call_flags (call);
  if (flags & ECF_NORETURN)
    return false;
  if ((flags & (ECF_CONST | ECF_PURE))
      && !(flags & ECF_LOOPING_CONST_OR_PURE))
    return true;
  if (gimple_call_internal_p (call))
    return direct_internal_fn_p (gimple_call_internal_fn (call));
  return (gimple_call_builtin_p (call, BUILT_IN_NORMAL)
	  && mathfn_built_in_type (fpscev_call_combined_fn (call)));
}

bool
fpscev_stmt_may_leave_p (gimple *stmt)
{
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return !call_returns_p (call);
  if (gasm *asm_stmt = dyn_cast<gasm *> (stmt))
    return gimple_asm_volatile_p (asm_stmt);
  return false;
}

void
fpscev_leave_points (function *fun, vec<gimple *> *points)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gimple_code (stmt) == GIMPLE_RETURN
	    || fpscev_stmt_may_leave_p (stmt))
	  points->safe_push (stmt);
      }
}

/* Whether LOOP is a reduction loop (fpscev_reduction_loops) but for
   TAKES.  Needs the scalar evolutions.  */
static bool
reduction_loop_p (class loop *loop, vec<gimple *> *points)
{
  widest_int bound;
  if (loop->inner || !loop->latch
      || (loop_latch_edge (loop)->flags & EDGE_ABNORMAL)
      || !max_loop_iterations (loop, &bound))
    return false;
  for (gimple *stmt : *points)
    if (flow_bb_inside_loop_p (loop, gimple_bb (stmt)))
      return false;
  for (edge e : get_loop_exit_edges (loop))
    if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
      return false;
  return true;
}

sbitmap
fpscev_reduction_loops (function *fun, vec<gimple *> *points,
			bool (*takes) (class loop *))
{
  if (!current_loops || number_of_loops (fun) <= 1)
    return NULL;
  fpscev_init_loops_quietly (LOOPS_NORMAL);
  scev_initialize ();
  sbitmap loops = sbitmap_alloc (number_of_loops (fun));
  bitmap_clear (loops);
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (reduction_loop_p (loop, points) && (!takes || takes (loop)))
      bitmap_set_bit (loops, loop->num);
  scev_finalize ();
  loop_optimizer_finalize (fun);
  return loops;
}

auto_vec<edge>
fpscev_loop_exits (function *fun, class loop *loop)
{
  auto_vec<edge> exits;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (bb->loop_father == loop)
      {
	edge e;
	edge_iterator ei;
	FOR_EACH_EDGE (e, ei, bb->succs)
	  if (e->dest->loop_father != loop)
	    exits.safe_push (e);
      }
  return exits;
}

bool
fpscev_carried_name_p (class loop *loop, tree name)
{
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gimple_phi_result (gsi.phi ()) == name
	|| PHI_ARG_DEF_FROM_EDGE (gsi.phi (), loop_latch_edge (loop)) == name)
      return true;
  return false;
}

/* A new memory variable of TYPE of FUN named after NAME, set on entry to
   all ones (ALL_ONES) or zero.  */
static tree
new_record_variable (function *fun, tree type, bool all_ones,
		     const char *name)
{
  tree var = create_tmp_var (type, name);
  TREE_ADDRESSABLE (var) = 1;
  tree init = all_ones ? build_all_ones_cst (type) : build_zero_cst (type);
  gsi_insert_on_edge_immediate (single_succ_edge
				(ENTRY_BLOCK_PTR_FOR_FN (fun)),
				gimple_build_assign (var, init));
  return var;
}

struct fpscev_loop_record
fpscev_append_loop_record (gimple_seq *seq, function *fun, tree failed,
			   tree vbits)
{
  tree type = TREE_TYPE (vbits);
  struct fpscev_loop_record rec
    = { new_record_variable (fun, type, false, "fpscev_record_any"),
	new_record_variable (fun, type, true, "fpscev_record_all") };
  tree mask = gimple_build (seq, NEGATE_EXPR, type,
			    gimple_convert (seq, type, failed));
  tree any = gimple_build (seq, BIT_IOR_EXPR, type,
			   fpscev_append_load (seq, rec.any),
			   gimple_build (seq, BIT_AND_EXPR, type, mask,
					 vbits));
  gimple_seq_add_stmt (seq, gimple_build_assign (rec.any, any));
  tree kept = gimple_build (seq, BIT_IOR_EXPR, type,
			    gimple_build (seq, BIT_NOT_EXPR, type, mask),
			    vbits);
  tree all = gimple_build (seq, BIT_AND_EXPR, type,
			   fpscev_append_load (seq, rec.all), kept);
  gimple_seq_add_stmt (seq, gimple_build_assign (rec.all, all));
  return rec;
}

tree
fpscev_append_record_read (gimple_seq *seq,
			   const struct fpscev_loop_record *rec, tree *any,
			   tree *exact)
{
  tree type = TREE_TYPE (rec->any);
  *any = fpscev_append_load (seq, rec->any);
  tree all = fpscev_append_load (seq, rec->all);
  *exact = gimple_build (seq, EQ_EXPR, boolean_type_node, *any, all);
  return gimple_build (seq, BIT_AND_EXPR, boolean_type_node,
		       gimple_build (seq, EQ_EXPR, boolean_type_node, *any,
				     build_zero_cst (type)),
		       gimple_build (seq, EQ_EXPR, boolean_type_node, all,
				     build_all_ones_cst (type)));
}
