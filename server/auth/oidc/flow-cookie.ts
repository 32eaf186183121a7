/**
 * What a sign-in remembers between leaving for the provider and coming back: the state, the nonce, the PKCE
 * verifier, where to go afterwards and the page language. Kept in the visitor's browser, encrypted and
 * authenticated with a key derived from the signing secret (so it can be neither read nor forged), HttpOnly, only
 * sent to the callback, for ten minutes; the callback clears it, so a flow is finished once.
 *
 * SameSite=Lax, not Strict: the provider sends the visitor back with a top-level navigation from its own site,
 * which Strict cookies do not ride along.
 */
import { hkdfSync } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { appendCookie, readCookie } from '../session-cookie.js';

export const FLOW_COOKIE = 'conf_oidc_flow';
const FLOW_PATH = '/api/auth/oidc';
export const FLOW_TTL_SECONDS = 600;

export interface SignInFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** The same-site path to go to after sign-in, if the visitor came from one. */
  dest?: string;
  lang: string;
}

export function flowKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'conference-oidc-flow', 'sign-in flow cookie', 32));
}

function cookie(req: FastifyRequest, value: string, maxAge: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${FLOW_COOKIE}=${value}; Path=${FLOW_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export async function setFlowCookie(req: FastifyRequest, reply: FastifyReply, key: Uint8Array, flow: SignInFlow, now: Date): Promise<void> {
  const iat = Math.floor(now.getTime() / 1000);
  const value = await new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + FLOW_TTL_SECONDS)
    .encrypt(key);
  appendCookie(reply, cookie(req, value, FLOW_TTL_SECONDS));
}

export function clearFlowCookie(req: FastifyRequest, reply: FastifyReply): void {
  appendCookie(reply, cookie(req, '', 0));
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The flow of the request's cookie, or null: none, tampered with, or older than ten minutes. */
export async function readFlowCookie(req: FastifyRequest, key: Uint8Array, now: Date): Promise<SignInFlow | null> {
  const value = readCookie(req, FLOW_COOKIE);
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, key, { currentDate: now });
    const state = str(payload.state);
    const nonce = str(payload.nonce);
    const verifier = str(payload.verifier);
    const lang = str(payload.lang);
    if (!state || !nonce || !verifier || !lang) return null;
    const dest = str(payload.dest);
    return { state, nonce, verifier, lang, ...(dest ? { dest } : {}) };
  } catch {
    return null;
  }
}
