// Whether a page makes the site installable (docs/behaviour/shell.md, Service worker): Lighthouse 12 dropped its
// installability audits, so the bench asks Chromium itself, as its install offer does: the manifest it found (and
// the manifest's own errors), its icons, the service worker controlling the page, and Chromium's installability
// errors (an empty list: the browser would offer to install the site).
import type { Browser } from 'puppeteer-core';

export interface Installability {
  manifestUrl: string | null;
  manifestErrors: string[];
  icons: string[];
  workerControls: boolean;
  installErrors: string[];
}

export async function checkInstallability(browser: Browser, url: string): Promise<Installability> {
  // The browser's default context: Chromium offers no install in the separate (incognito-like) contexts the runs use.
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle2', timeout: 30_000 });
    // The worker installs after the page loads and claims it when it activates.
    const workerControls = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await page.createCDPSession();
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    const parsed = manifest.data ? (JSON.parse(manifest.data) as { icons?: { src: string; sizes?: string; type?: string }[] }) : {};
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    return {
      manifestUrl: manifest.url || null,
      manifestErrors: manifest.errors.map((e) => e.message),
      icons: (parsed.icons ?? []).map((i) => `${i.src} ${i.sizes ?? ''} ${i.type ?? ''}`.trim()),
      workerControls,
      installErrors: installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')),
    };
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** The report's lines. */
export function installabilityLines(name: string, result: Installability): string[] {
  const installable = result.manifestUrl !== null && result.workerControls && result.installErrors.length === 0;
  return [
    `${name}: ${installable ? 'installable' : 'not installable'}`,
    `  manifest: ${result.manifestUrl ?? 'none'}${result.manifestErrors.length ? ` (errors: ${result.manifestErrors.join('; ')})` : ''}`,
    `  icons: ${result.icons.length ? result.icons.join(', ') : 'none'}`,
    `  service worker controls the page: ${result.workerControls ? 'yes' : 'no'}`,
    `  Chromium's installability errors: ${result.installErrors.length ? result.installErrors.join('; ') : 'none'}`,
  ];
}
