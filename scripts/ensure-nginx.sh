#!/usr/bin/env bash
# Idempotently makes Debian's nginx available for bench/api (the reference server): installs the package only when
# the binary is missing, without starting the system service (the bench starts its own nginx with its own config on
# a loopback port and stops it by its PID). Prints the path of the nginx binary.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

if [ ! -x /usr/sbin/nginx ]; then
  echo "Installing nginx..." >&2
  # Debian's postinst starts the service when it can; policy-rc.d exit 101 keeps it from doing so here.
  POLICY=/usr/sbin/policy-rc.d
  CREATED_POLICY=""
  if [ ! -e "$POLICY" ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
    $SUDO chmod +x "$POLICY"
    CREATED_POLICY=1
  fi
  trap '[ -n "$CREATED_POLICY" ] && $SUDO rm -f "$POLICY"' EXIT
  if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >&2; then
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >&2
  fi
fi

echo /usr/sbin/nginx
