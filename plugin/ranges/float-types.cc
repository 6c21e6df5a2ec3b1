/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* float-types.cc -- GCC float types as range core formats, the
   function's floating-point options as core assumptions, and the
   narrowing of ranges by them; GCC's float comparisons and math calls
   in the core's terms.  */

#include "compat.h"
#include "options.h"
#include "float-types.h"
#include "callees.h"

/* One core format per float machine mode, built on first use.  */
static fr_format mode_formats[NUM_MACHINE_MODES];
static bool mode_format_known[NUM_MACHINE_MODES];

/* Whether the GCC real format FMT is a binary IEEE-like format the core
   can emulate: radix 2, one significand (not a double-double pair), with
   infinities, NaNs and signed zeros.  */
static bool
modelled_real_format_p (const struct real_format *fmt)
{
  return fmt && fmt->b == 2 && fmt->p == fmt->pnan && fmt->has_inf
	 && fmt->has_nans && fmt->has_signed_zero
	 && !fmt->round_towards_zero;
}

/* Whether values of TYPE may silently carry more precision than TYPE has:
   on targets that evaluate float arithmetic in a wider format without
   saying so in GIMPLE (x87 with -fexcess-precision=fast), a TYPE variable
   may hold a value that is not a TYPE number at all.  Where the target
   calls the precision unpredictable (x87 and SSE mixed: -mfpmath=sse,387,
   or -m32 -msse without SSE2), any type narrower than long double may
   live in an x87 register.  Such types are not modelled.  */
static bool
implicit_excess_precision_p (const_tree type)
{
  enum flt_eval_method m
    = targetm.c.excess_precision (EXCESS_PRECISION_TYPE_IMPLICIT);
  if (m == FLT_EVAL_METHOD_PROMOTE_TO_DOUBLE)
    return TYPE_PRECISION (type) < TYPE_PRECISION (double_type_node);
  if (m == FLT_EVAL_METHOD_PROMOTE_TO_LONG_DOUBLE
      || m == FLT_EVAL_METHOD_UNPREDICTABLE)
    return TYPE_PRECISION (type) < TYPE_PRECISION (long_double_type_node);
  return false;
}

bool
fpscev_wider_values_p (const_tree type)
{
  return (targetm.c.excess_precision (EXCESS_PRECISION_TYPE_STANDARD)
	  == FLT_EVAL_METHOD_PROMOTE_TO_LONG_DOUBLE
	  && TYPE_PRECISION (type) < TYPE_PRECISION (long_double_type_node));
}

/* The x87 precision control (x86 only): -mpc32 and -mpc64 make the
   program round the x87's results to 24 and 53 bits (GCC links
   crtprec32.o or crtprec64.o, which set it at startup; cc1 sees the
   option too, and the last -mpc option counts).  Then x87 long double
   arithmetic and libm functions are not those of the format, and where
   the x87 computes float and double values too (i386's libm; -mfpmath=387
   or sse,387, which implicit_excess_precision_p excludes already) theirs
   are not either.  Whether values of TYPE may be computed at a reduced
   precision control.  */
static bool
reduced_x87_precision_p (const_tree type)
{
#ifdef TARGET_MIX_SSE_I387
  static int reduced = -1;
  if (reduced < 0)
    {
      reduced = 0;
      for (unsigned i = 0; i < save_decoded_options_count; i++)
	if (save_decoded_options[i].opt_index == OPT_mpc32
	    || save_decoded_options[i].opt_index == OPT_mpc64)
	  reduced = 1;
	else if (save_decoded_options[i].opt_index == OPT_mpc80)
	  reduced = 0;
    }
  if (!reduced || !TARGET_80387)
    return false;
  return (TYPE_MODE (type) == XFmode
	  || (!TARGET_64BIT
	      && TYPE_PRECISION (type) <= TYPE_PRECISION (double_type_node)));
#else
  (void) type;
  return false;
#endif
}

/* The libm error table of the target (frange.h).  */
static enum fr_libm_table
target_libm_table (void)
{
#ifdef TARGET_MIX_SSE_I387
  return TARGET_64BIT ? FR_LIBM_GLIBC_X86_64 : FR_LIBM_GLIBC_I386;
#else
  return FR_LIBM_CONSERVATIVE;
#endif
}

