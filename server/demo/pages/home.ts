import type { Environment } from '../../../schemas';
import type { Session, Speaker } from '../entity-types';
import type { PhaseId } from '../calendar';
import { KEYNOTE_START } from '../calendar';
import { bannerImage } from '../images';
import { block, type BlockSpec } from './layout';
import { speakerCard } from './speaker-card';

export interface HomeSources {
  sessions: readonly Session[];
  speakers: readonly Speaker[];
}

const VIDEO = 'https://media.nimbusconf.example.com/2027';

function pageMeta(phase: PhaseId): BlockSpec {
  return block('pagemeta', 'pageMeta', {
    // The event's name is the same in every language; the rest of the meta is in the visitor's.
    title: phase === 'post-event' ? 'translate.home.post.heading' : 'Nimbus Developer Conference 2027',
    description: 'translate.home.meta.description',
    og: {
      title: 'Nimbus Developer Conference 2027',
      description: 'translate.home.meta.og-description',
      image: 'https://nimbusconf.example.com/og/home.png',
      type: 'website',
      url: 'https://nimbusconf.example.com/en/home',
    },
    twitter: { card: 'summary_large_image', title: 'Nimbus 2027', site: '@nimbusconf' },
    indexing: true,
    canonicalUrl: 'https://nimbusconf.example.com/en/home',
  });
}

function pageProperties(): BlockSpec {
  return block('pageprops', 'pageProperties', {
    backgroundColor: '#f7f7fb',
    darkTheme: false,
    backgroundImage: { mobile: bannerImage(7), desktop: bannerImage(6) },
    classes: 'home cap-1920',
  });
}

function featuredSpeakers(id: string, speakers: readonly Speaker[], parent?: { parentId: string; slot?: string }): BlockSpec {
  const listed = speakers.filter((s) => s.bio !== '' && s.photo !== '').slice(0, 4);
  return block(
    id,
    'featuredSpeakers',
    {
      heading: 'translate.home.speakers.heading',
      speakers: listed.map((s, i) => ({
        ...speakerCard(s, i),
        description: s.bio.slice(0, 160),
        image: s.photo,
        cardType: i === 0 ? 'half-width' : 'quarter-width',
        // No aria label of its own: the block names the link ("{name} on LinkedIn") in the visitor's language.
        socialHandles: [{ link: `https://www.linkedin.com/in/${s.speakerId}`, glyph: 'linkedin', socialMediaName: 'LinkedIn', analyticsTag: 'speaker-linkedin' }],
      })),
    },
    parent,
  );
}

function promotedSessions(id: string, sessions: readonly Session[], limit: number, parent?: { parentId: string; slot?: string }): BlockSpec {
  return block(
    id,
    'promotedSessions',
    {
      heading: 'translate.home.promoted.heading',
      limit,
      sessionIds: sessions.slice(0, limit).map((s) => s.sessionId),
      sessionTypes: ['breakout', 'keynote'],
      sourcePageHref: '/sessions',
      hiddenElements: [],
    },
    parent,
  );
}

function agenda(sessions: readonly Session[]): BlockSpec {
  const keynotes = sessions.filter((s) => s.sessionTypeLogical === 'keynote');
  return block('agenda', 'agenda', {
    tableTitleText: 'translate.home.agenda.title',
    showTableTitle: true,
    grouped: true,
    groupByDateTime: true,
    displayYear: false,
    speakerEnabled: true,
    dateTimeFormat: 'h:mm a',
    defaultTabMatchesDate: true,
    items: [
      { dateTimeIsoStampStart: '2027-05-18T14:00:00Z', dateTimeIsoStampEnd: '2027-05-18T16:00:00Z', description: 'translate.home.agenda.registration', showDisplayTime: true, groupId: 'day-1' },
      ...keynotes.map((k, i) => ({
        dateTimeIsoStampStart: k.startDateTime ?? '',
        dateTimeIsoStampEnd: k.endDateTime ?? '',
        description: k.title,
        speaker: k.speakerIds.length > 0 ? 'translate.home.agenda.keynote-speaker' : '',
        timeSubText: k.location,
        showDisplayTime: true,
        groupId: `day-${i + 1}`,
      })),
      { dateTimeIsoStampStart: '2027-05-19T01:00:00Z', dateTimeIsoStampEnd: '2027-05-19T04:00:00Z', description: 'translate.home.agenda.celebration', showDisplayTime: true, groupId: 'day-1' },
    ],
  });
}

