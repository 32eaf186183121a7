import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../api-client';
import { SiteApp, type EditorSlots } from '../../renderer';
import { headingRegistry } from '../../test-support/heading-registry';

/** The real shell at `path` with the given editor slots, on a fresh query client (what a page load starts with). */
export function renderSite(path: string, editorSlots: EditorSlots): { client: QueryClient; unmount: () => void } {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SiteApp registry={headingRegistry} clock={() => new Date('2026-11-21T20:00:00Z')} environment="cont" editorSlots={editorSlots} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, unmount: view.unmount };
}

/**
 * The site the site tools' tests load from the real API (test-support/real-api): one phase, English, the attendee
 * type changer on, the tools in the signed-in menu, and a home page whose h1 is "Home".
 */
export function siteToolsSettings(features: Record<string, unknown> = { enableAdminAttendeeTypeChanger: true }) {
  return {
    eventPhases: [{ id: 'live', label: 'Live', start: '2026-01-01T00:00:00Z' }],
    testingDate: null,
    languages: [{ language: 'en', langLocale: 'en-US', langTranslation: 'English' }],
    features,
    menus: {
      authenticatedNavigation: [
        { name: 'Glyph Search', href: '/glyph-search' },
        { name: 'File Uploader', href: '/file-uploader' },
      ],
    },
  };
}

export const siteToolsSeed = {
  settings: { cont: siteToolsSettings() },
  pages: [
    {
      page: 'home',
      phase: 'live',
      environment: 'cont' as const,
      components: [{ componentId: 'title', component: 'testHeading', parentId: null, slot: null, props: { text: 'Home' } }],
    },
  ],
};
