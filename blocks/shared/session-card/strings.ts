/** English defaults of the shared session card's texts (namespace `shared-session-card`; texts from the API win). */
export const sessionCardNamespace = 'shared-session-card';
export const sessionCardStrings = {
  'translate.shared-session-card.badge.live': 'Live',
  'translate.shared-session-card.badge.on-demand': 'On demand',
  'translate.shared-session-card.badge.ended': 'Ended',
} as const;
