// The signed-in visitor's favorites: one query (GET /favorites) shared by every favorite button on the page, and a
// toggle that changes the cache at once (spec 000 section 4: "Favorites toggle optimistically with rollback on
// error"), puts the item back as it was and shows an error toast when the write fails, then reloads the list and
// the catalog's favorites filter.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError, isShownError, useSession } from '../../../api-client';
import { deleteFavorite, favoritesQueryOptions, putFavorite } from '../../../api-client/catalog';
import { showToast } from '../../../renderer';
import type { Favorite, FavoriteList } from '../../../schemas';
import { favoritesViewer, type FavoriteKind } from './kinds';

export interface FavoriteTarget {
  kind: FavoriteKind;
  id: string;
  /** The session type (logical value): required for a session (kind 4). */
  itemType?: string | null;
  /** The item's name, for the failure toast. */
  label: string;
}

export interface FavoritesState {
  /** The query key's viewer; null for anonymous visitors (they have no favorites). */
  viewer: string | null;
  /** 'pending' until the list is loaded: on the server and at hydration unless a loader prefetched it. */
  status: 'anonymous' | 'pending' | 'ready' | 'error';
  items: readonly Favorite[];
  isFavorite: (kind: FavoriteKind, id: string) => boolean;
  /** Loads the list again (after an error). */
  refetch: () => void;
}

const same = (f: Favorite, kind: number, id: string) => f.kind === kind && f.itemId === id;

/** The list with the target in (newest first, as the API orders it) or out. */
export function withFavorite(list: FavoriteList | undefined, target: FavoriteTarget, on: boolean, entry?: Favorite): FavoriteList {
  const rest = (list?.items ?? []).filter((f) => !same(f, target.kind, target.id));
  if (!on) return { items: rest };
  const added: Favorite = entry ?? { kind: target.kind, itemId: target.id, itemType: target.itemType ?? null, createdAt: new Date().toISOString() };
  return { items: [added, ...rest] };
}

/** `enabled: false` (a hidden button) reads what the cache holds but never asks the API. */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}): FavoritesState {
  const { user, signedIn } = useSession();
  const viewer = signedIn ? favoritesViewer(user) : null;
  const query = useQuery({ ...favoritesQueryOptions(viewer ?? 'anonymous'), enabled: enabled && viewer !== null });
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const isFavorite = useCallback((kind: FavoriteKind, id: string) => items.some((f) => same(f, kind, id)), [items]);
  const status = viewer === null ? 'anonymous' : query.data ? 'ready' : query.isError ? 'error' : 'pending';
  const { refetch: load } = query;
  const refetch = useCallback(() => void load(), [load]);
  return { viewer, status, items, isFavorite, refetch };
}

interface ToggleInput {
  target: FavoriteTarget;
  on: boolean;
}

/** Catalog pages filtered to the viewer's favorites (favorites=true) change with every toggle. */
function invalidateFavoriteViews(client: QueryClient, viewer: string): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'catalog' && q.queryKey[2] === viewer && String(q.queryKey[3] ?? '').includes('favorites=true'),
  });
}

export function failureMessage(target: FavoriteTarget, on: boolean): string {
  return on ? `Could not add ${target.label} to favorites. Please try again.` : `Could not remove ${target.label} from favorites. Please try again.`;
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

/** Adds or removes a favorite of the signed-in visitor, optimistically. */
export function useToggleFavorite(viewer: string | null): (target: FavoriteTarget, on: boolean) => void {
  const client = useQueryClient();
  const key = favoritesQueryOptions(viewer ?? 'anonymous').queryKey;
  const mutationKey = ['favorites', viewer ?? 'anonymous', 'toggle'];
  const mutation = useMutation({
    mutationKey,
    mutationFn: ({ target, on }: ToggleInput) => (on ? putFavorite(target.kind, target.id, target.itemType) : deleteFavorite(target.kind, target.id)),
    onMutate: async ({ target, on }) => {
      if (client.isMutating({ mutationKey }) > 1) markOverlap(client, mutationKey);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      const previous = before?.items.find((f) => same(f, target.kind, target.id));
      client.setQueryData(key, (list) => withFavorite(list, target, on));
      return { previous };
    },
    onError: (error, { target, on }, context) => {
      // Only this item goes back (other toggles may be on their way): in as it was, or out.
      client.setQueryData(key, (list) => withFavorite(list, target, context?.previous !== undefined, context?.previous));
      // A 429's own message is already shown by the shell (api-client isShownError).
      if (!(isApiError(error) && isShownError(error))) showToast(failureMessage(target, on), 'error');
    },
    onSuccess: (answer) => {
      // The answer is the whole list; while another toggle is on its way it would undo that one's optimistic change.
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(key, answer);
    },
    onSettled: async (_answer, error) => {
      if (viewer === null || client.isMutating({ mutationKey }) > 1) return;
      // The last answer is the list as the server has it, unless the write failed or toggles overlapped (answers
      // may then arrive out of order): only then is the list read again. Catalog pages filtered to favorites always.
      const reread = error !== null || overlapped(client, mutationKey);
      await Promise.all([reread ? client.invalidateQueries({ queryKey: key }) : undefined, invalidateFavoriteViews(client, viewer)]);
    },
  });
  const { mutate } = mutation;
  return useCallback((target: FavoriteTarget, on: boolean) => mutate({ target, on }), [mutate]);
}
