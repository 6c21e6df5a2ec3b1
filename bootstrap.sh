#!/bin/sh
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# bootstrap.sh -- set up a fresh Debian machine (12, 13 or sid) for fpscev
# and build it: install the packages that are missing (as root), then
# autoreconf, configure and make.  Extra arguments go to configure;
# --with-gcc=gcc-N chooses the GCC to plug into, as it does for configure.
# By default that is the machine's own gcc (else $CC), and the packages are
# those of its major version N (gcc-N-plugin-dev, g++-N).
set -e

say () { echo "bootstrap: $*"; }
started=$(date +%s)
# Say how long the step WHAT took: the seconds since the last step ended.
step_done () {
  now=$(date +%s)
  say "$1: $((now - started)) s"
  started=$now
}

install_missing () {
  missing=
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      missing="$missing $p"
  done
  [ -n "$missing" ] || return 0
  say "installing$missing"
  if [ "$(id -u)" -ne 0 ]; then
    say "run as root to install packages" >&2
    exit 1
  fi
  # An index a mirror serves badly (one being synced) fails the update
  # but not necessarily the install, which says what it cannot find.
  [ -n "$apt_updated" ] || apt-get update ||
    say "apt-get update failed for some index; installing with the others"
  apt_updated=yes
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends --no-remove $missing
}

gcc_choice=${CC:-gcc}
for arg in "$@"; do
  case $arg in --with-gcc=*) gcc_choice=${arg#--with-gcc=} ;; esac
done

# The major version: from the name gcc-N, else from the compiler itself
# (the default gcc is installed first when it is missing).
case $gcc_choice in
  *gcc-[0-9]*) major=$(echo "$gcc_choice" | sed 's/.*gcc-\([0-9]*\).*/\1/') ;;
  *) command -v "$gcc_choice" >/dev/null || install_missing gcc
     major=$("$gcc_choice" -dumpversion | sed 's/\..*//') ;;
esac
case $major in
  1[2-6]) ;;
  *) say "GCC $major is not supported; fpscev supports GCC 12 to 16" >&2
     exit 1 ;;
esac
say "building for GCC $major ($gcc_choice)"

install_missing gcc-$major g++-$major gfortran-$major gcc-$major-plugin-dev \
  make libgmp-dev libmpfr-dev libmpc-dev autoconf automake libtool texinfo \
  dejagnu
# For make check-ecosystem and make deb (testsuite/ecosystem/README).
install_missing pkg-config ccache dpkg-dev debhelper
# For the x87 tests on amd64 (testsuite/fpscev.x87, and the libm unit test
# for -m32, which needs i386's MPFR): gcc -m32 and the i386 architecture.
if [ "$(dpkg --print-architecture)" = amd64 ]; then
  if ! dpkg --print-foreign-architectures | grep -qx i386 &&
     [ "$(id -u)" -eq 0 ]; then
    say "adding the i386 architecture"
    dpkg --add-architecture i386
    apt_updated=
  fi
  # gcc-multilib gives -m32 the kernel's asm/ headers (asm/errno.h...),
  # which gcc-N-multilib alone lacks (linux-libc-dev:i386 would too, but
  # must be the very version of the amd64 one, which a security update
  # may have moved ahead of i386's).
  install_missing gcc-$major-multilib gcc-multilib libgmp-dev:i386 \
    libmpfr-dev:i386 ||
    say "no -m32 packages: the x87 tests will be unsupported"
fi
# icecream, for testsuite/ecosystem/icecream.sh; not in chroots (the
# testsuite's GCC versions run there), where that test is skipped.
ischroot 2>/dev/null || install_missing icecc
step_done packages
autoreconf -fi
./configure "$@"
make
step_done build
