import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const tabs = [
  { id: 'day-2', name: 'Day 2', order: 2 },
  { id: 'day-1', name: 'Day 1', order: 1, tabBody: '<p>Keynotes all morning</p>' },
  { id: 'day-3', name: 'Day 3', order: 3 },
  { id: 'secret', name: 'Secret', order: 4, isDisabled: true },
];

const page = (props: Record<string, unknown> = {}) => [
  block('explorer', 'tabExplorer', { tabs, ...props }),
  block(
    'day1-heading',
    'sectionHeading',
    { heading: 'Opening keynote' },
    { parentId: 'explorer', slot: 'day-1' },
  ),
  block(
    'day2-heading',
    'sectionHeading',
    { heading: 'Partner expo' },
    { parentId: 'explorer', slot: 'day-2' },
  ),
];

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('tabExplorer', () => {
  it('follows the WAI-ARIA tabs pattern and shows the first tab by order', async () => {
    await renderBlocks(page());
    const list = screen.getByRole('tablist');
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual(['Day 1', 'Day 2', 'Day 3']);
    expect(list).toBeTruthy();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Day 1');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByText('Keynotes all morning')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Opening keynote' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Partner expo' })).toBeNull();
  });

  it('writes #{componentId}&{tabId} to the hash when a tab is selected', async () => {
    const user = userEvent.setup();
    await renderBlocks(page());
    await user.click(screen.getByRole('tab', { name: 'Day 2' }));
    expect(window.location.hash).toBe('#explorer&day-2');
    expect(screen.getByRole('heading', { name: 'Partner expo' })).toBeTruthy();
  });

  it('selects the tab named by the hash, and follows hash changes', async () => {
    window.history.replaceState(null, '', '/en/home#explorer&day-3');
    await renderBlocks(page());
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 3');
    await act(async () => {
      window.location.hash = '#explorer&day-2';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 2');
  });

  it('falls back to defaultTabId, then to the first tab, when the hash names a missing tab', async () => {
    window.history.replaceState(null, '', '/en/home#explorer&gone');
    const view = await renderBlocks(page({ defaultTabId: 'day-3' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 3');
    await view.rerenderBlocks(page({ defaultTabId: 'also-gone' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 1');
  });

  it('falls back when the selected tab disappears', async () => {
    const user = userEvent.setup();
    const view = await renderBlocks(page({ defaultTabId: 'day-2' }));
    await user.click(screen.getByRole('tab', { name: 'Day 3' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 3');
    await view.rerenderBlocks([
      block('explorer', 'tabExplorer', { tabs: tabs.filter((t) => t.id !== 'day-3'), defaultTabId: 'day-2' }),
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 2');
  });

  it('leaves the hash alone with disableUrlFragmentUpdate', async () => {
    const user = userEvent.setup();
    await renderBlocks(page({ disableUrlFragmentUpdate: true }));
    await user.click(screen.getByRole('tab', { name: 'Day 2' }));
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 2');
  });

  it('moves with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    await renderBlocks(page({ disableUrlFragmentUpdate: true }));
    screen.getByRole('tab', { name: 'Day 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Day 2');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 2');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 1');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 3');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 1');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('hides disabled tabs from visitors but shows them in edit mode', async () => {
    await renderBlocks(page(), { editMode: true, scopes: ['siteeditor'], signedIn: true });
    expect(screen.getByRole('tab', { name: /Secret/ }).textContent).toContain('(hidden from visitors)');
  });

  it('does not open a disabled tab from the hash for visitors', async () => {
    window.history.replaceState(null, '', '/en/home#explorer&secret');
    await renderBlocks(page());
    expect(screen.queryByRole('tab', { name: /Secret/ })).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 1');
  });
});
