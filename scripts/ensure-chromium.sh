#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests, once. Idempotent: does nothing when it is there.
# Playwright never downloads a browser here; it launches /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
