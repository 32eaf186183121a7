/** English defaults of the favorite button's texts (namespace `shared-favorites`; texts from the API win). */
export const favoritesSharedNamespace = 'shared-favorites';
export const favoritesSharedStrings = {
  'translate.shared-favorites.add': 'Add {{label}} to favorites',
  'translate.shared-favorites.in-favorites': '{{label}} is in your favorites',
  'translate.shared-favorites.favorite': 'Favorite',
  'translate.shared-favorites.sign-in': 'Sign in to save favorites',
  'translate.shared-favorites.add-failed': 'Could not add {{label}} to favorites. Please try again.',
  'translate.shared-favorites.remove-failed': 'Could not remove {{label}} from favorites. Please try again.',
  'translate.shared-favorites.pending': 'Pending: saved on this device, sent when you are back online',
} as const;