/** Tool belt: only for holders of the tools scope. */
function toolBelt(): BlockSpec {
  return block('toolbelt', 'toolBelt', {
    requireScope: ['event-tools'],
    collapseOnMobile: true,
    mobileMenuLabel: 'translate.home.toolbelt.menu',
    searchPlaceholder: 'translate.home.toolbelt.search',
    links: [
      { tool: 'profile', label: 'translate.home.toolbelt.profile', href: '/en/user/profile', glyph: 'person', showCount: true },
      { tool: 'messages', label: 'translate.home.toolbelt.messages', href: '/en/user/inbox', glyph: 'mail', showCount: true },
      { tool: 'meetings', label: 'translate.home.toolbelt.meetings', href: '/en/meetings', glyph: 'people', showCount: true },
      { tool: 'evaluations', label: 'translate.home.toolbelt.evaluations', href: '/en/evaluations', glyph: 'star', showCount: true },
      { tool: 'search', label: 'translate.home.toolbelt.search' },
    ],
  });
}

function socialLinks(): BlockSpec {
  return block('social', 'socialLinks', {
    heading: 'translate.home.social.heading',
    website: 'https://nimbusconf.example.com',
    linkedin: 'https://www.linkedin.com/company/nimbusconf',
    twitter: 'https://x.com/nimbusconf',
    youtube: 'https://www.youtube.com/@nimbusconf',
    instagram: 'https://www.instagram.com/nimbusconf',
    facebook: 'https://www.facebook.com/nimbusconf',
    github: 'https://github.com/nimbusconf',
    tiktok: 'https://www.tiktok.com/@nimbusconf',
    bluesky: 'https://bsky.app/profile/nimbusconf.example.com',
    order: ['linkedin', 'youtube', 'bluesky', 'github', 'instagram', 'facebook', 'tiktok', 'website'],
  });
}

function sponsorShuffle(): BlockSpec {
  return block('sponsors', 'sponsorShuffle', {
    heading: 'translate.home.sponsors.heading',
    itemsToShow: 9,
    buffer: 3,
    shuffleButtonText: 'translate.home.sponsors.shuffle',
    shuffleText: 'translate.home.sponsors.shuffle-text',
    viewAllSponsorsText: 'translate.home.sponsors.view-all',
    viewAllSponsorsHref: '/en/sponsors',
    shuffleButtonType: 'button',
    viewAllButtonType: 'ctalink',
  });
}

/** Frequently asked questions in a drawer; the drawer's children are its panels. */
function faqDrawer(phase: PhaseId): BlockSpec[] {
  const questions =
    phase === 'post-event'
      ? [['faq-recordings', 'translate.home.faq.recordings.q', 'translate.home.faq.recordings.a']]
      : [
          ['faq-badge', 'translate.home.faq.badge.q', 'translate.home.faq.badge.a'],
          ['faq-wifi', 'translate.home.faq.wifi.q', 'translate.home.faq.wifi.a'],
          ['faq-recordings', 'translate.home.faq.recordings.q', 'translate.home.faq.recordings.a'],
        ];
  return [
    block('faq', 'drawer', { title: 'translate.home.faq.title', openByDefault: false, headingLevel: 2 }),
    ...questions.map(([id, q, a]) => block(id as string, 'sectionHeading', { heading: q, body: a, headingLevel: 3 }, { parentId: 'faq' })),
  ];
}

function gatedBlocks(phase: PhaseId): BlockSpec[] {
  return [
    // Visible to in-person attendees only.
    block('venue-updates', 'notificationBanner', {
      bannerText: 'translate.home.venue-updates.text',
      alwaysShowBanner: false,
      requireScope: ['inperson'],
    }),
    // Hidden from holders of the tools scope: they get the tool belt instead.
    block('signup-cta', 'sectionHeading', {
      heading: 'translate.home.signup.heading',
      body: 'translate.home.signup.body',
      headingLevel: 2,
      blockedScope: ['event-tools'],
      headingButtons: [{ type: 'ctabutton', text: 'translate.home.signup.button', url: '/en/get-started', requiresAuth: true }],
    }),
    // Shown only when the interactive map is switched on (cont, or in-person scope override).
    block('interactive-map-teaser', 'sectionHeading', {
      heading: 'translate.home.map.heading',
      body: 'translate.home.map.body',
      headingLevel: 2,
      requiresFeature: ['showInteractiveMaps'],
      headingButtons: [{ type: 'link', text: 'translate.home.map.button', url: '/en/interactive-map' }],
    }),
    // A phase-limited block kept in every phase's layout, so the phase rule is visible in the editor.
    block('registration-reminder', 'notificationBanner', {
      bannerText: 'translate.home.registration-reminder.text',
      requiresPhaseId: ['pre-event'],
      alwaysShowBanner: phase === 'pre-event',
    }),
    block('legacy-promo', 'sectionHeading', {
      heading: 'Nimbus 2026 recap (retired)',
      body: 'Replaced by the 2027 highlights; kept disabled for reference.',
      isDisabled: true,
    }),
  ];
}

