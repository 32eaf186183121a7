/** English defaults of the tool belt's texts (namespace `toolBelt`; texts from the API win). */
export const toolBeltNamespace = 'toolBelt';
export const toolBeltStrings = {
  'translate.toolBelt.menu': 'My tools',
  'translate.toolBelt.search': 'Search',
  'translate.toolBelt.badge.profile': '{{percent}} complete',
  'translate.toolBelt.badge.messages.one': '{{count}} unread',
  'translate.toolBelt.badge.messages.other': '{{count}} unread',
  'translate.toolBelt.badge.meetings.one': '{{count}} new',
  'translate.toolBelt.badge.meetings.other': '{{count}} new',
  'translate.toolBelt.badge.evaluations.one': '{{count}} pending',
  'translate.toolBelt.badge.evaluations.other': '{{count}} pending',
  /** What a screen reader hears after the link's name: "(3 unread)". */
  'translate.toolBelt.badge.spoken': '({{badge}})',
  'translate.toolBelt.link-label': '{{label}} ({{badge}})',
} as const;
