/** English defaults of the evaluation page's texts (namespace `evaluationForm`; texts from the API win). */
export const evaluationFormNamespace = 'evaluationForm';
export const evaluationFormStrings = {
  'translate.evaluationForm.off-site': "The attendee's evaluation form shows here on the site.",
  'translate.evaluationForm.label': 'Evaluation',
} as const;
