// The site-context guard: on the site only with an API client, and a router unless the block does without one.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api-client';
import { useOnSite } from './on-site';

const client = createQueryClient();
const withClient = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const withBoth = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('useOnSite', () => {
  it('is on the site with an API client and a router', () => {
    expect(renderHook(() => useOnSite(), { wrapper: withBoth }).result.current).toBe(true);
  });

  it('is off the site without a router, unless the block does without one', () => {
    expect(renderHook(() => useOnSite(), { wrapper: withClient }).result.current).toBe(false);
    expect(renderHook(() => useOnSite({ router: false }), { wrapper: withClient }).result.current).toBe(true);
  });

  it('is off the site without an API client (a story, a schema example)', () => {
    const router = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    expect(renderHook(() => useOnSite(), { wrapper: router }).result.current).toBe(false);
    expect(renderHook(() => useOnSite({ router: false })).result.current).toBe(false);
  });
});
