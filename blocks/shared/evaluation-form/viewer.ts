// The query keys' viewer for evaluations: the user id the API stores submissions under (cmsId), so the server
// loaders and the browser's first render name the same keys. Anonymous visitors: null (surveys use 'anonymous').
export function evaluationViewer(
  user: { cmsId?: string; eventProfileId?: string } | null | undefined,
): string | null {
  if (!user) return null;
  return user.cmsId ?? user.eventProfileId ?? 'signed-in';
}

/** The evaluations page of a language (where a submit outside inline mode returns). */
export const evaluationsPath = (language: string) => `/${language}/evaluations`;
export const evaluationPath = (language: string, target: string) =>
  `/${language}/evaluations/${encodeURIComponent(target)}`;
