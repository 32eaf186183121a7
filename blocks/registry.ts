import type { BlockComponent, BlockDefinition, BlockGroup, BlockRegistry } from '../renderer';
import { lazyBlock } from './lazy-block';
import { always, onlyPlainLinks } from './server-html';
import { blockGroups, blockSummaries, type BlockType } from '../schemas';
import type { BlockPropsByType } from '../schemas/api-types';

/** Exact type equality: plain assignability would let one all-optional props type stand in for another. */
type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

type BlockModule<P> = { default: BlockComponent<P> };

/** The definition of block type T: its type name and a component that takes T's generated props. */
export type TypedBlockDefinition<T extends BlockType> = BlockDefinition<BlockPropsByType[T]> & { readonly type: T };

/** One entry per block type, each typed by its own props. */
export type BlockRegistryByType = { readonly [T in BlockType]: TypedBlockDefinition<T> };

/** What `define` answers when the component was written for another block's props. */
interface WrongComponent<T extends BlockType> {
  error: `the component registered for ${T} does not take ${T}'s props`;
}

/**
 * One registry entry. Title and group come from the block's JSON Schema (the single
 * source of truth); the component is a lazy chunk, absent for data-driven blocks not built yet.
 */
export function defineBlock<T extends BlockType, P = BlockPropsByType[T]>(
  type: T,
  load?: () => Promise<BlockModule<P>>,
  serverHtmlSuffices?: BlockDefinition['serverHtmlSuffices'],
): Equal<P, BlockPropsByType[T]> extends true ? TypedBlockDefinition<T> : WrongComponent<T>;
export function defineBlock<T extends BlockType>(
  type: T,
  load?: () => Promise<BlockModule<BlockPropsByType[T]>>,
  serverHtmlSuffices?: BlockDefinition['serverHtmlSuffices'],
): TypedBlockDefinition<T> {
  const schema = blockSummaries[type];
  const group = (blockGroups as readonly string[]).includes(schema['x-group'] as string)
    ? (schema['x-group'] as BlockGroup)
    : 'Other';
  return {
    type,
    title: typeof schema.title === 'string' ? schema.title : type,
    group,
    schema,
    ...(load ? lazyBlock(load) : {}),
    ...(serverHtmlSuffices ? { serverHtmlSuffices } : {}),
  };
}

const define = defineBlock;

/** The blocks chunk (blocks/all-blocks.ts), loaded once for every block in it. */
const blocks = () => import('./all-blocks');

/** A block of the blocks chunk, by its export name (one short call per line keeps the entry small). */
const fromAll =
  <K extends keyof typeof import('./all-blocks')>(name: K) =>
  () =>
    blocks().then((m) => ({ default: m[name] }));

/**
 * Every block type, one line each. Typed per block type for code that names one, and as the
 * renderer's string-keyed map for pages, which store type names as plain strings.
 */
export const registry: BlockRegistryByType & BlockRegistry = {
  headerBanner: define('headerBanner', () => import('./headerBanner/HeaderBanner'), onlyPlainLinks),
  notificationBanner: define('notificationBanner', fromAll('NotificationBanner')),
  sectionHeading: define('sectionHeading', () => import('./sectionHeading/SectionHeading'), onlyPlainLinks),
  tabExplorer: define('tabExplorer', fromAll('TabExplorer')),
  toolBelt: define('toolBelt', () => import('./toolBelt/ToolBelt')),
  videoHero: define('videoHero', fromAll('VideoHero')),
  heroImageBlade: define('heroImageBlade', () => import('./heroImageBlade/HeroImageBlade'), onlyPlainLinks),
  agenda: define('agenda', fromAll('Agenda')),
  sessionCatalog: define('sessionCatalog', () => import('./sessionCatalog/SessionCatalog')),
  favoritesList: define('favoritesList', () => import('./favoritesList/FavoritesList')),
  speakerDirectory: define('speakerDirectory', () => import('./speakerDirectory/SpeakerDirectory')),
  speakerDetail: define('speakerDetail', () => import('./speakerDetail/SpeakerDetail')),
  // Attendee directory, attendee page and profile: each a lazy chunk of its own.
  attendeeDirectory: define('attendeeDirectory', () => import('./attendeeDirectory/AttendeeDirectory')),
  attendeeDetail: define('attendeeDetail', () => import('./attendeeDetail/AttendeeDetail')),
  userProfile: define('userProfile', () => import('./userProfile/UserProfile')),
  companyDirectory: define('companyDirectory', () => import('./companyDirectory/CompanyDirectory')),
  companyDetail: define('companyDetail', () => import('./companyDetail/CompanyDetail')),
  sessionDetail: define('sessionDetail', () => import('./sessionDetail/SessionDetail')),
  countdown: define('countdown', fromAll('Countdown')),
  cardScroller: define('cardScroller', fromAll('CardScroller')),
  featuredSpeakers: define('featuredSpeakers', () => import('./featuredSpeakers/FeaturedSpeakers'), always),
  drawer: define('drawer', fromAll('Drawer')),
  festivalCards: define('festivalCards', () => import('./festivalCards/FestivalCards'), onlyPlainLinks),
  happeningNow: define('happeningNow', () => import('./happeningNow/HappeningNow')),
  studioPlayer: define('studioPlayer', () => import('./studioPlayer/StudioPlayer')),
  sponsorShuffle: define('sponsorShuffle', () => import('./sponsorShuffle/SponsorShuffle')),
  promotedSessions: define('promotedSessions', () => import('./promotedSessions/PromotedSessions')),
  socialLinks: define('socialLinks', () => import('./socialLinks/SocialLinks'), always),
  randomizer: define('randomizer', fromAll('Randomizer')),
  pageMeta: define('pageMeta', fromAll('PageMeta')),
  pageProperties: define('pageProperties', fromAll('PageProperties')),
  chatWidget: define('chatWidget', () => import('./chatWidget/ChatWidget')),
  announcementBar: define('announcementBar', () => import('./announcementBar/AnnouncementBar'), always),
  // Meetings, appointments and the inbox: each a lazy chunk of its own.
  myMeetings: define('myMeetings', () => import('./myMeetings/MyMeetings')),
  meetingDetail: define('meetingDetail', () => import('./meetingDetail/MeetingDetail')),
  meetingForm: define('meetingForm', () => import('./meetingForm/MeetingForm')),
  appointmentForm: define('appointmentForm', () => import('./appointmentForm/AppointmentForm')),
  appointmentDetail: define('appointmentDetail', () => import('./appointmentDetail/AppointmentDetail')),
  inbox: define('inbox', () => import('./inbox/Inbox')),
  mySchedule: define('mySchedule', () => import('./mySchedule/MySchedule')),
  // Evaluations and surveys, each a chunk of its own.
  evaluationList: define('evaluationList', () => import('./evaluationList/EvaluationList')),
  evaluationForm: define('evaluationForm', () => import('./evaluationForm/EvaluationFormBlock')),
  gatedSurvey: define('gatedSurvey', () => import('./gatedSurvey/GatedSurvey')),
  // The venue map with the settings' pins: a chunk of its own, loaded on the map page only.
  interactiveMap: define('interactiveMap', () => import('./interactiveMap/InteractiveMap')),
};
