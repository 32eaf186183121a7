#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Installs what the tests need
# (Chromium, the system PostgreSQL 15) through idempotent scripts, so a fresh machine passes too.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's time is printed at the end, also when a step fails (CI shows the output's tail).
timings=""
last_step=""
step_start=$SECONDS
step() {
  if [ -n "$last_step" ]; then timings+="$(printf '%5ss  %s' "$((SECONDS - step_start))" "$last_step")"$'\n'; fi
  last_step="$*"
  step_start=$SECONDS
  printf '\n=== %s ===\n' "$*"
}
trap 'printf "\n--- step times ---\n%s" "$timings"; [ -n "$last_step" ] && printf "%5ss  %s (last)\n" "$((SECONDS - step_start))" "$last_step"' EXIT

step "generated code is fresh; lint (including the one-way import rules) and type check, at once"
# Two lanes, one per core: the freshness check (10 s) and then lint (40 s) in one, the type check (55 s) in the other.
# Each one's output is printed whole, in turn.
mkdir -p .tmp
( npm run --silent gen:check && npm run --silent lint ) > .tmp/lint.log 2>&1 &
lint=$!
check_status=0
npm run --silent typecheck > .tmp/typecheck.log 2>&1 || check_status=1
wait "$lint" || check_status=1
printf '\n--- generated code, then lint ---\n'; cat .tmp/lint.log
printf '\n--- type check ---\n'; cat .tmp/typecheck.log
[ "$check_status" -eq 0 ]

step "unit, component and story tests"
# The generated files' freshness was the first step: schemas/generated.test.ts need not check it again.
GEN_CHECKED=1 npx vitest run

step "build (site, static fallback copies)"
# Before the server tests: the build also makes the pre-seeded demo store, which the server processes those tests
# start copy instead of seeding the demo again (server/store/demo-template.ts), as every later start does. The
# generated code was checked fresh in the first step, so the build does not generate it again. (Storybook's build
# beside it took as long as the two one after the other: each keeps the two cores busy for most of its time.)
npm run --silent build:generated

step "bundle size of /en/home for an anonymous visitor"
bash scripts/ensure-chromium.sh
npm run --silent size

step "Storybook static build"
npm run --silent build-storybook -- --quiet
npx tsx scripts/check-storybook.ts

step "server tests on the embedded store (PGlite) and on PostgreSQL 15, at once"
# Each run takes its files one at a time (vitest.server.config.ts), so the two runs use the machine's two cores. They
# share nothing: PGlite is in memory, PostgreSQL gets a database per test store (a copy of a template database).
# Each run's output is printed whole, in turn.
database_url="$(bash scripts/ensure-postgres.sh)"
mkdir -p .tmp
# The reliability suite's two longest files at half their default strength here (8 editors x 150 cycles against the
# real server, 5,000 fuzzed requests): together they were half of each run's time, and the whole check has a time
# budget. Run them at full strength with `npx vitest run --config vitest.server.config.ts test-support/reliability`.
export RELIABILITY_CYCLES="${RELIABILITY_CYCLES:-150}" FUZZ_CASES="${FUZZ_CASES:-5000}"
env -u TEST_DATABASE_URL npm run --silent test:server > .tmp/server-pglite.log 2>&1 &
pglite=$!
server_status=0
TEST_DATABASE_URL="$database_url" npm run --silent test:server > .tmp/server-postgres.log 2>&1 || server_status=1
wait "$pglite" || server_status=1
printf '\n--- on PGlite ---\n'; cat .tmp/server-pglite.log
printf '\n--- on PostgreSQL 15 ---\n'; cat .tmp/server-postgres.log
[ "$server_status" -eq 0 ]

step "end-to-end tests (Playwright, Debian's Chromium), three groups at once"
bash scripts/e2e-all.sh

step "all checks passed"
