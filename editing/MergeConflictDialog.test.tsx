import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { renderWithI18n, Saver } from './test-support/saver';

const fields = [
  { componentId: 'hero', path: 'props.heading', base: 'Welcome', mine: 'Welcome, builders', theirs: 'Welcome to Nimbus' },
  { componentId: 'hero', path: 'props.buttons', base: [{ text: 'Go' }], mine: [], theirs: [{ text: 'Register' }] },
];
const mergeConflict = () =>
  new ApiError({
    status: 409, code: 'translate.base.error.component-settings.conflict', message: 'The content changed since it was read.',
    details: { componentId: 'hero', currentHash: 'x', fields }, path: '/content/component', method: 'PUT',
  });

describe('merge conflict dialog', () => {
  it('shows each field both editors changed with before, theirs and mine, and saves the choices with the same save', async () => {
    const save = vi.fn(async (force: boolean, resolutions?: unknown) => {
      if (!force && !resolutions) throw mergeConflict();
    });
    renderWithI18n(<Saver save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose which changes to keep' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    const heading = within(dialog).getByRole('group', { name: 'hero · heading' });
    expect(heading.textContent).toContain('BeforeWelcome');
    expect(heading.textContent).toContain('TheirsWelcome to Nimbus');
    expect(heading.textContent).toContain('MineWelcome, builders');
    const buttons = within(dialog).getByRole('group', { name: 'hero · buttons' });
    expect(buttons.textContent).toContain('Mine(none)');
    const saveChoices = within(dialog).getByRole('button', { name: 'Save my choices' });
    expect(saveChoices).toHaveProperty('disabled', true);
    await userEvent.click(within(heading).getByRole('radio', { name: 'Keep mine' }));
    expect(saveChoices).toHaveProperty('disabled', true);
    await userEvent.click(within(buttons).getByRole('radio', { name: 'Keep theirs' }));
    await userEvent.click(saveChoices);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]).toEqual([false, { hero: { 'props.heading': 'mine', 'props.buttons': 'theirs' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still offers force save of everything, named as such', async () => {
    const save = vi.fn(async (force: boolean) => {
      if (!force) throw mergeConflict();
    });
    renderWithI18n(<Saver save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Force save: keep mine on these fields' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toBe(true);
  });
});
