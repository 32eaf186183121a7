import type { DevSignInAnswer, SignOutAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { clearSession, saveSession } from './session-store';
import type { Persona } from '../../schemas';
import type { SessionUser } from './types';

/** The answer of POST /auth/dev/sign-in: `{ token, user }`; the user's `expiry` says until when the token is valid. */
export type SignInAnswer = DevSignInAnswer;

// The user's expiry is the server's word; the token's own exp claim covers identity providers that omit it (jose,
// loaded only then).
async function expiryOf(answer: { token: string; user: SessionUser }): Promise<string | null> {
  if (typeof answer.user.expiry === 'string') return answer.user.expiry;
  const { jwtExpiry } = await import('./jwt-expiry');
  return jwtExpiry(answer.token);
}

/**
 * Signs in as a demo persona with the built-in development identity provider and stores the token,
 * user and expiry. Rejects with an ApiError when the server refuses, and with an Error when the
 * answer has no usable token or expiry (nothing is stored then).
 */
export async function signIn(persona: Persona, signal?: AbortSignal): Promise<SignInAnswer> {
  const answer = await apiRequest<SignInAnswer>('/auth/dev/sign-in', {
    method: 'POST',
    body: { persona },
    anonymous: true,
    signal,
  });
  if (!answer || typeof answer.token !== 'string' || !answer.user || !Array.isArray(answer.user.scopes)) {
    throw new Error('The sign-in answer has no token or user');
  }
  const expiry = await expiryOf(answer);
  if (!expiry || Number.isNaN(Date.parse(expiry))) throw new Error('The sign-in answer has no expiry');
  saveSession(answer.token, answer.user, expiry);
  return answer;
}

/**
 * Forgets the token and user; the next calls go without Authorization. The server revokes the session too
 * (POST /auth/sign-out with the token and the refresh cookie), so a copied token stops working at once.
 */
export function signOut(): void {
  void signOutEverywhere();
}

/**
 * Signs out here and answers where the identity provider ends its session too (RP-initiated logout), or null when
 * there is nothing to end there (the development provider, or a provider without logout). The session here is
 * over either way: a failed request leaves only the local sign-out.
 */
export async function signOutEverywhere(): Promise<string | null> {
  const answer = apiRequest<SignOutAnswer>('/auth/sign-out', { method: 'POST' }).catch(() => null);
  // The request has read the token (synchronously); the tab is signed out at once, not after the answer.
  clearSession();
  const logoutUrl = (await answer)?.logoutUrl;
  return typeof logoutUrl === 'string' && /^https?:\/\//.test(logoutUrl) ? logoutUrl : null;
}

/**
 * Where a sign-in starts when the site signs in through an identity provider (the server names it in the page's
 * `<meta name="sign-in-start">`), or null for the development provider's persona page.
 */
export function signInStartPath(): string | null {
  if (typeof document === 'undefined') return null;
  const path = document.querySelector('meta[name="sign-in-start"]')?.getAttribute('content') ?? '';
  return path.startsWith('/api/') ? path : null;
}
