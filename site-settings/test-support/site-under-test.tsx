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
