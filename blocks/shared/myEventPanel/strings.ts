/** English defaults of the My Event panel's texts (namespace `shared-myEventPanel`; texts from the API win). */
export const myEventPanelNamespace = 'shared-myEventPanel';
export const myEventPanelStrings = {
  'translate.shared-myEventPanel.title': 'My Event',
  'translate.shared-myEventPanel.launcher.new': 'new',
  'translate.shared-myEventPanel.close': 'Close My Event',
  'translate.shared-myEventPanel.tab.schedule': 'Schedule',
  'translate.shared-myEventPanel.tab.calendar': 'Calendar',
  'translate.shared-myEventPanel.tab.notifications': 'Notifications',
  'translate.shared-myEventPanel.tab.notifications-unread': 'Notifications ({{unread}})',

  // The schedule and calendar tabs.
  'translate.shared-myEventPanel.schedule.load-failed': 'Your schedule could not be loaded.',
  'translate.shared-myEventPanel.schedule.another-event': 'another event',
  'translate.shared-myEventPanel.schedule.up-next': 'Up next',
  'translate.shared-myEventPanel.schedule.heading': 'Your schedule',
  'translate.shared-myEventPanel.schedule.nothing-coming': 'Nothing coming up on your schedule.',
  'translate.shared-myEventPanel.schedule.open': 'Open my schedule',
  'translate.shared-myEventPanel.calendar.empty': 'Nothing on your calendar yet.',
  'translate.shared-myEventPanel.calendar.day': 'Day',

  // The notifications tab and its settings.
  'translate.shared-myEventPanel.notifications.heading': 'Notifications',
  'translate.shared-myEventPanel.notifications.settings-heading': 'Panel settings',
  'translate.shared-myEventPanel.notifications.open-settings': 'Notification settings',
  'translate.shared-myEventPanel.notifications.back': 'Back to notifications',
  'translate.shared-myEventPanel.notifications.invitations.one': '{{count}} new meeting invitation',
  'translate.shared-myEventPanel.notifications.invitations.other': '{{count}} new meeting invitations',
  'translate.shared-myEventPanel.notifications.unread.one': '{{count}} unread message',
  'translate.shared-myEventPanel.notifications.unread.other': '{{count}} unread messages',
  'translate.shared-myEventPanel.notifications.no-messages': 'No new messages.',
  'translate.shared-myEventPanel.notifications.open-inbox': 'Open my inbox',
  'translate.shared-myEventPanel.settings.open-by-itself': 'Open My Event by itself on wide screens',
  'translate.shared-myEventPanel.settings.open-by-itself-note': 'It opens by itself during the event, on screens 1921 px wide or more.',
  'translate.shared-myEventPanel.settings.preferences': 'Notification preferences',
} as const;
