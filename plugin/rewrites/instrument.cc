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
