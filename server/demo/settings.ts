import { DEFAULT_EVENT_TIME_ZONES, type Environment } from '../../schemas';
import type { MenuItem } from '../../schemas/api-types';
import type { DemoSiteSettings } from './types';
import { EVENT_TIMEZONE, PHASES } from './calendar';
import { bannerImage, eventLogo } from './images';
import { venuePins, venuePlanImage } from './venue-plan';

const item = (name: string, href: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  name,
  href,
  target: '_self',
  analyticsTag: `nav-${href.split('/').filter(Boolean).slice(1).join('-') || 'home'}`,
  ...extra,
});

const mainMenu = (signedIn: boolean): MenuItem[] => [
  item('translate.nav.home', '/en/home', { glyph: 'home' }),
  item('translate.nav.agenda', '/en/sessions', {
    subMenu: [
      item('translate.nav.sessions', '/en/sessions'),
      item('translate.nav.speakers', '/en/speakers'),
      item('translate.nav.experts', '/en/experts'),
      ...(signedIn ? [item('translate.nav.schedule', '/en/schedule'), item('translate.nav.favorites', '/en/favorites')] : []),
    ],
  }),
  item('translate.nav.sponsors', '/en/sponsors', {
    subMenu: [
      item('translate.nav.sponsors', '/en/sponsors'),
      item('translate.nav.exhibitors', '/en/exhibitors'),
      item('translate.nav.partners', '/en/partners'),
    ],
  }),
  item('translate.nav.event-guide', '/en/event-guide', {
    subMenu: [
      item('translate.nav.map', '/en/map', { glyph: 'map' }),
      item('translate.nav.get-help', '/en/get-help'),
      item('translate.nav.accessibility', '/en/accessibility'),
      item('translate.nav.code-of-conduct', '/en/code-of-conduct'),
    ],
  }),
  ...(signedIn ? [item('translate.nav.attendees', '/en/attendees'), item('translate.nav.evaluations', '/en/evaluations')] : []),
  item('translate.nav.blog', '/en/blog'),
];

const profileMenu: MenuItem[] = [
  item('translate.profile.menu.profile', '/en/user/profile', { glyph: 'person' }),
  item('translate.profile.menu.inbox', '/en/user/inbox', { glyph: 'mail' }),
  item('translate.profile.menu.meetings', '/en/meetings', { glyph: 'people' }),
  item('translate.profile.menu.schedule', '/en/schedule', { glyph: 'calendar' }),
  item('translate.profile.menu.notifications', '/en/notification-management-center', { glyph: 'bell', className: 'editor-only' }),
  item('translate.profile.menu.sign-out', '/en/sign-out', { glyph: 'sign-out' }),
];

const tabBar: MenuItem[] = [
  item('translate.nav.home', '/en/home', { glyph: 'home', ariaLabel: 'Home' }),
  item('translate.nav.sessions', '/en/sessions', { glyph: 'list', ariaLabel: 'Sessions' }),
  item('translate.nav.schedule', '/en/schedule', { glyph: 'calendar', ariaLabel: 'My schedule' }),
  item('translate.nav.map', '/en/map', { glyph: 'map', ariaLabel: 'Map' }),
];

// Below the page's language (no /en/ prefix): the footer of a German page links to the German pages.
const footerMenu: MenuItem[] = [
  { name: 'translate.shell.footer.code-of-conduct', href: '/code-of-conduct' },
  { name: 'translate.shell.footer.accessibility', href: '/accessibility' },
  { name: 'translate.shell.footer.confidentiality', href: '/confidentiality' },
  { name: 'translate.shell.footer.get-help', href: '/get-help' },
  { name: 'translate.nav.blog', href: '/blog' },
];

const bannerColors = (color: string, backgroundColor: string) => ({ color, backgroundColor });

/** Site settings of one environment. cont runs ahead of uat, and uat ahead of prod. */
/** The catalog's header banner, before and after the event (only the first asks visitors to register). */
const catalogBanner = () => ({
  imageUrls: { desktop: bannerImage(1), tablet: bannerImage(1), mobile: bannerImage(1) },
  backgroundColor: { mobile: '#0b5cad', desktop: '#08467f' },
  textColor: '#ffffff',
  reduceBannerOnMobile: true,
  isMobileBackButtonEnabled: true,
  isDisabled: false,
  mainTitle: 'translate.banner.catalog.title',
  subTitle: 'translate.banner.catalog.subtitle',
});

