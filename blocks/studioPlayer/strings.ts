/** English defaults of the studio player's texts (namespace `studioPlayer`; texts from the API win). */
export const studioPlayerNamespace = 'studioPlayer';
export const studioPlayerStrings = {
  'translate.studioPlayer.title': 'Live studio stream',
  'translate.studioPlayer.signed-in-only': 'The live stream is for signed-in attendees.',
  'translate.studioPlayer.sign-in': 'Sign in to watch',
  'translate.studioPlayer.preparing': 'Preparing the video…',
  'translate.studioPlayer.medius-token-generation-error': 'The video could not be started. Please reload the page or try again later.',
  'translate.studioPlayer.unavailable': 'The live stream is not available.',
  'translate.studioPlayer.ticker.label': 'Live now',
  /** The community panel (showYammer): the built-in chat's community room. */
  'translate.studioPlayer.community.heading': 'Community conversation',
} as const;
