// What other server features use of sign-in: the page session cookie, the token's user, the demo personas' claims.
export { readCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
export { userFromPayload } from './tokens.js';
export type { AuthUser, TokenService } from './tokens.js';
export { PERSONAS, personaClaims } from './personas.js';
export type { Persona } from './personas.js';
