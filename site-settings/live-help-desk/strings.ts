// English texts of the help desk (docs/behaviour/live-help.md), in the shell's namespace like the other site tools.
// An API translation of a key wins over these defaults.
export const liveHelpDeskStrings = {
  'translate.site-settings.live-help.title': 'Live help desk',
  'translate.site-settings.live-help.intro': 'Attendees who asked for live help, the latest first. Only staff and each attendee see a conversation.',
  'translate.site-settings.live-help.list.heading': 'Conversations',
  'translate.site-settings.live-help.list.empty': 'Nobody has asked for help yet.',
  'translate.site-settings.live-help.loading': 'Loading the conversations…',
  'translate.site-settings.live-help.load-error': 'The conversations could not be loaded.',
  'translate.site-settings.live-help.retry': 'Try again',
  'translate.site-settings.live-help.unread': 'Waiting for an answer',
  'translate.site-settings.live-help.unnamed': 'Attendee without a name',
  'translate.site-settings.live-help.thread.heading': 'Conversation with {{name}}',
  'translate.site-settings.live-help.thread.none': 'Choose a conversation to read and answer it.',
  'translate.site-settings.live-help.thread.label': 'Messages with {{name}}',
  'translate.site-settings.live-help.desk': 'Help desk',
  'translate.site-settings.live-help.answer': 'Your answer',
  'translate.site-settings.live-help.send': 'Send answer',
  'translate.site-settings.live-help.sending': 'Sending…',
  'translate.site-settings.live-help.blank': 'Write an answer first.',
} as const;

export type LiveHelpDeskKey = keyof typeof liveHelpDeskStrings;
export type LiveHelpDeskT = (key: LiveHelpDeskKey, options?: Record<string, unknown>) => string;
