// On the real built server: the session page. Opened directly and from the catalog, it shows the
// session from the server's HTML (title in <title>), its times in the event's zone and then in the visitor's,
// the live / on-demand badge as the (testing) clock moves, the room only for signed-in visitors, the not-found
// state for an unknown id (404), and no axe violations.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SessionDetailPage } from './pages';
import { axeViolations } from './support/axe';
import { apiSignIn, signInAsPersona } from './support/session';
import { shootWidths } from './support/screenshots';

// axe is injected as a script tag, which the site's Content Security Policy (script-src 'self') refuses.
// The visitor is in Tokyo; the event is in Los Angeles (settings timezones.eventTimezone).
test.use({ bypassCSP: true, timezoneId: 'Asia/Tokyo' });

const SHOTS = 'test-results/session-detail';

interface CatalogDetail {
  session: {
    sessionId: string;
    sessionCode: string;
    title: string;
    startDateTime: string;
    endDateTime: string;
    location: string | null;
  };
  room: { name: string } | null;
}

interface PublicSettings {
  testingDate: string | null;
  hash: string;
  timezones: { eventTimezone: string };
  features: Record<string, boolean>;
}

/** The demo's opening keynote: live-streamed, recorded, a hero session, in Hall A. */
const KEYNOTE = 'KEY101';

async function keynote(request: APIRequestContext, token?: string): Promise<CatalogDetail> {
  const res = await request.get(
    `/api/session/${KEYNOTE}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as CatalogDetail;
}

/** The range the page prints: the browser's Intl with the page's options, in a zone. */
function range(start: string, end: string, zone: string): string {
  const f = new Intl.DateTimeFormat('en', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
    hourCycle: 'h12',
  });
  return f.formatRange(Date.parse(start), Date.parse(end));
}
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function setTestingDate(request: APIRequestContext, testingDate: string | null) {
  const token = await apiSignIn(request, 'contenteditor');
  const { hash, testingDate: now } = (await (await request.get('/api/settings')).json()) as PublicSettings;
  if (now === testingDate) return;
  const res = await request.post('/api/siteeditor/testing-date', {
    headers: { Authorization: `Bearer ${token}` },
    data: { testingDate, originalHash: hash },
  });
  expect(res.ok()).toBe(true);
}

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('the server HTML holds the session and its title; an unknown id answers 404 with the not-found page', async ({
  request,
  page,
}) => {
  const { session } = await keynote(request);
  const html = await (await request.get(`/en/sessions/${session.sessionId}`)).text();
  expect(html).toContain(`<title>${session.title.replace(/&/g, '&amp;')} | `);
  expect(html).toContain(session.sessionCode);

  const missing = await request.get('/en/sessions/NO-SUCH-SESSION');
  expect(missing.status()).toBe(404);
  await page.goto('/en/sessions/NO-SUCH-SESSION');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all sessions' })).toHaveAttribute(
    'href',
    '/en/sessions',
  );
});

test('an anonymous visitor opens a session from the catalog and reads it in the event zone, then in their own', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/settings')).json()) as PublicSettings;
  // The switcher is flag-gated (showTimezoneSwitcher): the demo's cont environment has it on.
  expect(settings.features.showTimezoneSwitcher).toBe(true);
  const eventZone = settings.timezones.eventTimezone;
  // The server's HTML and the hydrating render agree (React reports a mismatch as a page error).
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/en/sessions', { waitUntil: 'networkidle' });
  const tile = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
  const title = (await tile.textContent()) ?? '';
  const href = (await tile.getAttribute('href')) ?? '';
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const detail = new SessionDetailPage(page);
  await expect(detail.title).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));

  // Directly, by the keynote's code (friendly URL): event zone first.
  const { session } = await keynote(request);
  await detail.goto(session.sessionCode);
  await expect(detail.title).toHaveText(session.title);
  await expect
    .poll(async () => squash(await detail.time.textContent()))
    .toBe(squash(range(session.startDateTime, session.endDateTime, eventZone)));
  await expect(detail.eventTime).toBeChecked();
  await expect(detail.eventTime).toHaveAccessibleName(/Los Angeles/);

  // My time: Tokyo, the next day.
  await expect(detail.myTime).toHaveAccessibleName('My time (Tokyo)');
  await detail.myTime.check();
  await expect
    .poll(async () => squash(await detail.time.textContent()))
    .toBe(squash(range(session.startDateTime, session.endDateTime, 'Asia/Tokyo')));
  await expect(detail.when).toContainText('Wednesday, May 19, 2027');
  // The choice is kept (every event time on the site follows it) and survives a reload.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(detail.myTime).toBeChecked();
  await expect
    .poll(async () => squash(await detail.time.textContent()))
    .toBe(squash(range(session.startDateTime, session.endDateTime, 'Asia/Tokyo')));
  await detail.eventTime.check();
  await expect
    .poll(async () => squash(await detail.time.textContent()))
    .toBe(squash(range(session.startDateTime, session.endDateTime, eventZone)));

  // Anonymous: no room, a sign-in prompt; speakers link to their pages; the schedule button asks to sign in.
  await expect(detail.room).toHaveText('WhereSign in to see the room.');
  expect(session.location).toBeNull();
  await expect(detail.speakers.first()).toHaveAttribute('href', /^\/en\/speakers\/spk-/);
  await detail.expectAction('Add to schedule');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'anonymous-pre-event');
  await detail.action().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in attendee sees the room and the schedule button in its state', async ({ page, request }) => {
  const token = await signInAsPersona(page, 'attendee');
  const { session, room } = await keynote(request, token);
  expect(room?.name ?? session.location).toBeTruthy();
  const detail = new SessionDetailPage(page);
  await detail.goto(session.sessionId);
  await expect(detail.title).toHaveText(session.title);
  await expect(detail.room).toContainText(room?.name ?? session.location ?? '');
  // The scheduling action (e2e/schedule.spec.ts covers what it does): the button in its state.
  await detail.expectAction('Add to schedule');
  await expect(detail.action()).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: `Add ${session.title} to favorites` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'attendee-pre-event');
});

test.describe.serial('as the clock moves (testing date)', () => {
  test.afterEach(async ({ request }) => setTestingDate(request, null));

  test('the badge is live during the session, on demand after it, and testing=livestream forces live', async ({
    page,
    request,
  }) => {
    const { session } = await keynote(request);
    const detail = new SessionDetailPage(page);
    const start = Date.parse(session.startDateTime);

    await setTestingDate(request, new Date(start + 30 * 60_000).toISOString());
    await detail.goto(session.sessionId);
    await expect(detail.badge).toHaveText('Live now');
    // Live streams need sign-in; the evaluations anchor is on the live-phase page.
    await expect(page.getByRole('button', { name: 'Sign in to watch' })).toBeVisible();
    await expect(detail.evaluations).toBeAttached();
    await page.goto(`/en/sessions/${session.sessionId}#evals`, { waitUntil: 'networkidle' });
    await expect(detail.evaluations).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'anonymous-live');

    await setTestingDate(request, new Date(Date.parse(session.endDateTime) + 24 * 3_600_000).toISOString());
    await detail.goto(session.sessionId);
    await expect(detail.badge).toHaveText('On demand');

    // Before the session: no badge, unless testing=livestream forces it.
    await setTestingDate(request, new Date(start - 24 * 3_600_000).toISOString());
    await detail.goto(session.sessionId);
    await expect(detail.badge).toHaveCount(0);
    await detail.goto(session.sessionId, '?testing=livestream');
    await expect(detail.badge).toHaveText('Live now');
  });
});
