import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SitePage } from './pages';
import { axeViolations } from './support/axe';

const block = (page: Page, id: string) => new SitePage(page).block(id);

async function renderedTypes(page: Page): Promise<Set<string>> {
  const types = await page.locator('[data-block-type]').evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-block-type') ?? ''),
  );
  return new Set(types);
}

test('the root redirects to the language-prefixed home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/home$/);
});

test('an unprefixed path is redirected to the prefixed one, keeping the query', async ({ page }) => {
  await page.goto('/speakers?company=contoso');
  await expect(page).toHaveURL(/\/en\/speakers\?company=contoso$/);
});

test('home is rendered from its JSON layout with at least ten block types', async ({ page }) => {
  await page.goto('/en/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(block(page, 'hero')).toBeVisible();
  const types = await renderedTypes(page);
  expect(types.size).toBeGreaterThanOrEqual(10);
});

test('anonymous visitors see neither disabled nor in-person-only blocks, and see blocks blocked for tool holders', async ({
  page,
}) => {
  await page.goto('/en/home');
  await expect(block(page, 'hero')).toBeVisible();
  await expect(block(page, 'legacy-promo')).toHaveCount(0);
  await expect(page.getByText('Nimbus 2026 recap (retired)')).toHaveCount(0);
  await expect(block(page, 'venue-updates')).toHaveCount(0);
  await expect(block(page, 'signup-cta')).toHaveCount(1);
});

test('an in-person attendee sees the in-person block and no longer the sign-up call', async ({ page }) => {
  await new SitePage(page).signInAs('In-person attendee');
  await page.goto('/en/home');
  await expect(block(page, 'hero')).toBeVisible();
  await expect(page.getByText('Venue update: the Level 4 escalators are closed until 10 am.')).toBeVisible();
  // signup-cta is blocked for holders of the event-tools scope.
  await expect(block(page, 'signup-cta')).toHaveCount(0);
});

test('phase- and flag-gated blocks follow the current phase and the feature flags', async ({ page, request }) => {
  const settings = (await (await request.get('/api/settings')).json()) as {
    currentPhaseId: string;
    features: Record<string, boolean>;
  };
  await page.goto('/en/home');
  await expect(block(page, 'hero')).toBeVisible();
  // registration-reminder requires the pre-event phase; interactive-map-teaser requires showInteractiveMaps.
  await expect(block(page, 'registration-reminder')).toHaveCount(settings.currentPhaseId === 'pre-event' ? 1 : 0);
  await expect(block(page, 'interactive-map-teaser')).toHaveCount(settings.features.showInteractiveMaps ? 1 : 0);
});

test('home has no accessibility violations (axe)', async ({ page }) => {
  await page.goto('/en/home');
  await expect(block(page, 'hero')).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
