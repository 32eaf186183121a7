// On the real built server: an attendee answers a lab's evaluation whose second question appears
// and becomes required only when the first answer's score is greater than 3, submits it after the yes/no
// confirmation, sees the thanks, returns to /evaluations where the lab is evaluated, and the pending count in the
// home page's tool belt has dropped by one. axe finds nothing; screenshots at 375, 1083 and 1920 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EvaluationFormPage, EvaluationsPage, SitePage, ToolBelt } from './pages';
import { axeViolations } from './support/axe';
import { shootWidths } from './support/screenshots';

const SHOTS = 'test-results/evaluations';

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { checkOverflow: true });

interface Lab {
  sessionId: string;
  title: string;
  sessionType: { logicalValue: string };
}

/** A hands-on lab: bookmarkable, so its evaluation is open whatever the date. */
async function someLabs(request: APIRequestContext): Promise<Lab[]> {
  const res = await request.get('/api/session?pageSize=12&filter=sessionType%3Ehands-on-lab');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Lab[] }).items;
}

async function pendingOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/evaluations/counts', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { pending: number }).pending;
}

test('an attendee answers a lab evaluation with question logic and the tool belt count drops', async ({
  page,
  request,
}) => {
  const site = new SitePage(page);
  const token = await site.signInAsPersona('attendee');
  const headers = { Authorization: `Bearer ${token}` };
  // Two labs to evaluate (favorites are what the attendee evaluates besides the schedule).
  const labs = await someLabs(request);
  // Two labs of different titles (repeated labs share theirs), so each row is found by its title.
  const lab = labs[0];
  const other = labs.find((l) => l.title !== lab?.title);
  for (const s of [lab!, other!]) {
    const res = await request.put(`/api/favorites/4/${s.sessionId}`, {
      headers,
      data: { itemType: s.sessionType.logicalValue },
    });
    expect(res.ok()).toBe(true);
  }
  const before = await pendingOf(request, token);
  expect(before).toBeGreaterThanOrEqual(2);

  // The tool belt on home shows the pending count with the link.
  await page.goto('/en/home', { waitUntil: 'networkidle' });
  const belt = new ToolBelt(page);
  await expect(belt.link(`Evaluations (${before} pending)`)).toBeVisible();

  // The list: the lab pending with its Evaluate link.
  const list = new EvaluationsPage(page);
  await list.goto();
  await expect(list.status).toHaveText(`${before} evaluations to do`);
  await list.evaluateLink(lab!.title).click();
  await expect(page).toHaveURL(new RegExp(`/en/evaluations/${lab!.sessionId}$`));

  const form = new EvaluationFormPage(page);
  await expect(page.getByRole('heading', { name: `Evaluate: ${lab!.title}` })).toBeVisible();
  const liked = page.getByRole('textbox', { name: /What did you like most\?/ });
  await expect(liked).toHaveCount(0);
  await expect(form.submit).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'form');

  // Score 4 (> 3): the second question appears, required; submit stays disabled until it is answered.
  await form.choice('Very good').click();
  await expect(page.getByRole('textbox', { name: 'What did you like most? (required)' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'The level of the content was (required)' })
    .selectOption({ label: 'About right' });
  await expect(form.submit).toBeDisabled();
  // Score 3: hidden again and nothing required, so submit is enabled; back to 5: required again.
  await form.choice('Good').click();
  await expect(liked).toHaveCount(0);
  await expect(form.submit).toBeEnabled();
  await form.choice('Excellent').click();
  await expect(form.submit).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'What did you like most? (required)' })
    .fill('The hands-on exercises');
  await expect(form.submit).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Live demos' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'form-answered');

  await form.submit.click();
  await expect(page.getByText('Submit your answers? You cannot change them afterwards.')).toBeVisible();
  await expect(form.yes).toBeFocused();
  await form.yes.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  // Outside inline mode the page returns to the list, where the lab is evaluated.
  await expect(page).toHaveURL(/\/en\/evaluations$/, { timeout: 10_000 });
  await expect(list.evaluatedButton(lab!.title)).toBeDisabled();
  await expect(list.evaluateLink(other!.title)).toBeVisible();
  await expect(list.status).toHaveText(
    before - 1 === 1 ? '1 evaluation to do' : `${before - 1} evaluations to do`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'list');
  expect(await pendingOf(request, token)).toBe(before - 1);

  // Home: the tool belt's count dropped.
  await page.goto('/en/home', { waitUntil: 'networkidle' });
  await expect(belt.link(`Evaluations (${before - 1} pending)`)).toBeVisible();
  expect(await axeViolations(page, '[data-block-id="toolbelt"]')).toEqual([]);
  await page.setViewportSize({ width: 375, height: 900 });
  const toggle = belt.nav.getByRole('button', { name: /My tools/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(belt.link(`Evaluations (${before - 1} pending)`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/toolbelt-open-375.png` });
  await shoot(page, 'home-toolbelt');
});

test('anonymous visitors do not get the tool belt', async ({ page }) => {
  await page.goto('/en/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation', { name: 'My tools' })).toHaveCount(0);
});
