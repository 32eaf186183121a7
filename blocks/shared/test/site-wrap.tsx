// A block page on the site for component tests: the API client and a router at `url`, with a probe that shows the
// address's query string (data-testid `probeId`), so a test can see what the block wrote to the address.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

function SearchProbe({ id }: { id: string }) {
  const { search } = useLocation();
  return <div data-testid={id}>{search}</div>;
}

/** The `wrap` of renderBlocks for a routed page with a query client. */
export function siteWrap(client: QueryClient, url: string, probeId = 'search') {
  return (page: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {page}
        <SearchProbe id={probeId} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}
