// A minimal browser for tests against an identity provider: plain fetch that keeps cookies (paths and expiry
// aside) and follows redirects by hand, so a test sees every hop, and fills the provider's sign-in form.

export interface IdpBrowser {
  /** Every Set-Cookie header seen, in order. */
  setCookies: string[];
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** Follows redirects from `url` while they stay under `origin`; answers the last response there and the URL it leaves for. */
  follow(url: string, init?: RequestInit): Promise<{ res: Response; url: string }>;
  /** Posts a form (urlencoded) and follows its redirects like `follow`. */
  postForm(url: string, fields: Record<string, string>): Promise<{ res: Response; url: string }>;
}

export function idpBrowser(origin: string): IdpBrowser {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const browserFetch = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      setCookies.push(cookie);
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    }
    return res;
  };
  const follow = async (url: string, init?: RequestInit) => {
    let res = await browserFetch(url, init);
    let current = url;
    while (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location') ?? '', current).href;
      if (!next.startsWith(`${origin}/`)) return { res, url: next };
      current = next;
      res = await browserFetch(current);
    }
    return { res, url: current };
  };
  return {
    setCookies,
    fetch: browserFetch,
    follow,
    postForm: (url, fields) =>
      follow(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }),
  };
}

/** The action of the sign-in page's form, absolute. */
export function formAction(html: string, base: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no sign-in form');
  return new URL(action.replaceAll('&amp;', '&'), base).href;
}

/**
 * Opens an authorization URL, signs in on the provider's form and answers where the provider sends the browser
 * back (the redirect URI with ?code= and &state=), or the provider's last answer when it does not.
 */
export async function signInAtProvider(browser: IdpBrowser, authorizationUrl: string, email: string, password: string): Promise<{ res: Response; url: string }> {
  const form = await browser.follow(authorizationUrl);
  if (form.res.status !== 200) return form;
  return browser.postForm(formAction(await form.res.text(), form.url), { email, password });
}

/** What a sign-in through the provider leaves in the browser: the app's session cookie (its token) and refresh cookie. */
export interface ProviderSignIn {
  token: string;
  refresh: string;
}

interface InjectingApp {
  inject(options: { method: 'GET'; url: string; headers?: Record<string, string> }): Promise<{ statusCode: number; headers: Record<string, unknown> }>;
}

const setCookiesOf = (headers: Record<string, unknown>): string[] => {
  const raw = headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
};

/** The value a Set-Cookie list gives the cookie `name`, if any. */
export function cookieValue(headers: Record<string, unknown>, name: string): string | undefined {
  const line = setCookiesOf(headers).find((c) => c.startsWith(`${name}=`));
  return line === undefined ? undefined : line.slice(name.length + 1).split(';')[0];
}

/** Signs in on the app (AUTH_MODE=oidc) through the provider's form, end to end; throws when it does not end signed in. */
export async function signInThroughProvider(app: InjectingApp, issuer: string, email: string, password: string): Promise<ProviderSignIn> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start?lang=en' });
  const flow = cookieValue(start.headers, 'conf_oidc_flow');
  if (start.statusCode !== 302 || !flow) throw new Error(`the sign-in did not start: ${start.statusCode}`);
  const back = await signInAtProvider(idpBrowser(issuer), String(start.headers.location), email, password);
  const callback = await app.inject({ method: 'GET', url: `/api/auth/oidc/callback${new URL(back.url).search}`, headers: { cookie: `conf_oidc_flow=${flow}` } });
  const token = cookieValue(callback.headers, 'conf_session');
  const refresh = cookieValue(callback.headers, 'conf_refresh');
  if (!token || !refresh) throw new Error(`${email} was not signed in: ${String(callback.headers.location)}`);
  return { token, refresh };
}
