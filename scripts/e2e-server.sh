#!/usr/bin/env bash
# Starts the real server for the end-to-end tests on a fresh data directory: the compiled server, as `npm start` runs
# it (scripts/start.mjs, which compiles it first when a server source is newer than dist/server/main.js).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-4180}"
dir=".tmp/e2e-data-$port"
rm -rf "$dir"
mkdir -p "$dir"
# Rate limits stay on, but high enough for a test run that signs in and loads pages many times from one address.
exec env PORT="$port" DATA_DIR="$dir" SITE_ENV="${SITE_ENV:-cont}" WRITE_RATE_LIMIT_MAX="${WRITE_RATE_LIMIT_MAX:-10000}" \
  READ_RATE_LIMIT_MAX="${READ_RATE_LIMIT_MAX:-1000000}" LIVE_MAX_PER_CLIENT="${LIVE_MAX_PER_CLIENT:-1000}" \
  node scripts/start.mjs
