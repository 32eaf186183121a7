/**
 * The site's paths below the language prefix (react-router patterns, no leading slash) and the page layout each
 * renders. The shell's route table (renderer/shell/route-table.ts) routes exactly these paths and the server's QA
 * captures build their URLs from them: the server cannot read the route table, and a copy of it there drifted.
 */
export const SITE_PATHS = [
  'login', 'sign-in', 'sign-out', 'forbidden', 'unauthorized', 'notfound', 'error',
  'user/profile', 'user/inbox', 'editor', 'file-uploader', 'locale', 'code-of-conduct', 'live-now-ticker-editor',
  'live-help-desk',
  'glyph-search', 'mobile-experience', 'discover', 'sessions/:id', 'sessions', 'home', 'partner-stories', 'redirect',
  'auth-redirect', 'evaluations/conference', 'evaluations/:id', 'evaluations', 'experts/:id', 'experts', 'speakers/:id',
  'speakers', 'schedule', 'get-help', 'accessibility', 'archives/:id', 'archives', 'digital-swag', 'confidentiality',
  'usercontent', 'app-consult', 'app-consult-terms', 'map', 'interactive-map', 'sponsors/:id', 'exhibitors/:id',
  'partners/:id', 'experiences/:id', 'sponsors', 'exhibitors', 'partners', 'sponsor-directory', 'meetings/schedule',
  'meetings/edit/:meetingId', 'meetings/:meetingId', 'meetings', 'attendees/:id', 'attendees', 'appointments/schedule',
  'appointments/edit/:appointmentId', 'appointments/:appointmentId', 'favorites', 'roundtable-conditions', 'globalchat',
  'blog', 'pubble-playground', 'pubble-playground-2', 'chat-keynote', 'awards', 'get-started', 'seattle-event-guide',
  'event-guide', 'executive-connections', 'social-swag', 'signature-pass', 'notification-management-center',
  'notification-rules/create', 'notification-rules/edit/:notificationId',
  'notification-rules/view-history/:notificationId', 'notification-rules/:notificationId', 'coming-soon', 'install',
] as const;
export type SitePath = (typeof SITE_PATHS)[number];

/**
 * The page layout a path renders: its static segments joined with '-', plus '-detail' when the path is
 * `{name}/:param` (so /sessions is layout `sessions` and /sessions/123 is layout `sessions-detail`;
 * /meetings/edit/:meetingId is `meetings-edit`, /user/profile is `user-profile`).
 */
export function layoutIdForPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const fixed = segments.filter((s) => !s.startsWith(':'));
  const last = segments[segments.length - 1];
  const detail = fixed.length === 1 && segments.length > 1 && last !== undefined && last.startsWith(':');
  return fixed.join('-') + (detail ? '-detail' : '');
}

/** The site path that renders a layout; undefined when none does. */
export function layoutSitePath(layoutId: string): SitePath | undefined {
  return SITE_PATHS.find((path) => layoutIdForPath(path) === layoutId);
}

/** Whether the layout's path has a parameter, so a link to it needs an example id (`meetings-edit`, `sessions-detail`). */
export function layoutNeedsId(layoutId: string): boolean {
  return layoutSitePath(layoutId)?.includes('/:') ?? false;
}

/**
 * The URL path of a layout in a language (`/en/user/profile`, `/en/meetings/edit/{id}`). Null when no path renders
 * the layout, or its path has a parameter and no id is given.
 */
export function layoutUrlPath(layoutId: string, language: string, id?: string): string | null {
  const path = layoutSitePath(layoutId);
  if (path === undefined) return null;
  if (!path.includes('/:')) return `/${language}/${path}`;
  if (!id) return null;
  return `/${language}/${path.replace(/:\w+/, encodeURIComponent(id))}`;
}
