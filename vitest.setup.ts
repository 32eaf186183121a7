import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// <dialog> showModal/close/cancel, which jsdom lacks (the editing room's Dialog uses them).
import './editing/test-support/dialog-polyfill';
import { loadSanitizer } from './renderer/SafeHtml';

// Rich text renders at once, as on the server (SafeHtml loads its sanitiser on demand in the browser).
await loadSanitizer();

// findBy*/waitFor wait up to 5 s: a busy 2-core CI machine can take longer than the default 1 s to load a
// lazy block or answer from the in-process test server. Passing tests are not slowed by this.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
