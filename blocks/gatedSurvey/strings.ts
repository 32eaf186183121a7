/** English defaults of the gated survey's texts (namespace `gatedSurvey`; texts from the API win). */
export const gatedSurveyNamespace = 'gatedSurvey';
export const gatedSurveyStrings = {
  'translate.gatedSurvey.button': 'Take the survey',
  'translate.gatedSurvey.close': 'Close',
  'translate.gatedSurvey.unavailable': 'This survey is not available.',
  'translate.gatedSurvey.load-failed': 'The survey could not be loaded.',
  'translate.gatedSurvey.sign-in-reason': 'to answer this survey.',
  'translate.gatedSurvey.unlocked': 'Thank you! The content is unlocked.',
  'translate.gatedSurvey.send-failed': 'Your answers could not be sent.',
} as const;
