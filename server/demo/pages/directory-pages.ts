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


/**
 * A note above a page that follows the phase: none before the event, the live text during it, the post text after.
 * The expo hall's opening hours on a company's page, where attendees meet on an attendee's page, and how long a
 * profile stays on the profile page.
 */
function phaseNote(id: string, text: { live: string; post: string }): (phase: PhaseId) => BlockSpec[] {
  return (phase) =>
    phase === 'pre-event' ? [] : [block(id, 'notificationBanner', { bannerText: phase === 'live' ? text.live : text.post, alwaysShowBanner: true })];
}

const expoNote = phaseNote('expo-note', { live: 'translate.company-detail.expo.live', post: 'translate.company-detail.expo.post' });

const companyPage = (kind: 'sponsor' | 'exhibitor' | 'partner') => (phase: PhaseId) => [
  ...expoNote(phase),
  block(kind, 'companyDetail', { kind, requiresFeature: ['showCompanyDetailsPage'] }),
];

const attendeeNote = phaseNote('meet-note', { live: 'translate.attendees-detail.note.live', post: 'translate.attendees-detail.note.post' });

const profileNote = phaseNote('profile-note', { live: 'translate.user-profile.note.live', post: 'translate.user-profile.note.post' });

export const DIRECTORY_PAGES: readonly DirectoryPage[] = [
  {
    page: 'speakers-detail',
    blocks: (phase) => [block('speaker', 'speakerDetail', { directoryRoute: 'speakers', sessionsHeading: `translate.speakers-detail.sessions.${phase}`, requiresFeature: ['enableSpeakers'] })],
  },
  {
    page: 'experts-detail',
    blocks: (phase) => [
      block('expert', 'speakerDetail', {
        directoryRoute: 'experts',
        sessionsHeading: `translate.experts-detail.sessions.${phase}`,
        requiresFeature: ['enableSpeakers'],
      }),
    ],
  },
  { page: 'sponsors-detail', blocks: companyPage('sponsor') },
  { page: 'exhibitors-detail', blocks: companyPage('exhibitor') },
  { page: 'partners-detail', blocks: companyPage('partner') },
  // An attendee's page (/attendees/{id}) and the signed-in attendee's profile (/user/profile).
  { page: 'attendees-detail', blocks: (phase) => [...attendeeNote(phase), block('attendee', 'attendeeDetail', { requiresFeature: ['enableAttendees'] })] },
  { page: 'user-profile', blocks: (phase) => [...profileNote(phase), block('profile', 'userProfile', { heading: 'translate.user-profile.heading', requiresFeature: ['enableProfile'] })] },
];

export function directoryPageBlocks(def: DirectoryPage, phase: PhaseId): BlockSpec[] {
  return def.blocks(phase);
}
