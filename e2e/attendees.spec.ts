// On the real built server, as two signed-in attendees in two browser contexts: the attendee
// persona opts into the directory, edits the profile and sees the completion percentage rise; the in-person persona
// finds them by typing two letters, opens their page, and sees the meeting button only while the rules allow it
// (the viewer has a directory profile, the attendee is available for meetings and is not the viewer);
// recommendations change after saving two sessions of one topic. Axe on every screen; screenshots at 375, 1083
// and 1920 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { AttendeeDetailPage, AttendeeDirectoryPage, ProfilePage } from './pages';
import { axeViolations } from './support/axe';
import { apiSignIn, signInAsPersona } from './support/session';
import { watchConsole } from './support/console';
import { shootWidths } from './support/screenshots';

const SHOTS = 'test-results/attendees';

async function shoot(page: Page, name: string) {
  // From the top: a full-page capture of a scrolled page paints the sticky header and tab bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootWidths(page, SHOTS, name);
}

test('an attendee opts in and completes the profile; another finds them by two letters and may book a meeting only while the rules allow', async ({ browser }) => {
  // Two browsers, nine axe runs and four screenshots: long on a machine that runs the other spec group beside it.
  test.setTimeout(240_000);
  const avery = await browser.newContext();
  const imani = await browser.newContext();
  const a = await avery.newPage();
  const b = await imani.newPage();
  const problems = watchConsole(b);
  await signInAsPersona(a, 'attendee');
  await signInAsPersona(b, 'inperson');

  // Avery is not in the directory yet: Imani's suggestions do not name them.
  const directory = new AttendeeDirectoryPage(b);
  await directory.goto();
  const asked = b.waitForResponse((r) => r.url().includes('/api/attendee/suggest?q=Av'));
  await directory.search.fill('Av');
  expect((await (await asked).json()).items.map((i: { attendeeId: string }) => i.attendeeId)).not.toContain('att-attendee');
  await expect(directory.suggestion('Avery Attendee')).toHaveCount(0);

  // Avery opts into the directory: the completion rises.
  const profile = new ProfilePage(a);
  await profile.goto('privacy');
  await expect(profile.completion).toHaveText('Profile 50% complete');
  await profile.switch('Show me in the attendee directory').check();
  await expect(profile.completion).toHaveText('Profile 60% complete');
  await profile.save.click();
  await expect(profile.status).toHaveText('Privacy settings saved.');
  expect(await axeViolations(a)).toEqual([]);
  await shoot(a, 'profile-privacy');

  // ... then writes a biography: the percentage rises as they type and stays after the save and a reload.
  await profile.tab('Profile').click();
  await profile.field('Biography').fill('I build data platforms and love a good hallway conversation about streaming.');
  await expect(profile.completion).toHaveText('Profile 80% complete');
  await profile.save.click();
  await expect(profile.status).toHaveText('Profile saved.');
  await a.reload({ waitUntil: 'networkidle' });
  await expect(profile.completion).toHaveText('Profile 80% complete');
  expect(await axeViolations(a)).toEqual([]);
  await shoot(a, 'profile');

  // Imani types two letters and finds Avery at once (the directory follows the profile immediately).
  await directory.goto();
  await directory.search.fill('');
  await directory.search.fill('Av');
  await expect(directory.suggestion('Avery Attendee')).toBeVisible();
  // The list below refreshes for the typed search (dimmed while it loads): audit it once the search reached the URL
  // and the list settled.
  await expect(b).toHaveURL(/search=Av/);
  await expect(directory.region.locator('[aria-busy="true"]')).toHaveCount(0);
  // ... and its fade back to full opacity ended (the transition would lower the measured contrast).
  await expect(directory.region.locator('.blk-dir__results > ul')).toHaveCSS('opacity', '1');
  expect(await axeViolations(b)).toEqual([]);
  await shoot(b, 'directory-suggestions');
  await directory.suggestion('Avery Attendee').click();
  const detail = new AttendeeDetailPage(b);
  await expect(detail.title).toHaveText('Avery Attendee');
  await expect(b.getByText('I build data platforms')).toBeVisible();
  await expect(detail.bookMeeting).toHaveAttribute('href', '/en/meetings/schedule?attendeeId=att-attendee&source=attendee-directory');
  await expect(detail.sendMessage).toHaveAttribute('href', '/en/user/inbox?toRegKey=att-attendee');
  expect(await axeViolations(b)).toEqual([]);
  await shoot(b, 'detail');

  // Avery is no longer available for meetings: no meeting or message button for Imani.
  await profile.goto('privacy');
  await profile.switch('Available for meetings').uncheck();
  await profile.save.click();
  await expect(profile.status).toHaveText('Privacy settings saved.');
  await detail.goto('att-attendee');
  await expect(detail.title).toHaveText('Avery Attendee');
  await expect(detail.bookMeeting).toHaveCount(0);
  await expect(detail.sendMessage).toHaveCount(0);
  await expect(detail.email).toBeVisible();

  // Nor on Imani's own page: the viewer never meets themselves.
  await detail.goto('att-inperson');
  await expect(detail.title).toHaveText('Imani Inperson');
  await expect(detail.bookMeeting).toHaveCount(0);
  expect(problems).toEqual([]);
  await avery.close();
  await imani.close();
});

