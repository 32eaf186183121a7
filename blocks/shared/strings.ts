/** English defaults of the shared block parts' texts (namespace `shared`; texts from the API win). */
export const sharedNamespace = 'shared';
export const sharedStrings = {
  'translate.shared.sign-in': 'Sign in',
  'translate.shared.video': 'Video',
  'translate.shared.close': 'Close',
} as const;
