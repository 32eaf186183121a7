import { describe, expect, it } from 'vitest';
import { fieldSourcesOf, KNOWN_SCOPES } from './field-sources';

describe('fieldSourcesOf', () => {
  it('reads the event time zone, the phases, the feature flags and the personas\' scopes from the settings', () => {
    const sources = fieldSourcesOf({
      timezones: { eventTimezone: 'America/Los_Angeles' },
      eventPhases: [
        { id: 'pre', label: 'Before the event', start: '2027-01-01T00:00:00Z' },
        { id: 'live', label: 'Live', start: '2027-05-18T00:00:00Z' },
      ] as never,
      features: { enableChat: true, enableBeta: false },
    });
    expect(sources.eventTimeZone).toBe('America/Los_Angeles');
    expect(sources.phases).toEqual([
      { value: 'pre', label: 'Before the event' },
      { value: 'live', label: 'Live' },
    ]);
    expect(sources.features?.map((f) => f.value)).toEqual(['enableBeta', 'enableChat']);
    expect(KNOWN_SCOPES).toEqual(['attendee-directory', 'contenteditor', 'event-tools', 'expertconnect', 'inperson', 'meetings', 'session-catalog', 'side-meetings', 'siteeditor']);
    expect(sources.scopes?.map((s) => s.value)).toEqual(KNOWN_SCOPES);
  });

  it('leaves the widgets plain without settings', () => {
    expect(fieldSourcesOf(undefined)).toEqual({ eventTimeZone: undefined, phases: [], features: [], scopes: KNOWN_SCOPES.map((s) => ({ value: s, label: s })) });
  });
});
