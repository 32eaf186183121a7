// A session and two visitors for the session page's tests: the rules' and the block's.
import type { Session } from '../../schemas/api-types';

export const START = '2027-05-18T16:00:00Z';
export const END = '2027-05-18T17:30:00Z';
export const at = (iso: string) => Date.parse(iso);
export const MIN = 60_000;

export function session(over: Partial<Session> = {}): Session {
  const base = {
    sessionId: '10001',
    sessionCode: 'KEY101',
    title: 'Opening keynote: “the next decade”',
    description: 'The opening keynote.',
    abstract: 'The opening keynote of the conference.',
    aiDescription: '',
    startDateTime: START,
    endDateTime: END,
    durationInMinutes: 90,
    sessionType: { logicalValue: 'keynote', displayValue: 'Keynote' },
    sessionLevel: { logicalValue: '100', displayValue: '100 – Introductory' },
    deliveryTypes: [{ logicalValue: 'online', displayValue: 'Online' }],
    viewingOptions: [{ logicalValue: 'livestream', displayValue: 'Live stream' }],
    tags: ['AI'],
    topic: 'AI',
    location: 'Hall A',
    roomId: 'hall-a',
    speakerIds: [],
    onDemand: 'https://media.example.com/on-demand/KEY101.mp4',
    hasOnDemand: true,
    liveStream: 'https://media.example.com/live/KEY101',
    hasLiveStream: true,
    doNotPublishVideo: false,
    hasFinishedStreaming: false,
    heroSession: true,
    isCapacityControlled: false,
    roomHasCapacity: true,
    waitlistHasCapacity: true,
    rsvpOpensAt: null,
    hasRsvpOpened: false,
    hasRsvpClosed: false,
    enrollmentStatus: null,
    canBeScheduled: true,
    restrictedScopes: [],
    relatedSessionCodes: [],
    repeatedSessions: [],
    relatedResources: [],
    sessionLinks: ['Docs|https://docs.example.com/key101'],
    slideDeck: '',
    doNotPublishSlides: false,
    launchLabLink: '',
    downloadVideoLink: '',
    captionFileLink: '',
    nextStep: '',
    mediusChatUrl: '',
    teamsMeeting: '',
    onDemandThumbnail: '',
    imageUrl: '',
    products: [],
    audienceTypes: [],
    roles: [],
    captionLanguage: [],
    ogTitle: '',
    ogDescription: '',
  };
  return { ...base, ...over } as unknown as Session;
}

export const anonymous = { signedIn: false, scopes: [], features: {} };
export const attendee = {
  signedIn: true,
  scopes: ['event-tools', 'inperson'],
  features: { enableMySchedule: true },
};
