/** A setting's value as short readable text for the compare and changelog tables. */
export function valueText(value: unknown, absent: string): string {
  if (value === undefined) return absent;
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 1) ?? absent;
}
