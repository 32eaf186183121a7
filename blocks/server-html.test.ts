import { describe, expect, it } from 'vitest';
import { onlyPlainLinks } from './server-html';

describe('onlyPlainLinks', () => {
  it('accepts text and plain links at any depth', () => {
    expect(onlyPlainLinks({ mainTitle: 'Hi', buttons: [{ type: 'link', url: '/en/home', text: 'Go' }, { url: '/x', text: 'Default type' }] })).toBe(true);
    expect(onlyPlainLinks({ cards: [{ content: { buttons: [{ type: 'ctalink', url: '/a', text: 'A' }] } }] })).toBe(true);
    expect(onlyPlainLinks({})).toBe(true);
  });

  it('refuses buttons with a handler and videos', () => {
    expect(onlyPlainLinks({ headingButtons: [{ type: 'ctabutton', url: '/a', text: 'A' }] })).toBe(false);
    expect(onlyPlainLinks({ buttons: [{ type: 'link', url: '/a', text: 'A', requiresAuth: true }] })).toBe(false);
    expect(onlyPlainLinks({ buttons: [{ type: 'lightbox-link', text: 'Watch' }] })).toBe(false);
    expect(onlyPlainLinks({ buttons: [{ type: 'custom-action', action: 'x', text: 'Do' }] })).toBe(false);
    expect(onlyPlainLinks({ cards: [{ media: { type: 'video', videoUrl: 'https://example.com/v.mp4' } }] })).toBe(false);
    expect(onlyPlainLinks({ assetData: { image: '/media/lab.webp', lightBoxUrl: 'https://example.com/v.mp4' } })).toBe(false);
    expect(onlyPlainLinks({ assetData: { assetType: 'image', image: '/media/lab.webp', videoAltText: '' } })).toBe(true);
    expect(onlyPlainLinks({ cards: [{ content: { buttons: [{ type: 'lightbox-link', text: 'W' }] } }] })).toBe(false);
  });
});
