import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test takes fresh modules: the texts a page adopted stay for the page's life.
async function fresh() {
  vi.resetModules();
  const texts = await import('./remembered-text');
  const intl = await import('./lazy-intl');
  return { ...texts, ...intl };
}

const MAY_19 = Date.UTC(2027, 4, 19, 18, 45);
const OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' };

describe('texts the server printed', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('on the server: computes with Intl and records every text under a key naming all its inputs', async () => {
    const m = await fresh();
    const record = new Map<string, string>();
    m.setTextRecorder((key, text) => record.set(key, text));
    const time = m.lazyDateFormat('en', OPTIONS, () => new Intl.DateTimeFormat('en', OPTIONS));
    expect(time.format(MAY_19)).toBe(new Intl.DateTimeFormat('en', OPTIONS).format(MAY_19));
    expect(time.formatRange(MAY_19, MAY_19 + 3_600_000)).toBe(new Intl.DateTimeFormat('en', OPTIONS).formatRange(MAY_19, MAY_19 + 3_600_000));
    expect(m.lazyListFormat('de', { type: 'conjunction' }).format(['A', 'B', 'C'])).toBe('A, B und C');
    expect(m.lazyNumberFormat('de', { style: 'percent' }).format(0.8)).toBe(new Intl.NumberFormat('de', { style: 'percent' }).format(0.8));
    expect(m.lazyRelativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(record.size).toBe(5);
    // Another value, locale or option is another key.
    m.lazyDateFormat('en', { ...OPTIONS, timeZone: 'UTC' }, () => new Intl.DateTimeFormat('en', { ...OPTIONS, timeZone: 'UTC' })).format(MAY_19);
    time.format(MAY_19 + 60_000);
    expect(record.size).toBe(7);
  });

  it('in the browser: prints the adopted texts without building a format, and builds one, once, for a text it lacks', async () => {
    const server = await fresh();
    const record = new Map<string, string>();
    server.setTextRecorder((key, text) => record.set(key, text));
    const printed = server.lazyDateFormat('en', OPTIONS, () => new Intl.DateTimeFormat('en', OPTIONS)).format(MAY_19);
    const list = server.lazyListFormat('en', { type: 'unit', style: 'long' }).format(['1 day', '2 hours']);

    const browser = await fresh();
    browser.adoptRememberedTexts(Object.fromEntries(record));
    const make = vi.fn(() => new Intl.DateTimeFormat('en', OPTIONS));
    const ListFormat = vi.spyOn(Intl, 'ListFormat');
    const time = browser.lazyDateFormat('en', OPTIONS, make);
    expect(time.format(MAY_19)).toBe(printed);
    expect(time.format(new Date(MAY_19))).toBe(printed);
    expect(browser.lazyListFormat('en', { type: 'unit', style: 'long' }).format(['1 day', '2 hours'])).toBe(list);
    expect(make).not.toHaveBeenCalled();
    expect(ListFormat).not.toHaveBeenCalled();

    expect(time.format(MAY_19 + 60_000)).toBe(new Intl.DateTimeFormat('en', OPTIONS).format(MAY_19 + 60_000));
    time.format(MAY_19 + 120_000);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps the parts of a date, and a value the browser adopted that is not text is ignored', async () => {
    const m = await fresh();
    const record = new Map<string, string>();
    m.setTextRecorder((key, text) => record.set(key, text));
    const parts = m.lazyDateFormat('en', OPTIONS, () => new Intl.DateTimeFormat('en', OPTIONS)).formatToParts(MAY_19);
    const browser = await fresh();
    browser.adoptRememberedTexts({ ...Object.fromEntries(record), odd: 5 as unknown as string });
    expect(browser.rememberedText('odd', () => 'computed')).toBe('computed');
    const make = vi.fn(() => new Intl.DateTimeFormat('en', OPTIONS));
    expect(browser.lazyDateFormat('en', OPTIONS, make).formatToParts(MAY_19)).toEqual(parts);
    expect(make).not.toHaveBeenCalled();
  });

  it('an error while computing records nothing and reaches the caller', async () => {
    const m = await fresh();
    const record = new Map<string, string>();
    m.setTextRecorder((key, text) => record.set(key, text));
    const broken = m.lazyDateFormat('en', { timeZone: 'Nowhere/Nothing' }, () => new Intl.DateTimeFormat('en', { timeZone: 'Nowhere/Nothing' }));
    expect(() => broken.format(MAY_19)).toThrow(RangeError);
    expect(record.size).toBe(0);
  });
});
