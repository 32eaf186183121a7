import { decodeJwt } from 'jose';

/**
 * The `exp` claim of a JWT as an ISO instant, or null when the token carries none. Its own module, imported on demand
 * by signIn, so jose stays out of the attendee bundle.
 */
export function jwtExpiry(token: string): string | null {
  try {
    // Decoded, not verified: the server verifies the token on every call; the client only reads when it ends.
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}
