/**
 * Server loaders of the data-driven blocks, one per block type that reads API data on its first render, each
 * beside its component (`blocks/<type>/load.ts`) and typed by that block's props. The server runs the loaders of
 * the blocks a page holds before rendering it (app/server-entry.tsx); the browser never imports this module.
 * The blocks built so far take everything from their props; the attendee blocks (catalog, schedule, …) add
 * their loaders here.
 */
import type { BlockLoadContext, BlockLoader, RenderableLayout } from '../renderer';
import type { BlockType } from '../schemas';
import type { BlockPropsByType } from '../schemas/api-types';
import { loadSessionCatalog } from './sessionCatalog/load';
import { loadFavoritesList } from './favoritesList/load';
import { loadCompanyDetail } from './companyDetail/load';
import { loadCompanyDirectory } from './companyDirectory/load';
import { loadSpeakerDetail } from './speakerDetail/load';
import { loadSpeakerDirectory } from './speakerDirectory/load';
import { loadAttendeeDirectory } from './attendeeDirectory/load';
import { loadAttendeeDetail } from './attendeeDetail/load';
import { loadUserProfile } from './userProfile/load';
import { loadSessionDetail } from './sessionDetail/load';
import { loadHappeningNow } from './happeningNow/load';
import { loadPromotedSessions } from './promotedSessions/load';
import { loadSponsorShuffle } from './sponsorShuffle/load';
import { loadEvaluationForm } from './evaluationForm/load';
import { loadEvaluationList } from './evaluationList/load';
import { loadToolBelt } from './toolBelt/load';
import { loadMyMeetings } from './myMeetings/load';
import { loadMeetingDetail } from './meetingDetail/load';
import { loadMeetingForm } from './meetingForm/load';
import { loadAppointmentForm } from './appointmentForm/load';
import { loadAppointmentDetail } from './appointmentDetail/load';
import { loadInbox } from './inbox/load';
import { loadMySchedule } from './mySchedule/load';
import { loadInteractiveMap } from './interactiveMap/load';
import { loadStudioPlayer } from './studioPlayer/load';
import { loadChatWidget } from './chatWidget/load';

export type BlockLoaders = { readonly [T in BlockType]?: BlockLoader<BlockPropsByType[T]> };

export const blockLoaders: BlockLoaders = {
  sessionCatalog: loadSessionCatalog,
  favoritesList: loadFavoritesList,
  speakerDirectory: loadSpeakerDirectory,
  speakerDetail: loadSpeakerDetail,
  attendeeDirectory: loadAttendeeDirectory,
  attendeeDetail: loadAttendeeDetail,
  userProfile: loadUserProfile,
  companyDirectory: loadCompanyDirectory,
  companyDetail: loadCompanyDetail,
  sessionDetail: loadSessionDetail,
  happeningNow: loadHappeningNow,
  promotedSessions: loadPromotedSessions,
  sponsorShuffle: loadSponsorShuffle,
  myMeetings: loadMyMeetings,
  meetingDetail: loadMeetingDetail,
  meetingForm: loadMeetingForm,
  appointmentForm: loadAppointmentForm,
  appointmentDetail: loadAppointmentDetail,
  inbox: loadInbox,
  mySchedule: loadMySchedule,
  evaluationList: loadEvaluationList,
  evaluationForm: loadEvaluationForm,
  toolBelt: loadToolBelt,
  interactiveMap: loadInteractiveMap,
  studioPlayer: loadStudioPlayer,
  chatWidget: loadChatWidget,
};

/**
 * Runs the loader of every block on the layout whose type has one. A failing loader leaves its query in the error
 * state the block renders (as it would in the browser); it never fails the page.
 */
export async function loadBlockData(
  layout: RenderableLayout,
  context: BlockLoadContext,
  loaders: Readonly<Record<string, BlockLoader<never> | undefined>> = blockLoaders as Record<string, BlockLoader<never>>,
): Promise<void> {
  await Promise.all(
    layout.components.map(async (block) => {
      const load = loaders[block.component];
      if (!load) return;
      await load((block.props ?? {}) as never, context).catch(() => undefined);
    }),
  );
}