test('the directory: cards or list, facets, the own-profile drawer with its privacy notice, server-rendered first page', async ({ page, request }) => {
  // Sign-in, the server's HTML, two facets, a view change and two audits on a shared two-core machine.
  test.setTimeout(240_000);
  const token = await apiSignIn(request, 'inperson');
  const first = (await (await request.get('/api/attendee?pageSize=12', { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number; items: { displayName: string }[] };
  await signInAsPersona(page, 'inperson');
  // The server's HTML already holds the first page of cards (the loader ran with the session cookie's user).
  const html = await (await page.request.get('/en/attendees')).text();
  for (const a of first.items.slice(0, 3)) expect(html).toContain(a.displayName);
  const directory = new AttendeeDirectoryPage(page);
  await directory.goto();
  await expect(directory.count).toHaveText(`${first.total} attendees`);
  await expect(directory.cards).toHaveCount(12);
  // People to meet, each with why (attendee recommendations): from the same region, other companies.
  const suggested = directory.region.getByRole('region', { name: 'People to meet' });
  await expect(suggested.getByText(/^Because you/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'directory-cards');
  await directory.openFacet('Participation type');
  // The box follows the URL (the navigation lands a moment after the click): click, then wait for it to be ticked.
  await directory.facet('In person').click();
  await expect(directory.facet('In person')).toBeChecked();
  await expect(page).toHaveURL(/filter=participationType%3Einperson/);
  // The count becomes the facet's own count once the narrowed list arrived.
  const label = (await directory.facet('In person').getAttribute('aria-label')) ?? (await directory.region.getByText(/^In person \(\d+\)$/).textContent()) ?? '';
  const inPerson = Number(/\((\d+)\)/.exec(label)?.[1]);
  expect(inPerson).toBeLessThan(first.total);
  await expect(directory.count).toHaveText(`${inPerson} attendees`);
  await directory.view('List').click();
  await expect(directory.view('List')).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'directory-list');
  await directory.ownProfileButton().click();
  const drawer = page.getByRole('dialog', { name: 'My directory profile' });
  await expect(drawer.getByText('You are listed in the attendee directory.', { exact: false })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Contact preferences' })).toHaveAttribute('href', '/en/user/profile?tab=privacy');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'own-profile');
});

async function apiJson<T>(request: APIRequestContext, path: string, token: string, init: { method?: 'PUT'; data?: unknown } = {}): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method: init.method ?? 'GET', headers: { authorization: `Bearer ${token}` }, data: init.data });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('recommendations change after saving two sessions of one topic', async ({ request }) => {
  const token = await apiSignIn(request, 'exhibitor');
  const before = await apiJson<{ sessionId: string }[]>(request, '/recommendation', token);
  expect(before).toEqual([]);
  const facets = await apiJson<{ facets: { name: string; filters: { path: string; count: number }[] }[] }>(request, '/facets', token);
  const topic = facets.facets.find((f) => f.name === 'topic')!.filters.find((f) => f.count >= 3)!;
  const sessions = await apiJson<{ items: { sessionId: string; title: string; sessionType: { logicalValue: string } }[] }>(
    request, `/session?pageSize=12&filter=${encodeURIComponent(topic.path)}`, token,
  );
  const [one, two] = sessions.items;
  for (const s of [one!, two!]) await apiJson(request, `/favorites/4/${s.sessionId}`, token, { method: 'PUT', data: { itemType: s.sessionType.logicalValue } });
  const after = await apiJson<{ sessionId: string; confidenceScore: number; because: string }[]>(request, '/recommendation', token);
  expect(after.length).toBeGreaterThan(0);
  expect(after.map((r) => r.sessionId)).not.toContain(one!.sessionId);
  expect(after[0]!.because).toMatch(/^Because you saved “/);
  // The best ones share the saved topic.
  const top = await apiJson<{ items: { sessionId: string }[] }>(request, `/session?pageSize=96&filter=${encodeURIComponent(topic.path)}`, token);
  expect(top.items.map((s) => s.sessionId)).toContain(after[0]!.sessionId);
  // The catalog's toggle lists the same sessions.
  const catalog = await apiJson<{ total: number }>(request, '/session?recommendations=true', token);
  expect(catalog.total).toBeGreaterThanOrEqual(after.length);
});
