import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_LINKS } from '../../schemas/index.js';
import { buildChrome } from './chrome.js';

describe('buildChrome', () => {
  it('answers the default footer links below the language when settings have none', () => {
    const chrome = buildChrome('de', {});
    expect(chrome.footerLinks.map((l) => l.href)).toEqual(DEFAULT_FOOTER_LINKS.map((l) => `/de${l.href}`));
    expect(chrome.footerHtml).toContain('<a href="/de/code-of-conduct">Code of conduct</a>');
  });

  it('takes menus.footerNavigation, skipping hidden items, and escapes the HTML', () => {
    const chrome = buildChrome('en', {
      menus: {
        footerNavigation: [
          { name: 'Press <kit>', href: '/press', target: '_blank' },
          { name: 'Hidden', href: '/hidden', hidden: true },
          { name: 'Status', href: 'https://status.example.com' },
        ],
      },
    });
    expect(chrome.footerLinks).toEqual([
      { name: 'Press <kit>', href: '/en/press', target: '_blank' },
      { name: 'Status', href: 'https://status.example.com' },
    ]);
    expect(chrome.footerHtml).toContain('Press &lt;kit&gt;');
    expect(chrome.footerHtml).not.toContain('Hidden');
  });
});

describe('buildChrome links in a site language', () => {
  it('keeps a path in a configured language and puts others below the asked one', () => {
    const chrome = buildChrome('de', {
      languages: [{ language: 'en' }, { language: 'de' }],
      menus: { footerNavigation: [{ name: 'A', href: '/en/a' }, { name: 'B', href: '/b' }] },
    });
    expect(chrome.footerLinks.map((l) => l.href)).toEqual(['/en/a', '/de/b']);
  });
});

describe('buildChrome names', () => {
  it("names links by the language's translations of their keys, English defaults or the text itself otherwise", () => {
    const chrome = buildChrome(
      'de',
      { menus: { anonymousNavigation: [{ name: 'translate.nav.home', href: '/home' }, { name: 'Blog', href: '/blog' }] } },
      { 'translate.nav.home': 'Startseite' },
    );
    expect(chrome.headerHtml).toContain('<a href="/de/home">Startseite</a>');
    expect(chrome.headerHtml).toContain('<a href="/de/blog">Blog</a>');
    expect(chrome.footerHtml).toContain('>Accessibility</a>');
  });
});
