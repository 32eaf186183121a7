// Adding and removing a favorite of the signed-in visitor as one mutation: the cached list changes at once
// ("favorites toggle optimistically with rollback on error"), only the item goes back when the write fails, the
// answer (the whole list) replaces the cache unless other toggles are on their way, and the catalog's pages filtered
// to favorites are read again.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Favorite, FavoriteList } from '../../schemas/api-types';
import { isQueuedOffline, sendOrQueue } from '../offline/offline-write';
import { deleteFavorite, favoritesQueryOptions, putFavorite } from './catalog';

/** Which favorite: its kind (the API's number), the item's id and, for a session, its session type. */
export interface FavoriteRef {
  kind: number;
  id: string;
  itemType?: string | null;
  /** The item's name, for the offline replay's failure toast. */
  label?: string;
}

const same = (f: Favorite, kind: number, id: string) => f.kind === kind && f.itemId === id;

/** Whether the list holds the item. */
export function hasFavorite(items: readonly Favorite[], kind: number, id: string): boolean {
  return items.some((f) => same(f, kind, id));
}

/** The list with the target in (newest first, as the API orders it) or out. */
export function withFavorite(list: FavoriteList | undefined, target: FavoriteRef, on: boolean, entry?: Favorite): FavoriteList {
  const rest = (list?.items ?? []).filter((f) => !same(f, target.kind, target.id));
  if (!on) return { items: rest };
  const added: Favorite = entry ?? { kind: target.kind as Favorite['kind'], itemId: target.id, itemType: target.itemType ?? null, createdAt: new Date().toISOString() };
  return { items: [added, ...rest] };
}

/** Catalog pages filtered to the viewer's favorites (favorites=true) change with every toggle. */
function invalidateFavoriteViews(client: QueryClient, viewer: string): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'catalog' && q.queryKey[2] === viewer && String(q.queryKey[3] ?? '').includes('favorites=true'),
  });
}

// Whether toggles of one viewer overlapped since the last time none was on its way (per query client).
const overlaps = new WeakMap<QueryClient, Set<string>>();
function markOverlap(client: QueryClient, mutationKey: readonly string[]): void {
  const set = overlaps.get(client) ?? new Set<string>();
  set.add(mutationKey.join('/'));
  overlaps.set(client, set);
}
/** Answers whether toggles overlapped, and starts afresh. */
function overlapped(client: QueryClient, mutationKey: readonly string[]): boolean {
  return overlaps.get(client)?.delete(mutationKey.join('/')) ?? false;
}

/**
 * Adds (`on`) or removes a favorite of the viewer (null: anonymous), optimistically. `onFailure` tells the visitor
 * when a write failed (the item is already back as it was).
 */
export function useFavoriteToggle<T extends FavoriteRef>(
  viewer: string | null,
  onFailure: (error: Error, target: T, on: boolean) => void,
): (target: T, on: boolean) => void {
  const client = useQueryClient();
  const key = favoritesQueryOptions(viewer ?? 'anonymous').queryKey;
  const mutationKey = ['favorites', viewer ?? 'anonymous', 'toggle'];
  const mutation = useMutation({
    mutationKey,
    // Offline, the queue (api-client/offline/) holds the toggle and the optimistic change stays, shown as pending.
    networkMode: 'always',
    mutationFn: ({ target, on }: { target: T; on: boolean }) =>
      sendOrQueue(
        client, viewer, target.label ?? target.id, { kind: 'favorite', on, favoriteKind: target.kind, id: target.id, itemType: target.itemType ?? null },
        (key) => (on ? putFavorite(target.kind, target.id, target.itemType, key) : deleteFavorite(target.kind, target.id, key)),
      ),
    onMutate: async ({ target, on }) => {
      if (client.isMutating({ mutationKey }) > 1) markOverlap(client, mutationKey);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      const previous = before?.items.find((f) => same(f, target.kind, target.id));
      client.setQueryData(key, (list) => withFavorite(list, target, on));
      return { previous };
    },
    onError: (error, { target, on }, context) => {
      if (isQueuedOffline(error)) return;
      // Only this item goes back (other toggles may be on their way): in as it was, or out.
      client.setQueryData(key, (list) => withFavorite(list, target, context?.previous !== undefined, context?.previous));
      onFailure(error, target, on);
    },
    onSuccess: (answer) => {
      // The answer is the whole list; while another toggle is on its way it would undo that one's optimistic change.
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(key, answer);
    },
    onSettled: async (_answer, error) => {
      if (viewer === null || client.isMutating({ mutationKey }) > 1) return;
      // The last answer is the list as the server has it, unless the write failed or toggles overlapped (answers
      // may then arrive out of order): only then is the list read again. Catalog pages filtered to favorites always.
      if (isQueuedOffline(error)) return;
      const reread = error !== null || overlapped(client, mutationKey);
      await Promise.all([reread ? client.invalidateQueries({ queryKey: key }) : undefined, invalidateFavoriteViews(client, viewer)]);
    },
  });
  const { mutate } = mutation;
  return useCallback((target: T, on: boolean) => mutate({ target, on }), [mutate]);
}
