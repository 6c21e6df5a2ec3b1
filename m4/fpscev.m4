dnl Copyright (C) 2026 The fpscev authors.
dnl This file is part of fpscev, free software: you can redistribute it
dnl and/or modify it under the terms of the GNU General Public License as
dnl published by the Free Software Foundation, either version 3 of the
dnl License, or (at your option) any later version.  It is distributed
dnl WITHOUT ANY WARRANTY; see the file COPYING.
dnl SPDX-License-Identifier: GPL-3.0-or-later

# fpscev.m4 -- Autoconf macros that find the GCC to plug into.

# FPSCEV_GCC_PLUGIN
# -----------------
# Choose the GCC to plug into (--with-gcc, else $CC, else gcc), find its
# plugin directory and headers, and a C++ compiler of the same major version.
# Substitutes GCC_FOR_PLUGIN, GCC_PLUGIN_VERSION, GCC_PLUGIN_MAJOR,
# GCC_PLUGIN_INCLUDE, plugindir and CXX.
AC_DEFUN([FPSCEV_GCC_PLUGIN],
[AC_ARG_WITH([gcc],
  [AS_HELP_STRING([--with-gcc=PATH],
    [the GCC whose plugin fpscev is (default: $CC, else gcc)])],
  [GCC_FOR_PLUGIN=$withval],
  [GCC_FOR_PLUGIN=${CC:-gcc}])
AS_IF([test "x$CC" = x], [CC=$GCC_FOR_PLUGIN])
AC_MSG_CHECKING([the version of $GCC_FOR_PLUGIN])
GCC_PLUGIN_VERSION=`$GCC_FOR_PLUGIN -dumpfullversion 2>/dev/null`
AS_IF([test "x$GCC_PLUGIN_VERSION" = x],
  [AC_MSG_RESULT([none])
   AC_MSG_ERROR([$GCC_FOR_PLUGIN is not a working GCC; install gcc or pass --with-gcc=PATH])])
GCC_PLUGIN_MAJOR=`echo "$GCC_PLUGIN_VERSION" | sed 's/\..*//'`
AC_MSG_RESULT([$GCC_PLUGIN_VERSION])

AC_MSG_CHECKING([for the plugin directory of $GCC_FOR_PLUGIN])
GCC_PLUGIN_DIR=`$GCC_FOR_PLUGIN -print-file-name=plugin`
GCC_PLUGIN_INCLUDE=$GCC_PLUGIN_DIR/include
AS_IF([test -f "$GCC_PLUGIN_INCLUDE/gcc-plugin.h"],
  [AC_MSG_RESULT([$GCC_PLUGIN_DIR])],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([GCC's plugin headers are missing; install the Debian package gcc-$GCC_PLUGIN_MAJOR-plugin-dev])])

AC_ARG_WITH([plugindir],
  [AS_HELP_STRING([--with-plugindir=DIR],
    [where to install fpscev.so (default: the GCC's plugin directory)])],
  [plugindir=$withval],
  [plugindir=$GCC_PLUGIN_DIR])

AS_IF([test "x$CXX" = x],
  [AC_CHECK_PROGS([CXX], [g++-$GCC_PLUGIN_MAJOR g++], [])])
AS_IF([test "x$CXX" = x],
  [AC_MSG_ERROR([no C++ compiler for GCC $GCC_PLUGIN_MAJOR plugins; install the Debian package g++-$GCC_PLUGIN_MAJOR])])
AC_MSG_CHECKING([whether $CXX is GCC $GCC_PLUGIN_MAJOR])
fpscev_cxx_major=`$CXX -dumpversion 2>/dev/null | sed 's/\..*//'`
AS_IF([test "x$fpscev_cxx_major" = "x$GCC_PLUGIN_MAJOR"],
  [AC_MSG_RESULT([yes])],
  [AC_MSG_RESULT([no, $fpscev_cxx_major])
   AC_MSG_ERROR([$CXX is not g++ $GCC_PLUGIN_MAJOR; install the Debian package g++-$GCC_PLUGIN_MAJOR or set CXX])])
AC_PROG_CXX
AC_SUBST([GCC_FOR_PLUGIN])
AC_SUBST([GCC_PLUGIN_VERSION])
AC_SUBST([GCC_PLUGIN_MAJOR])
AC_SUBST([GCC_PLUGIN_INCLUDE])
AC_SUBST([plugindir])
])

# FPSCEV_CHECK_PLUGIN_COMPILES
# ----------------------------
# Check that a minimal plugin compiles against the headers with $CXX.
AC_DEFUN([FPSCEV_CHECK_PLUGIN_COMPILES],
[AC_MSG_CHECKING([whether a GCC plugin compiles with $CXX])
AC_LANG_PUSH([C++])
fpscev_save_CXXFLAGS=$CXXFLAGS
CXXFLAGS="$CXXFLAGS -I$GCC_PLUGIN_INCLUDE -fno-rtti"
AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree-pass.h"
int plugin_is_GPL_compatible;
]], [[return plugin_default_version_check (0, 0);]])],
  [AC_MSG_RESULT([yes])],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([cannot compile a plugin against $GCC_PLUGIN_INCLUDE; install the Debian packages gcc-$GCC_PLUGIN_MAJOR-plugin-dev and g++-$GCC_PLUGIN_MAJOR])])
CXXFLAGS=$fpscev_save_CXXFLAGS
AC_LANG_POP([C++])
])

# FPSCEV_CHECK_MATH_LIBS
# ----------------------
# Check for GMP, MPFR and MPC (GCC's realmpfr.h includes mpc.h).
AC_DEFUN([FPSCEV_CHECK_MATH_LIBS],
[AC_CHECK_HEADER([gmp.h], [],
  [AC_MSG_ERROR([gmp.h not found; install the Debian package libgmp-dev])])
AC_CHECK_HEADER([mpfr.h], [],
  [AC_MSG_ERROR([mpfr.h not found; install the Debian package libmpfr-dev])])
AC_CHECK_HEADER([mpc.h], [],
  [AC_MSG_ERROR([mpc.h not found; install the Debian package libmpc-dev])])
AC_CHECK_LIB([gmp], [__gmpz_init], [],
  [AC_MSG_ERROR([libgmp not found; install the Debian package libgmp-dev])])
AC_CHECK_LIB([mpfr], [mpfr_init2], [],
  [AC_MSG_ERROR([libmpfr not found; install the Debian package libmpfr-dev])])
])
