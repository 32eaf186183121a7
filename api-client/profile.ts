// The signed-in user's profile, consent and session recommendations (server/profile; docs/contracts.md "Attendees and
// profile"). Apart from index.ts, as catalog.ts is: only the profile page and the blocks that show these load it.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ConsentAnswer, ConsentBody, ProfileAnswer, ProfileBody, ProfileCompletion, ProfileMetadata, RecommendationList,
} from '../schemas/api-types';
import { attendeeKeys } from './attendees';
import { apiRequest } from './http';
import { useWriteMutation } from './use-write-mutation';

export const profileKeys = {
  profile: (viewer: string) => ['profile', viewer] as const,
  metadata: ['profile', 'metadata'] as const,
  completion: (viewer: string) => ['profile', viewer, 'completion'] as const,
  consent: (viewer: string) => ['profile', viewer, 'consent'] as const,
  recommendations: (viewer: string) => ['recommendation', viewer] as const,
};

export const getProfile = (signal?: AbortSignal) => apiRequest<ProfileAnswer>('/profile', { signal });
export const putProfile = (body: ProfileBody) => apiRequest<ProfileAnswer>('/profile', { method: 'PUT', body });
export const postProfilePhoto = (body: { name: string; type: string; data: string }) => apiRequest<ProfileAnswer>('/profile/photo', { method: 'POST', body });
export const getProfileMetadata = (signal?: AbortSignal) => apiRequest<ProfileMetadata>('/profile/profileMetaData', { signal });
export const getProfileCompletion = (signal?: AbortSignal) => apiRequest<ProfileCompletion>('/profile/completion', { signal });
export const getConsent = (signal?: AbortSignal) => apiRequest<ConsentAnswer>('/consent', { signal });
export const putConsent = (body: ConsentBody) => apiRequest<ConsentAnswer>('/consent', { method: 'PUT', body });
export const getRecommendations = (signal?: AbortSignal) => apiRequest<RecommendationList>('/recommendation', { signal });

export function profileQueryOptions(viewer: string) {
  return queryOptions({ queryKey: profileKeys.profile(viewer), queryFn: ({ signal }) => getProfile(signal) });
}

export function profileMetadataQueryOptions() {
  // The form's definition changes with a deployment, not while the page is open.
  return queryOptions({ queryKey: profileKeys.metadata, queryFn: ({ signal }) => getProfileMetadata(signal), staleTime: Infinity });
}

/** The completion percentage alone (the tool belt's profile link). */
export function profileCompletionQueryOptions(viewer: string) {
  return queryOptions({ queryKey: profileKeys.completion(viewer), queryFn: ({ signal }) => getProfileCompletion(signal) });
}

export function consentQueryOptions(viewer: string) {
  return queryOptions({ queryKey: profileKeys.consent(viewer), queryFn: ({ signal }) => getConsent(signal) });
}

export function recommendationsQueryOptions(viewer: string) {
  return queryOptions({ queryKey: profileKeys.recommendations(viewer), queryFn: ({ signal }) => getRecommendations(signal) });
}

/** After a profile write: the answer is the profile; the completion and every directory read follow it. */
function profileSaved(viewer: string) {
  return (client: QueryClient, answer: ProfileAnswer) => {
    client.setQueryData(profileKeys.profile(viewer), answer);
    client.setQueryData(profileKeys.completion(viewer), answer.completion);
    return client.invalidateQueries({ queryKey: attendeeKeys.all });
  };
}

export function useSaveProfile(viewer: string) {
  return useWriteMutation(putProfile, profileSaved(viewer));
}

export function useUploadProfilePhoto(viewer: string) {
  return useWriteMutation(postProfilePhoto, profileSaved(viewer));
}

export function useSaveConsent(viewer: string) {
  return useWriteMutation(putConsent, (client, answer) => {
    client.setQueryData(profileKeys.consent(viewer), answer);
  });
}
