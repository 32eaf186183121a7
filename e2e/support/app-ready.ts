import type { Page } from '@playwright/test';

/**
 * Resolves once the site's code has taken over the page (React's root exists: hydration or rendering has started,
 * and React replays what is clicked from then on). A server-rendered page is readable before that: the boot loader
 * asks for the code after the first paint, so the `load` event can come first, and a click on the server's HTML
 * before then does what a click on plain HTML does. Users who click that early get the same; tests wait.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** page.goto, then appReady. */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}
