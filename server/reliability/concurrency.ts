// Concurrent editors against running server processes: read-modify-save cycles with random think
// times on an overlapping set of blocks of one page, plus settings saves.
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
  /** Values whose save answered 409: they must not be in the store. */
  refused: Ack[];
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
  maxThinkMs: number;
}

/** Runs the clients to completion; every answer is classified (success, 409, or unexpected). */
export async function runEditors(o: ClientOptions): Promise<RunFigures> {
  const figures: RunFigures = { attempted: 0, acknowledged: [], conflicts: 0, unexpected: [], refused: [] };
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
        const block = read.status === 200 ? (read.body as Layout).components.find((c) => c.componentId === id) : undefined;
        if (!block) {
          figures.unexpected.push(`read layout: ${read.status}`);
          continue;
        }
        await sleep(Math.floor(random() * (o.maxThinkMs + 1)));
        figures.attempted++;
        const res = await callJson(base, 'PUT', componentPath('cont', id), o.editorToken, {
          originalHash: block.originalHash,
          changes: { ...block.props, [field]: value },
        });
        classify(figures, res, { kind: 'content', component: id, field, value }, CONFLICT_CODES.content);
      }
    }
  };
  await Promise.all(Array.from({ length: o.clients }, (_, i) => client(i)));
  return figures;
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
