// Lists of names and values in the page's language ("A, B, C" in English, "A, B und C" in German), one formatter
// per language.
const formats = new Map<string, Intl.ListFormat>();

export function formatList(language: string, items: readonly string[]): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'unit', style: 'short' });
    formats.set(language, format);
  }
  return format.format(items);
}
