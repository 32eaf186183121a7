// Session recommendations (spec 000 sections 3 and 6; spec 001: GET /recommendation answers {sessionId,
// confidenceScore}), computed from what the server knows about the attendee:
// - the sessions they saved (favorites, kind 4) and put on their schedule (migration 007's schedule_items when
//   present): every facet entry of those sessions (topic, solution area, track, level, type, format, products, ...)
//   is something they like, and a session scores 1 per entry it shares with them, the catalog's "most alike" measure;
// - the speakers of those sessions and the speakers they saved (kind 1): +0.3 per shared speaker, at most 0.6;
// - their profile: a digital attendee prefers sessions they can watch online, an in-person one sessions in the room
//   (+0.2).
// The bonuses stay below 1 so they order sessions that share equally many entries and never outrank one more shared
// entry. A session needs at least one shared entry or a saved speaker: with nothing to go on nothing is recommended. What the
// attendee already has (saved, on the schedule, enrolled) is never recommended. Each recommendation says why
// ("Because you saved …"): the source session sharing the most with it.
import type { Queryable } from '../store/db.js';

/** Facets too common to tell sessions apart (delivered and viewable in nearly every way): no recommendation. */
const NOT_ALIKE = /^(deliveryType|viewingOption)>/;
const SPEAKER_WEIGHT = 0.3;
const SPEAKER_CAP = 0.6;
const PROFILE_WEIGHT = 0.2;

export interface ScoredSession {
  sessionId: string;
  sessionCode: string;
  title: string;
  /** Shared facet entries plus the speaker and profile bonuses. */
  score: number;
  /** score / (score + 2): rises with the score, stays within 0..1. */
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

async function tableExists(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name]);
  return Boolean(rows[0]?.t);
}

/** The sessions the attendee has: saved, on the schedule, enrolled (RSVP or roundtable), in that order of strength. */
async function sourcesOf(db: Queryable, userId: string): Promise<Source[]> {
  const parts = [`SELECT f.item_id AS id, 'saved' AS how, 1 AS rank FROM favorites f WHERE f.subject = $1 AND f.kind = 4`];
  if (await tableExists(db, 'schedule_items')) parts.push(`SELECT si.session_id, 'scheduled', 2 FROM schedule_items si WHERE si.user_id = $1`);
  if (await tableExists(db, 'session_enrollments')) parts.push(`SELECT se.session_id, 'scheduled', 3 FROM session_enrollments se WHERE se.user_id = $1`);
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
  /** Viewers without the inperson scope never see in-person-only unrecorded sessions (spec 000 section 6). */
  inPerson: boolean;
  /** The attendee's participation type (profile summary): inperson, digital, ... */
  attendeeType: string;
  limit?: number;
}

export async function recommendSessions(db: Queryable, userId: string, opts: RecommendOptions): Promise<ScoredSession[]> {
  const sources = await sourcesOf(db, userId);
  const favSpeakers = (await db.query<{ id: string }>('SELECT item_id AS id FROM favorites WHERE subject = $1 AND kind = 1', [userId])).rows.map((r) => r.id);
  const liked = new Set(sources.flatMap((s) => s.facets).filter((f) => !NOT_ALIKE.test(f)));
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
  const scored = rows.map((r): ScoredSession & { grounded: boolean } => {
    const facets = r.facets.filter((f) => !NOT_ALIKE.test(f));
    const sessionSpeakers = r.speakers ?? [];
    const speakerBonus = Math.min(SPEAKER_CAP, SPEAKER_WEIGHT * shared(sessionSpeakers, speakers));
    const profileBonus = preferred !== null && r.facets.includes(preferred) ? PROFILE_WEIGHT : 0;
    const entries = shared(facets, liked);
    const score = entries + speakerBonus + profileBonus;
    // A recommendation needs something in common with what the attendee has, or a speaker they saved.
    const grounded = entries > 0 || sessionSpeakers.some((id) => favSpeakers.includes(id));
    return {
      grounded,
      sessionId: r.id,
      sessionCode: r.code,
      title: r.title,
      score,
      confidenceScore: Math.round((score / (score + 2)) * 1000) / 1000,
      because: becauseOf(facets, sessionSpeakers, sources, favSpeakers),
    };
  });
  // Sessions sharing only a profile preference or a speaker of a session they have are not recommendations alone.
  const kept = scored.filter((s) => s.grounded).map(({ grounded: _grounded, ...rest }) => rest);
  kept.sort((a, b) => b.score - a.score);
  return opts.limit === undefined ? kept : kept.slice(0, opts.limit);
}

/** Why: the attendee's session sharing the most with this one, or the speaker they follow. */
function becauseOf(facets: readonly string[], speakers: readonly string[], sources: readonly Source[], favSpeakers: readonly string[]): string {
  let best: Source | null = null;
  let bestScore = 0;
  for (const source of sources) {
    const set = new Set(source.facets.filter((f) => !NOT_ALIKE.test(f)));
    const score = shared(facets, set) + 0.5 * shared(speakers, new Set(source.speakers));
    if (score > bestScore) {
      best = source;
      bestScore = score;
    }
  }
  if (best) return best.how === 'saved' ? `Because you saved “${best.title}”` : `Because “${best.title}” is on your schedule`;
  if (speakers.some((s) => favSpeakers.includes(s))) return 'Because you saved one of its speakers';
  return 'Because it matches your interests';
}
