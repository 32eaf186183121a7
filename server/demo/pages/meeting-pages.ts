// The meeting, appointment and inbox pages (docs/behaviour/routes-and-gates.md, Pages routes): /meetings holds the list under
// its heading (site-pages.ts), the others are one data block each, which writes the page's own h1. Layout ids
// follow renderer/shell/route-table.ts (`/meetings/:meetingId` -> meetings-detail, `/user/inbox` -> user-inbox).
import type { PhaseId } from '../calendar';
import { block, type BlockSpec } from './layout';

interface MeetingPage {
  page: string;
  block: BlockSpec;
}

/**
 * The pages' title and description are keys (server/demo/translation-text.ts: translate.{page}.meta.title and
 * translate.{page}.meta.{phase}): the blocks are the same in every phase, the description says what the time of
 * year asks for.
 */
const PAGES: readonly MeetingPage[] = [
  { page: 'meetings-detail', block: block('meeting', 'meetingDetail', { requiresFeature: ['showMeetings'] }) },
  { page: 'meetings-schedule', block: block('meeting-form', 'meetingForm', { requiresFeature: ['showMeetings'] }) },
  { page: 'meetings-edit', block: block('meeting-form', 'meetingForm', { requiresFeature: ['showMeetings'] }) },
  { page: 'appointments-schedule', block: block('appointment-form', 'appointmentForm', { requiresFeature: ['enableAppointmentCreation'] }) },
  { page: 'appointments-edit', block: block('appointment-form', 'appointmentForm', { requiresFeature: ['showMeetings'] }) },
  { page: 'appointments-detail', block: block('appointment', 'appointmentDetail', { requiresFeature: ['showAppointments'] }) },
  { page: 'user-inbox', block: block('inbox', 'inbox', { requiresFeature: ['showMessaging'] }) },
];

/** Each page and its blocks per phase: page meta (personal pages: not indexed) and the page's data block. */
export const MEETING_PAGES: readonly { page: string; blocks: (phase: PhaseId) => BlockSpec[] }[] = PAGES.map((p) => ({
  page: p.page,
  blocks: (phase: PhaseId) => [
    block('pagemeta', 'pageMeta', { title: `translate.${p.page}.meta.title`, description: `translate.${p.page}.meta.${phase}`, indexing: false }),
    { ...p.block, props: { ...p.block.props } },
  ],
}));

export const MEETING_PAGE_NAMES: readonly string[] = PAGES.map((p) => p.page);

/** My meetings under the /meetings page's heading. */
export function myMeetingsBlock(): BlockSpec {
  return block('my-meetings', 'myMeetings', { heading: 'translate.meetings.list.heading', requiresFeature: ['showMeetings'] });
}
