dnl Copyright (C) 2026 The fpscev authors.
dnl This file is part of fpscev, free software: you can redistribute it
dnl and/or modify it under the terms of the GNU General Public License as
dnl published by the Free Software Foundation, either version 3 of the
dnl License, or (at your option) any later version.  It is distributed
dnl WITHOUT ANY WARRANTY; see the file COPYING.
dnl SPDX-License-Identifier: GPL-3.0-or-later

# fpscev-front-ends.m4 -- the other drivers of the GCC to plug into.

# FPSCEV_FRONT_END(VARIABLE, DRIVER)
# ----------------------------------
# Set and substitute VARIABLE to the DRIVER (g++, gfortran) the testsuite
# runs its tests of that front end with: unless set by the user, the first
# of GCC_FOR_PLUGIN's name with gcc replaced by DRIVER (the same
# installation), DRIVER-N and DRIVER whose major version N is that of
# GCC_FOR_PLUGIN; empty if there is none, and then those tests are
# UNSUPPORTED.
AC_DEFUN([FPSCEV_FRONT_END],
[AC_ARG_VAR([$1], [the $2 of the testsuite's $2 tests (default: found)])
AC_MSG_CHECKING([for $2 $GCC_PLUGIN_MAJOR for the testsuite])
AS_IF([test "x$$1" = x],
  [for fpscev_driver in \
     `echo "$GCC_FOR_PLUGIN" | sed 's,gcc\([[^/]]*\)$,$2\1,'` \
     $2-$GCC_PLUGIN_MAJOR $2; do
     fpscev_driver_major=`$fpscev_driver -dumpversion 2>/dev/null | sed 's/\..*//'`
     AS_IF([test "x$fpscev_driver_major" = "x$GCC_PLUGIN_MAJOR"],
       [$1=$fpscev_driver; break])
   done])
AS_IF([test "x$$1" = x],
  [AC_MSG_RESULT([no; its tests will be unsupported (install $2-$GCC_PLUGIN_MAJOR)])],
  [AC_MSG_RESULT([$$1])])
])
