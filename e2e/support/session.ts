import { expect, type APIRequestContext, type Page } from '@playwright/test';

import type { Persona } from '../../schemas';

export type { Persona };

/** Signs in through the dev identity provider's API and answers the bearer token. */
export async function apiSignIn(request: APIRequestContext, persona: Persona): Promise<string> {
  const res = await request.post('/api/auth/dev/sign-in', { data: { persona } });
  if (!res.ok()) throw new Error(`sign-in as ${persona} failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** Signs in on the site's login page, as a person would: one button per demo persona. */
export async function signInAs(page: Page, personaLabel: string): Promise<void> {
  await page.goto('/en/login');
  const button = page.getByRole('button', { name: personaLabel, exact: true });
  // The server's HTML shows the buttons before the page is hydrated; on a loaded machine a click can come before
  // React listens and does nothing. It is tried again until the page leaves the login route.
  await expect(async () => {
    if (new URL(page.url()).pathname.endsWith('/login')) await button.click({ timeout: 10_000 });
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** The login page's button label of each persona (renderer/shell/i18n.ts: siteeditor is labelled Administrator). */
export const PERSONA_LABELS: Readonly<Record<Persona, string>> = {
  anonymous: 'Anonymous',
  attendee: 'Attendee',
  inperson: 'In-person attendee',
  exhibitor: 'Exhibitor',
  contenteditor: 'Content Editor',
  siteeditor: 'Administrator',
};

/** Signs in as a persona on the login page by its button; answers the bearer token the page stored. */
export async function signInAsPersona(page: Page, persona: Persona): Promise<string> {
  await signInAs(page, PERSONA_LABELS[persona]);
  return page.evaluate(() => (JSON.parse(localStorage.getItem('conference.auth') ?? '{}') as { token?: string }).token ?? '');
}
