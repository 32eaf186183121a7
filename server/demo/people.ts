import { PERSONA_PROFILES, personaEmail, personaUserId, type Rng } from '../../schemas';
import type { Attendee, Company, Speaker } from './entity-types';
import { avatarImage, logoImage } from './images';
import {
  BIO_SENTENCES, COMPANY_PREFIXES, COMPANY_SUFFIXES, COMPANY_TAGLINES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, REGIONS,
} from './words';

export const COMPANY_COUNT = 60;
export const SPEAKER_COUNT = 250;
export const ATTENDEE_COUNT = 2000;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** `count` companies (default 60; DEMO_SESSIONS scales it): the same shares of kinds and tiers at every size. */
export function generateCompanies(rng: Rng, count = COMPANY_COUNT): Company[] {
  const names = new Set<string>();
  let draws = 0;
  while (names.size < count) {
    const name = `${rng.pick(COMPANY_PREFIXES)} ${rng.pick(COMPANY_SUFFIXES)}`;
    // The pool holds ~770 pairs: a bench-sized demo numbers the names once fresh pairs get rare.
    names.add(++draws > count * 20 ? `${name} ${names.size + 1}` : name);
  }
  const share = (n: number) => Math.round((n * count) / COMPANY_COUNT);
  return [...names].map((name, i): Company => {
    const kind = i < share(24) ? 'sponsor' : i < share(48) ? 'exhibitor' : 'partner';
    const tier = i < share(4) ? 'platinum' : i < share(12) ? 'gold' : i < share(36) ? 'silver' : 'community';
    const website = `https://www.${slug(name)}.example.com`;
    const offerCount = rng.int(0, 3);
    const offers = Array.from({ length: offerCount }, (_, k) => ({
      offerTitle: rng.pick(['Free 90-day trial', 'Conference-only discount', 'Book a 1:1 architecture review', 'Download the whitepaper', 'Join the beta']) + (k > 0 ? ` (${k + 1})` : ''),
      offerLinkUrl: `${website}/nimbus-2027/offer-${k + 1}`,
    }));
    return {
      companyId: `cmp-${pad(i + 1, 3)}`,
      name,
      logo: logoImage(name, i),
      website,
      booth: kind === 'partner' ? '' : `${rng.pick(['A', 'B', 'C', 'D'])}${rng.int(100, 399)}`,
      offers,
      description: `${name} builds ${rng.pick(COMPANY_TAGLINES)}.`,
      kind,
      tier,
    };
  });
}

function uniqueNames(rng: Rng, count: number, taken: Set<string>): [string, string][] {
  const out: [string, string][] = [];
  while (out.length < count) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const key = `${first} ${last}`;
    // Names repeat in real life, but unique ones keep search and tests readable; the pool has 4,800 pairs.
    if (taken.has(key)) continue;
    taken.add(key);
    out.push([first, last]);
  }
  return out;
}

function initials(first: string, last: string): string {
  return `${first[0] ?? ''}${last[0] ?? ''}`;
}

export function generateSpeakers(rng: Rng, companies: readonly Company[], taken: Set<string>, count = SPEAKER_COUNT): Speaker[] {
  return uniqueNames(rng, count, taken).map(([firstName, lastName], i): Speaker => {
    const company = rng.pick(companies);
    const jobTitle = rng.pick(JOB_TITLES);
    // About one in twenty lacks a photo or a bio, so the "listed only with bio and photo" rule is visible.
    const missing = rng.next();
    const photo = missing < 0.03 ? '' : avatarImage(initials(firstName, lastName), i, 192);
    const bio =
      missing >= 0.03 && missing < 0.05
        ? ''
        : `${firstName} ${lastName} is ${jobTitle} at ${company.name}. ${firstName} ${rng.pick(BIO_SENTENCES)} ${firstName} ${rng.pick(BIO_SENTENCES)}`;
    return {
      speakerId: `spk-${pad(i + 1, 4)}`,
      displayName: `${firstName} ${lastName}`,
      firstName,
      lastName,
      company: company.name,
      companyId: company.companyId,
      jobTitle,
      photo,
      thumbnail: photo === '' ? '' : avatarImage(initials(firstName, lastName), i, 48),
      bio,
    };
  });
}

const PARTICIPATION_TYPES = [
  { logicalValue: 'inperson', displayValue: 'In person' },
  { logicalValue: 'digital', displayValue: 'Digital' },
  { logicalValue: 'exhibitor', displayValue: 'Exhibitor' },
  { logicalValue: 'speaker', displayValue: 'Speaker' },
] as const;

