// One level-one heading per page (axe page-has-heading-one: the catalog and the speaker pages had two): every
// demo page layout of every phase, rendered through the real renderer and registry with the header banner the demo
// settings assign to it (as the shell's PageContent does), holds at most one h1, and the pages whose title is a block
// of their own exactly one. Pages whose h1 comes with their data (a speaker's name) or from the shell's PageHeading
// have none before their data: the shell names them (renderer/shell/PageHeading.tsx). Server-rendered (node: the
// demo generator lives with the server), waiting for the lazy block code as the server's render does.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { prerenderToNodeStream } from 'react-dom/static';
import { createElement as h } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { createI18n, I18nextProvider, PageRenderer, withAssignedHeaderBanner, type RenderContextValue } from '../renderer';
import { generateDemo } from '../server/build-tools';

const demo = generateDemo({ sessions: 24 });
const settings = demo.settings.cont as unknown as { features: Record<string, boolean>; banners: Parameters<typeof withAssignedHeaderBanner>[2] };
const pages = demo.pages.filter((p) => p.environment === 'cont');

async function h1sOf(page: (typeof pages)[number]): Promise<string[]> {
  const layout = withAssignedHeaderBanner({ components: page.components }, page.page ?? '', settings.banners);
  await Promise.all([...new Set(layout.components.map((c) => c.component))].map((t) => registry[t]?.preload?.()));
  const context: RenderContextValue = {
    scopes: ['inperson', 'attendee-directory', 'meetings', 'session-catalog'],
    signedIn: true,
    features: settings.features,
    phaseId: page.phase ?? null,
    editMode: false,
    environment: 'cont',
    language: 'en',
    pageId: page.page ?? '',
  };
  // Queries stay pending: the page as it is before its data (what the first render of a page without it shows).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const { prelude } = await prerenderToNodeStream(
    h(I18nextProvider, { i18n: createI18n({ language: 'en' }) },
      h(QueryClientProvider, { client },
        h(MemoryRouter, { initialEntries: [`/en/${page.page}`] }, h(PageRenderer, { layout, registry, context })))),
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const container = new JSDOM(html).window.document;
  return [...container.querySelectorAll('h1')].map((h) => h.textContent ?? '');
}

describe('demo pages', () => {
  it('have at most one h1 each, and the catalog and the speaker directory exactly one: their own title', async () => {
    const many: string[] = [];
    for (const page of pages) {
      const h1s = await h1sOf(page);
      if (h1s.length > 1) many.push(`${page.id}: ${h1s.join(' / ')}`);
      if (page.page === 'sessions' || page.page === 'speakers') expect(h1s, page.id).toHaveLength(1);
    }
    expect(many).toEqual([]);
  }, 240_000);
});
