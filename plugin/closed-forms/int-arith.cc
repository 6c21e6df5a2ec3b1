/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* int-arith.cc -- the integer arithmetic of the closed forms
   (int-arith.h).  */

#include "compat.h"
#include "int-arith.h"

unsigned
fvr_factorial_two_exponent (unsigned k)
{
  unsigned e = 0;
  for (unsigned i = 2; i <= k; i++)
    for (unsigned j = i; j % 2 == 0; j /= 2)
      e++;
  return e;
}

tree
fvr_unsigned_type_with_bits (unsigned prec)
{
  static tree *const candidates[] = {
    &unsigned_type_node, &long_unsigned_type_node,
    &long_long_unsigned_type_node, &unsigned_intTI_type_node
  };
  for (unsigned i = 0; i < ARRAY_SIZE (candidates); i++)
    {
      tree t = *candidates[i];
      if (t && TYPE_PRECISION (t) >= prec
	  && targetm.scalar_mode_supported_p (SCALAR_INT_TYPE_MODE (t)))
	return t;
    }
  return NULL_TREE;
}

/* By Newton's iteration x <- x (2 - ODD x), exact to 3, 6, 12, ...
   bits.  */
tree
fvr_odd_inverse (tree type, HOST_WIDE_INT odd)
{
  unsigned prec = TYPE_PRECISION (type);
  wide_int o = wi::shwi (odd, prec);
  wide_int x = o;
  for (unsigned bits = 3; bits < prec; bits *= 2)
    x = wi::mul (x, wi::sub (wi::shwi (2, prec), wi::mul (o, x)));
  return wide_int_to_tree (type, x);
}
