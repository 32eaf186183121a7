import { describe, expect, it } from 'vitest';
import { applyScopedOverrides } from './scoped-features';

describe('applyScopedOverrides', () => {
  const features = { showMeetings: false, enableSessions: true };
  const overrides = [{ featureFlagName: 'showMeetings', permissions: ['contenteditor', 'siteeditor'] }];

  it('turns a flag on for a visitor holding any listed permission', () => {
    expect(applyScopedOverrides(features, overrides, ['siteeditor']).showMeetings).toBe(true);
  });
  it('leaves the site-wide value for everyone else', () => {
    expect(applyScopedOverrides(features, overrides, ['attendee']).showMeetings).toBe(false);
    expect(applyScopedOverrides({ showMeetings: true }, overrides, []).showMeetings).toBe(true);
  });
  it('does not change the input', () => {
    applyScopedOverrides(features, overrides, ['siteeditor']);
    expect(features.showMeetings).toBe(false);
  });
});
