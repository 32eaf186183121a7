// Session recommendations (docs/behaviour/attendees-and-profile.md; docs/behaviour/README.md: GET /recommendation answers {sessionId,
// confidenceScore}), computed from what the server knows about the attendee:
// - the sessions they saved (favorites, kind 4), put on their schedule (schedule_items) or enrolled in: a candidate
//   is as alike as the most alike of them (Jaccard index of their facet entries: topic, solution area, track, level,
//   type, format, products, ..., delivery and viewing left out), plus 0.15 per speaker shared with that session;
// - the speakers they saved (kind 1): +0.15 per saved speaker of the candidate (at most 0.3);
// - their profile: a digital attendee prefers sessions they can watch online, an in-person one sessions in the room
//   (+0.05, an order among equals).
// Selective: only sessions at least MIN_SIMILARITY alike one of theirs (or by a saved speaker), best
// first, at most MAX_RECOMMENDATIONS; with nothing alike enough the list is empty. What the attendee already has is
// never recommended. Each recommendation says why ("Because you saved …"): the session it is most alike.
import type { Queryable } from '../store/db.js';

/** Facets too common to tell sessions apart (delivered and viewable in nearly every way): no recommendation. */
const NOT_ALIKE = /^(deliveryType|viewingOption)>/;
/** Per speaker a session shares with one of the attendee's sessions or with their saved speakers, at most twice. */
const SPEAKER_WEIGHT = 0.15;
const SPEAKER_CAP = 0.3;
/** Orders equals: a digital attendee prefers what they can watch online, an in-person one the room. */
const PROFILE_WEIGHT = 0.05;
/**
 * A recommendation is a short, ranked, explained list, never the catalog. Similarity is the Jaccard index
 * of the facet entries of a session and of the attendee's most alike session (entries shared / entries of either):
 * two breakouts that share only their type are about 0.05 alike, a session of the same topic, level and area 0.3 and
 * more. Below MIN_SIMILARITY (and without a saved speaker) nothing is recommended; at most MAX_RECOMMENDATIONS.
 */
export const MIN_SIMILARITY = 0.25;
export const MAX_RECOMMENDATIONS = 20;

export interface ScoredSession {
  sessionId: string;
  sessionCode: string;
  title: string;
  /** Similarity to the most alike session the attendee has, plus the speaker and profile bonuses. */
  score: number;
  /** score / (score + 1): rises with the score, stays within 0..1. */
  confidenceScore: number;
  because: string;
}

interface Source {
  id: string;
  title: string;
  facets: string[];
  speakers: string[];
  how: 'saved' | 'scheduled';
}

/** The sessions the attendee has: saved, on the schedule, enrolled (RSVP or roundtable), in that order of strength. */
async function sourcesOf(db: Queryable, userId: string): Promise<Source[]> {
  const parts = [
    `SELECT f.item_id AS id, 'saved' AS how, 1 AS rank FROM favorites f WHERE f.subject = $1 AND f.kind = 4`,
    `SELECT si.session_id, 'scheduled', 2 FROM schedule_items si WHERE si.user_id = $1`,
    `SELECT se.session_id, 'scheduled', 3 FROM session_enrollments se WHERE se.user_id = $1`,
  ];
  const { rows } = await db.query<{ id: string; title: string | null; facets: string[]; speakers: string[] | null; how: Source['how'] }>(
    `SELECT DISTINCT ON (s.id) s.id, s.title, s.facets, ARRAY(SELECT jsonb_array_elements_text(coalesce(s.doc->'speakerIds', '[]'::jsonb))) AS speakers, h.how
     FROM (${parts.join(' UNION ALL ')}) h JOIN sessions s ON s.id = h.id ORDER BY s.id, h.rank`,
    [userId],
  );
  return rows.map((r) => ({ id: r.id, title: r.title ?? r.id, facets: r.facets, speakers: r.speakers ?? [], how: r.how }));
}

function shared(a: readonly string[], b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

export interface RecommendOptions {
  /** Viewers without the inperson scope never see in-person-only unrecorded sessions (docs/behaviour/attendees-and-profile.md). */
  inPerson: boolean;
  /** The attendee's participation type (profile summary): inperson, digital, ... */
  attendeeType: string;
  limit?: number;
}

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  const either = a.size + b.size - both;
  return either === 0 ? 0 : both / either;
};

