// The tool belt's figures (docs/behaviour/attendees-and-profile.md, "Home"): the profile's completion percentage (attendees' GET
// /profile/completion), unread messages and new meeting invites (the meetings' one counts poller, each at its own
// settings' rate) and pending evaluations (GET /evaluations/counts every evaluationCountRefreshRateSeconds,
// default 60 s, docs/behaviour/attendees-and-profile.md). Each is null until known, so a badge never shows a made-up 0.
import { useQuery } from '@tanstack/react-query';
import { useSession, useSettings, viewerKey } from '../../api-client';
import { evaluationCountsQueryOptions } from '../../api-client/evaluations';
import { useCountQueries } from '../../api-client/meetings';
import { profileCompletionQueryOptions } from '../../api-client/profile';

export interface ToolCounts {
  profile: number | null;
  messages: number | null;
  meetings: number | null;
  evaluations: number | null;
}

const seconds = (settings: Record<string, unknown> | undefined, key: string, fallback: number) => {
  const value = settings?.[key];
  return typeof value === 'number' && value >= 1 ? value : fallback;
};

export function useToolCounts(wanted: ReadonlySet<string>): ToolCounts {
  const { user, signedIn } = useSession();
  const viewer = signedIn ? viewerKey(user) : null;
  const key = viewer ?? 'anonymous';
  const settings = useSettings().data?.data as Record<string, unknown> | undefined;
  const on = (tool: string) => viewer !== null && wanted.has(tool);
  const evaluations = useQuery({
    ...evaluationCountsQueryOptions(key, seconds(settings, 'evaluationCountRefreshRateSeconds', 60)),
    enabled: on('evaluations'),
  });
  const { invites, messages } = useCountQueries({ invites: on('meetings'), messages: on('messages') });
  const completion = useQuery({ ...profileCompletionQueryOptions(key), enabled: on('profile') });
  return {
    profile: completion.data?.percentage ?? null,
    messages: messages.data?.unreadMessages ?? null,
    meetings: invites.data?.newInvites ?? null,
    evaluations: evaluations.data?.pending ?? null,
  };
}
