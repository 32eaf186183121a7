import { chromium } from 'playwright';
const base = 'http://localhost:4195';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const code = process.argv[2];
const routes = [['map','/en/map'],['imap',`/en/interactive-map?sc=${code}`],['coc','/en/code-of-conduct']];
for (const width of [375, 1083, 1920]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  const page = await ctx.newPage();
  await page.goto('/en/login');
  for (let i = 0; i < 20 && new URL(page.url()).pathname.endsWith('/login'); i++) {
    await page.getByRole('button', { name: 'Attendee', exact: true }).click().catch(() => {});
    await page.waitForTimeout(1000);
  }
  for (const [name, path] of routes) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: name !== 'coc' });
    const info = await page.evaluate(() => ({ over: document.documentElement.scrollWidth - window.innerWidth, h1: document.querySelectorAll('h1').length, signedIn: !document.body.innerText.includes('Sign in\n'), pressed: [...document.querySelectorAll('[aria-pressed="true"]')].map((b) => b.getAttribute('data-pin')), sl: document.querySelector('.imap__viewport')?.scrollLeft }));
    console.log(name, width, JSON.stringify(info));
  }
  if (width === 1083) {
    await page.goto(`/en/interactive-map?sc=${code}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Show full screen' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-imap-full-${width}.png` });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.screenshot({ path: `/tmp/shot-imap-focus-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
