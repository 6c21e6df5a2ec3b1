#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# ccache.sh -- with the flags of pkg-config --cflags fpscev (the plugin by
# its absolute path), ccache hashes the plugin: after the plugin changes,
# the next compile is a miss, not the old plugin's object.  With the short
# name (-iplugindir=DIR -fplugin=fpscev) ccache cannot know the plugin and
# answers from its cache, as the manual warns; that is shown, not required.
# With the short name and CCACHE_EXTRAFILES naming the plugin (ccache's
# extra_files_to_hash), the manual's other remedy, it must be a miss.
# FPSCEV_CCACHE_FLAGS=short asserts the miss with the short name instead
# (and so fails: the check's own check).
. "$FPSCEV_SRCDIR/testsuite/ecosystem/lib"
need pkg-config ccache
ccache --help | grep -q -- --print-stats ||
  skip "ccache $(ccache --version | sed -n '1s/.* //p') has no --print-stats (4.7 or later)"
cd "$FPSCEV_SCRATCH" || fail "no scratch directory"

# A private cache, whatever the machine's ccache configuration says.
export CCACHE_DIR=$PWD/cache CCACHE_CONFIGPATH=$PWD/ccache.conf
: > "$CCACHE_CONFIGPATH"
unset CCACHE_DISABLE CCACHE_RECACHE CCACHE_READONLY CCACHE_NODIRECT

prefix=$PWD/prefix
plugindir=$prefix/lib/gcc-plugin
$MAKE -C "$FPSCEV_BUILDDIR" install prefix="$prefix" plugindir="$plugindir" \
  > install.log 2>&1 || { cat install.log; fail "make install prefix=$prefix"; }
absolute=$(echo $(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --cflags fpscev))
short="-iplugindir=$plugindir -fplugin=fpscev"

# outcome FLAGS: compile twice (the second a hit), change the plugin (one
# byte more at its end: it still loads), compile again; print hit or miss.
counter () { ccache --print-stats | awk -v k="$1" '$1 == k { print $2 }'; }
outcome () {
  ccache -C -z > /dev/null
  for i in 1 2; do
    ccache $FPSCEV_GCC -O2 -c $1 -o ex.o "$EXAMPLE" || fail "ccache compile with $1"
  done
  [ "$(counter cache_miss)" = 1 ] || fail "no hit for an unchanged compile with $1"
  printf '\n' >> "$plugindir/fpscev.so"
  ccache -z > /dev/null
  ccache $FPSCEV_GCC -O2 -c $1 -o ex.o "$EXAMPLE" || fail "ccache compile with $1"
  if [ "$(counter cache_miss)" = 1 ]; then echo miss; else echo hit; fi
}

abs_outcome=$(outcome "$absolute")
echo "$absolute, plugin changed: $abs_outcome"
short_outcome=$(outcome "$short")
echo "$short, plugin changed: $short_outcome"
extra_outcome=$(CCACHE_EXTRAFILES=$plugindir/fpscev.so outcome "$short")
echo "CCACHE_EXTRAFILES=$plugindir/fpscev.so $short, plugin changed: $extra_outcome"
$MAKE -C "$FPSCEV_BUILDDIR" uninstall prefix="$prefix" plugindir="$plugindir" \
  > uninstall.log 2>&1

case ${FPSCEV_CCACHE_FLAGS:-absolute} in
  short) [ "$short_outcome" = miss ] || fail "short name, plugin changed: $short_outcome" ;;
  *) [ "$abs_outcome" = miss ] || fail "absolute path, plugin changed: $abs_outcome" ;;
esac
[ "$extra_outcome" = miss ] ||
  fail "short name with CCACHE_EXTRAFILES, plugin changed: $extra_outcome"
[ "$short_outcome" = hit ] && short_outcome="hit (the old plugin's object, as the manual warns)"
pass "plugin changed: $absolute: $abs_outcome (recompiled); -fplugin=fpscev: $short_outcome; with CCACHE_EXTRAFILES: $extra_outcome"
