// The meeting, appointment and inbox pages (docs/behaviour/routes-and-gates.md, Pages routes): /meetings holds the list under
// its heading (site-pages.ts), the others are one data block each, which writes the page's own h1. Layout ids
// follow renderer/shell/route-table.ts (`/meetings/:meetingId` -> meetings-detail, `/user/inbox` -> user-inbox).
import type { PhaseId } from '../calendar';
import { block, type BlockSpec } from './layout';

/** What the pages say about the time of year: the blocks are the same in every phase, their description not. */
const WHEN: Record<PhaseId, string> = {
  'pre-event': 'Plan ahead of May 18.',
  live: 'During the event, May 18–20.',
  'post-event': 'Follow up after the event.',
};

interface MeetingPage {
  page: string;
  title: string;
  description: string;
  block: BlockSpec;
}

const PAGES: readonly MeetingPage[] = [
  { page: 'meetings-detail', title: 'Meeting', description: 'A meeting at Nimbus 2027: time, place, people and messages.', block: block('meeting', 'meetingDetail', { requiresFeature: ['showMeetings'] }) },
  { page: 'meetings-schedule', title: 'New meeting', description: 'Invite attendees of Nimbus 2027 to a meeting.', block: block('meeting-form', 'meetingForm', { requiresFeature: ['showMeetings'] }) },
  { page: 'meetings-edit', title: 'Edit meeting', description: 'Change a meeting you organize at Nimbus 2027.', block: block('meeting-form', 'meetingForm', { requiresFeature: ['showMeetings'] }) },
  { page: 'appointments-schedule', title: 'New appointment', description: 'Block time on your Nimbus 2027 schedule.', block: block('appointment-form', 'appointmentForm', { requiresFeature: ['enableAppointmentCreation'] }) },
  { page: 'appointments-edit', title: 'Edit appointment', description: 'Change an appointment on your Nimbus 2027 schedule.', block: block('appointment-form', 'appointmentForm', { requiresFeature: ['showMeetings'] }) },
  { page: 'appointments-detail', title: 'Appointment', description: 'An appointment on your Nimbus 2027 schedule.', block: block('appointment', 'appointmentDetail', { requiresFeature: ['showAppointments'] }) },
  { page: 'user-inbox', title: 'Messages', description: 'Your conversations with other Nimbus 2027 attendees.', block: block('inbox', 'inbox', { requiresFeature: ['showMessaging'] }) },
];

/** Each page and its blocks per phase: page meta (personal pages: not indexed) and the page's data block. */
export const MEETING_PAGES: readonly { page: string; blocks: (phase: PhaseId) => BlockSpec[] }[] = PAGES.map((p) => ({
  page: p.page,
  blocks: (phase: PhaseId) => [
    block('pagemeta', 'pageMeta', { title: `${p.title} | Nimbus 2027`, description: `${p.description} ${WHEN[phase]}`, indexing: false }),
    { ...p.block, props: { ...p.block.props } },
  ],
}));

export const MEETING_PAGE_NAMES: readonly string[] = PAGES.map((p) => p.page);

/** My meetings under the /meetings page's heading. */
export function myMeetingsBlock(): BlockSpec {
  return block('my-meetings', 'myMeetings', { heading: 'Your meetings', requiresFeature: ['showMeetings'] });
}
