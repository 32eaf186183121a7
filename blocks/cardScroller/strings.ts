/** English defaults of the card scroller's texts (namespace `cardScroller`; texts from the API win). */
export const cardScrollerNamespace = 'cardScroller';
export const cardScrollerStrings = {
  'translate.cardScroller.label': 'Cards',
  'translate.cardScroller.previous': 'Previous cards',
  'translate.cardScroller.next': 'Next cards',
  'translate.cardScroller.learn-more': 'Learn more',
  /** Hidden text after the link's visible text: what the link leads to. */
  'translate.cardScroller.link-target': ': {{name}}',
} as const;
