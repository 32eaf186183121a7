// The signed-in user's remembered choices (GET / PUT /api/preferences, server/catalog/preferences.ts): the catalog's
// page size and view follow the user to every browser (docs/behaviour/catalog.md, "remembered per user"). Anonymous
// visitors have no server side: their blocks keep the choice in the browser's storage.
import { queryOptions } from '@tanstack/react-query';
import type { Preferences, PreferencesBody } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import { useWriteMutation } from '../use-write-mutation';

export type { Preferences, PreferencesBody };

export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiRequest<Preferences>('/preferences', { signal });
}

/** Changes the named choices (null forgets one); answers all of them. */
export function putPreferences(body: PreferencesBody): Promise<Preferences> {
  return apiRequest<Preferences>('/preferences', { method: 'PUT', body });
}

/** `viewer`: the signed-in user's id (the key says whose choices they are). */
export function preferencesQueryOptions(viewer: string) {
  return queryOptions({ queryKey: queryKeys.preferences(viewer), queryFn: ({ signal }) => getPreferences(signal) });
}

/** Stores a choice; the answer replaces the cached choices at once. */
export function usePutPreferences(viewer: string) {
  return useWriteMutation(putPreferences, (client, prefs) => {
    client.setQueryData(queryKeys.preferences(viewer), prefs);
  });
}
