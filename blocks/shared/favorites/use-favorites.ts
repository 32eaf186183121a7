// The signed-in visitor's favorites: one query (GET /favorites) shared by every favorite button on the page, and a
// toggle (api-client's optimistic favorite mutation, docs/behaviour/catalog.md: "Favorites toggle optimistically with
// rollback on error") that shows an error toast when the write fails.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError, isShownError, useSession, viewerKey } from '../../../api-client';
import { favoritesQueryOptions, hasFavorite, useFavoriteToggle } from '../../../api-client/catalog';
import { showToast, useTranslation, type TFunction } from '../../../renderer';
import type { Favorite } from '../../../schemas/api-types';
import type { FavoriteKind } from './kinds';
import { favoritesSharedNamespace, favoritesSharedStrings } from './strings';

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

/** `enabled: false` (a hidden button) reads what the cache holds but never asks the API. */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}): FavoritesState {
  const { user, signedIn } = useSession();
  const viewer = signedIn ? viewerKey(user) : null;
  const query = useQuery({ ...favoritesQueryOptions(viewer ?? 'anonymous'), enabled: enabled && viewer !== null });
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const isFavorite = useCallback((kind: FavoriteKind, id: string) => hasFavorite(items, kind, id), [items]);
  const status = viewer === null ? 'anonymous' : query.data ? 'ready' : query.isError ? 'error' : 'pending';
  const { refetch: load } = query;
  const refetch = useCallback(() => void load(), [load]);
  return { viewer, status, items, isFavorite, refetch };
}

export function failureMessage(target: FavoriteTarget, on: boolean, t: TFunction): string {
  return on
    ? t('translate.shared-favorites.add-failed', { label: target.label })
    : t('translate.shared-favorites.remove-failed', { label: target.label });
}

/** Adds or removes a favorite of the signed-in visitor, optimistically; a failed write shows an error toast. */
export function useToggleFavorite(viewer: string | null): (target: FavoriteTarget, on: boolean) => void {
  const { t } = useTranslation(favoritesSharedStrings, favoritesSharedNamespace);
  const toastFailure = (error: Error, target: FavoriteTarget, on: boolean): void => {
    // A 429's own message is already shown by the shell (api-client isShownError).
    if (!(isApiError(error) && isShownError(error))) showToast(failureMessage(target, on, t), 'error');
  };
  return useFavoriteToggle<FavoriteTarget>(viewer, toastFailure);
}
