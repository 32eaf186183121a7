// Favorites tests start from none: the attendee persona's favorites on the real API, all taken off.
import type { FavoriteList } from '../../../schemas/api-types';
import type { RealApi } from '../../../test-support/real-api';

export async function clearFavorites(api: RealApi): Promise<void> {
  const list = await api.call<FavoriteList>('GET', '/favorites', { persona: 'attendee' });
  for (const f of list.body.items) await api.call('DELETE', `/favorites/${f.kind}/${encodeURIComponent(f.itemId)}`, { persona: 'attendee' });
}
