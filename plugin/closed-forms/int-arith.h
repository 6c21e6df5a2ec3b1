/* Copyright (C) 2026 The fpscev authors.
   This file is part of fpscev, free software: you can redistribute it
   and/or modify it under the terms of the GNU General Public License as
   published by the Free Software Foundation, either version 3 of the
   License, or (at your option) any later version.  It is distributed
   WITHOUT ANY WARRANTY; see the file COPYING.
   SPDX-License-Identifier: GPL-3.0-or-later  */

/* int-arith.h -- the integer arithmetic of the closed forms: the
   factorials' powers of two, inverses modulo 2^N and the target's wide
   unsigned types, shared by the summaries (chrec.cc, chrec-build.cc,
   chrec-nest.cc) and their evaluation (chrec-apply.cc).  */

#ifndef FPSCEV_INT_ARITH_H
#define FPSCEV_INT_ARITH_H

/* The exponent of 2 in K!.  */
unsigned fvr_factorial_two_exponent (unsigned k);

/* The unsigned integer type of the target with at least PREC bits
   (precision of a standard type), or NULL.  */
tree fvr_unsigned_type_with_bits (unsigned prec);

/* The inverse of the odd number ODD modulo 2^PREC, PREC that of the
   unsigned TYPE.  */
tree fvr_odd_inverse (tree type, HOST_WIDE_INT odd);

#endif /* FPSCEV_INT_ARITH_H */
