// Specs where several people act at once: each person signs in in their own browser context (own storage, own
// cookies), and every context is closed when the test is done, also when it fails.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { signInAsPersona, type Persona } from './session';

export interface SignedInPerson {
  page: Page;
  /** The bearer token the page stored at sign-in, for the API calls the spec makes on the person's behalf. */
  token: string;
}

/**
 * Runs `body` with one signed-in person per persona, in that order (1280 × 900 px, the event's time zone unless
 * `options` says otherwise), and closes all their contexts afterwards.
 */
export async function withPeople<const P extends readonly Persona[], T>(
  browser: Browser,
  personas: P,
  body: (people: { [K in keyof P]: SignedInPerson }) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const contexts: BrowserContext[] = [];
  try {
    const people: SignedInPerson[] = [];
    for (const persona of personas) {
      const context = await browser.newContext({ timezoneId: 'America/Los_Angeles', viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      people.push({ page, token: await signInAsPersona(page, persona) });
    }
    return await body(people as { [K in keyof P]: SignedInPerson });
  } finally {
    for (const context of contexts) await context.close();
  }
}
