// Lists of names and values in the page's language ("A, B, C" in English, "A, B und C" in German), one formatter
// per language, built only for a list the page's server did not print (schemas/util/lazy-intl.ts).
import { lazyListFormat } from '../../schemas';

export function formatList(language: string, items: readonly string[]): string {
  return lazyListFormat(language, { type: 'unit', style: 'short' }).format(items);
}
