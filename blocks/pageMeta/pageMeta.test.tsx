import { afterEach, describe, expect, it } from 'vitest';
import { setPreviewModeForTests } from '../../api-client/editing';
import { block, renderBlocks } from '../shared/test/render-blocks';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => setPreviewModeForTests(null));

describe('pageMeta', () => {
  it('sets title, description, og, twitter and robots, and restores them on unmount', async () => {
    document.title = 'Conference';
    const view = await renderBlocks([
      block('meta', 'pageMeta', {
        title: 'Sessions | Conference',
        description: 'Browse 400 sessions',
        og: { image: 'https://conference.example/og.png' },
        indexing: false,
        canonicalUrl: 'https://conference.example/en/sessions',
      }),
    ]);
    expect(view.container.textContent).toBe('');
    expect(document.title).toBe('Sessions | Conference');
    expect(meta('meta[name="description"]')).toBe('Browse 400 sessions');
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(meta('meta[property="og:title"]')).toBe('Sessions | Conference');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe('https://conference.example/og.png');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://conference.example/en/sessions',
    );
    view.unmount();
    expect(document.title).toBe('Conference');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('says noindex in a preview (a frame or a share link), even on a page that asks to be indexed', async () => {
    const grant = { audience: 'attendee', environment: 'cont', date: '2027-05-18T08:00:00.000Z', phase: 'live', expires: 4102444800 };
    setPreviewModeForTests(`${Buffer.from(JSON.stringify(grant)).toString('base64url')}.signature`);
    await renderBlocks([block('meta', 'pageMeta', { title: 'Home', indexing: true })]);
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
  });

  it('allows indexing by default', async () => {
    await renderBlocks([block('meta', 'pageMeta', { title: 'Home' })]);
    expect(meta('meta[name="robots"]')).toBe('index, follow');
  });
});
