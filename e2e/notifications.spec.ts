// Notifications end to end, as the attendee sees them: a site editor deploys a rule for the attendee's registration
// type while the attendee's page is open; the page shows the rule as a toast, the unread count rises and the inbox
// lists it, also after a reload; mark all read zeroes the count for good. Turning the inbox off in the panel's
// settings means the next rule does not arrive there.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { NotificationPanel, Shell } from './pages';
import { auth } from './support/event-clock';
import { apiSignIn } from './support/session';
import { withPeople } from './support/people';

/** Deploys a scheduled rule to digital attendees (the attendee persona) whose send is already due. */
async function deployRule(request: APIRequestContext, title: string): Promise<void> {
  const headers = auth(await apiSignIn(request, 'siteeditor'));
  const created = await request.post('/api/pushnotification/rules', {
    headers,
    data: {
      notificationRuleDto: {
        notificationName: title, notificationTypes: [1, 2], notificationSubType: 1, attendeeRegistrationTypes: ['digital'],
        categories: ['Announcement'], title, body: 'Hall A opens at 9.', action1Name: 'Map', action1Link: '/en/map',
        // Long past: due whatever testing date another spec has set.
        startDate: '2020-01-01T09:00:00.000Z',
      },
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { notificationRuleDto: { notificationID: string } }).notificationRuleDto.notificationID;
  expect((await request.post(`/api/pushnotification/rules/${id}/Deployed`, { headers })).status()).toBe(200);
}

test('a deployed rule reaches the open page, the count and the inbox; mark all read and the inbox choice hold', async ({ browser, request }) => {
  await withPeople(browser, ['attendee'], async ([a]) => {
    for (const name of ['Inbox', 'Toast']) {
      const res = await request.post('/api/pushnotification/preference/notification-type', { headers: auth(a.token), data: { NotificationType: name, IsSelected: true } });
      expect(res.status()).toBe(200);
    }
    // Whatever other specs left unread, start from zero.
    await request.post('/api/pushnotification/readAll', { headers: auth(a.token) });
    await a.page.goto('/en/home');
    const panel = new NotificationPanel(a.page);
    await panel.openNotifications();
    await panel.expectUnread(0);

    const title = `Doors are open ${Date.now()}`;
    await deployRule(request, title);
    await new Shell(a.page).expectToast(`${title}: Hall A opens at 9.`, 5_000);
    await panel.expectUnread(1);
    await expect(panel.item(title).getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', '/en/map');
    await expect(panel.item(title).getByRole('img', { name: 'Unread' })).toBeVisible();

    await a.page.reload();
    await panel.openNotifications();
    await panel.expectUnread(1);
    await panel.markAllRead.click();
    await panel.expectUnread(0);
    await expect(panel.item(title).getByRole('img', { name: 'Unread' })).toHaveCount(0);
    await a.page.reload();
    await panel.openNotifications();
    await panel.expectUnread(0);

    // The inbox turned off: the next rule toasts, but never reaches the inbox.
    await panel.settingsButton.click();
    await expect(panel.choice('Inbox')).toBeChecked();
    await panel.choice('Inbox').click();
    await new Shell(a.page).expectToast('Your notification preferences were saved.');
    await expect(panel.choice('Inbox')).not.toBeChecked();
    const quiet = `Lunch is served ${Date.now()}`;
    await deployRule(request, quiet);
    await new Shell(a.page).expectToast(`${quiet}: Hall A opens at 9.`, 5_000);
    await panel.backButton.click();
    await panel.expectUnread(0);
    await expect(panel.item(quiet)).toHaveCount(0);
    await a.page.reload();
    await panel.openNotifications();
    await expect(panel.item(quiet)).toHaveCount(0);
    await expect(panel.item(title)).toHaveCount(1);
  });
});