export function generateAttendees(rng: Rng, companies: readonly Company[], count = ATTENDEE_COUNT): Attendee[] {
  // Attendee names may repeat (2,000 people); uniqueness is only kept for speakers.
  return Array.from({ length: count }, (_, i): Attendee => {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const displayName = `${firstName} ${lastName}`;
    const companyName = rng.chance(0.7) ? rng.pick(companies).name : `${rng.pick(LAST_NAMES)} ${rng.pick(['Consulting', 'Group', 'Technologies', 'Partners'])}`;
    const handle = `${slug(firstName)}${slug(lastName)}${i + 1}`;
    const jobTitle = rng.pick(JOB_TITLES);
    const social = rng.next();
    const roll = rng.next();
    const participationType = PARTICIPATION_TYPES[roll < 0.55 ? 0 : roll < 0.9 ? 1 : roll < 0.97 ? 2 : 3] ?? PARTICIPATION_TYPES[0];
    const hasBio = rng.chance(0.6);
    const attendeeId = `att-${pad(i + 1, 5)}`;
    return {
      attendeeId,
      userId: `usr-${pad(i + 1, 5)}`,
      displayName,
      firstName,
      lastName,
      photo: rng.chance(0.75) ? avatarImage(initials(firstName, lastName), i) : '',
      company: companyName,
      jobTitle,
      bio: hasBio ? `${jobTitle} at ${companyName}. ${firstName} ${rng.pick(BIO_SENTENCES)}` : '',
      email: `${slug(firstName)}.${slug(lastName)}${i + 1}@${slug(companyName)}.example.com`,
      region: rng.pick(REGIONS),
      participationType: { ...participationType },
      bluesky: social < 0.3 ? `${handle}.bsky.social` : '',
      youtube: social < 0.08 ? `https://www.youtube.com/@${handle}` : '',
      instagram: social < 0.15 ? `https://www.instagram.com/${handle}` : '',
      twitter: social < 0.4 ? `https://x.com/${handle}` : '',
      linkedin: social < 0.8 ? `https://www.linkedin.com/in/${handle}` : '',
      facebook: social < 0.1 ? `https://www.facebook.com/${handle}` : '',
      website: social < 0.2 ? `https://${handle}.dev.example.com` : '',
      github: social < 0.45 ? `https://github.com/${handle}` : '',
      displaySessions: rng.chance(0.5),
      isAvailableForMeetings: participationType.logicalValue !== 'digital' && rng.chance(0.7),
      ogTitle: `${displayName} | Nimbus 2027`,
      ogDescription: `${jobTitle} at ${companyName}`,
      ogImage: '',
    };
  });
}

/**
 * The attendee records of the three attendee personas of the development sign-in (docs/contracts.md, "Demo
 * personas"): their `userId` is the persona's one user id (token subject and cmsId), the user id every route reads, so the schedule,
 * meetings, messages and the directory find the signed-in persona among the attendees. Listed in the directory and available for meetings, so
 * two signed-in personas can find each other and meet.
 */
export function personaAttendees(): Attendee[] {
  const personas = [
    { persona: 'attendee', type: PARTICIPATION_TYPES[1] },
    { persona: 'inperson', type: PARTICIPATION_TYPES[0] },
    { persona: 'exhibitor', type: PARTICIPATION_TYPES[2] },
  ] as const;
  return personas.map(({ persona, type }, i): Attendee => {
    const { firstName, lastName, companyName: company } = PERSONA_PROFILES[persona];
    const displayName = `${firstName} ${lastName}`;
    return {
      attendeeId: `att-${persona}`,
      userId: personaUserId(persona),
      displayName,
      firstName,
      lastName,
      photo: avatarImage(initials(firstName, lastName), 5000 + i),
      company,
      jobTitle: 'Solutions Architect',
      bio: '',
      email: personaEmail(persona),
      region: 'North America',
      participationType: { ...type },
      bluesky: '',
      youtube: '',
      instagram: '',
      twitter: '',
      linkedin: '',
      facebook: '',
      website: '',
      github: '',
      displaySessions: true,
      isAvailableForMeetings: true,
      ogTitle: `${displayName} | Nimbus 2027`,
      ogDescription: `Solutions Architect at ${company}`,
      ogImage: '',
    };
  });
}
