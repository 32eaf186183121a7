// Button and link URLs go through the renderer's one URL check. Script URLs written the way a browser
// strips them never become links or navigations; what resolves off-site opens in a new window without an opener.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlocks } from './test/english-i18n';
import { block } from './test/render-blocks';

afterEach(() => {
  vi.restoreAllMocks();
});

const SCRIPT_URLS = ['java\tscript:window.__xss=1', 'java\nscript:window.__xss=2', '\u0001javascript:window.__xss=3', ' JAVASCRIPT:window.__xss=4'];

describe('action buttons and the URL check', () => {
  it('renders no link for script URLs and marks off-site relative URLs off-site', async () => {
    await renderBlocks([
      block('hero', 'headerBanner', {
        mainTitle: 'T',
        buttons: [
          ...SCRIPT_URLS.map((url, i) => ({ type: 'link', text: `bad ${i}`, url })),
          { type: 'link', text: 'backslash', url: '/\\evil.test/x' },
          { type: 'link', text: 'tab', url: '/\t/evil.test/x' },
          { type: 'link', text: 'local', url: '/en/agenda' },
        ],
      }),
    ]);
    for (let i = 0; i < SCRIPT_URLS.length; i++) expect(screen.queryByRole('link', { name: `bad ${i}` })).toBeNull();
    for (const name of ['backslash', 'tab']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe('http://evil.test/x'); // jsdom's page is http://localhost
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const local = screen.getByRole('link', { name: 'local' });
    expect(local.getAttribute('href')).toBe('/en/agenda');
    expect(local.hasAttribute('target')).toBe(false);
  });

  it('button clicks follow only vetted URLs: script URLs do nothing, off-site ones open without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderBlocks([
      block('hero', 'headerBanner', {
        mainTitle: 'T',
        buttons: [
          ...SCRIPT_URLS.map((url, i) => ({ type: i % 2 ? 'button' : 'ctabutton', text: `bad ${i}`, url })),
          { type: 'button', text: 'away', url: '/\\evil.test/x' },
        ],
      }),
    ]);
    const user = userEvent.setup();
    for (let i = 0; i < SCRIPT_URLS.length; i++) await user.click(screen.getByRole('button', { name: `bad ${i}` }));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'away' }));
    expect(open).toHaveBeenCalledWith('http://evil.test/x', '_blank', 'noopener,noreferrer');
  });

  it('button styles pass the style check: no url(), image-set() or positioning', async () => {
    await renderBlocks([
      block('hero', 'headerBanner', {
        mainTitle: 'T',
        buttons: [{ type: 'link', text: 'styled', url: '/x', styles: { 'background-color': '#fff', 'background-image': 'image-set("https://evil.test/a" 1x)', position: 'fixed', color: 'red' } }],
      }),
    ]);
    const style = screen.getByRole('link', { name: 'styled' }).getAttribute('style') ?? '';
    expect(style).toContain('background-color');
    expect(style).toContain('color: red');
    expect(style).not.toMatch(/image|url|position/);
  });
});
