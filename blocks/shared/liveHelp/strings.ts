/** English defaults of the live-help widget's texts (namespace `shared-liveHelp`; texts from the API win). */
export const liveHelpNamespace = 'shared-liveHelp';
export const liveHelpStrings = {
  'translate.shared-liveHelp.open': 'Live help',
  /** Beside the button while the desk's answer waits unread (the dot says it to the eye). */
  'translate.shared-liveHelp.unread': 'New answer',
  'translate.shared-liveHelp.heading': 'Live help',
  'translate.shared-liveHelp.intro': 'Ask the help desk anything. Only you and the help desk see this conversation.',
  'translate.shared-liveHelp.close': 'Close live help',
  'translate.shared-liveHelp.list-label': 'Conversation with the help desk',
  'translate.shared-liveHelp.empty': 'No messages yet. Ask your question below.',
  'translate.shared-liveHelp.loading': 'Loading the conversation…',
  'translate.shared-liveHelp.load-failed': 'The conversation could not be loaded.',
  'translate.shared-liveHelp.you': 'You',
  'translate.shared-liveHelp.desk': 'Help desk',
  'translate.shared-liveHelp.message': 'Your question',
  'translate.shared-liveHelp.placeholder': 'How can we help?',
  'translate.shared-liveHelp.send': 'Send',
  'translate.shared-liveHelp.sending': 'Sending…',
  'translate.shared-liveHelp.blank': 'Write a message first.',
  'translate.shared-liveHelp.counter': '{{count}} of {{max}} characters',
} as const;
export type LiveHelpKey = keyof typeof liveHelpStrings;
