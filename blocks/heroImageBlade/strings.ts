/** English defaults of the hero image blade's texts (namespace `heroImageBlade`; texts from the API win). */
export const heroImageBladeNamespace = 'heroImageBlade';
export const heroImageBladeStrings = {
  'translate.heroImageBlade.video': 'Video',
  'translate.heroImageBlade.play': 'Play: {{name}}',
} as const;
