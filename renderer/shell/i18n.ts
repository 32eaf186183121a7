import { liveNoticeStrings } from '../../api-client';
import { createI18n, type I18n } from '../i18n/i18n';

/** The namespace of the shell's own strings. */
export const shellNamespace = 'common';

/**
 * English defaults of the shell's strings, bundled so the shell reads well offline and before translations load.
 * Keys follow the translate.* rule (docs/behaviour/shell.md); translations from the API override them.
 */
export const shellStrings = {
  'translate.shell.skip-link': 'Skip to main content',
  'translate.shell.nav.main': 'Main',
  'translate.shell.nav.profile': 'Profile',
  'translate.shell.nav.tabs': 'Quick links',
  'translate.shell.nav.footer': 'Footer',
  'translate.shell.home': 'Home',
  'translate.shell.sign-in': 'Sign in',
  'translate.shell.sign-out': 'Sign out',
  'translate.shell.back': 'Back',
  'translate.shell.loading': 'Loading…',
  'translate.shell.consent': 'Privacy and cookie choices',
  'translate.shell.toasts': 'Notifications',
  'translate.shell.toast.dismiss': 'Dismiss',
  'translate.shell.offline-banner': 'You are offline. Some content may not be available until you reconnect.',
  'translate.shell.static-fallback-banner': 'The site is showing a saved copy of its content, which may be out of date.',
  'translate.shell.new-phase-banner': 'A new phase of the event has started. Reload the page to see the latest content.',
  'translate.shell.new-phase-banner.reload': 'Reload',
  'translate.shell.banner.dismiss': 'Dismiss',
  'translate.shell.announcement': 'Announcement',
  'translate.shell.status.401.title': 'Unauthorized',
  'translate.shell.status.401.body': 'You need to sign in to see this page.',
  'translate.shell.status.403.title': 'Access denied',
  'translate.shell.status.403.body': 'You do not have permission to see this page.',
  'translate.shell.status.404.title': 'Page not found',
  'translate.shell.status.404.body': 'The page you are looking for does not exist or has moved.',
  'translate.shell.status.500.title': 'Oops, something went wrong',
  'translate.shell.status.error-code': 'Error code: {{code}}',
  'translate.shell.error.sorry': 'Sorry, this page could not be shown.',
  'translate.shell.error.offline-content': 'This content is not available offline.',
  'translate.shell.error.instruction': 'Please go back or return to the home page. If the problem continues, contact support at {{support}} and quote the details below.',
  'translate.shell.error.offline-note': 'You are offline.',
  'translate.shell.error.go-back': 'Go Back',
  'translate.shell.error.go-home': 'Go to the home page',
  'translate.shell.error.details': 'Details',
  'translate.shell.error.time': 'Time',
  'translate.shell.error.pwa': 'PWA',
  'translate.shell.error.sw-controlled': 'Service worker controlled',
  'translate.shell.error.client-version': 'Client version',
  'translate.shell.error.client-build': 'Client build',
  'translate.shell.error.server-version': 'Server version',
  'translate.shell.error.server-build': 'Server build',
  'translate.shell.error.trace': 'Trace ID',
  'translate.shell.error.unknown': 'unknown',
  'translate.shell.yes': 'yes',
  'translate.shell.no': 'no',
  'translate.shell.login.title': 'Sign in',
  'translate.shell.login.intro': 'Choose a demo persona to sign in as.',
  'translate.shell.login.signed-in-as': 'Signed in as {{name}}',
  'translate.shell.persona.anonymous': 'Anonymous',
  'translate.shell.persona.attendee': 'Attendee',
  'translate.shell.persona.inperson': 'In-person attendee',
  'translate.shell.persona.exhibitor': 'Exhibitor',
  'translate.shell.persona.contenteditor': 'Content Editor',
  'translate.shell.persona.siteeditor': 'Administrator',
  'translate.shell.locale.title': 'Choose your language',
  'translate.shell.redirecting': 'Redirecting…',
  'translate.shell.event-name': 'The Conference',
  'translate.shell.menu': 'Menu',
  'translate.shell.footer.code-of-conduct': 'Code of conduct',
  'translate.shell.footer.accessibility': 'Accessibility',
  'translate.shell.footer.confidentiality': 'Confidentiality',
  'translate.shell.footer.get-help': 'Get help',
  'translate.shell.language-switcher.current': 'Language: {{language}}',
  'translate.shell.language-switcher.pseudo': 'Pseudo-locale (test)',
  'translate.shell.copyright-of': '© {{year}} {{name}}',
  'translate.shell.copyright-name': '© {{name}}',
  'translate.shell.time-zone.label': 'Show times in',
  'translate.shell.time-zone.event': 'Event time ({{zone}})',
  'translate.shell.time-zone.visitor': 'My time ({{zone}})',
  // Other people's actions that concern the visitor (live updates), shown as toasts.
  ...liveNoticeStrings,
  // The notices editors see in place of a block (renderer/notices.ts; the first ones are spec strings).
  'translate.shell.notice.disabled': 'Component [{{id}}] is disabled',
  'translate.shell.notice.unresolved': 'The component {{name}} for the id {{id}} could not be resolved.',
  'translate.shell.notice.not-available': 'The component {{name}} for the id {{id}} is not yet available.',
  'translate.shell.notice.failed': 'The component {{name}} for the id {{id}} failed to render.',
  'translate.shell.notice.orphan-parent': 'Its parent [{{parent}}] is not on this page.',
  'translate.shell.notice.requirements.visible': 'Component [{{id}}] is visible to the current viewer. It is shown only when:',
  'translate.shell.notice.requirements.hidden': 'Component [{{id}}] is hidden from the current viewer. It is shown only when:',
  'translate.shell.notice.requirements.blocked-scopes': 'no scope of {{scopes}} is held',
  'translate.shell.notice.requirements.blocked-scopes-held': 'no scope of {{scopes}} is held (held: {{held}})',
  'translate.shell.notice.requirements.required-scopes': 'scopes {{scopes}} are all held',
  'translate.shell.notice.requirements.required-scopes-missing': 'scopes {{scopes}} are all held (missing: {{missing}})',
  'translate.shell.notice.requirements.features': 'features {{features}} are all on',
  'translate.shell.notice.requirements.features-off': 'features {{features}} are all on (off: {{off}})',
  'translate.shell.notice.requirements.phases': 'the phase is one of {{phases}}',
  'translate.shell.notice.requirements.phases-not-current': 'the phase is one of {{phases}} (not the current phase)',
} as const;

export type ShellStringKey = keyof typeof shellStrings;

/**
 * A fresh i18next instance for one app root (so server renders and tests do not share state), with the shell's
 * English defaults; missing texts fall back to English.
 */
export function createShellI18n(language: string): I18n {
  return createI18n({ language, defaultNamespace: shellNamespace, resources: { en: { [shellNamespace]: shellStrings } } });
}
