// The one poller of the viewer's counts: each query at its settings' rate, only the wanted ones enabled, none for
// anonymous visitors, and the My Event panel's single query being the invitations one (whose answer has both).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../auth/session-store';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { useCountQueries, useMyCounts } from './meeting-hooks';
import { meetingKeys } from './meetings-api';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

function setUp(settings: Record<string, unknown>) {
  // No answers: the test reads the queries' options, never their data.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  client = createQueryClient();
  client.setQueryData(queryKeys.settings('cont'), { data: settings, fromStaticFallback: false });
}

const observed = (which: 'invites' | 'messages') =>
  client.getQueryCache().find({ queryKey: meetingKeys.counts('u1', which) })?.observers[0]?.options;

afterEach(() => {
  clearSession();
  client.clear();
  vi.unstubAllGlobals();
});

describe('useCountQueries', () => {
  it("polls invitations and messages at their settings' rates, defaulting to 60 s and 90 s", () => {
    saveSession('token', { scopes: [], cmsId: 'u1' }, new Date(Date.now() + 3_600_000).toISOString());
    setUp({ meetingCountRefreshRateSeconds: 30 });
    renderHook(() => useCountQueries(), { wrapper });
    expect(observed('invites')).toMatchObject({ enabled: true, refetchInterval: 30_000 });
    expect(observed('messages')).toMatchObject({ enabled: true, refetchInterval: 90_000 });
  });

  it('leaves the unwanted count alone, and the My Event panel reads the invitations query', () => {
    saveSession('token', { scopes: [], cmsId: 'u1' }, new Date(Date.now() + 3_600_000).toISOString());
    setUp({ messageCountRefreshRateSeconds: 45 });
    const { result } = renderHook(() => useMyCounts(), { wrapper });
    expect(observed('invites')).toMatchObject({ enabled: true, refetchInterval: 60_000 });
    expect(observed('messages')).toMatchObject({ enabled: false });
    expect(result.current.fetchStatus).toBe('fetching');
  });

  it('asks nothing for an anonymous visitor', () => {
    setUp({});
    const { result } = renderHook(() => useCountQueries(), { wrapper });
    expect(result.current.invites.fetchStatus).toBe('idle');
    expect(result.current.messages.fetchStatus).toBe('idle');
  });
});
