import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// <dialog> showModal/close/cancel, which jsdom lacks (the editing room's Dialog uses them).
import './editing/test-support/dialog-polyfill';
import { loadSanitizer } from './renderer/SafeHtml';

// Rich text renders at once, as on the server (SafeHtml loads its sanitiser on demand in the browser).
await loadSanitizer();

// findBy*/waitFor wait up to 5 s: a busy 2-core CI machine can take longer than the default 1 s to load a
// lazy block or answer from the in-process test server. Passing tests are not slowed by this.
configure({ asyncUtilTimeout: 5000 });

// React's act environment on for every file, put back after it, as Testing Library does on its first import. Files
// share their worker's modules (vitest.config.ts), so that import happens once per worker, not once per file; a
// file that turns the flag off for a bare hydration must not leave it off for the next file.
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actBefore: boolean | undefined;
beforeAll(() => {
  actBefore = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actGlobal.IS_REACT_ACT_ENVIRONMENT = actBefore;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
