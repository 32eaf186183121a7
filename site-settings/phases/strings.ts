/**
 * English defaults of the phase switcher's texts, registered into the shell's translator when the site
 * tools chunk loads (translations from the API win). Spec strings are verbatim.
 */
export const phaseStrings = {
  'translate.phase-switcher.toggle': 'Phase switcher',
  'translate.phase-switcher.title': 'Phase and date',
  'translate.phase-switcher.collapse': 'Collapse',
  'translate.phase-switcher.hide': 'Hide',
  'translate.phase-switcher.hide-hint': 'Alt+Shift+D shows or hides the phase switcher.',
  'translate.phase-switcher.date': 'Date',
  'translate.phase-switcher.timezone': 'Timezone',
  'translate.phase-switcher.phase': 'Phase',
  'translate.phase-switcher.slider': 'Date slider',
  'translate.phase-switcher.apply-local': 'Apply (Local)',
  'translate.phase-switcher.apply-server': 'Apply (Server)',
  'translate.phase-switcher.apply-local.hint': 'This tab only.',
  'translate.phase-switcher.apply-server.hint': 'For everyone; other pages need a refresh.',
  'translate.phase-switcher.reset': 'Reset to real time',
  'translate.phase-switcher.clear-server': 'Clear server testing date',
  'translate.phase-switcher.status.preview': 'This tab shows the site at {{date}}.',
  'translate.phase-switcher.status.server': 'The server testing date is {{date}}.',
  'translate.phase-switcher.status.real': 'The site shows real time.',
  'translate.phase-switcher.status.phase': 'Current phase: {{phase}}',
  'translate.phase-switcher.no-phases-available': 'No Phases Available To Edit',
  'translate.phase-switcher.no-phases-configured': 'No Phases Configured',
  'translate.phase-switcher.server-updated': 'Updated Server Testing Date. Refresh page to take effect.',
  'translate.phase-switcher.server-failed': 'Failed to Update Server Testing Date',
} as const;

export type PhaseStringKey = keyof typeof phaseStrings;
