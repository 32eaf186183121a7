// The render context of an anonymous visitor on the production home page, for the renderer's own tests; a test
// changes only what it is about.
import type { RenderContextValue } from './types';

export function visitorContext(overrides: Partial<RenderContextValue> = {}): RenderContextValue {
  return {
    scopes: [],
    signedIn: false,
    features: {},
    phaseId: null,
    editMode: false,
    environment: 'prod',
    language: 'en',
    pageId: 'home',
    ...overrides,
  };
}
