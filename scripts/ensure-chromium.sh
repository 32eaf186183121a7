#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests, once. Idempotent: does nothing when it is there.
# Playwright never downloads a browser here; it launches /usr/bin/chromium.
set -euo pipefail
# Japanese is a demo language: without a CJK font its pages show empty boxes in the browser's screenshots (QA
# matrix, design screens), so Debian's Noto CJK comes with the browser.
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
