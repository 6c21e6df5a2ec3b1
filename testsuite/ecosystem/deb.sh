#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# deb.sh -- make deb builds gcc-N-plugin-fpscev; unpacked into a scratch
# root (dpkg -x), it has the plugin in GCC N's plugin directory, the .pc
# files naming it there and the info manual, and the example compiles with
# the flags pkg-config gives from that root.  With FPSCEV_DEB_REAL=1, as
# root, it also installs the package for real (dpkg -i), compiles with
# gcc-N -fplugin=fpscev and with pkg-config's flags, and removes it
# (dpkg -r); it refuses when a fpscev.so no package owns is in the way.
. "$FPSCEV_SRCDIR/testsuite/ecosystem/lib"
need dpkg-buildpackage dpkg-deb pkg-config
cd "$FPSCEV_SCRATCH" || fail "no scratch directory"
N=$FPSCEV_GCC_MAJOR
package=gcc-$N-plugin-fpscev

$MAKE -C "$FPSCEV_BUILDDIR" deb > make-deb.log 2>&1 ||
  { tail -n 30 make-deb.log; fail "make deb"; }
deb=$(ls "$FPSCEV_BUILDDIR"/deb.out/${package}_*.deb)
[ -f "$deb" ] || fail "make deb made no $package"
dpkg-deb -I "$deb"
dpkg-deb -c "$deb"
depends=$(dpkg-deb -f "$deb" Depends)
for dep in "gcc-$N (>=" libmpfr6 libgmp10 libmpc3; do
  case $depends in *"$dep"*) ;; *) fail "Depends lacks $dep: $depends" ;; esac
done

# The scratch root.
root=$PWD/root
dpkg -x "$deb" "$root" || fail "dpkg -x $deb"
plugin=$($FPSCEV_GCC -print-file-name=plugin)/fpscev.so
[ -f "$root$plugin" ] || fail "the package has no $plugin"
# fpscev.pc is an alternative made by the postinst (several GCCs' packages
# install side by side), so the package itself ships fpscev-gcc-N.pc only.
pc=$(find "$root" -name "fpscev-gcc-$N.pc")
[ -n "$pc" ] || fail "the package lacks fpscev-gcc-$N.pc"
[ ! -e "$(dirname "$pc")/fpscev.pc" ] || fail "the package ships fpscev.pc itself"
[ -f "$root/usr/share/info/fpscev.info.gz" ] || fail "the package has no info manual"
[ ! -e "$root/usr/share/info/dir" ] || fail "the package ships usr/share/info/dir"
pcdir=$(dirname "$pc")
[ "$(PKG_CONFIG_PATH=$pcdir pkg-config --variable=plugin fpscev-gcc-$N)" = "$plugin" ] ||
  fail "fpscev-gcc-$N.pc does not name $plugin"
flags=$(PKG_CONFIG_PATH=$pcdir pkg-config \
  --define-variable=plugindir="$root$(dirname "$plugin")" --cflags fpscev-gcc-$N)
compile_example scratch-root $flags
result="$package: plugin, .pc files and info manual; compiled from the scratch root"

if [ -n "${FPSCEV_DEB_REAL:-}" ]; then
  [ "$(id -u)" = 0 ] || skip "FPSCEV_DEB_REAL needs root"
  if [ -e "$plugin" ] && ! dpkg -S "$plugin" > /dev/null 2>&1; then
    fail "$plugin exists and belongs to no package (make uninstall it first)"
  fi
  echo "+ dpkg -i $deb"
  dpkg -i "$deb" || fail "dpkg -i $deb"
  echo "+ pkg-config --cflags fpscev: $(pkg-config --cflags fpscev)"
  [ "$(echo $(pkg-config --cflags fpscev))" = "-fplugin=$plugin" ] ||
    fail "pkg-config --cflags fpscev does not name $plugin"
  compile_example real-short -fplugin=fpscev
  compile_example real-pkg-config $(pkg-config --cflags fpscev)
  zcat /usr/share/info/fpscev.info.gz | grep -q 'Using fpscev in builds' ||
    fail "the installed info manual lacks its chapter"
  echo "+ dpkg -r $package"
  dpkg -r "$package" || fail "dpkg -r $package"
  [ ! -e "$plugin" ] || fail "dpkg -r left $plugin"
  ! pkg-config --exists fpscev || fail "dpkg -r left fpscev.pc"
  result="$result; dpkg -i, gcc -fplugin=fpscev, dpkg -r"
fi
pass "$result"
