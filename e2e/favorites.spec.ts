// On the real built server: favorites. A signed-in attendee favorites a session from its page (the
// heart is pressed at once), finds it on /en/favorites after a reload (in the server's HTML too), removes it there;
// a failing write puts the heart back with an error toast; anonymous visitors are sent to sign in (the favorites
// route needs sign-in, the heart opens the sign-in dialog). axe finds nothing; screenshots at 375, 1083 and 1920 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FavoritesPage, favoriteButton, SitePage } from './pages';
import { axeViolations } from './support/axe';
import { shootWidths } from './support/screenshots';
import { watchConsole } from './support/console';

const SHOTS = 'test-results/favorites';
const EMPTY = 'You have no favorites yet. Tap the heart on a session, speaker or sponsor to keep it here.';

/** The demo's opening keynote. */
const KEYNOTE = 'KEY101';

interface SessionDetail {
  session: { sessionId: string; sessionCode: string; title: string; sessionType: { logicalValue: string } };
}

async function keynote(request: APIRequestContext): Promise<SessionDetail['session']> {
  const res = await request.get(`/api/session/${KEYNOTE}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as SessionDetail).session;
}

/** The attendee's favorites, straight from the API. */
async function favoritesOf(request: APIRequestContext, token: string): Promise<{ kind: number; itemId: string }[]> {
  const res = await request.get('/api/favorites', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { kind: number; itemId: string }[] }).items;
}

async function clearFavorites(request: APIRequestContext, token: string) {
  for (const f of await favoritesOf(request, token)) {
    await request.delete(`/api/favorites/${f.kind}/${encodeURIComponent(f.itemId)}`, { headers: { Authorization: `Bearer ${token}` } });
  }
}

/** Screenshots at 375, 1083 and 1920 px; nothing sticks out sideways at any of them. */
const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { checkOverflow: true });

async function signInAsAttendee(page: Page): Promise<string> {
  const site = new SitePage(page);
  return site.signInAsPersona('attendee');
}

/** An attendee with no favorites on the keynote's page, its favorite button ready. */
async function keynotePageWithoutFavorites(page: Page, request: APIRequestContext) {
  const token = await signInAsAttendee(page);
  await clearFavorites(request, token);
  const session = await keynote(request);
  await page.goto(`/en/sessions/${KEYNOTE}`, { waitUntil: 'networkidle' });
  const heart = favoriteButton(page, session.title);
  await expect(heart).toBeEnabled();
  return { token, session, heart };
}

test.describe.configure({ mode: 'serial' });

test('an attendee favorites a session from its page, finds it on /favorites after a reload and removes it there', async ({ page, request }) => {
  const { token, session, heart } = await keynotePageWithoutFavorites(page, request);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/favorites/4/${session.sessionId}`));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await put).status()).toBe(200);
  expect(await favoritesOf(request, token)).toEqual([expect.objectContaining({ kind: 4, itemId: session.sessionId, itemType: session.sessionType.logicalValue })]);
  await shoot(page, 'session-favorited');

  // After a reload of /favorites: grouped under Sessions, linking to the session's page by its code.
  const favorites = new FavoritesPage(page);
  const problems = watchConsole(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/favorites') reads.push(r.method());
  });
  const answer = await page.goto('/en/favorites', { waitUntil: 'networkidle' });
  // The signed-in visitor's HTML already holds the list (the block's server loader): the browser hydrates it
  // without a warning and without asking for it again.
  expect(await answer?.text()).toContain(session.title.replace(/&/g, '&amp;'));
  expect(problems).toEqual([]);
  expect(reads).toEqual([]);
  await expect(favorites.group('Sessions')).toBeVisible();
  await expect(favorites.item(session.title)).toHaveAttribute('href', `/en/sessions/${session.sessionCode}`);
  expect(await axeViolations(page, undefined, { allRules: true })).toEqual([]);

  // More kinds for the screenshots: a speaker and an exhibitor.
  const speaker = ((await (await request.get('/api/speaker?pageSize=12')).json()) as { items: { speakerId: string; displayName: string }[] }).items[0]!;
  const exhibitor = ((await (await request.get('/api/exhibitor?pageSize=12')).json()) as { items: { companyId: string; name: string }[] }).items[0]!;
  await request.put(`/api/favorites/1/${speaker.speakerId}`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  await request.put(`/api/favorites/2/${exhibitor.companyId}`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  await favorites.goto();
  await expect(favorites.group('Speakers')).toBeVisible();
  await expect(favorites.item(exhibitor.name)).toHaveAttribute('href', `/en/exhibitors/${exhibitor.companyId}`);
  expect(await axeViolations(page, undefined, { allRules: true })).toEqual([]);
  await shoot(page, 'list');

  // Remove the session: gone at once, the next item keeps the focus, the server forgets it.
  await favorites.removeButton(session.title).click();
  await expect(favorites.item(session.title)).toHaveCount(0);
  await expect(favorites.status).toHaveText(`Removed ${session.title} from favorites.`);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^(Speakers|Sponsors and companies) 1$|^Remove /);
  await expect.poll(async () => (await favoritesOf(request, token)).some((f) => f.kind === 4)).toBe(false);
  await favorites.removeButton(speaker.displayName).click();
  await favorites.removeButton(exhibitor.name).click();
  await expect(favorites.list.getByText(EMPTY)).toBeVisible();
  await expect.poll(async () => (await favoritesOf(request, token)).length).toBe(0);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(favorites.list.getByText(EMPTY)).toBeVisible();
  await expect(favorites.list.getByRole('link', { name: 'Browse sessions' })).toHaveAttribute('href', '/en/sessions');
  expect(await axeViolations(page, undefined, { allRules: true })).toEqual([]);
  await shoot(page, 'empty');

  // Back on the session page the heart is off again.
  await page.goto(`/en/sessions/${KEYNOTE}`, { waitUntil: 'networkidle' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a failing write puts the heart back and shows an error toast', async ({ page, request }) => {
  const { token, session, heart } = await keynotePageWithoutFavorites(page, request);
  await page.route('**/api/favorites/4/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'service.unavailable', message: 'Try later.', details: null }) }),
  );
  await heart.click();
  await expect(new SitePage(page).toasts).toContainText(`Could not add ${session.title} to favorites. Please try again.`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await favoritesOf(request, token)).toEqual([]);
});

test('anonymous visitors: /favorites asks them to sign in, the heart opens the sign-in dialog', async ({ page, request }) => {
  await page.goto('/en/favorites');
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=%2Fen%2Ffavorites$/);

  const session = await keynote(request);
  await page.goto(`/en/sessions/${KEYNOTE}`, { waitUntil: 'networkidle' });
  const heart = favoriteButton(page, session.title);
  await expect(heart).toBeVisible();
  await expect(heart).not.toHaveAttribute('aria-pressed');
  await heart.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to make the most of the event' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, undefined, { allRules: true })).toEqual([]);
  await shoot(page, 'anonymous-session');
});
