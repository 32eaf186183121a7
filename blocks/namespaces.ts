/**
 * The translation namespaces each block type's component tree reads (its own, named after its folder, and those of
 * the shared parts it renders), so the server loads their texts in the visitor's language with the block's data and
 * the first HTML is already translated (renderer/i18n/namespace-texts.ts reads them from the same cache).
 * app/block-namespaces.test.ts holds this against the code. Attendee pages never import this module (the server
 * and the editors' translations tool do).
 */
import { translationsQueryOptions, type Environment } from '../api-client';
import type { QueryClient } from '@tanstack/react-query';
import { BLOCK_DEFAULTS_NAMESPACE } from '../schemas';
import { liveHelpNamespace } from './shared/liveHelp/strings';
import { myEventPanelNamespace } from './shared/myEventPanel/strings';
import { offlineWritesNamespace } from './shared/offline-writes/strings';

const BLOCK_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  agenda: ['agenda'],
  announcementBar: ['announcementBar'],
  appointmentDetail: ['appointmentDetail', 'base', 'shared-meetings'],
  appointmentForm: ['appointmentForm', 'base', 'shared-meetings'],
  attendeeDetail: ['attendeeDetail', 'shared-directory', 'shared-favorites', 'shared-list'],
  attendeeDirectory: ['attendeeDirectory', 'shared-directory', 'shared-favorites', 'shared-list'],
  cardScroller: ['cardScroller'],
  chatWidget: ['base', 'chatWidget', 'shared'],
  companyDetail: ['companyDetail', 'shared-directory', 'shared-favorites', 'shared-list'],
  companyDirectory: ['companyDirectory', 'shared-directory', 'shared-favorites', 'shared-list'],
  countdown: ['countdown'],
  drawer: ['drawer'],
  evaluationForm: ['base', 'evaluationForm', 'shared', 'shared-evaluation-form'],
  evaluationList: ['evaluationList', 'shared', 'shared-evaluation-form'],
  favoritesList: ['favoritesList', 'shared-favorites'],
  featuredSpeakers: ['featuredSpeakers'],
  festivalCards: ['festivalCards', 'shared', 'shared-simple-video'],
  gatedSurvey: ['base', 'gatedSurvey', 'shared', 'shared-evaluation-form'],
  happeningNow: ['happeningNow', 'shared-session-card'],
  headerBanner: ['shared'],
  heroImageBlade: ['heroImageBlade', 'shared', 'shared-simple-video'],
  inbox: ['base', 'inbox', 'shared-meetings'],
  interactiveMap: ['interactiveMap'],
  meetingDetail: ['base', 'meetingDetail', 'shared-meetings'],
  meetingForm: ['base', 'meetingForm', 'shared-meetings'],
  myMeetings: ['base', 'myMeetings', 'shared-meetings'],
  mySchedule: ['mySchedule'],
  notificationBanner: ['notificationBanner'],
  promotedSessions: ['promotedSessions', 'shared-session-card'],
  randomizer: ['randomizer'],
  sectionHeading: ['shared'],
  sessionCatalog: ['base', 'sessionCatalog', 'shared-favorites', 'shared-list', 'shared-schedule-actions'],
  sessionDetail: ['base', 'sessionDetail', 'shared', 'shared-evaluation-form', 'shared-favorites', 'shared-schedule-actions'],
  socialLinks: ['socialLinks'],
  speakerDetail: ['shared-directory', 'shared-favorites', 'shared-list', 'speakerDetail'],
  speakerDirectory: ['shared-directory', 'shared-favorites', 'shared-list', 'speakerDirectory'],
  sponsorShuffle: ['shared-session-card', 'sponsorShuffle'],
  studioPlayer: ['base', 'chatWidget', 'shared', 'studioPlayer'],
  tabExplorer: ['tabExplorer'],
  toolBelt: ['toolBelt'],
  userProfile: ['base', 'shared-directory', 'shared-list', 'userProfile'],
  videoHero: ['videoHero'],
};

export function namespacesOf(blockType: string): readonly string[] {
  return BLOCK_NAMESPACES[blockType] ?? [];
}

/** Loads the texts of every namespace the given block types read. A failed read leaves the English defaults. */
export async function loadBlockTexts(queryClient: QueryClient, blockTypes: Iterable<string>, locale: string, environment: Environment): Promise<void> {
  // The block-prop defaults' texts (renderer/shell/use-prop-translator.ts) go with every page of blocks.
  const namespaces = new Set<string>([BLOCK_DEFAULTS_NAMESPACE]);
  for (const type of blockTypes) for (const ns of namespacesOf(type)) namespaces.add(ns);
  await loadTexts(queryClient, namespaces, locale, environment);
}

/**
 * The namespaces of the shell's parts a signed-in visitor gets on every page (the My Event panel, live help, the
 * queue of offline writes). They render after hydration, in code of their own, but their texts come with the page:
 * otherwise each signed-in page view asks for all three once it is up.
 */
export const SIGNED_IN_SHELL_NAMESPACES: readonly string[] = [myEventPanelNamespace, liveHelpNamespace, offlineWritesNamespace];

/** Loads the texts of the given namespaces. A failed read leaves the English defaults. */
export async function loadTexts(queryClient: QueryClient, namespaces: Iterable<string>, locale: string, environment: Environment): Promise<void> {
  await Promise.all([...namespaces].map((ns) => queryClient.fetchQuery(translationsQueryOptions(locale, ns, environment)).catch(() => undefined)));
}
