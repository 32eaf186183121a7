// The viewer part of the meeting keys in a server loader: the same id the browser's useMeetingViewer reads.
import { viewerKey } from '../../../api-client';
import type { BlockLoadContext } from '../../../renderer';

export function meetingViewerOf(context: BlockLoadContext): string | null {
  if (!context.signedIn) return null;
  return viewerKey(context.user);
}

/** A route parameter (meetingId, appointmentId), '' when absent. */
export const paramOf = (context: BlockLoadContext, name: string) => context.params[name] ?? '';
