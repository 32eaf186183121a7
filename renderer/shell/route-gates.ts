/**
 * The route gates of docs/behaviour/routes-and-gates.md, Route gates ("Route gates") and docs/behaviour/routes-and-gates.md, one constant per row.
 * The route table (route-table.ts) points every route at one of these; checkGate (check-gate.ts) reads them.
 */
export interface RouteGate {
  /** The visitor must be signed in; an anonymous visitor is sent to sign-in with a return location. */
  signIn?: boolean;
  /** Every scope listed is required. */
  scopes?: readonly string[];
  /** At least one of these scopes is required. */
  anyScope?: readonly string[];
  /** This feature flag (after scoped overrides) must be on. */
  feature?: string;
  /** The name of a settings list of phase ids; the current phase must be in it (an empty list means any phase). */
  phaseSetting?: string;
  /** Where a denied visitor goes: forbidden (default, errorCode 3403) or not found (the editing and notification screens, docs/behaviour/routes-and-gates.md). */
  denied?: 'forbidden' | 'not-found';
}

const siteEditor = ['siteeditor'] as const;
const meetings = ['meetings'] as const;

/** One entry per row of the spec table, in the spec's order. */
export const gates = {
  /** Site editor, file uploader, glyph search; others are sent to not found (docs/behaviour/routes-and-gates.md: "Users without the siteeditor scope are redirected to not-found"). */
  siteEditorTools: { signIn: true, scopes: siteEditor, denied: 'not-found' },
  /** Attendee detail */
  attendeeDetail: { feature: 'enableAttendees', scopes: ['attendee-directory'] },
  /** Attendees directory: same plus sign-in */
  attendeesDirectory: { signIn: true, feature: 'enableAttendees', scopes: ['attendee-directory'] },
  /** Sponsor, exhibitor, partner detail */
  companyDetail: { feature: 'showCompanyDetailsPage' },
  /** Sponsor directory, partners, exhibitors, partner stories */
  companyDirectory: { feature: 'showCompanyDirectory' },
  /** Locale: no sign-in */
  locale: { feature: 'showLanguageSwitcher' },
  /** Meeting new, detail, edit, my meetings */
  meetings: { signIn: true, scopes: meetings, feature: 'showMeetings' },
  /** New appointment */
  newAppointment: { signIn: true, scopes: meetings, feature: 'enableAppointmentCreation' },
  /** Appointment edit */
  appointmentEdit: { signIn: true, scopes: meetings, feature: 'showMeetings' },
  /** My schedule */
  mySchedule: { signIn: true, feature: 'enableMySchedule' },
  /** Favorites */
  favorites: { signIn: true, feature: 'enableFavorites' },
  /** Profile */
  profile: { signIn: true, feature: 'enableProfile' },
  /** Messages */
  messages: { signIn: true, scopes: meetings, feature: 'showMessaging' },
  /** Evaluations (detail, post-conference, list) */
  evaluations: { signIn: true, feature: 'showEvaluations' },
  /** Notification management center, rule create, edit, detail, history; others are sent to not found. */
  notificationRules: { signIn: true, scopes: siteEditor, denied: 'not-found' },
  /** Session detail and catalog */
  sessions: { feature: 'enableSessions' },
  /** Speaker and expert detail and directories */
  speakers: { feature: 'enableSpeakers' },
  /** Static map */
  staticMap: { feature: 'showMaps' },
  /** Interactive map */
  interactiveMap: { feature: 'showInteractiveMaps' },
  /** Awards, app consult, live-now ticker editor, live-help desk, global chat, chat keynote, playgrounds, auth redirect */
  signedIn: { signIn: true },
  /** PWA install */
  pwaInstall: { phaseSetting: 'pwaInstallPhases' },
} as const satisfies Record<string, RouteGate>;

export type GateName = keyof typeof gates;
