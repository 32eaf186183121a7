// The session catalog on the real server ("Done when"): as an anonymous visitor and as a signed-in
// attendee, search with a word and a quoted phrase, combine two facets and a day, read the counts, change sort and
// page size, reload into the same state from the URL, step Back, and axe finds nothing on the catalog.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { CatalogFacets, CatalogSessionList } from '../schemas/api-types';
import { CatalogPage, RouteAudit } from './pages';
import { axeViolations } from './support/axe';
import { apiSignIn, signInAs } from './support/session';

/** The API's answer for a catalog query, as the visitor with this token (or anonymous) gets it. */
async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(
    `/api${path}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

const q = (params: Record<string, string | string[]>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) out.append(k, one);
  return `?${out.toString()}`;
};

function facetCount(facets: CatalogFacets, facet: string, value: string): number {
  return facets.facets.find((f) => f.name === facet)?.filters.find((v) => v.name === value)?.count ?? NaN;
}

test('an anonymous visitor searches, refines, sorts and pages; the URL holds it, reload and Back agree', async ({
  page,
  request,
}) => {
  const catalog = new CatalogPage(page);
  const all = await apiGet<CatalogSessionList>(request, '/session');
  await catalog.goto();
  await catalog.expectCount(all.total);
  expect(await catalog.titles()).toEqual(all.items.map((s) => s.title));

  // A word, typed: results follow the typing, the box keeps the focus, the sort moves to relevance.
  const word =
    all.items.flatMap((s) => s.title.split(/[^A-Za-z]+/)).find((w) => w.length >= 8) ?? 'observability';
  await catalog.search.pressSequentially(word, { delay: 40 });
  await expect.poll(() => catalog.params().get('search')).toBe(word);
  expect(catalog.params().get('sortBy')).toBe('relevance');
  await expect(catalog.search).toBeFocused();
  const byWord = await apiGet<CatalogSessionList>(
    request,
    `/session${q({ search: word, sortBy: 'relevance' })}`,
  );
  expect(byWord.total).toBeGreaterThan(0);
  await catalog.expectCount(byWord.total);
  await expect.poll(() => catalog.titles()).toEqual(byWord.items.map((s) => s.title));

  // A quoted phrase: the words next to each other.
  await catalog.search.fill('"deep dive into"');
  await expect.poll(() => catalog.params().get('search')).toBe('"deep dive into"');
  const byPhrase = await apiGet<CatalogSessionList>(
    request,
    `/session${q({ search: '"deep dive into"', sortBy: 'relevance' })}`,
  );
  expect(byPhrase.total).toBeGreaterThan(0);
  await catalog.expectCount(byPhrase.total);
  // The count can change a moment before the list does (a busy machine): wait for the list itself.
  await expect.poll(() => catalog.titles()).toEqual(byPhrase.items.map((s) => s.title));
  for (const title of await catalog.titles()) expect(title.toLowerCase()).toContain('deep dive into');

  // Clearing the search restores the sort before it.
  await catalog.search.fill('');
  await expect.poll(() => catalog.params().get('search')).toBeNull();
  expect(catalog.params().get('sortBy')).toBeNull();
  await catalog.expectCount(all.total);

  // Two facets and a day, each count read from its label and checked against the API.
  await catalog.openRefiner();
  const facets = await apiGet<CatalogFacets>(request, '/facets');
  expect(await catalog.valueCount('Session type', 'Breakout')).toBe(
    facetCount(facets, 'sessionType', 'breakout'),
  );
  await catalog.value('Session type', 'Breakout').click();
  await expect.poll(() => catalog.params().getAll('filter')).toEqual(['sessionType>breakout']);
  const underBreakout = await apiGet<CatalogFacets>(
    request,
    `/facets${q({ filter: 'sessionType>breakout' })}`,
  );
  await expect.poll(() => catalog.valueCount('Level', '300')).toBe(facetCount(underBreakout, 'level', '300'));
  await catalog.value('Level', '300').click();
  await expect.poll(() => catalog.params().getAll('filter')).toEqual(['sessionType>breakout', 'level>300']);
  await catalog.day.selectOption('2027-05-19');
  await expect.poll(() => catalog.params().get('day')).toBe('2027-05-19');
  const refined = { filter: ['sessionType>breakout', 'level>300'], day: '2027-05-19' };
  const both = await apiGet<CatalogSessionList>(request, `/session${q(refined)}`);
  expect(both.total).toBeGreaterThan(0);
  await catalog.expectCount(both.total);
  await expect(catalog.chips.getByRole('button', { name: 'Remove Session type: Breakout' })).toBeVisible();
  await expect(catalog.chips.getByRole('button', { name: 'Remove Level: 300' })).toBeVisible();

  // A start time makes the time chip (a range under 23.5 hours); the chip takes it off again.
  await catalog.refiner.getByRole('combobox', { name: 'From' }).selectOption('720');
  const chip = catalog.chips.getByRole('button', { name: 'Remove time 12:00 PM – End of day' });
  await expect(chip).toBeVisible();
  await catalog.expectCount(
    (await apiGet<CatalogSessionList>(request, `/session${q({ ...refined, start: '720' })}`)).total,
  );
  await chip.click();
  await expect(chip).toHaveCount(0);
  await catalog.expectCount(both.total);

  // Sort and page size (24 on the catalog of all breakouts at level 300 of every day).
  await catalog.day.selectOption('');
  await catalog.sort.selectOption('desc');
  await expect.poll(() => catalog.params().get('sortBy')).toBe('desc');
  await catalog.pageSize.selectOption('24');
  await expect.poll(() => catalog.params().get('pageSize')).toBe('24');
  const state = { filter: refined.filter, sortBy: 'desc', pageSize: '24' };
  const sorted = await apiGet<CatalogSessionList>(request, `/session${q(state)}`);
  await expect.poll(() => catalog.titles()).toEqual(sorted.items.map((s) => s.title));
  await catalog.expectCount(sorted.total);

  // Reload: the same state from the URL, rendered by the server (the HTML holds the tiles).
  const html = await (await request.get(page.url().replace(/^https?:\/\/[^/]+/, ''))).text();
  expect(html).toContain(sorted.items[0]!.title.replace(/&/g, '&amp;'));
  await page.reload();
  await catalog.waitForHydration();
  await catalog.expectCount(sorted.total);
  expect(await catalog.titles()).toEqual(sorted.items.map((s) => s.title));
  await expect(catalog.sort).toHaveValue('desc');
  await expect(catalog.pageSize).toHaveValue('24');
  await catalog.openRefiner();
  await expect(catalog.value('Session type', 'Breakout')).toBeChecked();
  await expect(catalog.value('Level', '300')).toBeChecked();

  // Back: the page size, then the sort, step back out.
  await page.goBack();
  await expect.poll(() => catalog.params().get('pageSize')).toBeNull();
  await expect.poll(async () => (await catalog.titles()).length).toBe(Math.min(12, sorted.total));
  expect(catalog.params().get('sortBy')).toBe('desc');
  await page.goBack();
  await expect.poll(() => catalog.params().get('sortBy')).toBeNull();

  // axe: nothing on the catalog, refiner open.
  await catalog.openRefiner();
  expect(await axeViolations(page, '[data-block-id="catalog"]')).toEqual([]);
});

test('the view switch and the page size are remembered; a session tile links to its page by code', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  await catalog.goto();
  await catalog.block.getByRole('button', { name: 'Tiles' }).click();
  await catalog.pageSize.selectOption('48');
  await expect.poll(async () => (await catalog.titles()).length).toBe(48);
  await catalog.goto();
  await expect(catalog.block.getByRole('button', { name: 'Tiles' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => catalog.params().get('pageSize')).toBe('48');
  const link = catalog.results.getByRole('heading', { level: 3 }).first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/en\/sessions\/[A-Z]{3}\d+$/);
  // Pages: 5 links around the current page.
  await expect(catalog.pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(5);
});

test('on a phone the refiner is a sheet: Escape closes it and the focus returns to Refine; 3 page links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const catalog = new CatalogPage(page);
  await catalog.goto();
  await expect(catalog.pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(3);
  await catalog.refine.click();
  await expect(catalog.refiner).toBeVisible();
  await expect(catalog.refiner.getByRole('heading', { name: 'Refine sessions' })).toBeFocused();
  await catalog.toggle('On demand').click();
  await expect.poll(() => catalog.params().get('onDemand')).toBe('true');
  await page.keyboard.press('Escape');
  await expect(catalog.refiner).toBeHidden();
  await expect(catalog.refine).toBeFocused();
  await expect(catalog.chips.getByRole('button', { name: 'Remove On demand' })).toBeVisible();
});

test('a signed-in attendee favorites a session and filters by favorites; live and upcoming turns favorites off', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, 'attendee');
  await signInAs(page, 'Attendee');
  const catalog = new CatalogPage(page);

  // Phrase, facet and day as this attendee, checked against the API with their token.
  const refined = { search: '"deep dive"', filter: 'level>200', day: '2027-05-18' };
  await catalog.goto(`${q(refined)}`);
  const mine = await apiGet<CatalogSessionList>(request, `/session${q(refined)}`, token);
  await catalog.expectCount(mine.total);
  expect(await catalog.titles()).toEqual(mine.items.map((s) => s.title));

  await catalog.goto();
  const [first] = await catalog.titles();
  const heart = catalog.results
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: `Add ${first} to favorites` });
  await expect(heart).toBeVisible();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await catalog.openRefiner();
  await catalog.toggle('My favorites').click();
  await expect.poll(() => catalog.params().get('favorites')).toBe('true');
  await catalog.expectCount(1);
  expect(await catalog.titles()).toEqual([first]);

  // The server renders it for them too (the session cookie): the HTML holds their one favorite.
  const html = await (await page.request.get('/en/sessions?favorites=true')).text();
  expect(html).toContain('1 session</p>');
  expect(html).toContain(first!.replace(/&/g, '&amp;'));

  // Reload: still theirs, from the URL.
  await page.reload();
  await catalog.waitForHydration();
  await catalog.expectCount(1);

  // Recommendations (enableSessionRecommendations): sessions alike their favorite, the favorite left out.
  await catalog.openRefiner();
  await catalog.toggle('Recommended for me').click();
  await expect.poll(() => catalog.params().get('recommendations')).toBe('true');
  expect(catalog.params().get('favorites')).toBeNull();
  const recommended = await apiGet<CatalogSessionList>(request, '/session?recommendations=true', token);
  expect(recommended.total).toBeGreaterThan(0);
  await catalog.expectCount(recommended.total);
  await expect(catalog.sort).toHaveValue('');
  await catalog.toggle('My favorites').click();
  await expect.poll(() => catalog.params().get('recommendations')).toBeNull();
  await catalog.expectCount(1);

  // docs/behaviour/catalog.md: turning live and upcoming on turns favorites off.
  await catalog.openRefiner();
  await catalog.toggle('Live now and upcoming').click();
  await expect.poll(() => catalog.params().get('liveAndUpcoming')).toBe('true');
  expect(catalog.params().get('favorites')).toBeNull();
  await expect(catalog.toggle('My favorites')).not.toBeChecked();
  expect(await axeViolations(page, '[data-block-id="catalog"]')).toEqual([]);
});

test('axe (every rule) finds nothing at 375, 1083 and 1920 px, drawer closed and open; no sideways scroll; targets of 24 px', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const audit = new RouteAudit(page);
  const problems: string[] = [];
  for (const width of [375, 1083, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await catalog.goto();
    for (const state of ['closed', 'open'] as const) {
      if (state === 'open') await catalog.openRefiner();
      const where = `${width}px ${state}`;
      for (const v of await axeViolations(page, '[data-block-id="catalog"]', { allRules: true }))
        problems.push(`${where} ${v.id}: ${v.help}`);
      problems.push(...(await audit.overflow(where)));
      for (const t of await catalog.smallTargets()) problems.push(`${where} ${t}`);
    }
  }
  expect(problems).toEqual([]);
});
