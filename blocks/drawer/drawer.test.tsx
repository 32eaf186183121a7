import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const page = (props: Record<string, unknown> = {}) => [
  block('faq', 'drawer', { title: 'Can I bring a guest?', subtitle: 'Passes and guests', ...props }),
  block('faq-answer', 'sectionHeading', { body: '<p>Guests need their own pass.</p>' }, { parentId: 'faq' }),
];

describe('drawer', () => {
  it('is a disclosure: a button with aria-expanded controlling a region with the child blocks', async () => {
    const user = userEvent.setup();
    await renderBlocks(page());
    const toggle = screen.getByRole('button', { name: /Can I bring a guest\?/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Guests need their own pass.')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await screen.findByText('Guests need their own pass.');
    const region = screen.getByRole('region', { name: /Can I bring a guest\?/ });
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toContain('Guests need their own pass.');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and keeps focus on its button', async () => {
    const user = userEvent.setup();
    await renderBlocks(page({ openByDefault: true }));
    const toggle = screen.getByRole('button', { name: /Can I bring a guest\?/ });
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('starts open with openByDefault and wraps the button in the heading level', async () => {
    await renderBlocks(page({ openByDefault: true, headingLevel: 4 }));
    expect(screen.getByText('Guests need their own pass.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4 }).textContent).toContain('Can I bring a guest?');
  });
});
