// The notification rule screens in the real shell against the real API (test-support/real-api), as the route tool
// slot shows them (docs/behaviour/notifications.md, Rules): the management center's list, filters, review steps and
// confirmed delete; create through the form; an edit refused because someone saved since (409), then reloaded; the
// history of a rule that sent; and the account menu, which offers the screens to site editors only.
import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../api-client';
import { type EditorSlots } from '../../renderer';
import type { NotificationRule, NotificationRuleAnswer, NotificationRuleList } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { RouteTool } from '../RouteTool';
import { renderSite, siteToolsSeed, siteToolsSettings } from '../test-support/site-under-test';
import { resetSiteBetweenTests } from '../../test-support/site-test-hooks';

// The demo's attendees (their registration types) and sessions; the site's settings are the tools' own (UTC, English),
// with an account menu that lists the management center for everyone, as the demo's does.
const settings = {
  ...siteToolsSettings(),
  menus: {
    ...siteToolsSettings().menus,
    attendeeProfileNavigation: [
      { name: 'My profile', href: '/user/profile' },
      { name: 'Notification rules', href: '/notification-management-center' },
    ],
  },
};
const api = realApiPerFile({ demoSessions: 12, settings: { cont: settings }, pages: siteToolsSeed.pages });
const slots: EditorSlots = { RouteTool };

resetSiteBetweenTests(api);

/** A rule saved by the site editor through the API (as a colleague would), scheduled unless told otherwise. */
async function createRule(overrides: Partial<NotificationRule>): Promise<NotificationRuleAnswer> {
  const rule: NotificationRule = {
    notificationID: '',
    notificationName: 'Rule',
    notificationTypes: [1, 2],
    notificationSubType: 1,
    attendeeRegistrationTypes: ['digital'],
    categories: ['Announcement'],
    title: 'Doors are open',
    body: 'Registration opens in hall A.',
    startDate: '2030-05-18T16:00:00.000Z',
    ...overrides,
  };
  const { status, body } = await api.call<NotificationRuleAnswer>('POST', '/pushnotification/rules', { persona: 'siteeditor', body: { notificationRuleDto: rule } });
  expect(status).toBe(200);
  return body;
}

/** The page's main content once its h1 reads `title` (the screens' chunk loads cold in the first test). */
async function toolPage(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 20_000 });
  return heading.closest('main') as HTMLElement;
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
const ruleCount = async () => (await api.call<NotificationRuleList>('GET', '/pushnotification/rules', { persona: 'siteeditor' })).body.rules.length;

