#!/usr/bin/env bash
# Every end-to-end spec, in groups at once (three by default, E2E_GROUPS to change it): each group has its own
# server, data directory and copy of the built site (one spec rewrites the service worker on disk), so none sees
# another's writes; scripts/e2e-groups.ts balances the spec files between them. Three groups on two cores: much of a
# test is waiting (timers, the server, a second browser), and a third group fills those waits; measured on two
# cores, the whole step took 1,722 s with three groups against 1,898 s with two. Needs a built site (npm run build).
set -euo pipefail
cd "$(dirname "$0")/.."
groups="${E2E_GROUPS:-3}"
# The compiled server the groups' servers run (scripts/e2e-server.sh), made once here rather than by each group's
# server at the same time when a source is newer than it.
npx tsx scripts/build-server.ts --compile-only
pids=()
for n in $(seq 1 "$groups"); do
  site=dist/site
  if [ "$n" -gt 1 ]; then
    rm -rf ".tmp/e2e-dist-$n" && mkdir -p ".tmp/e2e-dist-$n" && cp -r dist/site dist/ssr ".tmp/e2e-dist-$n/"
    site=".tmp/e2e-dist-$n/site"
  fi
  E2E_GROUP="$n/$groups" E2E_PORT="$((4179 + n))" STORYBOOK_E2E_PORT="$((4325 + n))" SITE_DIR="$site" \
    npx playwright test > ".tmp/e2e-group-$n.log" 2>&1 &
  pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
for n in $(seq 1 "$groups"); do printf '\n--- group %s ---\n' "$n"; cat ".tmp/e2e-group-$n.log"; done
printf '\n--- summary ---\n'
for n in $(seq 1 "$groups"); do printf 'group %s:' "$n"; grep -E '^  [0-9]+ (passed|failed|flaky|skipped|did not run)' ".tmp/e2e-group-$n.log" | tr -s ' ' | tr '\n' ';'; echo; done
for n in $(seq 1 "$groups"); do grep -hE '^  +[0-9]+\) ' ".tmp/e2e-group-$n.log" || true; done
# The failures' errors once more, last: a CI page that shows only the end of the output still shows why.
for n in $(seq 1 "$groups"); do
  if grep -qE '^  +[0-9]+\) ' ".tmp/e2e-group-$n.log"; then
    printf '\n--- group %s: failures ---\n' "$n"
    sed -n '/^  \+[0-9]\+) /,/^  [0-9]\+ \(passed\|failed\|flaky\)/p' ".tmp/e2e-group-$n.log" | grep -vE '^\s+\[pid=|^\s*at |Call log|^\s+- |attachment #|trace|Usage:|Error Context|───|^\s*$' | head -80
  fi
done
[ "$status" -eq 0 ]
