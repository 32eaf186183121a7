import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block, settle } from '../shared/test/render-blocks';
import { dismissalKey } from './NotificationBanner';

const text = 'Registration closes Friday.';

describe('notificationBanner', () => {
  it('shows bannerText and remembers a dismissal per component in local storage', async () => {
    const user = userEvent.setup();
    const page = [
      block('notice-a', 'notificationBanner', { bannerText: text }),
      block('notice-b', 'notificationBanner', { bannerText: 'Other notice' }),
    ];
    const first = await renderBlocks(page);
    expect(screen.getByText(text)).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0] as HTMLElement);
    expect(screen.queryByText(text)).toBeNull();
    expect(localStorage.getItem(dismissalKey('notice-a'))).toBe('true');
    expect(localStorage.getItem(dismissalKey('notice-b'))).toBeNull();
    first.unmount();

    // A new page view: the dismissed banner stays dismissed, the other one still shows.
    await renderBlocks(page);
    expect(screen.queryByText(text)).toBeNull();
    expect(screen.getByText('Other notice')).toBeTruthy();
  });

  it('with alwaysShowBanner dismisses only for the current view', async () => {
    const user = userEvent.setup();
    const page = [block('notice', 'notificationBanner', { bannerText: text, alwaysShowBanner: true })];
    const first = await renderBlocks(page);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText(text)).toBeNull();
    expect(localStorage.getItem(dismissalKey('notice'))).toBeNull();
    first.unmount();
    await renderBlocks(page);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('ignores a stored dismissal when alwaysShowBanner is set', async () => {
    localStorage.setItem(dismissalKey('notice'), 'true');
    await renderBlocks([block('notice', 'notificationBanner', { bannerText: text, alwaysShowBanner: true })]);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows nothing without bannerText', async () => {
    const { container } = await renderBlocks([block('notice', 'notificationBanner', {})]);
    expect(container.querySelector('.blk-notification-banner')).toBeNull();
  });

  it('requires the local storage entry to be true, and resets it to false on unmount', async () => {
    const page = [
      block('notice', 'notificationBanner', { bannerText: text, requireLocalStorageEntry: 'showWelcome' }),
    ];
    const hidden = await renderBlocks(page);
    expect(screen.queryByText(text)).toBeNull();
    hidden.unmount();
    await settle();

    localStorage.setItem('showWelcome', 'true');
    const shown = await renderBlocks(page);
    expect(screen.getByText(text)).toBeTruthy();
    shown.unmount();
    await settle();
    expect(localStorage.getItem('showWelcome')).toBe('false');

    await renderBlocks(page);
    expect(screen.queryByText(text)).toBeNull();
  });

  it('appears when the entry is granted while mounted', async () => {
    const { storage } = await import('../../renderer');
    await renderBlocks([
      block('notice', 'notificationBanner', { bannerText: text, requireLocalStorageEntry: 'showWelcome' }),
    ]);
    expect(screen.queryByText(text)).toBeNull();
    await act(async () => {
      storage.set('showWelcome', true);
    });
    expect(screen.getByText(text)).toBeTruthy();
  });
});
