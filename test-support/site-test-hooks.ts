import { afterEach, beforeEach } from 'vitest';
import { signOut } from '../api-client';
import { clearToasts } from '../renderer';
import type { RealApi } from './real-api';

/**
 * Between the tests of a file that renders the site against the real API: jsdom has no layout (scrolling is a
 * no-op), each test reads only its own requests, and nobody stays signed in and no toast stays up after it.
 * `before` adds a file's own reset.
 */
export function resetSiteBetweenTests(api: RealApi, before: () => void = () => undefined): void {
  beforeEach(() => {
    window.scrollTo = () => undefined;
    api.requests.length = 0;
    before();
  });
  afterEach(() => {
    signOut();
    clearToasts();
  });
}
