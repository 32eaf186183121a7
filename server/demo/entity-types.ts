// Shapes of the demo conference entities (docs/behaviour/content-and-environments.md). The entity JSON Schemas in
// schemas/entities/ will describe the same shapes for the API; until then these are the reference.

export interface LabeledValue {
  logicalValue: string;
  displayValue: string;
}

export interface SessionType extends LabeledValue {
  logicalValue: 'breakout' | 'keynote' | 'hands-on-lab' | 'theater' | 'roundtable';
}

export interface RelatedResource {
  label: string;
  link: string;
  backpackLink: string;
}

export interface OgFields {
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

export interface Session extends OgFields {
  sessionId: string;
  localizedId: string;
  sessionInstanceId: string;
  sessionCode: string;
  isMandatory: boolean;
  title: string;
  description: string;
  abstract: string;
  aiDescription: string;
  partnerOutcome: string;
  roomId: string | null;
  location: string;
  directLink: string;
  speakerIds: string[];
  /** null for unscheduled types (hands-on labs are self-paced). */
  startDateTime: string | null;
  endDateTime: string | null;
  sessionType: SessionType;
  priorityTrack: string;
  sessionLevel: LabeledValue;
  format: string;
  solutionArea: string;
  durationInMinutes: number;
  onDemand: string;
  hasOnDemand: boolean;
  onDemandSecondary: string;
  onDemandThumbnail: string;
  liveStream: string;
  hasLiveStream: boolean;
  liveStreamSecondary: string;
  slideDeck: string;
  /** "display name|link" pairs. */
  sessionLinks: string[];
  isLabActive: boolean;
  isCapacityControlled: boolean;
  roomHasCapacity: boolean;
  waitlistHasCapacity: boolean;
  relatedSessionCodes: string[];
  repeatedSessions: string[];
  relatedResources: RelatedResource[];
  nextStep: string;
  businessOutcome: string;
  tags: string[];
  isPopular: boolean;
  theme: string;
  topic: string;
  topics: string[];
  childModules: string[];
  siblingModules: string[];
  rsvpOpensAt: string | null;
  hasRsvpOpened: boolean;
  hasRsvpClosed: boolean;
  launchLabLink: string;
  canBeScheduled: boolean;
  canUserModifySchedule: boolean;
  canBeRemovedFromSchedule: boolean;
  doNotPublishVideo: boolean;
  failoverVideoUrl: string;
  mediusChatUrl: string;
  teamsLiveEvent: string;
  teamsMeeting: string;
  pubbleAppId: string;
  heroSession: boolean;
  restrictedScopes: string[];
  track: string;
  role: string;
  roles: string[];
  industry: string;
  captionFileLink: string;
  salesPlay: string;
  timeZoneRegion: string;
  sponsoredBy: string;
  associatedCompanies: string[];
  audioLanguage: string;
  captionLanguage: string[];
  aslSupported: boolean;
  isExternalUrlSession: boolean;
  partnerType: string;
  enrollmentStatus: 'confirmed' | 'declined' | 'cancelled' | 'nominated' | 'scheduled' | 'waitlisted' | null;
  deliveryTypes: LabeledValue[];
  viewingOptions: LabeledValue[];
  learningZoneTopic: string;
  communityTopic: string;
  programmingLanguages: string[];
  audienceTypes: string[];
  sortRank: number;
  sortTitle: string;
  resourceUrl: string;
  imageUrl: string;
  resourceCategory: string;
  isFeatured: boolean;
  sessionLanguage: string;
  regions: string[];
  broadcastZones: string[];
  reportingTopic: string;
  event: { logicalValue: string };
  hasFinishedStreaming: boolean;
  isStreaming: boolean;
  detailNavigation: string;
  sessionTypeLogical: string;
  sessionDeliveryTypes: string[];
  sessionViewingOptions: string[];
  // Full session fields.
  sponsorId: string | null;
  doNotPublishSlides: boolean;
  sessionTrailer: string;
  products: string[];
  product: string;
  targetAudience: string;
  downloadVideoLink: string;
  translatorLink: string;
  registrationLink: string;
  popupSessionHostDetails: string;
  contentArea: string;
  learningPath: string;
  connectionZoneTopic: string;
  region: string;
}

export interface Speaker {
  speakerId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  company: string;
  companyId: string;
  jobTitle: string;
  /** Empty for a few speakers: the directory lists only speakers with bio and photo. */
  photo: string;
  thumbnail: string;
  bio: string;
}

export interface Offer {
  offerTitle: string;
  offerLinkUrl: string;
}

export interface Company {
  companyId: string;
  name: string;
  logo: string;
  website: string;
  booth: string;
  offers: Offer[];
  description: string;
  /** sponsor, exhibitor or partner: which directory lists the company. */
  kind: 'sponsor' | 'exhibitor' | 'partner';
  tier: 'platinum' | 'gold' | 'silver' | 'community';
}

export interface Attendee extends OgFields {
  attendeeId: string;
  userId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  photo: string;
  company: string;
  jobTitle: string;
  bio: string;
  email: string;
  region: string;
  participationType: LabeledValue;
  bluesky: string;
  youtube: string;
  instagram: string;
  twitter: string;
  linkedin: string;
  facebook: string;
  website: string;
  github: string;
  displaySessions: boolean;
  isAvailableForMeetings: boolean;
}
