/** English defaults of the social links' texts (namespace `socialLinks`; texts from the API win). */
export const socialLinksNamespace = 'socialLinks';
export const socialLinksStrings = {
  'translate.socialLinks.label': 'Social media',
  'translate.socialLinks.opens-new-window': '{{network}} (opens in a new window)',
  'translate.socialLinks.network.website': 'Website',
} as const;
