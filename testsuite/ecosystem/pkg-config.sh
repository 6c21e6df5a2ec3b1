#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# pkg-config.sh -- make install writes fpscev.pc and fpscev-gcc-N.pc whose
# --cflags name the installed plugin by its final absolute path: into a
# DESTDIR (the path without DESTDIR; the compile through the staged root),
# and into a scratch prefix (the flags as they are), then make uninstall.
. "$FPSCEV_SRCDIR/testsuite/ecosystem/lib"
need pkg-config
cd "$FPSCEV_SCRATCH" || fail "no scratch directory"
N=$FPSCEV_GCC_MAJOR

# 1. DESTDIR: the staged .pc names the final path, not the staged one.
root=$PWD/root
$MAKE -C "$FPSCEV_BUILDDIR" install DESTDIR="$root" > install.log 2>&1 ||
  { cat install.log; fail "make install DESTDIR=$root"; }
pc=$(find "$root" -name fpscev.pc)
[ -n "$pc" ] || fail "no fpscev.pc under $root"
pcdir=$(dirname "$pc")
echo "installed: $pc"; cat "$pc"
cmp "$pc" "$pcdir/fpscev-gcc-$N.pc" || fail "fpscev-gcc-$N.pc differs or is missing"
plugin=$(PKG_CONFIG_PATH=$pcdir pkg-config --variable=plugin fpscev)
case $plugin in
  "$root"*) fail "the .pc names the DESTDIR path $plugin" ;;
  /*/fpscev.so) ;;
  *) fail "the .pc's plugin is not an absolute path: $plugin" ;;
esac
[ -f "$root$plugin" ] || fail "no plugin at $root$plugin"
[ "$(PKG_CONFIG_PATH=$pcdir pkg-config --variable=gcc_major fpscev)" = "$N" ] ||
  fail "gcc_major is not $N"
# pkgconf prefixes absolute paths with PKG_CONFIG_SYSROOT_DIR; pkg-config
# 0.29 only -I and -L: then the plugin directory is given.
flags=$(PKG_CONFIG_PATH=$pcdir PKG_CONFIG_SYSROOT_DIR=$root pkg-config --cflags fpscev)
[ "$(echo $flags)" = "-fplugin=$root$plugin" ] ||
  flags=$(PKG_CONFIG_PATH=$pcdir pkg-config \
    --define-variable=plugindir="$root$(dirname "$plugin")" --cflags fpscev)
compile_example destdir $flags

# 2. A scratch prefix and plugin directory: the flags as they are.
prefix=$PWD/prefix
dirs="prefix=$prefix plugindir=$prefix/lib/gcc-plugin"
$MAKE -C "$FPSCEV_BUILDDIR" install $dirs > install-prefix.log 2>&1 ||
  { cat install-prefix.log; fail "make install $dirs"; }
flags=$(echo $(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --cflags "fpscev-gcc-$N"))
echo "pkg-config --cflags fpscev-gcc-$N: $flags"
[ "$flags" = "-fplugin=$prefix/lib/gcc-plugin/fpscev.so" ] ||
  fail "pkg-config --cflags fpscev-gcc-$N gives '$flags'"
compile_example prefix $flags
$MAKE -C "$FPSCEV_BUILDDIR" uninstall $dirs > uninstall.log 2>&1 ||
  { cat uninstall.log; fail "make uninstall $dirs"; }
left=$(find "$prefix" -type f ! -name dir)
[ -z "$left" ] || fail "make uninstall left $left"
pass "pkg-config --cflags gives $flags; compiled with it, the pass ran"
