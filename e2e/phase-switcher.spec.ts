// The phase switcher moves a page to its live-phase layout locally and, applied on the server,
// for a second browser context (docs/behaviour/phases.md, "Phase switcher (editors)"; its toasts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { SitePage } from './pages';
import { apiSignIn } from './support/session';

// The demo home page (server/demo/pages/home.ts): a header banner and a countdown before the event; a video hero
// and the live-now notice while it is live.
const hero = (page: Page) => new SitePage(page).block('hero');
const countdown = (page: Page) => new SitePage(page).block('countdown');
const liveNotice = (page: Page) => page.getByText('The conference is live: what is on now and up next is below.');

async function expectPreEventLayout(page: Page) {
  await expect(hero(page)).toHaveAttribute('data-block-type', 'headerBanner');
  await expect(countdown(page)).toHaveCount(1);
  await expect(liveNotice(page)).toHaveCount(0);
}

async function expectLiveLayout(page: Page) {
  await expect(hero(page)).toHaveAttribute('data-block-type', 'videoHero');
  await expect(liveNotice(page)).toBeVisible();
  await expect(countdown(page)).toHaveCount(0);
}

interface PublicSettings {
  testingDate: string | null;
  hash: string;
  eventPhases: { id: string; start: string }[];
}

const readSettings = async (request: APIRequestContext) => (await (await request.get('/api/settings')).json()) as PublicSettings;

/** Puts the server testing date back through the same call the switcher uses, so later tests start from it. */
async function restoreTestingDate(request: APIRequestContext, testingDate: string | null) {
  const token = await apiSignIn(request, 'contenteditor');
  const { hash, testingDate: now } = await readSettings(request);
  if (now === testingDate) return;
  const res = await request.post('/api/siteeditor/testing-date', {
    headers: { Authorization: `Bearer ${token}` },
    data: { testingDate, originalHash: hash },
  });
  expect(res.ok()).toBe(true);
}

// axe is injected as a script tag, which the site's Content Security Policy (script-src 'self') refuses.
test.use({ bypassCSP: true });

test('a content editor previews the live phase locally, then applies it on the server for everyone', async ({ page, browser, request }) => {
  const original = await readSettings(request);
  expect(original.testingDate).toBeNull();
  const live = original.eventPhases.find((p) => p.id === 'live');
  expect(live).toBeDefined();
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/en/home');
    await expectPreEventLayout(visitor);

    await new SitePage(page).signInAs('Content Editor');
    await page.goto('/en/home');
    await expectPreEventLayout(page);

    const toggle = page.getByRole('button', { name: 'Phase switcher' });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Phase and date' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Timezone')).toHaveValue('UTC');
    const applyLocal = panel.getByRole('button', { name: 'Apply (Local)' });
    const applyServer = panel.getByRole('button', { name: 'Apply (Server)' });
    // Nothing to apply until the date changes.
    await expect(applyLocal).toBeDisabled();
    await expect(applyServer).toBeDisabled();

    await panel.getByLabel('Phase', { exact: true }).selectOption({ label: 'Live' });
    await expect(panel.getByLabel('Date', { exact: true })).toHaveValue('2027-05-18T08:00');

    const violations = await axeViolations(page, '.phase-switcher');
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

    // Apply (Local): this tab only.
    await applyLocal.click();
    await expectLiveLayout(page);
    await expect(panel.getByRole('status')).toContainText('This tab shows the site at 2027-05-18 08:00 UTC.');
    await visitor.reload();
    await expectPreEventLayout(visitor);
    expect((await readSettings(request)).testingDate).toBeNull();

    // Apply (Server): everyone, after a refresh.
    await applyServer.click();
    await expect(page.getByText('Updated Server Testing Date. Refresh page to take effect.')).toBeVisible();
    expect((await readSettings(request)).testingDate).toBe('2027-05-18T08:00:00.000Z');
    await visitor.reload();
    await expectLiveLayout(visitor);
  } finally {
    await visitorContext.close();
    await restoreTestingDate(request, original.testingDate);
  }
  expect((await readSettings(request)).testingDate).toBe(original.testingDate);
});
