import { describe, expect, it } from 'vitest';
import { viewerKey, viewerKeyOrAnonymous } from './viewer-key';

describe('viewerKey', () => {
  it('is the cmsId, else the event profile id, else signed-in; null when anonymous', () => {
    expect(viewerKey({ cmsId: 'cms-a', eventProfileId: 'ep-a' })).toBe('cms-a');
    expect(viewerKey({ eventProfileId: 'ep-a' })).toBe('ep-a');
    expect(viewerKey({})).toBe('signed-in');
    expect(viewerKey(null)).toBeNull();
    expect(viewerKey(undefined)).toBeNull();
  });

  it('names an anonymous visitor "anonymous" where keys are shared with them, and a user by the same rule', () => {
    expect(viewerKeyOrAnonymous(null)).toBe('anonymous');
    expect(viewerKeyOrAnonymous({ cmsId: 'cms-a', eventProfileId: 'ep-a' })).toBe('cms-a');
  });
});
