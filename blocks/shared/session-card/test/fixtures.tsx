// Test helpers of the data blocks: session cards and sponsors as the catalog API answers them, an API client whose
// fetch answers from a handler (so fake timers drive refreshes and shuffles), and a render through the real
// registry and renderer with a fixed render time, under an English i18next instance.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { configureApiClient, createQueryClient, resetApiClientConfig } from '../../../../api-client';
import { createShellI18n, EventTimeContext, I18nextProvider, PageRenderer, RenderTimeContext, type RenderContextValue } from '../../../../renderer';
import type { CatalogCompanyList, CatalogSessionList, Company, SessionCard } from '../../../../schemas/api-types';
import { registry } from '../../../registry';
import { block, VISITOR } from '../../test/render-blocks';

const MIN = 60_000;

/** Session i: starts `startIn` minutes after `at`, lasts an hour. */
export function card(i: number, at: number, startIn = i * 30, extra: Partial<SessionCard> = {}): SessionCard {
  const start = new Date(at + startIn * MIN).toISOString();
  const end = new Date(at + (startIn + 60) * MIN).toISOString();
  return {
    sessionId: `s${i}`,
    sessionCode: `BRK${100 + i}`,
    title: `Session ${i}`,
    sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' },
    sessionLevel: { logicalValue: '200', displayValue: 'Intermediate (200)' },
    topic: 'AI',
    deliveryTypes: [],
    viewingOptions: [],
    speakers: [{ speakerId: `p${i}`, displayName: `Speaker ${i}`, company: 'Contoso', thumbnail: '' }],
    speakerCount: 1,
    roomId: 'r1',
    location: 'Hall A',
    startDateTime: start,
    endDateTime: end,
    durationInMinutes: 60,
    hasOnDemand: false,
    hasLiveStream: false,
    isCapacityControlled: false,
    roomHasCapacity: true,
    waitlistHasCapacity: true,
    enrollmentStatus: null,
    canBeScheduled: true,
    isPopular: false,
    isFeatured: false,
    detailNavigation: '',
    ...extra,
  };
}

export function sessionList(items: SessionCard[], pageSize = 12): CatalogSessionList {
  return { items, total: items.length, currentPage: 1, pageSize, pageCount: 1, sortBy: 'asc', search: '', filters: [] };
}

export function sponsor(i: number): Company {
  return {
    companyId: `c${i}`,
    name: `Sponsor ${i}`,
    logo: '',
    website: '',
    booth: '',
    offers: [],
    description: '',
    kind: 'sponsor',
    tier: 'gold',
  };
}

export function companyList(items: Company[]): CatalogCompanyList {
  return { items, total: items.length, currentPage: 1, pageSize: 1000, pageCount: 1 };
}

/** Points the API client at `answer` (path and query after /api); returns the URLs asked for. */
export function fakeApi(answer: (url: URL) => unknown): URL[] {
  const asked: URL[] = [];
  configureApiClient({
    baseUrl: 'http://api.test/api',
    fetch: async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      asked.push(url);
      return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return asked;
}

export { resetApiClientConfig };

/** Renders one block through the real registry at render time `at`, its code loaded first. */
export async function renderBlock(
  type: string,
  props: Record<string, unknown>,
  {
    at,
    client = createQueryClient(),
    context = {},
    eventTime = null,
  }: {
    at: number;
    client?: QueryClient;
    context?: Partial<RenderContextValue>;
    /** The testing or preview date the shell puts the event at (EventTimeContext), null for the real time. */
    eventTime?: number | null;
  },
) {
  await registry[type]?.preload?.();
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <I18nextProvider i18n={createShellI18n('en')}>
        <RenderTimeContext value={at}>
          <EventTimeContext value={eventTime}>
            <QueryClientProvider client={client}>
              <PageRenderer layout={{ components: [block('b', type, props)] }} registry={registry} context={{ ...VISITOR, ...context }} />
            </QueryClientProvider>
          </EventTimeContext>
        </RenderTimeContext>
      </I18nextProvider>,
    );
  });
  return { ...result, client };
}
