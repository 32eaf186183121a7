import type { Rng } from '../../schemas';
import type { Company, LabeledValue, Session, SessionType, Speaker } from './entity-types';
import { ROOMS, type Room } from './rooms';
import { addMinutes, eventTime, RSVP_OPENS_AT, EVENT_TIMEZONE } from './calendar';
import { bannerImage } from './images';
import {
  AUDIENCE_TYPES, INDUSTRIES, PRODUCTS, PROGRAMMING_LANGUAGES, REGIONS, ROLES, SOLUTION_AREAS, SUBJECTS,
  TITLE_PATTERNS, TOPICS,
} from './words';

type TypeId = SessionType['logicalValue'];

interface TypePlan {
  type: SessionType;
  codePrefix: string;
  count: number;
  minutes: number;
  /** Local start times (minutes from midnight) a session of this type may take. */
  slots: readonly number[];
  speakers: [number, number];
}

const h = (hours: number, minutes = 0): number => hours * 60 + minutes;

// 3 + 200 + 100 + 45 + 52 = 400 sessions.
const PLANS: readonly TypePlan[] = [
  { type: { logicalValue: 'keynote', displayValue: 'Keynote' }, codePrefix: 'KEY', count: 3, minutes: 90, slots: [h(9)], speakers: [2, 3] },
  { type: { logicalValue: 'breakout', displayValue: 'Breakout' }, codePrefix: 'BRK', count: 200, minutes: 45, slots: [h(10, 45), h(11, 45), h(12, 45), h(13, 45), h(14, 45), h(15, 45), h(16, 45)], speakers: [1, 3] },
  { type: { logicalValue: 'theater', displayValue: 'Theater' }, codePrefix: 'THR', count: 100, minutes: 20, slots: [h(10), h(10, 30), h(11), h(11, 30), h(12), h(12, 30), h(13), h(13, 30), h(14), h(14, 30)], speakers: [1, 1] },
  { type: { logicalValue: 'roundtable', displayValue: 'Roundtable' }, codePrefix: 'RT', count: 45, minutes: 60, slots: [h(10, 45), h(12, 45), h(13, 45), h(14, 45), h(15, 45)], speakers: [1, 1] },
  { type: { logicalValue: 'hands-on-lab', displayValue: 'Hands-on Lab' }, codePrefix: 'LAB', count: 52, minutes: 60, slots: [], speakers: [1, 2] },
];

export const SESSION_COUNT = PLANS.reduce((sum, plan) => sum + plan.count, 0);

const LEVELS: readonly LabeledValue[] = [
  { logicalValue: '100', displayValue: '100 – Introductory' },
  { logicalValue: '200', displayValue: '200 – Intermediate' },
  { logicalValue: '300', displayValue: '300 – Advanced' },
  { logicalValue: '400', displayValue: '400 – Expert' },
];

const DELIVERY = {
  inperson: { logicalValue: 'inperson', displayValue: 'In person' },
  online: { logicalValue: 'online', displayValue: 'Online' },
} satisfies Record<string, LabeledValue>;
const VIEWING = {
  livestream: { logicalValue: 'livestream', displayValue: 'Live stream' },
  recorded: { logicalValue: 'recorded', displayValue: 'Recorded' },
  notrecorded: { logicalValue: 'notrecorded', displayValue: 'Not recorded' },
} satisfies Record<string, LabeledValue>;

const MEDIA = 'https://media.nimbusconf.example.com/2027';
const SITE = 'https://nimbusconf.example.com';

interface Cell {
  day: number;
  start: number;
  room: Room;
}

/**
 * The plans for `total` sessions (DEMO_SESSIONS, default 400): every type keeps its share; the keynotes stay 3 and
 * breakouts take the rounding.
 */
function plansFor(total: number): readonly TypePlan[] {
  if (total === SESSION_COUNT) return PLANS;
  const scaled = PLANS.map((plan) => ({ ...plan, count: plan.codePrefix === 'KEY' ? plan.count : Math.max(1, Math.round((plan.count * total) / SESSION_COUNT)) }));
  const breakout = scaled.find((plan) => plan.codePrefix === 'BRK');
  if (breakout) breakout.count += total - scaled.reduce((sum, plan) => sum + plan.count, 0);
  return scaled;
}

