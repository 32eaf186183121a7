import { expect, test } from './support/test';
import { SitePage } from './pages';
import { NotificationRules } from './pages/notification-rules';
import { axeViolations } from './support/axe';
import { shootWidths } from './support/screenshots';

// The site editors' notification rules (docs/behaviour/notifications.md, Rules) on the real built server: a site
// editor creates a scheduled rule for the Digital attendees through Toast and Inbox, approves and deploys it (its send
// is due, so it goes at once), sees it Deployed in the management center and its one send in the history. An attendee
// is sent to not found. axe finds nothing on the screens; screenshots at 375, 1083 and 1920 px.

const SHOTS = 'test-results/notification-rules';
const NAME = 'Digital welcome';

test('a site editor creates a scheduled rule for Digital attendees, deploys it and finds its one send in the history', async ({ page }) => {
  await new SitePage(page).signInAsPersona('siteeditor');
  const rules = new NotificationRules(page);
  await rules.gotoCenter();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await rules.openCreate();
  // Ten minutes ago, on the form's 5-minute step: due as soon as the rule is deployed.
  const start = new Date(Math.floor((Date.now() - 10 * 60_000) / 300_000) * 300_000);
  await rules.fillScheduled({
    name: NAME,
    types: ['Toast', 'Inbox'],
    category: 'Announcement',
    registrationType: 'Digital',
    title: 'Welcome to Nimbus',
    body: 'Your digital pass is ready: the keynote stream starts on the home page.',
    start,
  });
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await shootWidths(page, SHOTS, 'form', { checkOverflow: true });
  await rules.save(NAME);

  // Saved for review: pending, then approved, then deployed.
  await expect(rules.status(NAME)).toHaveText('Pending approval');
  await rules.step(NAME, 'Approve', 'Approved');
  await rules.step(NAME, 'Deploy', 'Deployed');
  await expect(rules.row(NAME).getByRole('cell').nth(1)).toHaveText('Toast, Inbox');
  // The management center shows the send once the server has made it.
  await expect(async () => {
    await page.reload();
    await expect(rules.row(NAME).getByRole('cell').nth(5)).toHaveText('1 of 1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await rules.filters.getByLabel('Status', { exact: true }).selectOption('Deployed');
  await expect(rules.status(NAME)).toHaveText('Deployed');
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await shootWidths(page, SHOTS, 'center', { checkOverflow: true });

  await rules.openHistory(NAME);
  await expect(rules.sentSummary).toHaveText('Sent: 1 of 1');
  const sends = rules.sends(NAME);
  await expect(sends.getByRole('row')).toHaveCount(3);
  await expect(sends.getByRole('cell', { name: 'Toast', exact: true })).toBeVisible();
  await expect(sends.getByRole('cell', { name: 'Inbox', exact: true })).toBeVisible();
  await expect(sends.getByRole('cell', { name: 'Not sent' })).toHaveCount(0);
  const changes = rules.main.getByRole('region', { name: 'Changes' }).getByRole('listitem');
  await expect(changes).toHaveText([/created the rule$/, /set the status to Approved$/, /set the status to Deployed$/]);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await shootWidths(page, SHOTS, 'history', { checkOverflow: true });
});

test('an attendee opening the management center is sent to not found', async ({ page }) => {
  await new SitePage(page).signInAsPersona('attendee');
  await page.goto('/en/notification-management-center');
  await expect(page).toHaveURL(/\/en\/notfound$/);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notification rules' })).toHaveCount(0);
});
