// Intl formats that are built only when a text is not already known (remembered-text.ts): a page hydrating from
// the server's texts builds none. One wrapper per kind, locale and options for the whole page.
import { formatKey, rememberedText } from './remembered-text';

export type Instant = Date | number;

/** The parts of Intl.DateTimeFormat a page uses. */
export interface DateFormat {
  format(at: Instant): string;
  formatRange(start: Instant, end: Instant): string;
  formatToParts(at: Instant): Intl.DateTimeFormatPart[];
}

export interface ListFormat {
  format(items: readonly string[]): string;
}

export interface NumberFormat {
  format(value: number): string;
}

export interface RelativeTimeFormat {
  format(value: number, unit: Intl.RelativeTimeFormatUnit): string;
}

const ms = (at: Instant) => (typeof at === 'number' ? at : at.getTime());

/** The real format, built on first use only. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const wrappers = new Map<string, unknown>();
function wrapper<T>(key: string, make: () => T): T {
  let w = wrappers.get(key) as T | undefined;
  if (w === undefined) {
    w = make();
    wrappers.set(key, w);
  }
  return w;
}

/**
 * Intl.DateTimeFormat for `locale` and `options`, built once, the first time a text is not known; `make` builds it
 * where the caller has a fallback (an unknown locale or zone).
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  make: () => Intl.DateTimeFormat = () => new Intl.DateTimeFormat(locale, options),
): DateFormat {
  const key = formatKey('dt', locale, options);
  return wrapper(key, () => {
    const real = once(make);
    return {
      format: (at) => rememberedText(`${key}|${ms(at)}`, () => real().format(at)),
      formatRange: (start, end) => rememberedText(`${key}|${ms(start)}-${ms(end)}`, () => real().formatRange(start, end)),
      formatToParts: (at) => JSON.parse(rememberedText(`${key}|parts|${ms(at)}`, () => JSON.stringify(real().formatToParts(at)))) as Intl.DateTimeFormatPart[],
    } satisfies DateFormat;
  });
}

/** Intl.ListFormat for `locale` and `options`, built the first time a text is not known. */
export function lazyListFormat(locale: string, options: Intl.ListFormatOptions): ListFormat {
  const key = formatKey('list', locale, options);
  return wrapper(key, () => {
    const real = once(() => new Intl.ListFormat(locale, options));
    return { format: (items) => rememberedText(`${key}|${JSON.stringify(items)}`, () => real().format(items)) } satisfies ListFormat;
  });
}

/** Intl.NumberFormat for `locale` and `options`, built the first time a text is not known. */
export function lazyNumberFormat(locale: string, options: Intl.NumberFormatOptions): NumberFormat {
  const key = formatKey('num', locale, options);
  return wrapper(key, () => {
    const real = once(() => new Intl.NumberFormat(locale, options));
    return { format: (value) => rememberedText(`${key}|${value}`, () => real().format(value)) } satisfies NumberFormat;
  });
}

/** Intl.RelativeTimeFormat for `locale` and `options`, built the first time a text is not known. */
export function lazyRelativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): RelativeTimeFormat {
  const key = formatKey('rel', locale, options);
  return wrapper(key, () => {
    const real = once(() => new Intl.RelativeTimeFormat(locale, options));
    return { format: (value, unit) => rememberedText(`${key}|${value}|${unit}`, () => real().format(value, unit)) } satisfies RelativeTimeFormat;
  });
}
