// The attendee directory's server loader: prefetches the URL's page of attendees, the facet counts and (where the
// block shows them) the people to meet under the keys the first render reads, so the HTML holds the cards and
// nothing arrives later to push them down. Nothing for visitors the directory is not for (the API would
// answer 401/403 and the block shows its sign-in note instead).
import { viewerKeyOrAnonymous } from '../../api-client';
import { attendeeFacetsQueryOptions, attendeeRecommendationsQueryOptions, attendeesQueryOptions } from '../../api-client/attendees';
import type { BlockLoader } from '../../renderer';
import type { AttendeeDirectoryProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';
import { attendeeParams, facetParams, readAttendeeState, showsSuggested } from './state';


export const loadAttendeeDirectory: BlockLoader<AttendeeDirectoryProps> = async (props, context) => {
  if (!context.signedIn || !context.scopes.includes('attendee-directory')) return;
  const viewer = viewerKeyOrAnonymous(context.user);
  const state = readAttendeeState(context.search);
  await Promise.all([
    context.queryClient.prefetchQuery(attendeesQueryOptions(viewer, attendeeParams(state))),
    props.showFacets === false ? null : context.queryClient.prefetchQuery(attendeeFacetsQueryOptions(viewer, facetParams(state))),
    prefetchFavorites(context),
    showsSuggested(context.features, state) ? context.queryClient.prefetchQuery(attendeeRecommendationsQueryOptions(viewer)) : null,
  ]);
};
