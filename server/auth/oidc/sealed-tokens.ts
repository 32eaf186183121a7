/**
 * The provider's refresh token and ID token as the session row keeps them: encrypted and authenticated with a key
 * derived from the signing secret, so a copy of the database alone lets nobody act at the provider as a visitor.
 */
import { hkdfSync } from 'node:crypto';
import { compactDecrypt, CompactEncrypt } from 'jose';

export interface ProviderSessionTokens {
  refreshToken?: string;
  idToken?: string;
}

export function sealKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'conference-oidc-session', 'provider tokens at rest', 32));
}

export async function sealTokens(key: Uint8Array, tokens: ProviderSessionTokens): Promise<string> {
  const plain = new TextEncoder().encode(JSON.stringify(tokens));
  return new CompactEncrypt(plain).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key);
}

/** The tokens, or an empty record when the value cannot be opened (a changed signing secret). */
export async function unsealTokens(key: Uint8Array, sealed: string | null): Promise<ProviderSessionTokens> {
  if (!sealed) return {};
  try {
    const { plaintext } = await compactDecrypt(sealed, key);
    const value = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
    return {
      ...(typeof value.refreshToken === 'string' ? { refreshToken: value.refreshToken } : {}),
      ...(typeof value.idToken === 'string' ? { idToken: value.idToken } : {}),
    };
  } catch {
    return {};
  }
}