describe('the management center', () => {
  it('lists each rule with status, types, category, next send and deliveries, and filters them', async () => {
    const user = userEvent.setup();
    await createRule({ notificationName: 'Doors open' });
    await createRule({ notificationName: 'Keynote reminder', categories: ['Reminders'], notificationTypes: [2] });
    await createRule({ notificationName: 'Lunch is served', categories: ['Informational', 'Announcement'] });
    const total = await ruleCount();
    await signIn('siteeditor');
    renderSite('/en/notification-management-center', slots);
    const main = await toolPage('Notification rules');
    const table = await within(main).findByRole('table', { name: /^Notification rules with their next send and deliveries/ });
    expect(cells(within(table).getByRole('row', { name: /^Doors open/ })).slice(0, 9)).toEqual([
      'Doors open', 'Pending approval', 'Toast, Inbox', 'Scheduled', 'Announcement', 'May 18, 2030, 4:00 PM', '0 of 1', '0', '0',
    ]);
    expect(within(main).getByRole('link', { name: 'Create rule' }).getAttribute('href')).toBe('/en/notification-rules/create');
    const filters = within(main).getByRole('group', { name: 'Filters' });
    const count = within(main).getByRole('status');
    expect(count.textContent).toBe(`Rules shown: ${total} of ${total}`);

    await user.selectOptions(within(filters).getByLabelText('Category'), 'Reminders');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.querySelector('th')?.textContent)).toEqual(['Keynote reminder']);
    expect(count.textContent).toBe(`Rules shown: 1 of ${total}`);
    await user.selectOptions(within(filters).getByLabelText('Sub type'), 'Automated');
    expect(within(main).getByText('No rule matches the filters.')).toBeTruthy();
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(count.textContent).toBe(`Rules shown: ${total} of ${total}`);

    // A fuzzy search on the name: a typo still finds the rule.
    await user.type(within(filters).getByLabelText('Search by name'), 'lnch served');
    const found = within(main).getByRole('table');
    expect(within(found).getAllByRole('row').slice(1).map((r) => r.querySelector('th')?.textContent)).toEqual(['Lunch is served']);
  });

  it('moves a rule through review (approve, deploy, back to pending) and filters by status', async () => {
    const user = userEvent.setup();
    const rule = await createRule({ notificationName: 'Badge pickup' });
    const id = rule.notificationRuleDto.notificationID!;
    await signIn('siteeditor');
    renderSite('/en/notification-management-center', slots);
    const main = await toolPage('Notification rules');
    const row = () => within(main).getByRole('row', { name: /^Badge pickup/ });
    await user.click(await within(main).findByRole('button', { name: 'Approve “Badge pickup”' }));
    await waitFor(() => expect(cells(row())[1]).toBe('Approved'));
    expect(await screen.findByText('Notification rule “Badge pickup”: Approved.')).toBeTruthy();
    // The button pressed gave way to the next step, which now has the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(row()).getByRole('button', { name: 'Deploy “Badge pickup”' })));
    expect(within(row()).getByRole('button', { name: 'Back to pending: “Badge pickup”' })).toBeTruthy();

    await user.selectOptions(within(main).getByLabelText('Status'), 'Approved');
    expect(within(main).getAllByRole('row').slice(1).map((r) => r.querySelector('th')?.textContent)).toEqual(['Badge pickup']);
    await user.click(within(row()).getByRole('button', { name: 'Deploy “Badge pickup”' }));
    // Deployed, it leaves the Approved filter; the toast says so all the same.
    expect(await screen.findByText('Notification rule “Badge pickup”: Deployed.')).toBeTruthy();
    expect(within(main).getByText('No rule matches the filters.')).toBeTruthy();
    await user.selectOptions(within(main).getByLabelText('Status'), 'Deployed');
    expect(cells(row())[1]).toBe('Deployed');
    expect(api.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/pushnotification/')).map((r) => r.url)).toEqual([
      `/pushnotification/rules/${id}/Approved`,
      `/pushnotification/rules/${id}/Deployed`,
    ]);
  });

  it('deletes a rule only once the confirmation is answered with Delete', async () => {
    const user = userEvent.setup();
    const rule = await createRule({ notificationName: 'Old announcement' });
    const id = rule.notificationRuleDto.notificationID!;
    await signIn('siteeditor');
    renderSite('/en/notification-management-center', slots);
    const main = await toolPage('Notification rules');
    const remove = await within(main).findByRole('button', { name: 'Delete “Old announcement”' });

    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete notification rule?' });
    expect(description(dialog)).toBe('“Old announcement” stops sending and leaves the list. Its history of sends is kept.');
    // The safe answer has the focus first.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(main).getByRole('row', { name: /^Old announcement/ })).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(remove);
    dialog = screen.getByRole('alertdialog', { name: 'Delete notification rule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    expect(await screen.findByText('Notification rule “Old announcement” deleted.')).toBeTruthy();
    await waitFor(() => expect(within(main).queryByRole('row', { name: /^Old announcement/ })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(within(main).getByRole('status'));
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/pushnotification/rules/${id}`]);
    expect((await api.call('GET', `/pushnotification/rules/${id}`, { persona: 'siteeditor' })).status).toBe(404);
  });
});

describe('the rule form against the server', () => {
  it("creates a scheduled rule for the Digital attendees, names it in a toast and returns to the management center", async () => {
    const user = userEvent.setup();
    await signIn('siteeditor');
    renderSite('/en/notification-rules/create', slots);
    const main = await toolPage('Create notification rule');
    const group = (name: string) => within(main).getByRole('group', { name });
    await user.type(await within(main).findByLabelText('Name (required)'), 'Hall B opens');
    await user.click(within(group('Notification types (required)')).getByLabelText('Toast'));
    await user.click(within(group('Notification types (required)')).getByLabelText('Inbox'));
    await user.click(within(group('Sub type (required)')).getByLabelText('Scheduled'));
    await user.click(within(group('Categories (required)')).getByLabelText('Events'));
    // The registration types come from the attendees (GET /pushnotification/attendee-types), by their display names.
    await user.click(await within(group('Attendee registration types (required)')).findByLabelText('Digital'));
    await user.type(within(main).getByLabelText('Title (required)'), 'Hall B is open');
    await user.type(within(main).getByLabelText('Body (required)'), 'The learning zone opens now.');
    const start = within(main).getByLabelText('Start time (required)');
    await user.clear(start);
    await user.type(start, '2030-05-18T09:00');

    // A repeat that would send more than the server allows: its refusal shows, on the repeat field too.
    await user.type(within(main).getByLabelText('End time'), '2030-07-18T09:00');
    await user.type(within(main).getByLabelText('Repeat every (minutes)'), '5');
    await user.click(within(main).getByRole('button', { name: 'Save rule' }));
    const refusal = await within(main).findByRole('alert');
    expect(refusal.textContent).toMatch(/more than 500 times/);
    expect(description(within(main).getByLabelText('Repeat every (minutes)'))).toMatch(/more than 500 times/);
    expect(await screen.findByText('Notification rule “Hall B opens” could not be saved.')).toBeTruthy();

    await user.clear(within(main).getByLabelText('Repeat every (minutes)'));
    await user.click(within(main).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Notification rule “Hall B opens” saved.')).toBeTruthy();
    const center = await toolPage('Notification rules');
    expect(await within(center).findByRole('row', { name: /^Hall B opens/ })).toBeTruthy();
    const post = api.requests.filter((r) => r.method === 'POST' && r.url === '/pushnotification/rules').pop();
    expect((post?.body as { notificationRuleDto: NotificationRule }).notificationRuleDto).toMatchObject({
      notificationID: '', notificationName: 'Hall B opens', notificationTypes: [1, 2], notificationSubType: 1, categories: ['Events'],
      attendeeRegistrationTypes: ['digital'], startDate: '2030-05-18T09:00:00.000Z', endDate: '2030-07-18T09:00:00.000Z', instanceIntervals: null,
    });
  });

  it('refuses to overwrite a colleague: the 409 names who saved, nothing is lost, and the rule reloads on request', async () => {
    const user = userEvent.setup();
    const rule = await createRule({ notificationName: 'Shuttle times', body: 'Shuttles leave every 20 minutes.' });
    const id = rule.notificationRuleDto.notificationID!;
    const readAt = rule.notificationRuleDto.updatedTime;
    await signIn('siteeditor');
    renderSite(`/en/notification-rules/edit/${id}`, slots);
    const main = await toolPage('Edit notification rule “Shuttle times”');
    const body = await within(main).findByLabelText('Body (required)');
    expect((body as HTMLTextAreaElement).value).toBe('Shuttles leave every 20 minutes.');
    await user.clear(body);
    await user.type(body, 'Shuttles leave every 10 minutes.');

    // Meanwhile a colleague saves the same rule.
    const theirs = await api.call<NotificationRuleAnswer>('PUT', '/pushnotification/rules', {
      persona: 'siteeditor',
      body: { notificationRuleDto: { ...rule.notificationRuleDto, body: 'Shuttles stop at 6 PM.' } },
    });
    expect(theirs.status).toBe(200);

    await user.click(within(main).getByRole('button', { name: 'Save rule' }));
    const notice = await within(main).findByRole('alert');
    expect(notice.textContent).toContain('Not saved: someone else saved this rule after you opened it.');
    expect(notice.textContent).toMatch(/Sam Siteeditor changed this rule at /);
    expect(notice.textContent).toMatch(/Last saved by Sam Siteeditor, \w+ \d+, \d{4}, \d+:\d\d [AP]M\./);
    expect(await screen.findByText('Notification rule “Shuttle times” could not be saved.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect((put?.body as { notificationRuleDto: NotificationRule }).notificationRuleDto.updatedTime).toBe(readAt);
    // Nothing was overwritten: the server keeps the colleague's text, the form keeps the editor's.
    const stored = await api.call<NotificationRuleAnswer>('GET', `/pushnotification/rules/${id}`, { persona: 'siteeditor' });
    expect(stored.body.notificationRuleDto.body).toBe('Shuttles stop at 6 PM.');
    expect((within(main).getByLabelText('Body (required)') as HTMLTextAreaElement).value).toBe('Shuttles leave every 10 minutes.');

    await user.click(within(notice).getByRole('button', { name: 'Reload the rule' }));
    await waitFor(() => expect((within(main).getByLabelText('Body (required)') as HTMLTextAreaElement).value).toBe('Shuttles stop at 6 PM.'));
    expect(within(main).queryByRole('alert')).toBeNull();
    await user.click(within(main).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Notification rule “Shuttle times” saved.')).toBeTruthy();
    const last = api.requests.filter((r) => r.method === 'PUT').pop();
    expect((last?.body as { notificationRuleDto: NotificationRule }).notificationRuleDto.updatedTime).toBe(theirs.body.notificationRuleDto.updatedTime);
  });
});

describe('a rule that sent', () => {
  it('shows on its history page the send with per-channel figures and who changed the rule, and on its page its settings', async () => {
    const user = userEvent.setup();
    // Due an hour ago: deploying sends it at once.
    const rule = await createRule({ notificationName: 'Welcome', startDate: new Date(Date.now() - 3_600_000).toISOString() });
    const id = rule.notificationRuleDto.notificationID!;
    expect((await api.call('POST', `/pushnotification/rules/${id}/Deployed`, { persona: 'siteeditor' })).status).toBe(200);
    await signIn('siteeditor');
    renderSite(`/en/notification-rules/view-history/${id}`, slots);
    const main = await toolPage('History of notification rule “Welcome”');
    expect(await within(main).findByText('Sent: 1 of 1')).toBeTruthy();
    const sends = within(main).getByRole('table', { name: /^Sends of “Welcome” in time order/ });
    const rows = within(sends).getAllByRole('row').slice(1);
    expect(rows.map((r) => cells(r)[r.querySelector('th') ? 2 : 0])).toEqual(['Toast', 'Inbox']);
    for (const row of rows) {
      const figures = cells(row).slice(-4).map(Number);
      expect(figures.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
      expect(figures[0]).toBeGreaterThan(0);
    }
    expect(cells(rows[0]!)[1]).not.toBe('Not sent');
    const changes = within(within(main).getByRole('region', { name: 'Changes' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(changes.map((c) => c?.replace(/^.*?: /, ''))).toEqual(['Sam Siteeditor created the rule', 'Sam Siteeditor set the status to Deployed']);

    await user.click(within(main).getByRole('link', { name: 'View rule' }));
    const detail = await toolPage('Notification rule “Welcome”');
    const settingsList = async () => {
      const region = await within(detail).findByRole('region', { name: 'Settings' });
      return Object.fromEntries(within(region).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    };
    // The registration types show by their names once GET /pushnotification/attendee-types has answered.
    await waitFor(async () => expect((await settingsList())['Attendee registration types']).toBe('Digital'));
    expect(await settingsList()).toMatchObject({
      Status: 'Deployed', 'Notification types': 'Toast, Inbox', 'Sub type': 'Scheduled', Categories: 'Announcement',
      'Attendee registration types': 'Digital', Title: 'Doors are open', 'Repeat every (minutes)': 'Once',
    });
    expect(within(detail).getByRole('link', { name: 'Edit rule' }).getAttribute('href')).toBe(`/en/notification-rules/edit/${id}`);
  });

  it('answers an address of no rule with not found and the way back', async () => {
    await signIn('siteeditor');
    renderSite('/en/notification-rules/no-such-rule', slots);
    const main = await toolPage('Notification rule');
    expect((await within(main).findByRole('alert')).textContent).toBe('There is no notification rule at this address: it may have been deleted.');
    expect(within(main).getAllByRole('link', { name: 'Back to notification rules' }).length).toBeGreaterThan(0);
  });
});

describe('the gate', () => {
  it('sends an attendee and a content editor to not found, and never loads the screens', async () => {
    let loads = 0;
    const counted: EditorSlots = {
      RouteTool: lazy(() => {
        loads++;
        return import('../RouteTool').then((m) => ({ default: m.RouteTool }));
      }),
    };
    for (const [persona, path] of [['attendee', '/en/notification-management-center'], ['contenteditor', '/en/notification-rules/edit/abc']] as const) {
      await signIn(persona);
      const site = renderSite(path, counted);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      site.unmount();
      signOut();
    }
    expect(loads).toBe(0);
    expect(api.requests.some((r) => r.url.startsWith('/pushnotification'))).toBe(false);
  });
});

describe('the account menu', () => {
  it('offers the notification rules to a site editor only (the page answers everyone else not found)', async () => {
    await signIn('attendee');
    let site = renderSite('/en/home', slots);
    await screen.findByRole('heading', { name: 'Home', level: 1 });
    const account = () => screen.getByRole('navigation', { name: 'Profile' });
    expect(within(account()).getByRole('link', { name: 'My profile', hidden: true })).toBeTruthy();
    expect(within(account()).queryByRole('link', { name: 'Notification rules', hidden: true })).toBeNull();
    site.unmount();
    signOut();

    await signIn('siteeditor');
    site = renderSite('/en/home', slots);
    await screen.findByRole('heading', { name: 'Home', level: 1 });
    expect(within(account()).getByRole('link', { name: 'Notification rules', hidden: true }).getAttribute('href')).toBe('/en/notification-management-center');
    site.unmount();
  });
});
