import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOM_ACTION_EVENT } from '../shared/custom-action';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';
import { EVENT_TOOLS_SCOPE, REDUCED_MOBILE_HEIGHT_PX } from './HeaderBanner';

const buttons = [
  { type: 'ctalink', text: 'Register now', url: '/register' },
  { type: 'link', text: 'Agenda', url: 'https://conference.example/agenda' },
  { type: 'button', text: 'Jump', scrollTo: 'faq' },
  { type: 'ctabutton', text: 'Build schedule', action: 'open-schedule-builder', requiresAuth: true },
  {
    type: 'lightbox-link',
    text: 'Watch the recap',
    lightBoxConfig: { videoSource: 'https://media.example/recap.mp4' },
  },
  { type: 'custom-action', text: 'Chat', action: 'open-chat' },
];

describe('headerBanner', () => {
  it('renders title, subtitle, links as <a> and buttons as <button>', async () => {
    await renderBlocks([
      block('hero', 'headerBanner', {
        mainTitle: 'Build what’s next',
        subTitle: 'Seattle, 17-19 November',
        buttons,
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Build what’s next' })).toBeTruthy();
    expect(screen.getByText('Seattle, 17-19 November')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/register');
    const external = screen.getByRole('link', { name: 'Agenda' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    for (const name of ['Jump', 'Build schedule', 'Watch the recap', 'Chat']) {
      expect(screen.getByRole('button', { name }).tagName).toBe('BUTTON');
    }
  });

  it('reduces the banner to 160px on mobile with reduceBannerOnMobile', async () => {
    expect(REDUCED_MOBILE_HEIGHT_PX).toBe(160);
    const { container } = await renderBlocks([
      block('hero', 'headerBanner', { mainTitle: 'Hi', reduceBannerOnMobile: true }),
    ]);
    const banner = container.querySelector('.blk-header-banner') as HTMLElement;
    expect(banner.classList.contains('blk-header-banner--reduced')).toBe(true);
    expect(banner.style.getPropertyValue('--hb-mobile-height')).toBe('160px');
    // Vitest runs from the repository root; CSS imports are stubbed in tests, so read the file itself.
    const css = readFileSync(join(process.cwd(), 'blocks/headerBanner/header-banner.css'), 'utf8');
    // The CSS applies that height below the first breakpoint (mobile first) and lifts it from 540px.
    expect(css).toMatch(/\.blk-header-banner--reduced \{\s*height: var\(--hb-mobile-height, 160px\);/);
    expect(css).toMatch(
      /@media \(min-width: 540px\) \{[\s\S]*?\.blk-header-banner--reduced \{\s*height: auto;/,
    );
  });

  it('does not reduce without the flag', async () => {
    const { container } = await renderBlocks([block('hero', 'headerBanner', { mainTitle: 'Hi' })]);
    expect(container.querySelector('.blk-header-banner--reduced')).toBeNull();
  });

  it('hides the buttons from holders of the event-tools scope', async () => {
    await renderBlocks([block('hero', 'headerBanner', { mainTitle: 'Hi', buttons })], {
      scopes: [EVENT_TOOLS_SCOPE],
      signedIn: true,
    });
    expect(EVENT_TOOLS_SCOPE).toBe('event-tools');
    expect(screen.getByRole('heading', { name: 'Hi' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without title, subtitle or buttons', async () => {
    const { container } = await renderBlocks([block('hero', 'headerBanner', {})]);
    expect(container.querySelector('.blk-header-banner')).toBeNull();
  });

  it('sets per-device background images as custom properties', async () => {
    const { container } = await renderBlocks([
      block('hero', 'headerBanner', {
        mainTitle: 'Hi',
        backgroundImage: { mobile: '/m.webp', desktop: '/d.webp' },
        textColor: '#ffffff',
      }),
    ]);
    const banner = container.querySelector('.blk-header-banner') as HTMLElement;
    expect(banner.style.getPropertyValue('--hb-bg-mobile')).toBe('url("/m.webp")');
    expect(banner.style.getPropertyValue('--hb-bg-tablet')).toBe('url("/m.webp")');
    expect(banner.style.getPropertyValue('--hb-bg-desktop')).toBe('url("/d.webp")');
    expect(banner.style.getPropertyValue('--hb-fg-mobile')).toBe('#ffffff');
  });

  it('opens the lightbox video in an accessible dialog and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderBlocks([block('hero', 'headerBanner', { mainTitle: 'Hi', buttons })]);
    const opener = screen.getByRole('button', { name: 'Watch the recap' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Watch the recap' });
    // The ui kit's native dialog, opened modally (the page behind it is inert).
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://media.example/recap.mp4?autoplay=1');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('runs custom actions and asks anonymous visitors to sign in for requires-auth buttons', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    const listener = (e: Event) => seen((e as CustomEvent).detail);
    window.addEventListener(CUSTOM_ACTION_EVENT, listener);
    await renderBlocks([block('hero', 'headerBanner', { mainTitle: 'Hi', buttons })]);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Build schedule' }));
    window.removeEventListener(CUSTOM_ACTION_EVENT, listener);
    expect(seen.mock.calls.map((c) => c[0])).toEqual([
      { componentId: 'hero', action: 'open-chat' },
      { componentId: 'hero', action: 'sign-in' },
    ]);
  });
});
