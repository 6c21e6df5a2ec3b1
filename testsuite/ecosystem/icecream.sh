#!/bin/bash
# Copyright (C) 2026 The fpscev authors.
# This file is part of fpscev, free software: you can redistribute it
# and/or modify it under the terms of the GNU General Public License as
# published by the Free Software Foundation, either version 3 of the
# License, or (at your option) any later version.  It is distributed
# WITHOUT ANY WARRANTY; see the file COPYING.
# SPDX-License-Identifier: GPL-3.0-or-later

# icecream.sh -- fpscev in an icecream (icecc) build farm of two nodes.
#
# Two network namespaces of this machine, joined by a veth pair of their
# own (no other address, no route out): "client" runs the scheduler and a
# daemon that takes no job, "remote" a daemon that compiles.  A few files
# are compiled through icecc with the flags `pkg-config --cflags fpscev`
# gives for fpscev installed in a scratch prefix (-fplugin=ABSOLUTE_PATH);
# icecc ships the plugin to the remote node in the
# compiler environment it builds.  The test checks that the environment
# holds the plugin, that every job ran on the remote daemon (its log),
# that the plugin ran there (a call fpscev removes is gone) and that the
# objects are those of a local compile, byte for byte.
#
# Exit status: 0 pass, 77 skipped (the reason printed), else failure.
# Needs root (network namespaces) and the Debian package icecc.  From the
# environment (testsuite/ecosystem's runner sets them; by hand, defaults
# for a build in the current directory): FPSCEV_PLUGIN, FPSCEV_GCC,
# FPSCEV_BUILDDIR, MAKE.  FPSCEV_ICECREAM_KEEP=1 keeps the work
# directory (logs, objects) for reading.
set -u

say () { echo "icecream.sh: $*"; }
skip () { say "SKIP: $*"; exit 77; }
fail () { say "FAIL: $*"; exit 1; }

builddir=${FPSCEV_BUILDDIR:-$(pwd)}
plugin=${FPSCEV_PLUGIN:-$builddir/plugin/.libs/fpscev.so}
gcc=${FPSCEV_GCC:-gcc}
PATH=$PATH:/usr/sbin:/sbin

[ "$(id -u)" -eq 0 ] || skip "needs root for its network namespaces"
for tool in icecc iceccd icecc-scheduler ip unshare timeout cmp nm pkg-config; do
  command -v "$tool" >/dev/null ||
    skip "$tool is missing (Debian packages icecc, iproute2, binutils, pkg-config)"
done
[ -f "$plugin" ] || skip "no plugin at $plugin (build fpscev first)"
gcc=$(command -v "$gcc") || skip "no ${FPSCEV_GCC:-gcc}"
gxx=$(echo "$gcc" | sed 's,gcc\([^/]*\)$,g++\1,')

# Everything this script starts lives in these namespaces, under these
# names; the trap removes them whatever happens.
ns_client=fpscev-ice-c$$ ns_remote=fpscev-ice-r$$
work=$(mktemp -d /tmp/fpscev-icecream.XXXXXX) || fail "no work directory"
# The daemons run as the user icecc: they write their logs and sockets
# into $work, and the remote one compiles in a chroot under it.
id icecc >/dev/null 2>&1 || skip "no user icecc (the package icecc makes it)"
chown icecc "$work" && chmod 755 "$work" || fail "chown icecc $work"
daemons=

