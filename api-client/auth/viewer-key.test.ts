import { describe, expect, it } from 'vitest';
import { viewerKey } from './viewer-key';

describe('viewerKey', () => {
  it('is the cmsId, else the event profile id, else signed-in; null when anonymous', () => {
    expect(viewerKey({ cmsId: 'cms-a', eventProfileId: 'ep-a' })).toBe('cms-a');
    expect(viewerKey({ eventProfileId: 'ep-a' })).toBe('ep-a');
    expect(viewerKey({})).toBe('signed-in');
    expect(viewerKey(null)).toBeNull();
    expect(viewerKey(undefined)).toBeNull();
  });
});
