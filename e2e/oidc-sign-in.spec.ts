// Signing in through a real OpenID Connect provider (AUTH_MODE=oidc, the local provider of test-support/oidc-site.ts)
// in Chromium, as a visitor would: from a gated page to the provider's form and back to that page, signed in from
// the server's first HTML; the session renewed after the 20-second access token expires; sign-out at both ends; and
// each failure a clear page with no session. Afterwards the server's log holds no code, state, token or secret.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { OIDC_CLIENT_SECRET, startOidcSite, type OidcSite } from '../test-support/oidc-site';
import { IdentityProvider } from './pages';

const TOKEN_TTL_SECONDS = 20;
let site: OidcSite;
/** Every code, state, token and cookie value the browser saw: none may be in the server's log. */
const secrets = new Set<string>([OIDC_CLIENT_SECRET]);
let lastCallback = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOidcSite(
    [{ sub: 'e2e-visitor', email: 'visitor@nimbus.example', password: 'demo', given_name: 'Vic', family_name: 'Visitor', roles: [] }],
    { TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

function watch(page: Page): void {
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/auth/oidc/callback') return;
    lastCallback = url.href;
    for (const key of ['code', 'state']) {
      const value = url.searchParams.get(key);
      if (value) secrets.add(value);
    }
  });
}

async function keepCookies(context: BrowserContext): Promise<void> {
  for (const cookie of await context.cookies()) if (cookie.value.length > 16) secrets.add(cookie.value);
}

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('conference.auth') ?? '{}') as { token?: string }).token ?? '');

