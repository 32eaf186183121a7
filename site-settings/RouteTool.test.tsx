// The site tools' own routes (docs/behaviour/settings.md: /editor, /file-uploader, /glyph-search, gate "sign-in, scope
// siteeditor") in the real shell against the real API (test-support/real-api): past the gate the tool is the page; short of it the
// tool's chunk is never even asked for.
import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, type Persona } from '../api-client';
import type { EditorSlots } from '../renderer';
import { realApiPerFile } from '../test-support/real-api';
import { renderSite, siteToolsSeed } from './test-support/site-under-test';
import { resetSiteBetweenTests } from '../test-support/site-test-hooks';

const api = realApiPerFile(siteToolsSeed);
resetSiteBetweenTests(api);

/** The slot as app/main.tsx passes it (a lazy chunk), counting how often the chunk was asked for. */
function routeToolSlot(): { slots: EditorSlots; loads: () => number } {
  let loads = 0;
  const RouteTool = lazy(() => {
    loads++;
    return import('./RouteTool').then((m) => ({ default: m.RouteTool }));
  });
  return { slots: { RouteTool }, loads: () => loads };
}

/** Opens path as persona and waits for the not-found page (docs/behaviour/settings.md); the tool's chunk was never asked for. */
async function expectNotFound(persona: Persona, path: string): Promise<void> {
  await signIn(persona);
  const tool = routeToolSlot();
  renderSite(path, tool.slots);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.queryByText(/3403/)).toBeNull();
  expect(tool.loads()).toBe(0);
}

/** The page's main content, once its h1 names the tool. */
async function toolPage(title: string): Promise<HTMLElement> {
  // The tool's chunk is imported cold by the first test: slow on a busy machine.
  const heading = await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 20_000 });
  const main = heading.closest('main');
  expect(main?.id).toBe('main-content');
  return main as HTMLElement;
}

describe('a site tool as a page', () => {
  it('/en/file-uploader: the File Uploader under an h1, uploading a file to the site', async () => {
    const user = userEvent.setup();
    await signIn('siteeditor');
    renderSite('/en/file-uploader', routeToolSlot().slots);
    const main = await toolPage('File Uploader');
    // The title is set by an effect after the heading renders: on a busy machine a moment later.
    await waitFor(() => expect(document.title).toMatch(/^File Uploader/));
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const png = new File([bytes], 'pixel.png', { type: 'image/png' });
    // jsdom's File has no arrayBuffer() (browsers have had it since 2019); give this one what a browser's has.
    Object.defineProperty(png, 'arrayBuffer', { value: () => Promise.resolve(bytes.buffer.slice(0)) });
    await user.upload(within(main).getByLabelText('Image file (png, jpeg, jpg)'), png);
    await user.click(within(main).getByRole('button', { name: 'Upload' }));
    // The server names a file by its content: the link is the stored file's URL it answered.
    const link = await within(main).findByRole('link', { name: /^\/api\/files\/[0-9a-f]{24}\.png$/ });
    const put = api.requests.find((r) => r.method === 'PUT' && r.url === '/siteeditor/file');
    expect(put?.body).toEqual({ name: 'pixel.png', type: 'image/png', purpose: 'image', data: Buffer.from(bytes).toString('base64') });
    const stored = await fetch(`${api.origin}${link.getAttribute('href') ?? ''}`);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
  });

  it('/en/glyph-search: Glyph Search under an h1, finding a glyph by a word', async () => {
    const user = userEvent.setup();
    await signIn('siteeditor');
    renderSite('/en/glyph-search', routeToolSlot().slots);
    const main = await toolPage('Glyph Search');
    await user.type(within(main).getByLabelText('Search glyphs'), 'wheelchair');
    expect(within(main).getByRole('button', { name: 'Copy glyph name accessibility' })).toBeTruthy();
  });

  it('/en/editor: the site settings editor under the h1 Site Settings', async () => {
    await signIn('siteeditor');
    renderSite('/en/editor', routeToolSlot().slots);
    const main = await toolPage('Site Settings');
    expect(await within(main).findByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'GET' && r.url.startsWith('/siteeditor'))).toBe(true);
  });

  it('moves focus to the h1 when reached by a link inside the site', async () => {
    const user = userEvent.setup();
    await signIn('siteeditor');
    renderSite('/en/home', routeToolSlot().slots);
    await screen.findByRole('heading', { name: 'Home', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Glyph Search' }));
    const heading = await screen.findByRole('heading', { name: 'Glyph Search', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('the gate of the site tools routes', () => {
  it('sends a signed-in visitor without siteeditor to not found (docs/behaviour/settings.md), without loading the tool', async () => {
    await expectNotFound('attendee', '/en/file-uploader');
    expect(api.requests.some((r) => r.url.startsWith('/siteeditor'))).toBe(false);
  });

  it('sends a content editor to not found too (the gate row names scope siteeditor)', async () => {
    await expectNotFound('contenteditor', '/en/glyph-search');
    await expectNotFound('contenteditor', '/en/editor');
  });

  it('sends an anonymous visitor to sign in', async () => {
    const tool = routeToolSlot();
    renderSite('/en/editor', tool.slots);
    expect(await screen.findByRole('button', { name: 'Administrator' })).toBeTruthy();
    expect(tool.loads()).toBe(0);
  });
});