function tabExplorer(phase: PhaseId, sources: HomeSources): BlockSpec[] {
  const tabs = [
    { id: 'sessions', name: 'translate.home.tabs.sessions', order: 1 },
    { id: 'speakers', name: 'translate.home.tabs.speakers', order: 2 },
    { id: 'venue', name: phase === 'post-event' ? 'translate.home.tabs.recap' : 'translate.home.tabs.venue', order: 3 },
    { id: 'labs', name: 'translate.home.tabs.labs', order: 4, isDisabled: phase === 'post-event' },
  ];
  const parent = (slot: string) => ({ parentId: 'explore', slot });
  const featured = sources.sessions.filter((s) => s.isFeatured || s.isPopular);
  return [
    block('explore', 'tabExplorer', { tabs, defaultTabId: 'sessions', disableUrlFragmentUpdate: false }),
    promotedSessions('explore-sessions', featured, 6, parent('sessions')),
    featuredSpeakers('explore-speakers', sources.speakers, parent('speakers')),
    block(
      'explore-venue',
      'heroImageBlade',
      {
        // No words in the pictures: they would not follow the page's language (the text beside it names the place).
        assetData: { assetType: 'image', image: bannerImage(2), videoAltText: '' },
        assetPosition: 'left',
        textSection: {
          heading: phase === 'post-event' ? 'translate.home.recap.heading' : 'translate.home.venue.heading',
          body: phase === 'post-event' ? 'translate.home.recap.body' : 'translate.home.venue.body',
        },
        assetDominanceRatio: { asset: 50, text: 50, mobile: 100 },
        centerGutterWidth: '32px',
      },
      parent('venue'),
    ),
    block('explore-labs', 'sectionHeading', { heading: 'translate.home.labs.heading', body: 'translate.home.labs.body', headingLevel: 3 }, parent('labs')),
  ];
}

function festivalCards(env: Environment, phase: PhaseId): BlockSpec {
  const cards = [
    { title: 'translate.home.festival.expo.title', body: 'translate.home.festival.expo.body', link: '/en/exhibitors', image: bannerImage(3) },
    { title: 'translate.home.festival.labs.title', body: 'translate.home.festival.labs.body', link: '/en/sessions?filter=type>hands-on-lab', image: bannerImage(5) },
    { title: 'translate.home.festival.community.title', body: 'translate.home.festival.community.body', link: '/en/discover', image: bannerImage(6) },
    // cont runs ahead: the AI Builders Day card is not pushed to uat and prod yet.
    ...(env === 'cont' && phase !== 'post-event'
      ? [{ title: 'translate.home.festival.ai-day.title', body: 'translate.home.festival.ai-day.body', link: '/en/event-guide#ai-builders-day', image: bannerImage(1) }]
      : []),
  ];
  return block('festival', 'festivalCards', {
    cards: cards.map((c, i) => ({
      width: 33,
      order: i + 1,
      media: { type: 'image', image: c.image, altText: '', aspectRatio: '16/9' },
      link: { href: c.link },
      content: { title: c.title, body: c.body },
    })),
  });
}

function cardScroller(id: string, sessions: readonly Session[], heading: string): BlockSpec {
  return block(id, 'cardScroller', {
    heading,
    cards: sessions.slice(0, 8).map((s) => ({
      title: s.title,
      body: `${s.sessionType.displayValue} · ${s.sessionLevel.displayValue}`,
      image: s.onDemandThumbnail || bannerImage(Number(s.sessionId) % 8),
      imageAltText: '',
      link: { href: `/en/sessions/${s.sessionCode}`, text: 'translate.home.on-demand.watch' },
    })),
  });
}

function randomizer(): BlockSpec[] {
  const quotes = [
    ['quote-1', 'translate.home.quote.1'],
    ['quote-2', 'translate.home.quote.2'],
    ['quote-3', 'translate.home.quote.3'],
  ] as const;
  return [
    block('testimonials', 'randomizer', { label: 'Attendee quotes', keepChoiceForSession: true }),
    ...quotes.map(([id, key]) => block(id, 'sectionHeading', { heading: key, headingLevel: 2, textAlignment: 'center' }, { parentId: 'testimonials' })),
  ];
}

