import { describe, expect, it } from 'vitest';
import { checkGate, type GatePhase, type GateUser } from './check-gate';
import { gates } from './route-gates';
import { siteRoutes } from './route-table';

const anonymous: GateUser = { signedIn: false, scopes: [] };
const signedIn = (...scopes: string[]): GateUser => ({ signedIn: true, scopes });
const noPhase: GatePhase = { id: null, lists: {} };
const on = (...names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

function gateOf(path: string) {
  const route = siteRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.gate;
}

// One case per row of docs/behaviour/routes-and-gates.md, Route gates "Route gates": the routes of the row, the scopes and flag it needs.
const rows: { row: string; paths: string[]; signIn: boolean; scopes: string[]; feature?: string }[] = [
  { row: 'Site editor, file uploader, glyph search', paths: ['editor', 'file-uploader', 'glyph-search'], signIn: true, scopes: ['siteeditor'] },
  { row: 'Attendee detail', paths: ['attendees/:id'], signIn: false, scopes: ['attendee-directory'], feature: 'enableAttendees' },
  { row: 'Attendees directory', paths: ['attendees'], signIn: true, scopes: ['attendee-directory'], feature: 'enableAttendees' },
  { row: 'Sponsor, exhibitor, partner detail', paths: ['sponsors/:id', 'exhibitors/:id', 'partners/:id'], signIn: false, scopes: [], feature: 'showCompanyDetailsPage' },
  { row: 'Sponsor directory, partners, exhibitors, partner stories', paths: ['sponsor-directory', 'sponsors', 'partners', 'exhibitors', 'partner-stories'], signIn: false, scopes: [], feature: 'showCompanyDirectory' },
  { row: 'Locale', paths: ['locale'], signIn: false, scopes: [], feature: 'showLanguageSwitcher' },
  { row: 'Meeting new, detail, edit, my meetings', paths: ['meetings/schedule', 'meetings/:meetingId', 'meetings/edit/:meetingId', 'meetings'], signIn: true, scopes: ['meetings'], feature: 'showMeetings' },
  { row: 'New appointment', paths: ['appointments/schedule'], signIn: true, scopes: ['meetings'], feature: 'enableAppointmentCreation' },
  { row: 'Appointment edit', paths: ['appointments/edit/:appointmentId'], signIn: true, scopes: ['meetings'], feature: 'showMeetings' },
  { row: 'My schedule', paths: ['schedule'], signIn: true, scopes: [], feature: 'enableMySchedule' },
  { row: 'Favorites', paths: ['favorites'], signIn: true, scopes: [], feature: 'enableFavorites' },
  { row: 'Profile', paths: ['user/profile'], signIn: true, scopes: [], feature: 'enableProfile' },
  { row: 'Messages', paths: ['user/inbox'], signIn: true, scopes: ['meetings'], feature: 'showMessaging' },
  { row: 'Evaluations', paths: ['evaluations/:id', 'evaluations/conference', 'evaluations'], signIn: true, scopes: [], feature: 'showEvaluations' },
  {
    row: 'Notification management center, rule create, edit, detail, history',
    paths: ['notification-management-center', 'notification-rules/create', 'notification-rules/edit/:notificationId', 'notification-rules/:notificationId', 'notification-rules/view-history/:notificationId'],
    signIn: true,
    scopes: ['siteeditor'],
  },
  { row: 'Session detail and catalog', paths: ['sessions/:id', 'sessions'], signIn: false, scopes: [], feature: 'enableSessions' },
  { row: 'Speaker and expert detail and directories', paths: ['speakers/:id', 'speakers', 'experts/:id', 'experts'], signIn: false, scopes: [], feature: 'enableSpeakers' },
  { row: 'Static map', paths: ['map'], signIn: false, scopes: [], feature: 'showMaps' },
  { row: 'Interactive map', paths: ['interactive-map'], signIn: false, scopes: [], feature: 'showInteractiveMaps' },
  {
    row: 'Awards, app consult, live-now ticker editor, global chat, chat keynote, playgrounds, auth redirect',
    paths: ['awards', 'app-consult', 'live-now-ticker-editor', 'globalchat', 'chat-keynote', 'pubble-playground', 'pubble-playground-2', 'auth-redirect'],
    signIn: true,
    scopes: [],
  },
];

describe('route gates table (docs/behaviour/routes-and-gates.md, Route gates)', () => {
  for (const r of rows) {
    describe(r.row, () => {
      for (const path of r.paths) {
        it(`/${path}`, () => {
          const gate = gateOf(path);
          expect(gate).toBeDefined();
          const features = r.feature ? on(r.feature) : {};
          const full = signedIn(...r.scopes);
          expect(checkGate(gate, full, features, noPhase)).toBe('allow');
          expect(checkGate(gate, anonymous, features, noPhase)).toBe(
            r.signIn ? 'sign-in' : r.scopes.length ? 'forbidden' : 'allow',
          );
          // docs/behaviour/routes-and-gates.md: the editing and notification screens send users without siteeditor to not-found.
          const denied = path.includes('notification') || ['editor', 'file-uploader', 'glyph-search'].includes(path) ? 'not-found' : 'forbidden';
          if (r.feature) expect(checkGate(gate, full, {}, noPhase)).toBe(denied);
          if (r.scopes.length) expect(checkGate(gate, signedIn(), features, noPhase)).toBe(denied);
        });
      }
    });
  }

  it('PWA install: phase setting pwaInstallPhases', () => {
    const gate = gateOf('install');
    expect(gate).toBe(gates.pwaInstall);
    const lists = { pwaInstallPhases: ['live'] };
    expect(checkGate(gate, anonymous, {}, { id: 'live', lists })).toBe('allow');
    expect(checkGate(gate, anonymous, {}, { id: 'pre', lists })).toBe('forbidden');
    expect(checkGate(gate, anonymous, {}, { id: null, lists })).toBe('forbidden');
    // No list configured: every phase.
    expect(checkGate(gate, anonymous, {}, { id: 'pre', lists: {} })).toBe('allow');
  });

  it('locale needs no sign-in', () => {
    expect(checkGate(gateOf('locale'), anonymous, on('showLanguageSwitcher'), noPhase)).toBe('allow');
  });

  it('notification rules send non-siteeditors to not found (docs/behaviour/routes-and-gates.md)', () => {
    expect(checkGate(gates.notificationRules, signedIn('contenteditor'), {}, noPhase)).toBe('not-found');
  });

  it('the site editor, file uploader and glyph search send a content editor to not found, not forbidden (docs/behaviour/routes-and-gates.md)', () => {
    for (const path of ['editor', 'file-uploader', 'glyph-search']) {
      expect(checkGate(gateOf(path), signedIn('contenteditor'), {}, noPhase)).toBe('not-found');
      expect(checkGate(gateOf(path), anonymous, {}, noPhase)).toBe('sign-in');
    }
  });

  it('anyScope needs one of the scopes', () => {
    const gate = { anyScope: ['meetings', 'side-meetings', 'expertconnect'] };
    expect(checkGate(gate, signedIn('expertconnect'), {}, noPhase)).toBe('allow');
    expect(checkGate(gate, signedIn('inperson'), {}, noPhase)).toBe('forbidden');
  });

  it('ungated routes allow everyone', () => {
    for (const path of ['home', 'code-of-conduct', 'blog', 'coming-soon']) {
      expect(checkGate(gateOf(path), anonymous, {}, noPhase)).toBe('allow');
    }
  });
});
