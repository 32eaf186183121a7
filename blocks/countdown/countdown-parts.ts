/** Which units a countdown shows (schema flags showMonths … showSeconds). */
export interface CountdownFlags {
  showMonths?: boolean;
  showDays?: boolean;
  showHours?: boolean;
  showMinutes?: boolean;
  showSeconds?: boolean;
}

export type CountdownUnit = 'months' | 'days' | 'hours' | 'minutes' | 'seconds';

export interface CountdownPart {
  unit: CountdownUnit;
  /** Padded to at least 2 digits (docs/behaviour/blocks.md). */
  value: string;
}

export interface CountdownState {
  parts: CountdownPart[];
  finished: boolean;
}

const DAY = 86_400;
// docs/behaviour/blocks.md: a month is 30 days.
export const SECONDS_PER_UNIT: Readonly<Record<CountdownUnit, number>> = {
  months: 30 * DAY,
  days: DAY,
  hours: 3_600,
  minutes: 60,
  seconds: 1,
};

const UNITS: readonly { unit: CountdownUnit; flag: keyof CountdownFlags }[] = [
  { unit: 'months', flag: 'showMonths' },
  { unit: 'days', flag: 'showDays' },
  { unit: 'hours', flag: 'showHours' },
  { unit: 'minutes', flag: 'showMinutes' },
  { unit: 'seconds', flag: 'showSeconds' },
];

export function padCountdownNumber(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Splits the time left until `end` into the shown units, largest first. A hidden unit's time
 * is carried into the next smaller shown unit, so hiding months shows e.g. 45 days.
 * After `end` every part is "00" and `finished` is true.
 */
export function countdownParts(
  now: Date | number,
  end: Date | number,
  flags: CountdownFlags,
): CountdownState {
  const endMs = typeof end === 'number' ? end : end.getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const finished = !Number.isFinite(endMs) || endMs <= nowMs;
  let remaining = finished ? 0 : Math.floor((endMs - nowMs) / 1000);
  const parts: CountdownPart[] = [];
  for (const { unit, flag } of UNITS) {
    if (!flags[flag]) continue;
    const size = SECONDS_PER_UNIT[unit];
    const amount = Math.floor(remaining / size);
    remaining -= amount * size;
    parts.push({ unit, value: padCountdownNumber(amount) });
  }
  return { parts, finished };
}
