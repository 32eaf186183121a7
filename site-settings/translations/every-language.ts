import type { SiteLanguage } from './KeyEditor';

/**
 * Runs one write per site language, one after the other (a failure stops the rest), and answers how many texts
 * they changed in all: the add-key and copy forms write every language of the site this way.
 */
export async function changedInEveryLanguage(
  languages: readonly SiteLanguage[],
  write: (language: SiteLanguage) => Promise<{ changed: number }>,
): Promise<number> {
  let changed = 0;
  for (const l of languages) changed += (await write(l)).changed;
  return changed;
}
