import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIENCES, isAudience } from './personas';
import { QA_BREAKPOINT_KEYS, QA_BREAKPOINTS, QA_LABELS, QA_STATES, isQaBreakpoint } from './qa';

const api = join(dirname(fileURLToPath(import.meta.url)), '../api');
const schema = (name: string) => JSON.parse(readFileSync(join(api, name), 'utf8')) as { properties: Record<string, { enum?: unknown[]; items?: { enum?: unknown[] } }> };

describe('QA facts', () => {
  it('the audiences are nobody signed in, then the attendee types', () => {
    expect(AUDIENCES).toEqual(['anonymous', 'attendee', 'inperson', 'exhibitor']);
    expect(isAudience('inperson')).toBe(true);
    expect(isAudience('siteeditor')).toBe(false);
  });

  it('the breakpoints are desktop, tablet and mobile, in that order', () => {
    expect(QA_BREAKPOINTS).toEqual({ desktop: 1920, tablet: 1083, mobile: 539 });
    expect(QA_BREAKPOINT_KEYS).toEqual(Object.keys(QA_BREAKPOINTS));
    expect(isQaBreakpoint('tablet')).toBe(true);
    expect(isQaBreakpoint('toString')).toBe(false);
  });

  it('the route schemas enumerate the same values', () => {
    const body = schema('qa-run-body.schema.json').properties;
    expect(body.attendeeTypes?.items?.enum).toEqual([...AUDIENCES]);
    expect(body.breakpoints?.items?.enum).toEqual([...QA_BREAKPOINT_KEYS]);
    const entry = schema('qa-entry.schema.json').properties;
    expect(entry.attendeeType?.enum).toEqual([...AUDIENCES]);
    expect(entry.breakpoint?.enum).toEqual([...QA_BREAKPOINT_KEYS]);
    expect(entry.state?.enum).toEqual([...QA_STATES]);
    expect(entry.label?.enum?.filter((l) => l !== null)).toEqual([...QA_LABELS]);
    expect(schema('preview-frames-body.schema.json').properties.audiences?.items?.enum).toEqual([...AUDIENCES]);
    expect(schema('preview-link-body.schema.json').properties.audience?.enum).toEqual([...AUDIENCES]);
  });
});
