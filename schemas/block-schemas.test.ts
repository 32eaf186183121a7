import { describe, expect, it } from 'vitest';
import { blockGroups, blockTypes, type JsonSchema } from './index';
import { blockSchemas, getSchemaDefaults, validateBlockProps } from './validators';

// The block types the spec names (docs/behaviour/content-and-environments.md, Blocks and the pipeline issue); none may be missing.
const requiredTypes = [
  'headerBanner',
  'notificationBanner',
  'sectionHeading',
  'tabExplorer',
  'toolBelt',
  'videoHero',
  'heroImageBlade',
  'agenda',
  'countdown',
  'cardScroller',
  'featuredSpeakers',
  'drawer',
  'festivalCards',
  'happeningNow',
  'studioPlayer',
  'sponsorShuffle',
  'promotedSessions',
  'socialLinks',
  'randomizer',
  'pageMeta',
  'pageProperties',
  'chatWidget',
  'announcementBar',
  // The attendee blocks that show sessions.
  'sessionCatalog',
  // The signed-in visitor's favorites.
  'favoritesList',
  // Directories and detail pages.
  'speakerDirectory',
  'speakerDetail',
  'companyDirectory',
  'companyDetail',
  'sessionDetail',
  // My schedule, meetings, appointments and messages.
  'mySchedule',
  'myMeetings',
  'meetingDetail',
  'meetingForm',
  'appointmentForm',
  'appointmentDetail',
  'inbox',
  // Attendees, profile, evaluations and surveys.
  'attendeeDirectory',
  'attendeeDetail',
  'userProfile',
  'evaluationList',
  'evaluationForm',
  'gatedSurvey',
  // The interactive map (docs/behaviour/routes-and-gates.md, Pages: nto, sc; the map settings' pins).
  'interactiveMap',
];

const schemaOf = (type: string): JsonSchema => (blockSchemas as Record<string, JsonSchema>)[type] as JsonSchema;

describe('block schemas', () => {
  it('has a schema for every block type of the spec', () => {
    expect([...blockTypes].sort()).toEqual(expect.arrayContaining([...requiredTypes].sort()));
    expect(blockTypes.length).toBe(requiredTypes.length);
  });

  describe.each(requiredTypes)('%s', (type) => {
    const schema = schemaOf(type);

    it('has title, description, group, schema version and x-interface on every property', () => {
      expect(schema.title).toEqual(expect.any(String));
      expect(String(schema.description).length).toBeGreaterThan(20);
      expect(blockGroups).toContain(schema['x-group']);
      expect(Number.isInteger(schema['x-schemaVersion']) && Number(schema['x-schemaVersion']) >= 1).toBe(true);
      expect(schema.additionalProperties).toBe(false);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        expect(property['x-interface'], `${type}.${name}`).toEqual(expect.any(String));
      }
    });

    it('includes the common props', () => {
      for (const name of ['isDisabled', 'requireScope', 'requiresPhaseId', 'wrapperWidth', 'wrapperAnchorLink']) {
        expect(schema.properties).toHaveProperty(name);
      }
    });

    it('has at least two examples, each of them valid', () => {
      expect(schema.examples?.length ?? 0).toBeGreaterThanOrEqual(2);
      for (const example of schema.examples ?? []) {
        expect(validateBlockProps(type, example)).toEqual({ ok: true });
      }
    });

    it('accepts its own defaults (on top of an example, which supplies the required props)', () => {
      const first = (schema.examples?.[0] ?? {}) as Record<string, unknown>;
      expect(validateBlockProps(type, { ...getSchemaDefaults(schema), ...first })).toEqual({ ok: true });
      const required = (schema.required ?? []) as string[];
      expect(validateBlockProps(type, getSchemaDefaults(schema)).ok).toBe(required.length === 0);
    });
  });

  it('marks the container blocks and describes their slots', () => {
    expect(schemaOf('tabExplorer')['x-container']).toBe(true);
    expect(schemaOf('tabExplorer')['x-slots']?.slot).toBe('tabs[].id');
    for (const type of ['drawer', 'randomizer']) {
      expect(schemaOf(type)['x-container']).toBe(true);
      expect(schemaOf(type)['x-slots']?.slot).toBeNull();
    }
    expect(schemaOf('headerBanner')['x-container']).toBeUndefined();
  });
});
