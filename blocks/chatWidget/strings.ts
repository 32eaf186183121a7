/** English defaults of the chat widget's texts (namespace `chatWidget`; texts from the API win). */
export const chatWidgetNamespace = 'chatWidget';
export const chatWidgetStrings = {
  'translate.chatWidget.heading': 'Chat',
  'translate.chatWidget.heading.qa': 'Questions and answers',
  'translate.chatWidget.list-label': 'Messages',
  'translate.chatWidget.empty': 'No messages yet. Start the conversation.',
  'translate.chatWidget.loading': 'Loading messages…',
  'translate.chatWidget.load-failed': 'The messages could not be loaded.',
  'translate.chatWidget.message': 'Message',
  'translate.chatWidget.send': 'Send',
  'translate.chatWidget.sending': 'Sending…',
  'translate.chatWidget.you': 'You',
  'translate.chatWidget.anonymous': 'Anonymous attendee',
  'translate.chatWidget.hide': 'Hide',
  /** The hide button's accessible name: which message it hides. */
  'translate.chatWidget.hide-label': 'Hide the message of {{author}}: {{text}}',
  'translate.chatWidget.hidden': 'The message is hidden.',
  'translate.chatWidget.blank': 'Write a message first.',
  'translate.chatWidget.counter': '{{count}} of {{max}} characters',
  'translate.chatWidget.sign-in-reason': 'to join the chat.',
  'translate.chatWidget.disabled': 'Chat is not available right now.',
  'translate.chatWidget.external-loading': 'Loading the chat…',
  'translate.chatWidget.external-failed': 'The chat could not be loaded.',
  /** Outside the site (a schema example, a story): where the room's chat will show. */
  'translate.chatWidget.preview': 'The chat of the room {{room}} shows here on the site.',
  /** The composer's rotating placeholders when the settings name none (chatPlaceholderKeys). */
  'translate.chatWidget.placeholder.1': 'Say hello to everyone…',
  'translate.chatWidget.placeholder.2': 'Ask the speakers a question…',
  'translate.chatWidget.placeholder.3': 'Share what you are enjoying…',
} as const;

export const DEFAULT_PLACEHOLDER_KEYS = [
  'translate.chatWidget.placeholder.1',
  'translate.chatWidget.placeholder.2',
  'translate.chatWidget.placeholder.3',
] as const;
