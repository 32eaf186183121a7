// The version store of page content (migration 011): each block version and each layout version (its block ids and
// block hashes in order) by content hash, written with every layout write, read when a stale save is merged.
import { EMPTY_LAYOUT_HASH, type BlockContent } from '../../schemas/index.js';
import type { Queryable } from '../store/db.js';

interface VersionRow {
  hash: string;
  doc: Record<string, unknown> | string;
}

/** A block as written: its content and the hash it is stored under. */
type Versioned = BlockContent & { originalHash: string };

/** Records the versions of a layout just written (one statement for the blocks, one for the layout). */
export async function recordVersions(tx: Queryable, layoutHashValue: string, components: readonly Versioned[]): Promise<void> {
  if (components.length > 0) {
    const rows = components.map((c) => ({
      hash: c.originalHash,
      doc: { componentId: c.componentId, component: c.component, parentId: c.parentId, slot: c.slot, props: c.props },
    }));
    await tx.query(
      `INSERT INTO content_versions (hash, doc) SELECT e->>'hash', e->'doc' FROM jsonb_array_elements($1::jsonb) AS t(e)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }
  await tx.query('INSERT INTO content_versions (hash, doc) VALUES ($1, $2::jsonb) ON CONFLICT DO NOTHING', [
    layoutHashValue,
    JSON.stringify({ blocks: components.map((c) => [c.componentId, c.originalHash]) }),
  ]);
}

async function readDocs(q: Queryable, hashes: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  if (hashes.length === 0) return new Map();
  const { rows } = await q.query<VersionRow>(
    'SELECT hash, doc FROM content_versions WHERE hash IN (SELECT jsonb_array_elements_text($1::jsonb))',
    [JSON.stringify([...new Set(hashes)])],
  );
  return new Map(rows.map((r) => [r.hash, typeof r.doc === 'string' ? (JSON.parse(r.doc) as Record<string, unknown>) : r.doc]));
}

function toContent(doc: Record<string, unknown>): BlockContent {
  return {
    componentId: String(doc.componentId),
    component: String(doc.component),
    parentId: typeof doc.parentId === 'string' ? doc.parentId : null,
    slot: typeof doc.slot === 'string' ? doc.slot : null,
    props: (doc.props ?? {}) as Record<string, unknown>,
  };
}

/** The block version a hash names; undefined when the store never saw it. */
export async function readBlockVersion(q: Queryable, hash: string): Promise<BlockContent | undefined> {
  const doc = (await readDocs(q, [hash])).get(hash);
  return doc && typeof doc.componentId === 'string' ? toContent(doc) : undefined;
}

/** The layout version a hash names, block by block; undefined when it or any of its blocks is unknown. */
export async function readLayoutVersion(q: Queryable, hash: string): Promise<BlockContent[] | undefined> {
  if (hash === EMPTY_LAYOUT_HASH) return [];
  const layout = (await readDocs(q, [hash])).get(hash);
  const pairs = layout?.blocks;
  if (!Array.isArray(pairs)) return undefined;
  const list = pairs as [string, string][];
  const docs = await readDocs(q, list.map(([, h]) => h));
  const out: BlockContent[] = [];
  for (const [, h] of list) {
    const doc = docs.get(h);
    if (!doc) return undefined;
    out.push(toContent(doc));
  }
  return out;
}
