// The evaluations pages' addresses. (The evaluation keys' viewer is the API client's viewerKey.)

/** The evaluations page of a language (where a submit outside inline mode returns). */
export const evaluationsPath = (language: string) => `/${language}/evaluations`;
export const evaluationPath = (language: string, target: string) =>
  `/${language}/evaluations/${encodeURIComponent(target)}`;
