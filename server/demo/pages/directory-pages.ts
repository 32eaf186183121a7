// The directories' detail pages: the layouts the routes /speakers/{id}, /experts/{id},
// /sponsors/{id}, /exhibitors/{id} and /partners/{id} render (renderer/shell/route-table.ts: `{name}-detail`). Each
// holds the detail block, which reads the route's id; the route gates already check the flags, the block's
// requiresFeature mirrors them for editors reading the layout. The wording around the sessions follows the phase.
import type { PhaseId } from '../calendar';
import { block, type BlockSpec } from './layout';

interface DirectoryPage {
  page: string;
  blocks: (phase: PhaseId) => BlockSpec[];
}

const SPEAKER_SESSIONS: Record<PhaseId, string> = {
  'pre-event': 'Upcoming sessions',
  live: 'Sessions',
  'post-event': 'Sessions to watch on demand',
};

const EXPERT_SESSIONS: Record<PhaseId, string> = {
  'pre-event': 'Where to meet them',
  live: 'Meet them at these sessions',
  'post-event': 'Where they spoke',
};

/**
 * A note above a page that follows the phase: none before the event, the live text during it, the post text after.
 * The expo hall's opening hours on a company's page, where attendees meet on an attendee's page, and how long a
 * profile stays on the profile page.
 */
function phaseNote(id: string, text: { live: string; post: string }): (phase: PhaseId) => BlockSpec[] {
  return (phase) =>
    phase === 'pre-event' ? [] : [block(id, 'notificationBanner', { bannerText: phase === 'live' ? text.live : text.post, alwaysShowBanner: true })];
}

const expoNote = phaseNote('expo-note', {
  live: 'The expo hall in the Arch building is open daily from 9:00 to 17:00.',
  post: 'The expo hall has closed. Offers stay open until June 30, 2027.',
});

const companyPage = (kind: 'sponsor' | 'exhibitor' | 'partner') => (phase: PhaseId) => [
  ...expoNote(phase),
  block(kind, 'companyDetail', { kind, requiresFeature: ['showCompanyDetailsPage'] }),
];

const attendeeNote = phaseNote('meet-note', {
  live: 'Meet attendees in the networking lounge, Arch building level 2, daily from 9:00 to 18:00.',
  post: 'The event has ended. Messages and meeting requests stay open until June 30, 2027.',
});

const profileNote = phaseNote('profile-note', {
  live: 'Plans change during the event: keep your availability for meetings up to date.',
  post: 'Your directory profile stays visible to other attendees until June 30, 2027.',
});

export const DIRECTORY_PAGES: readonly DirectoryPage[] = [
  {
    page: 'speakers-detail',
    blocks: (phase) => [block('speaker', 'speakerDetail', { directoryRoute: 'speakers', sessionsHeading: SPEAKER_SESSIONS[phase], requiresFeature: ['enableSpeakers'] })],
  },
  {
    page: 'experts-detail',
    blocks: (phase) => [
      block('expert', 'speakerDetail', {
        directoryRoute: 'experts',
        sessionsHeading: EXPERT_SESSIONS[phase],
        requiresFeature: ['enableSpeakers'],
      }),
    ],
  },
  { page: 'sponsors-detail', blocks: companyPage('sponsor') },
  { page: 'exhibitors-detail', blocks: companyPage('exhibitor') },
  { page: 'partners-detail', blocks: companyPage('partner') },
  // An attendee's page (/attendees/{id}) and the signed-in attendee's profile (/user/profile).
  { page: 'attendees-detail', blocks: (phase) => [...attendeeNote(phase), block('attendee', 'attendeeDetail', { requiresFeature: ['enableAttendees'] })] },
  { page: 'user-profile', blocks: (phase) => [...profileNote(phase), block('profile', 'userProfile', { heading: 'My profile', requiresFeature: ['enableProfile'] })] },
];

export function directoryPageBlocks(def: DirectoryPage, phase: PhaseId): BlockSpec[] {
  return def.blocks(phase);
}