/** Home page blocks: registration and countdown before, live video and happening-now during, on demand after. */
export function homeBlocks(env: Environment, phase: PhaseId, sources: HomeSources): BlockSpec[] {
  const keynotes = sources.sessions.filter((s) => s.sessionTypeLogical === 'keynote');
  const onDemand = sources.sessions.filter((s) => s.hasOnDemand && (s.isPopular || s.sessionTypeLogical === 'keynote'));
  const heroTitle = env === 'prod' ? 'translate.home.hero.title' : 'translate.home.hero.title-2027';
  const common = [pageMeta(phase), pageProperties()];
  if (phase === 'pre-event') {
    return [
      ...common,
      block('announcement', 'announcementBar', { content: 'translate.home.announcement.early-bird', enabled: true, hyperlink: '/en/get-started', hyperlinkText: 'translate.home.announcement.register', showGlyph: true }),
      block('hero', 'headerBanner', {
        mainTitle: heroTitle,
        subTitle: 'translate.home.hero.subtitle',
        // No words in the picture: the banner crops it per device, and its subtitle says where and when.
        backgroundImage: bannerImage(0),
        reduceBannerOnMobile: true,
        buttons: [
          { type: 'ctalink', text: 'translate.home.hero.register', url: '/en/get-started', analyticsTag: 'hero-register' },
          { type: 'lightbox-link', text: 'translate.home.hero.watch-trailer', lightBoxConfig: { videoSource: `${VIDEO}/trailers/nimbus-2027.mp4`, componentId: 'hero' } },
        ],
      }),
      block('countdown', 'countdown', { endTime: KEYNOTE_START, heading: 'translate.home.countdown.heading', showMonths: true, showDays: true, showHours: true, showMinutes: true, showSeconds: false }),
      toolBelt(),
      block('intro', 'sectionHeading', { heading: 'translate.home.intro.heading', subheading: 'translate.home.intro.subheading', body: 'translate.home.intro.body', headingLevel: 2 }),
      ...tabExplorer(phase, sources),
      agenda(sources.sessions),
      festivalCards(env, phase),
      ...gatedBlocks(phase),
      featuredSpeakers('speakers', sources.speakers.slice(4)),
      ...faqDrawer(phase),
      ...randomizer(),
      sponsorShuffle(),
      socialLinks(),
    ];
  }
  if (phase === 'live') {
    return [
      ...common,
      block('announcement', 'announcementBar', { content: 'translate.home.announcement.live', enabled: true, hyperlink: '/en/map', hyperlinkText: 'translate.home.announcement.map', showGlyph: true }),
      block('notice', 'notificationBanner', { bannerText: 'translate.home.notice.live', alwaysShowBanner: true }),
      block('hero', 'videoHero', {
        image: bannerImage(0),
        overlayText: 'translate.home.live.overlay',
        playText: 'translate.home.live.play',
        videoSource: `${VIDEO}/live/KEY101.m3u8`,
        location: keynotes[0]?.location ?? 'Hall A – Main Stage',
        videoRequiresAuth: false,
      }),
      toolBelt(),
      block('studio', 'studioPlayer', {
        videoUrl: `${VIDEO}/live/studio.m3u8`,
        enableLiveNowTicker: true,
        showYammer: true,
        pubbleConfig: { appId: '125733', enabled: true, isHidden: false, reactionsEnabled: true, widgetType: 'qa', bypassConsent: false },
        iframeAllowAttribute: 'autoplay; fullscreen; picture-in-picture',
        videoRequiresAuth: true,
      }),
      block('happening', 'happeningNow', {
        heading: 'translate.home.happening.heading',
        maxNumberOfCards: { mobile: 4, tablet: 8, desktop: 16 },
        minNumberOfCards: { mobile: 2, tablet: 4, desktop: 8 },
        sessionTypes: ['breakout', 'keynote', 'theater'],
        autoRefreshTimeInSeconds: 240,
        autoRefreshEnabled: true,
        showAutoRefreshToggle: true,
      }),
      ...tabExplorer(phase, sources),
      agenda(sources.sessions),
      ...gatedBlocks(phase),
      festivalCards(env, phase),
      ...faqDrawer(phase),
      ...randomizer(),
      sponsorShuffle(),
      socialLinks(),
    ];
  }
  return [
    ...common,
    block('hero', 'heroImageBlade', {
      assetData: { assetType: 'video', image: bannerImage(0), videoUrl: `${VIDEO}/on-demand/highlights.webm`, videoAltText: 'translate.home.post.video-alt' },
      assetPosition: 'right',
      textSection: { heading: 'translate.home.post.heading', body: 'translate.home.post.body' },
      assetDominanceRatio: { asset: 60, text: 40, mobile: 100 },
    }),
    block('highlights', 'sectionHeading', { heading: 'translate.home.highlights.heading', body: 'translate.home.highlights.body', headingLevel: 2 }),
    cardScroller('on-demand', onDemand, 'translate.home.on-demand.heading'),
    promotedSessions('top-rated', onDemand.slice(8), 10),
    ...tabExplorer(phase, sources),
    block('evaluate', 'notificationBanner', { bannerText: 'translate.home.evaluate.text', requireScope: ['event-tools'] }),
    ...gatedBlocks(phase),
    block('next-year', 'countdown', { endTime: '2028-05-16T16:00:00Z', heading: 'translate.home.next-year.heading', showMonths: true, showDays: true, showHours: false, showMinutes: false, showSeconds: false }),
    ...faqDrawer(phase),
    ...randomizer(),
    sponsorShuffle(),
    socialLinks(),
  ];
}