cleanup () {
  local pid ns
  trap - EXIT INT TERM
  for pid in $daemons; do
    kill -TERM "$pid" 2>/dev/null
  done
  sleep 1
  for ns in $ns_client $ns_remote; do
    for pid in $(ip netns pids "$ns" 2>/dev/null); do
      kill -KILL "$pid" 2>/dev/null
    done
    ip netns delete "$ns" 2>/dev/null
  done
  for pid in $daemons; do
    wait "$pid" 2>/dev/null
  done
  # The remote daemon may leave its chroot's mounts behind.
  grep -o " $work[^ ]*" /proc/mounts | sort -r | xargs -r -n1 umount -l 2>/dev/null
  if [ "${FPSCEV_ICECREAM_KEEP:-}" = 1 ]; then
    say "work directory kept: $work"
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT
trap 'say "FAIL: interrupted"; exit 1' INT TERM
# The whole test is bounded: a watchdog ends it after 110 seconds (and,
# stopped by the cleanup, stops its sleep and kills nothing).
(
  sleep 110 &
  sleeper=$!
  trap 'kill $sleeper; exit 0' TERM
  wait $sleeper && kill -TERM $$
) 2>/dev/null &
watchdog=$!
daemons=$watchdog

# Run the command "$@" in the namespace $1, for at most 110 seconds.
in_ns () {
  local ns=$1; shift
  ip netns exec "$ns" timeout 110 "$@"
}

setup_network () {
  ip netns add "$ns_client" 2>/dev/null ||
    skip "cannot create a network namespace (ip netns add)"
  ip netns add "$ns_remote" || fail "ip netns add $ns_remote"
  ip -n "$ns_client" link add ice0 type veth peer name ice0 netns "$ns_remote" &&
  ip -n "$ns_client" addr add 10.213.77.1/24 dev ice0 &&
  ip -n "$ns_remote" addr add 10.213.77.2/24 dev ice0 &&
  for ns in $ns_client $ns_remote; do
    ip -n "$ns" link set lo up && ip -n "$ns" link set ice0 up || return 1
  done || fail "cannot set up the veth pair between the namespaces"
}

# Start the scheduler and the two daemons, each logging into $work.
start_daemons () {
  local net=fpscev$$
  in_ns "$ns_client" icecc-scheduler -n "$net" -l "$work/scheduler.log" -vvv &
  daemons="$daemons $!"
  # The client's daemon builds the compiler environment: zstd, not
  # gzip, makes that take seconds, not a minute.
  ICECC_TEST_SOCKET=$work/client.socket ICECC_ENV_COMPRESSION=zstd \
    in_ns "$ns_client" iceccd -n "$net" -s 10.213.77.1 -N fpscev-client \
      -m 0 --no-remote -b "$work/client-envs" -l "$work/client.log" -vvv &
  daemons="$daemons $!"
  # The scheduler places no job on a node less than 10% idle, and the
  # testsuite keeps this machine busy: the remote daemon reads, in a mount
  # namespace of its own, a /proc/stat that does not move (an idle CPU).
  cp /proc/stat "$work/idle-stat"
  ICECC_TEST_SOCKET=$work/remote.socket \
    in_ns "$ns_remote" unshare --mount --propagation private \
      sh -c 'mount --bind "$0" /proc/stat && exec "$@"' "$work/idle-stat" \
      iceccd -n "$net" -s 10.213.77.1 -N fpscev-remote \
      -m 2 -b "$work/remote-envs" -l "$work/remote.log" -vvv &
  daemons="$daemons $!"
}

# Wait up to 30 seconds for both daemons to log in at the scheduler.
wait_for_farm () {
  local i
  for i in $(seq 60); do
    if grep -q "Connected to scheduler" "$work/client.log" 2>/dev/null &&
       grep -q "Connected to scheduler" "$work/remote.log" 2>/dev/null; then
      return 0
    fi
    sleep 0.5
  done
  fail "the daemons did not reach the scheduler (logs in $work)"
}

# The sources: each has a call fpscev removes (the test of exp (sin (x))
# against 3, as in fpscev.cxx/template-float-double.cc).
write_sources () {
  local i
  for i in 1 2 3; do
    cat > "$work/unit$i.c" <<EOF
#include <math.h>
extern void dead (void);
double
unit$i (double x)
{
  double e = exp (sin (x * $i));
  if (e > 3.0)
    dead ();
  return e;
}
EOF
  done
  sed -e 's/math\.h/cmath/' -e 's/extern void/extern "C" void/' \
    -e 's/(void)/()/' "$work/unit1.c" > "$work/unit4.cc"
}

# Install fpscev into a scratch prefix: PLUGIN_FLAGS are the flags
# pkg-config gives for it, PLUGIN the installed plugin they name.
install_plugin () {
  local prefix=$work/prefix
  ${MAKE:-make} -C "$builddir" install prefix="$prefix" \
    plugindir="$prefix/lib/gcc-plugin" > "$work/install.log" 2>&1 ||
    fail "make install prefix=$prefix (log in $work)"
  plugin_flags=$(PKG_CONFIG_PATH=$prefix/lib/pkgconfig \
    pkg-config --cflags fpscev) || fail "pkg-config --cflags fpscev"
  plugin_flags=$(echo $plugin_flags)
  plugin=$prefix/lib/gcc-plugin/fpscev.so
  [ "$plugin_flags" = "-fplugin=$plugin" ] ||
    fail "pkg-config --cflags fpscev gives '$plugin_flags'"
}

# Compile SOURCE into OBJECT with COMPILER, through icecc or not (HOW is
# icecc or local), with the plugin's flags.
compile () {
  local how=$1 compiler=$2 source=$3 object=$4
  local flags="-O2 $plugin_flags"
  if [ "$how" = icecc ]; then
    (cd "$work" && ICECC_TEST_SOCKET=$work/client.socket \
       ICECC_PREFERRED_HOST=fpscev-remote ICECC_DEBUG=debug \
       ICECC_LOGFILE=$work/$object.icecc.log \
       in_ns "$ns_client" icecc "$compiler" $flags -c "$source" -o "$object")
  else
    (cd "$work" && "$compiler" $flags -c "$source" -o "$object")
  fi
}

# The compile jobs the remote daemon ran (its log line for each).
remote_jobs () {
  grep -c "remote compile for file" "$work/remote.log" 2>/dev/null
}

check_objects () {
  local source object compiler
  for source in unit1.c unit2.c unit3.c unit4.cc; do
    object=${source%.*}
    compiler=$gcc
    case $source in *.cc) compiler=$gxx ;; esac
    compile icecc "$compiler" "$source" "$object.remote.o" ||
      fail "icecc $compiler -c $source failed (logs in $work)"
    compile local "$compiler" "$source" "$object.local.o" ||
      fail "$compiler -c $source failed"
    cmp -s "$work/$object.remote.o" "$work/$object.local.o" ||
      fail "$source: the object from icecc differs from the local one"
    nm "$work/$object.remote.o" | grep -q dead &&
      fail "$source: the call fpscev removes is still there: no plugin ran"
  done
}

install_plugin
setup_network
start_daemons
wait_for_farm
write_sources
check_objects
jobs_remote=$(remote_jobs)
[ "$jobs_remote" -ge 4 ] ||
  fail "only ${jobs_remote:-0} of 4 jobs ran on the remote daemon (logs in $work)"
env_tarball=$(find "$work/client-envs" -name '*.tar*' | head -n 1)
[ -n "$env_tarball" ] && tar -tf "$env_tarball" | grep -q "${plugin#/}" ||
  fail "the compiler environment does not hold the plugin"
say "4 jobs with $plugin_flags, $jobs_remote on the remote daemon, objects identical to local ones"
say "PASS"
exit 0
