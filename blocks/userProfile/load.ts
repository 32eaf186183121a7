// The profile page's server loader: prefetches the signed-in visitor's profile and the profile metadata (and their
// consent on the contact tab) under the keys the first render reads, so the HTML holds the form and its percentage.
import { viewerKeyOrAnonymous } from '../../api-client';
import { consentQueryOptions, profileMetadataQueryOptions, profileQueryOptions } from '../../api-client/profile';
import type { BlockLoader } from '../../renderer';
import type { UserProfileProps } from '../../schemas/api-types';
import { readTab } from './tabs';

export const loadUserProfile: BlockLoader<UserProfileProps> = async (props, context) => {
  if (!context.signedIn) return;
  const viewer = viewerKeyOrAnonymous(context.user);
  const tab = readTab(context.search, props.defaultTab);
  await Promise.all([
    context.queryClient.prefetchQuery(profileQueryOptions(viewer)),
    context.queryClient.prefetchQuery(profileMetadataQueryOptions()),
    tab === 'contact' ? context.queryClient.prefetchQuery(consentQueryOptions(viewer)) : null,
  ]);
};
