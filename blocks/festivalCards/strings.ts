/** English defaults of the festival cards' texts (namespace `festivalCards`; texts from the API win). */
export const festivalCardsNamespace = 'festivalCards';
export const festivalCardsStrings = {
  'translate.festivalCards.video': 'Video',
} as const;
