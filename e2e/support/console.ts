import type { Page } from '@playwright/test';

/**
 * Collects the page's console errors and warnings (React reports hydration mismatches there) and its uncaught
 * errors, from now on. A failed resource load is the network's, not the page's; `ignore` names more messages that
 * are the browser's own.
 */
export function watchConsole(page: Page, ignore?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if ((m.type() === 'error' || m.type() === 'warning') && !/Failed to load resource/.test(text) && !ignore?.test(text)) problems.push(text);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}