export function buildSettings(env: Environment): DemoSiteSettings {
  const isProd = env === 'prod';
  const editorTools = env !== 'prod';
  return {
    eventPhases: PHASES.map((p) => ({ ...p })),
    allowedPhaseIds: [],
    testingDate: env === 'uat' ? '2027-05-19T17:00:00Z' : null,
    testingTimezone: env === 'uat' ? 'US/Pacific' : 'UTC',
    pwaInstallPhases: ['live'],
    showMeetingLocation: env === 'cont',
    defaultMeetingLocation: 'Teams',
    allowLogOn: true,
    showRegistrationButton: true,
    enableSessionRecommendations: !isProd,
    enableAddToScheduleButton: true,
    // Favorites of every kind; no session type is kept out of them (docs/behaviour/roles-and-flags.md).
    favoriteKinds: { attendee: true, speaker: true, sponsor: true, solution: true, session: true },
    doNotBackpackSessionTypes: [],
    enableAdminAttendeeTypeChanger: editorTools,
    pushNotificationPermissions: [],
    tabNavigation: tabBar,
    eventName: 'translate.shell.event-name',
    eventLogo: { url: eventLogo, alt: '' },
    menus: {
      anonymousNavigation: mainMenu(false),
      authenticatedNavigation: mainMenu(true),
      attendeeProfileNavigation: profileMenu,
      footerNavigation: footerMenu,
    },
    banners: {
      headerBanners: [
        { identifier: 'catalog', ...catalogBanner(), buttons: [{ type: 'ctalink', text: 'translate.banner.catalog.register', url: '/en/get-started', requiresAuth: false }] },
        // After the event: the same banner without the register button.
        { identifier: 'catalog-live', ...catalogBanner() },
        {
          identifier: 'sponsors',
          imageUrls: { desktop: bannerImage(4), mobile: bannerImage(4) },
          backgroundColor: '#1f6f3f',
          textColor: '#ffffff',
          reduceBannerOnMobile: true,
          mainTitle: 'translate.banner.sponsors.title',
        },
        {
          identifier: 'speakers',
          imageUrls: { desktop: bannerImage(2), tablet: bannerImage(2), mobile: bannerImage(2) },
          backgroundColor: { mobile: '#5b2a86', desktop: '#4a2270' },
          textColor: '#ffffff',
          reduceBannerOnMobile: true,
          mainTitle: 'translate.banner.speakers.title',
          subTitle: 'translate.banner.speakers.subtitle',
        },
        {
          identifier: 'legacy-2026',
          mainTitle: 'Nimbus 2026 banner (kept for reference)',
          isDisabled: true,
        },
      ],
      headerBannerAssignments: [
        // My schedule is a personal tool page: no marketing banner above it.
        // The catalog's banner asks visitors to register before the event only; from the live phase on it does not.
        { pages: ['sessions', 'archives'], bannerIdentifier: 'catalog', phases: ['pre-event'] },
        // During the event attendees open the catalog for what is on now: no banner above its live list and search
        // (on a phone the banner alone pushed the search below the first screen).
        { pages: ['sessions', 'archives'], bannerIdentifier: 'catalog-live', phases: ['post-event'] },
        { pages: ['speakers', 'experts'], bannerIdentifier: 'speakers' },
        { pages: ['sponsors', 'exhibitors', 'partners', 'sponsor-directory'], bannerIdentifier: 'sponsors' },
      ],
      offline: bannerColors('#ffffff', '#5c5c5c'),
      update: bannerColors('#ffffff', '#0b5cad'),
      install: bannerColors('#1b1b1b', '#e6f0fb'),
      push: bannerColors('#1b1b1b', '#fff4ce'),
      newPhase: bannerColors('#ffffff', '#7a3fb8'),
    },
    countdown: { randomCountdownMin: 15, randomCountdownMax: 90 },
    serviceWorkerUpdateCheckSeconds: 30,
    timezones: {
      allTimezones: [...DEFAULT_EVENT_TIME_ZONES],
      eventTimezone: EVENT_TIMEZONE,
    },
    languages: [
      { language: 'en', langLocale: 'en-US', langTranslation: 'English', uiLocale: 'en-US', timeFormat: 12, pubbleLanguage: 'en', englishLabel: 'English' },
      { language: 'de', langLocale: 'de-DE', langTranslation: 'Deutsch', uiLocale: 'de-DE', timeFormat: 24, pubbleLanguage: 'de', englishLabel: 'German' },
      { language: 'ja', langLocale: 'ja-JP', langTranslation: '日本語', uiLocale: 'ja-JP', timeFormat: 24, pubbleLanguage: 'ja', englishLabel: 'Japanese' },
    ],
    liveHelpAppId: isProd ? 'nimbus-help-prod' : `nimbus-help-${env}`,
    chatOnlyRoutes: ['/globalchat', '/chat-keynote'],
    myEventPanelDefaultScheduleView: 'List',
    myEventPanelOpenPhases: ['live'],
    announcementBar: {
      // Translation keys (server/demo/translation-text.ts): the shell shows them in the visitor's language.
      content: env === 'cont' ? 'translate.banner.early-bird-ai-day' : 'translate.banner.early-bird',
      enabled: true,
      hyperlink: '/en/get-started',
      hyperlinkText: 'translate.home.hero.register',
      showGlyph: true,
      // Every page says what home says in the phase: registration is over once the doors open.
      phaseBars: [
        { phases: ['live'], content: 'translate.home.announcement.live', enabled: true, hyperlink: '/en/map', hyperlinkText: 'translate.home.announcement.map', showGlyph: true },
        { phases: ['post-event'], content: 'translate.banner.on-demand', enabled: true, hyperlink: '/en/sessions', hyperlinkText: 'translate.home.on-demand.heading', showGlyph: true },
      ],
    },
    chat: {
      enableChat: true,
      baseUrl: `https://chat.${isProd ? '' : `${env}.`}nimbusconf.example.com`,
      placeholderRotationIntervalMs: 3000,
      chatPlaceholderKeys: ['translate.chat.placeholder.sessions', 'translate.chat.placeholder.directions', 'translate.chat.placeholder.food'],
      isChatSearchBarOpenByDefault: env === 'cont',
      showAnonymously: true,
      chatMessageActionRateLimitMs: 1000,
    },
    map: {
      baseUrl: 'https://maps.nimbusconf.example.com',
      // The floor plan the interactive map draws its pins on (the same image as /map).
      mapUrl: venuePlanImage(),
      pins: venuePins(),
      footerText: 'translate.venue.footer',
      enableFullscreen: true,
    },
    evaluationCountRefreshRateSeconds: 60,
    meetingCountRefreshRateSeconds: 60,
    messageCountRefreshRateSeconds: 90,
    notificationUnreadCountRefreshRateSeconds: 15,
    happeningNowAutoRefreshTimeInSeconds: 300,
    signalrNegotiationUrl: '/api/live/negotiate',
    features: {
      enableAttendees: true,
      showCompanyDetailsPage: true,
      showCompanyDirectory: true,
      showLanguageSwitcher: true,
      showMeetings: true,
      enableAppointmentCreation: !isProd,
      showAppointments: true,
      enableMySchedule: true,
      enableFavorites: true,
      enableProfile: true,
      showMessaging: true,
      showTeamsMessaging: false,
      showEvaluations: true,
      enableSessions: true,
      enableSpeakers: true,
      showMaps: true,
      showInteractiveMaps: env === 'cont',
      showRegistrationButton: true,
      allowLogOn: true,
      requireMediusAuthentication: false,
      enableComponentPropertyBrowser: editorTools,
      showLocations: true,
      enableWebCal: true,
      showTripReportAction: env === 'cont',
      enableTeamsLiveEventFailover: false,
      enableHappeningNowAutoRefresh: true,
      enableAdminAttendeeTypeChanger: editorTools,
      enableSessionRecommendations: !isProd,
      enableAddToScheduleButton: true,
      enableShareScheduleFeature: true,
      enableAttendeeRegionBadge: false,
      enableEmbargoAuthentication: false,
      showRoomsToAnonymousUsers: false,
      showChronologicalSortOption: true,
      showSessionDateSelector: true,
      showTimezoneSwitcher: !isProd,
    },
    scopedFeatureOverrides: [
      { featureFlagName: 'showInteractiveMaps', permissions: ['inperson'] },
      { featureFlagName: 'enableAttendeeRegionBadge', permissions: ['inperson'] },
      { featureFlagName: 'enableComponentPropertyBrowser', permissions: ['siteeditor'] },
    ],
    // In-person attendees open the catalog on in-person sessions by default (they may clear it).
    catalogFilterOverrides: [
      { catalog: 'session', facetLogicalName: 'deliveryType', filterLogicalName: 'inperson', isFixed: false, startDate: null, endDate: null, targetUserScopes: ['inperson'], blockedUserScopes: [] },
    ],
  };
}
