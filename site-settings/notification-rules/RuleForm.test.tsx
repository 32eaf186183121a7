// The rule form on its own (docs/behaviour/notifications.md, Rule form): required fields and their one generic error,
// the spec's end-time message, what an automated rule asks for that a scheduled one does not, errors tied to their
// fields and the focus on the first wrong one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createShellI18n, I18nextProvider, useTranslation } from '../../renderer';
import { emptyDraft, type RuleDraft } from './rule-draft';
import { RuleForm, type RuleFormProps } from './RuleForm';
import { inputClock } from './rule-time';
import { notificationRuleStrings, type RuleT } from './strings';

const REQUIRED = 'This field is required.';

function renderForm(props: Partial<RuleFormProps> = {}) {
  const onSubmit = vi.fn<(draft: RuleDraft) => void>();
  function Harness() {
    const { t } = useTranslation(notificationRuleStrings);
    return (
      <RuleForm
        t={t as RuleT}
        initial={emptyDraft()}
        clock={inputClock('UTC')}
        attendeeTypes={[
          { logicalValue: 'digital', displayValue: 'Digital' },
          { logicalValue: 'inperson', displayValue: 'In person' },
        ]}
        sessionFacets={{ sessionTypes: ['breakout', 'keynote'], deliveryTypes: ['inperson', 'online'] }}
        busy={false}
        refusal={null}
        cancelHref="/en/notification-management-center"
        onSubmit={onSubmit}
        {...props}
      />
    );
  }
  const view = render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Harness />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onSubmit, rerender: view.rerender };
}

/** What assistive technology reads after a control's name: the texts its aria-describedby names. */
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
const group = (name: string) => screen.getByRole('group', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
const setTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills what every rule needs, as a scheduled rule. */
async function fillScheduled(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name (required)'), 'Doors open');
  await user.click(within(group('Notification types (required)')).getByLabelText('Toast'));
  await user.click(within(group('Notification types (required)')).getByLabelText('Inbox'));
  await user.click(within(group('Sub type (required)')).getByLabelText('Scheduled'));
  await user.click(within(group('Categories (required)')).getByLabelText('Announcement'));
  await user.click(within(group('Attendee registration types (required)')).getByLabelText('Digital'));
  await user.type(screen.getByLabelText('Title (required)'), 'Doors are open');
  await user.type(screen.getByLabelText('Body (required)'), 'Registration opens in hall A.');
  setTime('Start time (required)', '2026-11-21T09:00');
}

describe('the rule form', () => {
  it('shows the generic required error on every required field left empty and focuses the first, sending nothing', async () => {
    const { onSubmit } = renderForm();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name (required)');
    expect(document.activeElement).toBe(name);
    for (const label of ['Name (required)', 'Title (required)', 'Body (required)', 'Start time (required)']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(description(field), label).toContain(REQUIRED);
    }
    // A missing selection: the group and each of its boxes carry the same generic error.
    for (const legend of ['Notification types (required)', 'Sub type (required)', 'Categories (required)', 'Attendee registration types (required)']) {
      expect(description(group(legend)), legend).toContain(REQUIRED);
      for (const box of within(group(legend)).getAllByRole(legend.startsWith('Sub type') ? 'radio' : 'checkbox')) {
        expect(box.getAttribute('aria-invalid'), legend).toBe('true');
        expect(description(box)).toContain(REQUIRED);
      }
    }
    // Optional fields stay quiet.
    expect(screen.getByLabelText('End time').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Check-in').getAttribute('aria-invalid')).toBeNull();
  });

  it("says 'end time should be greater than start time' at the end field, and focuses it", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillScheduled(user);
    setTime('End time', '2026-11-21T08:30');
    await save();
    const end = screen.getByLabelText('End time');
    expect(description(end)).toContain('end time should be greater than start time');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(end);
    expect(onSubmit).not.toHaveBeenCalled();

    setTime('End time', '2026-11-21T12:00');
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Doors open', types: [1, 2], subType: '1', start: '2026-11-21T09:00', end: '2026-11-21T12:00' });
  });

  it('steps the times by 5 minutes', () => {
    renderForm();
    expect(screen.getByLabelText('Start time (required)').getAttribute('step')).toBe('300');
    expect(screen.getByLabelText('End time').getAttribute('step')).toBe('300');
    expect(screen.getByText('Times in UTC.')).toBeTruthy();
  });

  it('asks a scheduled rule for a repeat interval, an automated one for send-before, its sessions and an end time', async () => {
    const user = userEvent.setup();
    renderForm();
    // Until a sub type is chosen, neither kind's fields show.
    expect(screen.queryByLabelText('Repeat every (minutes)')).toBeNull();
    expect(screen.queryByLabelText('Send before the session (required)')).toBeNull();

    await user.click(within(group('Sub type (required)')).getByLabelText('Scheduled'));
    expect(screen.getByLabelText('Repeat every (minutes)').getAttribute('step')).toBe('5');
    expect(screen.queryByLabelText('Send before the session (required)')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Session types' })).toBeNull();
    expect(screen.queryByLabelText('Session code')).toBeNull();
    expect(screen.queryByLabelText('Enrolled')).toBeNull();
    expect(screen.getByLabelText('End time')).toBeTruthy();

    await user.click(within(group('Sub type (required)')).getByLabelText('Automated'));
    expect(screen.queryByLabelText('Repeat every (minutes)')).toBeNull();
    const sendBefore = screen.getByLabelText('Send before the session (required)');
    expect(within(sendBefore).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…', 'At the session start', '5 minutes before', '15 minutes before', '30 minutes before', '60 minutes before',
    ]);
    expect(within(sendBefore).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['', '0', '5', '15', '30', '60']);
    expect(within(group('Session types')).getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['breakout', 'keynote']);
    expect(within(screen.getByLabelText('Delivery type')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'inperson', 'online']);
    expect(screen.getByLabelText('Session code')).toBeTruthy();
    expect(screen.getByLabelText('Enrolled')).toBeTruthy();
    expect(screen.getByLabelText('End time (required)')).toBeTruthy();
  });

  it('refuses an automated rule without send-before and end time, focusing the end time first', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillScheduled(user);
    await user.click(within(group('Sub type (required)')).getByLabelText('Automated'));
    await save();
    const end = screen.getByLabelText('End time (required)');
    const sendBefore = screen.getByLabelText('Send before the session (required)');
    expect(description(end)).toContain(REQUIRED);
    expect(description(sendBefore)).toContain(REQUIRED);
    expect(document.activeElement).toBe(end);
    expect(onSubmit).not.toHaveBeenCalled();

    setTime('End time (required)', '2026-11-22T09:00');
    await user.selectOptions(sendBefore, '15 minutes before');
    await user.click(within(group('Session types')).getByLabelText('keynote'));
    await save();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ subType: '0', sendBefore: '15', sessionTypes: ['keynote'], end: '2026-11-22T09:00' });
  });

  it("shows the server's refusal above the fields and on the field it names, and focuses that field", async () => {
    renderForm({ refusal: { message: 'Unknown attendee registration type: astronaut.', field: 'registrationTypes' } });
    expect(screen.getByRole('alert').textContent).toBe('Unknown attendee registration type: astronaut.');
    const digital = within(group('Attendee registration types (required)')).getByLabelText('Digital');
    expect(description(digital)).toContain('Unknown attendee registration type: astronaut.');
    expect(document.activeElement).toBe(digital);
  });
});
