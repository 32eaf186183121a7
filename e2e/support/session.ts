import type { APIRequestContext, Page } from '@playwright/test';

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
  await page.getByRole('button', { name: personaLabel, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
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
