/** English defaults of the evaluations page's texts (namespace `evaluationList`; texts from the API win). */
export const evaluationListNamespace = 'evaluationList';
export const evaluationListStrings = {
  'translate.evaluationList.label': 'Evaluations',
  'translate.evaluationList.off-site': "The signed-in attendee's evaluations show here on the site.",
  'translate.evaluationList.sign-in-reason': 'to evaluate the sessions you attended.',
  'translate.evaluationList.load-failed': 'Your evaluations could not be loaded.',
  'translate.evaluationList.try-again': 'Try again',
  'translate.evaluationList.count.one': '{{count}} evaluation to do',
  'translate.evaluationList.count.other': '{{count}} evaluations to do',
  'translate.evaluationList.empty':
    'Nothing to evaluate yet. Save sessions as favorites or add them to your schedule, then evaluate them once they have started.',
  'translate.evaluationList.group.to-do': 'To evaluate',
  'translate.evaluationList.group.later': 'Opening later',
  'translate.evaluationList.group.closed': 'Closed',
  'translate.evaluationList.group.done': 'Evaluated',
  'translate.evaluationList.conference.title': 'Conference evaluation',
  'translate.evaluationList.conference.text': 'Tell us about the whole event.',
  'translate.evaluationList.conference.what': 'the conference',
  'translate.evaluationList.opens': 'Opens {{date}}',
  'translate.evaluationList.closed': 'Closed',
} as const;