function cellsFor(rng: Rng, plan: TypePlan): (Cell | null)[] {
  if (plan.slots.length === 0) return Array.from({ length: plan.count }, () => null);
  const rooms = ROOMS.filter((room) => room.uses.includes(plan.type.logicalValue));
  const cells: Cell[] = [];
  for (let day = 0; day < 3; day++) for (const start of plan.slots) for (const room of rooms) cells.push({ day, start, room });
  // Keynotes: one per day, in day order.
  if (plan.type.logicalValue === 'keynote') return cells.slice(0, plan.count);
  // A bench-sized demo (DEMO_SESSIONS above 400) shares rooms and slots between sessions.
  const pool = cells.length >= plan.count ? cells : Array.from({ length: plan.count }, (_, i) => cells[i % cells.length] as Cell);
  return rng.sample(pool, plan.count).sort((a, b) => a.day - b.day || a.start - b.start || a.room.roomId.localeCompare(b.room.roomId));
}

const KEYNOTE_TITLES = [
  'Opening keynote: the next decade of cloud and AI',
  'Day two keynote: developers first',
  'Closing keynote: building responsibly',
] as const;

function title(rng: Rng, subject: string, type: TypeId, index: number): string {
  if (type === 'keynote') return KEYNOTE_TITLES[index % KEYNOTE_TITLES.length] as string;
  if (type === 'roundtable') return `Roundtable: ${subject} in your organisation`;
  if (type === 'hands-on-lab') return `Hands-on lab: ${subject} from scratch`;
  const pattern = rng.pick(TITLE_PATTERNS);
  const text = pattern.replace('{s}', subject).replace('{n}', String(rng.int(3, 40)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Generates the catalogue. `now` decides the time-dependent flags (RSVP open, streaming, finished). */
export function generateSessions(rng: Rng, speakers: readonly Speaker[], companies: readonly Company[], now: string, total = SESSION_COUNT): Session[] {
  const at = Date.parse(now);
  // Every speaker gets at least one session: the first speaker of each session walks a shuffled list.
  const speakerOrder = rng.sample(speakers, speakers.length);
  const sponsors = companies.filter((c) => c.kind === 'sponsor');
  const sessions: Session[] = [];
  let walk = 0;
  let sortRank = 0;
  for (const plan of plansFor(total)) {
    const typeId = plan.type.logicalValue;
    const cells = plan.type.logicalValue === 'keynote' ? cellsFor(rng, plan).map((c, i) => c && { ...c, day: i }) : cellsFor(rng, plan);
    cells.forEach((cell, index) => {
      const number = 100 + index + 1;
      const code = `${plan.codePrefix}${number}`;
      const sessionId = String(10000 + sessions.length + 1);
      const subject = rng.pick(SUBJECTS);
      const topic = rng.pick(TOPICS);
      const lead = speakerOrder[walk++ % speakerOrder.length] as Speaker;
      const extra = rng.sample(speakers.filter((s) => s.speakerId !== lead.speakerId), rng.int(plan.speakers[0], plan.speakers[1]) - 1);
      const speakerIds = [lead, ...extra].map((s) => s.speakerId);
      const level = typeId === 'keynote' ? LEVELS[0] : rng.pick(LEVELS);
      const start = cell ? eventTime(cell.day, cell.start) : null;
      const end = start ? addMinutes(start, plan.minutes) : null;
      const inPersonOnly = typeId === 'roundtable' || (typeId === 'theater' && rng.chance(0.3));
      const recorded = typeId === 'keynote' || typeId === 'breakout' || (typeId === 'theater' && !inPersonOnly);
      const hasLiveStream = typeId === 'keynote' || (typeId === 'breakout' && rng.chance(0.35));
      const capacityControlled = typeId === 'roundtable' || typeId === 'hands-on-lab' || (typeId === 'breakout' && rng.chance(0.2));
      const sponsor = typeId === 'theater' && rng.chance(0.5) ? rng.pick(sponsors) : null;
      const sessionTitle = title(rng, subject, typeId, index);
      const description = `${sessionTitle}. ${rng.pick(['Join', 'Learn from', 'Hear from'])} experts on ${subject}: architecture, trade-offs and a live demo. Level ${level?.logicalValue ?? '100'}; recommended for: ${rng.pick(ROLES)}.`;
      const started = start !== null && at >= Date.parse(start);
      const ended = end !== null && at >= Date.parse(end);
      const roles = rng.sample(ROLES, rng.int(1, 3));
      const deliveryTypes: LabeledValue[] = inPersonOnly ? [DELIVERY.inperson] : [DELIVERY.inperson, DELIVERY.online];
      const viewingOptions = [hasLiveStream ? VIEWING.livestream : undefined, recorded ? VIEWING.recorded : VIEWING.notrecorded].filter(
        (v): v is LabeledValue => v !== undefined,
      );
      const products = rng.sample(PRODUCTS, rng.int(1, 2));
      const detail = `/sessions/${code}`;
      sessions.push({
        sessionId,
        localizedId: `${sessionId}-en`,
        sessionInstanceId: `${sessionId}-1`,
        sessionCode: code,
        isMandatory: false,
        title: sessionTitle,
        description,
        abstract: description,
        aiDescription: `In short: ${subject} for ${roles.join(', ').toLowerCase()}.`,
        partnerOutcome: sponsor ? `${sponsor.name} shares a reference architecture you can reuse.` : '',
        roomId: cell ? cell.room.roomId : 'learning-zone',
        location: cell ? cell.room.name : 'Learning Zone (Hall B)',
        directLink: `${SITE}/en${detail}`,
        speakerIds,
        startDateTime: start,
        endDateTime: end,
        sessionType: { ...plan.type },
        priorityTrack: rng.chance(0.15) ? topic : '',
        sessionLevel: { ...(level ?? LEVELS[0]!) },
        format: rng.pick(['Presentation', 'Demo', 'Panel', 'Discussion']),
        solutionArea: rng.pick(SOLUTION_AREAS),
        durationInMinutes: plan.minutes,
        onDemand: recorded ? `${MEDIA}/on-demand/${code}.m3u8` : '',
        hasOnDemand: recorded,
        onDemandSecondary: recorded ? `${MEDIA}/on-demand/${code}-asl.m3u8` : '',
        onDemandThumbnail: recorded ? bannerImage(number) : '',
        liveStream: hasLiveStream ? `${MEDIA}/live/${code}.m3u8` : '',
        hasLiveStream,
        liveStreamSecondary: hasLiveStream ? `${MEDIA}/live/${code}-de.m3u8` : '',
        slideDeck: typeId === 'hands-on-lab' ? '' : `${MEDIA}/slides/${code}.pdf`,
        sessionLinks: [`Session repository|https://github.com/nimbusconf/${code.toLowerCase()}`, `Docs|https://docs.nimbusconf.example.com/${code.toLowerCase()}`],
        isLabActive: typeId === 'hands-on-lab',
        isCapacityControlled: capacityControlled,
        roomHasCapacity: !capacityControlled || rng.chance(0.7),
        waitlistHasCapacity: rng.chance(0.8),
        relatedSessionCodes: [],
        repeatedSessions: [],
        relatedResources: [
          { label: `Learn ${subject}`, link: `https://learn.nimbusconf.example.com/${encodeURIComponent(subject)}`, backpackLink: `${SITE}/backpack/${code}` },
        ],
        nextStep: `Try ${products[0] ?? PRODUCTS[0]} free`,
        businessOutcome: rng.pick(['Reduce cost', 'Ship faster', 'Lower risk', 'Grow revenue']),
        tags: [subject, topic],
        isPopular: rng.chance(0.12),
        theme: rng.pick(SOLUTION_AREAS),
        topic,
        topics: [topic],
        childModules: [],
        siblingModules: [],
        rsvpOpensAt: capacityControlled ? RSVP_OPENS_AT : null,
        hasRsvpOpened: capacityControlled && at >= Date.parse(RSVP_OPENS_AT),
        hasRsvpClosed: capacityControlled && started,
        launchLabLink: typeId === 'hands-on-lab' ? `https://labs.nimbusconf.example.com/launch/${code}` : '',
        canBeScheduled: typeId !== 'hands-on-lab' && typeId !== 'roundtable',
        canUserModifySchedule: true,
        canBeRemovedFromSchedule: true,
        doNotPublishVideo: false,
        failoverVideoUrl: hasLiveStream ? `${MEDIA}/failover/${code}.m3u8` : '',
        mediusChatUrl: hasLiveStream ? `https://chat.nimbusconf.example.com/rooms/${code}` : '',
        teamsLiveEvent: '',
        teamsMeeting: typeId === 'roundtable' ? `https://meet.nimbusconf.example.com/${code}` : '',
        pubbleAppId: hasLiveStream ? '125733' : '',
        heroSession: typeId === 'keynote',
        restrictedScopes: inPersonOnly ? ['inperson'] : [],
        track: topic,
        role: roles[0] ?? ROLES[0],
        roles,
        industry: rng.pick(INDUSTRIES),
        captionFileLink: recorded ? `${MEDIA}/captions/${code}.en.vtt` : '',
        salesPlay: rng.pick(['Migrate and modernise', 'Innovate with AI', 'Secure everything', 'Unify data']),
        timeZoneRegion: EVENT_TIMEZONE,
        sponsoredBy: sponsor ? sponsor.name : '',
        associatedCompanies: sponsor ? [sponsor.companyId] : [],
        audioLanguage: 'English',
        captionLanguage: recorded ? ['English', 'German', 'Japanese'] : [],
        aslSupported: typeId === 'keynote',
        isExternalUrlSession: false,
        partnerType: sponsor ? sponsor.tier : '',
        enrollmentStatus: null,
        deliveryTypes: deliveryTypes.map((d) => ({ ...d })),
        viewingOptions: viewingOptions.map((v) => ({ ...v })),
        learningZoneTopic: typeId === 'hands-on-lab' ? topic : '',
        communityTopic: typeId === 'roundtable' ? topic : '',
        programmingLanguages: rng.sample(PROGRAMMING_LANGUAGES, rng.int(0, 2)),
        audienceTypes: rng.sample(AUDIENCE_TYPES, rng.int(1, 2)),
        ogTitle: `${sessionTitle} | Nimbus 2027`,
        ogDescription: description,
        ogImage: '',
        sortRank: ++sortRank,
        sortTitle: sessionTitle.toLowerCase(),
        resourceUrl: `${SITE}/en${detail}`,
        imageUrl: '',
        resourceCategory: 'Session',
        isFeatured: typeId === 'keynote' || rng.chance(0.05),
        sessionLanguage: 'English',
        regions: rng.sample(REGIONS, rng.int(1, 2)),
        broadcastZones: hasLiveStream ? ['Americas', 'EMEA', 'APAC'] : [],
        reportingTopic: topic,
        event: { logicalValue: 'nimbus-2027' },
        hasFinishedStreaming: hasLiveStream && ended,
        isStreaming: hasLiveStream && started && !ended,
        detailNavigation: detail,
        sessionTypeLogical: typeId,
        sessionDeliveryTypes: deliveryTypes.map((d) => d.logicalValue),
        sessionViewingOptions: viewingOptions.map((v) => v.logicalValue),
        sponsorId: sponsor ? sponsor.companyId : null,
        doNotPublishSlides: typeId === 'roundtable',
        sessionTrailer: typeId === 'keynote' ? `${MEDIA}/trailers/${code}.mp4` : '',
        products,
        product: products[0] ?? PRODUCTS[0],
        targetAudience: roles.join(', '),
        downloadVideoLink: recorded ? `${MEDIA}/download/${code}.mp4` : '',
        translatorLink: typeId === 'keynote' ? `https://translate.nimbusconf.example.com/${code}` : '',
        registrationLink: `${SITE}/register`,
        popupSessionHostDetails: '',
        contentArea: rng.pick(SOLUTION_AREAS),
        learningPath: typeId === 'hands-on-lab' ? `${subject} learning path` : '',
        connectionZoneTopic: typeId === 'roundtable' ? subject : '',
        region: 'Global',
      });
    });
  }
  linkRelated(rng, sessions);
  return sessions;
}

/** Related sessions share a topic; a few breakouts are repeats of another breakout. */
function linkRelated(rng: Rng, sessions: Session[]): void {
  const byTopic = new Map<string, Session[]>();
  for (const s of sessions) {
    const list = byTopic.get(s.topic) ?? [];
    list.push(s);
    byTopic.set(s.topic, list);
  }
  for (const s of sessions) {
    const peers = (byTopic.get(s.topic) ?? []).filter((p) => p !== s);
    s.relatedSessionCodes = rng.sample(peers, 3).map((p) => p.sessionCode);
  }
  const breakouts = sessions.filter((s) => s.sessionTypeLogical === 'breakout');
  // Pair the last 20 breakouts with earlier ones as repeats (same talk, another day).
  for (let i = 0; i < 20; i++) {
    const repeat = breakouts[breakouts.length - 1 - i];
    const original = breakouts[i];
    if (!repeat || !original) break;
    repeat.title = `${original.title} (repeat)`;
    repeat.sortTitle = repeat.title.toLowerCase();
    // The repeat keeps its own lead speaker so every speaker still has a session.
    const lead = repeat.speakerIds[0];
    repeat.speakerIds = [...new Set([...(lead ? [lead] : []), ...original.speakerIds])].slice(0, 3);
    repeat.repeatedSessions = [original.sessionCode];
    original.repeatedSessions = [repeat.sessionCode];
  }
}
