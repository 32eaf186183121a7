import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../../schemas/validators';
import { settingsWidgetMarkdown, settingsWidgetRows } from './widget-table';

const byName = () => Object.fromEntries(settingsWidgetRows().map((r) => [r.name, r.widget]));

describe('the settings widget table', () => {
  it('names every setting of the schema', () => {
    const names = new Set(settingsWidgetRows().map((r) => r.name));
    for (const name of Object.keys(settingsSchema.properties ?? {})) expect(names.has(name), name).toBe(true);
  });

  it('gives the spec named settings fitting widgets', () => {
    const w = byName();
    expect(w.eventPhases).toBe('list');
    expect(w.testingDate).toBe('date-time');
    expect(w.pwaInstallPhases).toBe('phases');
    expect(w.allowedPhaseIds).toBe('phases');
    expect(w.showMeetingLocation).toBe('switch');
    expect(w.myEventPanelDefaultScheduleView).toBe('select');
    expect(w.pushNotificationPermissions).toBe('scopes');
    expect(w.tabNavigation).toBe('list');
    expect(w['menus.anonymousNavigation']).toBe('list');
    expect(w['banners.headerBanners']).toBe('list');
    expect(w['banners.offline']).toBe('object');
    expect(w['announcementBar.content']).toBe('richtext');
    expect(w['announcementBar.showGlyph']).toBe('switch');
    expect(w['chat.placeholderRotationIntervalMs']).toBe('number');
    expect(w['chat.chatPlaceholderKeys']).toBe('value-list');
    expect(w['map.pins']).toBe('list');
    expect(w['map.enableFullscreen']).toBe('switch');
    expect(w['countdown.randomCountdownMin']).toBe('number');
    expect(w['features.enableAdminAttendeeTypeChanger']).toBe('switch');
    expect(w['scopedFeatureOverrides[].featureFlagName']).toBe('select');
    expect(w['scopedFeatureOverrides[].permissions']).toBe('scopes');
    expect(w['languages[].timeFormat']).toBe('select');
  });

  it('is what docs/settings-widgets.md says', () => {
    const doc = readFileSync(new URL('../../docs/settings-widgets.md', import.meta.url), 'utf8');
    expect(doc).toBe(settingsWidgetMarkdown());
  });
});