const me = (page: Page, token: string) => page.request.get(`${site.origin}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });

test('an attendee signs in at the provider from a gated page, lands on it signed in from the first HTML, renews and signs out at both ends', async ({ page, context }) => {
  test.setTimeout(150_000);
  watch(page);
  const provider = new IdentityProvider(page);
  // The schedule needs a signed-in visitor: the site sends them to the provider, which asks who they are.
  await page.goto(`${site.origin}/en/schedule`);
  await expect(page).toHaveURL(new RegExp(`^${site.idp.issuer}/interaction/`));
  await expect(page).toHaveTitle('Sign in');
  await provider.signIn('inperson@nimbus.example', 'demo');
  await expect(page).toHaveURL(`${site.origin}/en/schedule`);
  // The server's first HTML of the page is already the signed-in one: the visitor's name, no sign-in link.
  const html = await (await page.request.get(`${site.origin}/en/schedule`)).text();
  expect(html).toContain('Imani');
  // The browser adopted the session the provider's sign-in started (its HttpOnly cookies), and keeps it on reload.
  await expect.poll(() => storedToken(page)).not.toBe('');
  const first = await storedToken(page);
  secrets.add(first);
  await page.reload();
  await expect(page).toHaveURL(`${site.origin}/en/schedule`);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await keepCookies(context);

  // The access token lives 20 s; the page renews it before then, at the provider, and the old one stops working.
  await expect.poll(() => storedToken(page), { timeout: (TOKEN_TTL_SECONDS + 15) * 1000 }).not.toBe(first);
  const renewed = await storedToken(page);
  secrets.add(renewed);
  await expect.poll(async () => (await me(page, first)).status(), { timeout: (TOKEN_TTL_SECONDS + 10) * 1000 }).toBe(401);
  expect((await me(page, renewed)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await keepCookies(context);

  // Sign-out ends the session here, then at the provider, which sends the visitor back to the site.
  await page.goto(`${site.origin}/en/sign-out`);
  await expect(provider.signOutQuestion).toBeVisible();
  await provider.signOut.click();
  await expect(page).toHaveURL(`${site.origin}/en/home`);
  expect((await me(page, renewed)).status()).toBe(401);
  expect(await storedToken(page)).toBe('');
  // Signed out at the provider too: signing in again asks for the password.
  await page.goto(`${site.origin}/en/schedule`);
  await expect(provider.heading).toBeVisible();
});

test.describe('each failure is a clear page and leaves no session', () => {
  const expectNoSession = async (context: BrowserContext) => {
    const names = (await context.cookies(site.origin)).filter((c) => c.value !== '').map((c) => c.name);
    expect(names).not.toContain('conf_session');
    expect(names).not.toContain('conf_refresh');
  };
  const forbiddenPage = async (page: Page, code: number, message: string) => {
    await expect(page).toHaveURL(new RegExp(`/en/forbidden\\?errorCode=${code}&`));
    await expect(page.getByText(`Error code: ${code}`)).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
  };

  test('a changed state', async ({ page, context }) => {
    watch(page);
    // The browser follows the provider's redirects itself, and a redirect cannot be routed: the form's answer is
    // fetched here instead, its redirects followed with the browser's cookies, and the one back to the site changed.
    await page.route(`${site.idp.issuer}/interaction/*/login`, async (route) => {
      let answer = await route.fetch({ maxRedirects: 0 });
      let location = answer.headers().location ?? '';
      while (location.startsWith(`${site.idp.issuer}/`) || location.startsWith('/')) {
        answer = await page.request.get(new URL(location, site.idp.issuer).href, { maxRedirects: 0 });
        location = answer.headers().location ?? '';
      }
      const back = new URL(location);
      back.searchParams.set('state', 'forged-state');
      await route.fulfill({ status: 303, headers: { location: back.href } });
    });
    await page.goto(`${site.origin}/en/login`);
    await new IdentityProvider(page).signIn('attendee@nimbus.example', 'demo');
    await forbiddenPage(page, 1404, 'The sign-in could not be checked: sign in again.');
    await expectNoSession(context);
  });

  test('a replayed code, from this browser and from another', async ({ page, context, browser }) => {
    watch(page);
    await page.goto(`${site.origin}/en/login`);
    await new IdentityProvider(page).signIn('attendee@nimbus.example', 'demo');
    await expect(page).toHaveURL(`${site.origin}/en/home`);
    await keepCookies(context);
    const used = lastCallback;
    await page.goto(used);
    await forbiddenPage(page, 1404, 'The sign-in could not be checked (it was started elsewhere, or long ago): sign in again.');
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(used);
    await forbiddenPage(stranger, 1404, 'The sign-in could not be checked (it was started elsewhere, or long ago): sign in again.');
    await expectNoSession(other);
    await other.close();
  });

  test('an expired ID token', async ({ page, context }) => {
    watch(page);
    site.idp.setClockOffset(-3600);
    try {
      await page.goto(`${site.origin}/en/login`);
      await new IdentityProvider(page).signIn('exhibitor@nimbus.example', 'demo');
      await forbiddenPage(page, 1404, 'The sign-in could not be checked: sign in again.');
      await expectNoSession(context);
    } finally {
      site.idp.setClockOffset(0);
    }
  });

  test('an unknown user, and a user with no role on this site', async ({ page, context }) => {
    watch(page);
    const provider = new IdentityProvider(page);
    // The header's Sign in link (a link inside the app, not a page request) leads to the provider too.
    await page.goto(`${site.origin}/en/home`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await provider.signIn('nobody@nimbus.example', 'demo');
    await expect(provider.error).toHaveText('The email or password is not correct.');
    await provider.signIn('visitor@nimbus.example', 'demo');
    await forbiddenPage(page, 3403, 'Your account has no access to this site.');
    await expectNoSession(context);
  });

  test("the provider's forgotten-password code in the hash signs out and starts the password reset", async ({ page, context }) => {
    watch(page);
    const provider = new IdentityProvider(page);
    await page.goto(`${site.origin}/en/login`);
    await provider.signIn('attendee@nimbus.example', 'demo');
    await expect(page).toHaveURL(`${site.origin}/en/home`);
    await expect.poll(() => storedToken(page)).not.toBe('');
    const token = await storedToken(page);
    secrets.add(token);
    await keepCookies(context);
    await page.goto(`${site.origin}/en/home#error_description=AADB2C90118%3A+The+user+has+forgotten+their+password.`);
    // The reset asks who they are again, even though the provider's own session is still open.
    await expect(provider.heading).toBeVisible();
    expect((await me(page, token)).status()).toBe(401);
    await expectNoSession(context);
  });

  test('the provider down', async ({ page, context }) => {
    await site.idp.close();
    await page.goto(`${site.origin}/en/login`);
    await forbiddenPage(page, 500, 'The sign-in service does not answer: try again in a few minutes.');
    await expectNoSession(context);
    // The site itself keeps answering.
    await page.goto(`${site.origin}/en/home`);
    await expect(page.getByRole('main')).toBeVisible();
  });
});

test('the server log holds no code, state, token or secret of these sign-ins', () => {
  const log = site.log();
  expect(log.length).toBeGreaterThan(0);
  expect(log).toContain('/api/auth/oidc/callback?code=%5Bredacted%5D');
  const found = [...secrets].filter((secret) => log.includes(secret));
  expect(found).toEqual([]);
  expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/);
});
