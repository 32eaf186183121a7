// Debian's Chromium, never a downloaded browser, for every tool that drives one (Playwright's e2e, the render and
// Lighthouse benches). The flags keep it off the network on its own: no updates, sync or field trials.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
