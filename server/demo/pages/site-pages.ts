import type { Company, Session, Speaker } from '../entity-types';
import type { PhaseId } from '../calendar';
import { EVENT_DAYS } from '../calendar';
import { bannerImage } from '../images';
import { block, type BlockSpec } from './layout';
import { speakerCard } from './speaker-card';
import { evaluationList, swagSurvey } from './evaluation-pages';
import { myMeetingsBlock } from './meeting-pages';
import { accessibilityBlocks, codeOfConductBlocks, installBlocks, interactiveMapBlocks, mapBlocks } from './content-pages';

export interface PageSources {
  sessions: readonly Session[];
  speakers: readonly Speaker[];
  companies: readonly Company[];
}

interface SitePage {
  page: string;
  /** Extra blocks after the heading, per phase. */
  extra?: (phase: PhaseId, sources: PageSources) => BlockSpec[];
  /** Feature the page's main content depends on (mirrors the route gate). */
  feature?: string;
}

/**
 * Every static route of docs/behaviour/routes-and-gates.md, Pages that shows content has a layout. Catalogue pages carry a
 * heading and notes until the catalogue blocks exist; their text differs by phase.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { page: 'sessions', feature: 'enableSessions', extra: (phase) => [...(phase === 'live' ? [liveNow()] : phase === 'post-event' ? [onDemandNote()] : []), sessionCatalog()] },
  { page: 'speakers', feature: 'enableSpeakers', extra: (_p, s) => [speakerStrip(s.speakers), speakerDirectory('speakers')] },
  { page: 'experts', feature: 'enableSpeakers', extra: () => [speakerDirectory('experts')] },
  { page: 'sponsors', feature: 'showCompanyDirectory', extra: () => [sponsorShuffle(), companyDirectory('sponsor', { heading: 'translate.sponsors.directory.heading' })] },
  { page: 'exhibitors', feature: 'showCompanyDirectory', extra: () => [companyDirectory('exhibitor')] },
  { page: 'partners', feature: 'showCompanyDirectory', extra: () => [companyDirectory('partner')] },
  { page: 'sponsor-directory', feature: 'showCompanyDirectory', extra: () => [companyDirectory('all', { searchLabel: 'translate.sponsor-directory.directory.search' })] },
  { page: 'partner-stories', feature: 'showCompanyDirectory', extra: () => [companyDirectory('partner', { variant: 'stories', searchLabel: 'translate.partner-stories.directory.search' })] },
  { page: 'schedule', feature: 'enableMySchedule', extra: () => [mySchedule()] },
  { page: 'favorites', feature: 'enableFavorites', extra: () => [block('favorites', 'favoritesList', { requiresFeature: ['enableFavorites'] })] },
  { page: 'evaluations', feature: 'showEvaluations', extra: (phase) => [...(phase === 'post-event' ? [conferenceEvaluation()] : []), evaluationList()] },
  {
    page: 'attendees',
    feature: 'enableAttendees',
    // The attendee directory: sign-in and the attendee-directory scope, as the route gate.
    extra: () => [block('directory', 'attendeeDirectory', { heading: 'translate.attendees.directory.heading', requiresFeature: ['enableAttendees'], requireScope: ['attendee-directory'] })],
  },
  { page: 'meetings', feature: 'showMeetings', extra: () => [myMeetingsBlock()] },
  { page: 'archives', extra: (phase) => (phase === 'post-event' ? [archiveHero()] : []) },
  { page: 'map', feature: 'showMaps', extra: (phase) => mapBlocks(phase) },
  { page: 'interactive-map', feature: 'showInteractiveMaps', extra: () => interactiveMapBlocks() },
  { page: 'get-help' },
  { page: 'accessibility', extra: (phase) => accessibilityBlocks(phase) },
  { page: 'code-of-conduct', extra: (phase) => codeOfConductBlocks(phase) },
  { page: 'confidentiality' },
  { page: 'digital-swag', extra: (phase) => [swagSurvey(), ...(phase === 'pre-event' ? [] : [swagCards()])] },
  { page: 'social-swag' },
  { page: 'signature-pass' },
  { page: 'blog', extra: (_p, s) => [blogScroller(s.sessions)] },
  { page: 'awards' },
  // The built-in chat: everyone's room, and the opening keynote's session room.
  { page: 'globalchat', extra: () => [chatWidget('global')] },
  { page: 'chat-keynote', extra: (_p, s) => [chatWidget(keynoteRoom(s.sessions))] },
  { page: 'get-started', extra: (phase) => (phase === 'pre-event' ? [registerBanner()] : []) },
  { page: 'event-guide' },
  { page: 'seattle-event-guide' },
  { page: 'executive-connections' },
  { page: 'roundtable-conditions' },
  { page: 'app-consult' },
  { page: 'app-consult-terms' },
  { page: 'usercontent' },
  { page: 'coming-soon' },
  { page: 'locale' },
  { page: 'discover' },
  { page: 'mobile-experience' },
  // The PWA install page (docs/behaviour/routes-and-gates.md, Pages), open in the phases of the pwaInstallPhases setting.
  { page: 'install', extra: () => installBlocks() },
];

const PHASE_NOTE: Record<PhaseId, string> = {
  'pre-event': 'pre',
  live: 'live',
  'post-event': 'post',
};

/**
 * Page meta + heading + phase note + extras. Keys follow translate.{page}.meta.title / translate.{page}.meta.description,
 * translate.{page}.heading / translate.{page}.{pre|live|post}.
 */