const fr_format *
fpscev_format_of (const_tree type)
{
  if (!type || TREE_CODE (type) != REAL_TYPE || DECIMAL_FLOAT_TYPE_P (type))
    return NULL;
  machine_mode mode = TYPE_MODE (type);
  if (!SCALAR_FLOAT_MODE_P (mode) || DECIMAL_FLOAT_MODE_P (mode)
      || implicit_excess_precision_p (type)
      || reduced_x87_precision_p (type))
    return NULL;
  const struct real_format *rf = REAL_MODE_FORMAT (mode);
  if (!modelled_real_format_p (rf))
    return NULL;
  /* A type that may hold wider values (fpscev_wider_values_p) is one of
     implicit excess precision: the formats model SSA names that hold
     numbers of their type only.  */
  gcc_checking_assert (!fpscev_wider_values_p (type));
  fr_format *f = &mode_formats[mode];
  if (!mode_format_known[mode])
    {
      f->prec = rf->p;
      f->emin = rf->emin;
      f->emax = rf->emax;
      f->subnormals = rf->has_denorm;
      f->name = GET_MODE_NAME (mode);
      mode_format_known[mode] = true;
    }
  return f;
}

tree
fpscev_real_constant (tree type, mpfr_srcptr x)
{
  gcc_checking_assert (mpfr_number_p (x));
  REAL_VALUE_TYPE v;
  real_from_mpfr (&v, x, type, MPFR_RNDN);
  return build_real (type, v);
}

bool
fpscev_complex_float_p (const_tree type)
{
  return (type && TREE_CODE (type) == COMPLEX_TYPE
	  && fpscev_format_of (TREE_TYPE (type)) != NULL);
}

void
fpscev_fp_options_for (function *fun, int libm_ulps,
		       const int *libm_override,
		       struct fpscev_fp_options *out)
{
  tree fn = fun->decl;
  out->gcc_finite_math_only = opt_for_fn (fn, flag_finite_math_only);
  out->finite_math_only = (out->gcc_finite_math_only
			   && fpscev_opts.sanitize == FPSCEV_SANITIZE_OFF);
  out->no_signed_zeros = !opt_for_fn (fn, flag_signed_zeros);
  out->reciprocal_math = opt_for_fn (fn, flag_reciprocal_math);
  out->associative = opt_for_fn (fn, flag_associative_math);
  out->contract = opt_for_fn (fn, flag_fp_contract_mode) == FP_CONTRACT_FAST;
  out->env.dynamic_rounding = opt_for_fn (fn, flag_rounding_math);
  out->env.libm_ulps = libm_ulps;
  out->env.approx_libm = opt_for_fn (fn, flag_unsafe_math_optimizations);
  out->env.libm_table = target_libm_table ();
  out->env.libm_override = libm_override;
  out->flush_subnormals = out->env.approx_libm;
}

void
fpscev_apply_fp_options (const struct fpscev_fp_options *fp, fr_range *r)
{
  if (fp->finite_math_only)
    {
      fr_drop_nan (r);
      fr_drop_inf (r);
    }
  if (fp->no_signed_zeros)
    fr_merge_zero_signs (r);
  if (fp->flush_subnormals)
    fr_flush_subnormals (r);
}

void
fpscev_set_unknown (const struct fpscev_fp_options *fp, fr_range *r)
{
  fr_set_full (r);
  fpscev_apply_fp_options (fp, r);
}

bool
fpscev_no_fact_p (const struct fpscev_fp_options *fp, const fr_range *r)
{
  fr_range unknown;
  fr_init (&unknown, fr_format_of (r));
  fpscev_set_unknown (fp, &unknown);
  bool same = fr_equal_p (r, &unknown);
  fr_clear (&unknown);
  return same;
}

int
fpscev_core_comparison (enum tree_code code)
{
  switch (code)
    {
    case LT_EXPR: return FR_LT;
    case LE_EXPR: return FR_LE;
    case GT_EXPR: return FR_GT;
    case GE_EXPR: return FR_GE;
    case EQ_EXPR: return FR_EQ;
    case NE_EXPR: return FR_NE;
    case UNLT_EXPR: return FR_UNLT;
    case UNLE_EXPR: return FR_UNLE;
    case UNGT_EXPR: return FR_UNGT;
    case UNGE_EXPR: return FR_UNGE;
    case UNEQ_EXPR: return FR_UNEQ;
    case LTGT_EXPR: return FR_LTGT;
    case ORDERED_EXPR: return FR_ORDERED;
    case UNORDERED_EXPR: return FR_UNORDERED;
    default: return -1;
    }
}

combined_fn
fpscev_call_combined_fn (gcall *call)
{
  if (!gimple_call_internal_p (call) && fpscev_unit_defines_callee_p (call))
    return CFN_LAST;
  return gimple_call_combined_fn (call);
}

bool
fpscev_calls_unit_libm_name_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
	if (call && fpscev_call_combined_fn (call)
		    != gimple_call_combined_fn (call))
	  return true;
      }
  return false;
}

internal_fn
fpscev_call_math_fn (gcall *call)
{
  combined_fn cfn = fpscev_call_combined_fn (call);
  tree lhs = gimple_call_lhs (call);
  if (cfn == CFN_LAST || !lhs)
    return IFN_LAST;
  return internal_fn_p (cfn) ? as_internal_fn (cfn)
	 : associated_internal_fn (cfn, TREE_TYPE (lhs));
}
