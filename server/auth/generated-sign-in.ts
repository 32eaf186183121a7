// Signs in the demo's generated attendees (user ids usr-…, DEMO_ATTENDEES) the way the development identity provider
// signs in a persona: a session row in the store and a token of the site, with the in-person attendee's scopes and
// the attendee's own name. For benches that act as thousands of different attendees at once (bench/conference-day):
// the running servers verify these tokens like any other, given the same SIGNING_SECRET and the same store.
import type { Queryable } from '../store/db.js';
import type { AuthConfig } from '../config.js';
import { personaClaims } from './personas.js';
import { createSessionStore } from './sessions.js';
import { createTokenService } from './tokens.js';

export interface GeneratedSignIn {
  userId: string;
  attendeeId: string;
  token: string;
}

/** The first `count` generated attendees (in id order from `offset`), each signed in. */
export async function signInGenerated(db: Queryable, secret: string, auth: AuthConfig, count: number, now: Date, offset = 0): Promise<GeneratedSignIn[]> {
  const { rows } = await db.query<{ id: string; user_id: string; first: string; last: string; email: string }>(
    `SELECT id, user_id, doc->>'firstName' AS first, doc->>'lastName' AS last, doc->>'email' AS email
     FROM attendees WHERE user_id LIKE 'usr-%' ORDER BY id LIMIT $1 OFFSET $2`,
    [count, offset],
  );
  const sessions = createSessionStore(db);
  const tokens = createTokenService({ ...auth, mode: 'dev' }, { secret, sessions });
  const template = personaClaims('inperson');
  const signedIn: GeneratedSignIn[] = [];
  for (const r of rows) {
    const claims = {
      ...template,
      sub: r.user_id,
      cmsId: r.user_id,
      eventProfileId: `ep-${r.user_id}`,
      name: `${r.first} ${r.last}`,
      given_name: r.first,
      family_name: r.last,
      email: r.email,
      b2BUserName: r.email,
      badgeId: `B-${r.user_id.toUpperCase()}`,
    };
    const { id } = await sessions.create(r.user_id, claims, now, auth.sessionTtlSeconds);
    const { token } = await tokens.reissue({ ...claims, sid: id }, now);
    signedIn.push({ userId: r.user_id, attendeeId: r.id, token });
  }
  return signedIn;
}