export function sitePageBlocks(def: SitePage, phase: PhaseId, sources: PageSources): BlockSpec[] {
  const key = `translate.${def.page}`;
  return [
    block('pagemeta', 'pageMeta', {
      title: `${key}.meta.title`,
      description: `${key}.meta.description`,
      indexing: def.page !== 'usercontent' && def.page !== 'coming-soon',
    }),
    block('heading', 'sectionHeading', {
      heading: `${key}.heading`,
      body: `${key}.${PHASE_NOTE[phase]}`,
      headingLevel: 1,
      ...(def.feature ? { requiresFeature: [def.feature] } : {}),
    }),
    ...(def.extra ? def.extra(phase, sources) : []),
  ];
}

function liveNow(): BlockSpec {
  return block('happening', 'happeningNow', {
    heading: 'translate.sessions.happening.heading',
    // On a phone one card shows until "Show more": the catalog's search stays on the first screen.
    maxNumberOfCards: { mobile: 4, smallTablet: 8 },
    minNumberOfCards: { mobile: 1, smallTablet: 4 },
    sessionTypes: ['breakout', 'keynote', 'theater'],
    autoRefreshEnabled: true,
  });
}

/** The session catalog on /sessions in every phase. */
function sessionCatalog(): BlockSpec {
  return block('catalog', 'sessionCatalog', {
    heading: 'translate.sessions.catalog.heading',
    eventDays: [...EVENT_DAYS],
    showChronologicalSortOption: true,
  });
}

/** The chat widget on a chat-only page (docs/behaviour/live-and-video.md, Chat): the room fills the page below its heading. */
function chatWidget(appId: string): BlockSpec {
  return block('chat', 'chatWidget', { appId, widgetType: 'chat', onChatOnlyPage: true, chatLayout: 'default' });
}

/** The opening keynote's room (`session:<id>`); the global room when the demo has no keynote. */
function keynoteRoom(sessions: readonly Session[]): string {
  const keynote = sessions.find((s) => s.sessionCode === 'KEY101');
  return keynote ? `session:${keynote.sessionId}` : 'global';
}

