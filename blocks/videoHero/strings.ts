/** English defaults of the video hero's texts (namespace `videoHero`; texts from the API win). */
export const videoHeroNamespace = 'videoHero';
export const videoHeroStrings = {
  'translate.videoHero.video': 'Video',
  'translate.videoHero.sign-in-to-watch': 'Sign in to watch',
  'translate.videoHero.play': 'Play video',
} as const;