/** The most alike of the attendee's sessions, with its similarity (Jaccard plus shared speakers). */
function mostAlike(facets: ReadonlySet<string>, speakers: readonly string[], sources: readonly (Source & { alike: Set<string> })[]): { source: Source | null; similarity: number; jaccard: number } {
  let best: { source: Source | null; similarity: number; jaccard: number } = { source: null, similarity: 0, jaccard: 0 };
  for (const source of sources) {
    const j = jaccard(facets, source.alike);
    const similarity = j + Math.min(SPEAKER_CAP, SPEAKER_WEIGHT * shared(speakers, new Set(source.speakers)));
    if (similarity > best.similarity) best = { source, similarity, jaccard: j };
  }
  return best;
}

export async function recommendSessions(db: Queryable, userId: string, opts: RecommendOptions): Promise<ScoredSession[]> {
  const sources = (await sourcesOf(db, userId)).map((s) => ({ ...s, alike: new Set(s.facets.filter((f) => !NOT_ALIKE.test(f))) }));
  const favSpeakers = (await db.query<{ id: string }>('SELECT item_id AS id FROM favorites WHERE subject = $1 AND kind = 1', [userId])).rows.map((r) => r.id);
  const liked = new Set(sources.flatMap((s) => [...s.alike]));
  const speakers = new Set([...sources.flatMap((s) => s.speakers), ...favSpeakers]);
  if (liked.size === 0 && speakers.size === 0) return [];
  const { rows } = await db.query<{ id: string; code: string; title: string; facets: string[]; speakers: string[] | null }>(
    `SELECT s.id, s.code, s.title, s.facets, ARRAY(SELECT jsonb_array_elements_text(coalesce(s.doc->'speakerIds', '[]'::jsonb))) AS speakers
     FROM sessions s
     WHERE s.code IS NOT NULL AND NOT (s.id = ANY ($1::text[])) AND ($4 OR NOT s.inperson_unrecorded)
       AND (s.facets && $2::text[] OR coalesce(s.doc->'speakerIds', '[]'::jsonb) ?| $3::text[])
     ORDER BY s.starts_at NULLS LAST, s.id`,
    [sources.map((s) => s.id), [...liked], [...speakers], opts.inPerson],
  );
  const preferred = opts.attendeeType === 'digital' ? 'deliveryType>online' : opts.attendeeType === 'inperson' ? 'deliveryType>inperson' : null;
  const kept: ScoredSession[] = [];
  for (const r of rows) {
    const facets = new Set(r.facets.filter((f) => !NOT_ALIKE.test(f)));
    const sessionSpeakers = r.speakers ?? [];
    const best = mostAlike(facets, sessionSpeakers, sources);
    const saved = Math.min(SPEAKER_CAP, SPEAKER_WEIGHT * shared(sessionSpeakers, new Set(favSpeakers)));
    // Alike enough to one session the attendee has, or by a speaker they saved: anything else is not a recommendation.
    if (best.jaccard < MIN_SIMILARITY && saved === 0) continue;
    const profileBonus = preferred !== null && r.facets.includes(preferred) ? PROFILE_WEIGHT : 0;
    const score = best.similarity + saved + profileBonus;
    kept.push({
      sessionId: r.id,
      sessionCode: r.code,
      title: r.title,
      score,
      confidenceScore: Math.round((score / (score + 1)) * 1000) / 1000,
      because: becauseOf(best.jaccard >= MIN_SIMILARITY ? best.source : null, saved > 0),
    });
  }
  // Most alike first; the query's order (start, id) orders equals, as sort is stable.
  kept.sort((a, b) => b.score - a.score);
  return kept.slice(0, Math.min(opts.limit ?? MAX_RECOMMENDATIONS, MAX_RECOMMENDATIONS));
}

/** Why: the attendee's session most alike this one, or the speaker they saved. */
function becauseOf(source: Source | null, savedSpeaker: boolean): string {
  if (source) return source.how === 'saved' ? `Because you saved “${source.title}”` : `Because “${source.title}” is on your schedule`;
  if (savedSpeaker) return 'Because you saved one of its speakers';
  return 'Because it matches your interests';
}