/** My schedule on /schedule: the signed-in attendee's schedule over the event's days. */
function mySchedule(): BlockSpec {
  return block('my-schedule', 'mySchedule', { heading: 'translate.schedule.plan.heading', eventDays: [...EVENT_DAYS], requiresFeature: ['enableMySchedule'] });
}

/** After the event: the recordings are on demand (a stored text cannot count them in the visitor's language). */
function onDemandNote(): BlockSpec {
  return block('on-demand-note', 'notificationBanner', {
    bannerText: 'translate.sessions.on-demand.text',
    alwaysShowBanner: true,
  });
}

function speakerStrip(speakers: readonly Speaker[]): BlockSpec {
  const listed = speakers.filter((s) => s.bio !== '' && s.photo !== '').slice(0, 3);
  return block('featured', 'featuredSpeakers', {
    heading: 'translate.speakers.featured.heading',
    speakers: listed.map((s, i) => ({
      ...speakerCard(s, i),
      image: s.photo,
      cardType: 'one-third-width',
    })),
  });
}

/** The speaker or expert directory: cards linking to /speakers/{id} or /experts/{id}. */
function speakerDirectory(route: 'speakers' | 'experts'): BlockSpec {
  return block('directory', 'speakerDirectory', {
    ...(route === 'speakers' ? { heading: 'translate.speakers.directory.heading' } : { detailRoute: 'experts', searchLabel: 'translate.experts.directory.search' }),
    requiresFeature: ['enableSpeakers'],
  });
}

/** A company directory: sponsors, exhibitors, partners or all of them. */
function companyDirectory(kind: 'sponsor' | 'exhibitor' | 'partner' | 'all', props: Record<string, unknown> = {}): BlockSpec {
  return block('directory', 'companyDirectory', { kind, ...props, requiresFeature: ['showCompanyDirectory'] });
}

function sponsorShuffle(): BlockSpec {
  return block('shuffle', 'sponsorShuffle', { itemsToShow: 9, buffer: 3 });
}

function conferenceEvaluation(): BlockSpec {
  return block('conference-eval', 'notificationBanner', {
    bannerText: 'translate.evaluations.conference.text',
    alwaysShowBanner: true,
    requireScope: ['event-tools'],
  });
}

function archiveHero(): BlockSpec {
  return block('archive-hero', 'heroImageBlade', {
    // No words in the picture: they would not follow the page's language (the heading beside it says what it is).
    assetData: { assetType: 'image', image: bannerImage(5) },
    textSection: { heading: 'translate.archives.hero.heading', body: 'translate.archives.hero.body' },
  });
}

function swagCards(): BlockSpec {
  return block('swag', 'festivalCards', {
    cards: [1, 2, 3].map((n) => ({
      width: 33,
      order: n,
      media: { type: 'image', image: bannerImage(n + 2), aspectRatio: '1/1' },
      link: { href: `https://swag.nimbusconf.example.com/wallpaper-${n}.png`, target: '_blank' },
      content: { title: `translate.digital-swag.item-${n}.title` },
    })),
  });
}

function blogScroller(sessions: readonly Session[]): BlockSpec {
  return block('posts', 'cardScroller', {
    heading: 'translate.blog.posts.heading',
    cards: sessions
      .filter((s) => s.isFeatured)
      .slice(0, 6)
      // The session's title in its own language; the row's heading (in the visitor's) says what the cards are.
      .map((s) => ({ title: s.title, body: s.aiDescription, link: { href: `/en/sessions/${s.sessionCode}` } })),
  });
}

function registerBanner(): BlockSpec {
  return block('register', 'headerBanner', {
    // The page's title is its section heading: the banner's is level two (one h1 per page).
    headingLevel: 2,
    mainTitle: 'translate.get-started.register.title',
    subTitle: 'translate.get-started.register.subtitle',
    buttons: [{ type: 'ctalink', text: 'translate.get-started.register.button', url: 'https://register.nimbusconf.example.com' }],
    reduceBannerOnMobile: true,
  });
}
