// The data blocks' reads name the same query keys as api-client/catalog, so they share the catalog's cache entries.
import { describe, expect, it } from 'vitest';
import { companiesQueryOptions, sessionsQueryOptions } from '../../../api-client/catalog';
import { sessionsRead, sponsorLogosRead } from './catalog-read';

describe('catalog reads of the data blocks', () => {
  it('key their queries like api-client/catalog', () => {
    const params = { liveAndUpcoming: true, sortBy: 'chronological', pageSize: 24, filter: ['sessionType>breakout', 'level>300'], ids: ['a', 'b'], search: '' } as const;
    expect(sessionsRead('anonymous', params).queryKey).toEqual(sessionsQueryOptions('anonymous', params).queryKey);
    expect(sessionsRead('u1', {}).queryKey).toEqual(sessionsQueryOptions('u1', {}).queryKey);
    // The shuffle's logos sit under the sponsor list's key (invalidated with it) without sharing its entry.
    expect(sponsorLogosRead('anonymous', { pageSize: 1000 }).queryKey).toEqual([...companiesQueryOptions('anonymous', 'sponsor', { pageSize: 1000 }).queryKey, 'logos']);
  });
});
