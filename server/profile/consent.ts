// Consent to exhibitors (docs/behaviour/attendees-and-profile.md): the global opt-in (the profile's featuredPartners) means
// consenting to every exhibitor, otherwise each exhibitor's own choice counts. Consent applies only to a signed-in
// visitor who is not from Korea: for the others nothing is shown and nothing is stored.
import type { ConsentAnswer, ConsentBody } from '../../schemas/api-types.js';
import { consentApplies } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import type { Db, Queryable } from '../store/db.js';
import { profileSummary } from './summary.js';

export async function getConsent(db: Queryable, userId: string): Promise<ConsentAnswer> {
  const summary = await profileSummary(db, userId);
  if (!consentApplies(true, summary.country)) return { applies: false, globalOptIn: false, exhibitors: [] };
  // Every exhibiting company (sponsors exhibit too), with the user's stored choice.
  const { rows } = await db.query<{ name: string; opted_in: boolean | null }>(
    `SELECT c.doc->>'name' AS name, pc.opted_in FROM companies c
     LEFT JOIN profile_consents pc ON pc.user_id = $1 AND pc.exhibitor_name = c.doc->>'name'
     WHERE c.kind IN ('exhibitor', 'sponsor') ORDER BY c.sort_name`,
    [userId],
  );
  return {
    applies: true,
    globalOptIn: summary.featuredPartners,
    // With the global opt-in every exhibitor counts as consented (docs/behaviour/attendees-and-profile.md).
    exhibitors: rows.map((r) => ({ exhibitorName: r.name, optedIn: summary.featuredPartners || r.opted_in === true })),
  };
}

export async function updateConsent(db: Db, userId: string, body: ConsentBody): Promise<ConsentAnswer> {
  await db.transaction(async (tx) => {
    const summary = await profileSummary(tx, userId);
    if (!consentApplies(true, summary.country)) {
      throw new ApiError('badRequest', { country: summary.country }, 'Consent does not apply to visitors from Korea.');
    }
    if (body.exhibitors && body.exhibitors.length > 0) {
      const names = body.exhibitors.map((e) => e.exhibitorName);
      const known = await tx.query<{ name: string }>(
        `SELECT doc->>'name' AS name FROM companies WHERE kind IN ('exhibitor', 'sponsor') AND doc->>'name' = ANY ($1::text[])`,
        [names],
      );
      const knownNames = new Set(known.rows.map((r) => r.name));
      const unknown = names.filter((n) => !knownNames.has(n));
      if (unknown.length > 0) throw new ApiError('badRequest', { field: 'exhibitors', unknown }, `Unknown exhibitor: ${unknown[0]}.`);
      await tx.query(
        `INSERT INTO profile_consents (user_id, exhibitor_name, opted_in, updated_at)
         SELECT $1, e->>'exhibitorName', (e->>'optedIn')::boolean, now() FROM jsonb_array_elements($2::jsonb) AS t(e)
         ON CONFLICT (user_id, exhibitor_name) DO UPDATE SET opted_in = EXCLUDED.opted_in, updated_at = now()`,
        [userId, JSON.stringify(body.exhibitors)],
      );
    }
    if (body.globalOptIn !== undefined) {
      await tx.query(
        `INSERT INTO profiles (user_id, featured_partners, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET featured_partners = EXCLUDED.featured_partners, updated_at = now()`,
        [userId, body.globalOptIn],
      );
    }
  });
  return getConsent(db, userId);
}
