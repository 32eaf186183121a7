// The one poller of the viewer's counts: each query at its settings' rate, only the wanted ones enabled, none for
// anonymous visitors, and the My Event panel's single query being the invitations one (whose answer has both).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../auth/session-store';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { useUnreadNotificationCount } from '../notifications/notification-hooks';
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

describe("the notifications' unread count", () => {
  it('comes from the same GET /me/counts as the meeting counts: one request at the page start answers all three', async () => {
    // A session of its own: the tests above leave their never-answered request in flight for theirs.
    saveSession('token-2', { scopes: [], cmsId: 'u1' }, new Date(Date.now() + 3_600_000).toISOString());
    const asked: string[] = [];
    const counts = { newInvites: 2, unreadMessages: 3, unreadNotifications: 4, liveHelpUnread: false };
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), 'http://site.test').pathname);
      return Promise.resolve(new Response(JSON.stringify(counts), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    client = createQueryClient();
    client.setQueryData(queryKeys.settings('cont'), { data: {}, fromStaticFallback: false });
    const { result } = renderHook(() => ({ meetings: useCountQueries(), unread: useUnreadNotificationCount('u1') }), { wrapper });
    await waitFor(() => expect(result.current.unread).toBe(4));
    await waitFor(() => expect(result.current.meetings.messages.data?.unreadMessages).toBe(3));
    expect(result.current.meetings.invites.data?.newInvites).toBe(2);
    expect(asked).toEqual(['/api/me/counts']);
  });
});
