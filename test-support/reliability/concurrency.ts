// Concurrent editors against running server processes: read-modify-save cycles with random think
// times on an overlapping set of blocks of one page (block saves and whole-page saves, some of the page saves
// sent without the hash they were read with), plus settings saves.
import { EMPTY_LAYOUT_HASH, seededRandom } from '../../schemas/index.js';
import { callJson } from './real-server.js';

// The runs print their seed and replay the same choices (schemas' seeded PRNG).
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const PAGE = 'reliability';
export const PHASE = 'live';
export const DOCUMENT_ID = `${PAGE}--${PHASE}`;
export const BLOCK_IDS = ['b0', 'b1', 'b2', 'b3', 'b4', 'b5'] as const;
export const CONTENT_FIELDS = ['heading', 'subheading', 'body'] as const;
export const SETTINGS_FIELDS = ['defaultMeetingLocation', 'liveHelpAppId'] as const;

export const CONFLICT_CODES = {
  content: 'translate.base.error.component-settings.conflict',
  settings: 'translate.base.error.site-settings.conflict',
} as const;

/** What a page save without the hash it was read with answers (never a blind overwrite). */
const HASH_REQUIRED_CODE = 'translate.base.error.bad-request';

export interface Layout {
  hash: string;
  components: { componentId: string; component: string; props: Record<string, unknown>; originalHash: string }[];
}

export interface Ack {
  kind: 'content' | 'settings';
  component: string;
  field: string;
  value: string;
}

export interface RunFigures {
  attempted: number;
  acknowledged: Ack[];
  conflicts: number;
  /** Anything that is neither success nor 409 (must stay empty). */
  unexpected: string[];
  /** Values whose save answered 409, or 400 for a missing hash: they must not be in the store. */
  refused: Ack[];
  /** Page saves sent without a hash and refused with 400. */
  refusedWithoutHash: number;
}

export const componentPath = (env: string, id: string, flag: 'normal' | 'force' = 'normal') =>
  `/api/content/component/${env}/${PAGE}/${PHASE}/${id}/sectionHeading/${encodeURIComponent(new Date().toISOString())}/${flag}`;

/** Creates the test page: sectionHeading blocks with plain-text props every client edits. */
export async function createPage(base: string, token: string, ids: readonly string[], page = PAGE): Promise<Layout> {
  const components = ids.map((componentId) => ({
    componentId,
    component: 'sectionHeading',
    props: { heading: `initial ${componentId}`, subheading: 'initial', body: 'initial', headingLevel: 2 },
    originalHash: null,
  }));
  // The page does not exist yet: its hash as read is the empty layout's.
  const res = await callJson(base, 'PUT', `/api/content/${page}`, token, { environment: 'cont', phase: PHASE, components, originalPageHash: EMPTY_LAYOUT_HASH });
  if (res.status !== 200) throw new Error(`creating ${page}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { layout: Layout }).layout;
}

export interface ClientOptions {
  bases: readonly string[];
  editorToken: string;
  siteToken: string;
  clients: number;
  cycles: number;
  seed: number;
  /** Share of cycles that save a setting instead of a block. */
  settingsShare: number;
  /** Share of the block edits sent as a save of the whole page (PUT /content/{page}) instead of one block. */
  pageShare?: number;
  /** Share of those page saves sent without originalPageHash (each must be refused). */
  hashlessShare?: number;
  maxThinkMs: number;
}

/** Runs the clients to completion; every answer is classified (success, 409, or unexpected). */
export async function runEditors(o: ClientOptions): Promise<RunFigures> {
  const figures: RunFigures = { attempted: 0, acknowledged: [], conflicts: 0, unexpected: [], refused: [], refusedWithoutHash: 0 };
  const client = async (index: number) => {
    const random = seededRandom(o.seed + index * 7919);
    const base = o.bases[index % o.bases.length] as string;
    for (let n = 0; n < o.cycles; n++) {
      await sleep(Math.floor(random() * (o.maxThinkMs + 1)));
      const value = `client ${index} save ${n}`;
      if (random() < o.settingsShare) {
        const field = pick(random, SETTINGS_FIELDS);
        const read = await callJson(base, 'GET', '/api/siteeditor?env=cont', o.siteToken);
        if (read.status !== 200) {
          figures.unexpected.push(`read settings: ${read.status}`);
          continue;
        }
        const hash = (read.body as { hash: string }).hash;
        await sleep(Math.floor(random() * (o.maxThinkMs + 1)));
        figures.attempted++;
        const res = await callJson(base, 'POST', '/api/siteeditor', o.siteToken, { environment: 'cont', changes: { [field]: value }, originalHash: hash });
        classify(figures, res, { kind: 'settings', component: 'siteSettings', field, value }, CONFLICT_CODES.settings);
      } else {
        const id = pick(random, BLOCK_IDS);
        const field = pick(random, CONTENT_FIELDS);
        const read = await callJson(base, 'GET', `/api/content/${DOCUMENT_ID}?env=cont`, o.editorToken);
        const layout = read.status === 200 ? (read.body as Layout) : undefined;
        const block = layout?.components.find((c) => c.componentId === id);
        if (!layout || !block) {
          figures.unexpected.push(`read layout: ${read.status}`);
          continue;
        }
        await sleep(Math.floor(random() * (o.maxThinkMs + 1)));
        figures.attempted++;
        const ack: Ack = { kind: 'content', component: id, field, value };
        if (random() < (o.pageShare ?? 0)) {
          // The whole layout as read, one field of one block changed, with the block and layout hashes read.
          const components = layout.components.map((c) => (c === block ? { ...c, props: { ...c.props, [field]: value } } : c));
          const hashless = random() < (o.hashlessShare ?? 0);
          const res = await callJson(base, 'PUT', `/api/content/${PAGE}`, o.editorToken, {
            environment: 'cont', phase: PHASE, components, ...(hashless ? {} : { originalPageHash: layout.hash }),
          });
          if (hashless) classifyHashless(figures, res, ack);
          else classify(figures, res, ack, CONFLICT_CODES.content);
          continue;
        }
        const res = await callJson(base, 'PUT', componentPath('cont', id), o.editorToken, {
          originalHash: block.originalHash,
          changes: { ...block.props, [field]: value },
        });
        classify(figures, res, ack, CONFLICT_CODES.content);
      }
    }
  };
  await Promise.all(Array.from({ length: o.clients }, (_, i) => client(i)));
  return figures;
}

/** A page save without its hash: only a 400 is right, and nothing of it may be stored. */
function classifyHashless(figures: RunFigures, res: { status: number; body: unknown }, ack: Ack): void {
  if (res.status === 400 && (res.body as { code?: unknown }).code === HASH_REQUIRED_CODE) {
    figures.refusedWithoutHash++;
    figures.refused.push(ack);
  } else {
    figures.unexpected.push(`hashless page save ${ack.component}.${ack.field}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
}

function classify(figures: RunFigures, res: { status: number; body: unknown }, ack: Ack, conflictCode: string): void {
  if (res.status === 200 && (res.body as { changed?: unknown }).changed === true) {
    figures.acknowledged.push(ack);
  } else if (res.status === 409 && (res.body as { code?: unknown }).code === conflictCode) {
    figures.conflicts++;
    figures.refused.push(ack);
  } else {
    figures.unexpected.push(`${ack.kind} ${ack.component}.${ack.field}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
}
