// The site offline (docs/behaviour/shell.md, Offline): pages an attendee visited come back from the service worker's
// kept copies, marked as saved copies; a page never visited answers the offline page, which offers a reload once
// the browser is back online. The pages of the next sessions on a signed-in attendee's schedule are kept ahead, so
// one never opened also shows its saved copy.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { OfflineSite, SitePage } from './pages';
import { allSessions, auth } from './support/event-clock';
import { apiSignIn } from './support/session';

// These pages are about the site's service worker (e2e/support/test.ts).
test.use({ siteWorker: true });

/** The session pages of the attendee's schedule, as the schedule links them (by code, else id). */
async function scheduledSessionPaths(request: APIRequestContext, token: string): Promise<Set<string>> {
  const answer = (await (await request.get('/api/schedule', { headers: auth(token) })).json()) as {
    events: Array<{ eventTypeValue: number; sessionId: string | null; sessionCode: string | null }>;
  };
  const keys = answer.events.filter((e) => e.eventTypeValue === 0 || e.eventTypeValue === 6).map((e) => e.sessionCode ?? e.sessionId);
  return new Set(keys.filter((k): k is string => Boolean(k)).map((k) => `/en/sessions/${encodeURIComponent(k)}`));
}

test('an attendee offline: visited pages show their saved copy, an unvisited page the offline page', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const site = new SitePage(page);
  const offline = new OfflineSite(page);
  await site.goto('/en/home');
  await offline.waitForWorker();
  // Sessions on the attendee's schedule before their browser signs in (so before the worker first keeps ahead).
  const api = await apiSignIn(request, 'attendee');
  // Sessions not on it yet (another spec may have left some there): each add must succeed.
  const added = (await allSessions(request, api)).filter((s) => s.canBeScheduled && !s.isCapacityControlled && s.enrollmentStatus === null).slice(0, 3);
  for (const s of added) {
    const res = await request.post(`/api/schedule/sessions/${encodeURIComponent(s.sessionId)}`, { headers: auth(api) });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const scheduled = await scheduledSessionPaths(request, api);
  expect(scheduled.size, 'sessions on the attendee\'s schedule').toBeGreaterThan(1);
  await site.signInAsPersona('attendee');

  await offline.visit('/en/schedule');
  // A session on the attendee's schedule, else the catalog's first.
  let session = await page.locator('main a[href^="/en/sessions/"]').first().getAttribute('href').catch(() => null);
  await offline.visit('/en/sessions');
  session ??= await page.locator('main a[href^="/en/sessions/"]').first().getAttribute('href');
  expect(session, 'a session page to visit').toBeTruthy();
  await offline.visit(session!);
  await expect(offline.savedCopyMark).toHaveCount(0);
  // The first pages after the sign-in were rendered for the attendee: none is in the cache an anonymous visitor of
  // this browser reads after the sign-out.
  expect(await offline.othersPagesInAnonymousCache()).toEqual([]);
  // The worker keeps the schedule's next session pages in the background: one of them never opened here.
  let ahead: string | undefined;
  await expect
    .poll(async () => (ahead = (await offline.keptSessionPages()).find((p) => p !== session && scheduled.has(p))), { timeout: 60_000 })
    .toBeDefined();

  await context.setOffline(true);
  for (const path of ['/en/schedule', session!, '/en/sessions']) {
    await page.goto(path);
    await expect(offline.savedCopyMark, path).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.screenshot({ path: '.tmp/offline-saved-copy.png', fullPage: false });
  // A session on the schedule never opened: its page kept ahead.
  await page.goto(ahead!);
  await expect(offline.savedCopyMark, ahead).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Kept ahead for the signed-in attendee, though not visited.
  await page.goto('/en/favorites');
  await expect(offline.savedCopyMark, '/en/favorites').toBeVisible();

  await page.goto('/en/speakers');
  await expect(offline.offlineHeading).toBeVisible();
  await expect(offline.reload).toBeHidden();
  await page.screenshot({ path: '.tmp/offline-page.png' });

  await context.setOffline(false);
  await expect(offline.backOnline).toBeVisible();
  await offline.reload.click();
  await expect(offline.offlineHeading).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  // Leave the demo as it was for the other specs.
  for (const s of added) await request.delete(`/api/schedule/sessions/${encodeURIComponent(s.sessionId)}`, { headers: auth(api) });
});
