// Preview grants: what one preview request may show (an audience, an environment, a date, for frames
// and share links) signed with an HMAC key, so the server can trust a URL without a session. The payload is plain
// base64url JSON (the frame reads its environment and date from it; nothing in it is secret), the signature is
// HMAC-SHA256 over that text. A share link's grant also names its stored row, so revoking it needs no key change.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAudience, isEnvironment, type Audience, type Environment } from '../../schemas/index.js';

export interface PreviewGrant {
  audience: Audience;
  environment: Environment;
  /** The event's clock for every request of the preview (ISO 8601). */
  date: string;
  /** The phase the editor chose (shown; the date decides what the pages answer). */
  phase: string;
  /** Seconds since the epoch after which the grant is refused. */
  expires: number;
  /** A share link's id (its row says whether it was revoked); absent for an editor's preview frames. */
  link?: string;
  /** A share link's page address (`/en/home`): the only page its URL opens. */
  path?: string;
  /**
   * A share link's page (its layout id): the only page whose content its requests read. Not signed: the server sets
   * it from the link's stored row once the signed fields match that row.
   */
  page?: string;
}

export type PreviewRefusal = 'invalid' | 'expired';

function mac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

export function signPreview(secret: string, grant: PreviewGrant): string {
  const text = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${text}.${mac(secret, text).toString('base64url')}`;
}

function grantOf(value: unknown): PreviewGrant | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isAudience(v.audience) || !isEnvironment(v.environment)) return null;
  if (typeof v.date !== 'string' || Number.isNaN(Date.parse(v.date)) || typeof v.phase !== 'string') return null;
  if (typeof v.expires !== 'number' || !Number.isFinite(v.expires)) return null;
  if (v.link !== undefined && typeof v.link !== 'string') return null;
  if (v.path !== undefined && typeof v.path !== 'string') return null;
  return {
    audience: v.audience, environment: v.environment, date: v.date, phase: v.phase, expires: v.expires,
    ...(v.link !== undefined ? { link: v.link as string } : {}),
    ...(v.path !== undefined ? { path: v.path as string } : {}),
  };
}

/** The grant of a token whose signature holds and which has not expired at `now`, else why not. */
export function verifyPreview(secret: string, token: string, now: Date): { grant: PreviewGrant } | { refused: PreviewRefusal } {
  const [text, signature, extra] = token.split('.');
  if (!text || !signature || extra !== undefined) return { refused: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return { refused: 'invalid' };
  }
  const grant = grantOf(parsed);
  if (!grant) return { refused: 'invalid' };
  if (grant.expires * 1000 <= now.getTime()) return { refused: 'expired' };
  return { grant };
}

/** The preview key: PREVIEW_SECRET when configured, else one derived from the server's signing key (never that key itself). */
export function previewSecretOf(configured: string | undefined, signingSecret: string): string {
  return configured || createHmac('sha256', signingSecret).update('conference-preview-links').digest('base64url');
}
