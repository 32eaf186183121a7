#!/usr/bin/env bash
# Every end-to-end spec, in two groups at once (the machine's two cores): each group has its own server, data
# directory and copy of the built site (one spec rewrites the service worker on disk), so neither sees the other's
# writes; scripts/e2e-groups.ts balances the spec files between them. Needs a built site (npm run build).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .tmp/e2e-dist-2 && mkdir -p .tmp/e2e-dist-2 && cp -r dist/site dist/ssr .tmp/e2e-dist-2/
E2E_GROUP=1/2 E2E_PORT=4180 npx playwright test > .tmp/e2e-group-1.log 2>&1 &
first=$!
E2E_GROUP=2/2 E2E_PORT=4181 STORYBOOK_E2E_PORT=4327 SITE_DIR=.tmp/e2e-dist-2/site npx playwright test > .tmp/e2e-group-2.log 2>&1 &
second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
for n in 1 2; do printf '\n--- group %s ---\n' "$n"; cat ".tmp/e2e-group-$n.log"; done
printf '\n--- summary ---\n'
for n in 1 2; do printf 'group %s:' "$n"; grep -E '^  [0-9]+ (passed|failed|flaky|skipped|did not run)' ".tmp/e2e-group-$n.log" | tr -s ' ' | tr '\n' ';'; echo; done
grep -hE '^  +[0-9]+\) ' .tmp/e2e-group-1.log .tmp/e2e-group-2.log || true
# The failures' errors once more, last: a CI page that shows only the end of the output still shows why.
for n in 1 2; do
  if grep -qE '^  +[0-9]+\) ' ".tmp/e2e-group-$n.log"; then
    printf '\n--- group %s: failures ---\n' "$n"
    sed -n '/^  \+[0-9]\+) /,/^  [0-9]\+ \(passed\|failed\|flaky\)/p' ".tmp/e2e-group-$n.log" | grep -vE '^\s+\[pid=|^\s*at |Call log|^\s+- |attachment #|trace|Usage:|Error Context|───|^\s*$' | head -80
  fi
done
[ "$status" -eq 0 ]
