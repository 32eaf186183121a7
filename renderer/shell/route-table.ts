import { layoutIdForPath, type SitePath } from '../../schemas';
import { gates, type RouteGate } from './route-gates';

/**
 * What a route shows. `page` routes render the page layout `layoutId` through the PageRenderer; the others are
 * drawn by the shell itself (sign-in, status pages, the language switcher, redirects).
 */
export type RouteView =
  | 'page'
  | 'login'
  | 'sign-out'
  | 'locale'
  | 'redirect'
  | 'status-401'
  | 'status-403'
  | 'status-404'
  | 'error';

/**
 * `root`: a top-level page; visiting it resets the back trail. `detail`: any deeper route; visiting it pushes the
 * previous page onto the back trail. `system`: sign-in, status and redirect pages; never a return location.
 */
export type RouteKind = 'root' | 'detail' | 'system';

export interface SiteRoute {
  /** react-router path below the language prefix, without a leading slash. */
  path: string;
  view: RouteView;
  kind: RouteKind;
  /** The page layout id rendered for this route (layoutIdForPath, schemas/domain/site-paths.ts). */
  layoutId: string;
  gate?: RouteGate;
}

// A route's path is one of schemas' SITE_PATHS, from which the server's QA captures build their URLs (a test checks
// that the table routes all of them).
function route(path: SitePath, gate?: RouteGate, view: RouteView = 'page'): SiteRoute {
  const kind: RouteKind = view !== 'page' && view !== 'locale' ? 'system' : path.includes('/') ? 'detail' : 'root';
  return { path, view, kind, layoutId: layoutIdForPath(path), ...(gate ? { gate } : {}) };
}

/** Every route of docs/behaviour/routes-and-gates.md (plus the PWA install page it names), below the `/:lang` prefix. */
export const siteRoutes: readonly SiteRoute[] = [
  route('login', undefined, 'login'),
  // The identity provider's landing path; the built-in provider signs in on the same persona page.
  route('sign-in', undefined, 'login'),
  route('sign-out', undefined, 'sign-out'),
  route('forbidden', undefined, 'status-403'),
  route('unauthorized', undefined, 'status-401'),
  route('notfound', undefined, 'status-404'),
  route('error', undefined, 'error'),
  route('user/profile', gates.profile),
  // The inbox with toRegKey is the attendee-to-attendee messages view: the "Messages" row of the gate table.
  route('user/inbox', gates.messages),
  route('editor', gates.siteEditorTools),
  route('file-uploader', gates.siteEditorTools),
  route('locale', gates.locale, 'locale'),
  route('code-of-conduct'),
  // The live-now ticker editor: a site tool (editor-slots.ts); past the sign-in gate, content editors only.
  route('live-now-ticker-editor', gates.signedIn),
  // The live-help desk (docs/behaviour/live-help.md): a site tool too; past the sign-in gate, content editors only.
  route('live-help-desk', gates.signedIn),
  route('glyph-search', gates.siteEditorTools),
  route('mobile-experience'),
  route('discover'),
  route('sessions/:id', gates.sessions),
  route('sessions', gates.sessions),
  route('home'),
  route('partner-stories', gates.companyDirectory),
  route('redirect', undefined, 'redirect'),
  route('auth-redirect', gates.signedIn, 'redirect'),
  route('evaluations/conference', gates.evaluations),
  route('evaluations/:id', gates.evaluations),
  route('evaluations', gates.evaluations),
  route('experts/:id', gates.speakers),
  route('experts', gates.speakers),
  route('speakers/:id', gates.speakers),
  route('speakers', gates.speakers),
  route('schedule', gates.mySchedule),
  route('get-help'),
  route('accessibility'),
  route('archives/:id'),
  route('archives'),
  route('digital-swag'),
  route('confidentiality'),
  route('usercontent'),
  route('app-consult', gates.signedIn),
  route('app-consult-terms'),
  route('map', gates.staticMap),
  route('interactive-map', gates.interactiveMap),
  route('sponsors/:id', gates.companyDetail),
  route('exhibitors/:id', gates.companyDetail),
  route('partners/:id', gates.companyDetail),
  route('experiences/:id'),
  // /sponsors is the sponsor directory as much as /sponsor-directory is.
  route('sponsors', gates.companyDirectory),
  route('exhibitors', gates.companyDirectory),
  route('partners', gates.companyDirectory),
  route('sponsor-directory', gates.companyDirectory),
  route('meetings/schedule', gates.meetings),
  route('meetings/edit/:meetingId', gates.meetings),
  route('meetings/:meetingId', gates.meetings),
  route('meetings', gates.meetings),
  route('attendees/:id', gates.attendeeDetail),
  route('attendees', gates.attendeesDirectory),
  route('appointments/schedule', gates.newAppointment),
  route('appointments/edit/:appointmentId', gates.appointmentEdit),
  // The table has no row for appointment detail; it shows the same personal data as the edit page.
  route('appointments/:appointmentId', gates.appointmentEdit),
  route('favorites', gates.favorites),
  route('roundtable-conditions'),
  route('globalchat', gates.signedIn),
  route('blog'),
  route('pubble-playground', gates.signedIn),
  route('pubble-playground-2', gates.signedIn),
  route('chat-keynote', gates.signedIn),
  route('awards', gates.signedIn),
  route('get-started'),
  route('seattle-event-guide'),
  route('event-guide'),
  route('executive-connections'),
  route('social-swag'),
  route('signature-pass'),
  route('notification-management-center', gates.notificationRules),
  route('notification-rules/create', gates.notificationRules),
  route('notification-rules/edit/:notificationId', gates.notificationRules),
  route('notification-rules/view-history/:notificationId', gates.notificationRules),
  route('notification-rules/:notificationId', gates.notificationRules),
  route('coming-soon'),
  route('install', gates.pwaInstall),
];

/** Paths (below the language) that are never remembered as the return location: locale, error, identity-provider flow. */
export const returnLocationExcluded: readonly string[] = ['locale', 'error', 'login', 'sign-in', 'sign-out', 'redirect', 'auth-redirect'];

/** System pages: as a return location after sign-in they go to the authenticated home instead (docs/behaviour/routes-and-gates.md). */
export const systemPages: readonly string[] = [
  'forbidden',
  'unauthorized',
  'notfound',
  'sign-in',
  'sign-out',
  'error',
  'redirect',
  'auth-redirect',
  'login',
];

export const homePath = 'home';
