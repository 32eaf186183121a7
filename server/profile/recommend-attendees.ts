// Attendees to meet (docs/behaviour/README.md: GET /recommendation/attendee-recommendations), from what the server knows:
// - shared interests: the topics and solution areas of the sessions both saved (+1 each), and sessions both saved
//   (+2 each);
// - company diversity: someone from another company counts +0.5 (colleagues are met anyway), the same company
//   is left out;
// - the same region +0.3 (easier to meet again), the same participation type +0.2 (both in the room or both online).
// Only listed attendees (directory opt-in), never the attendee themselves nor those they already saved (kind 0).
// A candidate needs a shared interest or region: with nothing in common nobody is recommended.
import type { AttendeeRecommendationList } from '../../schemas/api-types.js';
import type { Queryable } from '../store/db.js';
import { attendeeOf } from '../shared/attendee-doc.js';

const INTEREST = /^(topic|solutionArea)>/;

type Reason = AttendeeRecommendationList[number]['reason'];

/** Why, as a code and values the page translates: a session both saved, else a shared interest, else the region. */
function reasonOf(sharedTitle: string | null, topic: string | null, region: string): Reason {
  if (sharedTitle) return { code: 'saved-session', params: { title: sharedTitle } };
  if (topic) return { code: 'shared-interest', params: { topic } };
  return { code: 'same-region', params: { region } };
}

/** The reason in English, for readers of the API that do not translate. */
function becauseOf({ code, params }: Reason): string {
  if (code === 'saved-session') return `Because you both saved “${params.title ?? ''}”`;
  if (code === 'shared-interest') return `Because you are both interested in ${params.topic ?? ''}`;
  return `Because you are both in ${params.region ?? ''}, from different companies`;
}

export async function recommendAttendees(db: Queryable, userId: string, limit = 12): Promise<AttendeeRecommendationList> {
  const me = await db.query<{ doc: Record<string, unknown> }>('SELECT doc FROM attendees WHERE user_id = $1', [userId]);
  const own = me.rows[0]?.doc ?? {};
  const company = typeof own.company === 'string' ? own.company : '';
  const region = typeof own.region === 'string' ? own.region : '';
  const type = (own.participationType as { logicalValue?: string } | undefined)?.logicalValue ?? '';
  // Every listed candidate's overlap with the viewer's saved sessions, in one statement: 2,000 attendees, few favorites.
  const { rows } = await db.query<{ doc: Record<string, unknown>; topics: string[] | null; same_sessions: string | number; first_title: string | null }>(
    `WITH mine AS (SELECT s.id, s.facets FROM favorites f JOIN sessions s ON s.id = f.item_id WHERE f.subject = $1 AND f.kind = 4),
          my_interests AS (SELECT DISTINCT v FROM mine, unnest(mine.facets) v WHERE v ~ '^(topic|solutionArea)>'),
          theirs AS (
            SELECT f.subject, s.id, s.title, s.facets FROM favorites f JOIN sessions s ON s.id = f.item_id
            WHERE f.kind = 4 AND f.subject <> $1 AND s.facets && ARRAY(SELECT v FROM my_interests)
          ),
          overlap AS (
            SELECT t.subject,
              ARRAY(SELECT DISTINCT v FROM theirs t2, unnest(t2.facets) v WHERE t2.subject = t.subject AND v IN (SELECT v FROM my_interests)) AS topics,
              count(*) FILTER (WHERE t.id IN (SELECT id FROM mine)) AS same_sessions,
              min(t.title) FILTER (WHERE t.id IN (SELECT id FROM mine)) AS first_title
            FROM theirs t GROUP BY t.subject
          )
     SELECT a.doc, o.topics, coalesce(o.same_sessions, 0) AS same_sessions, o.first_title
     FROM attendees a LEFT JOIN overlap o ON o.subject = a.user_id
     WHERE a.listed AND a.user_id <> $1
       AND a.company IS DISTINCT FROM nullif($2, '')
       AND a.id NOT IN (SELECT item_id FROM favorites WHERE subject = $1 AND kind = 0)
       AND (o.subject IS NOT NULL OR a.region = nullif($3, ''))`,
    [userId, company, region],
  );
  const scored = rows.map((r) => {
    const topics = (r.topics ?? []).filter((t) => INTEREST.test(t));
    const same = Number(r.same_sessions);
    const sameRegion = region !== '' && r.doc.region === region;
    const sameType = type !== '' && (r.doc.participationType as { logicalValue?: string } | undefined)?.logicalValue === type;
    const score = topics.length + 2 * same + 0.5 + (sameRegion ? 0.3 : 0) + (sameType ? 0.2 : 0);
    return { doc: r.doc, score, reason: reasonOf(same > 0 ? r.first_title : null, topics[0]?.split('>').pop() ?? null, region) };
  });
  scored.sort((a, b) => b.score - a.score || String(a.doc.lastName).localeCompare(String(b.doc.lastName)) || String(a.doc.attendeeId).localeCompare(String(b.doc.attendeeId)));
  return scored.slice(0, limit).map((s) => ({
    attendeeId: String(s.doc.attendeeId ?? ''),
    confidenceScore: Math.round((s.score / (s.score + 2)) * 1000) / 1000,
    because: becauseOf(s.reason),
    reason: s.reason,
    attendee: attendeeOf(s.doc, { list: true, showEmail: false }),
  }));
}
