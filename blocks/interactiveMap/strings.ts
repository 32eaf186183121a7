/** English defaults of the interactive map's texts (namespace `interactiveMap`; texts from the API win). */
export const interactiveMapNamespace = 'interactiveMap';
export const interactiveMapStrings = {
  'translate.interactiveMap.label': 'Interactive map',
  'translate.interactiveMap.preview': 'The venue plan and its pins come from the site settings (Maps, Interactive map).',
  'translate.interactiveMap.alt': 'Venue plan with a numbered pin for each room and service',
  'translate.interactiveMap.full-screen.show': 'Show full screen',
  'translate.interactiveMap.full-screen.exit': 'Exit full screen',
  'translate.interactiveMap.pins': 'Pins on the map',
  'translate.interactiveMap.close': 'Close',
  'translate.interactiveMap.list': 'On this map',
  'translate.interactiveMap.note.no-place': 'No place called “{{location}}” is on this map.',
  'translate.interactiveMap.note.no-session': 'There is no session {{code}}.',
  'translate.interactiveMap.note.load-failed': 'The session could not be loaded. Please try again.',
  'translate.interactiveMap.note.finding': 'Finding the room of session {{code}}…',
  'translate.interactiveMap.note.sign-in': 'Sign in to see where “{{title}}” takes place.',
  'translate.interactiveMap.note.no-pin': '“{{title}}” takes place in {{location}}, which has no pin on this map.',
} as const;
