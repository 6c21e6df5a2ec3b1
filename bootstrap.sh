#!/bin/sh
# bootstrap.sh -- set up a fresh Debian 12 machine for fpscev and build it:
# install the packages that are missing (as root), then autoreconf,
# configure and make.  Extra arguments go to configure.
set -e
packages="gcc g++ make gcc-12-plugin-dev libgmp-dev libmpfr-dev libmpc-dev \
  autoconf automake libtool texinfo dejagnu"
missing=
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
    missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "bootstrap: installing$missing"
  if [ "$(id -u)" -ne 0 ]; then
    echo "bootstrap: run as root to install packages" >&2
    exit 1
  fi
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
fi
autoreconf -fi
./configure "$@"
make
